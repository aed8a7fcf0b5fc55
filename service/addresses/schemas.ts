import { z } from "zod";
import { queryBool, queryDateTime, queryInt } from "../http/query-fields.js";
import { toHost } from "../lib/host.js";
import { isRealDate } from "../lib/time.js";
import {
  ENVIRONMENT_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  LIST_ADDRESSES_DEFAULT,
  LIST_ADDRESSES_MAX,
  NOTES_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  SITE_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  USERNAME_MAX_LENGTH,
} from "../limits.js";
import { AGE_CATEGORIES } from "./age.js";
import { isValidName, NAME_RULE } from "./names.js";

const COUNTRY = /^[A-Za-z]{2}$/;

const text = (max: number) =>
  z.string({ error: "must be a string" }).trim().max(max, `must be at most ${max} characters`);

const siteField = z
  .string({ error: "must be a string" })
  .max(SITE_MAX_LENGTH, `must be at most ${SITE_MAX_LENGTH} characters`)
  .transform((value, ctx) => {
    const host = toHost(value);
    if (!host) {
      ctx.addIssue({
        code: "custom",
        message: "must be a host name (such as app.example.com or localhost:3000) or a page URL",
      });
      return z.NEVER;
    }
    return host;
  });

const countryField = z
  .string({ error: "must be a string" })
  .regex(COUNTRY, "must be a two-letter country code (ISO 3166-1 alpha-2), such as DE")
  .transform((c) => c.toUpperCase());

const dateField = z.string({ error: "must be a string" }).refine(isRealDate, "must be a date written YYYY-MM-DD");

const tagsField = z
  .array(
    z
      .string({ error: "must be a string" })
      .trim()
      .min(1, "must not be empty")
      .max(TAG_MAX_LENGTH, `must be at most ${TAG_MAX_LENGTH} characters`),
    {
      error: "must be an array of strings",
    },
  )
  .max(TAGS_MAX_COUNT, `at most ${TAGS_MAX_COUNT} tags`)
  .transform((tags) => [...new Set(tags)]);

/** "" and null both clear a field in PATCH. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), schema.nullable());

export const CreateAddressBody = z
  .object({
    label: text(LABEL_MAX_LENGTH).optional(),
    name: z.string({ error: "must be a string" }).refine(isValidName, `must be ${NAME_RULE}`).optional(),
    persona: z.boolean({ error: "must be true or false" }).optional(),
    password: z.boolean({ error: "must be true or false" }).optional(),
    lifetime_days: z
      .number({ error: "must be a whole number of days" })
      .int("must be a whole number of days")
      .min(1, "must be at least 1")
      .optional(),
    domain: z.string({ error: "must be a string" }).trim().toLowerCase().optional(),
    age: z.enum(AGE_CATEGORIES, { error: `must be one of ${AGE_CATEGORIES.join(", ")}` }).optional(),
    date_of_birth: dateField.optional(),
    country: countryField.optional(),
    site: siteField.optional(),
    environment: text(ENVIRONMENT_MAX_LENGTH).min(1, "must not be empty").optional(),
  })
  .strict();
export type CreateAddressBody = z.infer<typeof CreateAddressBody>;

export const ListAddressesQuery = z
  .object({
    limit: queryInt(1, LIST_ADDRESSES_MAX).default(LIST_ADDRESSES_DEFAULT),
    before: queryDateTime.optional(),
    tag: z
      .union([z.string(), z.array(z.string())])
      .transform((value) => [
        ...new Set(
          (Array.isArray(value) ? value : [value])
            .flatMap((v) => v.split(","))
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ])
      .optional(),
    country: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .transform((c) => c.toUpperCase())
      .optional(),
    min_age: queryInt(0, 150).optional(),
    max_age: queryInt(0, 150).optional(),
    has_password: queryBool.optional(),
    search: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters").optional(),
    site: siteField.optional(),
    environment: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(ENVIRONMENT_MAX_LENGTH, `must be at most ${ENVIRONMENT_MAX_LENGTH} characters`)
      .optional(),
  })
  .strict()
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: "must not be greater than max_age",
    path: ["min_age"],
  });
export type ListAddressesQuery = z.infer<typeof ListAddressesQuery>;

export const UpdateAddressBody = z
  .object({
    label: clearable(text(LABEL_MAX_LENGTH)).optional(),
    notes: clearable(text(NOTES_MAX_LENGTH)).optional(),
    tags: tagsField
      .nullable()
      .transform((tags) => tags ?? [])
      .optional(),
    first_name: clearable(text(PERSON_NAME_MAX_LENGTH)).optional(),
    last_name: clearable(text(PERSON_NAME_MAX_LENGTH)).optional(),
    username: clearable(text(USERNAME_MAX_LENGTH)).optional(),
    date_of_birth: clearable(dateField).optional(),
    country: clearable(countryField).optional(),
  })
  .strict();
export type UpdateAddressBody = z.infer<typeof UpdateAddressBody>;
