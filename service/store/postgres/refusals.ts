import { HOUR_MS } from "../../lib/time.js";
import type { RefusalReason, RefusalRecord, RefusalStore } from "../store.js";
import type { PgDatabase, Queryable } from "./database.js";

interface RefusalRow extends Record<string, unknown> {
  reason: string;
  /** BIGINT epoch milliseconds, parsed to numbers (database.ts). */
  first_at: number;
  last_at: number;
  count: number;
  size_bytes: number | null;
}

type RefusalInput = Parameters<RefusalStore["record"]>[0];

function toRefusal(row: RefusalRow): RefusalRecord {
  return {
    reason: row.reason as RefusalReason,
    firstAt: new Date(row.first_at),
    lastAt: new Date(row.last_at),
    count: row.count,
    sizeBytes: row.size_bytes,
  };
}

/**
 * Counts the refusal on the newest entry of its address and reason opened within the hour
 * before it; false when there is none. GREATEST ignores NULLs, so size_bytes keeps the largest
 * size known and a refusal without a size leaves it as it was.
 */
async function joinOpenEntry(tx: Queryable, input: RefusalInput): Promise<boolean> {
  const time = input.at.getTime();
  const updated = await tx.run(
    `UPDATE refusals SET count = count + 1, last_at = GREATEST(last_at, $3),
       size_bytes = GREATEST(size_bytes, $4::integer)
     WHERE id = (
       SELECT id FROM refusals WHERE address_id = $1 AND reason = $2 AND first_at > $5
       ORDER BY first_at DESC, id DESC LIMIT 1
     )`,
    [input.addressId, input.reason, time, input.sizeBytes, time - HOUR_MS],
  );
  return updated > 0;
}

async function openEntry(tx: Queryable, input: RefusalInput): Promise<void> {
  const time = input.at.getTime();
  await tx.run(
    `INSERT INTO refusals (address_id, project_id, reason, first_at, last_at, count, size_bytes)
     VALUES ($1, $2, $3, $4, $4, 1, $5)`,
    [input.addressId, input.projectId, input.reason, time, input.sizeBytes],
  );
}

export function createRefusalStore(db: PgDatabase): RefusalStore {
  return {
    async record(input) {
      // The hour an entry covers starts at its first_at, a sliding window no unique constraint
      // can express, so the find-or-open step is serialised per address and reason with a
      // transaction-scoped advisory lock: two instances refusing the same message at once
      // share one entry instead of opening two. The key names the schema, as withLock does.
      const key = `${db.options.schema}:refusal:${input.addressId}:${input.reason}`;
      await db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key]);
        if (!(await joinOpenEntry(tx, input))) await openEntry(tx, input);
      });
    },

    async list(addressId, since) {
      const rows = await db.query<RefusalRow>(
        `SELECT reason, first_at, last_at, count, size_bytes FROM refusals
         WHERE address_id = $1 AND last_at >= $2 ORDER BY last_at DESC, id DESC`,
        [addressId, since ? since.getTime() : 0],
      );
      return rows.map(toRefusal);
    },
  };
}
