import type { RateLimiter } from "../../lib/rate-limiter.js";
import { MINUTE_MS } from "../../lib/time.js";
import type { PgDatabase } from "./database.js";

/**
 * The per-key rate limit kept in the database, so that it holds across instances: one row per
 * key and minute (windows aligned to the clock), counted up by one statement that refuses once
 * the limit is reached. Old windows are deleted by the retention sweep.
 */
export function createPgRateLimiter(
  db: PgDatabase,
  windowMs = MINUTE_MS,
): RateLimiter & { prune(now: Date): Promise<number> } {
  return {
    async take(key, limit, now) {
      const time = now.getTime();
      const windowStart = time - (time % windowMs);
      // Counts only while under the limit: a refused request leaves the row as it was.
      const counted = await db.one<{ count: number }>(
        `INSERT INTO rate_windows (scope, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (scope, window_start) DO UPDATE SET count = rate_windows.count + 1
         WHERE rate_windows.count < $3
         RETURNING count`,
        [key, windowStart, limit],
      );
      if (!counted || counted.count > limit)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)) };
      let released = false;
      return {
        allowed: true,
        async release() {
          if (released) return;
          released = true;
          await db
            .run("UPDATE rate_windows SET count = GREATEST(count - 1, 0) WHERE scope = $1 AND window_start = $2", [
              key,
              windowStart,
            ])
            .catch(() => undefined);
        },
      };
    },
    prune(now) {
      return db.run("DELETE FROM rate_windows WHERE window_start < $1", [now.getTime() - 2 * windowMs]);
    },
  };
}
