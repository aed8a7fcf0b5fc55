import { SCHEMA } from "../database.js";

/**
 * Test accounts: the pool's holds and use order on each address, and the audit log of saved
 * passwords (every save and every reveal, never the secret).
 */
export const name = "accounts";

export const sql = `
ALTER TABLE ${SCHEMA}.addresses ADD COLUMN checkout_token TEXT;   -- SHA-256 (hex) of the hold's token
ALTER TABLE ${SCHEMA}.addresses ADD COLUMN checkout_until INTEGER; -- end of the hold; free once it passes
ALTER TABLE ${SCHEMA}.addresses ADD COLUMN last_used_at INTEGER;   -- last checkout or sign-in (least recently used first)

CREATE INDEX ${SCHEMA}.addresses_by_project_used ON addresses(project_id, last_used_at);

CREATE TABLE ${SCHEMA}.audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  action TEXT NOT NULL,             -- save or reveal
  via TEXT NOT NULL,                -- the operation: put_password, get_password, sign_in, create_address, form_values
  key_name TEXT NOT NULL,
  key_id TEXT NOT NULL,             -- the first 12 hex characters of the key's SHA-256
  address TEXT NOT NULL,            -- kept after the address is deleted
  label TEXT NOT NULL
);
CREATE INDEX ${SCHEMA}.audit_by_project ON audit_log(project_id, id);
CREATE INDEX ${SCHEMA}.audit_by_time ON audit_log(at);
`;
