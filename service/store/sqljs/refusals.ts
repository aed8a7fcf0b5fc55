import { HOUR_MS } from "../../lib/time.js";
import type { RefusalReason, RefusalStore } from "../store.js";
import { asDate, asNumber, asString, type SqlDatabase } from "./database.js";

export function createRefusalStore(db: SqlDatabase): RefusalStore {
  return {
    async record({ addressId, projectId, reason, sizeBytes, at }) {
      const time = at.getTime();
      db.transaction(() => {
        const open = db.get(
          "SELECT id FROM refusals WHERE address_id = ? AND reason = ? AND first_at > ? ORDER BY first_at DESC LIMIT 1",
          [addressId, reason, time - HOUR_MS],
        );
        if (open) {
          db.run(
            `UPDATE refusals SET count = count + 1, last_at = MAX(last_at, ?),
               size_bytes = CASE WHEN ? IS NULL THEN size_bytes WHEN size_bytes IS NULL OR ? > size_bytes THEN ? ELSE size_bytes END
             WHERE id = ?`,
            [time, sizeBytes, sizeBytes, sizeBytes, open.id ?? null],
          );
        } else {
          db.run(
            "INSERT INTO refusals (address_id, project_id, reason, first_at, last_at, count, size_bytes) VALUES (?, ?, ?, ?, ?, 1, ?)",
            [addressId, projectId, reason, time, time, sizeBytes],
          );
        }
      });
    },

    async list(addressId, since) {
      return db
        .all("SELECT * FROM refusals WHERE address_id = ? AND last_at >= ? ORDER BY last_at DESC, id DESC", [
          addressId,
          since ? since.getTime() : 0,
        ])
        .map((row) => ({
          reason: asString(row.reason) as RefusalReason,
          firstAt: asDate(row.first_at),
          lastAt: asDate(row.last_at),
          count: asNumber(row.count),
          sizeBytes: row.size_bytes === null || row.size_bytes === undefined ? null : asNumber(row.size_bytes),
        }));
    },
  };
}
