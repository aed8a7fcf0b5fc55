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

export function parseAddress(input: string): ParsedAddress | null {
  const value = input.trim();
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1 || value.length > 320) return null;
  const local = value.slice(0, at).toLowerCase();
  const domain = value.slice(at + 1).toLowerCase();
  // RFC 5321 caps the part before the @ at 64 octets, plus tag included: a longer one is not an
  // address any mailer should send to, so it is nobody's here.
  if (Buffer.byteLength(local) > NAME_MAX_LENGTH) return null;
  if (/[\s<>]/.test(local) || !/^[a-z0-9.-]+$/.test(domain)) return null;
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
