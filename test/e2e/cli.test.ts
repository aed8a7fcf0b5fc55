import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMail } from "../helpers/smtp.js";

/**
 * The `proofbox` command as a user runs it: the built bundle (dist/cli, package.json's bin) as a
 * child process. `serve` starts the service from flags; the everyday calls talk to it; exit
 * codes, --json, piped output without a progress line and a terminal's progress line (through
 * script(1)); and `proofbox mcp` as an agent's stdio server, with the SDK's own client.
 */
const CLI = fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
const KEY = "cli-e2e-key-0123456789abcdef";

let service: ChildProcess;
let url = "";
let smtpPort = 0;

beforeAll(async () => {
  service = spawn(
    process.execPath,
    [CLI, "serve", "--http-port", "0", "--smtp-port", "0", "--api-key", KEY, "--dns", "off", "--log-level", "warn"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let banner = "";
  await new Promise<void>((resolve, reject) => {
    service.stdout!.on("data", (chunk: Buffer) => {
      banner += chunk.toString();
      const http = /HTTP API\s+(http:\/\/\S+)\/v1/.exec(banner);
      const smtp = /SMTP\s+\S+:(\d+)/.exec(banner);
      if (http && smtp) {
        url = http[1]!;
        smtpPort = Number(smtp[1]);
        resolve();
      }
    });
    service.on("exit", (code) => reject(new Error(`serve exited ${code}`)));
  });
});
afterAll(() => {
  service.kill("SIGTERM");
});

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function proofbox(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? "", PROOFBOX_URL: url, PROOFBOX_API_KEY: KEY, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const sendCode = (to: string, code: string) =>
  sendMail(smtpPort, {
    from: "Acme <auth@acme.example>",
    to,
    subject: "Your code",
    text: `Your verification code is ${code}.`,
  });

describe("the proofbox command", () => {
  it("has --help on every command, and a usage error exits 2", async () => {
    const help = await proofbox(["--help"]);
    expect(help.code).toBe(0);
    for (const command of ["serve", "mcp", "address", "code", "link", "none", "count", "checks", "delivery", "runs"])
      expect(help.stdout).toContain(command);
    const serveHelp = await proofbox(["serve", "--help"]);
    expect(serveHelp.stdout).toMatch(
      /--smtp-port <value>\s+port of the SMTP receiver.*\(PROOFBOX_SMTP_PORT; default\s+2525\)/s,
    );
    expect(serveHelp.stdout).toMatch(/--max-message-bytes <value>/);
    for (const command of [["code"], ["runs", "start"], ["checkout"], ["form-values"]]) {
      const ran = await proofbox([...command, "--help"]);
      expect(ran.code, command.join(" ")).toBe(0);
      expect(ran.stdout).toMatch(/Usage: proofbox/);
    }
    const missing = await proofbox(["code"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/missing required argument 'address'/);
    const unknown = await proofbox(["frobnicate"]);
    expect(unknown.code).toBe(2);
    const noService = await proofbox(["count", "a@proofbox.test"], { PROOFBOX_URL: "http://127.0.0.1:9" });
    expect(noService.code).toBe(2);
    expect(noService.stderr).toMatch(/cannot reach the service/);
  });

  it("creates an address, prints the code when it lands, and exits 1 when none does", async () => {
    const created = await proofbox(["address", "create", "--persona", "--password"]);
    expect(created.code).toBe(0);
    const [address, password] = created.stdout.trim().split("\n");
    expect(address).toMatch(/@proofbox\.test$/);
    expect(password).toHaveLength(16);

    const waiting = proofbox(["code", address!, "--timeout", "15"]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sendCode(address!, "318224");
    const code = await waiting;
    expect(code).toMatchObject({ code: 0, stdout: "318224\n" });
    // Piped: no progress line, even though the wait took more than a second.
    expect(code.stderr).toBe("");

    const json = await proofbox(["--json", "code", address!, "--timeout", "0"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ value: "318224", type: "code", subtype: "otp" });

    const none = await proofbox(["link", address!, "--timeout", "0"]);
    expect(none.code).toBe(1);
    expect(none.stdout).toBe("");
    expect(none.stderr).toMatch(/No matching link arrived.*\nHint: /s);
    const noneJson = await proofbox(["--json", "link", address!, "--timeout", "0"]);
    expect(noneJson.code).toBe(1);
    expect(JSON.parse(noneJson.stdout)).toMatchObject({ error: "not_found", hint: expect.any(String) });

    const count = await proofbox(["count", address!]);
    expect(count).toMatchObject({ code: 0, stdout: "1\n" });
    const quiet = await proofbox(["none", address!, "--timeout", "1", "--since", new Date().toISOString()]);
    expect(quiet.code).toBe(0);
    const arrived = await proofbox(["none", address!, "--timeout", "0", "--since", "2020-01-01T00:00:00Z"]);
    expect(arrived.code).toBe(1);
    expect(arrived.stderr).toMatch(/arrived .* where none was expected/);
    const delivery = await proofbox(["delivery", address!]);
    expect(delivery.stdout).toMatch(/^receiving: yes, 1 email, expires /);
    const checks = await proofbox(["checks", address!]);
    // The mail is unsigned: DKIM warns, nothing fails, and the command exits 0.
    expect(checks.code).toBe(0);
    expect(checks.stdout).toMatch(/^warn\s+dkim\s+the email is not DKIM-signed$/m);
    expect(checks.stdout.trim().split("\n").at(-1)).toBe("passed");
    // A phrase the mail lacks fails its check, and the command exits 1.
    const failing = await proofbox(["checks", address!, "--expect-text", "no such phrase"]);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/^fail\s+expected_text/m);
    expect(failing.stdout.trim().split("\n").at(-1)).toBe("failed");
    const unknownAddress = await proofbox(["delivery", "nobody@proofbox.test"]);
    expect(unknownAddress.code).toBe(1);
  });

  it("shows a progress line with elapsed seconds on a terminal", async () => {
    const address = (await proofbox(["address", "create"])).stdout.trim();
    // script(1) gives the command a terminal; its output is what the terminal showed.
    const command = `${process.execPath} ${CLI} code ${address} --timeout 3`;
    const ran = await new Promise<Ran>((resolve) => {
      const child = spawn("script", ["-qec", command, "/dev/null"], {
        env: { PATH: process.env.PATH ?? "", PROOFBOX_URL: url, PROOFBOX_API_KEY: KEY, TERM: "dumb" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.on("exit", (code) => resolve({ code, stdout, stderr: "" }));
    });
    expect(ran.code).toBe(1);
    expect(ran.stdout).toMatch(new RegExp(`waiting for a code at ${address.replace(/\./g, "\\.")} 1 s`));
    expect(ran.stdout).toMatch(/ 2 s/);
  });

  it("keeps runs, checks accounts out and returns them, and fills forms", async () => {
    const run = await proofbox(["runs", "start", "--name", "cli run", "--source", "ci"]);
    const runId = run.stdout.trim();
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    const address = (await proofbox(["--run", runId, "address", "create", "--test", "signup"])).stdout.trim();
    await sendCode(address, "775511");
    expect((await proofbox(["code", address, "--test", "signup"], { PROOFBOX_RUN: runId })).stdout).toBe("775511\n");
    expect((await proofbox(["runs", "note", runId, "checked by hand"])).code).toBe(0);
    const finished = await proofbox(["runs", "finish", runId]);
    expect(finished.code).toBe(0);
    expect(finished.stdout).toMatch(/Proofbox run `cli run`: ✅ passed/);
    expect(finished.stdout).toContain("775511");
    const shown = await proofbox(["--json", "runs", "show", runId]);
    expect(JSON.parse(shown.stdout)).toMatchObject({ status: "passed", source: "ci" });

    const saved = await proofbox(["password", "save", address, "--value", "Sesame-2026!"]);
    expect(saved.code).toBe(0);
    expect((await proofbox(["password", "show", address])).stdout).toBe("Sesame-2026!\n");
    const signedIn = await proofbox(["sign-in"]);
    expect(signedIn.stdout).toBe(`${address}\nSesame-2026!\n`);

    const held = await proofbox(["checkout", "--search", address.split("@")[0]!, "--minutes", "5"]);
    expect(held.code).toBe(0);
    const [heldAddress, token] = held.stdout.trim().split("\n");
    expect(heldAddress).toBe(address);
    const busy = await proofbox(["checkout", "--search", address.split("@")[0]!]);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(/checked out; the first comes free/);
    expect((await proofbox(["extend", address, "--token", token!, "--minutes", "20"])).code).toBe(0);
    const returned = await proofbox(["return", address, "--token", token!, "--add-tags", "used"]);
    expect(returned).toMatchObject({ code: 0, stdout: `returned ${address}\n` });

    const form = join(tmpdir(), `proofbox-form-${process.pid}.json`);
    writeFileSync(
      form,
      JSON.stringify({
        fields: [
          { id: "mail", type: "email" },
          { id: "pw", type: "password" },
        ],
      }),
    );
    const values = await proofbox(["--json", "form-values", form]);
    expect(values.code).toBe(0);
    const answer = JSON.parse(values.stdout) as { address: string; password: string; values: { value: string }[] };
    expect(answer.values.map((value) => value.value)).toEqual([answer.address, answer.password]);
  });

  it("creates, lists and revokes keys; the secret is printed once and stops working when revoked", async () => {
    const created = await proofbox([
      "keys",
      "create",
      "nightly-e2e",
      "--permissions",
      "read_passwords",
      "--expires",
      "30d",
    ]);
    expect(created.code).toBe(0);
    const secret = created.stdout.trim();
    expect(secret).toMatch(/^pbx_[A-Za-z0-9_-]{32}$/);
    expect(created.stderr).toMatch(/^key [0-9a-f]{12} \(nightly-e2e\) created; its secret is printed this once/);
    const id = /^key ([0-9a-f]{12})/.exec(created.stderr)![1]!;

    const asNew = await proofbox(["address", "create"], { PROOFBOX_API_KEY: secret });
    expect(asNew.code).toBe(0);

    const listed = await proofbox(["keys", "list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toContain(secret);
    const line = listed.stdout.split("\n").find((row) => row.startsWith(id))!;
    expect(line).toMatch(/active\s+api\s+nightly-e2e\s+read_passwords\s+\d{4}-\d{2}-\d{2}T\S+\s+expires \d{4}-/);
    expect(listed.stdout).toMatch(/active\s+config\s+default\s+read_passwords,manage_project\s+/);
    const json = JSON.parse((await proofbox(["keys", "list", "--json"])).stdout) as { id: string; state: string }[];
    expect(json.find((key) => key.id === id)?.state).toBe("active");

    const revoked = await proofbox(["keys", "revoke", id]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(new RegExp(`^revoked ${id} \\(nightly-e2e\\) at \\d{4}-`));
    const refused = await proofbox(["address", "create"], { PROOFBOX_API_KEY: secret });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/This API key was revoked at/);

    const unknown = await proofbox(["keys", "revoke", "000000000000"]);
    expect(unknown.code).toBe(1);
    const badExpiry = await proofbox(["keys", "create", "x", "--expires", "soon"]);
    expect(badExpiry.code).toBe(2);
    expect(badExpiry.stderr).toMatch(/--expires/);
  });

  it("serves an agent over stdio: proofbox mcp relays to the service's /mcp", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, "mcp"],
      env: { PATH: process.env.PATH ?? "", PROOFBOX_URL: url, PROOFBOX_API_KEY: KEY },
      stderr: "pipe",
    });
    const client = new Client({ name: "stdio-agent", version: "1.0.0" });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain("wait_for_code");
    const structured = async <T>(call: Promise<unknown>) =>
      ((await call) as { structuredContent: T }).structuredContent;
    const run = await structured<{ id: string }>(client.callTool({ name: "start_run", arguments: { name: "stdio" } }));
    const { address } = await structured<{ address: string }>(
      client.callTool({ name: "create_address", arguments: {} }),
    );
    const waiting = client.callTool({ name: "wait_for_code", arguments: { address, timeout: 15 } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sendCode(address, "640213");
    expect((await structured<{ value: string }>(waiting)).value).toBe("640213");
    await client.close();
    const shown = await proofbox(["--json", "runs", "show", run.id]);
    expect(JSON.parse(shown.stdout)).toMatchObject({ source: "agent", meta: { agent: "stdio-agent" } });
  });
});
