/**
 * Which written links may be returned at all. A link value is an http(s) link or an app link,
 * nothing else, and the scheme is decided the way a browser decides it: after the WHATWG URL
 * parser has stripped leading and trailing C0 control characters and spaces, removed tabs and
 * newlines, and folded the scheme's case. So "\x01 javascript:alert(1)", "java\tscript:" and
 * "JaVaScRiPt:" are all javascript:, and never returned.
 */

/** Schemes that run code, read local data, or are not a page a person opens. Never returned. */
const NEVER = new Set([
  "javascript:",
  "vbscript:",
  "livescript:",
  "data:",
  "file:",
  "filesystem:",
  "blob:",
  "about:",
  "view-source:",
  "jar:",
  "cid:",
  "mid:",
  "mailto:",
  "tel:",
  "sms:",
  "callto:",
  "fax:",
  "ftp:",
  "ws:",
  "wss:",
  "chrome:",
  "chrome-extension:",
  "moz-extension:",
  "res:",
  "ms-its:",
  "mhtml:",
]);

export interface SafeLink {
  /** The link as written, with what a browser strips stripped: the value to return. */
  value: string;
  url: URL;
  /** A scheme other than http and https: a link that opens an app. */
  app: boolean;
}

/** C0 control characters and space, which the URL parser strips from both ends. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters to strip
const EDGE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** Tab and newline, which the URL parser removes wherever they stand. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/** The written link as something that may be returned, or null when it must not be. */
export function safeLink(written: string): SafeLink | null {
  const value = written.replace(EDGE, "").replace(TAB_OR_NEWLINE, "");
  // Control characters inside a link are no part of a real one, and trouble in a terminal.
  // eslint-disable-next-line no-control-regex -- the characters to refuse
  if (!value || value.length > 8192 || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Relative or malformed: nothing a test could open.
    return null;
  }
  const scheme = url.protocol;
  if (scheme === "http:" || scheme === "https:") return url.hostname ? { value, url, app: false } : null;
  if (NEVER.has(scheme)) return null;
  // An app scheme must carry something to open: "acme:" alone is not a link.
  if (value.length <= scheme.length + 1) return null;
  return { value, url, app: true };
}
