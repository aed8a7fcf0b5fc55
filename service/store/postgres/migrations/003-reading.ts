import type { PgMigration } from "./index.js";

/**
 * As the embedded store's migration 9: NULL when an email was read in full, else why not; and
 * whether its text and HTML were longer than what is kept.
 */
export const reading: PgMigration = {
  version: 3,
  name: "reading",
  sql: `ALTER TABLE emails ADD COLUMN reading TEXT;
ALTER TABLE email_bodies ADD COLUMN text_truncated BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE email_bodies ADD COLUMN html_truncated BOOLEAN NOT NULL DEFAULT false;`,
};
