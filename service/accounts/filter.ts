import type { AccountFilter } from "../store/store.js";
import { birthDateBounds } from "./age.js";

/** The account filters of the list, checkout and the checkout action, as the wire spells them. */
export interface AccountQuery {
  tag?: string[] | undefined;
  country?: string | undefined;
  min_age?: number | undefined;
  max_age?: number | undefined;
  has_password?: boolean | undefined;
  search?: string | undefined;
  site?: string | undefined;
  environment?: string | undefined;
}

/** The store's filter: ages become date-of-birth bounds on today's UTC date. */
export function accountFilterOf(query: AccountQuery, today: string): AccountFilter {
  const filter: AccountFilter = {};
  if (query.tag && query.tag.length > 0) filter.tags = query.tag;
  if (query.country) filter.country = query.country;
  if (query.min_age !== undefined) filter.bornOnOrBefore = birthDateBounds(today, query.min_age, query.min_age).latest;
  if (query.max_age !== undefined) filter.bornOnOrAfter = birthDateBounds(today, query.max_age, query.max_age).earliest;
  if (query.has_password !== undefined) filter.hasPassword = query.has_password;
  if (query.search) filter.search = query.search;
  if (query.site) filter.site = query.site;
  if (query.environment) filter.environment = query.environment;
  return filter;
}
