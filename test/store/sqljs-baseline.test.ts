import { readFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { renderBaseline, schemaOf } from "../../service/store/sqljs/baseline-render.js";
import { fromDeflatedBlob, SCHEMA, SqlDatabase, toUtf8Blob } from "../../service/store/sqljs/database.js";
import { migrate } from "../../service/store/sqljs/migrate.js";
import { migrations } from "../../service/store/sqljs/migrations/index.js";

const PATH = new URL("../../service/store/sqljs/baseline.ts", import.meta.url);

async function schemaAfter(prepare: (db: SqlDatabase) => void): Promise<{ schema: string[]; versions: number[] }> {
  const db = await SqlDatabase.open();
  try {
    prepare(db);
    const versions = db
      .all<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")
      .map((r) => Number(r.version));
    return { schema: schemaOf(db), versions };
  } finally {
    db.close();
  }
}

describe("the embedded store's schema baseline", () => {
  it("is what the migrations produce (run npm run baseline after adding one)", async () => {
    const rendered = await format(await renderBaseline(), {
      ...(await resolveConfig(PATH.pathname)),
      parser: "typescript",
    });
    expect(readFileSync(PATH, "utf8")).toBe(rendered);
  });

  it("loads into the same schema as replaying every migration, and records them all", async () => {
    const replayed = await schemaAfter((db) => migrate(db, new Date(0), { baseline: null }));
    const loaded = await schemaAfter((db) => migrate(db, new Date(0)));
    expect(loaded).toEqual(replayed);
    expect(loaded.versions).toEqual(migrations.map((migration) => migration.version));
  });

  it("still brings a database at an older version forward, one migration at a time", async () => {
    const last = migrations[migrations.length - 1]!;
    const upgraded = await schemaAfter((db) => {
      db.exec(
        `CREATE TABLE ${SCHEMA}.schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`,
      );
      for (const migration of migrations.slice(0, -1))
        db.transaction(() => {
          db.exec(migration.sql);
          db.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 0)", [
            migration.version,
            migration.name,
          ]);
        });
      expect(migrate(db, new Date(0))).toBe(1);
    });
    const replayed = await schemaAfter((db) => migrate(db, new Date(0), { baseline: null }));
    expect(upgraded).toEqual(replayed);
    expect(upgraded.versions.at(-1)).toBe(last.version);
  });

  it("deflates the mail bodies stored before version 6, so the store reads them as it stores new ones", async () => {
    const db = await SqlDatabase.open();
    try {
      db.exec(
        `CREATE TABLE ${SCHEMA}.schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`,
      );
      for (const migration of migrations.filter((m) => m.version < 6))
        db.transaction(() => {
          db.exec(migration.sql);
          migration.backfill?.(db);
          db.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 0)", [
            migration.version,
            migration.name,
          ]);
        });
      // A body row alone: its email row does not matter to this migration.
      db.exec("PRAGMA foreign_keys = OFF");
      db.run("INSERT INTO email_bodies (email_id, text, html, headers) VALUES (?, ?, ?, ?)", [
        "old",
        toUtf8Blob("Your code is 482913 – thanks"),
        toUtf8Blob("<p>Your code is <b>482913</b></p>"),
        toUtf8Blob("{}"),
      ]);
      db.exec("PRAGMA foreign_keys = ON");
      migrate(db, new Date(0));
      const row = db.get("SELECT text, html FROM email_bodies WHERE email_id = 'old'");
      expect(fromDeflatedBlob(row?.text)).toBe("Your code is 482913 – thanks");
      expect(fromDeflatedBlob(row?.html)).toBe("<p>Your code is <b>482913</b></p>");
    } finally {
      db.close();
    }
  });
});
