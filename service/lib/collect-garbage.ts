import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full garbage collection of the calling thread's heap, on request.
 *
 * Why the service asks for one at all: after a burst of mail, most of what the burst allocated
 * is garbage in the old generation, and V8 returns it to the system only when its memory reducer
 * runs, 8 to 30 seconds after allocation slows down. A collection as soon as the burst is over
 * (service/mail/after-burst.ts) gives the same memory back at once, for a few tens of
 * milliseconds of one core.
 *
 * V8 offers the collection only as the `gc` function of `--expose-gc`, and the service must not
 * depend on how node was started, so the flag is turned on just long enough to create one
 * context that has the function, and off again. Each thread asks for its own.
 */
let collect: (() => void) | null | undefined;

function findCollector(): (() => void) | null {
  const exposed: unknown = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === "function") return exposed as () => void;
  try {
    setFlagsFromString("--expose-gc");
    const gc: unknown = runInNewContext("gc");
    return typeof gc === "function" ? (gc as () => void) : null;
  } catch {
    return null;
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
}

/** Collects now; false where this V8 offers no way to (nothing is collected then). */
export function collectGarbage(): boolean {
  collect ??= findCollector();
  if (!collect) return false;
  collect();
  return true;
}

/** What the main thread posts to a worker thread to have it collect its heap; it gets no reply. */
export const COLLECT_REQUEST = { kind: "collect" } as const;
export type CollectRequest = typeof COLLECT_REQUEST;

export const isCollectRequest = (message: unknown): message is CollectRequest =>
  typeof message === "object" && message !== null && (message as { kind?: unknown }).kind === "collect";
