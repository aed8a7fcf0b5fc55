import { type Metrics, secondsSince, timerStart } from "../lib/metrics.js";
import { type Store, StoreConflict } from "./store.js";

/** The parts of the store whose operations are timed; ping and close are not operations. */
const SECTIONS = [
  "runs",
  "projects",
  "apiKeys",
  "addresses",
  "secrets",
  "pool",
  "audit",
  "emails",
  "mailbox",
  "refusals",
  "webhooks",
] as const satisfies readonly (keyof Store)[];

/**
 * The store with every operation timed and every failure counted, by operation ("emails.insert"):
 * the same object shape, each method wrapped once here, so a call costs one more function call
 * and a clock reading.
 */
export function instrumentStore<S extends Store>(store: S, metrics: Metrics): S {
  const timed = { ...store };
  for (const section of SECTIONS) {
    const methods = store[section] as unknown as Record<string, unknown>;
    const wrapped: Record<string, unknown> = {};
    for (const [name, method] of Object.entries(methods)) {
      if (typeof method !== "function") {
        wrapped[name] = method;
        continue;
      }
      const operation = `${section}.${name}`;
      const seconds = metrics.storeSeconds.labels(operation);
      const errors = metrics.storeErrors.labels(operation);
      wrapped[name] = (...args: unknown[]) => {
        const started = timerStart();
        return (method as (...a: unknown[]) => Promise<unknown>).apply(methods, args).then(
          (result) => {
            seconds.observe(secondsSince(started));
            return result;
          },
          (error: unknown) => {
            seconds.observe(secondsSince(started));
            // A refusal the store makes by design (a name taken, a project full) is no failure.
            if (!(error instanceof StoreConflict)) errors.inc();
            throw error;
          },
        );
      };
    }
    (timed as Record<string, unknown>)[section] = wrapped;
  }
  return timed;
}
