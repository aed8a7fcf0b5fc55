import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFileCommands, runStep, runnerFiles, stateForPost, type StepResult } from "../helpers/runner.js";
import { startTestService, type TestService } from "../helpers/service.js";

/**
 * The checkout action (checkout/action.yml, dist/checkout-main and dist/checkout-post) run as the
 * runner runs it, against the real service: filters as inputs, the address and masked password
 * exported, a 409 waited out, and the account returned in the post step whatever the job did.
 */
const ACTION_YML = fileURLToPath(new URL("../../checkout/action.yml", import.meta.url));
const MAIN = fileURLToPath(new URL("../../dist/checkout-main/index.js", import.meta.url));
const POST = fileURLToPath(new URL("../../dist/checkout-post/index.js", import.meta.url));

const ADMIN = "checkout-admin-key-0123456789";
const PLAIN = "checkout-plain-key-0123456789";

let t: TestService;
let group = 0;

beforeAll(async () => {
  // The clock starts at the real time, so the hold ends the service names lie ahead of the
  // action's own clock, as they do in a real job; tests move it on to run holds out.
  t = await startTestService(
    {
      projects: [
        {
          name: "pool",
          domains: ["pool.test"],
          keys: [
            { name: "ci", key: ADMIN, permissions: ["read_passwords", "manage_project"] },
            { name: "plain", key: PLAIN },
          ],
        },
      ],
    },
    new Date().toISOString(),
  );
});
afterAll(async () => {
  await t.close();
});

const api = (method: string, path: string, body?: unknown) =>
  t.api(method, path, { key: ADMIN, ...(body !== undefined ? { body } : {}) });

/** Accounts tagged with a tag of their own, so each test has a pool of its own. */
async function pool(size: number, password?: string): Promise<{ tag: string; addresses: string[] }> {
  const tag = `pool-${++group}`;
  const addresses: string[] = [];
  for (let i = 0; i < size; i++) {
    const created = await api("POST", "/v1/addresses", { country: "DE", persona: true, age: "adult" });
    expect(created.status, created.text).toBe(201);
    const address = created.body.address as string;
    expect((await api("PATCH", `/v1/addresses/${encodeURIComponent(address)}`, { tags: [tag, "eu"] })).status).toBe(
      200,
    );
    if (password) {
      const saved = await api("PUT", `/v1/addresses/${encodeURIComponent(address)}/password`, { password });
      expect(saved.status).toBe(200);
    }
    addresses.push(address);
  }
  return { tag, addresses };
}

const readAddress = async (address: string) => (await api("GET", `/v1/addresses/${encodeURIComponent(address)}`)).body;

interface Step extends StepResult {
  outputs: Record<string, string>;
  exported: Record<string, string>;
}

/** The main step, then (after `between`) the post step, as a job runs them. */
async function job(
  inputs: Record<string, string>,
  options: { env?: Record<string, string>; jobStatus?: string; between?: (main: Step) => Promise<void> } = {},
): Promise<{ main: Step; post: StepResult }> {
  const { dir, files, env: runnerEnv } = runnerFiles();
  const inputEnv = Object.fromEntries(
    Object.entries({ "password-label": "password", "export-password": "true", "job-status": "success", ...inputs }).map(
      ([name, value]) => [`INPUT_${name.toUpperCase()}`, value],
    ),
  );
  const env = { ...runnerEnv, ...options.env, ...inputEnv };
  const main = await runStep(MAIN, env);
  const step: Step = { ...main, outputs: parseFileCommands(files.output), exported: parseFileCommands(files.env) };
  await options.between?.(step);
  const post = await runStep(POST, {
    ...env,
    ...stateForPost(files.state),
    "INPUT_JOB-STATUS": options.jobStatus ?? "success",
  });
  rmSync(dir, { recursive: true, force: true });
  return { main: step, post };
}

/** The connection the proofbox/proofbox action exports earlier in the job. */
const connection = (key = ADMIN, run?: string) => ({
  PROOFBOX_URL: t.baseUrl,
  PROOFBOX_API_KEY: key,
  ...(run ? { PROOFBOX_RUN: run } : {}),
});

