import type { AccountFilter, AddressRecord } from "../store.js";

/**
 * What the address and pool stores share: the row of an address as PostgreSQL returns it, its
 * record, and the WHERE conditions of an account filter. The queries name the addresses table `a`.
 */

/** Whether the address `a` has a saved password (the secret under the label password). */
export const HAS_PASSWORD = "EXISTS (SELECT 1 FROM secrets s WHERE s.address_id = a.id AND s.label = 'password')";

/** The columns of a full record: every column of `a` and its has_password flag. */
export const ADDRESS_COLUMNS = `a.*, ${HAS_PASSWORD} AS has_password`;

export const SELECT_ADDRESS = `SELECT ${ADDRESS_COLUMNS} FROM addresses a`;

/** A row of ADDRESS_COLUMNS: BIGINT times arrive as numbers, tags (JSONB) already parsed. */
export type AddressRow = {
  id: string;
  project_id: string;
  address: string;
  label: string | null;
  notes: string | null;
  tags: string[];
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  date_of_birth: string | null;
  country: string | null;
  site: string | null;
  environment: string | null;
  created_at: number;
  expires_at: number;
  email_count: number;
  last_email_at: number | null;
  checkout_until: number | null;
  last_used_at: number | null;
  has_password: boolean;
};

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

export function toAddress(row: AddressRow): AddressRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    address: row.address,
    label: row.label,
    notes: row.notes,
    tags: row.tags,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    dateOfBirth: row.date_of_birth,
    country: row.country,
    site: row.site,
    environment: row.environment,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    emailCount: row.email_count,
    lastEmailAt: dateOrNull(row.last_email_at),
    hasPassword: row.has_password,
    checkoutUntil: dateOrNull(row.checkout_until),
    lastUsedAt: dateOrNull(row.last_used_at),
  };
}

/**
 * The parameters of one query: `add` keeps a value and answers its placeholder ($1, $2, ...), so
 * conditions can be assembled in any order without counting placeholders by hand.
 */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether any of the texts holds what PostgreSQL cannot store: NUL (in text or JSON) or a lone
 * surrogate (in JSON). No stored value equals or contains such a text, and sending one is an
 * error, so a lookup or filter with one finds nothing without asking the database.
 */
export function unstorable(...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => typeof text === "string" && (text.includes("\u0000") || LONE_SURROGATE.test(text)));
}

/** Escapes LIKE wildcards so a search for "100%" finds that text and nothing else. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SEARCHED = ["a.address", "a.label", "a.notes", "a.first_name", "a.last_name", "a.username"];

/**
 * The WHERE conditions (on addresses `a`) of an account filter, shared by list, checkout and
 * sign-in; every one must hold. Values go into `params`.
 */
export function accountConditions(projectId: string, filter: AccountFilter, params: Params): string[] {
  const where = [`a.project_id = ${params.add(projectId)}`];
  const { tags = [], country, bornOnOrBefore, bornOnOrAfter, search, site, environment } = filter;
  if (unstorable(...tags, country, bornOnOrBefore, bornOnOrAfter, search, site, environment))
    return [...where, "FALSE"];
  // Containment answers "has every tag" in one condition the GIN index on tags serves.
  if (filter.tags && filter.tags.length > 0) where.push(`a.tags @> ${params.add(JSON.stringify(filter.tags))}::jsonb`);
  if (filter.country) where.push(`a.country = ${params.add(filter.country.toUpperCase())}`);
  // Dates of birth are YYYY-MM-DD text, so text order is date order; no date of birth, no age.
  if (filter.bornOnOrBefore) where.push(`a.date_of_birth <= ${params.add(filter.bornOnOrBefore)}`);
  if (filter.bornOnOrAfter) where.push(`a.date_of_birth >= ${params.add(filter.bornOnOrAfter)}`);
  if (filter.hasPassword !== undefined) where.push(`${filter.hasPassword ? "" : "NOT "}${HAS_PASSWORD}`);
  if (filter.search) {
    const pattern = params.add(likePattern(filter.search));
    where.push(`(${SEARCHED.map((column) => `LOWER(${column}) LIKE ${pattern} ESCAPE '\\'`).join(" OR ")})`);
  }
  if (filter.site) where.push(`a.site = ${params.add(filter.site)}`);
  if (filter.environment) where.push(`a.environment = ${params.add(filter.environment)}`);
  return where;
}
