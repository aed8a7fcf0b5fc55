import { SCHEMA } from "../database.js";

/**
 * API keys managed without a restart (docs/keys.md): where a key comes from, when it was made,
 * last used, expires or was revoked and by whom. The audit log also records changes to keys and
 * webhooks, naming what changed (subject_*); for those, address and label are ''.
 */
export const name = "key-lifecycle";

export const sql = `
ALTER TABLE ${SCHEMA}.api_keys ADD COLUMN source TEXT NOT NULL DEFAULT 'config'; -- config or api
ALTER TABLE ${SCHEMA}.api_keys ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ${SCHEMA}.api_keys ADD COLUMN last_used_at INTEGER;
ALTER TABLE ${SCHEMA}.api_keys ADD COLUMN expires_at INTEGER;
ALTER TABLE ${SCHEMA}.api_keys ADD COLUMN revoked_at INTEGER;
ALTER TABLE ${SCHEMA}.api_keys ADD COLUMN revoked_by TEXT;   -- a key id, or configuration
ALTER TABLE ${SCHEMA}.api_keys ADD COLUMN created_by TEXT;   -- a key id; NULL for config keys
UPDATE ${SCHEMA}.api_keys SET created_at = (SELECT created_at FROM projects WHERE projects.id = api_keys.project_id);
CREATE INDEX ${SCHEMA}.api_keys_by_project ON api_keys(project_id, created_at);
ALTER TABLE ${SCHEMA}.audit_log ADD COLUMN subject_kind TEXT;   -- api_key or webhook
ALTER TABLE ${SCHEMA}.audit_log ADD COLUMN subject_id TEXT;
ALTER TABLE ${SCHEMA}.audit_log ADD COLUMN subject_name TEXT;
`;
