import type { AuditAction, AuditVia } from "../../wire/enums.js";
import type { AuditEntry, AuditStore } from "../store.js";
import type { PgDatabase } from "./database.js";

interface AuditRow extends Record<string, unknown> {
  /** BIGSERIAL and BIGINT both come back as numbers (database.ts). */
  id: number;
  at: number;
  action: string;
  via: string;
  key_name: string;
  key_id: string;
  address: string;
  label: string;
}

function toEntry(row: AuditRow): AuditEntry & { id: number } {
  return {
    id: row.id,
    at: new Date(row.at),
    action: row.action as AuditAction,
    via: row.via as AuditVia,
    keyName: row.key_name,
    keyId: row.key_id,
    address: row.address,
    label: row.label,
  };
}

export function createAuditStore(db: PgDatabase): AuditStore {
  return {
    async record(projectId, entry) {
      await db.run(
        `INSERT INTO audit_log (project_id, at, action, via, key_name, key_id, address, label)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          projectId,
          entry.at.getTime(),
          entry.action,
          entry.via,
          entry.keyName,
          entry.keyId,
          entry.address,
          entry.label,
        ],
      );
    },

    async list(projectId, page) {
      // Without `before` the parameter is NULL and the condition always holds: one statement
      // serves the first page and the ones after it.
      const rows = await db.query<AuditRow>(
        `SELECT * FROM audit_log WHERE project_id = $1 AND ($2::bigint IS NULL OR id < $2)
         ORDER BY id DESC LIMIT $3`,
        [projectId, page.before ?? null, page.limit],
      );
      return rows.map(toEntry);
    },

    async prune(before) {
      return db.run("DELETE FROM audit_log WHERE at < $1", [before.getTime()]);
    },
  };
}
