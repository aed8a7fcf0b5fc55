import type { PoolStore } from "../store.js";
import type { PgDatabase } from "./database.js";
import { notBuilt } from "./not-built.js";

// Being written: the PostgreSQL store is not selectable until every part is built.
export function createPoolStore(_db: PgDatabase): PoolStore {
  return notBuilt<PoolStore>("PoolStore");
}
