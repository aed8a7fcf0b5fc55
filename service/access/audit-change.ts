import type { Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import type { AuditSubject } from "../store/store.js";
import type { AuditAction, AuditVia } from "../wire/enums.js";

/**
 * Writes one change to the project's keys or webhooks to its audit log and the service log. The
 * caller is null for a change the configuration made at start.
 */
export async function auditChange(
  deps: Pick<Deps, "store" | "clock" | "logger">,
  projectId: string,
  caller: Caller | null,
  change: { action: AuditAction; via: AuditVia; subject: AuditSubject },
): Promise<void> {
  await deps.store.audit.record(projectId, {
    at: deps.clock.now(),
    action: change.action,
    via: change.via,
    key: caller ? { name: caller.keyName, id: caller.keyId } : null,
    address: null,
    label: null,
    subject: change.subject,
  });
  deps.logger.info(change.action.replace("_", " "), {
    [change.subject.kind]: change.subject.id,
    via: change.via,
    ...(caller ? { key: caller.keyId } : {}),
  });
}
