import type { Deps } from "../deps.js";
import type { AddressRecord, EmailMeta, EmailQuery } from "../store/store.js";
import { type ItemQuery, itemsOf, type MatchItem } from "../inbox/match-items.js";

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
 * The newest code or link the query wants, marked used. The store reads only emails of the
 * variant and sender asked for that carry such an item. With `unused`, one already used is
 * skipped, and marking is atomic: of two waits after the same unused code, one gets it.
 */
export async function takeNewestMatch(
  deps: Pick<Deps, "store" | "clock">,
  address: AddressRecord,
  request: { items: ItemQuery; emails: EmailQuery; unused: boolean },
): Promise<Found | null> {
  const query: EmailQuery = { ...request.emails, subtypes: request.items.subtypes };
  let offset = 0;
  for (let page = 0; ; page++) {
    const limit = PAGE_SIZES[page] ?? LAST_PAGE_SIZE;
    const emails = await deps.store.emails.listMeta(address.id, { ...query, limit, offset });
    for (const email of emails) {
      for (const item of itemsOf(email, request.items)) {
        const markedNow = await deps.store.emails.markUsed(email.id, item.key, deps.clock.now());
        if (request.unused && !markedNow) continue;
        return { email, item };
      }
    }
    if (emails.length < limit) return null;
    offset += limit;
  }
}
