import type { ErrorCode, Refusal } from "./types.js";

/**
 * An error answer of the service. `error` is its code (not_found, invalid_request, ...); the
 * message says what went wrong and, when the service gave one, ends with its hint, so a test
 * runner's report shows why a wait found nothing without any extra code.
 */
export class ProofboxError extends Error {
  override name = "ProofboxError";
  constructor(
    readonly status: number,
    readonly error: ErrorCode | "http_error",
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.hint === "string" ? `${message}\nHint: ${body.hint}` : message);
  }
  /** The likeliest cause of a wait or delivery 404. */
  get hint(): string | undefined {
    return typeof this.body.hint === "string" ? this.body.hint : undefined;
  }
  /** Mail the service turned away since the wait's `since`. */
  get refused(): Refusal[] {
    return Array.isArray(this.body.refused) ? (this.body.refused as Refusal[]) : [];
  }
  get help(): string | undefined {
    return typeof this.body.help === "string" ? this.body.help : undefined;
  }
  /** The field or parameter a 400 is about. */
  get field(): string | undefined {
    return typeof this.body.field === "string" ? this.body.field : undefined;
  }
}
