import { type CreateKeyInput, ProofboxError } from "../../../../src/client/index.js";
import { errorMessage } from "../../lib/errors.js";
import { PERMISSIONS, type Permission } from "./key-words.js";

/** The service's longest key name (service/limits.ts, KEY_NAME_MAX_LENGTH). */
export const NAME_MAX_LENGTH = 80;

/** The form's fields an error can be shown beside (by their wire names); null puts it in the error box. */
const FIELDS = ["name", "permissions", "expires_at"] as const;
export type FormField = (typeof FIELDS)[number];

export interface Problem {
  field: FormField | null;
  message: string;
}

const isFormField = (field: string): field is FormField => (FIELDS as readonly string[]).includes(field);

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * An error answer as the form shows it: beside the field the service named, or in the error box.
 * "permissions.0" is the permissions field. The service's message starts with the field's wire
 * name ("expires_at: must be in the future"); beside the field its label says that already.
 */
export function problemOf(error: unknown): Problem {
  const field = error instanceof ProofboxError ? error.field?.split(".")[0] : undefined;
  if (!(error instanceof ProofboxError) || field === undefined || !isFormField(field))
    return { field: null, message: errorMessage(error) };
  return { field, message: sentence(error.message.replace(/^[\w.]+: /, "")) };
}

/** "2026-03-10T14:30" in the browser's time zone, as datetime-local writes it. */
export function localDateTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Reads the form into the request body, or says what to fix first. The same checks as the
 * service's, so the common slips need no request; the service still has the last word. The
 * expiry is datetime-local (the browser's time zone, no zone in the value), sent as ISO in UTC.
 */
export function readCreateForm(form: FormData, now = Date.now()): { input: CreateKeyInput } | { problem: Problem } {
  const rawName = form.get("name");
  const name = typeof rawName === "string" ? rawName.trim() : "";
  if (name === "") return { problem: { field: "name", message: "Enter a name for the key, such as nightly-e2e." } };
  if (name.length > NAME_MAX_LENGTH)
    return { problem: { field: "name", message: `A name has at most ${NAME_MAX_LENGTH} characters.` } };

  const permissions = form
    .getAll("permissions")
    .filter((value): value is Permission => typeof value === "string" && PERMISSIONS.includes(value as Permission));

  const rawExpiry = form.get("expires_at");
  const expiry = typeof rawExpiry === "string" ? rawExpiry.trim() : "";
  const input: CreateKeyInput = { name, permissions };
  if (expiry === "") return { input };
  const expiresAt = new Date(expiry);
  if (Number.isNaN(expiresAt.getTime()))
    return { problem: { field: "expires_at", message: "Enter a date and a time, or leave it empty." } };
  if (expiresAt.getTime() <= now)
    return { problem: { field: "expires_at", message: "Choose a time in the future, or leave it empty." } };
  return { input: { ...input, expires_at: expiresAt.toISOString() } };
}
