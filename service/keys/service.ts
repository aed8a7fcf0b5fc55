import type { Caller } from "../caller.js";
import { requirePermission } from "../access/permission.js";
import type { Deps } from "../deps.js";
import { ApiError, invalidRequest, notFound } from "../errors.js";
import { generateApiKey, hashApiKey } from "../lib/key-hash.js";
import { AUDIT_RETENTION_DAYS, KEYS_ACTIVE_MAX } from "../limits.js";
import { DAY_MS } from "../lib/time.js";
import { auditChange } from "../access/audit-change.js";
import type { ApiKeyList, ApiKey, CreateKeyBody, NewApiKey } from "../wire/keys.js";
import { toApiKey } from "./serialize.js";
import { keyIdOf } from "../access/key-state.js";

/**
 * The project's API keys, managed without a restart (docs/keys.md): listed without secrets,
 * created with a secret shown once, revoked. Every call needs manage_project; every change is
 * audited. Authentication reads the store on every request, so a change holds on every instance
 * from the next request on.
 */

const mayManage = (caller: Caller, what: string) => requirePermission(caller, "manage_project", what);

export async function listKeys(deps: Deps, caller: Caller): Promise<ApiKeyList> {
  mayManage(caller, "list the project's keys");
  const now = deps.clock.now();
  const keys = await deps.store.apiKeys.list(caller.project.id);
  return { keys: keys.map((key) => toApiKey(key, now)) };
}

export async function createKey(deps: Deps, caller: Caller, body: CreateKeyBody): Promise<NewApiKey> {
  mayManage(caller, "create keys");
  const beyond = body.permissions.filter((permission) => !caller.permissions.includes(permission));
  if (beyond.length > 0)
    throw new ApiError(
      "forbidden",
      `permissions: this API key cannot give ${beyond.join(", ")}, which it does not have itself`,
      { field: "permissions" },
    );
  const now = deps.clock.now();
  const expiresAt = body.expires_at === undefined ? null : new Date(body.expires_at);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalidRequest("expires_at", "must be in the future");
  // Like its permissions, a key's lifetime is at most its maker's: an expiring key cannot leave
  // behind one that outlives it.
  const limit = caller.keyExpiresAt ?? null;
  if (limit && (!expiresAt || expiresAt.getTime() > limit.getTime()))
    throw new ApiError(
      "forbidden",
      `expires_at: this API key expires at ${limit.toISOString()}; a key it creates must expire no later`,
      { field: "expires_at" },
    );
  if ((await deps.store.apiKeys.countActiveCreated(caller.project.id, now)) >= KEYS_ACTIVE_MAX)
    throw new ApiError(
      "invalid_request",
      `This project already has ${KEYS_ACTIVE_MAX} active keys made through the API, the most it keeps; revoke one first.`,
    );
  const secret = generateApiKey();
  const record = {
    sha256: hashApiKey(secret),
    projectId: caller.project.id,
    name: body.name,
    permissions: [...new Set(body.permissions)],
    source: "api" as const,
    createdAt: now,
    lastUsedAt: null,
    expiresAt,
    revokedAt: null,
    revokedBy: null,
    createdBy: caller.keyId,
  };
  await deps.store.apiKeys.create(record);
  await auditChange(deps, caller.project.id, caller, {
    action: "create_key",
    via: "keys",
    subject: { kind: "api_key", id: keyIdOf(record.sha256), name: record.name },
  });
  return { ...toApiKey(record, now), secret };
}

export async function revokeKey(deps: Deps, caller: Caller, id: string): Promise<ApiKey> {
  mayManage(caller, "revoke keys");
  const now = deps.clock.now();
  const revoked = /^[0-9a-f]{12}$/.test(id)
    ? await deps.store.apiKeys.revoke(caller.project.id, id, now, caller.keyId)
    : null;
  if (!revoked) throw notFound(`No key of this project has the id ${JSON.stringify(id)}.`, { field: "id" });
  if (revoked.changed)
    await auditChange(deps, caller.project.id, caller, {
      action: "revoke_key",
      via: "keys",
      subject: { kind: "api_key", id, name: revoked.key.name },
    });
  return toApiKey(revoked.key, now);
}

/**
 * Deletes keys made through the API that were revoked or expired more than the audit log's
 * retention ago (the log keeps their story that long); resolves how many.
 */
export async function pruneKeys(deps: Pick<Deps, "store" | "clock" | "logger">): Promise<number> {
  const removed = await deps.store.apiKeys.prune(new Date(deps.clock.now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS));
  if (removed > 0) deps.logger.info("old revoked or expired keys removed", { count: removed });
  return removed;
}
