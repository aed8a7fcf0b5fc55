import type { SecretStore } from "../store.js";
import type { PgDatabase } from "./database.js";
import { notBuilt } from "./not-built.js";

// Being written: the PostgreSQL store is not selectable until every part is built.
export function createSecretStore(_db: PgDatabase): SecretStore {
  return notBuilt<SecretStore>("SecretStore");
}
