import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";

/**
 * The MCP server with the SDK's own client, over both transports: Streamable HTTP at /mcp, and
 * stdio through the built command (`proofbox mcp`, relaying to /mcp). Every tool, a wait that
 * wakes when mail lands mid-call, evidence in the session's run, the key's project only, and no
 * mail content in any result or error (marker strings in every part a sender writes).
 */
const CLI = fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
type TransportKind = "http" | "stdio";

let t: TestService;
const OTHER_KEY = "pbx_other_project_key_000000000";

beforeAll(async () => {
  t = await startTestService(
    {
      projects: [
        {
          name: "agents",
          domains: ["proofbox.test"],
          keys: [{ name: "agent", key: KEY, permissions: ["read_passwords", "manage_project"] }],
        },
        { name: "other", domains: ["other.test"], keys: [{ name: "other", key: OTHER_KEY }] },
      ],
      limits: { address_creations_per_minute: 1000 },
    },
    new Date().toISOString(),
  );
});
afterAll(async () => {
  await t.close();
});

async function connect(kind: TransportKind, key = KEY, name = "test-agent"): Promise<Client> {
  const client = new Client({ name, version: "1.0.0" });
  const transport =
    kind === "http"
      ? new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${key}` } },
        })
      : new StdioClientTransport({
          command: process.execPath,
          args: [CLI, "mcp"],
          env: { PATH: process.env.PATH ?? "", PROOFBOX_URL: t.baseUrl, PROOFBOX_API_KEY: key },
          stderr: "pipe",
        });
  await client.connect(transport);
  return client;
}

interface ToolAnswer {
  isError: boolean;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tool results are arbitrary JSON
  data: any;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  const result = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { type: string; text?: string }[];
    structuredContent?: unknown;
  };
  const text = result.content.map((part) => part.text ?? "").join("\n");
  return { isError: result.isError === true, text, data: result.structuredContent };
}

const EXPECTED_TOOLS = [
  "add_note",
  "checkout_account",
  "count_emails",
  "create_address",
  "diagnose_delivery",
  "expect_no_email",
  "extend_checkout",
  "finish_run",
  "form_values",
  "list_variants",
  "return_account",
  "run_checks",
  "sign_in",
  "start_run",
  "use_run",
  "wait_for_code",
  "wait_for_link",
];

describe.each<TransportKind>(["http", "stdio"])("the MCP server over %s", (kind) => {
  describe("the tools", () => {
    it("lists every tool with a description, object schemas for input and output, and annotations", async () => {
      const client = await connect(kind);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(EXPECTED_TOOLS);
      for (const tool of tools) {
        expect(tool.description?.length, tool.name).toBeGreaterThan(60);
        expect(tool.inputSchema.type, tool.name).toBe("object");
        expect(tool.outputSchema?.type, tool.name).toBe("object");
        expect(tool.annotations?.openWorldHint, tool.name).toBe(false);
      }
      const byName = new Map(tools.map((tool) => [tool.name, tool]));
      expect(byName.get("wait_for_code")?.annotations?.readOnlyHint).toBe(true);
      expect(byName.get("diagnose_delivery")?.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
      expect(byName.get("create_address")?.annotations?.readOnlyHint).toBe(false);
      expect(client.getServerVersion()?.name).toBe("proofbox");
      expect(client.getInstructions()).toMatch(/never see an email's subject/);
      await client.close();
    });

    it("runs a sign-up as an agent would: the wait wakes when mail lands mid-call, and every step is in the run", async () => {
      const client = await connect(kind, KEY, "claude-test-agent");
      const run = await call(client, "start_run", { name: "agent sign-up" });
      expect(run.isError).toBe(false);
      const created = await call(client, "create_address", { persona: true, password: true, test: "sign-up" });
      expect(created.data).toMatchObject({ persona: { first_name: expect.any(String) }, latest: null });
      expect(created.data.password).toMatch(/^.{16}$/);
      const address = created.data.address as string;

      // The wait starts first; the mail lands while it waits.
      const waiting = call(client, "wait_for_code", { address, timeout: 20, test: "sign-up" });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sendMail(t.smtpPort, {
        from: "Acme Shop <auth@acme.example>",
        to: address,
        subject: "Your Acme code",
        text: "Your verification code is 482913. It expires in 10 minutes.",
      });
      const code = await waiting;
      expect(code.isError, code.text).toBe(false);
      expect(code.data).toMatchObject({ type: "code", subtype: "otp", value: "482913", sender_domain: "acme.example" });
      expect(code.data).not.toHaveProperty("service");

      await sendMail(t.smtpPort, {
        from: "Acme Shop <auth@acme.example>",
        to: address,
        subject: "Confirm your email",
        html: '<p>Welcome!</p><a href="https://acme.example/verify?token=abc123def456ghi789">Confirm email</a>',
      });
      const link = await call(client, "wait_for_link", { address, type: ["verify"], timeout: 10 });
      expect(link.data).toMatchObject({
        type: "link",
        subtype: "verify",
        value: "https://acme.example/verify?token=abc123def456ghi789",
      });

      const counted = await call(client, "count_emails", { address });
      expect(counted.data).toMatchObject({ count: 2 });
      expect(counted.data.emails[0]).toEqual({
        received_at: expect.any(String),
        sender_domain: "acme.example",
        type: "code",
        subtype: "otp",
      });
      t.clock.advance(1000); // the fake clock stands still: what came before is now in the past
      const quiet = await call(client, "expect_no_email", { address, timeout: 1 });
      expect(quiet.data, quiet.text).toMatchObject({ arrived: false });
      const checks = await call(client, "run_checks", { address, expect_text: ["Confirm"], expect_language: "en" });
      expect(checks.isError, checks.text).toBe(false);
      expect(checks.data.checks.map((check: { check: string }) => check.check)).toContain("spf");
      const delivery = await call(client, "diagnose_delivery", { address });
      expect(delivery.data).toMatchObject({ receiving: true, emails: 2 });
      const variants = await call(client, "list_variants", { address });
      expect(variants.data.delivered.length).toBeGreaterThan(0);
      const note = await call(client, "add_note", { text: "signed up through the UI" });
      expect(note.data).toMatchObject({ added: "note", failed: false });

      const finished = await call(client, "finish_run");
      // Hermetic tests have no DNS, so SPF and DMARC fail the checks, and with them the run.
      expect(finished.data).toMatchObject({ status: checks.data.passed ? "passed" : "failed" });
      expect(finished.data.report).toContain("482913");
      expect(finished.data.report).toContain("acme.example");
      const read = await t.api("GET", `/v1/runs/${run.data.id}`);
      expect(read.body).toMatchObject({
        source: "agent",
        status: finished.data.status,
        meta: { agent: "claude-test-agent" },
      });
      const kinds = (read.body.events as { kind: string; test?: string }[]).map((event) => event.kind);
      expect(kinds).toEqual(["address", "email", "email", "count", "none", "checks", "note"]);
      expect(read.body.events[1]).toMatchObject({ kind: "email", test: "sign-up" });
      await client.close();
    });

    it("fills a form, signs in, and checks an account out, extends and returns it", async () => {
      const pool = `mcp-pool-${kind}`;
      const client = await connect(kind);
      const form = await call(client, "form_values", {
        fields: [
          { type: "email", label: "Email" },
          { type: "password", label: "Password", min_length: 12 },
          { label: "Date of birth", placeholder: "DD/MM/YYYY" },
        ],
      });
      expect(form.isError, form.text).toBe(false);
      expect(form.data.values[1].value).toBe(form.data.password);
      await t.api("PATCH", `/v1/addresses/${form.data.address}`, { body: { tags: [pool] } });

      const signedIn = await call(client, "sign_in", { site: "shop.example.com", tags: [pool] });
      expect(signedIn.data).toMatchObject({ address: form.data.address, password: form.data.password });

      // Evidence into a run a CI job started: use_run, then the checkout is in it.
      const ciRun = (await t.api("POST", "/v1/runs", { body: { name: "ci job", source: "ci" } })).body.id as string;
      expect((await call(client, "use_run", { run: ciRun })).data).toMatchObject({ id: ciRun, status: "running" });
      const held = await call(client, "checkout_account", { tags: [pool], minutes: 5, test: "pool" });
      expect(held.data.checkout.token).toMatch(/^[0-9a-f-]{36}$/);
      const busy = await call(client, "checkout_account", { tags: [pool] });
      expect(busy.isError).toBe(true);
      expect(busy.text).toMatch(/^all_checked_out: .*\nmatching: 1\nfirst_free_at: /s);
      const extended = await call(client, "extend_checkout", {
        address: held.data.address,
        token: held.data.checkout.token,
        minutes: 20,
      });
      expect(extended.isError, extended.text).toBe(false);
      const returned = await call(client, "return_account", {
        address: held.data.address,
        token: held.data.checkout.token,
        add_tags: ["used"],
      });
      expect(returned.data.tags).toEqual([pool, "used"]);
      const events = (await t.api("GET", `/v1/runs/${ciRun}`)).body.events as { kind: string; test?: string }[];
      expect(events).toEqual([expect.objectContaining({ kind: "checkout", test: "pool" })]);
      await client.close();
    });

    it("answers clear errors: bad arguments, unknown addresses, no run, a nothing-arrived wait with its hint", async () => {
      const client = await connect(kind);
      const bad = await call(client, "wait_for_code", { address: "x@proofbox.test", timeout: 99 });
      expect(bad.isError).toBe(true);
      expect(bad.text).toMatch(/timeout/);
      const unknown = await call(client, "wait_for_code", { address: "nobody@proofbox.test", timeout: 0 });
      expect(unknown.text).toMatch(/^not_found: /);
      const noRun = await call(client, "finish_run");
      expect(noRun.text).toMatch(/call start_run/);
      const { address } = (await call(client, "create_address")).data as { address: string };
      const nothing = await call(client, "wait_for_code", { address, timeout: 0 });
      expect(nothing.text).toMatch(/^not_found: .*\nhint: No email arrived since/s);
      const form = await call(client, "form_values", { fields: [{ label: "x", min_length: 9, max_length: 3 }] });
      expect(form.isError).toBe(true);
      expect(form.text).toMatch(/min_length/);
      await client.close();
    });

    it("keeps to the key's project: another project's addresses and sessions are unknown, no key is refused", async () => {
      const mine = await connect(kind);
      const { address } = (await call(mine, "create_address")).data as { address: string };
      const theirs = await connect(kind, OTHER_KEY);
      const read = await call(theirs, "diagnose_delivery", { address });
      expect(read.text).toMatch(/^not_found: /);
      await theirs.close();

      // Over HTTP the test holds the session id: another key cannot use it (stdio keeps it in the relay).
      if (kind === "http") {
        const sessionId = (mine.transport as StreamableHTTPClientTransport).sessionId!;
        const hijack = await fetch(`${t.baseUrl}/mcp`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${OTHER_KEY}`,
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            "mcp-session-id": sessionId,
          },
          body: JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/list" }),
        });
        expect(hijack.status).toBe(404);
      }
      const anonymous = await fetch(`${t.baseUrl}/mcp`, { method: "POST", body: "{}" });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error: "unauthorized" });
      await mine.close();
    });
  });

  describe("no mail content reaches an agent", () => {
    it("keeps every sender-written part out of every tool result and error", async () => {
      const client = await connect(kind);
      await call(client, "start_run", { name: "markers" });
      const markers = Array.from({ length: 8 }, (_, i) => `zqmark${i}x${Math.random().toString(36).slice(2, 8)}`);
      const { address } = (await call(client, "create_address", { persona: true })).data as { address: string };
      const [subject, text, html, fromName, header, alt, linkText, other] = markers as [string, ...string[]];
      await sendMail(t.smtpPort, {
        from: `"${fromName} Support" <auth@marker.example>`,
        to: address,
        subject: `${subject} your code`,
        text: `Hello ${text}! Your verification code is 559911. ${alt}`,
        html: `<p>${html}</p><p>Your verification code is <b>559911</b>.</p><a href="https://marker.example/help">${linkText}</a>`,
        headers: { "X-Note": header!, "Reply-To": `${other} <reply@marker.example>` },
      });
      await sendMail(t.smtpPort, {
        from: `"${fromName}" <news@marker.example>`,
        to: address,
        subject: `${subject} newsletter`,
        text: `${text} nothing to see`,
      });
      const answers: ToolAnswer[] = [];
      const ask = async (name: string, args: Record<string, unknown> = {}) =>
        answers.push(await call(client, name, args));
      await ask("wait_for_code", { address, timeout: 10 });
      await ask("wait_for_link", { address, timeout: 0 }); // nothing: an error with a hint
      await ask("wait_for_code", { address, timeout: 0, service: "nobody.example" }); // "they came from ..."
      await ask("wait_for_code", { address, timeout: 0, type: "coupon" });
      await ask("count_emails", { address });
      await ask("expect_no_email", { address, timeout: 0, since: new Date(Date.now() - 60_000).toISOString() });
      await ask("run_checks", { address, expect_text: ["verification"], expect_language: "en" });
      await ask("run_checks", { address, type: "code" });
      await ask("diagnose_delivery", { address });
      await ask("list_variants", { address });
      await ask("finish_run");
      expect(answers[0]).toMatchObject({ isError: false, data: { value: "559911", sender_domain: "marker.example" } });
      expect(answers[5]!.isError).toBe(true); // an email arrived where none was expected
      expect(answers[2]!.text).toContain("marker.example");
      const everything = JSON.stringify(answers);
      for (const marker of markers) expect(everything).not.toContain(marker);
      await client.close();
    });
  });
});
