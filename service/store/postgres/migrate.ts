import { ConfigError } from "../../config.js";
import type { PgDatabase } from "./database.js";
import { migrations } from "./migrations/index.js";

/**
 * Brings the schema to the newest version, once across instances: under an advisory lock, so
 * instances starting together wait for the first and find nothing left to do. A database whose
 * schema is newer than this code knows (an older instance after an upgrade) stops start-up with
 * a clear message rather than writing rows the newer schema does not expect.
 */
export async function migrate(db: PgDatabase, now: Date): Promise<number> {
  const newest = Math.max(...migrations.map((migration) => migration.version));
  const applied = await db.withLock("migrate", async (tx) => {
    await tx.run(`CREATE SCHEMA IF NOT EXISTS ${db.options.schema}`);
    await tx.run(`SET search_path TO ${db.options.schema}, public`);
    await tx.run(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
    );
    const current = Number(
      (await tx.one<{ version: number }>("SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations"))
        ?.version ?? 0,
    );
    if (current > newest)
      throw new ConfigError(
        `the database's schema is version ${current}, newer than this Proofbox knows (${newest}); run the newer release, or restore a backup taken before the upgrade`,
      );
    let count = 0;
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      await tx.run("BEGIN");
      try {
        await tx.run(migration.sql);
        await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
          migration.version,
          migration.name,
          now.getTime(),
        ]);
        await tx.run("COMMIT");
      } catch (error) {
        await tx.run("ROLLBACK");
        throw error;
      }
      count++;
    }
    return count;
  });
  return applied ?? 0;
}
