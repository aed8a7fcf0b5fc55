import type { PgMigration } from "./index.js";

/**
 * As the embedded store's migration 8: the sender's HTML waits in html_raw until its first read
 * cleans it into html, so an instance of an older version on the same database, during a rolling
 * deploy or after a rollback, finds html NULL and never shows the sender's HTML.
 */
export const htmlOnRead: PgMigration = {
  version: 2,
  name: "html-on-read",
  sql: `ALTER TABLE email_bodies ADD COLUMN html_raw TEXT;`,
};
