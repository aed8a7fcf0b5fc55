import { randomInt } from "node:crypto";
import { dateOfBirthFor } from "../accounts/age.js";
import { checkDateOfBirth, createAccount } from "../accounts/create.js";
import { generatePersonaNames, hasLocalNames } from "../accounts/persona.js";
import { saveSecret } from "../accounts/secrets.js";
import type { Call } from "../caller.js";
import type { Deps } from "../deps.js";
import { invalidRequest } from "../errors.js";
import { toAddress } from "../inbox/address-resource.js";
import { resolveAddress } from "../inbox/address-lookup.js";
import type { AddressPatch, AddressRecord } from "../store/store.js";
import type { Persona } from "../wire/addresses.js";
import type { FormField, FormValue, FormValues, FormValuesBody } from "../wire/forms.js";
import { countryCodeOf, countryName } from "./countries.js";
import { type DateFormat, formatDate, monthOf, partsOf, spelledFormat, US_FORMAT } from "./dates.js";
import { firstFitting, fitPassword } from "./password-fit.js";
import { type OtherReason, type Reading, recognizeFields } from "./recognize.js";

/**
 * POST /v1/form-values: what to type or pick in each field of a sign-up form, for a new address
 * made for the form or for an existing one. The form is what the caller describes; the service
 * never sees or fills the page. docs/forms.md has the rules.
 */

const OTHER_NOTES: Record<OtherReason, string> = {
  phone: "A phone number is not a sign-up detail Proofbox gives; use your app's test number.",
  captcha: "A CAPTCHA: use your provider's test keys in the test environment.",
  consent: "A consent checkbox (terms, privacy): tick it yourself if the test needs it.",
  newsletter: "A newsletter or marketing choice is not a sign-up detail; leave it or set it yourself.",
  postal_address: "A postal address is not a sign-up detail Proofbox gives.",
  company: "A company or organisation is not a sign-up detail Proofbox gives.",
  gender: "Gender or title is not a sign-up detail Proofbox gives; pick one yourself.",
  promo_code: "A promotion, coupon or referral code is not a sign-up detail.",
  one_time_code: "A one-time code comes by email: wait for it with GET /v1/addresses/{address}/code.",
  not_an_input: "Not a field to fill (a button, a hidden or file input).",
  unknown: "Not recognised as a sign-up detail: fill it yourself. docs/forms.md lists what is recognised.",
};

const NAME_KINDS = new Set(["first_name", "last_name", "full_name", "username"]);
const BIRTH_KINDS = new Set(["date_of_birth", "birth_day", "birth_month", "birth_year"]);

const isSelect = (field: FormField) =>
  (field.type ?? "").toLowerCase() === "select" || (field.options?.length ?? 0) > 0;
const realOptions = (field: FormField) => (field.options ?? []).filter((option) => option.value.trim() !== "");

/** The option whose value or label the test accepts, preferring the value. */
function optionWhere(field: FormField, accepts: (text: string) => boolean): string | null {
  const options = realOptions(field);
  return (
    options.find((option) => accepts(option.value))?.value ??
    options.find((option) => option.label !== undefined && accepts(option.label))?.value ??
    null
  );
}

/** A country the form's drop-down offers, preferring one whose people get names of its own language. */
function countryOffered(fields: FormField[], readings: Reading[]): string | null {
  const index = readings.findIndex((reading) => reading.kind === "country");
  const field = fields[index];
  if (!field || !isSelect(field)) return null;
  const codes = [
    ...new Set(
      realOptions(field)
        .map((option) => countryCodeOf(option.value) ?? (option.label ? countryCodeOf(option.label) : null))
        .filter((code): code is string => code !== null),
    ),
  ];
  const local = codes.filter(hasLocalNames);
  const pool = local.length > 0 ? local : codes;
  return pool.length > 0 ? pool[randomInt(pool.length)]! : null;
}

/** What the field says about the date it wants typed: its placeholder, label and name. */
function dateFormatOf(field: FormField): { format: DateFormat; spelled: boolean } {
  const format = spelledFormat(`${field.placeholder ?? ""} ${field.label ?? ""} ${field.name ?? ""}`);
  return format ? { format, spelled: true } : { format: US_FORMAT, spelled: false };
}

