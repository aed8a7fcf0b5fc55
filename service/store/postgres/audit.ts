import type { AuditStore } from "../store.js";
import type { PgDatabase } from "./database.js";
import { notBuilt } from "./not-built.js";

// Being written: the PostgreSQL store is not selectable until every part is built.
export function createAuditStore(_db: PgDatabase): AuditStore {
  return notBuilt<AuditStore>("AuditStore");
}
