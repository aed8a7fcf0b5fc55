import type { RefusalStore } from "../store.js";
import type { PgDatabase } from "./database.js";
import { notBuilt } from "./not-built.js";

// Being written: the PostgreSQL store is not selectable until every part is built.
export function createRefusalStore(_db: PgDatabase): RefusalStore {
  return notBuilt<RefusalStore>("RefusalStore");
}
