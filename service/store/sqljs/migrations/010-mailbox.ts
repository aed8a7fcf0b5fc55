import { SCHEMA } from "../database.js";

/**
 * What the Mailpit-compatible API (/api/v1, docs/mailpit.md) keeps beyond Proofbox's own reads:
 * whether a project catches mail for addresses nobody created, and for how long such an address
 * lives; when an email was first opened there (read status); its tags; and its source as
 * received (raw DEFLATE), which that API returns and reads headers and parts from.
 */
export const name = "mailbox";

export const sql = `
ALTER TABLE ${SCHEMA}.projects ADD COLUMN catch_all TEXT NOT NULL DEFAULT 'off'; -- off, domains or any
ALTER TABLE ${SCHEMA}.projects ADD COLUMN catch_all_lifetime_days INTEGER NOT NULL DEFAULT 1;
ALTER TABLE ${SCHEMA}.emails ADD COLUMN read_at INTEGER; -- NULL: unread
ALTER TABLE ${SCHEMA}.emails ADD COLUMN attachments INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ${SCHEMA}.emails ADD COLUMN inline_parts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX ${SCHEMA}.emails_by_project_time ON emails(project_id, received_at);
CREATE TABLE ${SCHEMA}.email_tags (
  email_id TEXT NOT NULL REFERENCES emails(id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (email_id, tag)
);
CREATE INDEX ${SCHEMA}.email_tags_by_tag ON email_tags(tag);
CREATE TABLE ${SCHEMA}.email_sources (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  source BLOB NOT NULL              -- the message as received, raw DEFLATE
);
`;
