import type { SqlValue } from "sql.js";
import { newId } from "../../lib/random.js";
import type { NewestEmails } from "./newest-emails.js";
import {
  type AccountFilter,
  type AddressPatch,
  type AddressRecord,
  type AddressStore,
  StoreConflict,
} from "../store.js";
import {
  asDate,
  asNullableDate,
  asNullableString,
  asNumber,
  asString,
  type Row,
  type SqlDatabase,
} from "./database.js";

/** Whether the address `a` has a saved password (the secret under the label password). */
export const HAS_PASSWORD = "EXISTS (SELECT 1 FROM secrets s WHERE s.address_id = a.id AND s.label = 'password')";
export const SELECT_ADDRESS = `SELECT a.*, ${HAS_PASSWORD} AS has_password FROM addresses a`;

export function toAddress(row: Row): AddressRecord {
  return {
    id: asString(row.id),
    projectId: asString(row.project_id),
    address: asString(row.address),
    label: asNullableString(row.label),
    notes: asNullableString(row.notes),
    tags: JSON.parse(asString(row.tags)) as string[],
    firstName: asNullableString(row.first_name),
    lastName: asNullableString(row.last_name),
    username: asNullableString(row.username),
    dateOfBirth: asNullableString(row.date_of_birth),
    country: asNullableString(row.country),
    site: asNullableString(row.site),
    environment: asNullableString(row.environment),
    createdAt: asDate(row.created_at),
    expiresAt: asDate(row.expires_at),
    emailCount: asNumber(row.email_count),
    lastEmailAt: asNullableDate(row.last_email_at),
    hasPassword: asNumber(row.has_password) === 1,
    checkoutUntil: asNullableDate(row.checkout_until),
    lastUsedAt: asNullableDate(row.last_used_at),
  };
}

/** Escapes LIKE wildcards so a search for "100%" finds that text and nothing else. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const PATCH_COLUMNS: Record<Exclude<keyof AddressPatch, "tags">, string> = {
  label: "label",
  notes: "notes",
  firstName: "first_name",
  lastName: "last_name",
  username: "username",
  dateOfBirth: "date_of_birth",
  country: "country",
};

/** The WHERE conditions (on addresses `a`) of an account filter, shared by list, checkout and sign-in. */
export function accountConditions(projectId: string, filter: AccountFilter): { where: string[]; params: SqlValue[] } {
  const where = ["a.project_id = ?"];
  const params: SqlValue[] = [projectId];
  for (const tag of filter.tags ?? []) {
    where.push("EXISTS (SELECT 1 FROM json_each(a.tags) t WHERE t.value = ?)");
    params.push(tag);
  }
  if (filter.country) {
    where.push("a.country = ?");
    params.push(filter.country.toUpperCase());
  }
  if (filter.bornOnOrBefore) {
    where.push("a.date_of_birth IS NOT NULL AND a.date_of_birth <= ?");
    params.push(filter.bornOnOrBefore);
  }
  if (filter.bornOnOrAfter) {
    where.push("a.date_of_birth IS NOT NULL AND a.date_of_birth >= ?");
    params.push(filter.bornOnOrAfter);
  }
  if (filter.hasPassword !== undefined) {
    where.push(`${filter.hasPassword ? "" : "NOT "}${HAS_PASSWORD}`);
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    where.push(
      `(${["a.address", "a.label", "a.notes", "a.first_name", "a.last_name", "a.username"].map((c) => `LOWER(COALESCE(${c}, '')) LIKE ? ESCAPE '\\'`).join(" OR ")})`,
    );
    params.push(...Array<string>(6).fill(pattern));
  }
  if (filter.site) {
    where.push("a.site = ?");
    params.push(filter.site);
  }
  if (filter.environment) {
    where.push("a.environment = ?");
    params.push(filter.environment);
  }
  return { where, params };
}

