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
}

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
  return {
    ...parsed,
    ...found,
    facts: factsOf(parsed, extraction),
    // cleanHtml() reads no further than this; a shorter copy is also less to send and keep.
    html: parsed.html === null ? null : parsed.html.slice(0, MAX_CLEAN_HTML_BYTES),
    htmlCleaned: parsed.html === null,
  };
}
