/**
 * Every enumeration of the wire, defined once. Schemas, the store, the extraction engine, the
 * client's generated types and the OpenAPI document all take their values from here.
 */

/** Match.subtype for codes (spec, Match). */
export const CODE_SUBTYPES = ["otp", "coupon"] as const;
export type CodeSubtype = (typeof CODE_SUBTYPES)[number];

/** Match.subtype for links (spec, Match). */
export const LINK_SUBTYPES = ["verify", "magic_signin", "invite", "reset", "other"] as const;
export type LinkSubtype = (typeof LINK_SUBTYPES)[number];

/** The four link kinds a sign-up, sign-in, invite or reset test waits for: a link wait's default. */
export const VERIFICATION_SUBTYPES = ["verify", "magic_signin", "invite", "reset"] as const;
export type VerificationSubtype = (typeof VERIFICATION_SUBTYPES)[number];

export const MATCH_TYPES = ["code", "link"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** Refusal entry reasons (spec, Errors: refusal reasons). */
export const REFUSAL_REASONS = ["too_large", "address_limit", "daily_limit"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Create body `age` (spec, Limits: age ranges). */
export const AGE_CATEGORIES = [
  "adult",
  "over21",
  "under18",
  "under15",
  "under13",
  "any",
  "turns18tomorrow",
  "turned18today",
] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

/** What an API key may do beyond the everyday calls. */
export const PERMISSIONS = ["read_passwords", "manage_project"] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Where an API key comes from: the configuration file (kept in step with it at start) or the keys API. */
export const KEY_SOURCES = ["config", "api"] as const;
export type KeySource = (typeof KEY_SOURCES)[number];

/** Whether a key opens the API now. */
export const KEY_STATES = ["active", "expired", "revoked"] as const;
export type KeyState = (typeof KEY_STATES)[number];

/** What a webhook endpoint can subscribe to (docs/webhooks.md). */
export const WEBHOOK_EVENTS = ["email.received", "run.finished", "pool.checkout_expired"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A webhook delivery: still being tried, delivered (a 2xx answer), or given up after the last retry. */
export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A project's catch-all setting (config.ts, docs/configuration.md). */
export const CATCH_ALL_MODES = ["off", "domains", "any"] as const;
export type CatchAllMode = (typeof CATCH_ALL_MODES)[number];

export const RUN_SOURCES = ["ci", "agent", "api"] as const;
export type RunSource = (typeof RUN_SOURCES)[number];

export const RUN_STATUSES = ["running", "passed", "failed"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** Run event kinds (spec, Run event). */
export const RUN_EVENT_KINDS = ["address", "email", "missing", "none", "count", "checks", "note", "checkout"] as const;
export type RunEventKind = (typeof RUN_EVENT_KINDS)[number];

export const TEST_STATUSES = ["passed", "failed", "skipped"] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** What a sign-up form field asks for (spec, Form value). */
export const FORM_VALUE_KINDS = [
  "email",
  "confirm_email",
  "first_name",
  "last_name",
  "full_name",
  "username",
  "password",
  "confirm_password",
  "date_of_birth",
  "birth_day",
  "birth_month",
  "birth_year",
  "country",
  "other",
] as const;
export type FormValueKind = (typeof FORM_VALUE_KINDS)[number];

/**
 * What the audit log records: a saved secret saved or revealed, an API key created or revoked,
 * a webhook endpoint created or deleted.
 */
export const AUDIT_ACTIONS = [
  "save",
  "reveal",
  "create_key",
  "revoke_key",
  "create_webhook",
  "delete_webhook",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The operation that made the change: for secrets the call that saved or revealed one; `keys`
 * and `webhooks` for the project's key and webhook calls; `configuration` for a key the service
 * retired at start because the configuration file no longer names it.
 */
export const AUDIT_VIA = [
  "put_password",
  "get_password",
  "sign_in",
  "create_address",
  "form_values",
  "keys",
  "webhooks",
  "configuration",
] as const;
export type AuditVia = (typeof AUDIT_VIA)[number];

/** Kinds of change in a run's comparison with earlier runs of the same name. */
export const CHANGE_KINDS = ["new_failure", "fixed", "slower", "faster", "missing_now", "new_check_failure"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The checks of GET /checks (spec, Check result); a checks event names them. */
export const CHECK_NAMES = [
  "spf",
  "dkim",
  "dmarc",
  "local_links",
  "plain_http",
  "expected_host",
  "expiry",
  "plain_text",
  "size",
  "images_only",
  "layout",
  "expected_text",
  "language",
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/**
 * The error codes of the HTTP API and the status each one always answers with (one table, after
 * tRPC). The spec fixes not_found and email_arrived; docs/errors.md explains every code.
 */
export const STATUS_BY_CODE = {
  invalid_request: 400,
  name_taken: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  email_arrived: 409,
  run_finished: 409,
  all_checked_out: 409,
  not_held: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof STATUS_BY_CODE;
export const ERROR_CODES = Object.keys(STATUS_BY_CODE) as [ErrorCode, ...ErrorCode[]];

/** Whether a message was read in full, and why not (store ReadingIssue). */
export const READINGS = ["complete", "timed_out", "unreadable"] as const;
