import pg from "pg";
import { TEST_DATABASE_URL } from "./store-backends.js";

/**
 * Whether the PostgreSQL suites can run. Without a database they are skipped with a line saying
 * so, so `npm test` needs nothing installed; CI sets PROOFBOX_REQUIRE_POSTGRES=1 and fails
 * instead. `what` names the suites in that line.
 */
export async function postgresAnswers(what: string): Promise<boolean> {
  // vitest reads its config more than once: ask (and say so) once per run and suite.
  const noted = `PROOFBOX_TEST_POSTGRES_ANSWERS_${what.replace(/\W+/g, "_")}`;
  if (process.env[noted] !== undefined) return process.env[noted] === "1";
  const answers = await ask(what);
  process.env[noted] = answers ? "1" : "0";
  return answers;
}

async function ask(what: string): Promise<boolean> {
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
    console.log(`PostgreSQL at ${TEST_DATABASE_URL} does not answer (${why}): skipping ${what}.`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
