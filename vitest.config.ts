import { defineConfig } from "vitest/config";
import { postgresAnswers } from "./test/helpers/postgres.js";
import { STORE_BACKENDS } from "./test/helpers/store-backends.js";

/** Tests that talk to a store: they run once per store backend, each as its own project. */
const ON_EVERY_STORE = [
  "test/integration/**/*.test.ts",
  "test/contract/**/*.test.ts",
  "test/client/**/*.test.ts",
  "test/store/**/*.test.ts",
];

const backends = Object.keys(STORE_BACKENDS).filter((name) => name !== "postgres");
if (await postgresAnswers("the store:postgres suites")) backends.push("postgres");

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
