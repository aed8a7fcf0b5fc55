import type { PgMigration } from "./index.js";

/** As the embedded store's migration 8: HTML is cleaned on its first read; older rows were cleaned on arrival. */
export const htmlOnRead: PgMigration = {
  version: 2,
  name: "html-on-read",
  sql: `ALTER TABLE email_bodies ADD COLUMN html_clean BOOLEAN NOT NULL DEFAULT true;`,
};
