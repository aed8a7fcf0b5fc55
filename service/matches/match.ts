import { serviceMatches } from "../mail/extract/sender.js";
import type { EmailMeta, StoredCode, StoredLink, UsedKey } from "../store/store.js";

/**
 * A Match: one code or link of one email, and nothing else from it. This module decides which
 * codes and links of an email a query wants, in the order it wants them.
 */
export type LinkKind = StoredLink["subtype"];
export const VERIFICATION_LINKS: readonly LinkKind[] = ["verify", "magic_signin", "invite", "reset"];

export type MatchItem =
  | { type: "code"; subtype: StoredCode["subtype"]; value: string; key: UsedKey }
  | { type: "link"; subtype: LinkKind; value: string; app: boolean; key: UsedKey };

export interface CodeQuery {
  type: "code";
  subtypes: readonly StoredCode["subtype"][];
}

export interface LinkQuery {
  type: "link";
  subtypes: readonly LinkKind[];
  /** true: app links only; false: web links only; null: either, web first. */
  app: boolean | null;
}

export type ItemQuery = CodeQuery | LinkQuery;

export interface EmailFilter {
  /** Only mail sent to this plus tag (a wait on a variant); null: all mail of the address. */
  tag: string | null;
  service: string | null;
}

export const codeKey = (value: string): UsedKey => `code:${value}`;
export const linkKey = (url: string): UsedKey => `link:${url}`;

/** The plus tag the sender used, lower case, or null. */
export function recipientTag(recipient: string): string | null {
  const local = recipient.slice(0, recipient.lastIndexOf("@")).toLowerCase();
  const plus = local.indexOf("+");
  return plus === -1 ? null : local.slice(plus + 1);
}

export function emailPasses(email: EmailMeta, filter: EmailFilter): boolean {
  if (filter.tag !== null && recipientTag(email.recipient) !== filter.tag) return false;
  if (filter.service !== null && !serviceMatches(filter.service, email.service, email.serviceDomain)) return false;
  return true;
}

/** The codes or links of one email that a query wants, best first. */
export function itemsOf(email: EmailMeta, query: ItemQuery): MatchItem[] {
  if (query.type === "code") {
    return email.codes
      .filter((code) => query.subtypes.includes(code.subtype))
      .map((code) => ({ type: "code", subtype: code.subtype, value: code.value, key: codeKey(code.value) }));
  }
  const links = email.links.filter(
    (link) => query.subtypes.includes(link.subtype) && (query.app === null || link.app === query.app),
  );
  // Links are stored best first with web before app within a kind; keep that order.
  return links.map((link) => ({
    type: "link",
    subtype: link.subtype,
    value: link.url,
    app: link.app,
    key: linkKey(link.url),
  }));
}

/**
 * The email's main code or link, which summaries and `latest` show: a one-time code, else a
 * verification link, else a coupon, else any other link.
 */
export function mainItem(email: EmailMeta): MatchItem | null {
  return (
    itemsOf(email, { type: "code", subtypes: ["otp"] })[0] ??
    itemsOf(email, { type: "link", subtypes: VERIFICATION_LINKS, app: null })[0] ??
    itemsOf(email, { type: "code", subtypes: ["coupon"] })[0] ??
    itemsOf(email, { type: "link", subtypes: ["other"], app: null })[0] ??
    null
  );
}

/** The Match resource exactly as the spec spells it. */
export function toMatchResponse(address: string, email: EmailMeta, item: MatchItem): Record<string, unknown> {
  return {
    address,
    type: item.type,
    subtype: item.subtype,
    value: item.value,
    service: email.service,
    service_domain: email.serviceDomain,
    received_at: email.receivedAt.toISOString(),
    expires_at: email.expiresAt?.toISOString() ?? null,
    email_id: email.id,
  };
}
