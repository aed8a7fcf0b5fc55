/**
 * Fixed limits of the interface, each with the part of ../shared/spec/interface.md it comes from.
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
export const MESSAGES_LIMIT_DEFAULT = 20;
export const COUNT_EMAILS_LISTED = 50;

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
