import { type ChildProcess, spawn } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { RawSmtp, rawMessage, sendMail } from "../helpers/smtp.js";

/**
 * Runs dist/service, the bundle the GitHub Action spawns, as a separate process. dist/ is
 * committed and CI checks it is fresh, so this tests what users run: copied alone into an empty
 * folder, with no node_modules above it, so that whatever the bundle fails to carry is missed.
 */
const DIST = fileURLToPath(new URL("../../dist", import.meta.url));
const COPY = mkdtempSync(join(tmpdir(), "proofbox-e2e-dist-"));
cpSync(DIST, COPY, { recursive: true });
const BUNDLE = join(COPY, "service", "index.js");
afterAll(() => rmSync(COPY, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  httpUrl: string;
  smtpPort: number;
  apiKey: string;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function run(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [BUNDLE], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function start(env: Record<string, string> = {}): Promise<Started & { exited: Promise<number | null> }> {
  const started = run({ PROOFBOX_HTTP_PORT: "0", PROOFBOX_SMTP_PORT: "0", ...env });
  const deadline = Date.now() + 10_000;
  while (
    !/API key|SMTP\s+\S+:\d+\n(?:.*\n)*.*Project/.test(started.output()) ||
    !/SMTP\s+\S+:\d+/.test(started.output())
  ) {
    if (Date.now() > deadline || started.child.exitCode !== null)
      throw new Error(`service did not start:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const text = started.output();
  const httpUrl = /HTTP API\s+(\S+)\/v1/.exec(text)?.[1] as string;
  const smtpPort = Number(/SMTP\s+\S+:(\d+)/.exec(text)?.[1]);
  const apiKey = /API key\s+(\S+)/.exec(text)?.[1] ?? env.PROOFBOX_API_KEY ?? "";
  return { ...started, httpUrl, smtpPort, apiKey };
}

/** Creates the address `name`@proofbox.test on a started service. */
async function createAddress(service: { httpUrl: string; apiKey: string }, name: string): Promise<void> {
  const created = await fetch(`${service.httpUrl}/v1/addresses`, {
    method: "POST",
    headers: { authorization: `Bearer ${service.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  expect(created.status).toBe(201);
}

describe("the bundled service (dist/service)", () => {
  it("parses and extracts on its worker threads: a waiting /code wakes with the code and its stated end", async () => {
    const service = await start({ PROOFBOX_API_KEY: "pbx_e2e_key_00000000000000000000" });
    const auth = { authorization: `Bearer ${service.apiKey}` };
    await createAddress(service, "worker-path");
    const waiting = fetch(`${service.httpUrl}/v1/addresses/worker-path@proofbox.test/code?timeout=10`, {
      headers: auth,
    });
    await sendMail(service.smtpPort, {
      to: "worker-path@proofbox.test",
      subject: "Your code",
      // An end date read by chrono-node: the bundle must carry the date parsers to the worker.
      html: "<p>Your verification code is <b>246810</b>. It is valid until August 10, 2099 09:14 AM PST.</p>",
      headers: { Date: new Date().toUTCString() },
    });
    const response = await waiting;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      type: "code",
      value: "246810",
      subtype: "otp",
      expires_at: "2099-08-10T17:14:00.000Z",
    });
    // The HTML is cleaned on its first read, by a worker of the bundle (the sanitizer travels with it).
    await sendMail(service.smtpPort, {
      to: "worker-path@proofbox.test",
      subject: "Hostile",
      html: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="https://app.example/ok">ok</a>',
    });
    const listed = await fetch(
      `${service.httpUrl}/v1/addresses/worker-path@proofbox.test/messages?include=html&limit=1`,
      {
        headers: auth,
      },
    );
    expect(listed.status).toBe(200);
    const [message] = (await listed.json()) as { subject: string; html: string }[];
    expect(message?.subject).toBe("Hostile");
    expect(message?.html).toContain("<p>Hi</p>");
    expect(message?.html).toContain('href="https://app.example/ok"');
    expect(message?.html).not.toMatch(/script|onclick/);
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
  });

  it("moves a large message to its parser worker, and stores all of it", async () => {
    const service = await start({ PROOFBOX_API_KEY: "pbx_e2e_key_00000000000000000000" });
    const auth = { authorization: `Bearer ${service.apiKey}` };
    await createAddress(service, "large");
    // Far beyond Node's pooled Buffers (4 KB): its bytes are handed to the worker, not copied.
    const filler = "This paragraph is here to make the message large. ".repeat(400);
    await sendMail(service.smtpPort, {
      to: "large@proofbox.test",
      subject: "Your code",
      text: `Your verification code is 135791.\n\n${filler}\nThe last line of the message.`,
    });
    const code = await fetch(`${service.httpUrl}/v1/addresses/large@proofbox.test/code?timeout=10`, { headers: auth });
    expect(await code.json()).toMatchObject({ type: "code", value: "135791" });
    const listed = await fetch(`${service.httpUrl}/v1/addresses/large@proofbox.test/messages?include=text`, {
      headers: auth,
    });
    const [message] = (await listed.json()) as { text: string; size_bytes: number }[];
    expect(message?.text.trim().endsWith("The last line of the message.")).toBe(true);
    expect(message?.size_bytes).toBeGreaterThan(filler.length);
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
  });

  it("verifies SPF, DKIM and DMARC on its worker threads against a records file", async () => {
    const key = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "der" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    const records = join(mkdtempSync(join(tmpdir(), "proofbox-e2e-dns-")), "records.json");
    writeFileSync(
      records,
      JSON.stringify({
        "app.example.com": { TXT: ["v=spf1 ip4:127.0.0.1 -all"] },
        "sel._domainkey.app.example.com": { TXT: [`v=DKIM1; k=rsa; p=${key.publicKey.toString("base64")}`] },
        "_dmarc.app.example.com": { TXT: ["v=DMARC1; p=reject"] },
      }),
    );
    const service = await start({
      PROOFBOX_API_KEY: "pbx_e2e_key_00000000000000000000",
      PROOFBOX_DNS_RECORDS: records,
    });
    const auth = { authorization: `Bearer ${service.apiKey}` };
    await createAddress(service, "signed");
    await sendMail(service.smtpPort, {
      from: "no-reply@app.example.com",
      to: "signed@proofbox.test",
      subject: "Your code",
      text: "Welcome to the app. Your verification code is 246810. Enter it on the sign-up page to confirm your email address. If you did not ask for this code, you can safely ignore this message.",
      dkim: { domainName: "app.example.com", keySelector: "sel", privateKey: key.privateKey },
    });
    const response = await fetch(`${service.httpUrl}/v1/addresses/signed@proofbox.test/checks?expect_language=en`, {
      headers: auth,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { checks: { check: string; status: string }[] };
    const statusOf = (name: string) => body.checks.find((c) => c.check === name)?.status;
    expect([statusOf("spf"), statusOf("dkim"), statusOf("dmarc")]).toEqual(["pass", "pass", "pass"]);
    expect(statusOf("language")).toBe("pass");

    // A signed message too large for Node's pooled Buffers: the verdicts keep all of its bytes for
    // the body hash, so they are copied to the parser's worker, not handed over.
    await createAddress(service, "signed-large");
    await sendMail(service.smtpPort, {
      from: "no-reply@app.example.com",
      to: "signed-large@proofbox.test",
      subject: "Your code",
      text: `Your verification code is 246810.\n\n${"We keep your account safe. ".repeat(400)}`,
      dkim: { domainName: "app.example.com", keySelector: "sel", privateKey: key.privateKey },
    });
    const large = await fetch(`${service.httpUrl}/v1/addresses/signed-large@proofbox.test/checks`, { headers: auth });
    const largeChecks = ((await large.json()) as { checks: { check: string; status: string }[] }).checks;
    expect(["spf", "dkim", "dmarc"].map((name) => largeChecks.find((c) => c.check === name)?.status)).toEqual([
      "pass",
      "pass",
      "pass",
    ]);
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
  });

  it("fills a German sign-up form: the form rules, country names and German personas load from the bundle", async () => {
    const service = await start({ PROOFBOX_API_KEY: "pbx_e2e_key_00000000000000000000" });
    const response = await fetch(`${service.httpUrl}/v1/form-values`, {
      method: "POST",
      headers: { authorization: `Bearer ${service.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        country: "DE",
        fields: [
          { id: "vorname", label: "Vorname" },
          {
            id: "land",
            type: "select",
            label: "Land",
            options: [
              { value: "x1", label: "Deutschland" },
              { value: "x2", label: "Frankreich" },
            ],
          },
          { id: "geburt", label: "Geburtsdatum", placeholder: "TT.MM.JJJJ" },
        ],
      }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      persona: { first_name: string; country: string; date_of_birth: string };
      values: { value: string | null }[];
    };
    expect(body.persona.country).toBe("DE");
    const [year, month, day] = body.persona.date_of_birth.split("-");
    expect(body.values.map((v) => v.value)).toEqual([body.persona.first_name, "x1", `${day}.${month}.${year}`]);
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
  });

  it("starts with embedded defaults on any free ports, prints them and a generated key once", async () => {
    const service = await start();
    expect(service.httpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.smtpPort).toBeGreaterThan(0);
    expect(service.apiKey).toMatch(/^pbx_[A-Za-z0-9_-]{32}$/);
    expect(service.output().split(service.apiKey)).toHaveLength(2);
    const health = await fetch(`${service.httpUrl}/healthz`);
    expect(health.status).toBe(200);
    const project = await fetch(`${service.httpUrl}/v1/project`, {
      headers: { authorization: `Bearer ${service.apiKey}` },
    });
    expect(((await project.json()) as { name: string }).name).toBe("default");
    // The app ships inside the bundle (dist/app beside dist/service), so the action's embedded
    // service serves it too; the banner says where.
    expect(service.output()).toContain(`App        ${service.httpUrl}/app/`);
    const page = await fetch(`${service.httpUrl}/app/`);
    expect(page.status).toBe(200);
    const script = /src="(\/app\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${service.httpUrl}${script}`)).status).toBe(200);
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
  });

  it("stops with exit code 2 and names the setting when a setting is invalid", async () => {
    const bad = run({ PROOFBOX_SMTP_PORT: "not-a-port" });
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/invalid setting PROOFBOX_SMTP_PORT \(smtp_port\): must be a port number/);
  });

  it("finishes a message whose DATA is under way on SIGTERM, refuses new connections, and exits 0", async () => {
    const service = await start({ PROOFBOX_API_KEY: "e2e-key-0123456789abcdef" });
    const created = await fetch(`${service.httpUrl}/v1/addresses`, {
      method: "POST",
      headers: { authorization: `Bearer ${service.apiKey}` },
      body: '{"name":"inflight"}',
    });
    expect(created.status).toBe(201);
    const client = await RawSmtp.open(service.smtpPort);
    await client.command("EHLO e2e");
    await client.command("MAIL FROM:<a@b.test>");
    expect(await client.command("RCPT TO:<inflight@proofbox.test>")).toMatch(/^250/);
    expect(await client.command("DATA")).toMatch(/^354/);
    client.write(`${rawMessage("inflight@proofbox.test").replace(/\r?\n/g, "\r\n")}\r\n`);
    service.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(service.child.exitCode).toBeNull();
    await expect(RawSmtp.open(service.smtpPort)).rejects.toThrow();
    client.write("the last line of the message\r\n.\r\n");
    expect(await client.reply()).toMatch(/^250 /);
    client.destroy();
    expect(await service.exited).toBe(0);
  });
});
