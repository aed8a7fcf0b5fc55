import { SCHEMA } from "../database.js";

/** What extraction finds on arrival, and which codes and links waits have returned. */
export const name = "extraction";

export const sql = `
ALTER TABLE ${SCHEMA}.emails ADD COLUMN codes BLOB;           -- UTF-8 JSON array, best first
ALTER TABLE ${SCHEMA}.emails ADD COLUMN links BLOB;           -- UTF-8 JSON array, best first
ALTER TABLE ${SCHEMA}.emails ADD COLUMN service TEXT;
ALTER TABLE ${SCHEMA}.emails ADD COLUMN service_domain TEXT;
ALTER TABLE ${SCHEMA}.emails ADD COLUMN expires_at INTEGER;

CREATE TABLE ${SCHEMA}.used_matches (
  email_id TEXT NOT NULL REFERENCES emails(id) ON DELETE CASCADE,
  match_key TEXT NOT NULL,          -- code:<value> or link:<url>
  used_at INTEGER NOT NULL,
  PRIMARY KEY (email_id, match_key)
);
`;
