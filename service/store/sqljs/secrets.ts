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
    async listAll() {
      return db.all("SELECT address_id, label, sealed FROM secrets ORDER BY address_id, label").map((row) => ({
        addressId: asString(row.address_id),
        label: asString(row.label),
        sealed: asString(row.sealed),
      }));
    },
    async replace(addressId, label, from, to) {
      return (
        db.run("UPDATE secrets SET sealed = ? WHERE address_id = ? AND label = ? AND sealed = ?", [
          to,
          addressId,
          label,
          from,
        ]) > 0
      );
    },
    async get(addressId, label) {
      const row = db.get("SELECT label, sealed FROM secrets WHERE address_id = ? AND label = ?", [addressId, label]);
      return row ? { label: asString(row.label), sealed: asString(row.sealed) } : null;
    },
  };
}
