import { decodeHTML } from "entities";
import type { CleanEmailRecord } from "../inbox/clean-on-read.js";

/**
 * What a reader of an email sees, as one text: its subject, its text part and the text of its
 * (already cleaned) HTML. The expected-text and language checks read it; it is never returned.
 */
export function readableText(email: CleanEmailRecord): string {
  const html = email.html
    ? decodeHTML(
        email.html.replace(/<br\s*\/?>|<\/(?:p|div|td|th|tr|li|h[1-6]|table)>/gi, "\n").replace(/<[^>]*>/g, " "),
      )
    : "";
  return [email.subject ?? "", email.text ?? "", html].join("\n");
}

/**
 * Text compared as a person reads it: case, curly quotes and dashes, and spacing do not matter
 * ("Don’t  share" finds "don't share").
 */
export function comparable(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/[\s\u00a0\u200b]+/g, " ")
    .trim();
}
