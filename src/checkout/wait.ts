import { setTimeout as sleep } from "node:timers/promises";
import { ProofboxError, type CheckedOut, type CheckoutInput, type Proofbox } from "../client/index.js";

/** Between two tries: first 1 s, doubling to 15 s, and never past the first hold's end. */
const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 15_000;

/** The filter as a reader recognises it in a log line: the inputs that were given. */
export function describeFilter(filter: CheckoutInput): string {
  const given = Object.entries(filter).filter(([name]) => name !== "minutes");
  if (given.length === 0) return "any account";
  return given.map(([name, value]) => `${name} ${Array.isArray(value) ? value.join(", ") : String(value)}`).join("; ");
}

/**
 * Checks an account out, trying again while every matching account is held (409
 * all_checked_out) until `waitSeconds` have passed. Accounts are often returned before their
 * hold runs out, so it tries again sooner than the first_free_at the service names, backing off.
 */
export async function checkoutWithin(
  client: Proofbox,
  filter: CheckoutInput,
  waitSeconds: number,
  options: { test?: string; log: (line: string) => void },
): Promise<CheckedOut> {
  const deadline = Date.now() + waitSeconds * 1000;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    try {
      return await client.checkout(filter, options.test ? { test: options.test } : {});
    } catch (error) {
      if (!(error instanceof ProofboxError) || error.error !== "all_checked_out") throw error;
      const matching = Number(error.body.matching) || 0;
      const firstFreeAt = typeof error.body.first_free_at === "string" ? error.body.first_free_at : "";
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        const waited = waitSeconds > 0 ? `after waiting ${waitSeconds} s` : "and wait is 0";
        throw new Error(
          `all ${matching} accounts that match (${describeFilter(filter)}) are still checked out ${waited}; ` +
            `the first comes free at ${firstFreeAt || "an unknown time"}. ` +
            "Raise wait, add accounts to the pool, or have other jobs hold theirs for fewer minutes.",
        );
      }
      const untilFree = Date.parse(firstFreeAt) - Date.now();
      const delay = Math.max(100, Math.min(pause, remaining, Number.isNaN(untilFree) ? pause : untilFree + 250));
      options.log(
        `All ${matching} matching accounts are checked out (the first comes free at ${firstFreeAt}); trying again in ${(delay / 1000).toFixed(1)} s.`,
      );
      await sleep(delay);
      pause = Math.min(LONGEST_PAUSE_MS, pause * 2);
    }
  }
}
