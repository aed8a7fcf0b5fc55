import { type CodeCandidate, codeCandidates, findCodes } from "./codes.js";
import { type EmailContext, readContext } from "./context.js";
import { type EmailDocument, htmlDocument, textDocument } from "./document.js";
import { findExpiry, type StatedExpiry, timeAnchor } from "./expiry/index.js";
import { bestLinks, type LinkCandidate, linkCandidates, linkHostsOf } from "./links.js";
import { findSender } from "./sender.js";
import type { ExtractInput, Extraction } from "./types.js";

export * from "./types.js";
export { CODE_FEATURES, CODE_THRESHOLD, LINK_FEATURES, LINK_THRESHOLD } from "./features.js";

/**
 * HTML past this size is read only up to it: verification content sits at the top (Gmail shows
 * no more than 102 KB of an email's HTML), and the cost of reading stays bounded for hostile mail.
 */
const MAX_HTML_CHARS = 256 * 1024;
const MAX_TEXT_CHARS = 256 * 1024;
/**
 * How much of each document's text is read for a stated lifetime: it stands beside the code or
 * link, near the top. The longest text of both corpora is 10,405 characters; the lifetime
 * patterns cost about half a microsecond per character, so a hostile body is read no further.
 */
const MAX_EXPIRY_TEXT_CHARS = 32 * 1024;

interface Reading {
  documents: EmailDocument[];
  context: EmailContext;
  expiry: StatedExpiry | null;
}

/** A document's blocks as one text, up to the first block that ends past MAX_EXPIRY_TEXT_CHARS. */
function textOf(document: EmailDocument): string {
  const texts: string[] = [];
  let length = 0;
  for (const block of document.blocks) {
    if (length > MAX_EXPIRY_TEXT_CHARS) break;
    texts.push(block.text);
    length += block.text.length + 1;
  }
  return texts.join("\n");
}

function read(input: ExtractInput): Reading {
  const documents: EmailDocument[] = [];
  if (input.text) documents.push(textDocument(input.text.slice(0, MAX_TEXT_CHARS)));
  if (input.html) documents.push(htmlDocument(input.html.slice(0, MAX_HTML_CHARS)));
  const context = readContext(input.subject, documents);
  const expiry = findExpiry(
    [input.subject ?? "", ...documents.map((document) => textOf(document).slice(0, MAX_EXPIRY_TEXT_CHARS))],
    timeAnchor(input.dateHeader, input.receivedAt),
  );
  return { documents, context, expiry };
}

/**
 * Everything a test may ask of an email, worked out once on arrival: its codes and links (best
 * first), who sent it and how long what it carries lasts. Pure: no I/O, no clock.
 */
export function extractEmail(input: ExtractInput): Extraction {
  const { documents, context, expiry } = read(input);
  const codes = findCodes(
    context,
    documents.map((document) => document.blocks),
  );
  const candidates = linkCandidates(context, documents);
  const links = bestLinks(candidates);
  const { service, serviceDomain } = findSender(input);
  return {
    codes,
    links,
    service,
    serviceDomain,
    expiresAt: expiry?.at ?? null,
    linkHosts: linkHostsOf(candidates),
    layout: documents.find((document) => document.layout)?.layout ?? null,
  };
}

/** Why the engine answered what it did: every candidate with its score and features. */
export interface Explanation {
  context: EmailContext;
  codes: CodeCandidate[];
  links: LinkCandidate[];
  expiry: StatedExpiry | null;
}

export function explainEmail(input: ExtractInput): Explanation {
  const { documents, context, expiry } = read(input);
  return {
    context,
    codes: codeCandidates(
      context,
      documents.map((document) => document.blocks),
    ),
    links: linkCandidates(context, documents),
    expiry,
  };
}
