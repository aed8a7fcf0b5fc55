import type { SecretStore } from "../store.js";
import type { PgDatabase } from "./database.js";

export function createSecretStore(db: PgDatabase): SecretStore {
  return {
    async save(addressId, secret, now) {
      // One upsert: a second save under the same label replaces the first, even when two
      // instances save at once.
      await db.run(
        `INSERT INTO secrets (address_id, label, sealed, saved_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (address_id, label) DO UPDATE SET sealed = EXCLUDED.sealed, saved_at = EXCLUDED.saved_at`,
        [addressId, secret.label, secret.sealed, now.getTime()],
      );
    },

    async listAll() {
      const rows = await db.query<{ address_id: string; label: string; sealed: string }>(
        "SELECT address_id, label, sealed FROM secrets ORDER BY address_id, label",
      );
      return rows.map((row) => ({ addressId: row.address_id, label: row.label, sealed: row.sealed }));
    },

    async replace(addressId, label, from, to) {
      // Compare-and-set: a save by another instance in between is kept.
      return (
        (await db.run("UPDATE secrets SET sealed = $4 WHERE address_id = $1 AND label = $2 AND sealed = $3", [
          addressId,
          label,
          from,
          to,
        ])) > 0
      );
    },

    async get(addressId, label) {
      const row = await db.one<{ label: string; sealed: string }>(
        "SELECT label, sealed FROM secrets WHERE address_id = $1 AND label = $2",
        [addressId, label],
      );
      return row ? { label: row.label, sealed: row.sealed } : null;
    },
  };
}
