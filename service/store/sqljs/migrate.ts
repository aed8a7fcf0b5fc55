import { SCHEMA, type SqlDatabase } from "./database.js";
import { migrations } from "./migrations/index.js";

/** Applies every migration newer than the database's version, each in its own transaction. */
export function migrate(db: SqlDatabase, now: Date): number {
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${SCHEMA}.schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`,
  );
  const current = Number(
    db.get<{ version: number }>("SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations")?.version ?? 0,
  );
  let applied = 0;
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      migration.backfill?.(db);
      db.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [
        migration.version,
        migration.name,
        now.getTime(),
      ]);
    });
    applied++;
  }
  return applied;
}
