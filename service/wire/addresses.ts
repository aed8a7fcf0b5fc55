import { z } from "zod";
import { toHost } from "../lib/host.js";
import { isRealDate } from "../lib/time.js";
import {
  ENVIRONMENT_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  LIST_ADDRESSES_DEFAULT,
  LIST_ADDRESSES_MAX,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NOTES_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SITE_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  USERNAME_MAX_LENGTH,
} from "../limits.js";
import { AGE_CATEGORIES } from "./enums.js";
import { calendarDate, dateTime, nonEmptyText, queryBool, queryDateTime, queryInt, renderAs, text } from "./fields.js";
import { Match } from "./matches.js";

/**
 * Spec, create body: 3 to 64 characters of lowercase letters, digits, dots (not first, last or
 * doubled) or any of ! # $ % & ' * - / = ? ^ _ ` { | } ~.
 */
const NAME_PATTERN = /^[a-z0-9!#$%&'*\-/=?^_`{|}~]+(\.[a-z0-9!#$%&'*\-/=?^_`{|}~]+)*$/;
export const NAME_RULE = `${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters of lowercase letters, digits, dots (not first, last or doubled) or ! # $ % & ' * - / = ? ^ _ \` { | } ~`;

export function isValidName(name: string): boolean {
  return name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name);
}

/** A host ("app.example.com", "localhost:3000") or a page URL, kept as its host. */
export const siteField = (max: number, rule: string) =>
  z
    .string()
    .max(max)
    .transform((value, ctx) => {
      const host = toHost(value);
      if (!host) {
        ctx.addIssue({ code: "custom", message: rule });
        return z.NEVER;
      }
      return host;
    });

export const site = siteField(
  SITE_MAX_LENGTH,
  "must be a host name (such as app.example.com or localhost:3000) or a page URL",
).meta({ description: "Host of the app under test, or a page URL (kept as its host)." });

export const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code (ISO 3166-1 alpha-2), such as DE")
  .transform((code) => code.toUpperCase())
  .meta({ description: "ISO 3166-1 alpha-2 code; returned upper case." });

export const birthDate = z
  .string()
  .refine(isRealDate, "must be a date written YYYY-MM-DD")
  .meta(renderAs({ type: "string", format: "date" }));

export const tags = z
  .array(nonEmptyText(TAG_MAX_LENGTH))
  .max(TAGS_MAX_COUNT)
  .transform((list) => [...new Set(list)]);

/** "" and null both clear a field in PATCH. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), schema.nullable());

export const AddressParams = z.object({
  address: z.string().meta({
    description:
      "The test address, URL-encoded. Capitals and a plus tag act on the plain address; a wait or message list on a plus-tag variant finds only mail sent to that variant.",
    example: "alice@proofbox.test",
  }),
});

export const CreateAddressBody = z
  .object({
    label: text(LABEL_MAX_LENGTH).optional().meta({ description: "What the address is for." }),
    name: z
      .string()
      .refine(isValidName, `must be ${NAME_RULE}`)
      .optional()
      .meta({ description: `Custom local part: ${NAME_RULE}. Random when left out.` }),
    persona: z.boolean().optional().meta({ description: "Generate a fictional first name, last name and username." }),
    password: z
      .boolean()
      .optional()
      .meta({ description: "Generate a strong password, save it on the address and return it once." }),
    lifetime_days: z.int().min(1).optional().meta({ description: "Default: the plan's maximum." }),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .meta({ description: "One of the project's mail domains. Default: the project's first." }),
    age: z.enum(AGE_CATEGORIES).optional().meta({ description: "Leave out for no date of birth." }),
    date_of_birth: birthDate.optional().meta({ description: "Used instead of age." }),
    country: country.optional(),
    site: site.optional(),
    environment: nonEmptyText(ENVIRONMENT_MAX_LENGTH).optional().meta({ description: "Such as staging, qa, local." }),
  })
  .strict()
  .meta({
    id: "CreateAddressBody",
    examples: [{ name: "alice", label: "sign-up test", persona: true, age: "adult", country: "DE" }],
  });
export type CreateAddressBody = z.output<typeof CreateAddressBody>;

export const UpdateAddressBody = z
  .object({
    label: clearable(text(LABEL_MAX_LENGTH)).optional(),
    notes: clearable(text(NOTES_MAX_LENGTH)).optional(),
    tags: tags
      .nullable()
      .transform((list) => list ?? [])
      .optional(),
    first_name: clearable(text(PERSON_NAME_MAX_LENGTH)).optional(),
    last_name: clearable(text(PERSON_NAME_MAX_LENGTH)).optional(),
    username: clearable(text(USERNAME_MAX_LENGTH)).optional(),
    date_of_birth: clearable(birthDate).optional(),
    country: clearable(country).optional(),
  })
  .strict()
  .meta({
    id: "UpdateAddressBody",
    description: "Only the fields to change; null or an empty string clears a field.",
    examples: [{ notes: "used by the checkout suite", tags: ["eu", "pool"] }],
  });
export type UpdateAddressBody = z.output<typeof UpdateAddressBody>;

/** Every value of `tag`, whether repeated or comma-separated. */
const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(","))
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ])
  .meta({
    ...renderAs({ type: "array", items: { type: "string" } }),
    description: "Repeat it, or separate tags with commas, to require all of them.",
  });

