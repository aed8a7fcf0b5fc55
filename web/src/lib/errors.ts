import { ProofboxError } from "../../../src/client/index.js";

/** What went wrong, in words for the error box: the service's own message when it gave one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ProofboxError) return error.message;
  if (error instanceof TypeError) return "The service could not be reached. Check the connection and try again.";
  if (error instanceof Error) return error.message;
  return "Something went wrong.";
}

export const isUnauthorized = (error: unknown) => error instanceof ProofboxError && error.status === 401;
export const isForbidden = (error: unknown) => error instanceof ProofboxError && error.status === 403;
export const isNotFound = (error: unknown) => error instanceof ProofboxError && error.status === 404;

/** A fetch stopped on purpose (the page was left): not worth showing. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
