import type { Deps } from "../deps.js";
import { ApiError, StoreUnavailable } from "../errors.js";

/**
 * How long past its deadline a wait may still wait for mail accepted before it to be stored: a
 * wait answers within its timeout and this, however long another message takes to read.
 */
const SETTLE_GRACE_MS = 25;

/**
 * Holds until `attempt` finds something, the timeout passes or the caller goes away. Push, not
 * poll: it subscribes to the address's arrivals first, then tries once, and tries again only
 * when mail for the address has been stored. Subscribing before the first try means mail that
 * lands between the try and the wait still wakes it. The one waiting primitive of code, link
 * and /none.
 */
export async function waitForMail<T>(
  deps: Pick<Deps, "notifier" | "intake" | "metrics">,
  addressId: string,
  options: { timeoutMs: number; signal: AbortSignal; kind: WaitKind },
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  const open = deps.metrics.waitsOpen.labels(options.kind);
  open.inc();
  let outcome: "found" | "timed_out" | "aborted" | "failed" = "failed";
  try {
    const found = await waitOnce(deps, addressId, options, attempt);
    outcome = found !== null ? "found" : options.signal.aborted ? "aborted" : "timed_out";
    return found;
  } finally {
    open.dec();
    deps.metrics.waitsAnswered.inc({ kind: options.kind, outcome });
  }
}

/** What a wait waits for, as the metrics name it. */
export type WaitKind = "code" | "link" | "none";

async function waitOnce<T>(
  deps: Pick<Deps, "notifier" | "intake">,
  addressId: string,
  options: { timeoutMs: number; signal: AbortSignal },
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  let wake: (() => void) | null = null;
  let arrived = false;
  const unsubscribe = deps.notifier.subscribe(addressId, () => {
    arrived = true;
    wake?.();
  });
  const deadline = Date.now() + options.timeoutMs;
  const settle = () => deps.intake.settled(addressId, deadline - Date.now() + SETTLE_GRACE_MS);
  // A wait outlives a moment without the database: it looks again when woken (the notifier
  // wakes every waiter once it listens again); only its last look may answer "unavailable".
  const look = async () => {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof StoreUnavailable && Date.now() < deadline && !options.signal.aborted) return null;
      throw error;
    }
  };
  try {
    const found = await waitUntilFound();
    // The service is shutting down: the wait answers with why (errors.ts, serviceClosing).
    if (options.signal.aborted && options.signal.reason instanceof ApiError) throw options.signal.reason;
    return found;
  } finally {
    unsubscribe();
  }

  async function waitUntilFound(): Promise<T | null> {
    for (;;) {
      arrived = false;
      await settle();
      const found = await look();
      if (found !== null) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0 || options.signal.aborted) return null;
      if (arrived) continue;
      const woken = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), remaining);
        const onAbort = () => done(false);
        function done(value: boolean) {
          clearTimeout(timer);
          options.signal.removeEventListener("abort", onAbort);
          wake = null;
          resolve(value);
        }
        wake = () => done(true);
        options.signal.addEventListener("abort", onAbort, { once: true });
      });
      if (!woken) {
        // One last look: the timeout and an arrival can land in the same turn.
        if (options.signal.aborted) return null;
        await settle();
        return attempt();
      }
    }
  }
}
