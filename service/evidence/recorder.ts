import type { Deps } from "../deps.js";
import type { RunEventBody } from "../wire/runs.js";
import { readRunHeaders, type RunContext, type RunHeaderValues } from "./run-headers.js";

/**
 * Evidence: what a call saw, added to the run the caller named. One mechanism for every door (the
 * HTTP API, and later the MCP server and the command line): the door makes an Evidence for the
 * call from the run it names, domain functions report typed events to it, and it stores them.
 * Recording never fails or changes the call it rides on: when evidence cannot be added, the
 * call answers as usual and the door is told why (HTTP sets Service-Run-Warning).
 */
export type NewEvidence = RunEventBody & { address: string | null; failed: boolean };

export interface Evidence {
  /**
   * Adds one event to the call's run, if it named one. `retryKey`: when the call is a retried
   * wait (Service-Run-Retry), the event replaces the previous one with the same key, so only the
   * last "nothing arrived" of a long wait counts.
   */
  record(event: NewEvidence, options?: { retryKey?: string }): Promise<void>;
}

/** For calls that name no run. */
export const noEvidence: Evidence = { record: async () => {} };

/**
 * Evidence for one call of a project. `run` is the call's raw run headers (read once, when the
 * first event is recorded) or a run already known (an MCP session's). `onWarning` hears why
 * evidence could not be added.
 */
export function createEvidence(
  deps: Pick<Deps, "store" | "clock" | "logger">,
  projectId: string,
  run: RunHeaderValues | RunContext,
  onWarning: (reason: string) => void,
): Evidence {
  let context: RunContext | null | undefined = "runId" in run ? run : undefined;
  const contextOf = (): RunContext | null => {
    if (context !== undefined) return context;
    const reading = readRunHeaders(run as RunHeaderValues);
    if (reading && "warning" in reading) onWarning(reading.warning);
    context = reading && "context" in reading ? reading.context : null;
    return context;
  };

  return {
    async record(event, options = {}) {
      const target = contextOf();
      if (!target) return;
      const replaceKey =
        target.retry && options.retryKey !== undefined ? `${target.test ?? ""}\u0000${options.retryKey}` : undefined;
      try {
        const outcome = await deps.store.runs.addEvent(
          projectId,
          target.runId,
          { ...event, at: deps.clock.now(), test: target.test },
          replaceKey,
        );
        // A run of another project answers exactly as an unknown one.
        if (outcome === "not_found")
          onWarning(`run ${target.runId} is not a run of this project; no evidence was recorded`);
        if (outcome === "finished") onWarning(`run ${target.runId} is finished; no evidence was recorded`);
      } catch (error) {
        deps.logger.error("run evidence not recorded", {
          run_id: target.runId,
          error: error instanceof Error ? error.message : String(error),
        });
        onWarning("evidence could not be recorded");
      }
    },
  };
}
