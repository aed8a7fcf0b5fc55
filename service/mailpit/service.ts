import type { Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError, invalidRequest, notFound } from "../errors.js";
import { withCleanHtml } from "../inbox/clean-on-read.js";
import type { MailboxEntry, MailboxSelection } from "../store/store.js";
import { parseSearch, matches, readsText, type SearchTerm } from "./search.js";
import { listItem, searchableOf } from "./view.js";

/**
 * The operations of the Mailpit-compatible API on a project's mail (docs/mailpit.md). A caller's
 * key sees its own project's mail only. Every read first waits for the mail already accepted, as
 * every read of Proofbox's own API does.
 */

/** Emails read from the store per step of a search: what a search holds at once. */
const SCAN_BATCH = 500;

export interface Paging {
  start: number;
  limit: number;
}

export interface SearchInput {
  query: string;
  tz?: string | undefined;
}

/** The terms of a query; a query with no term is refused, as Mailpit refuses it. */
function termsOf(deps: Deps, input: SearchInput): Promise<SearchTerm[]> {
  if (input.query.trim() === "")
    throw invalidRequest("query", "no search query: give one, such as to:someone@example.com");
  return parseSearch(input.query, { tz: input.tz, now: deps.clock.now() });
}

/**
 * Calls `visit` with every email of the project that matches `terms`, newest first, reading the
 * project in batches: memory stays one batch whatever the mailbox holds. A plain word reads the
 * texts of a batch, once.
 */
async function eachMatch(
  deps: Deps,
  caller: Caller,
  terms: readonly SearchTerm[],
  /** Answers "stop" when it has seen all it wants. */
  visit: (entry: MailboxEntry) => void | "stop",
): Promise<void> {
  const projectId = caller.project.id;
  const needsText = readsText(terms);
  let after: string | null = null;
  do {
    const batch = await deps.store.mailbox.scan(projectId, after, SCAN_BATCH);
    const texts = needsText
      ? await deps.store.mailbox.texts(
          projectId,
          batch.entries.map((entry) => entry.id),
        )
      : new Map<string, string>();
    const text = (entry: MailboxEntry) => () => texts.get(entry.id) ?? "";
    for (const entry of batch.entries)
      if (matches(terms, searchableOf(entry, text(entry))) && visit(entry) === "stop") return;
    after = batch.next;
    // The embedded store answers without yielding: between batches, SMTP and other requests run.
    if (after !== null) await new Promise((resolve) => setImmediate(resolve));
  } while (after !== null);
}

async function summaryOf(
  deps: Deps,
  caller: Caller,
  entries: MailboxEntry[],
  counts: { count: number; unread: number },
  start: number,
  mailbox?: { total: number; unread: number },
) {
  const projectId = caller.project.id;
  const [texts, totals, tags] = await Promise.all([
    deps.store.mailbox.texts(
      projectId,
      entries.map((entry) => entry.id),
    ),
    mailbox ?? deps.store.mailbox.counts(projectId),
    projectTags(deps, caller),
  ]);
  return {
    total: totals.total,
    unread: totals.unread,
    count: entries.length,
    messages_count: counts.count,
    messages_unread: counts.unread,
    start,
    tags,
    messages: entries.map((entry) => listItem(entry, texts.get(entry.id))),
  };
}

/** GET /api/v1/messages: the project's mail, newest first. */
export async function listMessages(deps: Deps, caller: Caller, paging: Paging) {
  await deps.intake.projectSettled(caller.project.id);
  const [entries, totals] = await Promise.all([
    deps.store.mailbox.page(caller.project.id, paging.start, paging.limit),
    deps.store.mailbox.counts(caller.project.id),
  ]);
  return summaryOf(deps, caller, entries, { count: totals.total, unread: totals.unread }, paging.start, totals);
}

/** GET /api/v1/search: the emails that match, newest first; the counts are of every match. */
export async function searchMessages(deps: Deps, caller: Caller, input: SearchInput & Paging) {
  const terms = await termsOf(deps, input);
  await deps.intake.projectSettled(caller.project.id);
  const page: MailboxEntry[] = [];
  let count = 0;
  let unread = 0;
  await eachMatch(deps, caller, terms, (entry) => {
    if (count >= input.start && page.length < input.limit) page.push(entry);
    count++;
    if (entry.readAt === null) unread++;
  });
  return summaryOf(deps, caller, page, { count, unread }, input.start);
}

async function matchingIds(deps: Deps, caller: Caller, input: SearchInput): Promise<string[]> {
  const terms = await termsOf(deps, input);
  await deps.intake.projectSettled(caller.project.id);
  const ids: string[] = [];
  await eachMatch(deps, caller, terms, (entry) => void ids.push(entry.id));
  return ids;
}

/** DELETE /api/v1/search. */
export async function deleteBySearch(deps: Deps, caller: Caller, input: SearchInput): Promise<void> {
  const ids = await matchingIds(deps, caller, input);
  if (ids.length > 0) await deps.store.mailbox.remove(caller.project.id, { ids });
}

/** DELETE /api/v1/messages: the emails named, or all of the project's without IDs. */
export async function deleteMessages(deps: Deps, caller: Caller, ids: readonly string[] | undefined): Promise<void> {
  await deps.intake.projectSettled(caller.project.id);
  const which: MailboxSelection = ids && ids.length > 0 ? { ids } : "all";
  await deps.store.mailbox.remove(caller.project.id, which);
}

