import { SCHEMA } from "../database.js";

/** The first schema: projects, keys, addresses, secrets, emails, refusals and usage windows. */
export const name = "initial";

export const sql = `
CREATE TABLE ${SCHEMA}.projects (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  domains TEXT NOT NULL,            -- JSON array of mail domains
  limits TEXT NOT NULL,             -- JSON object, snake_case as in config
  dev_hosts TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL
);

CREATE TABLE ${SCHEMA}.api_keys (
  sha256 TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  permissions TEXT NOT NULL         -- JSON array
);

-- Every address ever issued. Rows are never deleted: a deleted address's name is never issued again.
CREATE TABLE ${SCHEMA}.issued_names (
  address TEXT PRIMARY KEY,
  issued_at INTEGER NOT NULL
);

CREATE TABLE ${SCHEMA}.addresses (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  address TEXT NOT NULL UNIQUE,
  label TEXT,
  notes TEXT,
  tags TEXT NOT NULL DEFAULT '[]',  -- JSON array
  first_name TEXT,
  last_name TEXT,
  username TEXT,
  date_of_birth TEXT,
  country TEXT,
  site TEXT,
  environment TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  email_count INTEGER NOT NULL DEFAULT 0,
  last_email_at INTEGER
);
CREATE INDEX ${SCHEMA}.addresses_by_project_created ON addresses(project_id, created_at DESC);
CREATE INDEX ${SCHEMA}.addresses_by_project_expiry ON addresses(project_id, expires_at);

CREATE TABLE ${SCHEMA}.secrets (
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  sealed TEXT NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (address_id, label)
);

CREATE TABLE ${SCHEMA}.emails (
  id TEXT PRIMARY KEY,
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  recipient TEXT NOT NULL,
  envelope_from TEXT,
  from_address TEXT,
  from_name TEXT,
  subject TEXT,
  text BLOB,                        -- UTF-8 (see toUtf8Blob)
  html BLOB,
  headers BLOB NOT NULL,            -- UTF-8 JSON
  size_bytes INTEGER NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX ${SCHEMA}.emails_by_address_received ON emails(address_id, received_at DESC);

CREATE TABLE ${SCHEMA}.refusals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  count INTEGER NOT NULL,
  size_bytes INTEGER
);
CREATE INDEX ${SCHEMA}.refusals_by_address ON refusals(address_id, reason, first_at DESC);

-- Fixed-window counters for the mail limits: scope 'address:<id>' per clock hour,
-- 'project:<id>' per UTC day. window_start is the window's first millisecond.
CREATE TABLE ${SCHEMA}.mail_usage (
  scope TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, window_start)
);
`;
