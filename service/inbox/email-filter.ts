import { parseAddress } from "../lib/email-address.js";
import { serviceKey, serviceMatches } from "../lib/service-match.js";
import type { EmailMeta, EmailQuery } from "../store/store.js";

/** The sender and variant terms of a read, as the caller gave them. */
export interface MailFilter {
  /** The plus tag of the address the caller wrote: only mail sent to that variant. Null: all. */
  tag: string | null;
  /** The `service` parameter: a sender by name or domain. Null: any. */
  service: string | null;
}

/** The store query for a filter (the store matches in its query; lib/service-match.ts). */
export function emailQueryOf(filter: MailFilter): EmailQuery {
  return { tag: filter.tag, service: filter.service === null ? null : serviceKey(filter.service) };
}

/** The same filter over one email in memory, for explaining why a wait found nothing. */
export function emailPasses(email: EmailMeta, filter: MailFilter): boolean {
  if (filter.tag !== null && (parseAddress(email.recipient)?.tag ?? null) !== filter.tag) return false;
  return filter.service === null || serviceMatches(filter.service, email.service, email.serviceDomain);
}
