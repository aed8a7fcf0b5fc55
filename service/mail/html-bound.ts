/**
 * The spec's limit on stored HTML per email, which is also as far as cleaning reads. Its own
 * module so that cutting HTML to it (analyze.ts) does not need the sanitizer.
 */
export const MAX_CLEAN_HTML_BYTES = 200 * 1024;
