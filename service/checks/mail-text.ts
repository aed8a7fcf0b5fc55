import { decodeHTML } from "entities";
import type { CleanEmailRecord } from "../inbox/clean-on-read.js";

/**
 * The texts the text checks read; never returned. `readable` is what a reader sees in the body:
 * the text part and the text of the (already cleaned: hidden parts gone) HTML, for the expected
 * phrases; the subject is not the email's text. `language`
 * is the subject and the body once (the HTML's visible text, or the text part when there is no
 * HTML) without link addresses: read twice, a footer or a body written in both parts counted
 * double, and addresses are not words of any language.
 */
export function mailTexts(email: CleanEmailRecord): { readable: string; language: string } {
  const html = email.html
    ? decodeHTML(
        email.html.replace(/<br\s*\/?>|<\/(?:p|div|td|th|tr|li|h[1-6]|table)>/gi, "\n").replace(/<[^>]*>/g, " "),
      )
    : "";
  const subject = email.subject ?? "";
  return {
    readable: [email.text ?? "", html].join("\n"),
    language: `${subject}\n${email.html ? html : (email.text ?? "")}`.replace(/\b(?:https?|mailto):[^\s<>"]*/gi, " "),
  };
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
