import { auditColumns, type AuditRowFields, toAuditEntry } from "../audit-row.js";
import type { AuditStore } from "../store.js";
import type { PgDatabase } from "./database.js";

interface AuditRow extends AuditRowFields, Record<string, unknown> {
  /** BIGSERIAL and BIGINT both come back as numbers (database.ts). */
  id: number;
  at: number;
}

export function createAuditStore(db: PgDatabase): AuditStore {
  return {
    async record(projectId, entry) {
      await db.run(
        `INSERT INTO audit_log (project_id, at, action, via, key_name, key_id, address, label, subject_kind,
           subject_id, subject_name) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [projectId, ...auditColumns(entry)],
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
      return rows.map((row) => ({ id: row.id, ...toAuditEntry(row) }));
    },

    async prune(before) {
      return db.run("DELETE FROM audit_log WHERE at < $1", [before.getTime()]);
    },
  };
}
