import type { ApiKeyRecord } from "../store/store.js";
import type { ApiKey } from "../wire/keys.js";
import { keyIdOf, keyState } from "../access/key-state.js";

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toApiKey(key: ApiKeyRecord, now: Date): ApiKey {
  return {
    id: keyIdOf(key.sha256),
    name: key.name,
    permissions: key.permissions,
    source: key.source,
    state: keyState(key, now),
    created_at: key.createdAt.toISOString(),
    created_by: key.createdBy,
    last_used_at: iso(key.lastUsedAt),
    expires_at: iso(key.expiresAt),
    revoked_at: iso(key.revokedAt),
    revoked_by: key.revokedBy,
  };
}
