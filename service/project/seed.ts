import type { ProjectConfig } from "../config.js";
import type { Clock } from "../lib/clock.js";
import { hashApiKey } from "../lib/key-hash.js";
import type { Logger } from "../lib/logger.js";
import type { Project, Store } from "../store/store.js";
import { keyIdOf } from "../access/key-state.js";
import { auditChange } from "../access/audit-change.js";

/**
 * Writes the configured projects and their keys at start. With `retire`, a key of the
 * configuration file that it no longer names is revoked (and audited): removing a key from the
 * file removes it from the service. A generated default key is not retired by the next start's
 * generated key, as two instances of one store would retire each other's.
 */
export async function seedProjects(
  deps: { store: Store; clock: Clock; logger: Logger },
  projects: ProjectConfig[],
  options: { retire: boolean },
): Promise<Project[]> {
  const { store, clock } = deps;
  const seeded: Project[] = [];
  const named: string[] = [];
  for (const config of projects) {
    const project = await store.projects.upsert(
      { name: config.name, domains: config.domains, limits: config.limits, catchAll: config.catchAll },
      clock.now(),
    );
    for (const key of config.keys) {
      const sha256 = key.sha256 ?? hashApiKey(key.plain as string);
      named.push(sha256);
      await store.apiKeys.upsertConfigured(
        { sha256, projectId: project.id, name: key.name, permissions: key.permissions },
        clock.now(),
      );
    }
    seeded.push(project);
  }
  if (options.retire) {
    for (const key of await store.apiKeys.retireConfigured(named, clock.now())) {
      await auditChange(deps, key.projectId, null, {
        action: "revoke_key",
        via: "configuration",
        subject: { kind: "api_key", id: keyIdOf(key.sha256), name: key.name },
      });
    }
  }
  return seeded;
}
