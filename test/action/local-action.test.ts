import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERSION } from "../../service/version.js";
import { freePort } from "../helpers/runner.js";
import { KEY, startTestService, type TestService } from "../helpers/service.js";

/**
 * Both actions' steps run by GitHub's own tool for running an action locally,
 * `npx @github/local-action run <action> <entry module> <env file> --post <entry module>`, unmodified:
 * it imports each step's module from the sources, with its own stand-ins for the runner's
 * toolkit, and calls the `run()` it exports. The inputs come from the fixture env files in
 * test/fixtures/local-action, and the steps talk to a service this test starts (or boot their
 * own). What the tool shows is checked: outputs, variables exported for the next steps (step
 * debug logging shows them), the state the post step finds, the job summary, and that nothing
 * is left running.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LOCAL_ACTION = join(ROOT, "node_modules", "@github", "local-action", "bin", "local-action.js");
const FIXTURES = join(ROOT, "test", "fixtures", "local-action");

let t: TestService;
let dir = "";
beforeAll(async () => {
  t = await startTestService();
  dir = mkdtempSync(join(tmpdir(), "proofbox-local-action-"));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The fixture env file with this run's own lines added, as a file of its own. */
function envFile(fixture: string, extra: Record<string, string>): string {
  const path = join(dir, `${fixture}-${Math.random().toString(36).slice(2)}.env`);
  const lines = Object.entries(extra).map(([name, value]) => `${name}=${value}`);
  writeFileSync(path, `${readFileSync(join(FIXTURES, `${fixture}.env`), "utf8")}\n${lines.join("\n")}\n`);
  return path;
}

/**
 * Runs `local-action run . <main> <env> --post <post>` in the action's folder (the tool reads
 * --post relative to where it runs) and returns what it printed; asynchronously, since the service
 * answers from this process.
 */
async function localAction(action: string, main: string, post: string, env: string): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [LOCAL_ACTION, "run", ".", main, env, "--post", post],
    {
      cwd: join(ROOT, action),
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir() },
      maxBuffer: 16 * 2 ** 20,
    },
  );
  return `${stdout}${stderr}`;
}

/** The `::set-output` lines the tool prints, by name. */
const outputsOf = (log: string) =>
  Object.fromEntries([...log.matchAll(/^::set-output name=([\w-]+)::(.*)$/gm)].map((m) => [m[1], m[2]]));
/** The variables the step exported, from its step debug lines. */
const exportedOf = (log: string) =>
  Object.fromEntries([...log.matchAll(/^::debug::exported (\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));

/** A secret as the tool prints it: masked. */
const MASKED = expect.stringMatching(/^\*+$/);

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** The action's main and post steps with these inputs; what it printed, and the job summary it wrote. */
async function runAction(inputs: Record<string, string>): Promise<{ log: string; summary: () => string }> {
  const summary = join(dir, `summary-${Math.random().toString(36).slice(2)}.md`);
  writeFileSync(summary, "");
  const log = await localAction(
    ".",
    "src/action/main.ts",
    "src/action/post.ts",
    envFile("action", { ...inputs, GITHUB_STEP_SUMMARY: summary }),
  );
  return { log, summary: () => readFileSync(summary, "utf8") };
}

describe("the actions run by @github/local-action", () => {
  it("the action against a hosted service: main starts a run, post finishes it and writes the summary", async () => {
    const { log, summary } = await runAction({ INPUT_URL: t.baseUrl, "INPUT_API-KEY": KEY });
    const outputs = outputsOf(log);
    expect(outputs).toMatchObject({ url: t.baseUrl, "smtp-host": "127.0.0.1", domain: "proofbox.test" });
    const runId = outputs["run-id"] as string;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(exportedOf(log)).toMatchObject({
      PROOFBOX_URL: t.baseUrl,
      PROOFBOX_RUN: runId,
      PROOFBOX_API_KEY: MASKED,
      PROOFBOX_DOMAIN: "proofbox.test",
    });
    expect(log).toContain(`::info::Proofbox ${VERSION} at ${t.baseUrl}: run ${runId}`);
    expect(log).not.toContain(KEY);
    // The post step found the run in the state main handed it, and finished it.
    const run = await t.api("GET", `/v1/runs/${runId}`);
    expect(run.body).toMatchObject({ id: runId, name: "local action", status: "passed" });
    expect(summary()).toMatch(/local action/);
  }, 120_000);

  it("the action with the embedded service: booted by main, stopped by post, nothing left running", async () => {
    const [httpPort, smtpPort] = [await freePort(), await freePort()];
    const { log, summary } = await runAction({
      "INPUT_HTTP-PORT": String(httpPort),
      "INPUT_SMTP-PORT": String(smtpPort),
      RUNNER_TEMP: dir,
    });
    const outputs = outputsOf(log);
    expect(outputs).toMatchObject({ url: `http://127.0.0.1:${httpPort}`, "smtp-port": String(smtpPort) });
    expect(exportedOf(log)).toMatchObject({ PROOFBOX_RUN: outputs["run-id"], PROOFBOX_SMTP_PORT: String(smtpPort) });
    expect(log).toContain(`::info::Proofbox ${VERSION} started in the job: run ${outputs["run-id"]}`);
    expect(log).toMatch(/Proofbox run passed: /);
    expect(log).toContain("Proofbox service stopped.");
    // The summary says the run's page went with the job, since this runner saves no artifact.
    expect(summary()).toContain("ended with the job");
    expect([await portAnswers(httpPort), await portAnswers(smtpPort)]).toEqual([false, false]);
  }, 120_000);

  it("the checkout action: main holds an account of the pool and exports it, post returns it with its tags", async () => {
    const address = await t.newAddress("local-action-pool");
    const path = `/v1/addresses/${encodeURIComponent(address)}`;
    expect((await t.api("PATCH", path, { body: { tags: ["pool"] } })).status).toBe(200);
    expect((await t.api("PUT", `${path}/password`, { body: { password: "Sesame-Open-2026!" } })).status).toBeLessThan(
      300,
    );
    const log = await localAction(
      "checkout",
      "../src/checkout/main.ts",
      "../src/checkout/post.ts",
      envFile("checkout", { INPUT_URL: t.baseUrl, "INPUT_API-KEY": KEY }),
    );
    const outputs = outputsOf(log);
    // The token and password outputs hold secrets, which the tool leaves out of what it shows.
    expect(outputs).toMatchObject({ address, until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(exportedOf(log)).toMatchObject({
      PROOFBOX_ACCOUNT: address,
      PROOFBOX_ACCOUNT_TOKEN: MASKED,
      PROOFBOX_ACCOUNT_PASSWORD: MASKED,
    });
    expect(log).not.toContain("Sesame-Open-2026!");
    // Returned by the post step, with the state main handed it: free again, and tagged.
    const after = await t.api("GET", path);
    expect(after.body).toMatchObject({ tags: ["pool", "used"] });
    expect((after.body as { checkout?: unknown }).checkout ?? null).toBeNull();
  }, 120_000);
});
