import type { PgMigration } from "./index.js";

/**
 * The schema of the embedded store's seven migrations, in PostgreSQL's types: times as epoch
 * milliseconds (BIGINT), JSON as JSONB, bodies as TEXT (compressed by PostgreSQL itself).
 */
export const initial: PgMigration = {
  version: 1,
  name: "initial",
  sql: `
CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  domains JSONB NOT NULL,
  limits JSONB NOT NULL,
  dev_hosts JSONB NOT NULL DEFAULT '[]',
  created_at BIGINT NOT NULL
);
CREATE TABLE api_keys (
  sha256 TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  permissions JSONB NOT NULL
);
CREATE TABLE issued_names (
  address TEXT PRIMARY KEY,
  issued_at BIGINT NOT NULL
);
CREATE TABLE addresses (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  address TEXT NOT NULL UNIQUE,
  label TEXT,
  notes TEXT,
  tags JSONB NOT NULL DEFAULT '[]',
  first_name TEXT,
  last_name TEXT,
  username TEXT,
  date_of_birth TEXT,
  country TEXT,
  site TEXT,
  environment TEXT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  email_count INTEGER NOT NULL DEFAULT 0,
  last_email_at BIGINT,
  checkout_token TEXT,
  checkout_until BIGINT,
  last_used_at BIGINT,
  seq BIGSERIAL
);
CREATE INDEX addresses_by_project_created ON addresses(project_id, created_at DESC);
CREATE INDEX addresses_by_project_expiry ON addresses(project_id, expires_at);
CREATE INDEX addresses_by_project_used ON addresses(project_id, last_used_at);
CREATE INDEX addresses_by_tags ON addresses USING GIN (tags);
CREATE TABLE secrets (
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  sealed TEXT NOT NULL,
  saved_at BIGINT NOT NULL,
  PRIMARY KEY (address_id, label)
);
CREATE TABLE emails (
  id TEXT PRIMARY KEY,
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  recipient TEXT NOT NULL,
  recipient_tag TEXT,
  envelope_from TEXT,
  from_address TEXT,
  size_bytes INTEGER NOT NULL,
  received_at BIGINT NOT NULL,
  codes JSONB,
  links JSONB,
  service TEXT,
  service_domain TEXT,
  service_name TEXT,
  service_site TEXT,
  expires_at BIGINT,
  subtype_mask INTEGER NOT NULL DEFAULT 0,
  seq BIGSERIAL
);
CREATE INDEX emails_by_address_time ON emails(address_id, received_at);
CREATE TABLE email_bodies (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  from_name TEXT,
  subject TEXT,
  text TEXT,
  html TEXT,
  headers JSONB NOT NULL
);
CREATE TABLE email_checks (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  facts JSONB NOT NULL,
  verdicts JSONB
);
CREATE TABLE used_matches (
  email_id TEXT NOT NULL REFERENCES emails(id) ON DELETE CASCADE,
  match_key TEXT NOT NULL,
  used_at BIGINT NOT NULL,
  PRIMARY KEY (email_id, match_key)
);
CREATE TABLE refusals (
  id BIGSERIAL PRIMARY KEY,
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  first_at BIGINT NOT NULL,
  last_at BIGINT NOT NULL,
  count INTEGER NOT NULL,
  size_bytes INTEGER
);
CREATE INDEX refusals_by_address ON refusals(address_id, reason, first_at DESC);
CREATE TABLE mail_usage (
  scope TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, window_start)
);
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  meta JSONB NOT NULL,
  started_at BIGINT NOT NULL,
  finished_at BIGINT,
  totals JSONB
);
CREATE INDEX runs_by_project_started ON runs(project_id, started_at);
CREATE INDEX runs_by_project_name ON runs(project_id, name, started_at);
CREATE TABLE run_events (
  id BIGSERIAL PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  kind TEXT NOT NULL,
  address TEXT,
  test TEXT,
  failed BOOLEAN NOT NULL,
  detail JSONB NOT NULL,
  replace_key TEXT
);
CREATE INDEX run_events_by_run ON run_events(run_id, id);
CREATE TABLE run_tests (
  id BIGSERIAL PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  duration_ms INTEGER,
  file TEXT,
  error TEXT
);
CREATE INDEX run_tests_by_run ON run_tests(run_id, id);
CREATE TABLE audit_log (
  id BIGSERIAL PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  action TEXT NOT NULL,
  via TEXT NOT NULL,
  key_name TEXT NOT NULL,
  key_id TEXT NOT NULL,
  address TEXT NOT NULL,
  label TEXT NOT NULL
);
CREATE INDEX audit_log_by_project ON audit_log(project_id, id DESC);
CREATE TABLE rate_windows (
  scope TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, window_start)
);
`,
};
