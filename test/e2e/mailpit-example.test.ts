import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type BundledService, startBundledService } from "../../scripts/bundled-service.js";

/**
 * examples/mailpit holds a test suite written against Mailpit with the published `mailpit-api`
 * client, by someone who never read Proofbox. It runs here unchanged against the bundled service
 * (`npm start`) with catch-all on: only its base URL, credentials and SMTP port are set, through
 * the variables it already reads.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const KEY = "pbx_mailpit_example_key_0123456";

let service: BundledService;
beforeAll(async () => {
  service = await startBundledService(KEY, { PROOFBOX_CATCH_ALL: "any" });
});
afterAll(() => service.stop());

it("passes the Mailpit-based example suite with only its base URL and credentials changed", async () => {
  const run = await promisify(execFile)(
    process.execPath,
    ["--test", "--test-reporter=tap", "examples/mailpit/mailpit.test.mjs"],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        MAILPIT_URL: service.url,
        MAILPIT_USERNAME: "ci",
        MAILPIT_PASSWORD: KEY,
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(service.smtpPort),
      },
    },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`the example suite failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
  });
  expect(run.stdout).toMatch(/^# fail 0$/m);
  expect(run.stdout).toMatch(/^# pass [1-9]\d*$/m);
});
