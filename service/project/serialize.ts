import type { AuthContext } from "../http/auth.js";

/** The Project record (its fields are ours to design; docs/api.md documents them). */
export function toProjectResponse(auth: AuthContext): Record<string, unknown> {
  const { project } = auth;
  return {
    id: project.id,
    name: project.name,
    domains: project.domains,
    limits: project.limits,
    dev_hosts: project.devHosts,
    created_at: project.createdAt.toISOString(),
    key: { name: auth.keyName, permissions: auth.permissions },
  };
}
