import { getDomain } from "tldts";

/**
 * The `service` filter of waits, counts and /none: a sender matches by its name (any case), its
 * exact domain, or any host of the same registrable domain by the public suffix list
 * ("supabase.io" and "auth.supabase.io" both match "mail.app.supabase.io"; a public suffix such
 * as "co.uk" has no registrable domain and matches only a sender named or at exactly that).
 * Stores match with `ServiceKey` columns; `serviceMatches` is the same rule over one email in
 * memory (for hints). Keep the two together.
 */
export interface ServiceKey {
  /** The filter, lower case: compared with the sender's name and domain. */
  wanted: string;
  /** Its registrable domain, or null when it has none (a bare name, a public suffix). */
  site: string | null;
}

/** The registrable domain of a host ("mail.app.supabase.io" -> "supabase.io"), or null. */
export function registrableDomain(host: string | null): string | null {
  return host ? getDomain(host.toLowerCase()) : null;
}

export function serviceKey(filter: string): ServiceKey {
  const wanted = filter.trim().toLowerCase();
  return { wanted, site: registrableDomain(wanted) };
}

export function serviceMatches(filter: string, service: string | null, serviceDomain: string | null): boolean {
  const { wanted, site } = serviceKey(filter);
  if (!wanted) return true;
  if (service && service.toLowerCase() === wanted) return true;
  if (!serviceDomain) return false;
  const domain = serviceDomain.toLowerCase();
  return domain === wanted || (site !== null && registrableDomain(domain) === site);
}
