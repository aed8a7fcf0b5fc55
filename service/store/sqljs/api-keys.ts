import type { ApiKeyRecord, ApiKeyStore } from "../store.js";
import { asDate, asNullableDate, asNullableString, asString, type Row, type SqlDatabase } from "./database.js";

const ms = (date: Date | null) => (date === null ? null : date.getTime());

function toKey(row: Row): ApiKeyRecord {
  return {
    sha256: asString(row.sha256),
    projectId: asString(row.project_id),
    name: asString(row.name),
    permissions: JSON.parse(asString(row.permissions)) as ApiKeyRecord["permissions"],
    source: asString(row.source) as ApiKeyRecord["source"],
    createdAt: asDate(row.created_at),
    lastUsedAt: asNullableDate(row.last_used_at),
    expiresAt: asNullableDate(row.expires_at),
    revokedAt: asNullableDate(row.revoked_at),
    revokedBy: asNullableString(row.revoked_by),
    createdBy: asNullableString(row.created_by),
  };
}

export function createApiKeyStore(db: SqlDatabase): ApiKeyStore {
  // Every request reads its key: found keys are kept here (one process owns this store, so every
  // change passes through below and drops what it changed). Only keys that exist are kept, so a
  // stream of made-up keys does not grow it.
  const known = new Map<string, ApiKeyRecord>();
  return {
    async upsertConfigured(key, now) {
      known.delete(key.sha256);
      db.run(
        `INSERT INTO api_keys (sha256, project_id, name, permissions, source, created_at) VALUES (?, ?, ?, ?, 'config', ?)
         ON CONFLICT(sha256) DO UPDATE SET project_id = excluded.project_id, name = excluded.name,
           permissions = excluded.permissions, source = 'config',
           revoked_at = CASE WHEN revoked_by = 'configuration' THEN NULL ELSE revoked_at END,
           revoked_by = CASE WHEN revoked_by = 'configuration' THEN NULL ELSE revoked_by END`,
        [key.sha256, key.projectId, key.name, JSON.stringify(key.permissions), now.getTime()],
      );
    },

    async retireConfigured(keep, now) {
      return db.transaction(() => {
        const kept = new Set(keep);
        const retired = db
          .all("SELECT * FROM api_keys WHERE source = 'config' AND revoked_at IS NULL")
          .map(toKey)
          .filter((key) => !kept.has(key.sha256));
        for (const key of retired) known.delete(key.sha256);
        for (const key of retired)
          db.run("UPDATE api_keys SET revoked_at = ?, revoked_by = 'configuration' WHERE sha256 = ?", [
            now.getTime(),
            key.sha256,
          ]);
        return retired.map((key) => ({ ...key, revokedAt: now, revokedBy: "configuration" }));
      });
    },

    async create(key) {
      db.run(
        `INSERT INTO api_keys (sha256, project_id, name, permissions, source, created_at, last_used_at, expires_at,
           revoked_at, revoked_by, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
      const cached = known.get(sha256);
      if (cached) return cached;
      const row = db.get("SELECT * FROM api_keys WHERE sha256 = ?", [sha256]);
      if (!row) return null;
      const key = toKey(row);
      known.set(sha256, key);
      return key;
    },

    async list(projectId) {
      return db
        .all("SELECT * FROM api_keys WHERE project_id = ? ORDER BY created_at DESC, sha256", [projectId])
        .map(toKey);
    },

    async countActiveCreated(projectId, now) {
      const row = db.get(
        `SELECT COUNT(*) AS n FROM api_keys WHERE project_id = ? AND source = 'api' AND revoked_at IS NULL
           AND (expires_at IS NULL OR expires_at > ?)`,
        [projectId, now.getTime()],
      );
      return Number(row?.n ?? 0);
    },

    async revoke(projectId, id, now, by) {
      return db.transaction(() => {
        const row = db.get("SELECT * FROM api_keys WHERE project_id = ? AND substr(sha256, 1, 12) = ?", [
          projectId,
          id,
        ]);
        if (!row) return null;
        const key = toKey(row);
        if (key.revokedAt) return { key, changed: false };
        known.delete(key.sha256);
        db.run("UPDATE api_keys SET revoked_at = ?, revoked_by = ? WHERE sha256 = ?", [now.getTime(), by, key.sha256]);
        return { key: { ...key, revokedAt: now, revokedBy: by }, changed: true };
      });
    },

    async touch(sha256, at) {
      const cached = known.get(sha256);
      if (cached && (cached.lastUsedAt === null || cached.lastUsedAt < at))
        known.set(sha256, { ...cached, lastUsedAt: at });
      db.run("UPDATE api_keys SET last_used_at = ? WHERE sha256 = ? AND (last_used_at IS NULL OR last_used_at < ?)", [
        at.getTime(),
        sha256,
        at.getTime(),
      ]);
    },

    async prune(before) {
      known.clear();
      return db.run(
        `DELETE FROM api_keys WHERE source = 'api' AND (revoked_at < ? OR (revoked_at IS NULL AND expires_at < ?))`,
        [before.getTime(), before.getTime()],
      );
    },
  };
}
