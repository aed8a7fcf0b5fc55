import type { Deps } from "../deps.js";
import type { AddressRecord, EmailMeta } from "../store/store.js";
import { type EmailFilter, emailPasses, type ItemQuery, itemsOf, mainItem, type MatchItem } from "./match.js";

/**
 * Emails are read newest first in growing pages: the match is almost always in the newest
 * few, and an address with thousands of emails in the window is still read to the end.
 */
const PAGE_SIZES = [2, 32, 512];
const LAST_PAGE_SIZE = 4096;

export interface Found {
  email: EmailMeta;
  item: MatchItem;
}

/**
 * The newest code or link the query wants, marked used. With `unused`, one already used is
 * skipped, and marking is atomic: of two waits after the same unused code, one gets it.
 */
export async function takeNewestMatch(
  deps: Pick<Deps, "store" | "clock">,
  address: AddressRecord,
  request: { query: ItemQuery; filter: EmailFilter; since: Date; unused: boolean },
): Promise<Found | null> {
  let offset = 0;
  for (let page = 0; ; page++) {
    const limit = PAGE_SIZES[page] ?? LAST_PAGE_SIZE;
    const emails = await deps.store.emails.listMeta(address.id, { since: request.since, limit, offset });
    for (const email of emails) {
      if (!emailPasses(email, request.filter)) continue;
      for (const item of itemsOf(email, request.query)) {
        const markedNow = await deps.store.emails.markUsed(email.id, item.key, deps.clock.now());
        if (request.unused && !markedNow) continue;
        return { email, item };
      }
    }
    if (emails.length < limit) return null;
    offset += limit;
  }
}

/** The newest code or link of any kind, for the Address resource's `latest`. */
export async function latestMatch(deps: Pick<Deps, "store">, address: AddressRecord): Promise<Found | null> {
  if (address.emailCount === 0) return null;
  for (const email of await deps.store.emails.listMeta(address.id, { limit: 50 })) {
    const item = mainItem(email);
    if (item) return { email, item };
  }
  return null;
}