/** PUT /api/v1/messages: read or unread, for the emails named, those a search finds, or all. */
export async function setReadStatus(
  deps: Deps,
  caller: Caller,
  input: { ids?: readonly string[] | undefined; search?: string | undefined; read: boolean; tz?: string | undefined },
): Promise<void> {
  const { ids, search } = input;
  if (ids && ids.length > 0 && search) throw invalidRequest("Search", "give either IDs or a search query, not both");
  let which: MailboxSelection = "all";
  if (ids && ids.length > 0) which = { ids };
  else if (search) which = { ids: await matchingIds(deps, caller, { query: search, tz: input.tz }) };
  else await deps.intake.projectSettled(caller.project.id);
  if (which !== "all" && which.ids.length === 0) return;
  await deps.store.mailbox.setRead(caller.project.id, which, input.read ? deps.clock.now() : null);
}

/**
 * The email an ID names: an email id of the project, or "latest" (the newest, or the newest
 * that matches `query` when one is given).
 */
export async function resolveMessage(
  deps: Deps,
  caller: Caller,
  id: string,
  search?: SearchInput,
): Promise<MailboxEntry> {
  await deps.intake.projectSettled(caller.project.id);
  let entry: MailboxEntry | null | undefined;
  if (id === "latest") {
    if (search && search.query.trim() !== "") {
      await eachMatch(deps, caller, await termsOf(deps, search), (match) => {
        entry = match;
        return "stop";
      });
    } else {
      entry = (await deps.store.mailbox.page(caller.project.id, 0, 1))[0];
    }
  } else {
    entry = await deps.store.mailbox.entry(caller.project.id, id);
  }
  if (!entry) throw notFound("Message not found", { field: "ID", id: id.slice(0, 200) });
  return entry;
}

/** Marks an email read, as Mailpit does when a client opens it; resolves the entry as it now is. */
export async function markRead(deps: Deps, caller: Caller, entry: MailboxEntry): Promise<MailboxEntry> {
  if (entry.readAt !== null) return entry;
  const at = deps.clock.now();
  await deps.store.mailbox.setRead(caller.project.id, { ids: [entry.id] }, at);
  return { ...entry, readAt: at };
}

/** The stored email with its HTML cleaned (as every reader of HTML gets it). */
export async function contentOf(deps: Deps, entry: MailboxEntry) {
  const email = await deps.store.emails.get(entry.addressId, entry.id);
  if (!email) throw notFound("Message not found", { field: "ID", id: entry.id });
  return (await withCleanHtml(deps, [email]))[0]!;
}

/**
 * Tags as Mailpit keeps them: letters, digits, "-", "_", "." and spaces; every other character
 * becomes a space, runs of spaces one. Empty after that: no tag.
 */
export function cleanTag(tag: string): string {
  return tag
    .replace(/[^a-zA-Z0-9\-_. ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every tag of the project's mail, sorted as Mailpit sorts them (case aside). */
export async function projectTags(deps: Deps, caller: Caller): Promise<string[]> {
  const tags = await deps.store.mailbox.tags(caller.project.id);
  return tags
    .map(({ tag }) => tag)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b));
}

/**
 * PUT /api/v1/tags: replaces the tags of the emails named. A tag is matched to the project's
 * existing tags without regard to case; the existing spelling wins, as in Mailpit.
 */
export async function setTags(
  deps: Deps,
  caller: Caller,
  ids: readonly string[],
  tags: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const existing = new Map((await projectTags(deps, caller)).map((tag) => [tag.toLowerCase(), tag]));
  const wanted = new Map<string, string>();
  for (const raw of tags) {
    const tag = cleanTag(raw);
    if (tag === "") continue;
    const key = tag.toLowerCase();
    if (!wanted.has(key)) wanted.set(key, existing.get(key) ?? tag);
  }
  await deps.store.mailbox.setTags(caller.project.id, ids, [...wanted.values()]);
}

/** The project's own spelling of a tag, found without regard to case. */
async function existingTag(deps: Deps, caller: Caller, tag: string): Promise<string | undefined> {
  const key = tag.toLowerCase();
  return (await projectTags(deps, caller)).find((known) => known.toLowerCase() === key);
}

/** PUT /api/v1/tags/{tag}. */
export async function renameTag(deps: Deps, caller: Caller, from: string, to: string): Promise<void> {
  const name = cleanTag(to);
  if (name === "") throw invalidRequest("Name", `invalid tag name: ${to.slice(0, 100)}`);
  const current = await existingTag(deps, caller, from);
  if (!current) throw invalidRequest("tag", `tag not found: ${from.slice(0, 100)}`);
  if (current === name) return;
  const taken = await existingTag(deps, caller, name);
  if (taken && taken.toLowerCase() !== current.toLowerCase())
    throw invalidRequest("Name", `tag already exists: ${name}`);
  await deps.store.mailbox.renameTag(caller.project.id, current, name);
}

/** DELETE /api/v1/tags/{tag}: the tag goes; the emails stay. */
export async function deleteTag(deps: Deps, caller: Caller, tag: string): Promise<void> {
  const current = await existingTag(deps, caller, tag);
  if (!current) throw invalidRequest("tag", `tag not found: ${tag.slice(0, 100)}`);
  await deps.store.mailbox.deleteTag(caller.project.id, current);
}

/** A feature Mailpit has that Proofbox does not offer, answered as Mailpit answers with it off. */
export const notEnabled = (feature: string, field: string) =>
  new ApiError("invalid_request", `${feature} is not enabled`, { field });
