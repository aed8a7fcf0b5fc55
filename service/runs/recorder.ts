import type { Request, Response } from "express";
import type { Deps } from "../deps.js";
import type { AuthContext } from "../http/auth.js";
import type { RunEventRecord } from "../store/store.js";

/**
 * Evidence from calls: a call that sends `Service-Run` adds what it saw to that run. Recording
 * never fails or changes the call it rides on: when evidence cannot be added, the call answers
 * as usual and `Service-Run-Warning` says why.
 */

export const RUN_HEADER = "service-run";
export const TEST_HEADER = "service-test";
export const RETRY_HEADER = "service-run-retry";
export const WARNING_HEADER = "Service-Run-Warning";

const TEST_HEADER_MAX = 600;
const TEST_NAME_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RunContext {
  runId: string;
  /** The test the call belongs to, decoded. */
  test: string | null;
  /** Service-Run-Retry: true on a wait: only the last missing of the retried wait counts. */
  retry: boolean;
}

function warn(res: Response, reason: string): void {
  // Header values are ASCII: the reasons are ours, and ids in them are checked UUIDs.
  if (!res.headersSent) res.setHeader(WARNING_HEADER, reason);
}

/** Reads the run headers. Null when none was sent, or when one was unusable (with a warning). */
export function runContextOf(req: Request, res: Response): RunContext | null {
  const runHeader = req.get(RUN_HEADER);
  if (runHeader === undefined) return null;
  const runId = runHeader.trim();
  if (!UUID.test(runId)) {
    warn(res, "Service-Run is not a run id (a UUID); no evidence was recorded");
    return null;
  }
  let test: string | null = null;
  const testHeader = req.get(TEST_HEADER);
  if (testHeader !== undefined) {
    if (testHeader.length > TEST_HEADER_MAX) {
      warn(res, `Service-Test is longer than ${TEST_HEADER_MAX} characters; no evidence was recorded`);
      return null;
    }
    try {
      test = decodeURIComponent(testHeader).trim() || null;
    } catch {
      warn(res, "Service-Test is not valid percent-encoding; no evidence was recorded");
      return null;
    }
    if (test !== null && [...test].length > TEST_NAME_MAX) {
      warn(res, `Service-Test is longer than ${TEST_NAME_MAX} characters once decoded; no evidence was recorded`);
      return null;
    }
  }
  const retryHeader = req.get(RETRY_HEADER);
  if (retryHeader !== undefined && retryHeader.trim().toLowerCase() !== "true") {
    warn(res, "Service-Run-Retry takes only the value true; no evidence was recorded");
    return null;
  }
  return { runId: runId.toLowerCase(), test, retry: retryHeader !== undefined };
}

/**
 * Adds one event to the run named by the headers. `replaceKey` (a retried wait's missing)
 * replaces the previous event with the same key. Awaited before the answer is written, so the
 * warning header can still be set; it is one indexed insert.
 */
export async function recordEvidence(
  deps: Pick<Deps, "store" | "clock" | "logger">,
  res: Response,
  auth: AuthContext,
  context: RunContext | null,
  event: Omit<RunEventRecord, "at" | "test">,
  replaceKey?: string,
): Promise<void> {
  if (!context) return;
  try {
    const outcome = await deps.store.runs.addEvent(
      auth.project.id,
      context.runId,
      { ...event, at: deps.clock.now(), test: context.test },
      replaceKey === undefined ? undefined : `${context.test ?? ""}\u0000${replaceKey}`,
    );
    // A run of another project answers exactly as an unknown one.
    if (outcome === "not_found")
      warn(res, `run ${context.runId} is not a run of this project; no evidence was recorded`);
    if (outcome === "finished") warn(res, `run ${context.runId} is finished; no evidence was recorded`);
  } catch (error) {
    deps.logger.error("run evidence not recorded", {
      run_id: context.runId,
      error: error instanceof Error ? error.message : String(error),
    });
    warn(res, "evidence could not be recorded");
  }
}
