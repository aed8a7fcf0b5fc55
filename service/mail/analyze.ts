import { cleanHtml } from "./clean-html.js";
import { type Extraction, extractEmail } from "./extract/index.js";
import { factsOf } from "./facts.js";
import { type ParsedEmail, parseEmail } from "./parse.js";
import type { EmailFacts } from "../wire/checks.js";

/** A message as stored: parsed, its codes and links extracted, its HTML cleaned, its facts for the checks. */
export interface AnalyzedEmail extends ParsedEmail, Omit<Extraction, "linkHosts" | "layout"> {
  facts: EmailFacts;
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
    html: parsed.html === null ? null : cleanHtml(parsed.html),
  };
}
