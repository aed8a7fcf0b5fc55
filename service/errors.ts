import { type ErrorCode, STATUS_BY_CODE } from "./wire/enums.js";

export type { ErrorCode } from "./wire/enums.js";

/**
 * The one error type of the domain and the HTTP API. The status comes from the code through one
 * table (wire/enums.ts), so a code always means the same status; the body is always
 * `{ error, message, ...details }`. docs/errors.md lists every code.
 */
export type ErrorDetails = Record<string, unknown>;

export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }

  toBody(): Record<string, unknown> {
    return { error: this.code, message: this.message, ...this.details };
  }
}

/**
 * Thrown by a domain call whose caller went away (a wait whose client closed the connection):
 * there is nobody to answer, and no evidence is recorded.
 */
export class CallAborted extends Error {
  override name = "CallAborted";
}

export const invalidRequest = (field: string, problem: string) =>
  new ApiError("invalid_request", `${field}: ${problem}`, { field });
export const notFound = (message: string, details?: ErrorDetails) => new ApiError("not_found", message, details);
export const forbidden = (message: string) => new ApiError("forbidden", message);

/**
 * The store does not answer (its database is restarting or unreachable): a moment's trouble,
 * not a fault of the request. HTTP answers 503 with Retry-After, SMTP 451 (try again later).
 */
export class StoreUnavailable extends Error {
  override name = "StoreUnavailable";
}

/**
 * What a call still waiting (for mail, say) answers when the service shuts down under it: the
 * reason the service's closing signal is aborted with.
 */
export const serviceClosing = () =>
  new ApiError(
    "unavailable",
    "The service is shutting down; the call ended without an answer. Try again once it is back.",
    {},
    { "Retry-After": "5" },
  );

/** The 503 a caller gets while the store is away. */
export const storeUnavailable = () =>
  new ApiError(
    "unavailable",
    "The service's database does not answer right now; try again in a few seconds.",
    {},
    { "Retry-After": "5" },
  );
