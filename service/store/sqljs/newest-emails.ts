import { type EmailIndexKeys, subtypeMask } from "../email-index.js";
import type { EmailMeta, EmailQuery } from "../store.js";

/**
 * The newest few emails of the addresses read lately, kept beside the embedded store so that a
 * wait's first page (almost always its answer) is read without SQLite. Through sql.js that page
 * cost about 80 µs of a 470 µs `GET /code` under load: a search of the index, a row lookup per
 * email and a call into WebAssembly per column (docs/performance.md).
 *
 * What is kept is exact, never a guess: this process is the embedded store's only writer, the
 * store tells this cache of every email it commits, and it forgets an address whose emails it
 * deletes. A page the kept emails cannot answer in full is read from SQLite.
 */

/** An email as kept: its meta (frozen, since every reader shares it) and its filter columns. */
export interface KeptEmail {
  meta: EmailMeta;
  keys: EmailIndexKeys;
}

interface Newest {
  /** Newest first: latest received, then latest stored (the order of the store's reads). */
  emails: KeptEmail[];
  /** Whether `emails` are all of the address's emails, not only its newest. */
  complete: boolean;
}

/** The page `listMeta` asks for, newest first. */
export type PageQuery = EmailQuery & { limit: number; offset?: number };

/** Freezes a meta with its codes and links, so that no reader can change what another reads. */
export function frozenMeta(meta: EmailMeta): EmailMeta {
  for (const item of meta.codes) Object.freeze(item);
  for (const item of meta.links) Object.freeze(item);
  Object.freeze(meta.codes);
  Object.freeze(meta.links);
  return Object.freeze(meta);
}

/** SQL's `=` where either side may be NULL: NULL equals nothing. */
const equals = (column: string | null, value: string | null) => column !== null && column === value;

/**
 * The filters of a query other than `since`, as the store's WHERE has them (whereOf in
 * emails.ts): the plus tag, the sender by name, exact domain or registrable domain, and the
 * subtypes (an empty list matches nothing there too).
 */
function filterOf(query: EmailQuery): (email: KeptEmail) => boolean {
  const tag = query.tag ?? null;
  const service = query.service ?? null;
  const mask = query.subtypes ? subtypeMask(query.subtypes) : null;
  return ({ meta, keys }) =>
    (tag === null || equals(keys.recipientTag, tag)) &&
    (service === null ||
      equals(keys.serviceName, service.wanted) ||
      equals(meta.serviceDomain, service.wanted) ||
      equals(keys.serviceSite, service.site)) &&
    (mask === null || (keys.subtypeMask & mask) !== 0);
}

export class NewestEmails {
  /** In order of last use: a Map iterates in insertion order, and a read moves its address last. */
  private readonly byAddress = new Map<string, Newest>();

  /**
   * @param perAddress emails kept per address: a first page of a wait is 2 (waits/find.ts)
   * @param addresses addresses kept; the one read longest ago is forgotten first
   */
  constructor(
    readonly perAddress: number,
    private readonly addresses: number,
  ) {}

  isKept(addressId: string): boolean {
    return this.byAddress.has(addressId);
  }

  /**
   * The page from the kept emails, or undefined when they cannot tell it in full (the address is
   * not kept, or the page reaches past its kept emails).
   */
  page(addressId: string, query: PageQuery): EmailMeta[] | undefined {
    const newest = this.byAddress.get(addressId);
    if (!newest) return undefined;
    if (query.limit <= 0) return [];
    this.byAddress.delete(addressId);
    this.byAddress.set(addressId, newest);
    const since = query.since?.getTime() ?? 0;
    const passes = filterOf(query);
    const skip = query.offset ?? 0;
    const page: EmailMeta[] = [];
    let matched = 0;
    for (const email of newest.emails) {
      // Newest first: from here on every email, kept or not, came before `since`.
      if (email.meta.receivedAt.getTime() < since) return page;
      if (!passes(email)) continue;
      if (matched++ >= skip) page.push(email.meta);
      if (page.length === query.limit) return page;
    }
    return newest.complete ? page : undefined;
  }

  /**
   * Keeps an address's newest emails as read from the store: up to `perAddress` of them, newest
   * first, read with one more so that it is known whether they are all of them.
   */
  keep(addressId: string, newestFirst: KeptEmail[]): void {
    const complete = newestFirst.length <= this.perAddress;
    this.byAddress.set(addressId, { emails: newestFirst.slice(0, this.perAddress), complete });
    if (this.byAddress.size > this.addresses) {
      const oldest = this.byAddress.keys().next().value;
      if (oldest !== undefined) this.byAddress.delete(oldest);
    }
  }

  /** An email the store has committed. Stored last, it goes before any received at the same time. */
  stored(email: KeptEmail): void {
    const newest = this.byAddress.get(email.meta.addressId);
    if (!newest) return;
    const at = email.meta.receivedAt.getTime();
    let index = 0;
    while (index < newest.emails.length && (newest.emails[index] as KeptEmail).meta.receivedAt.getTime() > at) index++;
    if (index >= this.perAddress) {
      // Older than every kept email of a full list: the kept ones are still the newest.
      newest.complete = false;
      return;
    }
    newest.emails.splice(index, 0, email);
    if (newest.emails.length > this.perAddress) {
      newest.emails.length = this.perAddress;
      newest.complete = false;
    }
  }

  /** The address's emails were deleted, or may have been changed behind the cache. */
  forget(addressId: string): void {
    this.byAddress.delete(addressId);
  }
}
