import { z } from "zod";
import type {} from "zod-openapi";

/**
 * Field builders shared by the schemas. Query values always arrive as strings, so the query
 * builders parse them and tell the OpenAPI document the type a caller writes (`integer`,
 * `boolean`, a comma-separated list) rather than "string".
 */

type JsonSchema = Record<string, unknown>;

/** Replaces what zod renders for a schema with `rendered` (for parsed query strings). */
export const renderAs = (rendered: JsonSchema) => ({
  override: ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    for (const key of Object.keys(jsonSchema)) if (key !== "default" && key !== "description") delete jsonSchema[key];
    Object.assign(jsonSchema, rendered);
  },
});

/** A whole number in a query string, within bounds. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`)
    .meta(renderAs({ type: "integer", minimum: min, maximum: max }));

/** true or false in a query string (also 1/0, yes/no, on/off). */
export const queryBool = z.stringbool().meta(renderAs({ type: "boolean" }));

/** A date-time with its time zone in a query string, as a Date. */
export const queryDateTime = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .meta(renderAs({ type: "string", format: "date-time" }));

/** A comma-separated list of allowed words in a query string; duplicates dropped. */
export const queryList = <T extends string>(allowed: readonly T[]) =>
  z
    .string()
    .transform((value) => [...new Set(value.split(",").map((part) => part.trim().toLowerCase()))])
    .refine((values) => values.length > 0 && values.every((v) => (allowed as readonly string[]).includes(v)), {
      error: `must be a comma-separated list of ${allowed.join(", ")}`,
    })
    .transform((values) => values as T[])
    .meta({
      ...renderAs({ type: "array", items: { type: "string", enum: [...allowed] } }),
      param: { style: "form", explode: false },
    });

/** Text in a body or query, trimmed, at most `max` characters. */
/**
 * No NUL character: it is no text a person types, and PostgreSQL cannot store it, so both
 * stores refuse it the same way, with a 400 naming the field.
 */
const NO_NUL = (value: string) => !value.includes("\u0000");
const NUL_MESSAGE = "must not contain the NUL character (U+0000)";

export const text = (max: number) => z.string().trim().max(max).refine(NO_NUL, NUL_MESSAGE);

/** Text that must say something. */
export const nonEmptyText = (max: number) => z.string().trim().min(1).max(max).refine(NO_NUL, NUL_MESSAGE);

/** A moment on the wire: ISO 8601 in UTC, as the service writes it. */
export const dateTime = z.iso.datetime({ offset: true });

/** A calendar date, YYYY-MM-DD. */
export const calendarDate = z.iso.date();

export const uuid = z.uuid();
