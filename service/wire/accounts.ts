import { z } from "zod";
import {
  AUDIT_LIMIT_DEFAULT,
  AUDIT_LIMIT_MAX,
  ENVIRONMENT_MAX_LENGTH,
  HOLD_MINUTES_DEFAULT,
  HOLD_MINUTES_MAX,
  HOLD_MINUTES_MIN,
  SEARCH_MAX_LENGTH,
  SECRET_LABEL_MAX_LENGTH,
  SECRET_MAX_LENGTH,
} from "../limits.js";
import { Address, country, site, tags } from "./addresses.js";
import { AUDIT_ACTIONS, AUDIT_VIA } from "./enums.js";
import { dateTime, nonEmptyText, queryInt, uuid } from "./fields.js";

/**
 * Test accounts: saved passwords, sign-in, the pool (checkout, extend, return) and the audit
 * log of saved secrets. docs/accounts.md explains the rules.
 */

const LABEL_RULE = `1 to ${SECRET_LABEL_MAX_LENGTH} letters, digits, dots, hyphens or underscores`;

/** Which saved secret: password (the default), pin, recovery_code... Case does not matter. */
const secretLabel = z
  .string()
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[a-z0-9][a-z0-9._-]{0,${SECRET_LABEL_MAX_LENGTH - 1}}$`), `must be ${LABEL_RULE}`)
  .meta({ description: `Which saved secret: ${LABEL_RULE}, such as password or pin.`, example: "pin" });

export const PasswordQuery = z
  .object({ label: secretLabel.default("password") })
  .strict()
  .meta({ id: "PasswordQuery" });
export type PasswordQuery = z.output<typeof PasswordQuery>;

export const SavePasswordBody = z
  .object({
    password: z
      .string()
      .min(1, "must not be empty")
      .max(SECRET_MAX_LENGTH)
      .optional()
      .meta({ description: "The secret to save. Left out, a strong 16-character password is generated." }),
    label: secretLabel.default("password"),
  })
  .strict()
  .meta({
    id: "SavePasswordBody",
    examples: [{ password: "correct horse battery staple" }, { label: "pin", password: "4821" }],
  });
export type SavePasswordBody = z.output<typeof SavePasswordBody>;

export const SavedSecret = z
  .object({ address: z.string(), label: z.string(), secret: z.string() })
  .meta({ id: "SavedSecret", description: "A revealed secret. Every reveal is in the audit log." });

export const SecretSaved = z
  .object({
    address: z.string(),
    label: z.string(),
    saved: z.boolean(),
    password: z.string().optional().meta({ description: "Only when it was generated; shown once." }),
  })
  .meta({ id: "SecretSaved" });
export type SecretSaved = z.output<typeof SecretSaved>;

export const SignInBody = z
  .object({
    site: site.optional().meta({ description: "The app's host or a page URL: accounts used on it come first." }),
    environment: nonEmptyText(ENVIRONMENT_MAX_LENGTH)
      .optional()
      .meta({ description: "Only accounts of this environment." }),
    tags: tags.optional().meta({ description: "Only accounts with every one of these tags." }),
  })
  .strict()
  .meta({ id: "SignInBody", examples: [{ site: "shop.example.com", environment: "staging", tags: ["eu"] }] });
export type SignInBody = z.output<typeof SignInBody>;

export const SignedIn = Address.extend({
  password: z.string().meta({ description: "The account's saved password. Every reveal is in the audit log." }),
  used_on_site: z.boolean().meta({
    description:
      "True when the account had been used on this site before this call; false otherwise (an account used on no site is marked as used on this one now).",
  }),
}).meta({ id: "SignedIn", description: "A saved test account with its password." });
export type SignedIn = z.output<typeof SignedIn>;

const holdMinutes = z
  .int()
  .min(HOLD_MINUTES_MIN)
  .max(HOLD_MINUTES_MAX)
  .default(HOLD_MINUTES_DEFAULT)
  .meta({ description: `How long to hold the account, counted from now: ${HOLD_MINUTES_MIN} to ${HOLD_MINUTES_MAX}.` });

export const CheckoutBody = z
  .object({
    tags: tags.optional().meta({ description: "Every one of these tags." }),
    country: country.optional(),
    min_age: z.int().min(0).max(150).optional(),
    max_age: z.int().min(0).max(150).optional(),
    has_password: z.boolean().optional(),
    search: nonEmptyText(SEARCH_MAX_LENGTH)
      .optional()
      .meta({ description: "Part of the address, label, notes, name or username." }),
    site: site.optional(),
    environment: nonEmptyText(ENVIRONMENT_MAX_LENGTH).optional(),
    minutes: holdMinutes,
  })
  .strict()
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: "must not be greater than max_age",
    path: ["min_age"],
  })
  .meta({ id: "CheckoutBody", examples: [{ tags: ["pool", "eu"], has_password: true, minutes: 15 }] });
export type CheckoutBody = z.output<typeof CheckoutBody>;

export const Checkout = z
  .object({
    token: uuid.meta({ description: "Proves the hold: extend and return need it." }),
    until: dateTime,
  })
  .meta({ id: "Checkout" });

export const CheckedOut = Address.extend({ checkout: Checkout }).meta({
  id: "CheckedOut",
  description: "The account, held for the caller until checkout.until.",
});
export type CheckedOut = z.output<typeof CheckedOut>;

export const ExtendBody = z
  .object({ token: uuid, minutes: holdMinutes })
  .strict()
  .meta({ id: "ExtendBody", examples: [{ token: "6f1c1b8e-2a4d-4a57-9d1b-3c0f5e2a7b10", minutes: 20 }] });
export type ExtendBody = z.output<typeof ExtendBody>;

export const ReturnBody = z
  .object({
    token: uuid,
    add_tags: tags.optional().meta({ description: "Tags to add, such as quarantine after a failed test." }),
    remove_tags: tags.optional().meta({ description: "Tags to remove." }),
  })
  .strict()
  .meta({ id: "ReturnBody", examples: [{ token: "6f1c1b8e-2a4d-4a57-9d1b-3c0f5e2a7b10", add_tags: ["used"] }] });
export type ReturnBody = z.output<typeof ReturnBody>;

export const AuditQuery = z
  .object({
    limit: queryInt(1, AUDIT_LIMIT_MAX).default(AUDIT_LIMIT_DEFAULT),
    before: z
      .string()
      .regex(/^\d+$/, "must be an entry id")
      .transform(Number)
      .optional()
      .meta({ description: "Entries older than this one (its id), for paging." }),
  })
  .strict();
export type AuditQuery = z.output<typeof AuditQuery>;

export const AuditEntry = z
  .object({
    id: z.int(),
    at: dateTime,
    action: z.enum(AUDIT_ACTIONS),
    via: z.enum(AUDIT_VIA).meta({
      description:
        "The operation that made the change: for a secret, the call that saved or revealed it; keys or webhooks for those calls; configuration for a key retired at start because the configuration file no longer names it.",
    }),
    key: z
      .object({
        name: z.string(),
        id: z.string().meta({ description: "The first 12 characters of the key's SHA-256." }),
      })
      .nullable()
      .meta({ description: "The key that made the change; null when the configuration made it." }),
    address: z.string().nullable().meta({ description: "The saved secret's address; null for other changes." }),
    label: z.string().nullable().meta({ description: "The saved secret's label; null for other changes." }),
    subject: z
      .object({
        kind: z.enum(["api_key", "webhook"]),
        id: z.string(),
        name: z.string().meta({ description: "The key's name, or the webhook endpoint's host." }),
      })
      .nullable()
      .meta({ description: "The API key or webhook endpoint changed; null for a saved secret." }),
  })
  .meta({
    id: "AuditEntry",
    description:
      "One save or reveal of a saved secret, or one change to the project's keys or webhooks; never a secret.",
  });
export type AuditEntry = z.output<typeof AuditEntry>;

export const AuditLog = z
  .object({ entries: z.array(AuditEntry).meta({ description: "Newest first." }) })
  .meta({ id: "AuditLog" });
export type AuditLog = z.output<typeof AuditLog>;
