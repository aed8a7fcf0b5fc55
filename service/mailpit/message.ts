import type { Caller } from "../caller.js";
import { isDevHost, isLocalHost } from "../checks/local-hosts.js";
import { imagesOnlyCheck, layoutCheck, plainTextCheck, sizeCheck } from "../checks/rules.js";
import type { Deps } from "../deps.js";
import { invalidRequest, notFound } from "../errors.js";
import { toHost } from "../lib/host.js";
import type { MailboxEntry } from "../store/store.js";
import type { CheckResult } from "../wire/checks.js";
import { contentOf, markRead } from "./service.js";
import { createHash } from "node:crypto";
import type { SourcePart } from "../mail/source-parts.js";
import { SOURCE_KEPT_MAX_BYTES } from "../limits.js";
import { addressesOf, fromOf, listUnsubscribeOf, messageIdOf, recipientsOf } from "./view.js";

/** The source of an email, or 404 when it was not kept (the email could not be read on arrival). */
export async function sourceOf(deps: Deps, caller: Caller, entry: MailboxEntry): Promise<Buffer> {
  const source = await deps.store.mailbox.source(caller.project.id, entry.id);
  if (!source)
    throw notFound(
      `The source of this message was not kept: it is over ${SOURCE_KEPT_MAX_BYTES / 1024 / 1024} MiB, it could not be read when it arrived, or it arrived before this version kept sources. Its text and HTML are in GET /api/v1/message/{ID}.`,
      { field: "ID" },
    );
  return source;
}

/** The parts beside the text, read from the source only when the email has any. */
async function partsOf(deps: Deps, caller: Caller, entry: MailboxEntry): Promise<SourcePart[]> {
  if (entry.attachments + entry.inlineParts === 0) return [];
  const source = await deps.store.mailbox.source(caller.project.id, entry.id);
  if (!source) return [];
  // Decoded on a parser worker; its Buffers arrive here as plain Uint8Arrays.
  const { parts } = await deps.intake.readParts(source);
  return parts.map((part) => ({
    ...part,
    content: Buffer.from(part.content.buffer, part.content.byteOffset, part.content.byteLength),
  }));
}

/** The checksums Mailpit lists for a part: lower-case hex of its decoded bytes. */
function checksumsOf(content: Buffer): { MD5: string; SHA1: string; SHA256: string } {
  const hex = (algorithm: string) => createHash(algorithm).update(content).digest("hex");
  return { MD5: hex("md5"), SHA1: hex("sha1"), SHA256: hex("sha256") };
}

const partView = (part: SourcePart) => ({
  PartID: part.partId,
  FileName: part.fileName || part.contentId,
  ContentType: part.contentType,
  ContentID: part.contentId,
  Size: part.content.length,
  Checksums: checksumsOf(part.content),
});

/** The date an email gives itself, else when it arrived. */
function dateOf(entry: MailboxEntry): string {
  const written = entry.headers.date ? new Date(entry.headers.date) : null;
  return (written && !Number.isNaN(written.getTime()) ? written : entry.receivedAt).toISOString();
}

/** GET /api/v1/message/{ID}: the whole email, text and HTML included; opening it marks it read. */
export async function messageSummary(deps: Deps, caller: Caller, found: MailboxEntry) {
  const entry = await markRead(deps, caller, found);
  const [content, parts] = await Promise.all([contentOf(deps, entry), partsOf(deps, caller, entry)]);
  const from = fromOf(entry);
  return {
    ID: entry.id,
    MessageID: messageIdOf(entry),
    From: from,
    ...recipientsOf(entry),
    ReplyTo: addressesOf(entry.headers["reply-to"]),
    ReturnPath: entry.envelopeFrom ?? from.Address,
    Subject: entry.subject ?? "",
    ListUnsubscribe: listUnsubscribeOf(entry.headers),
    Date: dateOf(entry),
    Tags: entry.tags,
    Text: content.text ?? "",
    HTML: content.html ?? "",
    Size: entry.sizeBytes,
    Inline: parts.filter((part) => !part.attachment).map(partView),
    Attachments: parts.filter((part) => part.attachment).map(partView),
  };
}

/** Go's canonical form of a header name, which Mailpit's keys have: Message-Id, Content-Type. */
const canonicalKey = (key: string) =>
  key.toLowerCase().replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());

/** The header section of a message: everything before its first empty line. */
function headerSection(source: Buffer): string {
  const ends = [source.indexOf("\r\n\r\n"), source.indexOf("\n\n")].filter((at) => at !== -1);
  return source.subarray(0, ends.length > 0 ? Math.min(...ends) : source.length).toString("utf8");
}

/**
 * GET /api/v1/message/{ID}/headers: every header of the message, keys sorted, values in order
 * and unfolded, as written (encoded words are not decoded, as in Mailpit). Only the header
 * section is read.
 */
