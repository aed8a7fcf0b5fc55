import { digestsEqual } from "../../lib/key-hash.js";
import type { AccountFilter, AddressRecord, PoolStore } from "../store.js";
import { accountConditions, HAS_PASSWORD, SELECT_ADDRESS, toAddress } from "./addresses.js";
import { asNumber, asString, type SqlDatabase } from "./database.js";

/** Free: never held, or the hold has run out. */
const FREE = "(a.checkout_until IS NULL OR a.checkout_until <= ?)";

export function createPoolStore(db: SqlDatabase): PoolStore {
  const byId = (id: string) => toAddress(db.get(`${SELECT_ADDRESS} WHERE a.id = ?`, [id])!);

  /** The address with its hold, if this token holds it now; null when the address is unknown. */
  const held = (projectId: string, address: string, tokenSha256: string, now: Date) => {
    const row = db.get(
      "SELECT id, checkout_token, checkout_until FROM addresses WHERE project_id = ? AND address = ?",
      [projectId, address],
    );
    if (!row) return null;
    const stored = typeof row.checkout_token === "string" ? row.checkout_token : "";
    const holds =
      stored.length === tokenSha256.length &&
      digestsEqual(stored, tokenSha256) &&
      row.checkout_until !== null &&
      asNumber(row.checkout_until) > now.getTime();
    return { id: asString(row.id), holds };
  };

  return {
    async checkout(projectId, filter: AccountFilter, hold) {
      return db.transaction(() => {
        const { where, params } = accountConditions(projectId, filter);
        // Lives past the hold: an account must not expire while someone holds it.
        where.push("a.expires_at > ?");
        params.push(hold.until.getTime());
        const free = db.get(
          `SELECT a.id FROM addresses a WHERE ${where.join(" AND ")} AND ${FREE}
           ORDER BY a.last_used_at IS NOT NULL, a.last_used_at, a.created_at, a.rowid LIMIT 1`,
          [...params, hold.now.getTime()],
        );
        if (free) {
          const id = asString(free.id);
          db.run("UPDATE addresses SET checkout_token = ?, checkout_until = ?, last_used_at = ? WHERE id = ?", [
            hold.tokenSha256,
            hold.until.getTime(),
            hold.now.getTime(),
            id,
          ]);
          return { kind: "held" as const, record: byId(id) };
        }
        const busy = db.get(
          `SELECT COUNT(*) AS n, MIN(a.checkout_until) AS first_free FROM addresses a WHERE ${where.join(" AND ")}`,
          params,
        );
        const matching = asNumber(busy?.n);
        if (matching === 0) return { kind: "none" as const };
        return { kind: "all_held" as const, matching, firstFreeAt: new Date(asNumber(busy?.first_free)) };
      });
    },

    async extend(key, until) {
      return db.transaction((): AddressRecord | "not_held" | null => {
        const found = held(key.projectId, key.address, key.tokenSha256, key.now);
        if (!found) return null;
        if (!found.holds) return "not_held";
        db.run("UPDATE addresses SET checkout_until = ? WHERE id = ?", [until.getTime(), found.id]);
        return byId(found.id);
      });
    },

    async release(key, tags) {
      return db.transaction((): AddressRecord | "not_held" | null => {
        const found = held(key.projectId, key.address, key.tokenSha256, key.now);
        if (!found) return null;
        if (!found.holds) return "not_held";
        const current = byId(found.id);
        const remove = new Set(tags.remove);
        const next = [...new Set([...current.tags.filter((tag) => !remove.has(tag)), ...tags.add])];
        db.run("UPDATE addresses SET checkout_token = NULL, checkout_until = NULL, tags = ? WHERE id = ?", [
          JSON.stringify(next),
          found.id,
        ]);
        return byId(found.id);
      });
    },

    async signIn(projectId, pick) {
      return db.transaction(() => {
        const { where, params } = accountConditions(projectId, {
          tags: pick.tags,
          ...(pick.environment ? { environment: pick.environment } : {}),
        });
        where.push(HAS_PASSWORD, "a.expires_at > ?", FREE);
        params.push(pick.now.getTime(), pick.now.getTime());
        // As the spec orders them: used on this site first, then the newest mail.
        const row = db.get(
          `SELECT a.id, a.site FROM addresses a WHERE ${where.join(" AND ")}
           ORDER BY CASE WHEN a.site = ? THEN 0 ELSE 1 END,
                    a.last_email_at IS NULL, a.last_email_at DESC, a.created_at DESC, a.rowid DESC
           LIMIT 1`,
          [...params, pick.site],
        );
        if (!row) return null;
        const id = asString(row.id);
        const usedOnSite = pick.site !== null && row.site === pick.site;
        if (pick.site !== null && row.site === null)
          db.run("UPDATE addresses SET site = ?, last_used_at = ? WHERE id = ?", [pick.site, pick.now.getTime(), id]);
        else db.run("UPDATE addresses SET last_used_at = ? WHERE id = ?", [pick.now.getTime(), id]);
        return { record: byId(id), usedOnSite };
      });
    },
  };
}
