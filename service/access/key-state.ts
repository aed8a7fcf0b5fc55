import type { ApiKeyRecord } from "../store/store.js";
import type { KeyState } from "../wire/enums.js";

/** Whether a key opens the API at `now`: revoked wins over expired, as it is the deliberate act. */
export function keyState(key: Pick<ApiKeyRecord, "revokedAt" | "expiresAt">, now: Date): KeyState {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

/** A key's public id: the first 12 characters of its digest, as logs and the audit log name it. */
export const keyIdOf = (sha256: string) => sha256.slice(0, 12);
