import type { z } from "zod";
import { ApiError } from "../errors.js";

/** One readable sentence for a zod issue, starting with the field it is about. */
export function describeZodIssue(issue: z.core.$ZodIssue, where: "body" | "query"): { field: string; message: string } {
  if (issue.code === "unrecognized_keys") {
    const field = issue.keys[0] ?? "";
    const location = where === "query" ? "query parameter" : "field";
    return {
      field,
      message: `${field}: unknown ${location}${issue.keys.length > 1 ? ` (also ${issue.keys.slice(1).join(", ")})` : ""}`,
    };
  }
  const field = issue.path.map(String).join(".") || where;
  if (issue.code === "invalid_type" && issue.input === undefined) return { field, message: `${field}: is required` };
  if (issue.code === "invalid_type" && Array.isArray(issue.input) && where === "query") {
    return { field, message: `${field}: give this parameter once` };
  }
  return { field, message: `${field}: ${issue.message}` };
}

/** Parses request input with a schema; a failure becomes 400 invalid_request naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: "body" | "query"): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const { field, message } = describeZodIssue(issue, where);
  throw new ApiError("invalid_request", message, { field });
}