export const ListAddressesQuery = z
  .object({
    limit: queryInt(1, LIST_ADDRESSES_MAX).default(LIST_ADDRESSES_DEFAULT),
    before: queryDateTime.optional().meta({ description: "Addresses created before this time (paging)." }),
    tag: tagList.optional(),
    country: z
      .string()
      .trim()
      .min(1)
      .transform((code) => code.toUpperCase())
      .optional()
      .meta({ description: "Persona country, a two-letter code." }),
    min_age: queryInt(0, 150).optional(),
    max_age: queryInt(0, 150).optional(),
    has_password: queryBool.optional(),
    search: nonEmptyText(SEARCH_MAX_LENGTH)
      .optional()
      .meta({ description: "Part of the address, label, notes, name or username." }),
    site: site.optional(),
    environment: nonEmptyText(ENVIRONMENT_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: "must not be greater than max_age",
    path: ["min_age"],
  });
export type ListAddressesQuery = z.output<typeof ListAddressesQuery>;

export const Persona = z
  .object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    username: z.string().nullable(),
    date_of_birth: calendarDate.optional().meta({ description: "Present only when the address has one." }),
    country: z.string().optional().meta({ description: "ISO 3166-1 alpha-2, upper case. Present only when set." }),
  })
  .meta({ id: "Persona", description: "A fictional person the address stands for." });
export type Persona = z.output<typeof Persona>;

export const Address = z
  .object({
    address: z.string(),
    label: z.string().nullable(),
    created_at: dateTime,
    expires_at: dateTime,
    persona: Persona.nullable(),
    notes: z.string().nullable(),
    tags: z.array(z.string()),
    has_password: z.boolean().meta({ description: "Whether a password is saved on it." }),
    password: z
      .string()
      .optional()
      .meta({ description: "Only in the response that creates the address with password: true; shown once." }),
    site: z.string().optional().meta({ description: "Host of the app under test. Present only when set." }),
    environment: z.string().optional().meta({ description: "Present only when set." }),
    email_count: z.int().min(0),
    latest: Match.nullable().meta({ description: "The newest code or link." }),
    checked_out_until: dateTime
      .optional()
      .meta({ description: "Present only while the address is checked out of the pool." }),
  })
  .meta({
    id: "Address",
    description: "A test address.",
    examples: [
      {
        address: "ann.lee.k3j9xq@proofbox.test",
        label: "sign-up test",
        created_at: "2026-03-10T12:00:00.000Z",
        expires_at: "2026-04-09T12:00:00.000Z",
        persona: { first_name: "Ann", last_name: "Lee", username: "ann.lee51", country: "DE" },
        notes: null,
        tags: [],
        has_password: false,
        email_count: 0,
        latest: null,
      },
    ],
  });
export type Address = z.output<typeof Address>;
