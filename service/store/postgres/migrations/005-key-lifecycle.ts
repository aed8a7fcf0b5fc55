import type { PgMigration } from "./index.js";

/** As the embedded store's migration 11: the lifecycle of API keys, and what an audit entry changed. */
export const keyLifecycle: PgMigration = {
  version: 5,
  name: "key-lifecycle",
  sql: `ALTER TABLE api_keys ADD COLUMN source TEXT NOT NULL DEFAULT 'config';
ALTER TABLE api_keys ADD COLUMN created_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE api_keys ADD COLUMN last_used_at BIGINT;
ALTER TABLE api_keys ADD COLUMN expires_at BIGINT;
ALTER TABLE api_keys ADD COLUMN revoked_at BIGINT;
ALTER TABLE api_keys ADD COLUMN revoked_by TEXT;
ALTER TABLE api_keys ADD COLUMN created_by TEXT;
UPDATE api_keys SET created_at = projects.created_at FROM projects WHERE projects.id = api_keys.project_id;
CREATE INDEX api_keys_by_project ON api_keys(project_id, created_at);
ALTER TABLE audit_log ADD COLUMN subject_kind TEXT;
ALTER TABLE audit_log ADD COLUMN subject_id TEXT;
ALTER TABLE audit_log ADD COLUMN subject_name TEXT;`,
};
