import type { Call } from "../caller.js";
import type { Deps } from "../deps.js";
import type { ResolvedAddress } from "../inbox/address-lookup.js";
import { withCleanHtml } from "../inbox/clean-on-read.js";
import { emailPasses, emailQueryOf } from "../inbox/email-filter.js";
import { countedSubtypes } from "../inbox/match-items.js";
import { toEmailSummary } from "../inbox/serialize.js";
import { COUNT_EMAILS_LISTED } from "../limits.js";
import { ApiError } from "../errors.js";
import { codeKey, linkKey } from "../inbox/match-items.js";
import type { Arrival } from "../mail/notifier.js";
import type { CountQuery, CountResult, MarkedUsed, MarkUsedBody, Message, MessagesQuery } from "../wire/messages.js";
import { ContentBudget, toMessage } from "./serialize.js";

/** The address's mail with its codes and links, newest first; content only when asked for. */
export async function listMessages(deps: Deps, address: ResolvedAddress, query: MessagesQuery): Promise<Message[]> {
  const emails = await deps.store.emails.listForAddress(address.record.id, { tag: address.tag, limit: query.limit });
  const include = new Set(query.include ?? []);
  const budget = new ContentBudget();
  if (!include.has("html")) return emails.map((email) => toMessage(email, include, budget));
  return (await withCleanHtml(deps, emails)).map((email) => toMessage(email, include, budget));
}

/** How many emails match, and the first of them, oldest first. Does not wait. Evidence: a count event. */
export async function countEmails(
  deps: Deps,
  call: Call,
  address: ResolvedAddress,
  query: CountQuery,
): Promise<CountResult> {
  const { record } = address;
  const emails = {
    ...emailQueryOf({ tag: address.tag, service: query.service ?? null }),
    since: query.since ?? null,
    subtypes: countedSubtypes(query.type, query.subtype),
  };
  const [count, listed] = await Promise.all([
    deps.store.emails.count(record.id, emails),
    deps.store.emails.listMeta(record.id, { ...emails, order: "oldest", limit: COUNT_EMAILS_LISTED }),
  ]);
  const since = query.since?.toISOString() ?? null;
  await call.evidence.record({
    kind: "count",
    address: record.address,
    failed: false,
    detail: { count, type: query.type ?? null, subtype: query.subtype ?? null, since },
  });
  return { address: record.address, since, count, emails: listed.map(toEmailSummary) };
}

/**
 * A person copied or opened a code or link in the app: it is used from now on, as if a wait had
 * returned it. Only a code or link the email really carries can be marked.
 */
export async function markUsed(deps: Deps, address: ResolvedAddress, body: MarkUsedBody): Promise<MarkedUsed> {
  const email = await deps.store.emails.get(address.record.id, body.email_id);
  // On a plus-tag variant only that variant's mail is there, as in its message list.
  if (!email || !emailPasses(email, { tag: address.tag, service: null }))
    throw new ApiError("not_found", `No email ${body.email_id} at ${address.record.address}.`);
  const carried =
    body.code !== undefined
      ? email.codes.some((code) => code.value === body.code)
      : email.links.some((link) => link.url === body.link);
  if (!carried)
    throw new ApiError(
      "not_found",
      `Email ${body.email_id} has no such ${body.code !== undefined ? "code" : "link"}; the messages list gives its codes and links.`,
    );
  const key = body.code !== undefined ? codeKey(body.code) : linkKey(body.link ?? "");
  const marked = await deps.store.emails.markUsed(email.id, key, deps.clock.now());
  return {
    address: address.record.address,
    email_id: email.id,
    ...(body.code !== undefined ? { code: body.code } : { link: body.link }),
    used: true,
    marked,
  };
}

/**
 * The address's arrivals as they happen, for the app's live view: the id and time of each new
 * email, never its content, and `resync` when arrivals may have been missed. A listener on a
 * plus-tag variant hears only that variant's mail, as a wait on it would.
 */
export function watchArrivals(
  deps: Deps,
  address: ResolvedAddress,
  send: (event: string, data: unknown) => void,
): () => void {
  let stopped = false;
  const announce = async (arrival: Arrival) => {
    // An arrival without an email: the notifier may have missed some (its PostgreSQL connection
    // came back; pg-notifier.ts), so the listener should read everything again.
    if (arrival.emailId === "") return send("resync", {});
    const email = await deps.store.emails.get(address.record.id, arrival.emailId).catch(() => null);
    if (stopped || !email) return;
    if (!emailPasses(email, { tag: address.tag, service: null })) return;
    send("email", { id: email.id, received_at: email.receivedAt.toISOString() });
  };
  const unsubscribe = deps.notifier.subscribe(address.record.id, (arrival) => void announce(arrival));
  return () => {
    stopped = true;
    unsubscribe();
  };
}
