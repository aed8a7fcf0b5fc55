import type { Caller } from "../caller.js";
import { requirePermission } from "../access/permission.js";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { DEV_HOSTS_MAX_COUNT } from "../limits.js";
import type { AuditLog, AuditQuery } from "../wire/accounts.js";
import type { AddDevHostBody, DevHosts } from "../wire/project.js";

/** Marks a host as a development host of the project; needs manage_project. */
export async function addDevHost(deps: Deps, caller: Caller, body: AddDevHostBody): Promise<DevHosts> {
  requirePermission(caller, "manage_project", "change the project's dev hosts");
  const hosts = await deps.store.projects.addDevHost(caller.project.id, body.host, DEV_HOSTS_MAX_COUNT);
  if (hosts === "full") {
    throw new ApiError(
      "invalid_request",
      `host: this project already has ${DEV_HOSTS_MAX_COUNT} dev hosts, the most it can keep`,
      { field: "host" },
    );
  }
  deps.logger.info("dev host added", { project: caller.project.name, host: body.host, key: caller.keyId });
  return { dev_hosts: hosts };
}

/** The project's audit log (saved secrets, keys, webhooks), newest first; needs manage_project. */
export async function auditLog(deps: Deps, caller: Caller, query: AuditQuery): Promise<AuditLog> {
  requirePermission(caller, "manage_project", "read the audit log");
  const entries = await deps.store.audit.list(caller.project.id, {
    limit: query.limit,
    ...(query.before !== undefined ? { before: query.before } : {}),
  });
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      via: entry.via,
      key: entry.key,
      address: entry.address,
      label: entry.label,
      subject: entry.subject,
    })),
  };
}
