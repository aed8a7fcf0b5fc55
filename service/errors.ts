/**
 * The one error type of the HTTP API. The status comes from the code through one table, so a
 * code always means the same status; the body is always `{ error, message, ...details }`.
 * docs/errors.md lists every code.
 */
export const STATUS_BY_CODE = {
  invalid_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  name_taken: 400,
  email_arrived: 409,
  run_finished: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

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

export const invalidRequest = (field: string, problem: string) =>
  new ApiError("invalid_request", `${field}: ${problem}`, { field });
export const notFound = (message: string, details?: ErrorDetails) => new ApiError("not_found", message, details);
export const forbidden = (message: string) => new ApiError("forbidden", message);
