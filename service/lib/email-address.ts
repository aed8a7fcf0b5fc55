import { NAME_MAX_LENGTH } from "../limits.js";

/**
 * Test addresses are matched on their plain form: lower case, plus tag removed. The exact form
 * a sender used (capitals, +tag) is kept on each email as its recipient.
 */
export interface ParsedAddress {
  /** local@domain, lower case, without the plus tag. */
  plain: string;
  localPart: string;
  domain: string;
  /** The plus tag without "+", lower case, or null. */
  tag: string | null;
}

/**
 * Printable ASCII, the only characters a name or domain here is made of. Checked before lower
 * casing: JavaScript lower-cases by Unicode, which turns other characters into ASCII letters
 * (the Kelvin sign U+212A into "k", "İ" into "i" and a combining dot), so a different name would
 * reach an existing address.
 */
const ASCII_NAME = /^[\x21-\x7e]+$/;
const ASCII_DOMAIN = /^[A-Za-z0-9.-]+$/;

export function parseAddress(input: string): ParsedAddress | null {
  const value = input.trim();
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1 || value.length > 320) return null;
  const writtenLocal = value.slice(0, at);
  const writtenDomain = value.slice(at + 1);
  if (!ASCII_NAME.test(writtenLocal) || !ASCII_DOMAIN.test(writtenDomain)) return null;
  const local = writtenLocal.toLowerCase();
  const domain = writtenDomain.toLowerCase();
  // RFC 5321 caps the part before the @ at 64 octets, plus tag included: a longer one is not an
  // address any mailer should send to, so it is nobody's here.
  if (Buffer.byteLength(local) > NAME_MAX_LENGTH) return null;
  if (/[<>]/.test(local)) return null;
  const plus = local.indexOf("+");
  const localPart = plus === -1 ? local : local.slice(0, plus);
  if (localPart.length === 0) return null;
  return {
    plain: `${localPart}@${domain}`,
    localPart,
    domain,
    tag: plus === -1 ? null : local.slice(plus + 1),
  };
}
