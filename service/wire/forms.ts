import { z } from "zod";
import { FORM_FIELDS_MAX, FORM_OPTIONS_MAX, LABEL_MAX_LENGTH } from "../limits.js";
import { birthDate, country, Persona } from "./addresses.js";
import { AGE_CATEGORIES, FORM_VALUE_KINDS } from "./enums.js";
import { text } from "./fields.js";

/**
 * POST /v1/form-values (spec, Form values): what to type or pick in each field of a sign-up
 * form, described by the caller; the service never sees the page. docs/forms.md explains how
 * fields are recognised.
 */

/** Field texts are what a page shows or names: generous, but bounded. */
const FIELD_TEXT_MAX = 500;
const PATTERN_MAX = 1000;

const fieldText = text(FIELD_TEXT_MAX).optional();

export const FormOption = z
  .object({
    value: z.string().max(FIELD_TEXT_MAX),
    label: z.string().max(FIELD_TEXT_MAX).optional(),
  })
  .strict()
  .meta({ id: "FormOption" });

export const FormField = z
  .object({
    id: z
      .string()
      .max(200)
      .optional()
      .meta({ description: "Your id for the field; default its position (0, 1, ...)." }),
    type: fieldText.meta({ description: "The input type (text, email, password, date, tel, checkbox...) or select." }),
    name: fieldText,
    label: fieldText,
    placeholder: fieldText,
    autocomplete: fieldText.meta({ description: "The autocomplete attribute, such as given-name or new-password." }),
    group: fieldText.meta({ description: "What the group around the field says, such as Date of birth." }),
    pattern: z
      .string()
      .max(PATTERN_MAX)
      .optional()
      .meta({ description: "The pattern attribute: the whole value must match it (as a browser checks it)." }),
    min_length: z.int().min(0).max(1000).optional(),
    max_length: z.int().min(0).max(1000).optional(),
    options: z
      .array(FormOption)
      .max(FORM_OPTIONS_MAX)
      .optional()
      .meta({ description: `The choices of a drop-down or radio group: at most ${FORM_OPTIONS_MAX}.` }),
  })
  .strict()
  .refine(
    (field) => field.min_length === undefined || field.max_length === undefined || field.min_length <= field.max_length,
    {
      message: "must not be greater than max_length",
      path: ["min_length"],
    },
  )
  .meta({ id: "FormField" });
export type FormField = z.output<typeof FormField>;

export const FormValuesBody = z
  .object({
    fields: z.array(FormField).min(1).max(FORM_FIELDS_MAX),
    address: z.string().min(3).max(320).optional().meta({
      description:
        "Fill the form for this existing address instead of making one (200). Its saved password is not returned; when it has none, the password fitted to the form is saved on it and returned.",
    }),
    label: text(LABEL_MAX_LENGTH).optional().meta({ description: "For a new address; refused (400) with address." }),
    age: z.enum(AGE_CATEGORIES).optional().meta({
      description: "For the date of birth of a new address, or of an existing one that has none; default adult.",
    }),
    date_of_birth: birthDate.optional(),
    country: country.optional().meta({
      description: "For a new address, or an existing one that has none; default: one the form offers.",
    }),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .meta({ description: "For a new address; refused (400) with address." }),
    lifetime_days: z.int().min(1).optional().meta({ description: "For a new address; refused (400) with address." }),
  })
  .strict()
  .meta({
    id: "FormValuesBody",
    examples: [
      {
        fields: [
          { id: "email", type: "email", label: "Email" },
          { id: "pw", type: "password", label: "Password", min_length: 10, pattern: "(?=.*\\d)(?=.*[A-Z]).{10,}" },
          { id: "dob", type: "text", label: "Date of birth", placeholder: "DD/MM/YYYY" },
          { id: "country", type: "select", label: "Country", options: [{ value: "DE", label: "Germany" }] },
          { id: "terms", type: "checkbox", label: "I accept the terms" },
        ],
      },
    ],
  });
export type FormValuesBody = z.output<typeof FormValuesBody>;

export const FormValue = z
  .object({
    id: z.string().meta({ description: "Your field id, or the field's position when none was given." }),
    kind: z.enum(FORM_VALUE_KINDS),
    value: z
      .string()
      .nullable()
      .meta({ description: "What to type, or the option value to pick. Null leaves the field to you." }),
    note: z.string().optional(),
  })
  .meta({ id: "FormValue" });
export type FormValue = z.output<typeof FormValue>;

export const FormValues = z
  .object({
    address: z.string(),
    created: z.boolean().meta({ description: "True when this call made the address." }),
    persona: Persona,
    password: z
      .string()
      .optional()
      .meta({ description: "A password this call made and saved on the address; shown only here." }),
    values: z.array(FormValue).meta({ description: "One per field, in the order given." }),
  })
  .meta({ id: "FormValues" });
export type FormValues = z.output<typeof FormValues>;
