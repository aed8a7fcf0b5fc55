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

    async get(addressId, label) {
      const row = await db.one<{ label: string; sealed: string }>(
        "SELECT label, sealed FROM secrets WHERE address_id = $1 AND label = $2",
        [addressId, label],
      );
      return row ? { label: row.label, sealed: row.sealed } : null;
    },
  };
}
