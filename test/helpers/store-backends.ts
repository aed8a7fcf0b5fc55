import type { StoreFactory } from "../../service/start.js";

/**
 * The store backends the integration suite, the contract tests and the store contract run on:
 * vitest.config.ts makes one test project per entry, and startTestService uses the project's
 * backend. A new backend is one line here.
 */
export const STORE_BACKENDS: Record<string, StoreFactory> = {
  sqljs: async (options) => (await import("../../service/store/sqljs/index.js")).createSqlJsStore(options),
};

/** The backend of the running test project (PROOFBOX_TEST_STORE, set by vitest.config.ts). */
export function currentStoreBackend(): { name: string; make: StoreFactory } {
  const name = process.env.PROOFBOX_TEST_STORE ?? "sqljs";
  const make = STORE_BACKENDS[name];
  if (!make) throw new Error(`PROOFBOX_TEST_STORE=${name} names no store backend (test/helpers/store-backends.ts)`);
  return { name, make };
}
