import { findCodes } from "./codes.js";
import { type EmailDocument, htmlDocument, textDocument } from "./document.js";
import { findExpiry } from "./expiry.js";
import { findLinks } from "./links.js";
import { findSender } from "./sender.js";
import type { ExtractInput, Extraction } from "./types.js";

export * from "./types.js";

/**
 * HTML past this size is read only up to it: verification content sits at the top, and the
 * cost of reading stays bounded for hostile mail.
 */
const MAX_HTML_CHARS = 512 * 1024;
const MAX_TEXT_CHARS = 256 * 1024;

/**
 * Everything a test may ask of an email, worked out once on arrival: its codes and links (best
 * first), who sent it and how long what it carries lasts. Pure: no I/O, no clock.
 */
export function extractEmail(input: ExtractInput): Extraction {
  const documents: EmailDocument[] = [];
  if (input.text) documents.push(textDocument(input.text.slice(0, MAX_TEXT_CHARS)));
  if (input.html) documents.push(htmlDocument(input.html.slice(0, MAX_HTML_CHARS)));

  const codes = findCodes(
    input.subject,
    documents.map((document) => document.blocks),
  );
  const links = findLinks(input.subject, documents);
  const { service, serviceDomain } = findSender(input);
  const expiry = findExpiry([
    input.subject ?? "",
    ...documents.map((document) => document.blocks.map((block) => block.text).join("\n")),
  ]);
  return { codes, links, service, serviceDomain, expiry };
}
