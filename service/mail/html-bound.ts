/**
 * The spec's limit on stored HTML per email, which is also as far as cleaning reads. Its own
 * module so the parser workers, which only cut HTML to it, never load the sanitizer.
 */
export const MAX_CLEAN_HTML_BYTES = 200 * 1024;