describe("the checkout action (checkout/action.yml)", () => {
  it("declares every input the bundles read, and runs them from the repository's dist/", () => {
    const yml = readFileSync(ACTION_YML, "utf8");
    const declared = new Set([...yml.matchAll(/^ {2}([a-z-]+):$/gm)].map((match) => match[1]));
    const sources = ["settings.ts", "main.ts", "post.ts"].map((file) =>
      readFileSync(fileURLToPath(new URL(`../../src/checkout/${file}`, import.meta.url)), "utf8"),
    );
    const read = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/(?:getInput|tagList|wholeNumber|optionalBool|bool|text)\("([a-z-]+)"/g)].map((m) => m[1]),
      ),
    );
    expect(read.size).toBeGreaterThan(15);
    for (const name of read) expect(declared, `input ${name}`).toContain(name);
    expect(yml).toMatch(/main: \.\.\/dist\/checkout-main\/index\.js/);
    expect(yml).toMatch(/post: \.\.\/dist\/checkout-post\/index\.js/);
    expect(yml).toMatch(/post-if: always\(\)/);
  });

  it("holds a matching account for the job, exports it with its masked password, and returns it with tags", async () => {
    const { tag, addresses } = await pool(2, "Sesame-Open-2026!");
    const run = (await api("POST", "/v1/runs", { name: "checkout action" })).body.id as string;
    let heldAddress = "";
    const { main, post } = await job(
      { tags: `${tag}, eu`, country: "de", "min-age": "18", "has-password": "true", minutes: "20", test: "login" },
      {
        env: connection(ADMIN, run),
        between: async (step) => {
          expect(step.code, step.output).toBe(0);
          heldAddress = step.outputs.address ?? "";
          const held = await readAddress(heldAddress);
          expect(held.checked_out_until).toBe(step.outputs.until);
        },
      },
    );
    expect(main.code, main.output).toBe(0);
    expect(addresses).toContain(heldAddress);
    expect(main.exported).toMatchObject({
      PROOFBOX_ACCOUNT: heldAddress,
      PROOFBOX_ACCOUNT_PASSWORD: "Sesame-Open-2026!",
      PROOFBOX_ACCOUNT_TOKEN: main.outputs.token,
    });
    expect(main.outputs.password).toBe("Sesame-Open-2026!");
    // The password and the token are masked, and appear nowhere else in the log.
    expect(main.output).toContain("::add-mask::Sesame-Open-2026!");
    const unmasked = main.output.replace(/::add-mask::.*/g, "");
    expect(unmasked).not.toContain("Sesame-Open-2026!");
    expect(unmasked).not.toContain(main.outputs.token);
    expect(unmasked).not.toContain(ADMIN);

    expect(post.code, post.output).toBe(0);
    expect(post.output).toContain(`returned ${heldAddress}`);
    const after = await readAddress(heldAddress);
    expect(after.checked_out_until).toBeUndefined();
    expect(after.tags).toEqual([tag, "eu"]);

    // The checkout is evidence in the run, under the test's name.
    const events = (await api("GET", `/v1/runs/${run}`)).body.events as { kind: string; test?: string }[];
    expect(events).toContainEqual(expect.objectContaining({ kind: "checkout", test: "login" }));
  });

  it("adds the failed-job tags when the job failed, and the others always", async () => {
    const { tag, addresses } = await pool(1, "Sesame-Open-2026!");
    const { main, post } = await job(
      {
        tags: tag,
        "add-tags": "used",
        "remove-tags": "eu",
        "failed-add-tags": "quarantine\nneeds-look",
        "failed-remove-tags": tag,
      },
      { env: connection(), jobStatus: "failure" },
    );
    expect(main.code, main.output).toBe(0);
    expect(post.code, post.output).toBe(0);
    expect(post.output).toContain("after a failed job");
    const after = await readAddress(addresses[0]!);
    expect(after.checked_out_until).toBeUndefined();
    expect([...after.tags].sort()).toEqual(["needs-look", "quarantine", "used"]);
  });

  it("exports no password when the key may not read saved passwords, and says so", async () => {
    const { tag } = await pool(1, "Sesame-Open-2026!");
    const { main, post } = await job({ tags: tag }, { env: connection(PLAIN) });
    expect(main.code, main.output).toBe(0);
    expect(main.exported.PROOFBOX_ACCOUNT).toMatch(/@pool\.test$/);
    expect(main.exported).not.toHaveProperty("PROOFBOX_ACCOUNT_PASSWORD");
    expect(main.outputs).not.toHaveProperty("password");
    expect(main.output).toMatch(/may not read saved passwords/);
    expect(post.code).toBe(0);
  });

  it("exports the secret under another label, such as a PIN, when asked", async () => {
    const { tag, addresses } = await pool(1);
    const pin = await api("PUT", `/v1/addresses/${encodeURIComponent(addresses[0]!)}/password`, {
      label: "pin",
      password: "482913",
    });
    expect(pin.status).toBe(200);
    const { main } = await job({ tags: tag, "password-label": "pin" }, { env: connection() });
    expect(main.code, main.output).toBe(0);
    expect(main.exported.PROOFBOX_ACCOUNT_PASSWORD).toBe("482913");
    expect(main.output).toContain("::add-mask::482913");
  });

  it("waits while every matching account is held, and takes the first that comes free", async () => {
    const { tag, addresses } = await pool(1);
    const held = await api("POST", "/v1/addresses/checkout", { tags: [tag], minutes: 30 });
    expect(held.status).toBe(200);
    // Another job gives the account back a moment after this one started waiting for it.
    const giveBack = new Promise((resolve) => setTimeout(resolve, 1500)).then(() =>
      api("POST", `/v1/addresses/${encodeURIComponent(addresses[0]!)}/return`, { token: held.body.checkout.token }),
    );
    const { main, post } = await job({ tags: tag, wait: "60", "env-prefix": "ADMIN_ACCOUNT" }, { env: connection() });
    expect((await giveBack).status).toBe(200);
    expect(main.code, main.output).toBe(0);
    expect(main.output).toMatch(/All 1 matching accounts are checked out .*trying again in/);
    expect(main.exported.ADMIN_ACCOUNT).toBe(addresses[0]);
    expect(post.code).toBe(0);
    expect((await readAddress(addresses[0]!)).checked_out_until).toBeUndefined();
  });

  it("gives up with a clear message when the wait runs out, and holds nothing", async () => {
    const { tag, addresses } = await pool(1);
    const held = await api("POST", "/v1/addresses/checkout", { tags: [tag], minutes: 30 });
    const { main, post } = await job({ tags: tag, wait: "0" }, { env: connection() });
    expect(main.code).toBe(1);
    expect(main.output).toMatch(
      new RegExp(
        `all 1 accounts that match \\(tags ${tag}\\) are still checked out and wait is 0; the first comes free at ${held.body.checkout.until}`,
      ),
    );
    expect(post.code).toBe(0);
    expect(post.output).toMatch(/held no account; nothing to return/);
    // The other job's hold is untouched.
    expect((await readAddress(addresses[0]!)).checked_out_until).toBe(held.body.checkout.until);
  });

  it("fails the step with the service's reason when no account matches or an input is wrong", async () => {
    const none = await job({ tags: "no-such-pool" }, { env: connection() });
    expect(none.main.code).toBe(1);
    expect(none.main.output).toMatch(
      /::error::Proofbox checkout: .*no-such-pool|::error::Proofbox checkout: No account/i,
    );
    const wrong = await job({ minutes: "90" }, { env: connection() });
    expect(wrong.main.code).toBe(1);
    expect(wrong.main.output).toMatch(/::error::Proofbox checkout: .*minutes/);
    const notNumber = await job({ "min-age": "adult" }, { env: connection() });
    expect(notNumber.main.output).toMatch(/input min-age must be a whole number/);
    const nowhere = await job({ tags: "x" });
    expect(nowhere.main.code).toBe(1);
    expect(nowhere.main.output).toMatch(/give url and api-key, or run the proofbox\/proofbox action/);
  });

  it("warns, without failing the job, when the hold ran out before the job ended", async () => {
    const { tag, addresses } = await pool(1);
    const { main, post } = await job(
      { tags: tag, minutes: "5", "failed-add-tags": "quarantine" },
      {
        env: connection(),
        jobStatus: "failure",
        between: () => {
          t.clock.advance(6 * 60_000);
          return Promise.resolve();
        },
      },
    );
    expect(main.code, main.output).toBe(0);
    expect(post.code).toBe(0);
    expect(post.output).toMatch(/::warning::Proofbox checkout: .* was no longer held by this job/);
    // Free again: the hold freed it when it ran out.
    const after = await readAddress(addresses[0]!);
    expect(after.checked_out_until).toBeUndefined();
  });
});
