import type { SecretStore } from "../store.js";
import { asString, type SqlDatabase } from "./database.js";

export function createSecretStore(db: SqlDatabase): SecretStore {
  return {
    async save(addressId, secret, now) {
      db.run(
        `INSERT INTO secrets (address_id, label, sealed, saved_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(address_id, label) DO UPDATE SET sealed = excluded.sealed, saved_at = excluded.saved_at`,
        [addressId, secret.label, secret.sealed, now.getTime()],
      );
    },
    async get(addressId, label) {
      const row = db.get("SELECT label, sealed FROM secrets WHERE address_id = ? AND label = ?", [addressId, label]);
      return row ? { label: asString(row.label), sealed: asString(row.sealed) } : null;
    },
  };
}
