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

/** Not fixed by the spec; chosen so a label or tag stays a label (documented in docs/api.md). */
export const LABEL_MAX_LENGTH = 200;
export const TAG_MAX_LENGTH = 60;
export const TAGS_MAX_COUNT = 50;
export const DEV_HOSTS_MAX_COUNT = 100;

/**
 * JSON body limit. The largest valid request is form-values with 60 fields of 400 options
 * each: 24,000 options, about 2 MB with generous values and labels. 5 MB leaves room for
 * that and refuses anything bigger with 413 before it is parsed.
 */
export const JSON_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
