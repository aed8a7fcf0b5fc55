import { randomBytes } from "node:crypto";
import type { StoreFactory } from "../../service/start.js";

/**
 * The store backends the integration suite, the contract tests and the store contract run on:
 * vitest.config.ts makes one test project per entry (postgres only when the database answers),
 * and startTestService uses the project's backend. A new backend is one line here.
 */

/** The database the PostgreSQL suites use: PROOFBOX_TEST_DATABASE_URL, or this machine's. */
export const TEST_DATABASE_URL = process.env.PROOFBOX_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A PostgreSQL store in a schema of its own, dropped when the store closes: parallel test
 * files and runs never see each other's rows, and nothing is left behind.
 */
const postgres: StoreFactory = async (options) => {
  const { createPgStore } = await import("../../service/store/postgres/index.js");
  const schema = `pbx_test_${randomBytes(6).toString("hex")}`;
  const store = await createPgStore({
    url: TEST_DATABASE_URL,
    schema,
    poolSize: 5,
    statementTimeoutMs: 10_000,
    now: options.now,
  });
  return {
    ...store,
    async close() {
      await store.db.run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await store.close();
    },
  };
};

export const STORE_BACKENDS: Record<string, StoreFactory> = {
  sqljs: async (options) => (await import("../../service/store/sqljs/index.js")).createSqlJsStore(options),
  postgres,
};

/** The backend of the running test project (PROOFBOX_TEST_STORE, set by vitest.config.ts). */
export function currentStoreBackend(): { name: string; make: StoreFactory } {
  const name = process.env.PROOFBOX_TEST_STORE ?? "sqljs";
  const make = STORE_BACKENDS[name];
  if (!make) throw new Error(`PROOFBOX_TEST_STORE=${name} names no store backend (test/helpers/store-backends.ts)`);
  return { name, make };
}
