import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY, startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp, sendMail } from "../helpers/smtp.js";
import { currentStoreBackend } from "../helpers/store-backends.js";

/**
 * GET /metrics in Prometheus' text format, read as Prometheus reads it, after real SMTP and HTTP
 * traffic: the counts move as the service works, and no label carries an address or a key.
 */

/** One sample of the exposition text: its name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of a metric's samples whose labels include `labels`. */
const total = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);

describe("metrics on the HTTP port, behind a key", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService();
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a scrape without a key", async () => {
    const response = await fetch(`${t.baseUrl}/metrics`);
    expect(response.status).toBe(401);
  });

  it("counts mail, refusals, waits, HTTP requests, SMTP sessions, store operations and runs", async () => {
    const address = await t.newAddress("metrics-one");
    const before = parseExposition(
      await (await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${KEY}` } })).text(),
    );

    await sendMail(t.smtpPort, { to: address, subject: "Your code", text: "Your verification code is 482913." });
    const client = await RawSmtp.open(t.smtpPort);
    await client.command("EHLO test.example");
    await client.command("MAIL FROM:<app@example.com>");
    expect(await client.command("RCPT TO:<nobody-here@proofbox.test>")).toMatch(/^550/);
    await client.quit();
    const code = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/code?timeout=5`);
    expect(code.body.value).toBe("482913");
    const missing = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/link?timeout=0`);
    expect(missing.status).toBe(404);
    // A name taken is a refusal by design, not a store error; a broken body still counts under its route.
    expect((await t.api("POST", "/v1/addresses", { body: { name: "metrics-one" } })).status).toBe(400);
    expect((await t.api("POST", "/v1/addresses", { rawBody: "{broken" })).status).toBe(400);
    const run = await t.api("POST", "/v1/runs", { body: { name: "metrics" } });
    await t.api("POST", `/v1/runs/${run.body.id}/finish`, { body: { failed: false } });

    const response = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${KEY}` } });
    const text = await response.text();
    const after = parseExposition(text);
    const grew = (name: string, labels: Record<string, string> = {}) =>
      total(after, name, labels) - total(before, name, labels);

    expect(grew("proofbox_mail_received_total")).toBe(1);
    expect(grew("proofbox_mail_refused_total", { reason: "unknown_address" })).toBe(1);
    expect(grew("proofbox_smtp_sessions_total")).toBe(2);
    expect(total(after, "proofbox_smtp_sessions")).toBe(0);
    expect(grew("proofbox_message_read_duration_seconds_count")).toBe(1);
    expect(total(after, "proofbox_messages_reading")).toBe(0);
    expect(grew("proofbox_waits_answered_total", { kind: "code", outcome: "found" })).toBe(1);
    expect(grew("proofbox_waits_answered_total", { kind: "link", outcome: "timed_out" })).toBe(1);
    expect(total(after, "proofbox_waits_open")).toBe(0);
    expect(grew("proofbox_http_requests_total", { route: "/v1/addresses/{address}/code", status: "200" })).toBe(1);
    expect(grew("proofbox_http_requests_total", { route: "/v1/addresses/{address}/link", status: "404" })).toBe(1);
    expect(grew("proofbox_http_request_duration_seconds_count", { route: "/v1/addresses/{address}/code" })).toBe(1);
    expect(grew("proofbox_store_operation_duration_seconds_count", { operation: "emails.insert" })).toBe(1);
    expect(grew("proofbox_store_operation_duration_seconds_count", { operation: "addresses.create" })).toBe(1);
    expect(grew("proofbox_store_errors_total")).toBe(0);
    expect(grew("proofbox_http_requests_total", { route: "/v1/addresses", method: "POST", status: "400" })).toBe(2);
    expect(grew("proofbox_runs_started_total", { source: "api" })).toBe(1);
    expect(grew("proofbox_runs_finished_total", { status: "passed" })).toBe(1);
    expect(total(after, "proofbox_process_cpu_seconds_total")).toBeGreaterThan(0);
    if (currentStoreBackend().name === "postgres")
      expect(total(after, "proofbox_postgres_pool_connections", { state: "total" })).toBeGreaterThan(0);

    // Nothing of an address, a key or mail in any label.
    for (const secret of [address, "metrics-one", KEY, "482913", "nobody-here"]) expect(text).not.toContain(secret);
  });
});

describe("the dashboard and alert rules in deploy/", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService();
  });
  afterAll(async () => {
    await t.close();
  });

  it("name only metrics the service exports", async () => {
    const response = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${KEY}` } });
    const exported = new Set(
      (await response.text())
        .split("\n")
        .filter((line) => line.startsWith("# TYPE "))
        .flatMap((line) => {
          const [, , name, type] = line.split(" ");
          return type === "histogram" ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!];
        }),
    );
    const deploy = join(fileURLToPath(new URL("../../deploy", import.meta.url)));
    for (const file of ["grafana-dashboard.json", "prometheus-rules.yml"]) {
      const named = [...readFileSync(join(deploy, file), "utf8").matchAll(/\bproofbox_[a-z_]+/g)].map((m) => m[0]);
      expect(named.length, file).toBeGreaterThan(5);
      expect(
        named.filter((name) => !exported.has(name)),
        file,
      ).toEqual([]);
    }
  });
});

describe("metrics on a port of their own", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ metrics_port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves /metrics there without a key, and nothing else; the HTTP port no longer serves it", async () => {
    const port = t.service.metricsPort;
    expect(port).toBeGreaterThan(0);
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain("# TYPE proofbox_mail_received_total counter");
    const other = await fetch(`http://127.0.0.1:${port}/v1/project`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: "not_found" });
    const onHttp = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(onHttp.status).toBe(404);
  });
});
