import type { Caller } from "../caller.js";
import type { Clock } from "../lib/clock.js";
import { digestsEqual, hashApiKey } from "../lib/key-hash.js";
import type { Logger } from "../lib/logger.js";
import { KEY_USE_RECORD_INTERVAL_MS } from "../limits.js";
import type { Store } from "../store/store.js";
import { keyIdOf, keyState } from "./key-state.js";

/** Why a key opens nothing: not a key of this service, or one that was revoked or has expired. */
export type KeyRefusal = { refused: "unknown" } | { refused: "revoked" | "expired"; at: Date };

/**
 * Turns an API key into its caller. The key is looked up in the store on every request, so a
 * revocation or expiry holds on every instance from the next request on. The key's last use is
 * written at most once a minute per key on each instance, off the request's path.
 */
export interface KeyGate {
  open(apiKey: string): Promise<Caller | KeyRefusal>;
}

export function createKeyGate(deps: { store: Store; clock: Clock; logger: Logger }): KeyGate {
  // Holds only keys that opened something, which the store bounds (KEYS_ACTIVE_MAX and the
  // configuration): a stream of made-up keys adds nothing here.
  const lastRecorded = new Map<string, number>();

  function recordUse(sha256: string, now: Date): void {
    const last = lastRecorded.get(sha256);
    if (last !== undefined && now.getTime() - last < KEY_USE_RECORD_INTERVAL_MS) return;
    lastRecorded.set(sha256, now.getTime());
    deps.store.apiKeys.touch(sha256, now).catch((error: unknown) =>
      deps.logger.warn("could not record a key's last use", {
        key: keyIdOf(sha256),
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  return {
    async open(apiKey) {
      const digest = hashApiKey(apiKey);
      const key = await deps.store.apiKeys.findBySha256(digest);
      if (!key || !digestsEqual(key.sha256, digest)) return { refused: "unknown" };
      const now = deps.clock.now();
      const state = keyState(key, now);
      if (state === "revoked") return { refused: "revoked", at: key.revokedAt as Date };
      if (state === "expired") return { refused: "expired", at: key.expiresAt as Date };
      const project = await deps.store.projects.get(key.projectId);
      if (!project) return { refused: "unknown" };
      recordUse(key.sha256, now);
      return {
        project,
        keyId: keyIdOf(digest),
        keyName: key.name,
        permissions: key.permissions,
        keyExpiresAt: key.expiresAt,
      };
    },
  };
}

/** The 401 message for a refused key: which of unknown, revoked or expired, and since when. */
export function refusalMessage(refusal: KeyRefusal): string {
  switch (refusal.refused) {
    case "unknown":
      return "Invalid API key.";
    case "revoked":
      return `This API key was revoked at ${refusal.at.toISOString()}; ask the project's owner for a new one.`;
    case "expired":
      return `This API key expired at ${refusal.at.toISOString()}; ask the project's owner for a new one.`;
  }
}