interface Subject {
  record: AddressRecord;
  created: boolean;
  /** A password this call made and saved (the response's `password`). */
  password: string | null;
  /** What the password fields get: the password when it fits them, else null. */
  fieldPassword: string | null;
  /** Why the password fields get no value, when they get none. */
  passwordNote: string | null;
  /** The password field's fitting note, when it has one. */
  fitNote: string | null;
}

export async function formValues(deps: Deps, call: Call, body: FormValuesBody): Promise<FormValues> {
  const { fields } = body;
  const readings = recognizeFields(fields);
  const kinds = new Set(readings.map((reading) => reading.kind));
  const asksBirth = readings.some((reading) => BIRTH_KINDS.has(reading.kind));
  const asksNames = readings.some((reading) => NAME_KINDS.has(reading.kind));
  const passwordField = fields[readings.findIndex((reading) => reading.kind === "password")];
  const fitted = passwordField
    ? fitPassword({
        ...(passwordField.min_length !== undefined ? { minLength: passwordField.min_length } : {}),
        ...(passwordField.max_length !== undefined ? { maxLength: passwordField.max_length } : {}),
        ...(passwordField.pattern !== undefined ? { pattern: passwordField.pattern } : {}),
      })
    : null;

  const subject = body.address
    ? await existingSubject(deps, call, body, { asksBirth, asksNames, fitted, readings, kinds, fields })
    : await newSubject(deps, call, body, { asksBirth, fitted, readings, fields });

  const { record } = subject;
  const values = fields.map((field, index) => valueFor(field, index, readings[index]!, record, subject));
  const persona: Persona = toAddress(record, deps.clock.now()).persona ?? {
    first_name: null,
    last_name: null,
    username: null,
  };
  return {
    address: record.address,
    created: subject.created,
    persona,
    ...(subject.password !== null ? { password: subject.password } : {}),
    values,
  };
}

async function newSubject(
  deps: Deps,
  call: Call,
  body: FormValuesBody,
  form: { asksBirth: boolean; fitted: ReturnType<typeof fitPassword> | null; readings: Reading[]; fields: FormField[] },
): Promise<Subject> {
  const country = body.country ?? countryOffered(form.fields, form.readings) ?? undefined;
  // The password fitted to the field, or (no field, or nothing fits) the usual generated one.
  const password = form.fitted?.password ?? true;
  const { record, password: saved } = await createAccount(
    deps,
    call,
    {
      label: body.label,
      persona: true,
      password,
      lifetimeDays: body.lifetime_days,
      domain: body.domain,
      age: body.date_of_birth ? undefined : form.asksBirth ? (body.age ?? "adult") : body.age,
      dateOfBirth: body.date_of_birth,
      country,
    },
    "form_values",
  );
  return {
    record,
    created: true,
    password: saved ?? null,
    fieldPassword: form.fitted?.password ?? null,
    passwordNote:
      form.fitted && form.fitted.password === null
        ? `${form.fitted.note ?? ""} The address got a usual 16-character password (in password).`.trim()
        : null,
    fitNote: form.fitted?.password ? (form.fitted.note ?? null) : null,
  };
}

/**
 * An existing address: what the form needs and the address lacks (names, a date of birth, a
 * country, a password) is made and saved on it, so later steps see the same person. A password it
 * already has is not returned.
 */
