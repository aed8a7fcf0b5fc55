import { deflateRawSync } from "node:zlib";
import { cutToBytes } from "../lib/utf8-cut.js";
import { MESSAGE_TEXT_MAX_BYTES, SOURCE_KEPT_MAX_BYTES } from "../limits.js";
import { MAX_CLEAN_HTML_BYTES } from "./html-bound.js";
import { type Extraction, extractEmail } from "./extract/index.js";
import { factsOf } from "./facts.js";
import { type ParsedEmail, parseEmail } from "./parse.js";
import type { EmailFacts } from "../wire/checks.js";

/**
 * A message as stored: parsed, its codes and links extracted, its facts for the checks. Its HTML
 * is the sender's, cut to what cleaning reads; it is cleaned on its first read
 * (inbox/clean-on-read.ts), which gives exactly what cleaning here would, and most test mail is
 * never read as HTML: cleaning on arrival was a fifth of a parser's time per email.
 */
export interface AnalyzedEmail extends ParsedEmail, Omit<Extraction, "linkHosts" | "layout"> {
  facts: EmailFacts;
  htmlCleaned: boolean;
  /** The text kept is cut to MESSAGE_TEXT_MAX_BYTES, the HTML to MAX_CLEAN_HTML_BYTES: whether each was. */
  textTruncated: boolean;
  htmlTruncated: boolean;
  /**
   * The message as received, raw DEFLATE (fastest level): what the Mailpit-compatible API returns
   * as its source and reads headers and parts from; null over SOURCE_KEPT_MAX_BYTES. Made here,
   * on the parser worker, so that intake's main thread never compresses.
   */
  source: Uint8Array | null;
}

/** What is kept of the subject, the sender's name and address (RFC 5321 allows 320 characters). */
const MAX_SUBJECT_BYTES = 2048;
const MAX_NAME_BYTES = 512;
const MAX_ADDRESS_CHARS = 320;

/** Everything CPU-heavy about one message, run once on a parser worker (or inline). */
export async function analyzeEmail(raw: Buffer, receivedAt: Date): Promise<AnalyzedEmail> {
  const parsed = await parseEmail(raw);
  const extraction = extractEmail({
    ...parsed,
    text: parsed.textPart ? parsed.text : null,
    dkimSigner: parsed.headers["dkim-signer"] ?? null,
    dateHeader: parsed.headers.date ?? null,
    receivedAt,
  });
  const { linkHosts: _hosts, layout: _layout, ...found } = extraction;
  // Extraction and the checks' facts have read all they read; what is kept is bounded.
  const text = parsed.text === null ? null : cutToBytes(parsed.text, MESSAGE_TEXT_MAX_BYTES);
  return {
    ...parsed,
    ...found,
    facts: factsOf(parsed, extraction),
    // A header may be up to a megabyte long: what is kept of the sender's words is bounded too.
    subject: parsed.subject === null ? null : cutToBytes(parsed.subject, MAX_SUBJECT_BYTES).text,
    fromName: parsed.fromName === null ? null : cutToBytes(parsed.fromName, MAX_NAME_BYTES).text,
    fromAddress:
      parsed.fromAddress !== null && parsed.fromAddress.length <= MAX_ADDRESS_CHARS ? parsed.fromAddress : null,
    text: text?.text ?? null,
    textTruncated: text?.cut ?? false,
    // cleanHtml() reads no further than this; a shorter copy is also less to send and keep.
    html: parsed.html === null ? null : parsed.html.slice(0, MAX_CLEAN_HTML_BYTES),
    htmlCleaned: parsed.html === null,
    htmlTruncated: parsed.html !== null && Buffer.byteLength(parsed.html) > MAX_CLEAN_HTML_BYTES,
    source: raw.length <= SOURCE_KEPT_MAX_BYTES ? deflateRawSync(raw, { level: 1, memLevel: 9 }) : null,
  };
}
