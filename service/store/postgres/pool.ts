import type { AccountFilter, AddressRecord, CheckoutOutcome, HoldKey, PoolStore } from "../store.js";
import {
  accountConditions,
  ADDRESS_COLUMNS,
  type AddressRow,
  HAS_PASSWORD,
  unstorable,
  Params,
  toAddress,
} from "./address-rows.js";
import type { PgDatabase, Queryable } from "./database.js";

/**
 * The pool on PostgreSQL. Every change is one statement. A checkout's pick locks its account
 * with FOR UPDATE SKIP LOCKED, so concurrent checkouts (on any instance) each take a different
 * account instead of queueing behind one; a row another statement changed meanwhile is checked
 * against the conditions again before it is taken.
 *
 * Holds are matched by `checkout_token = $n` in SQL rather than a constant-time comparison: the
 * column keeps the SHA-256 of a random token, and learning the digest by timing would not give
 * anyone a token that hashes to it.
 */

/** Free: never held, or the hold has run out. */
const free = (now: string) => `(a.checkout_until IS NULL OR a.checkout_until <= ${now})`;

type Hold = { tokenSha256: string; until: Date; now: Date };

/** The conditions of a checkout: the filter's, and living past the hold (never expiring while held). */
function checkoutConditions(
  projectId: string,
  filter: AccountFilter,
  until: Date,
): { where: string[]; params: Params } {
  const params = new Params();
  const where = accountConditions(projectId, filter, params);
  where.push(`a.expires_at > ${params.add(until.getTime())}`);
  return { where, params };
}

/** Picks and holds the least recently used free account of `where`; null when every one is held or locked. */
async function pickAndHold(db: Queryable, where: string[], params: Params, hold: Hold): Promise<AddressRecord | null> {
  const now = params.add(hold.now.getTime());
  const row = await db.one<AddressRow>(
    `WITH picked AS MATERIALIZED (
       SELECT a.id FROM addresses a
       WHERE ${where.join(" AND ")} AND ${free(now)}
       ORDER BY a.last_used_at ASC NULLS FIRST, a.created_at, a.seq
       LIMIT 1
       FOR UPDATE OF a SKIP LOCKED
     )
     UPDATE addresses a
     SET checkout_token = ${params.add(hold.tokenSha256)}, checkout_until = ${params.add(hold.until.getTime())}, last_used_at = ${now}
     FROM picked WHERE a.id = picked.id
     RETURNING ${ADDRESS_COLUMNS}`,
    params.values,
  );
  return row ? toAddress(row) : null;
}

/**
 * Why nothing could be held: no account matches at all, or every match is held. An account
 * that looks free here was locked by a checkout or sign-in still in flight when the pick ran
 * (or was freed since); waiting for those rows gives the hold they ended with, so `firstFreeAt`
 * is the end of a real hold, or now when one is free again.
 */
async function whyNotHeld(db: Queryable, where: string[], params: Params, now: Date): Promise<CheckoutOutcome> {
  const at = params.add(now.getTime());
  const seen = await db.one<{ matching: number; first_held: number | null; pending: string[] }>(
    `SELECT COUNT(*) AS matching,
            MIN(a.checkout_until) FILTER (WHERE NOT ${free(at)}) AS first_held,
            COALESCE(ARRAY_AGG(a.id) FILTER (WHERE ${free(at)}), '{}') AS pending
     FROM addresses a WHERE ${where.join(" AND ")}`,
    params.values,
  );
  if (!seen || seen.matching === 0) return { kind: "none" };
  const ends = seen.first_held === null ? [] : [seen.first_held];
  if (seen.pending.length > 0) {
    // FOR KEY SHARE waits for the in-flight pick's transaction and then reads what it committed,
    // without blocking ordinary updates (mail counts) of these rows.
    const settled = await db.one<{ first_free: number | null }>(
      `SELECT MIN(GREATEST(COALESCE(p.checkout_until, $2), $2)) AS first_free
       FROM (SELECT checkout_until FROM addresses WHERE id = ANY($1::text[]) FOR KEY SHARE) p`,
      [seen.pending, now.getTime()],
    );
    if (settled && settled.first_free !== null) ends.push(settled.first_free);
  }
  // No end known only when the rows that looked free were deleted meanwhile: try again now.
  const firstFreeAt = ends.length > 0 ? Math.min(...ends) : now.getTime();
  return { kind: "all_held", matching: seen.matching, firstFreeAt: new Date(firstFreeAt) };
}

/** Whether the address exists in the project: tells an unknown address from a hold the token lacks. */
async function exists(db: Queryable, key: HoldKey): Promise<boolean> {
  return (
    (await db.one("SELECT 1 AS found FROM addresses WHERE project_id = $1 AND address = $2", [
      key.projectId,
      key.address,
    ])) !== null
  );
}

