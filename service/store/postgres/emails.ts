import type { EmailStore } from "../store.js";
import type { PgDatabase } from "./database.js";
import { notBuilt } from "./not-built.js";

// Being written: the PostgreSQL store is not selectable until every part is built.
export function createEmailStore(_db: PgDatabase): EmailStore {
  return notBuilt<EmailStore>("EmailStore");
}
