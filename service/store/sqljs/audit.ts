import type { AuditStore } from "../store.js";
import type { AuditAction, AuditVia } from "../../wire/enums.js";
import { asDate, asNumber, asString, type SqlDatabase } from "./database.js";

export function createAuditStore(db: SqlDatabase): AuditStore {
  return {
    async record(projectId, entry) {
      db.run(
        "INSERT INTO audit_log (project_id, at, action, via, key_name, key_id, address, label) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
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
      const rows =
        page.before === undefined
          ? db.all("SELECT * FROM audit_log WHERE project_id = ? ORDER BY id DESC LIMIT ?", [projectId, page.limit])
          : db.all("SELECT * FROM audit_log WHERE project_id = ? AND id < ? ORDER BY id DESC LIMIT ?", [
              projectId,
              page.before,
              page.limit,
            ]);
      return rows.map((row) => ({
        id: asNumber(row.id),
        at: asDate(row.at),
        action: asString(row.action) as AuditAction,
        via: asString(row.via) as AuditVia,
        keyName: asString(row.key_name),
        keyId: asString(row.key_id),
        address: asString(row.address),
        label: asString(row.label),
      }));
    },
    async prune(before) {
      return db.run("DELETE FROM audit_log WHERE at < ?", [before.getTime()]);
    },
  };
}
