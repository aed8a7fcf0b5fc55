import { SCHEMA } from "../database.js";

/**
 * What extraction finds on arrival, which codes and links waits have returned, and the bodies
 * moved out of the emails table: waits and counts read many email rows and never a body, and
 * SQLite has to walk a row's overflow pages to reach the columns stored after a large body.
 */
export const name = "extraction";

export const sql = `
ALTER TABLE ${SCHEMA}.emails ADD COLUMN codes TEXT;           -- JSON array, best first
ALTER TABLE ${SCHEMA}.emails ADD COLUMN links TEXT;           -- JSON array, best first
ALTER TABLE ${SCHEMA}.emails ADD COLUMN service TEXT;
ALTER TABLE ${SCHEMA}.emails ADD COLUMN service_domain TEXT;
ALTER TABLE ${SCHEMA}.emails ADD COLUMN expires_at INTEGER;

-- Newest first is received_at DESC, then rowid DESC. An ascending index read backwards gives
-- exactly that order; the descending one of migration 1 made SQLite sort every read.
DROP INDEX ${SCHEMA}.emails_by_address_received;
CREATE INDEX ${SCHEMA}.emails_by_address_time ON emails(address_id, received_at);

CREATE TABLE ${SCHEMA}.email_bodies (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  from_name TEXT,
  subject TEXT,
  text BLOB,                        -- UTF-8 (see toUtf8Blob)
  html BLOB,                        -- cleaned on arrival, UTF-8
  headers BLOB NOT NULL             -- UTF-8 JSON
);
INSERT INTO ${SCHEMA}.email_bodies (email_id, from_name, subject, text, html, headers)
  SELECT id, from_name, subject, text, html, headers FROM ${SCHEMA}.emails;
ALTER TABLE ${SCHEMA}.emails DROP COLUMN from_name;
ALTER TABLE ${SCHEMA}.emails DROP COLUMN subject;
ALTER TABLE ${SCHEMA}.emails DROP COLUMN text;
ALTER TABLE ${SCHEMA}.emails DROP COLUMN html;
ALTER TABLE ${SCHEMA}.emails DROP COLUMN headers;

CREATE TABLE ${SCHEMA}.used_matches (
  email_id TEXT NOT NULL REFERENCES emails(id) ON DELETE CASCADE,
  match_key TEXT NOT NULL,          -- code:<value> or link:<url>
  used_at INTEGER NOT NULL,
  PRIMARY KEY (email_id, match_key)
);
`;
