import { newId } from "../../lib/random.js";
import {
  type AddressPatch,
  type AddressRecord,
  type AddressStore,
  type NewAddress,
  type SealedSecret,
  StoreConflict,
} from "../store.js";
import {
  accountConditions,
  ADDRESS_COLUMNS,
  type AddressRow,
  unstorable,
  Params,
  SELECT_ADDRESS,
  toAddress,
} from "./address-rows.js";
import type { PgDatabase, Queryable } from "./database.js";

const PATCH_COLUMNS: Record<Exclude<keyof AddressPatch, "tags">, string> = {
  label: "label",
  notes: "notes",
  firstName: "first_name",
  lastName: "last_name",
  username: "username",
  dateOfBirth: "date_of_birth",
  country: "country",
};

async function getAddress(db: Queryable, projectId: string, address: string): Promise<AddressRecord | null> {
  if (unstorable(address)) return null;
  const row = await db.one<AddressRow>(`${SELECT_ADDRESS} WHERE a.address = $1 AND a.project_id = $2`, [
    address,
    projectId,
  ]);
  return row ? toAddress(row) : null;
}

/**
 * Counting the project's active addresses and inserting one must not interleave with another
 * instance doing the same, or both could pass the limit. Locking the project's row serialises
 * the creates of one project only; NO KEY UPDATE does not block the foreign-key checks of rows
 * that reference the project.
 */
async function lockProject(tx: Queryable, projectId: string): Promise<void> {
  await tx.query("SELECT 1 FROM projects WHERE id = $1 FOR NO KEY UPDATE", [projectId]);
}

/** Reserves the name for good: false when it was ever issued, here or by another instance. */
async function reserveName(tx: Queryable, address: string, at: Date): Promise<boolean> {
  const inserted = await tx.run(
    "INSERT INTO issued_names (address, issued_at) VALUES ($1, $2) ON CONFLICT (address) DO NOTHING",
    [address, at.getTime()],
  );
  return inserted === 1;
}

async function countActive(db: Queryable, projectId: string, now: Date): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT COUNT(*) AS n FROM addresses WHERE project_id = $1 AND expires_at > $2",
    [projectId, now.getTime()],
  );
  return row?.n ?? 0;
}

async function insertAddress(tx: Queryable, id: string, input: NewAddress): Promise<void> {
  await tx.run(
    `INSERT INTO addresses (id, project_id, address, label, first_name, last_name, username, date_of_birth, country, site, environment, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
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
}

async function insertSecret(tx: Queryable, addressId: string, secret: SealedSecret, now: Date): Promise<void> {
  await tx.run("INSERT INTO secrets (address_id, label, sealed, saved_at) VALUES ($1, $2, $3, $4)", [
    addressId,
    secret.label,
    secret.sealed,
    now.getTime(),
  ]);
}

/** The SET list of a patch; empty when it changes nothing. */
function patchAssignments(patch: AddressPatch, params: Params): string[] {
  const sets: string[] = [];
  for (const [field, column] of Object.entries(PATCH_COLUMNS) as [keyof typeof PATCH_COLUMNS, string][]) {
    const value = patch[field];
    if (value !== undefined) sets.push(`${column} = ${params.add(value)}`);
  }
  if (patch.tags !== undefined) sets.push(`tags = ${params.add(JSON.stringify(patch.tags))}::jsonb`);
  return sets;
}

export function createAddressStore(db: PgDatabase): AddressStore {
  return {
    async create(input, rules) {
      return db.transaction(async (tx) => {
        await lockProject(tx, input.projectId);
        // As the embedded store does: a taken name is refused before the limit is looked at.
        // A refusal throws, and the rollback gives back the name reserved here.
        if (!(await reserveName(tx, input.address, input.createdAt))) throw new StoreConflict("name_taken");
        if ((await countActive(tx, input.projectId, rules.now)) >= rules.maxActive)
          throw new StoreConflict("active_limit");
        const id = newId();
        await insertAddress(tx, id, input);
        if (rules.secret) await insertSecret(tx, id, rules.secret, rules.now);
        return (await getAddress(tx, input.projectId, input.address)) as AddressRecord;
      });
    },

    async isNameReserved(address) {
      if (unstorable(address)) return false;
      return (await db.one("SELECT 1 AS taken FROM issued_names WHERE address = $1", [address])) !== null;
    },

    async get(projectId, address) {
      return getAddress(db, projectId, address);
    },

    async findForDelivery(address) {
      if (unstorable(address)) return null;
      const row = await db.one<AddressRow>(`${SELECT_ADDRESS} WHERE a.address = $1`, [address]);
      return row ? toAddress(row) : null;
    },

    async list(projectId, filter) {
      const params = new Params();
      const where = accountConditions(projectId, filter, params);
      if (filter.createdBefore) where.push(`a.created_at < ${params.add(filter.createdBefore.getTime())}`);
      // Newest first; seq (insertion order) breaks ties of the same created_at, newest stored first.
      const rows = await db.query<AddressRow>(
        `${SELECT_ADDRESS} WHERE ${where.join(" AND ")} ORDER BY a.created_at DESC, a.seq DESC LIMIT ${params.add(filter.limit)}`,
        params.values,
      );
      return rows.map(toAddress);
    },

    async countActive(projectId, now) {
      return countActive(db, projectId, now);
    },

    async update(projectId, address, patch) {
      if (unstorable(address)) return null;
      const params = new Params();
      const sets = patchAssignments(patch, params);
      if (sets.length === 0) return getAddress(db, projectId, address);
      // One statement: the change and the record it returns are atomic.
      const row = await db.one<AddressRow>(
        `UPDATE addresses a SET ${sets.join(", ")}
         WHERE a.address = ${params.add(address)} AND a.project_id = ${params.add(projectId)}
         RETURNING ${ADDRESS_COLUMNS}`,
        params.values,
      );
      return row ? toAddress(row) : null;
    },

    async remove(projectId, address) {
      if (unstorable(address)) return false;
      // Cascades remove its emails, refusals and secrets; issued_names keeps the name reserved.
      // The address's usage windows go in the same statement.
      const row = await db.one(
        `WITH gone AS (DELETE FROM addresses WHERE address = $1 AND project_id = $2 RETURNING id),
              usage AS (DELETE FROM mail_usage WHERE scope IN (SELECT 'address:' || id FROM gone))
         SELECT id FROM gone`,
        [address, projectId],
      );
      return row !== null;
    },
  };
}
