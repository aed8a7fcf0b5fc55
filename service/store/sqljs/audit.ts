import type { AuditStore } from "../store.js";
import { type AuditRowFields, auditColumns, toAuditEntry } from "../audit-row.js";
import { asNumber, type SqlDatabase } from "./database.js";

export function createAuditStore(db: SqlDatabase): AuditStore {
  return {
    async record(projectId, entry) {
      const columns = auditColumns(entry);
      db.run(
        `INSERT INTO audit_log (project_id, at, action, via, key_name, key_id, address, label, subject_kind,
           subject_id, subject_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [projectId, ...columns],
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
        ...toAuditEntry({ ...row, at: asNumber(row.at) } as AuditRowFields),
      }));
    },
    async prune(before) {
      return db.run("DELETE FROM audit_log WHERE at < ?", [before.getTime()]);
    },
  };
}