/**
 * Changes the account only while this token holds it: `sets` and its params come after the
 * key's four ($1 to $4). The address when it changed, else null or "not_held".
 */
async function changeHeld(
  db: Queryable,
  key: HoldKey,
  sets: string,
  extra: unknown[],
): Promise<AddressRecord | "not_held" | null> {
  if (unstorable(key.address)) return null;
  const row = await db.one<AddressRow>(
    `UPDATE addresses a SET ${sets}
     WHERE a.project_id = $1 AND a.address = $2 AND a.checkout_token = $3 AND a.checkout_until > $4
     RETURNING ${ADDRESS_COLUMNS}`,
    [key.projectId, key.address, key.tokenSha256, key.now.getTime(), ...extra],
  );
  if (row) return toAddress(row);
  return (await exists(db, key)) ? "not_held" : null;
}

/**
 * The tags after a return, worked out in the UPDATE from the row's current tags: those kept
 * (not in $5), then those added ($6), each once, in first-seen order, as the embedded store does.
 */
const RELEASED_TAGS = `(
  SELECT COALESCE(JSONB_AGG(merged.tag ORDER BY merged.first), '[]'::jsonb)
  FROM (
    SELECT every.tag, MIN(every.pos) AS first
    FROM (
      SELECT kept.tag, kept.pos
      FROM JSONB_ARRAY_ELEMENTS_TEXT(a.tags) WITH ORDINALITY AS kept(tag, pos)
      WHERE kept.tag <> ALL ($5::text[])
      UNION ALL
      SELECT added.tag, JSONB_ARRAY_LENGTH(a.tags) + added.pos
      FROM JSONB_ARRAY_ELEMENTS_TEXT($6::jsonb) WITH ORDINALITY AS added(tag, pos)
    ) every
    GROUP BY every.tag
  ) merged
)`;

/**
 * Picks the sign-in account and marks it used, in one statement; its site before the change is
 * returned, for `usedOnSite`. Unlike a checkout, the pick waits for a row another statement has
 * locked instead of skipping it: a sign-in does not hold its account, so two at once may share
 * the best one (as on the embedded store). Skipping would answer "no account" while the only
 * match is merely being marked, or hand out a lower-ranked account and mark it as used on the
 * site. After the wait the row is checked again, so one a checkout has just taken is passed over.
 */
async function pickForSignIn(
  db: Queryable,
  projectId: string,
  pick: { site: string | null; environment: string | null; tags: string[]; now: Date },
): Promise<(AddressRow & { previous_site: string | null }) | null> {
  const params = new Params();
  const where = accountConditions(
    projectId,
    { tags: pick.tags, ...(pick.environment ? { environment: pick.environment } : {}) },
    params,
  );
  const now = params.add(pick.now.getTime());
  const site = params.add(pick.site);
  where.push(HAS_PASSWORD, `a.expires_at > ${now}`, free(now));
  // As the spec orders them: used on this site first, then the newest mail (accounts without
  // mail last), then the newest account.
  return db.one<AddressRow & { previous_site: string | null }>(
    `WITH picked AS MATERIALIZED (
       SELECT a.id, a.site FROM addresses a
       WHERE ${where.join(" AND ")}
       ORDER BY CASE WHEN a.site = ${site}::text THEN 0 ELSE 1 END,
                a.last_email_at DESC NULLS LAST, a.created_at DESC, a.seq DESC
       LIMIT 1
       FOR UPDATE OF a
     )
     UPDATE addresses a
     SET site = COALESCE(a.site, ${site}::text), last_used_at = ${now}
     FROM picked WHERE a.id = picked.id
     RETURNING ${ADDRESS_COLUMNS}, picked.site AS previous_site`,
    params.values,
  );
}

export function createPoolStore(db: PgDatabase): PoolStore {
  return {
    async checkout(projectId, filter, hold) {
      const picking = checkoutConditions(projectId, filter, hold.until);
      const record = await pickAndHold(db, picking.where, picking.params, hold);
      if (record) return { kind: "held", record };
      const counting = checkoutConditions(projectId, filter, hold.until);
      return whyNotHeld(db, counting.where, counting.params, hold.now);
    },

    async extend(key, until) {
      return changeHeld(db, key, "checkout_until = $5", [until.getTime()]);
    },

    async release(key, tags) {
      return changeHeld(db, key, `checkout_token = NULL, checkout_until = NULL, tags = ${RELEASED_TAGS}`, [
        tags.remove,
        JSON.stringify(tags.add),
      ]);
    },

    async signIn(projectId, pick) {
      const row = await pickForSignIn(db, projectId, pick);
      if (!row) return null;
      return { record: toAddress(row), usedOnSite: pick.site !== null && row.previous_site === pick.site };
    },
  };
}
