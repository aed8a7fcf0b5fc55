import type { AddressStore } from "../store.js";
import type { PgDatabase } from "./database.js";
import { notBuilt } from "./not-built.js";

// Being written: the PostgreSQL store is not selectable until every part is built.
export function createAddressStore(_db: PgDatabase): AddressStore {
  return notBuilt<AddressStore>("AddressStore");
}
