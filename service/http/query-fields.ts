import { z } from "zod";

/** Query-string fields shared by the endpoints: every value arrives as a string. */

export const queryInt = (min: number, max: number) =>
  z
    .string({ error: `must be a whole number from ${min} to ${max}` })
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

export const queryBool = z.stringbool({ error: "must be true or false" });

export const queryDateTime = z.iso
  .datetime({ offset: true, error: "must be a date-time such as 2026-01-31T12:00:00Z" })
  .transform((v) => new Date(v));

/** A comma-separated list of allowed words; duplicates dropped. */
export const queryList = <T extends string>(allowed: readonly T[]) =>
  z
    .string({ error: `must be a comma-separated list of ${allowed.join(", ")}` })
    .transform((value) => [...new Set(value.split(",").map((part) => part.trim().toLowerCase()))])
    .refine((values) => values.length > 0 && values.every((v) => (allowed as readonly string[]).includes(v)), {
      error: `must be a comma-separated list of ${allowed.join(", ")}`,
    })
    .transform((values) => values as T[]);
