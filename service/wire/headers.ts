import { z } from "zod";
import { TEST_HEADER_MAX_LENGTH, TEST_NAME_MAX_LENGTH } from "../limits.js";

/**
 * The run headers (spec, Endpoints: optional headers). A run header that cannot be honoured never
 * fails the call: the call answers as usual and Service-Run-Warning says why.
 */
export const RUN_HEADER = "Service-Run";
export const TEST_HEADER = "Service-Test";
export const RETRY_HEADER = "Service-Run-Retry";
export const WARNING_HEADER = "Service-Run-Warning";
export const REQUEST_ID_HEADER = "X-Request-Id";

export const RunIdHeader = z
  .uuid()
  .optional()
  .meta({
    param: { id: "ServiceRun" },
    description:
      "A run's id. Adds what the call saw to the run; when it cannot, the call still works and Service-Run-Warning says why.",
  });

export const TestHeader = z
  .string()
  .max(TEST_HEADER_MAX_LENGTH)
  .optional()
  .meta({
    param: { id: "ServiceTest" },
    description: `The test this call belongs to, percent-encoded: at most ${TEST_HEADER_MAX_LENGTH} characters, ${TEST_NAME_MAX_LENGTH} once decoded. Used with Service-Run.`,
  });

export const RetryHeader = z
  .literal("true")
  .optional()
  .meta({
    param: { id: "ServiceRunRetry" },
    description:
      "On code and link waits only: the caller will call again if nothing arrives (waits longer than 30 seconds), so only the last call's nothing-arrived is added to the run.",
  });

/** Request headers of the calls that record evidence. */
export const EvidenceHeaders = z.object({
  [RUN_HEADER]: RunIdHeader,
  [TEST_HEADER]: TestHeader,
});

/** Request headers of the code and link waits. */
export const WaitEvidenceHeaders = EvidenceHeaders.extend({ [RETRY_HEADER]: RetryHeader });

export const RunWarningHeader = z
  .string()
  .optional()
  .meta({
    header: { id: "ServiceRunWarning" },
    description:
      "Why the run header could not be honoured (run finished, not a run of this project, malformed header).",
  });

export const RequestIdHeader = z
  .uuid()
  .meta({ header: { id: "RequestId" }, description: "The request's id, also in the service log." });
