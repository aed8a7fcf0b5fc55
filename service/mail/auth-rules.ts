import { getDomain } from "tldts";
import type { VerdictResult } from "../wire/checks.js";

/**
 * Where mailauth's answers and the RFCs part ways, the RFCs decide: what a DKIM signature that
 * mailauth calls "neutral" really is, and DMARC alignment and policy (mailauth matches strict
 * alignment by organizational domain, and applies a policy it cannot read).
 */

/**
 * A signature mailauth sets aside as "neutral", by its comment, as RFC 6376 6.1 reads it: a body
 * hash that does not match or an expired signature does not verify (PERMFAIL); a key that is not
 * published or not usable cannot be checked (permerror). Other neutral answers stay neutral.
 */
export function dkimOutcome(
  result: VerdictResult,
  comment: string | undefined,
): { result: VerdictResult; reason: string | null } {
  if (result !== "neutral") return { result, reason: null };
  switch (comment) {
    case "body hash did not verify":
      return { result: "fail", reason: "the body changed after signing" };
    case "expired":
      return { result: "fail", reason: "the signature has expired" };
    case "invalid expiration":
      return { result: "fail", reason: "its expiry lies before its signing time" };
    case "no key":
      return { result: "permerror", reason: "no key is published for it" };
    case "unknown key version":
    case "unknown key type":
    case "invalid public key":
      return { result: "permerror", reason: "its published key cannot be used" };
    default:
      return { result, reason: null };
  }
}

const ORGANIZATIONAL = { allowIcannDomains: true, allowPrivateDomains: true };
const normal = (domain: string) => domain.toLowerCase().replace(/\.$/, "");
const organizational = (domain: string) => getDomain(domain, ORGANIZATIONAL) ?? domain;

/** RFC 7489 3.1: strict alignment wants the very name; relaxed, the same organizational domain. */
export function aligns(fromDomain: string, domain: string, strict: boolean): boolean {
  const from = normal(fromDomain);
  const other = normal(domain);
  return strict ? from === other : organizational(from) === organizational(other);
}

const POLICIES = new Set(["none", "quarantine", "reject"]);

export interface DmarcRecordFound {
  /** The policy that applies: sp for a subdomain under the organizational record, else p. */
  policy: string | undefined;
  /** The record's text. */
  record: string;
}

/**
 * The DMARC verdict of a From domain under the record found for it (RFC 7489 6.6): pass when
 * SPF's or a passing signature's domain aligns as the record's adkim/aspf say; a record without a
 * readable policy cannot be used (permerror: 6.6.3 applies no DMARC processing), so no policy
 * applies to it.
 */
export function judgeDmarc(
  fromDomain: string,
  found: DmarcRecordFound,
  spfDomains: string[],
  dkimDomains: string[],
): { result: VerdictResult; reason: string } {
  const tags = new Map(
    found.record.split(";").map((tag) => {
      const equals = tag.indexOf("=");
      return [
        tag.slice(0, equals).trim().toLowerCase(),
        tag
          .slice(equals + 1)
          .trim()
          .toLowerCase(),
      ] as const;
    }),
  );
  let policy = found.policy?.trim().toLowerCase();
  if (!policy || !POLICIES.has(policy)) {
    // 6.6.3 step 6: without a valid policy, a record with a reporting address acts as p=none;
    // any other applies no DMARC processing (it cannot be used).
    if (!tags.get("rua")) return { result: "permerror", reason: "the record has no valid policy (p=)" };
    policy = "none";
  }
  const strictSpf = tags.get("aspf") === "s";
  const strictDkim = tags.get("adkim") === "s";
  const aligned =
    spfDomains.some((domain) => aligns(fromDomain, domain, strictSpf)) ||
    dkimDomains.some((domain) => aligns(fromDomain, domain, strictDkim));
  return { result: aligned ? "pass" : "fail", reason: `policy ${policy}` };
}
