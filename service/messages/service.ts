import type { Call } from "../caller.js";
import type { Deps } from "../deps.js";
import type { ResolvedAddress } from "../inbox/address-lookup.js";
import { withCleanHtml } from "../inbox/clean-on-read.js";
import { emailQueryOf } from "../inbox/email-filter.js";
import { countedSubtypes } from "../inbox/match-items.js";
import { toEmailSummary } from "../inbox/serialize.js";
import { COUNT_EMAILS_LISTED } from "../limits.js";
import type { CountQuery, CountResult, Message, MessagesQuery } from "../wire/messages.js";
import { toMessage } from "./serialize.js";

/** The address's mail with its codes and links, newest first; content only when asked for. */
export async function listMessages(deps: Deps, address: ResolvedAddress, query: MessagesQuery): Promise<Message[]> {
  const emails = await deps.store.emails.listForAddress(address.record.id, { tag: address.tag, limit: query.limit });
  const include = new Set(query.include ?? []);
  if (!include.has("html")) return emails.map((email) => toMessage(email, include));
  return (await withCleanHtml(deps, emails)).map((email) => toMessage(email, include));
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
