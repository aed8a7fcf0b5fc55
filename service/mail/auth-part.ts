/**
 * What SPF, DKIM and DMARC verdicts need to keep of a message until they are worked out. A
 * signed message needs all of it, for the body hash. An unsigned one (most mail a test sends)
 * needs only the header fields they read: From (the domain DMARC aligns with), Return-Path (the
 * sender when the envelope has none) and Authentication-Results (a trusted relay's verdicts).
 * Kept this small, verdict work can wait out a burst of mail without holding the messages.
 */

/** A header field that asks for the body to be hashed: a DKIM signature or an ARC seal. */
const SIGNATURE_FIELD = /(?:^|\n)(?:dkim-signature|arc-message-signature|arc-seal)[ \t]*:/i;
/** The fields an unsigned message's verdicts read, with their folded continuation lines. */
const READ_FIELD = /^(?:from|return-path|authentication-results)[ \t]*:.*(?:\r\n[ \t].*)*/gim;

/**
 * The whole message when it is signed; otherwise the fields the verdicts read, as a header
 * section of their own in a latin1 string (byte for byte): a string of a hundred bytes holds far
 * less memory than a Buffer, and keeps nothing of the message alive.
 */
export function authPart(raw: Buffer): Buffer | string {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return raw;
  const headers = raw.toString("latin1", 0, end + 2);
  if (SIGNATURE_FIELD.test(headers)) return raw;
  const fields = headers.match(READ_FIELD) ?? [];
  return `${fields.join("\r\n")}${fields.length > 0 ? "\r\n" : ""}\r\n`;
}

/** The bytes of a part, as mailauth reads them. */
export const partBytes = (part: Buffer | string): Buffer =>
  typeof part === "string" ? Buffer.from(part, "latin1") : part;
