import { Script, createContext } from "node:vm";

/**
 * A field's pattern attribute, checked as a browser checks it: the whole value must match
 * `^(?:pattern)$`, compiled with the v flag (older browsers: u). The pattern is written by
 * whoever calls the service, so it runs under a time limit: a pattern that backtracks for ever
 * (such as (a+)+$) is cut off and counts as matching nothing.
 */

/** Time one batch of candidates may take against the pattern. */
const BUDGET_MS = 50;

// A function body, so that its declarations do not outlive one run in the reused context.
const script = new Script(`(() => {
  const regex = new RegExp("^(?:" + source + ")$", flags);
  for (let i = 0; i < candidates.length; i++) if (regex.test(candidates[i])) return i;
  return -1;
})()`);

export interface PatternTester {
  /** "v" or "u": the flag the pattern compiles with. */
  flags: "v" | "u";
  /** The index of the first candidate that matches the whole pattern, or -1 (also on timeout). */
  firstMatch(candidates: string[]): number;
}

/** A tester for the pattern, or null when it is no valid regular expression (a browser ignores it then). */
export function patternTester(source: string): PatternTester | null {
  for (const flags of ["v", "u"] as const) {
    try {
      new RegExp(`^(?:${source})$`, flags);
    } catch {
      continue;
    }
    // One context per pattern, reused for every batch: making a context costs more than a batch.
    const context = createContext({ source, flags, candidates: [] as string[] });
    return {
      flags,
      firstMatch(candidates) {
        context.candidates = candidates;
        try {
          return script.runInContext(context, { timeout: BUDGET_MS }) as number;
        } catch {
          return -1;
        }
      },
    };
  }
  return null;
}
