import type { PgMigration } from "./index.js";

/** As the embedded store's migration 9: NULL when an email was read in full, else why not. */
export const reading: PgMigration = {
  version: 3,
  name: "reading",
  sql: `ALTER TABLE emails ADD COLUMN reading TEXT;`,
};
