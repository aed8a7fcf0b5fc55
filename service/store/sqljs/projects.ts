import type { Limits } from "../../config.js";
import { newId } from "../../lib/random.js";
import type { CatchAllMode, Project, ProjectStore } from "../store.js";
import { asDate, asNumber, asString, type Row, type SqlDatabase } from "./database.js";

function toProject(row: Row): Project {
  return Object.freeze({
    id: asString(row.id),
    name: asString(row.name),
    domains: Object.freeze(JSON.parse(asString(row.domains)) as string[]) as string[],
    limits: Object.freeze(JSON.parse(asString(row.limits)) as Limits),
    catchAll: Object.freeze({
      mode: asString(row.catch_all) as CatchAllMode,
      lifetimeDays: asNumber(row.catch_all_lifetime_days),
    }),
    devHosts: Object.freeze(JSON.parse(asString(row.dev_hosts)) as string[]) as string[],
    createdAt: asDate(row.created_at),
  });
}

/**
 * Every authenticated request reads its key and the key's project. This store is the only writer
 * of both tables, in this process, so it keeps what it read and forgets it when it writes: the
 * cache is never stale, and a request spends two statements fewer. Records are frozen because
 * every request shares them.
 */
export function createProjectStore(db: SqlDatabase): ProjectStore {
  const known = new Map<string, Project>();
  const get = (id: string) => {
    const cached = known.get(id);
    if (cached) return cached;
    const row = db.get("SELECT * FROM projects WHERE id = ?", [id]);
    if (!row) return null;
    const project = toProject(row);
    known.set(id, project);
    return project;
  };
  const written = (id: string) => known.delete(id);
  return {
    async upsert(input, now) {
      const existing = db.get("SELECT id FROM projects WHERE name = ?", [input.name]);
      const id = existing ? asString(existing.id) : newId();
      written(id);
      if (existing) {
        db.run("UPDATE projects SET domains = ?, limits = ?, catch_all = ?, catch_all_lifetime_days = ? WHERE id = ?", [
          JSON.stringify(input.domains),
          JSON.stringify(input.limits),
          input.catchAll.mode,
          input.catchAll.lifetimeDays,
          id,
        ]);
      } else {
        db.run(
          `INSERT INTO projects (id, name, domains, limits, catch_all, catch_all_lifetime_days, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            input.name,
            JSON.stringify(input.domains),
            JSON.stringify(input.limits),
            input.catchAll.mode,
            input.catchAll.lifetimeDays,
            now.getTime(),
          ],
        );
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
      written(projectId);
      return db.transaction(() => {
        const project = get(projectId);
        if (!project) return [];
        if (project.devHosts.includes(host)) return project.devHosts;
        if (project.devHosts.length >= maxHosts) return "full" as const;
        const hosts = [...project.devHosts, host];
        db.run("UPDATE projects SET dev_hosts = ? WHERE id = ?", [JSON.stringify(hosts), projectId]);
        written(projectId);
        return hosts;
      });
    },
  };
}
