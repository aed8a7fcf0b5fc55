import { parseAddress } from "../lib/email-address.js";
import { registrableDomain } from "../lib/service-match.js";
import type { CodeSubtype, LinkSubtype } from "../wire/enums.js";
import type { NewEmail } from "./store.js";

/**
 * The columns every backend keeps beside an email so that reads filter in their query (spec:
 * waits, counts and /none by variant, service, type and subtype): the recipient's plus tag, the
 * sender's name in lower case and registrable domain, and a bit per code or link subtype it
 * carries. Computed once on insert from the email itself.
 */
const SUBTYPE_BITS: Record<CodeSubtype | LinkSubtype, number> = {
  otp: 1,
  coupon: 2,
  verify: 4,
  magic_signin: 8,
  invite: 16,
  reset: 32,
  other: 64,
};

/** One bit per subtype: an email matches a set of subtypes when its mask shares a bit with theirs. */
export function subtypeMask(subtypes: readonly (CodeSubtype | LinkSubtype)[]): number {
  let mask = 0;
  for (const subtype of subtypes) mask |= SUBTYPE_BITS[subtype];
  return mask;
}

export interface EmailIndexKeys {
  recipientTag: string | null;
  serviceName: string | null;
  serviceSite: string | null;
  subtypeMask: number;
}

export function indexKeysOf(
  email: Pick<NewEmail, "recipient" | "service" | "serviceDomain" | "codes" | "links">,
): EmailIndexKeys {
  return {
    recipientTag: parseAddress(email.recipient)?.tag ?? null,
    serviceName: email.service?.toLowerCase() ?? null,
    serviceSite: registrableDomain(email.serviceDomain),
    subtypeMask: subtypeMask([...email.codes.map((c) => c.subtype), ...email.links.map((l) => l.subtype)]),
  };
}