async function existingSubject(
  deps: Deps,
  call: Call,
  body: FormValuesBody,
  form: {
    asksBirth: boolean;
    asksNames: boolean;
    fitted: ReturnType<typeof fitPassword> | null;
    readings: Reading[];
    kinds: Set<string>;
    fields: FormField[];
  },
): Promise<Subject> {
  const { caller } = call;
  const { record: found } = await resolveAddress(deps, caller, body.address!);
  // What only shapes a new address is refused rather than ignored, so a caller is not misled.
  for (const field of ["label", "domain", "lifetime_days"] as const)
    if (body[field] !== undefined)
      throw invalidRequest(field, "is only for a new address; leave it out when address is given");
  if (body.date_of_birth) checkDateOfBirth("date_of_birth", body.date_of_birth, deps.clock.now());
  const patch: AddressPatch = {};
  const country =
    found.country ?? body.country ?? (form.kinds.has("country") ? countryOffered(form.fields, form.readings) : null);
  if (!found.country && country) patch.country = country;
  if (form.asksNames && (!found.firstName || !found.lastName || !found.username)) {
    const names = await generatePersonaNames(country);
    if (!found.firstName) patch.firstName = names.firstName;
    if (!found.lastName) patch.lastName = names.lastName;
    if (!found.username) patch.username = names.username;
  }
  if (form.asksBirth && !found.dateOfBirth)
    patch.dateOfBirth = body.date_of_birth ?? dateOfBirthFor(body.age ?? "adult", deps.clock.now());
  const record =
    Object.keys(patch).length > 0
      ? ((await deps.store.addresses.update(caller.project.id, found.address, patch)) ?? found)
      : found;

  if (!form.fitted)
    return { record, created: false, password: null, fieldPassword: null, passwordNote: null, fitNote: null };
  if (record.hasPassword)
    return {
      record,
      created: false,
      password: null,
      fieldPassword: null,
      passwordNote:
        "The address's saved password is not returned here: reveal it with GET /v1/addresses/{address}/password (a key that may read saved passwords).",
      fitNote: null,
    };
  if (form.fitted.password === null)
    return {
      record,
      created: false,
      password: null,
      fieldPassword: null,
      passwordNote: form.fitted.note ?? null,
      fitNote: null,
    };
  await saveSecret(deps, caller, record, { label: "password", plain: form.fitted.password, via: "form_values" });
  return {
    record: { ...record, hasPassword: true },
    created: false,
    password: form.fitted.password,
    fieldPassword: form.fitted.password,
    passwordNote: null,
    fitNote: form.fitted.note ?? null,
  };
}

const value = (id: string, kind: FormValue["kind"], text: string | null, note?: string | null): FormValue => ({
  id,
  kind,
  value: text,
  ...(note ? { note } : {}),
});

/** A text cut to the field's max_length, with a note when it had to be. */
function fitted(id: string, kind: FormValue["kind"], text: string | null, field: FormField): FormValue {
  if (text === null) return value(id, kind, null, "The address has no such detail.");
  const max = field.max_length;
  if (max !== undefined && text.length > max)
    return value(id, kind, text.slice(0, max), `Cut to the field's ${max} characters.`);
  return value(id, kind, text);
}

function valueFor(
  field: FormField,
  index: number,
  reading: Reading,
  record: AddressRecord,
  subject: Subject,
): FormValue {
  const id = field.id ?? String(index);
  const { kind } = reading;
  switch (kind) {
    case "email":
    case "confirm_email": {
      const fits = firstFitting([record.address], {
        minLength: field.min_length,
        maxLength: field.max_length,
        pattern: field.pattern,
      });
      return value(id, kind, record.address, fits ? null : "The address does not fit the field's pattern or length.");
    }
    case "first_name":
      return fitted(id, kind, record.firstName, field);
    case "last_name":
      return fitted(id, kind, record.lastName, field);
    case "full_name":
      return fitted(
        id,
        kind,
        record.firstName && record.lastName
          ? `${record.firstName} ${record.lastName}`
          : (record.firstName ?? record.lastName),
        field,
      );
    case "username":
      return usernameFor(id, field, record);
    case "password":
    case "confirm_password": {
      const password = subject.fieldPassword;
      if (password === null) return value(id, kind, null, subject.passwordNote ?? "No password to give.");
      return value(id, kind, password, kind === "password" ? subject.fitNote : null);
    }
    case "date_of_birth":
      return typedDateOfBirth(id, field, record);
    case "birth_day":
    case "birth_month":
    case "birth_year":
      return birthPartFor(id, kind, field, record);
    case "country":
      return countryFor(id, field, record);
    default:
      return value(id, "other", null, OTHER_NOTES[reading.reason ?? "unknown"]);
  }
}