/** The address store; `newest` is told when an address's emails go with it (newest-emails.ts). */
export function createAddressStore(db: SqlDatabase, newest: NewestEmails): AddressStore {
  const get = (projectId: string, address: string) => {
    const row = db.get(`${SELECT_ADDRESS} WHERE a.address = ? AND a.project_id = ?`, [address, projectId]);
    return row ? toAddress(row) : null;
  };

  return {
    async create(input, rules) {
      return db.transaction(() => {
        if (db.get("SELECT 1 AS taken FROM issued_names WHERE address = ?", [input.address]))
          throw new StoreConflict("name_taken");
        const active = db.get("SELECT COUNT(*) AS n FROM addresses WHERE project_id = ? AND expires_at > ?", [
          input.projectId,
          rules.now.getTime(),
        ]);
        if (asNumber(active?.n) >= rules.maxActive) throw new StoreConflict("active_limit");
        const id = newId();
        db.run("INSERT INTO issued_names (address, issued_at) VALUES (?, ?)", [
          input.address,
          input.createdAt.getTime(),
        ]);
        db.run(
          `INSERT INTO addresses (id, project_id, address, label, first_name, last_name, username, date_of_birth, country, site, environment, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            input.projectId,
            input.address,
            input.label,
            input.firstName,
            input.lastName,
            input.username,
            input.dateOfBirth,
            input.country,
            input.site,
            input.environment,
            input.createdAt.getTime(),
            input.expiresAt.getTime(),
          ],
        );
        if (rules.secret) {
          db.run("INSERT INTO secrets (address_id, label, sealed, saved_at) VALUES (?, ?, ?, ?)", [
            id,
            rules.secret.label,
            rules.secret.sealed,
            rules.now.getTime(),
          ]);
        }
        return get(input.projectId, input.address) as AddressRecord;
      });
    },

    async isNameReserved(address) {
      return db.get("SELECT 1 AS taken FROM issued_names WHERE address = ?", [address]) !== undefined;
    },

    async get(projectId, address) {
      return get(projectId, address);
    },

    async findForDelivery(address) {
      const row = db.get(`${SELECT_ADDRESS} WHERE a.address = ?`, [address]);
      return row ? toAddress(row) : null;
    },

    async list(projectId, filter) {
      const { where, params } = accountConditions(projectId, filter);
      if (filter.createdBefore) {
        where.push("a.created_at < ?");
        params.push(filter.createdBefore.getTime());
      }
      params.push(filter.limit);
      return db
        .all(`${SELECT_ADDRESS} WHERE ${where.join(" AND ")} ORDER BY a.created_at DESC, a.rowid DESC LIMIT ?`, params)
        .map(toAddress);
    },

    async countActive(projectId, now) {
      return asNumber(
        db.get("SELECT COUNT(*) AS n FROM addresses WHERE project_id = ? AND expires_at > ?", [
          projectId,
          now.getTime(),
        ])?.n,
      );
    },

    async update(projectId, address, patch) {
      return db.transaction(() => {
        const current = get(projectId, address);
        if (!current) return null;
        const sets: string[] = [];
        const params: SqlValue[] = [];
        for (const [field, column] of Object.entries(PATCH_COLUMNS) as [keyof typeof PATCH_COLUMNS, string][]) {
          const value = patch[field];
          if (value === undefined) continue;
          sets.push(`${column} = ?`);
          params.push(value);
        }
        if (patch.tags !== undefined) {
          sets.push("tags = ?");
          params.push(JSON.stringify(patch.tags));
        }
        if (sets.length > 0) db.run(`UPDATE addresses SET ${sets.join(", ")} WHERE id = ?`, [...params, current.id]);
        return get(projectId, address);
      });
    },

    async remove(projectId, address) {
      return db.transaction(() => {
        const row = db.get("SELECT id FROM addresses WHERE address = ? AND project_id = ?", [address, projectId]);
        if (!row) return false;
        const id = asString(row.id);
        // Cascades remove its emails, refusals and secrets; issued_names keeps the name reserved.
        db.run("DELETE FROM addresses WHERE id = ?", [id]);
        db.run("DELETE FROM mail_usage WHERE scope = ?", [`address:${id}`]);
        newest.forget(id);
        return true;
      });
    },
  };
}
