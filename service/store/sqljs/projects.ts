import type { Limits } from "../../config.js";
import { newId } from "../../lib/random.js";
import type { ApiKeyRecord, ApiKeyStore, Project, ProjectStore } from "../store.js";
import { asDate, asString, type Row, type SqlDatabase } from "./database.js";

function toProject(row: Row): Project {
  return {
    id: asString(row.id),
    name: asString(row.name),
    domains: JSON.parse(asString(row.domains)) as string[],
    limits: JSON.parse(asString(row.limits)) as Limits,
    devHosts: JSON.parse(asString(row.dev_hosts)) as string[],
    createdAt: asDate(row.created_at),
  };
}

export function createProjectStore(db: SqlDatabase): ProjectStore {
  const get = (id: string) => {
    const row = db.get("SELECT * FROM projects WHERE id = ?", [id]);
    return row ? toProject(row) : null;
  };
  return {
    async upsert(input, now) {
      const existing = db.get("SELECT id FROM projects WHERE name = ?", [input.name]);
      const id = existing ? asString(existing.id) : newId();
      if (existing) {
        db.run("UPDATE projects SET domains = ?, limits = ? WHERE id = ?", [
          JSON.stringify(input.domains),
          JSON.stringify(input.limits),
          id,
        ]);
      } else {
        db.run("INSERT INTO projects (id, name, domains, limits, created_at) VALUES (?, ?, ?, ?, ?)", [
          id,
          input.name,
          JSON.stringify(input.domains),
          JSON.stringify(input.limits),
          now.getTime(),
        ]);
      }
      return get(id) as Project;
    },
    async get(id) {
      return get(id);
    },
    async list() {
      return db.all("SELECT * FROM projects ORDER BY created_at, name").map(toProject);
    },
    async addDevHost(projectId, host, maxHosts) {
      return db.transaction(() => {
        const project = get(projectId);
        if (!project) return [];
        if (project.devHosts.includes(host)) return project.devHosts;
        if (project.devHosts.length >= maxHosts) return "full" as const;
        const hosts = [...project.devHosts, host];
        db.run("UPDATE projects SET dev_hosts = ? WHERE id = ?", [JSON.stringify(hosts), projectId]);
        return hosts;
      });
    },
  };
}

export function createApiKeyStore(db: SqlDatabase): ApiKeyStore {
  return {
    async upsert(key: ApiKeyRecord) {
      db.run(
        `INSERT INTO api_keys (sha256, project_id, name, permissions) VALUES (?, ?, ?, ?)
         ON CONFLICT(sha256) DO UPDATE SET project_id = excluded.project_id, name = excluded.name, permissions = excluded.permissions`,
        [key.sha256, key.projectId, key.name, JSON.stringify(key.permissions)],
      );
    },
    async findBySha256(sha256) {
      const row = db.get("SELECT * FROM api_keys WHERE sha256 = ?", [sha256]);
      if (!row) return null;
      return {
        sha256: asString(row.sha256),
        projectId: asString(row.project_id),
        name: asString(row.name),
        permissions: JSON.parse(asString(row.permissions)) as ApiKeyRecord["permissions"],
      };
    },
  };
}
