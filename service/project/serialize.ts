import type { Caller } from "../caller.js";
import type { Project } from "../wire/project.js";

/** The project record (its fields are ours to design; docs/api.md documents them). */
export function toProject(caller: Caller): Project {
  const { project } = caller;
  return {
    id: project.id,
    name: project.name,
    domains: project.domains,
    limits: project.limits,
    dev_hosts: project.devHosts,
    created_at: project.createdAt.toISOString(),
    key: {
      id: caller.keyId,
      name: caller.keyName,
      permissions: [...caller.permissions],
      expires_at: caller.keyExpiresAt?.toISOString() ?? null,
    },
  };
}
