import type { EmailFacts } from "../wire/checks.js";
import { type Extraction, VERIFICATION_SUBTYPES } from "./extract/index.js";
import type { ParsedEmail } from "./parse.js";

/**
 * What the checks need from a message that is not kept otherwise: the size of its original
 * HTML, whether the sender wrote a text part and whether that part carries the code or link,
 * where its links go, and how its HTML sits on a phone. Worked out on arrival, beside
 * extraction, so the original HTML need not be stored.
 */
export function factsOf(parsed: ParsedEmail, extraction: Extraction): EmailFacts {
  return {
    htmlBytes: parsed.html === null ? null : Buffer.byteLength(parsed.html),
    textPart: parsed.textPart,
    textCarries: textCarries(parsed, extraction),
    linkHosts: extraction.linkHosts,
    layout: extraction.layout,
  };
}

const squeeze = (text: string) => text.replace(/[\s\u00a0-]+/g, "");

/** Whether the sender's text part carries the main code or link (null when the email has neither). */
function textCarries(parsed: ParsedEmail, extraction: Extraction): boolean | null {
  const code = extraction.codes.find((found) => found.subtype === "otp") ?? null;
  const link =
    extraction.links.find((found) => (VERIFICATION_SUBTYPES as readonly string[]).includes(found.subtype)) ?? null;
  if (!code && !link) return null;
  if (!parsed.textPart || parsed.text === null) return false;
  const text = parsed.text;
  if (code && squeeze(text).includes(squeeze(code.value))) return true;
  return link !== null && (text.includes(link.url) || (link.destination !== null && text.includes(link.destination)));
}
