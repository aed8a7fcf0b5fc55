import type { EmailMeta, UsedKey } from "../store/store.js";
import {
  CODE_SUBTYPES,
  type CodeSubtype,
  LINK_SUBTYPES,
  type LinkSubtype,
  VERIFICATION_SUBTYPES,
} from "../wire/enums.js";

/**
 * Which codes and links of an email a request wants, in the order it wants them. A Match is one
 * of them and nothing else from the email.
 */
export type MatchItem =
  | { type: "code"; subtype: CodeSubtype; value: string; key: UsedKey }
  | { type: "link"; subtype: LinkSubtype; value: string; app: boolean; key: UsedKey };

export interface CodeItemQuery {
  type: "code";
  subtypes: readonly CodeSubtype[];
}

export interface LinkItemQuery {
  type: "link";
  subtypes: readonly LinkSubtype[];
  /** true: app links only; false: web links only; null: either, web first. */
  app: boolean | null;
}

export type ItemQuery = CodeItemQuery | LinkItemQuery;

export const codeKey = (value: string): UsedKey => `code:${value}`;
export const linkKey = (url: string): UsedKey => `link:${url}`;

/**
 * What a count or /none `type` (with `subtype`) counts (spec, count/type semantics): type=code
 * is one-time codes (coupons excluded), type=link the four verification kinds; `any` widens to
 * every subtype of the type. Null: every email.
 */
export function countedSubtypes(
  type: "code" | "link" | undefined,
  subtypes: readonly string[] | undefined,
): readonly (CodeSubtype | LinkSubtype)[] | null {
  if (!type) return null;
  const any = subtypes?.includes("any") ?? false;
  if (type === "code") return any ? CODE_SUBTYPES : ((subtypes ?? ["otp"]) as CodeSubtype[]);
  return any ? LINK_SUBTYPES : ((subtypes ?? VERIFICATION_SUBTYPES) as LinkSubtype[]);
}

/** The codes or links of one email that a query wants, best first. */
export function itemsOf(email: Pick<EmailMeta, "codes" | "links">, query: ItemQuery): MatchItem[] {
  if (query.type === "code") {
    return email.codes
      .filter((code) => query.subtypes.includes(code.subtype))
      .map((code) => ({ type: "code", subtype: code.subtype, value: code.value, key: codeKey(code.value) }));
  }
  // Links are stored best first with web before app within a kind; keep that order.
  return email.links
    .filter((link) => query.subtypes.includes(link.subtype) && (query.app === null || link.app === query.app))
    .map((link) => ({ type: "link", subtype: link.subtype, value: link.url, app: link.app, key: linkKey(link.url) }));
}

/**
 * The email's main code or link, which summaries and `latest` show: a one-time code, else a
 * verification link, else a coupon, else any other link.
 */
export function mainItem(email: Pick<EmailMeta, "codes" | "links">): MatchItem | null {
  return (
    itemsOf(email, { type: "code", subtypes: ["otp"] })[0] ??
    itemsOf(email, { type: "link", subtypes: VERIFICATION_SUBTYPES, app: null })[0] ??
    itemsOf(email, { type: "code", subtypes: ["coupon"] })[0] ??
    itemsOf(email, { type: "link", subtypes: ["other"], app: null })[0] ??
    null
  );
}
