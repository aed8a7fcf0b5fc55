import { decodeHTML } from "entities";
import type { CleanEmailRecord } from "../inbox/clean-on-read.js";

/**
 * What a reader of an email sees, as one text: its subject, its text part and the text of its
 * (already cleaned) HTML. The expected-text and language checks read it; it is never returned.
 */
export function readableText(email: CleanEmailRecord): string {
  return [email.subject ?? "", email.text ?? "", htmlText(email.html)].join("\n");
}

/**
 * The text whose language is the email's: the subject and the body once (the HTML's visible text,
 * or the text part when there is no HTML), without link addresses. Read twice, a footer or a
 * body written in both parts counted double; addresses are not words of any language.
 */
export function languageText(email: CleanEmailRecord): string {
  const body = email.html ? htmlText(email.html) : (email.text ?? "");
  return `${email.subject ?? ""}\n${body}`.replace(/\b(?:https?|mailto):[^\s<>"]*/gi, " ");
}

/** The visible text of cleaned HTML, a line per block. */
function htmlText(html: string | null): string {
  if (!html) return "";
  return decodeHTML(html.replace(/<br\s*\/?>|<\/(?:p|div|td|th|tr|li|h[1-6]|table)>/gi, "\n").replace(/<[^>]*>/g, " "));
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
