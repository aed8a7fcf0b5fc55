import type { ApiKeyRecord, ApiKeyStore } from "../store.js";
import type { PgDatabase } from "./database.js";

interface ApiKeyRow extends Record<string, unknown> {
  sha256: string;
  project_id: string;
  name: string;
  /** JSONB: node-postgres hands it back parsed. */
  permissions: ApiKeyRecord["permissions"];
  source: ApiKeyRecord["source"];
  /** BIGINT epoch milliseconds, parsed to numbers (database.ts). */
  created_at: number;
  last_used_at: number | null;
  expires_at: number | null;
  revoked_at: number | null;
  revoked_by: string | null;
  created_by: string | null;
}

const date = (value: number | null) => (value === null ? null : new Date(value));
const ms = (value: Date | null) => (value === null ? null : value.getTime());

function toKey(row: ApiKeyRow): ApiKeyRecord {
  return {
    sha256: row.sha256,
    projectId: row.project_id,
    name: row.name,
    permissions: row.permissions,
    source: row.source,
    createdAt: new Date(row.created_at),
    lastUsedAt: date(row.last_used_at),
    expiresAt: date(row.expires_at),
    revokedAt: date(row.revoked_at),
    revokedBy: row.revoked_by,
    createdBy: row.created_by,
  };
}

export function createApiKeyStore(db: PgDatabase): ApiKeyStore {
  return {
    async upsertConfigured(key, now) {
      await db.run(
        `INSERT INTO api_keys (sha256, project_id, name, permissions, source, created_at)
         VALUES ($1, $2, $3, $4::jsonb, 'config', $5)
         ON CONFLICT (sha256) DO UPDATE
         SET project_id = EXCLUDED.project_id, name = EXCLUDED.name, permissions = EXCLUDED.permissions,
             source = 'config',
             revoked_at = CASE WHEN api_keys.revoked_by = 'configuration' THEN NULL ELSE api_keys.revoked_at END,
             revoked_by = CASE WHEN api_keys.revoked_by = 'configuration' THEN NULL ELSE api_keys.revoked_by END`,
        [key.sha256, key.projectId, key.name, JSON.stringify(key.permissions), now.getTime()],
      );
    },

    async retireConfigured(keep, now) {
      const rows = await db.query<ApiKeyRow>(
        `UPDATE api_keys SET revoked_at = $2, revoked_by = 'configuration'
         WHERE source = 'config' AND revoked_at IS NULL AND NOT (sha256 = ANY($1::text[]))
         RETURNING *`,
        [keep, now.getTime()],
      );
      return rows.map(toKey);
    },

    async create(key) {
      await db.run(
        `INSERT INTO api_keys (sha256, project_id, name, permissions, source, created_at, last_used_at, expires_at,
           revoked_at, revoked_by, created_by) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11)`,
        [
          key.sha256,
          key.projectId,
          key.name,
          JSON.stringify(key.permissions),
          key.source,
          key.createdAt.getTime(),
          ms(key.lastUsedAt),
          ms(key.expiresAt),
          ms(key.revokedAt),
          key.revokedBy,
          key.createdBy,
        ],
      );
    },

    async findBySha256(sha256) {
      const row = await db.one<ApiKeyRow>("SELECT * FROM api_keys WHERE sha256 = $1", [sha256]);
      return row ? toKey(row) : null;
    },

    async list(projectId) {
      const rows = await db.query<ApiKeyRow>(
        "SELECT * FROM api_keys WHERE project_id = $1 ORDER BY created_at DESC, sha256",
        [projectId],
      );
      return rows.map(toKey);
    },

    async countActiveCreated(projectId, now) {
      const row = await db.one<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM api_keys WHERE project_id = $1 AND source = 'api' AND revoked_at IS NULL
           AND (expires_at IS NULL OR expires_at > $2)`,
        [projectId, now.getTime()],
      );
      return row?.n ?? 0;
    },

    async revoke(projectId, id, now, by) {
      // One statement: of two instances revoking at once, one changes the row and the other
      // finds it revoked.
      const changed = await db.one<ApiKeyRow>(
        `UPDATE api_keys SET revoked_at = $3, revoked_by = $4
         WHERE project_id = $1 AND left(sha256, 12) = $2 AND revoked_at IS NULL RETURNING *`,
        [projectId, id, now.getTime(), by],
      );
      if (changed) return { key: toKey(changed), changed: true };
      const existing = await db.one<ApiKeyRow>(
        "SELECT * FROM api_keys WHERE project_id = $1 AND left(sha256, 12) = $2",
        [projectId, id],
      );
      return existing ? { key: toKey(existing), changed: false } : null;
    },

    async touch(sha256, at) {
      await db.run(
        "UPDATE api_keys SET last_used_at = $2 WHERE sha256 = $1 AND (last_used_at IS NULL OR last_used_at < $2)",
        [sha256, at.getTime()],
      );
    },

    async prune(before) {
      return db.run(
        `DELETE FROM api_keys WHERE source = 'api' AND (revoked_at < $1 OR (revoked_at IS NULL AND expires_at < $1))`,
        [before.getTime()],
      );
    },
  };
}
