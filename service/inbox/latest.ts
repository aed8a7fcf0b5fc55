import type { Deps } from "../deps.js";
import type { AddressRecord, EmailMeta } from "../store/store.js";
import { CODE_SUBTYPES, LINK_SUBTYPES } from "../wire/enums.js";
import { mainItem, type MatchItem } from "./match-items.js";

const ANY_SUBTYPE = [...CODE_SUBTYPES, ...LINK_SUBTYPES];

/** The newest code or link of any kind, for the Address resource's `latest`. */
export async function latestMatch(
  deps: Pick<Deps, "store">,
  address: AddressRecord,
): Promise<{ email: EmailMeta; item: MatchItem } | null> {
  if (address.emailCount === 0) return null;
  const [email] = await deps.store.emails.listMeta(address.id, { subtypes: ANY_SUBTYPE, limit: 1 });
  const item = email ? mainItem(email) : null;
  return email && item ? { email, item } : null;
}
