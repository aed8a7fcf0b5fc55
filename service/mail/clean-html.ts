import sanitizeHtml from "sanitize-html";
import { cutToBytes } from "../lib/utf8-cut.js";
import { boundNesting, MAX_CLEAN_HTML_BYTES } from "./html-bound.js";

/**
 * Only what surely hides: font-size:0 and max-height:0 also lay out columns and mobile-only
 * blocks whose children are seen.
 */
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;
/** Marks a hidden element between transformTags and exclusiveFilter; never in the output. */
const HIDDEN_MARK = "data-proofbox-hidden";

/** A style or attribute that hides the element from a reader. */
function hides(attribs: Record<string, string>): boolean {
  const style = attribs.style;
  // aria-hidden hides from screen readers only: what it marks is still seen.
  return (style !== undefined && HIDING_STYLE.test(style)) || "hidden" in attribs;
}

/**
 * Sender-written HTML made safe to show: no scripts, styles, frames, media, forms or meta
 * refreshes; form controls are unwrapped to their text; links keep only web, mailto: and tel:
 * targets (app links stay available through the codes and links). Done once, on the first read
 * of the HTML (inbox/clean-on-read.ts).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "img"), "center", "font", "span"],
  allowedAttributes: {
    // rel is the one transformTags adds below; the sender's own is overwritten there.
    a: ["href", "title", "rel"],
    td: ["colspan", "rowspan", "align", "valign"],
    th: ["colspan", "rowspan", "align", "valign"],
    table: ["align", "width"],
    "*": ["dir", "lang", HIDDEN_MARK],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Their content goes with them; every other disallowed tag is unwrapped to its content.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "title",
    "head",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "video",
    "audio",
    "svg",
    "math",
    "template",
  ],
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => HIDDEN_MARK in frame.attribs,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow" } }),
    // What a mail client hides (a preheader, a display:none block) is marked here, while its style
    // is still readable, and dropped with its content by exclusiveFilter below: with the styles
    // gone, it would show, and the text checks would read what no reader sees.
    "*": (tagName, attribs) => ({ tagName, attribs: hides(attribs) ? { [HIDDEN_MARK]: "" } : attribs }),
  },
};

/** Cleaned HTML, and whether it had to be cut to the stored bound (its escapes made it longer). */
export interface CleanedHtml {
  html: string;
  cut: boolean;
}

export function cleanHtml(html: string): CleanedHtml {
  // Cleaning a bounded input bounds the work; the sanitizer closes what the cut leaves open.
  const cleaned = cutToBytes(
    sanitizeHtml(boundNesting(html.slice(0, MAX_CLEAN_HTML_BYTES)), OPTIONS),
    MAX_CLEAN_HTML_BYTES,
  );
  if (!cleaned.cut) return { html: cleaned.text, cut: false };
  // Never end inside a tag: drop a trailing partial one.
  const open = cleaned.text.lastIndexOf("<");
  return { html: open > cleaned.text.lastIndexOf(">") ? cleaned.text.slice(0, open) : cleaned.text, cut: true };
}
