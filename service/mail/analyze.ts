import { cleanHtml } from "./clean-html.js";
import { type Extraction, extractEmail } from "./extract/index.js";
import { type ParsedEmail, parseEmail } from "./parse.js";

/** A message as stored: parsed, its codes and links extracted, its HTML cleaned. */
export interface AnalyzedEmail extends ParsedEmail, Extraction {}

/** Everything CPU-heavy about one message, run once on a parser worker (or inline). */
export async function analyzeEmail(raw: Buffer): Promise<AnalyzedEmail> {
  const parsed = await parseEmail(raw);
  const sentAt = parsed.headers.date ? new Date(parsed.headers.date) : null;
  const extraction = extractEmail({
    ...parsed,
    dkimSigner: parsed.headers["dkim-signer"] ?? null,
    sentAt: sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : null,
  });
  return { ...parsed, ...extraction, html: parsed.html === null ? null : cleanHtml(parsed.html) };
}
