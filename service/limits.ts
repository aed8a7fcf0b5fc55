/**
 * Fixed limits of the interface, each with the part of the interface specification it comes from
 * (docs/api.md documents them).
 * Plan limits that an operator may change live in config.ts (DEFAULT_LIMITS).
 */

/** Address name (local part): 3 to 64 characters. (Create body, Limits) */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 64;

/** List addresses: 1 to 200, default 50. */
export const LIST_ADDRESSES_MAX = 200;
export const LIST_ADDRESSES_DEFAULT = 50;

/** PATCH fields. */
export const NOTES_MAX_LENGTH = 2000;
export const PERSON_NAME_MAX_LENGTH = 60;
export const USERNAME_MAX_LENGTH = 40;

/** site and dev-hosts host: at most 300 characters; environment at most 40. */
export const SITE_MAX_LENGTH = 300;
export const DEV_HOST_MAX_LENGTH = 300;
export const ENVIRONMENT_MAX_LENGTH = 40;

/** Wait timeout (code, link, none): 0 to 30 seconds, default 30. Look-back of a wait: 15 minutes. */
export const WAIT_TIMEOUT_MAX = 30;
export const WAIT_LOOK_BACK_MS = 15 * 60 * 1000;

/** List messages: 1 to 100, default 20. Count responses list the first 50 emails. */
export const MESSAGES_LIMIT_MAX = 100;
/**
 * Not fixed by the spec, beside its 200 KB of stored HTML per email (MAX_CLEAN_HTML_BYTES): the
 * text kept of an email (its text part, or the text made from its HTML) is cut to as much, and
 * a message list returns at most this much content in all; past it, the rest of the list comes
 * without content (documented in docs/api.md).
 */
export const MESSAGE_TEXT_MAX_BYTES = 200 * 1024;
export const MESSAGES_CONTENT_MAX_BYTES = 8 * 1024 * 1024;
export const MESSAGES_LIMIT_DEFAULT = 20;
export const COUNT_EMAILS_LISTED = 50;

/** Checks: at most 10 expect_text phrases; HTML over 102 KB fails the size check (where Gmail clips). */
export const EXPECT_TEXT_MAX_COUNT = 10;
export const EXPECT_TEXT_MAX_LENGTH = 500;
export const CHECK_HTML_LIMIT_BYTES = 102 * 1024;

/** Run name: at most 120 characters. Service-Test: at most 600 characters, 200 once decoded. */
export const RUN_NAME_MAX_LENGTH = 120;
export const TEST_HEADER_MAX_LENGTH = 600;
export const TEST_NAME_MAX_LENGTH = 200;

/** Not fixed by the spec: run lists and notes (documented in docs/runs.md). */
export const RUNS_LIMIT_MAX = 100;
export const RUNS_LIMIT_DEFAULT = 20;
export const NOTE_MAX_LENGTH = 2000;

/** Not fixed by the spec; chosen so a label or tag stays a label (documented in docs/api.md). */
export const LABEL_MAX_LENGTH = 200;
export const TAG_MAX_LENGTH = 60;
export const TAGS_MAX_COUNT = 50;
export const DEV_HOSTS_MAX_COUNT = 100;
export const SEARCH_MAX_LENGTH = 200;
/** A service filter names a sender or a domain: at most a domain name's length. */
export const SERVICE_FILTER_MAX_LENGTH = 253;

/**
 * JSON body limit. The largest valid request is form-values with 60 fields of 400 options
 * each: 24,000 options, about 2 MB with generous values and labels. 5 MB leaves room for
 * that and refuses anything bigger with 413 before it is parsed.
 */
export const JSON_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * The source of a message is kept (for the Mailpit-compatible API's raw source, headers and
 * parts) up to this size: the embedded store holds everything in memory that never shrinks, and
 * attachments hardly compress, so a bigger message keeps its text, HTML, codes and links only.
 */
export const SOURCE_KEPT_MAX_BYTES = 1024 * 1024;

/** Checkout and extend: 1 to 60 minutes, default 10. (Pool, Limits) */
export const HOLD_MINUTES_MIN = 1;
export const HOLD_MINUTES_MAX = 60;
export const HOLD_MINUTES_DEFAULT = 10;

/** Not fixed by the spec: a saved secret and its label (documented in docs/accounts.md). */
export const SECRET_MAX_LENGTH = 1000;
export const SECRET_LABEL_MAX_LENGTH = 40;

/** Not fixed by the spec: the audit log's pages and how long it is kept (docs/accounts.md). */
export const AUDIT_LIMIT_MAX = 200;
export const AUDIT_LIMIT_DEFAULT = 50;
export const AUDIT_RETENTION_DAYS = 90;

/** Form values: 1 to 60 fields, at most 400 options per field. (Form values, Limits) */
export const FORM_FIELDS_MAX = 60;
export const FORM_OPTIONS_MAX = 400;

/** Not fixed by the spec: keys made through the keys API (docs/keys.md). */
export const KEY_NAME_MAX_LENGTH = 80;
/** Keys made through the API that may be active at once in one project. */
export const KEYS_ACTIVE_MAX = 100;
/** A key's use is written at most this often per key and instance: "last used" is to the minute. */
export const KEY_USE_RECORD_INTERVAL_MS = 60_000;

/** Not fixed by the spec: webhooks (docs/webhooks.md). */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** Deliveries one endpoint may have waiting; past it, new events for it are dropped (and counted). */
export const WEBHOOK_PENDING_MAX = 10_000;
/** Bytes of an endpoint's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;
/** Delivered and failed deliveries are kept this long in the log. */
export const WEBHOOK_LOG_RETENTION_DAYS = 7;
/** Deliveries in flight at once from one instance, and to one endpoint. */
export const WEBHOOK_SENDS_MAX = 16;
export const WEBHOOK_SENDS_PER_ENDPOINT_MAX = 4;
/** A checkout that ran out longer ago than this (the service was down) is not reported. */
export const EXPIRED_CHECKOUT_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks for checkouts that ran out (pool.checkout_expired). */
export const EXPIRED_CHECKOUT_SWEEP_MS = 5_000;
/** Default retry delays after each failed attempt, in seconds: 10 retries over about a day. */
export const WEBHOOK_RETRY_SECONDS = [5, 30, 120, 600, 1800, 3600, 7200, 14400, 28800, 28800];
/** Deliveries one page of the delivery log lists at most. */
export const WEBHOOK_LIST_LIMIT_MAX = 200;
