import type { z } from "zod";
import { ApiError } from "../errors.js";
import { describeIssue, type InputLocation, issueMessages } from "../wire/issues.js";

/** Parse options per location, made once: the wording of a failure depends on where the input was. */
const parseOptions = {
  body: { error: issueMessages("body") },
  query: { error: issueMessages("query") },
  header: { error: issueMessages("header") },
  path: { error: issueMessages("path") },
} satisfies Record<InputLocation, { error: z.core.$ZodErrorMap }>;

/** Parses request input with a wire schema; a failure becomes 400 invalid_request naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, location: InputLocation): z.output<S> {
  const result = schema.safeParse(input, parseOptions[location]);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const { field, message } = describeIssue(issue, location);
  throw new ApiError("invalid_request", message, { field });
}

/**
 * The JSON body of a request: no body at all reads as `{}` (every field left out); anything that
 * is not an object (an array, a number, null) is refused here, before a schema sees it.
 */
export function bodyObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined) return {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new ApiError("invalid_request", "body: must be a JSON object", { field: "body" });
  return raw as Record<string, unknown>;
}
