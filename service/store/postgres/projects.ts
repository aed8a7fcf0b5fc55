import type { Limits } from "../../config.js";
import { newId } from "../../lib/random.js";
import type { CatchAllMode, Project, ProjectStore } from "../store.js";
import type { PgDatabase } from "./database.js";

interface ProjectRow extends Record<string, unknown> {
  id: string;
  name: string;
  /** JSONB: node-postgres hands it back parsed. */
  domains: string[];
  limits: Limits;
  dev_hosts: string[];
  catch_all: CatchAllMode;
  catch_all_lifetime_days: number;
  /** BIGINT epoch milliseconds, parsed to a number (database.ts). */
  created_at: number;
}

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    domains: row.domains,
    limits: row.limits,
    catchAll: { mode: row.catch_all, lifetimeDays: row.catch_all_lifetime_days },
    devHosts: row.dev_hosts,
    createdAt: new Date(row.created_at),
  };
}

export function createProjectStore(db: PgDatabase): ProjectStore {
  return {
    async upsert(input, now) {
      // One statement, so two instances starting with the same configuration never race to
      // create the project twice; on conflict the id and created_at of the existing row stay.
      const row = await db.one<ProjectRow>(
        `INSERT INTO projects (id, name, domains, limits, catch_all, catch_all_lifetime_days, created_at)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $6, $7, $5)
         ON CONFLICT (name) DO UPDATE SET domains = EXCLUDED.domains, limits = EXCLUDED.limits,
           catch_all = EXCLUDED.catch_all, catch_all_lifetime_days = EXCLUDED.catch_all_lifetime_days
         RETURNING *`,
        [
          newId(),
          input.name,
          JSON.stringify(input.domains),
          JSON.stringify(input.limits),
          now.getTime(),
          input.catchAll.mode,
          input.catchAll.lifetimeDays,
        ],
      );
      if (!row) throw new Error(`project upsert of ${input.name} returned no row`);
      return toProject(row);
    },

    async get(id) {
      const row = await db.one<ProjectRow>("SELECT * FROM projects WHERE id = $1", [id]);
      return row ? toProject(row) : null;
    },

    async list() {
      // COLLATE "C" compares bytes, as SQLite's default BINARY collation does, so both backends
      // order names alike whatever the database's locale.
      const rows = await db.query<ProjectRow>('SELECT * FROM projects ORDER BY created_at, name COLLATE "C"');
      return rows.map(toProject);
    },

    async addDevHost(projectId, host, maxHosts) {
      // Appends only while the host is missing and there is room, in one statement: two
      // instances adding hosts at once can neither exceed the maximum nor add one twice.
      const added = await db.one<{ dev_hosts: string[] }>(
        `UPDATE projects SET dev_hosts = dev_hosts || jsonb_build_array($2::text)
         WHERE id = $1 AND NOT dev_hosts @> jsonb_build_array($2::text) AND jsonb_array_length(dev_hosts) < $3
         RETURNING dev_hosts`,
        [projectId, host, maxHosts],
      );
      if (added) return added.dev_hosts;
      // Nothing was added: the project is unknown, already has the host, or is full. Hosts are
      // only ever added, so what this read finds still answers correctly for that moment.
      const current = await db.one<{ dev_hosts: string[] }>("SELECT dev_hosts FROM projects WHERE id = $1", [
        projectId,
      ]);
      if (!current) return [];
      return current.dev_hosts.includes(host) ? current.dev_hosts : "full";
    },
  };
}
