import { htmlToText } from "html-to-text";
import { type AddressObject, type Attachment, simpleParser } from "mailparser";
import { boundNesting, MAX_CLEAN_HTML_BYTES, MAX_HTML_DEPTH } from "./html-bound.js";
import { isAttachment, type MessageText, plainAddressList, readMessageText } from "./mime-reader.js";

/** What the service keeps of a parsed message. Sender-written content: never log any of it. */
export interface ParsedEmail {
  fromAddress: string | null;
  fromName: string | null;
  subject: string | null;
  /** The text part, or for a message with only HTML, text made from the HTML. */
  text: string | null;
  /**
   * Whether `text` is the sender's own text part. Text made from HTML wraps lines and inlines
   * link targets; what reads the message for meaning reads the HTML instead.
   */
  textPart: boolean;
  html: string | null;
  headers: Record<string, string>;
  /** Attachments and inline parts (mime-reader.ts, isAttachment): counted, never read. */
  attachments: number;
  inlineParts: number;
}

/**
 * Headers later features read. Everything else of the header section is dropped on arrival:
 * nothing asks for it, and it is sender-written.
 */
const KEPT_HEADERS = [
  "message-id",
  "to",
  "cc",
  "date",
  "reply-to",
  "list-unsubscribe",
  "list-unsubscribe-post",
  "auto-submitted",
  "precedence",
  "content-language",
  "otp-token",
];

/**
 * Text for a message that has only HTML, as mailparser would make it, from the HTML that is
 * stored (MAX_CLEAN_HTML_BYTES): html-to-text spends a few microseconds on every element and
 * wraps long words in time that grows faster than their length, so hostile markup past that
 * size could hold a parser for seconds. Null when it cannot be made.
 */
function textFromHtml(html: string): string | null {
  try {
    return htmlToText(boundNesting(html.slice(0, MAX_CLEAN_HTML_BYTES)), { limits: { maxDepth: MAX_HTML_DEPTH } });
  } catch {
    return null;
  }
}

function firstAddress(from: AddressObject | undefined): {
  address: string | null;
  name: string | null;
} {
  const entry = from?.value[0];
  return { address: entry?.address?.toLowerCase() || null, name: entry?.name?.trim() || null };
}

/** Address headers are kept as plainAddressList writes them: readers need no MIME decoder. */
const ADDRESS_HEADERS = new Set(["to", "cc", "reply-to"]);

function keptHeaders(parsed: MessageText): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const line of parsed.headerLines) {
    if (!KEPT_HEADERS.includes(line.key) || kept[line.key] !== undefined) continue;
    if (ADDRESS_HEADERS.has(line.key)) {
      kept[line.key] = plainAddressList(line.line.slice(0, 64 * 1024)).slice(0, 8000);
      continue;
    }
    const colon = line.line.indexOf(":");
    kept[line.key] = line.line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim()
      .slice(0, 2000);
  }
  // The DKIM signer domain (d=) names the sender even when From is a shared provider.
  const dkim = parsed.headerLines.find((line) => line.key === "dkim-signature");
  const signer = dkim
    ? /(?:^|;)\s*d\s*=\s*([^;\s]+)/i.exec(dkim.line.slice(dkim.line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " "))?.[1]
    : undefined;
  if (signer) kept["dkim-signer"] = signer.toLowerCase().slice(0, 253);
  return kept;
}

/** simpleParser's attachments, counted as mime-reader.ts counts the parts it does not read. */
function countParts(parts: readonly Attachment[]): { attachments: number; inlineParts: number } {
  const attachments = parts.filter((part) =>
    isAttachment({ disposition: part.contentDisposition || false, filename: part.filename || false }),
  ).length;
  return { attachments, inlineParts: parts.length - attachments };
}

/**
 * Reads a message with mailparser's simpleParser, for the messages readMessageText leaves to it.
 * With these options the answer is the one readMessageText gives where both read a message.
 */
export async function readWithMailparser(raw: Buffer): Promise<MessageText> {
  const parsed = await simpleParser(raw, {
    skipImageLinks: true,
    keepCidLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    // The text is made from the HTML below, only when there is no text part, so that it is
    // known which text the sender wrote.
    skipHtmlToText: true,
    checksumAlgo: false,
  });
  return {
    headerLines: parsed.headerLines,
    subject: parsed.subject,
    from: parsed.from,
    text: parsed.text,
    html: typeof parsed.html === "string" ? parsed.html : undefined,
    ...countParts(parsed.attachments),
  };
}

/** Parses a raw RFC 5322 message once. Malformed MIME parses as far as it goes; it never throws for content. */
export async function parseEmail(raw: Buffer): Promise<ParsedEmail> {
  const parsed = (await readMessageText(raw)) ?? (await readWithMailparser(raw));
  const from = firstAddress(parsed.from);
  const html = parsed.html ?? null;
  const textPart = typeof parsed.text === "string" && parsed.text.trim() !== "";
  return {
    fromAddress: from.address,
    fromName: from.name,
    subject: parsed.subject ?? null,
    text: textPart ? (parsed.text as string) : html ? textFromHtml(html) : null,
    textPart,
    html,
    headers: keptHeaders(parsed),
    attachments: parsed.attachments,
    inlineParts: parsed.inlineParts,
  };
}