export async function messageHeaders(deps: Deps, caller: Caller, entry: MailboxEntry) {
  const section = headerSection(await sourceOf(deps, caller, entry));
  const headers = new Map<string, string[]>();
  for (const line of section.split(/\r?\n(?![ \t])/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const key = canonicalKey(line.slice(0, colon).trim());
    const value = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
    const values = headers.get(key);
    if (values) values.push(value);
    else headers.set(key, [value]);
  }
  return Object.fromEntries([...headers.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A media type as a header may carry it: type/subtype of token characters, nothing else. */
const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

/**
 * Parts a browser shows without running anything: served inline. Every other part is a download,
 * and HTML, XML and SVG (which can run script) go as application/octet-stream, as Mailpit serves
 * them.
 */
const SHOWN_INLINE =
  /^(image\/(png|jpeg|gif|webp|avif|bmp)|application\/pdf|text\/plain|text\/csv|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/;
const RUNS_SCRIPT = /html|xml|svg|xsl|javascript|ecmascript/;

/** A UTF-16 surrogate without its other half (String.prototype.toWellFormed is ES2024). */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A Content-Disposition naming a file: an ASCII fallback, and the name itself in RFC 8187 form.
 * A sender-written name cannot break out of the header (no quote, backslash or control
 * character reaches it) or make encodeURIComponent throw (a lone surrogate is replaced first).
 */
export function dispositionOf(kind: "inline" | "attachment", name: string): string {
  const wellFormed = name.slice(0, 200).replace(LONE_SURROGATES, "\uFFFD");
  const ascii = wellFormed.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(wellFormed)}`;
}

/** GET /api/v1/message/{ID}/part/{PartID}: one attachment or inline part, decoded. */
export async function messagePart(deps: Deps, caller: Caller, entry: MailboxEntry, partId: string) {
  const part = (await partsOf(deps, caller, entry)).find((candidate) => candidate.partId === partId);
  if (!part) throw notFound(`No part ${partId.slice(0, 40)} in this message.`, { field: "PartID" });
  const written = part.contentType.toLowerCase();
  const type = MEDIA_TYPE.test(written) && !RUNS_SCRIPT.test(written) ? written : "application/octet-stream";
  return {
    contentType: type,
    disposition: dispositionOf(
      SHOWN_INLINE.test(type) ? "inline" : "attachment",
      part.fileName || part.contentId || partId,
    ),
    content: part.content,
  };
}

/** The checks of Proofbox's that read an email's HTML: what the HTML check answers with. */
const HTML_CHECKS = [sizeCheck, imagesOnlyCheck, layoutCheck, plainTextCheck];

/**
 * GET /api/v1/message/{ID}/html-check, answered from Proofbox's own checks of the HTML (size,
 * images_only, layout, plain_text; docs/checks.md) in Mailpit's shape: a check that fails is
 * an unsupported warning, one that warns a partial one. Proofbox has no per-client support data,
 * so Results and Platforms are empty.
 */
export async function htmlCheck(deps: Deps, caller: Caller, entry: MailboxEntry, docsUrl: string) {
  const content = await contentOf(deps, entry);
  const record = await deps.store.emails.checkRecord(entry.addressId, entry.id);
  if (!content.html || !record) throw invalidRequest("ID", "message does not contain HTML");
  const input = {
    facts: record.facts,
    verdicts: record.verdicts,
    links: [],
    hasCode: false,
    expiresAt: null,
    devHosts: [],
  };
  const results: CheckResult[] = HTML_CHECKS.map((check) => check(input)).filter((check) => check.status !== "skip");
  const share = (status: CheckResult["status"]) =>
    results.length === 0 ? 0 : (100 * results.filter((check) => check.status === status).length) / results.length;
  const unsupported = share("fail");
  const partial = share("warn");
  return {
    Platforms: {},
    Total: {
      Nodes: (content.html.match(/<[a-zA-Z]/g) ?? []).length,
      Tests: results.length,
      Supported: 100 - unsupported - partial,
      Partial: partial,
      Unsupported: unsupported,
    },
    Warnings: results
      .filter((check) => check.status !== "pass")
      .map((check) => ({
        Slug: `proofbox-${check.check.replace(/_/g, "-")}`,
        Title: check.check,
        Description: check.detail,
        URL: docsUrl,
        Category: "html" as const,
        Tags: [],
        Keywords: "",
        Results: [],
        NotesByNumber: {},
        Score: {
          Found: 1,
          Supported: 0,
          Partial: check.status === "warn" ? 100 : 0,
          Unsupported: check.status === "fail" ? 100 : 0,
        },
      })),
  };
}

/** At most this many links are listed, as Proofbox's extraction reads at most so many. */
const MAX_CHECKED_LINKS = 500;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * The links Mailpit's link check lists: the http(s) targets of the HTML's href and src
 * attributes, then the http(s) URLs of the text, each once, in order of appearance.
 */
function linksIn(html: string, text: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const url = (match[1] ?? match[2] ?? match[3] ?? "")
      .trim()
      .replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
    if (/^https?:\/\//i.test(url)) found.add(url);
    if (found.size >= MAX_CHECKED_LINKS) return [...found];
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) {
    found.add(match[0]);
    if (found.size >= MAX_CHECKED_LINKS) break;
  }
  return [...found];
}

/**
 * GET /api/v1/message/{ID}/link-check. Proofbox never follows a link in mail, so no link is
 * fetched: each is listed with StatusCode 0 and a Status that says why, and Errors counts the
 * links no recipient could open (to a local or private address that is no dev host of the
 * project). Opening the check marks the email read, as in Mailpit.
 */
export async function linkCheck(deps: Deps, caller: Caller, found: MailboxEntry) {
  const entry = await markRead(deps, caller, found);
  const content = await contentOf(deps, entry);
  const urls = linksIn(content.html ?? "", content.text ?? "");
  const links = urls.map((url) => {
    const host = toHost(url);
    const local = host !== null && isLocalHost(host) && !isDevHost(host, caller.project.devHosts);
    return {
      URL: url,
      StatusCode: 0,
      Status: local
        ? `not reachable: ${host} is a local or private address`
        : "not fetched: Proofbox does not follow links in mail",
    };
  });
  return { Errors: links.filter((link) => link.Status.startsWith("not reachable")).length, Links: links };
}
