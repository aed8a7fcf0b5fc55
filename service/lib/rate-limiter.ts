import { MINUTE_MS } from "./time.js";

/**
 * Fixed one-minute windows per key: a window opens at a key's first request and allows
 * `limit` requests until it closes. This one is in memory, for one process; with PostgreSQL the
 * windows are rows, so the limit holds across instances (store/postgres/rate-limits.ts).
 */
export type RateTake = { allowed: true; release(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one request. When allowed, `release` gives the request back: an attempt that is then
   * refused for another reason (a plan limit, a taken name) does not use up the rate.
   */
  take(key: string, limit: number, now: Date): Promise<RateTake>;
}

export function createRateLimiter(windowMs = MINUTE_MS): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, limit, now) {
      return Promise.resolve(takeNow(key, limit, now));
    },
  };
  function takeNow(key: string, limit: number, now: Date): RateTake {
    const time = now.getTime();
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
      }
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    if (window.count >= limit) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
      };
    }
    window.count++;
    const taken = window;
    let released = false;
    return {
      allowed: true,
      release() {
        // Only into the window it was taken from; a new window starts from nothing anyway.
        if (!released && windows.get(key) === taken) {
          released = true;
          taken.count = Math.max(0, taken.count - 1);
        }
        return Promise.resolve();
      },
    };
  }
}
