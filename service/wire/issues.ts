import type { z } from "zod";

/**
 * The wording of every validation failure, written once. Schemas carry their own message only
 * for rules a type cannot say (an address name's character set, a host); everything else (wrong
 * type, missing, too long, not one of the allowed values) is worded here, the same for every
 * endpoint, and later for the MCP tools and the command line that parse with the same schemas.
 */
export type InputLocation = "body" | "query" | "header" | "path";

const TYPE_WORDS: Record<string, string> = {
  string: "must be a string",
  number: "must be a number",
  int: "must be a whole number",
  bigint: "must be a whole number",
  boolean: "must be true or false",
  array: "must be an array",
  object: "must be a JSON object",
  date: "must be a date",
};

const FORMAT_WORDS: Record<string, string> = {
  datetime: "must be a date-time with a time zone, such as 2026-01-31T12:00:00Z",
  date: "must be a date written YYYY-MM-DD",
  uuid: "must be a UUID",
  guid: "must be a UUID",
  url: "must be a URL",
  email: "must be an email address",
};

const units = (origin: unknown) =>
  origin === "string" ? " characters" : origin === "array" || origin === "set" ? " items" : "";

/** A zod error map for input read from `location`. */
export function issueMessages(location: InputLocation): z.core.$ZodErrorMap {
  return (issue) => {
    switch (issue.code) {
      case "invalid_type":
        if (issue.input === undefined) return "is required";
        // The query parser turns a repeated parameter into an array.
        if (location === "query" && Array.isArray(issue.input)) return "give this parameter once";
        // z.int() reports a string as "expected number"; its format check says it wants a whole one.
        if (
          issue.expected === "number" &&
          (issue.inst?._zod.def as { check?: string } | undefined)?.check === "number_format"
        )
          return TYPE_WORDS.int;
        return TYPE_WORDS[issue.expected] ?? `must be of type ${issue.expected}`;
      case "too_small": {
        if (issue.origin === "string" && Number(issue.minimum) === 1) return "must not be empty";
        const bound = issue.inclusive ? "at least" : "more than";
        return issue.origin === "array"
          ? `must have ${bound} ${String(issue.minimum)}${units(issue.origin)}`
          : `must be ${bound} ${String(issue.minimum)}${units(issue.origin)}`;
      }
      case "too_big": {
        const bound = issue.inclusive ? "at most" : "less than";
        return issue.origin === "array"
          ? `must have ${bound} ${String(issue.maximum)}${units(issue.origin)}`
          : `must be ${bound} ${String(issue.maximum)}${units(issue.origin)}`;
      }
      case "invalid_format":
        return FORMAT_WORDS[issue.format] ?? "has the wrong format";
      case "invalid_value":
        return issue.values.length === 1
          ? `must be ${JSON.stringify(issue.values[0])}`
          : `must be one of ${issue.values.map(String).join(", ")}`;
      case "not_multiple_of":
        return `must be a multiple of ${String(issue.divisor)}`;
      case "invalid_union":
        return "has the wrong type";
      default:
        return undefined;
    }
  };
}

/** One sentence for a validation failure, starting with the field it is about (its full path). */
export function describeIssue(
  issue: z.core.$ZodIssue,
  location: InputLocation,
  parentPath: PropertyKey[] = [],
): { field: string; message: string } {
  const path = [...parentPath, ...issue.path].map(String);
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    // Of the shapes a union allows, the input meant the one it came closest to: explain that one.
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]?.[0];
    if (closest) return describeIssue(closest, location, [...parentPath, ...issue.path]);
  }
  if (issue.code === "unrecognized_keys") {
    const fields = issue.keys.map((key) => [...path, key].join("."));
    const what = location === "query" ? "query parameter" : location === "header" ? "header" : "field";
    const first = fields[0] ?? "";
    return {
      field: first,
      message: `${first}: unknown ${what}${fields.length > 1 ? ` (also ${fields.slice(1).join(", ")})` : ""}`,
    };
  }
  const field = path.join(".") || location;
  return { field, message: `${field}: ${issue.message}` };
}
