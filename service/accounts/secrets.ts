import type { Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import type { AddressRecord } from "../store/store.js";
import { AUDIT_RETENTION_DAYS } from "../limits.js";
import { DAY_MS } from "../lib/time.js";
import type { AuditAction, AuditVia } from "../wire/enums.js";

/**
 * Saved secrets (a test account's password, a PIN...): sealed at rest with the service's secret
 * key, and every save and every reveal written to the project's audit log and the service log
 * with the time, the key, the address and the label, never the secret (spec, Authentication 7).
 */

/** Writes one save or reveal to the audit log and the service log. */
export async function auditSecret(
  deps: Pick<Deps, "store" | "clock" | "logger">,
  caller: Caller,
  entry: { action: AuditAction; via: AuditVia; address: string; label: string },
): Promise<void> {
  await deps.store.audit.record(caller.project.id, {
    at: deps.clock.now(),
    action: entry.action,
    via: entry.via,
    key: { name: caller.keyName, id: caller.keyId },
    address: entry.address,
    label: entry.label,
    subject: null,
  });
  deps.logger.info(entry.action === "save" ? "secret saved" : "secret revealed", {
    address: entry.address,
    label: entry.label,
    via: entry.via,
    key: caller.keyId,
    key_name: caller.keyName,
  });
}

/** Saves (or replaces) the secret under its label, sealed, and audits the save. */
export async function saveSecret(
  deps: Pick<Deps, "store" | "clock" | "logger" | "sealedBox">,
  caller: Caller,
  record: AddressRecord,
  secret: { label: string; plain: string; via: AuditVia },
): Promise<void> {
  await deps.store.secrets.save(
    record.id,
    { label: secret.label, sealed: deps.sealedBox.seal(secret.plain) },
    deps.clock.now(),
  );
  await auditSecret(deps, caller, { action: "save", via: secret.via, address: record.address, label: secret.label });
}

/** The plain secret saved under the label, audited as revealed; null when there is none. */
export async function revealSecret(
  deps: Pick<Deps, "store" | "clock" | "logger" | "sealedBox">,
  caller: Caller,
  record: AddressRecord,
  secret: { label: string; via: AuditVia },
): Promise<string | null> {
  const sealed = await deps.store.secrets.get(record.id, secret.label);
  if (!sealed) return null;
  const plain = deps.sealedBox.open(sealed.sealed);
  await auditSecret(deps, caller, { action: "reveal", via: secret.via, address: record.address, label: secret.label });
  return plain;
}

/** Deletes audit entries past retention (90 days); resolves how many. */
export async function pruneAuditLog(deps: Pick<Deps, "store" | "clock" | "logger">): Promise<number> {
  const removed = await deps.store.audit.prune(new Date(deps.clock.now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS));
  if (removed > 0) deps.logger.info("old audit entries removed", { count: removed });
  return removed;
}

/**
 * After a key rotation (secret_key new, secret_key_previous old): seals every secret that only
 * an old key opens under the current one (saved secrets and webhook endpoints' signing secrets),
 * so the old key can then be dropped. Each replacement is compare-and-set, so a secret saved
 * meanwhile is kept. Resolves how many were re-sealed; secrets no configured key opens are
 * counted and left as they are.
 */
export async function resealSecrets(
  deps: Pick<Deps, "store" | "logger" | "sealedBox">,
): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0;
  let unreadable = 0;
  for (const secret of await deps.store.secrets.listAll()) {
    if (deps.sealedBox.isCurrent(secret.sealed)) continue;
    let plain: string;
    try {
      plain = deps.sealedBox.open(secret.sealed);
    } catch {
      unreadable++;
      continue;
    }
    if (await deps.store.secrets.replace(secret.addressId, secret.label, secret.sealed, deps.sealedBox.seal(plain)))
      resealed++;
  }
  for (const endpoint of await deps.store.webhooks.sealedSecrets()) {
    if (deps.sealedBox.isCurrent(endpoint.sealedSecret)) continue;
    let plain: string;
    try {
      plain = deps.sealedBox.open(endpoint.sealedSecret);
    } catch {
      unreadable++;
      continue;
    }
    if (await deps.store.webhooks.replaceSecret(endpoint.id, endpoint.sealedSecret, deps.sealedBox.seal(plain)))
      resealed++;
  }
  if (resealed > 0 || unreadable > 0)
    deps.logger.info("secrets re-sealed under the current key", { resealed, unreadable });
  return { resealed, unreadable };
}
