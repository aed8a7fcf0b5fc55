import type { PgMigration } from "./index.js";

/**
 * As the embedded store's migration 10: catch-all settings of a project, and the read status,
 * tags and source of an email that the Mailpit-compatible API (/api/v1) keeps.
 */
export const mailbox: PgMigration = {
  version: 4,
  name: "mailbox",
  sql: `ALTER TABLE projects ADD COLUMN catch_all TEXT NOT NULL DEFAULT 'off';
ALTER TABLE projects ADD COLUMN catch_all_lifetime_days INTEGER NOT NULL DEFAULT 1;
ALTER TABLE emails ADD COLUMN read_at BIGINT;
ALTER TABLE emails ADD COLUMN attachments INTEGER NOT NULL DEFAULT 0;
ALTER TABLE emails ADD COLUMN inline_parts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX emails_by_project_time ON emails(project_id, received_at);
CREATE TABLE email_tags (
  email_id TEXT NOT NULL REFERENCES emails(id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (email_id, tag)
);
CREATE INDEX email_tags_by_tag ON email_tags(tag);
CREATE TABLE email_sources (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  source BYTEA NOT NULL
);`,
};