function usernameFor(id: string, field: FormField, record: AddressRecord): FormValue {
  const base = record.username;
  if (!base) return value(id, "username", null, "The address has no username.");
  const plain = base.replace(/[^a-z0-9]/g, "");
  const first = (record.firstName ?? "")
    .normalize("NFKD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
  const digits = String(randomInt(10, 100));
  const variants = [
    base,
    plain,
    `${plain}${digits}`,
    base.replace(/\./g, "_"),
    `${first}${digits}`,
    `${plain.slice(0, 8)}${digits}`,
    plain.slice(0, field.max_length ?? plain.length),
    `${plain}${digits}${digits}`.slice(0, Math.max(field.min_length ?? 0, 3)),
  ].filter((variant, index, all) => variant.length > 0 && all.indexOf(variant) === index);
  const chosen = firstFitting(variants, {
    minLength: field.min_length,
    maxLength: field.max_length,
    pattern: field.pattern,
  });
  if (chosen === null)
    return value(
      id,
      "username",
      null,
      "No form of the address's username fits the field's pattern and length; type one yourself.",
    );
  return value(id, "username", chosen, chosen === base ? null : `A form of the username ${base} that fits the field.`);
}

function typedDateOfBirth(id: string, field: FormField, record: AddressRecord): FormValue {
  const date = record.dateOfBirth;
  if (!date) return value(id, "date_of_birth", null, "The address has no date of birth.");
  const type = (field.type ?? "text").toLowerCase();
  if (type === "date") return value(id, "date_of_birth", date);
  if (isSelect(field)) return value(id, "date_of_birth", null, "A date of birth in one drop-down: pick it yourself.");
  const { format, spelled } = dateFormatOf(field);
  return value(
    id,
    "date_of_birth",
    formatDate(date, format),
    spelled ? null : "The field does not say its format: written month/day/year (US order).",
  );
}

function birthPartFor(
  id: string,
  kind: "birth_day" | "birth_month" | "birth_year",
  field: FormField,
  record: AddressRecord,
): FormValue {
  if (!record.dateOfBirth) return value(id, kind, null, "The address has no date of birth.");
  const parts = partsOf(record.dateOfBirth);
  const part = kind === "birth_day" ? parts.day : kind === "birth_month" ? parts.month : parts.year;
  if (isSelect(field)) {
    const options = realOptions(field);
    // Months named by their labels go by the label: values may count from 0 (value 5 for June).
    const monthsByLabel =
      kind === "birth_month" &&
      options.length > 0 &&
      options.every((option) => option.label !== undefined && monthOf(option.label) !== null);
    const accepts =
      kind === "birth_month"
        ? (text: string) => monthOf(text) === part
        : (text: string) => /^\d{1,4}$/.test(text.trim()) && Number(text.trim()) === part;
    const option = monthsByLabel
      ? (options.find((candidate) => monthOf(candidate.label ?? "") === part)?.value ?? null)
      : optionWhere(field, accepts);
    return option === null
      ? value(id, kind, null, `The drop-down offers no option for ${part}.`)
      : value(id, kind, option);
  }
  if (kind === "birth_year") {
    const two = field.max_length === 2 || /(?:^|[^a-z])(?:yy|jj|aa)(?:[^a-z]|$)/i.test(field.placeholder ?? "");
    return value(id, kind, two ? String(part % 100).padStart(2, "0") : String(part));
  }
  const single = field.max_length === 1 || /^(?:d|m|j|t|g)$/i.test((field.placeholder ?? "").trim());
  return value(id, kind, single ? String(part) : String(part).padStart(2, "0"));
}

function countryFor(id: string, field: FormField, record: AddressRecord): FormValue {
  const code = record.country;
  if (!code) return value(id, "country", null, "No country: give one in the request (country).");
  if (isSelect(field)) {
    const option = optionWhere(field, (text) => countryCodeOf(text) === code);
    return option === null
      ? value(id, "country", null, `The drop-down does not offer ${code}.`)
      : value(id, "country", option);
  }
  return value(id, "country", countryName(code), "The country's English name; the field does not offer choices.");
}
