import { TEST_HEADER_MAX_LENGTH, TEST_NAME_MAX_LENGTH } from "../limits.js";
import { RETRY_HEADER, RUN_HEADER, TEST_HEADER } from "../wire/headers.js";

/** The run headers of one call, exactly as received (absent ones undefined). */
export interface RunHeaderValues {
  run?: string | undefined;
  test?: string | undefined;
  retry?: string | undefined;
}

/** A run the call's evidence goes to. */
export interface RunContext {
  runId: string;
  /** The test the call belongs to, decoded. */
  test: string | null;
  /** Service-Run-Retry: true on a wait: only the last missing of the retried wait counts. */
  retry: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the run headers. Null when no Service-Run was sent; a warning (and no run) when one of
 * the headers is unusable: the call still answers, and Service-Run-Warning says why.
 */
export function readRunHeaders(values: RunHeaderValues): { context: RunContext } | { warning: string } | null {
  if (values.run === undefined) return null;
  const runId = values.run.trim();
  if (!UUID.test(runId)) return { warning: `${RUN_HEADER} is not a run id (a UUID); no evidence was recorded` };
  let test: string | null = null;
  if (values.test !== undefined) {
    if (values.test.length > TEST_HEADER_MAX_LENGTH)
      return {
        warning: `${TEST_HEADER} is longer than ${TEST_HEADER_MAX_LENGTH} characters; no evidence was recorded`,
      };
    try {
      test = decodeURIComponent(values.test).trim() || null;
    } catch {
      return { warning: `${TEST_HEADER} is not valid percent-encoding; no evidence was recorded` };
    }
    if (test !== null && [...test].length > TEST_NAME_MAX_LENGTH)
      return {
        warning: `${TEST_HEADER} is longer than ${TEST_NAME_MAX_LENGTH} characters once decoded; no evidence was recorded`,
      };
  }
  if (values.retry !== undefined && values.retry.trim().toLowerCase() !== "true")
    return { warning: `${RETRY_HEADER} takes only the value true; no evidence was recorded` };
  return { context: { runId: runId.toLowerCase(), test, retry: values.retry !== undefined } };
}
