import pg from "pg";
import { defineConfig } from "vitest/config";
import { STORE_BACKENDS, TEST_DATABASE_URL } from "./test/helpers/store-backends.js";

/** Tests that talk to a store: they run once per store backend, each as its own project. */
const ON_EVERY_STORE = [
  "test/integration/**/*.test.ts",
  "test/contract/**/*.test.ts",
  "test/client/**/*.test.ts",
  "test/store/**/*.test.ts",
];

/**
 * Whether the PostgreSQL suites can run. Without a database they are skipped with one line
 * saying so, so `npm test` needs nothing installed; CI sets PROOFBOX_REQUIRE_POSTGRES=1 and
 * fails instead.
 */
async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (process.env.PROOFBOX_REQUIRE_POSTGRES === "1")
      throw new Error(
        `PostgreSQL is required (PROOFBOX_REQUIRE_POSTGRES=1) but ${TEST_DATABASE_URL} does not answer: ${why}`,
      );
    console.log(`PostgreSQL at ${TEST_DATABASE_URL} does not answer (${why}): skipping the store:postgres suites.`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const backends = Object.keys(STORE_BACKENDS).filter((name) => name !== "postgres");
if (await postgresAnswers()) backends.push("postgres");

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true as const,
        test: { name: "unit", include: ["test/**/*.test.ts"], exclude: ON_EVERY_STORE },
      },
      ...backends.map((backend) => ({
        extends: true as const,
        test: { name: `store:${backend}`, include: ON_EVERY_STORE, env: { PROOFBOX_TEST_STORE: backend } },
      })),
    ],
  },
});
