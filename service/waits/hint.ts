import type { Limits } from "../config.js";
import { type MailFilter, emailPasses } from "../inbox/email-filter.js";
import { type ItemQuery, itemsOf } from "../inbox/match-items.js";
import { describeRefusals, plural } from "../inbox/refusals.js";
import { describeUnread } from "../inbox/unread.js";
import type { AddressRecord, EmailMeta, RefusalRecord } from "../store/store.js";

function wanted(query: ItemQuery): string {
  if (query.type === "code") return query.subtypes.includes("coupon") ? "coupon code" : "one-time code";
  const kinds = query.subtypes.length >= 5 ? "link" : `${query.subtypes.join(" or ")} link`;
  return query.app === true ? `app ${kinds}` : query.app === false ? `web ${kinds}` : kinds;
}

/**
 * Why a wait found nothing, the likeliest cause first: expiry, refusals, mail that arrived but
 * did not fit the query (and how), or no mail at all and what to check in the app.
 */
export function waitHint(input: {
  address: AddressRecord;
  /** The address's mail since `since`, newest first, whatever the filter. */
  emails: EmailMeta[];
  refusals: RefusalRecord[];
  query: ItemQuery;
  filter: MailFilter;
  since: Date;
  unused: boolean;
  limits: Limits;
  now: Date;
  smtpEndpoint: string;
}): string {
  const { address, emails, query, filter, since } = input;
  const parts: string[] = [];
  if (address.expiresAt.getTime() <= input.now.getTime())
    parts.push(`This address expired at ${address.expiresAt.toISOString()} and refuses new mail.`);
  parts.push(...describeRefusals(input.refusals, input.limits));
  // Mail that was not read may well have held what the wait wanted.
  parts.push(...describeUnread(emails));
  const what = wanted(query);
  if (emails.length === 0) {
    if (parts.length === 0)
      parts.push(
        `No email arrived since ${since.toISOString()}. Check that the app sends to ${address.address} through Proofbox's SMTP server (${input.smtpEndpoint}), that its email provider is not in sandbox or test mode, that its mail queue or worker is running, and that \`since\` is not later than the action that sends the email.`,
      );
    return parts.join(" ");
  }
  const toVariant =
    filter.tag === null ? emails : emails.filter((e) => emailPasses(e, { tag: filter.tag, service: null }));
  const fromService = toVariant.filter((e) => emailPasses(e, { tag: null, service: filter.service }));
  const withWanted = fromService.filter((e) => itemsOf(e, query).length > 0);
  if (toVariant.length === 0) {
    parts.push(
      `${plural(emails.length, "email")} arrived since ${since.toISOString()}, none to the variant +${filter.tag}; a wait on a plus-tag variant sees only mail sent to that variant.`,
    );
  } else if (fromService.length === 0) {
    // Domains, not the names senders write: a hint may reach an agent, which must see no mail content.
    const senders = [...new Set(toVariant.map((e) => e.serviceDomain ?? "an unknown sender"))].slice(0, 3);
    parts.push(
      `${plural(toVariant.length, "email")} arrived since ${since.toISOString()}, none from "${filter.service}" (they came from ${senders.join(", ")}).`,
    );
  } else if (withWanted.length === 0) {
    const kinds = new Set(
      fromService.flatMap((e) => [
        ...e.codes.map((c) => `${c.subtype} code`),
        ...e.links.map((l) => `${l.subtype} link`),
      ]),
    );
    parts.push(
      `${plural(fromService.length, "email")} arrived since ${since.toISOString()} without a ${what}${kinds.size > 0 ? `; they carried: ${[...kinds].slice(0, 5).join(", ")}` : "; no code or link was found in them"}.`,
    );
  } else if (input.unused) {
    parts.push(
      `${plural(withWanted.length, "email")} with a ${what} arrived since ${since.toISOString()}, but every one was already returned by an earlier wait (unused=true skips those).`,
    );
  }
  return parts.join(" ");
}
