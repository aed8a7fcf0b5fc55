import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody, KEY, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";
import { documentCheckingFetch } from "../helpers/openapi.js";

const checkedFetch = documentCheckingFetch();

/** The run's url opens it in the app; the same token reads the page that stands alone at /runs/{id}. */
const standalonePage = (url: string) => url.replace("/app/runs/", "/runs/");

const OTHER_KEY = "pbx_other_project_key_000000000";
const TOKEN = "k3J9xQ2mV8pL4nR7tW1z";

let t: TestService;
let counter = 0;

beforeAll(async () => {
  t = await startTestService({
    projects: [
      {
        name: "default",
        domains: ["proofbox.test"],
        keys: [{ name: "ci", key: KEY, permissions: ["read_passwords", "manage_project"] }],
      },
      { name: "other", domains: ["other.test"], keys: [{ name: "other", key: OTHER_KEY, permissions: [] }] },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

async function newRun(body: Record<string, unknown> = {}): Promise<{ id: string; url: string }> {
  const response = await t.api("POST", "/v1/runs", { body });
  expect(response.status).toBe(201);
  return response.body as { id: string; url: string };
}

const newAddress = (headers: Record<string, string> = {}) => t.newAddress(`run-${++counter}`, { headers });

const events = async (id: string) =>
  (await t.api("GET", `/v1/runs/${id}`)).body.events as {
    kind: string;
    address: string | null;
    test: string | null;
    failed: boolean;
    detail: Record<string, unknown>;
  }[];

describe("POST /v1/runs", () => {
  it("starts a running run with defaults, a page url and the project", async () => {
    const response = await t.api("POST", "/v1/runs", { body: {} });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "Run",
      source: "api",
      status: "running",
      meta: {},
      finished_at: null,
      project: { name: "default" },
    });
    expect(response.body.url).toMatch(new RegExp(`^${t.baseUrl}/app/runs/${response.body.id as string}\\?token=`));
    expect(response.body).not.toHaveProperty("events");
  });

  it("keeps meta and answers 400 naming the field for a bad one", async () => {
    const run = await t.api("POST", "/v1/runs", {
      body: {
        name: "e2e",
        source: "ci",
        meta: {
          repository: "acme/shop",
          branch: "main",
          commit: "ABCDEF1234567",
          pull_request: 12,
          workflow: "ci",
          job_url: "https://github.com/acme/shop/actions/runs/1",
          agent: "claude",
        },
      },
    });
    expect(run.body.meta).toMatchObject({ commit: "abcdef1234567", pull_request: 12 });
    for (const [body, field] of [
      [{ name: "x".repeat(121) }, "name"],
      [{ source: "robot" }, "source"],
      [{ meta: { commit: "not-a-hash" } }, "meta.commit"],
      [{ meta: { pull_request: "12" } }, "meta.pull_request"],
      [{ meta: { job_url: "http://example.com/job" } }, "meta.job_url"],
      [{ meta: { colour: "blue" } }, "meta.colour"],
    ] as const) {
      const response = await t.api("POST", "/v1/runs", { body });
      expect([field, response.status, response.body.error]).toEqual([field, 400, "invalid_request"]);
      expect(response.body.field).toBe(field);
      expect(response.body.message.startsWith(`${field}: `)).toBe(true);
    }
    expect((await t.api("POST", "/v1/runs", { body: {}, key: null })).status).toBe(401);
  });
});

describe("GET /v1/runs and /v1/runs/{run}", () => {
  it("lists the project's runs newest first without events, with name, status and paging", async () => {
    const name = `list-${Date.now()}`;
    const first = await newRun({ name });
    t.clock.advance(1000);
    const second = await newRun({ name });
    await t.api("POST", `/v1/runs/${second.id}/finish`, { body: {} });
    const listed = await t.api("GET", `/v1/runs?name=${name}`);
    expect((listed.body as { id: string }[]).map((r) => r.id)).toEqual([second.id, first.id]);
    expect(listed.body[0]).not.toHaveProperty("events");
    expect((await t.api("GET", `/v1/runs?name=${name}&status=running`)).body).toHaveLength(1);
    expect((await t.api("GET", `/v1/runs?name=${name}&limit=1`)).body).toHaveLength(1);
    const before = encodeURIComponent(new Date(t.clock.now().getTime() - 500).toISOString());
    expect((await t.api("GET", `/v1/runs?name=${name}&before=${before}`)).body[0].id).toBe(first.id);
    expect((await t.api("GET", "/v1/runs?limit=0")).status).toBe(400);
    expect((await t.api("GET", "/v1/runs?status=green")).status).toBe(400);
    expect((await t.api("GET", "/v1/runs", { key: OTHER_KEY })).body).toEqual([]);
  });

  it("answers 404 for an unknown run, a run of another project and a malformed id", async () => {
    const run = await newRun();
    for (const [path, key] of [
      [`/v1/runs/${crypto.randomUUID()}`, KEY],
      [`/v1/runs/${run.id}`, OTHER_KEY],
      ["/v1/runs/not-a-uuid", KEY],
      [`/v1/runs/${run.id}/finish`, OTHER_KEY],
    ] as const) {
      const method = path.endsWith("finish") ? "POST" : "GET";
      const response = await t.api(method, path, method === "POST" ? { key, body: {} } : { key });
      expect([path, response.status, response.body.error]).toEqual([path, 404, "not_found"]);
    }
  });
});

describe("evidence from the Service-Run header", () => {
  it("records address, email, missing, count and none events, oldest first", async () => {
    const run = await newRun({ name: "evidence" });
    const headers = { "Service-Run": run.id, "Service-Test": encodeURIComponent("sign up › gets a code") };
    const address = await newAddress(headers);
    const since = t.clock.now().toISOString();
    t.clock.advance(3000);
    await sendMail(t.smtpPort, {
      from: "Acme <no-reply@acme.example>",
      to: address,
      subject: "Your code",
      text: "Your verification code is 482913.",
    });
    expect((await t.api("GET", `/v1/addresses/${address}/code?timeout=5&since=${since}`, { headers })).status).toBe(
      200,
    );
    await sendMail(t.smtpPort, {
      to: address,
      subject: "Confirm your email",
      html: `<a href="https://app.example/confirm/${TOKEN}?token=${TOKEN}&user=5">Confirm my email</a>`,
    });
    expect((await t.api("GET", `/v1/addresses/${address}/link?timeout=5`, { headers })).status).toBe(200);
    expect((await t.api("GET", `/v1/addresses/${address}/link?timeout=0&type=reset`, { headers })).status).toBe(404);
    expect((await t.api("GET", `/v1/addresses/${address}/count?type=code`, { headers })).body.count).toBe(1);
    t.clock.advance(1000);
    expect((await t.api("GET", `/v1/addresses/${address}/none?timeout=0`, { headers })).status).toBe(200);

    const recorded = await events(run.id);
    expect(recorded.map((e) => e.kind)).toEqual(["address", "email", "email", "missing", "count", "none"]);
    expect(recorded.every((e) => e.test === "sign up › gets a code" && e.address === address)).toBe(true);
    expect(recorded[1]).toMatchObject({
      failed: false,
      detail: { type: "code", subtype: "otp", service: "Acme", code: "482913", after_seconds: 3 },
    });
    expect(recorded[2]?.detail).toMatchObject({
      type: "link",
      subtype: "verify",
      goes_to: { site: "app.example", path: "/confirm/…" },
    });
    const everything = JSON.stringify(recorded);
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain("user=5");
    expect(recorded[3]).toMatchObject({
      failed: true,
      detail: { waited_for: "link (reset)", hint: expect.any(String) },
    });
    expect(recorded[4]).toMatchObject({ failed: false, detail: { count: 1, type: "code" } });
    expect(recorded[5]).toMatchObject({ failed: false, detail: { arrived: false } });
  });

  it("records a failed none event when an email arrived", async () => {
    const run = await newRun();
    const address = await newAddress();
    const since = t.clock.now().toISOString();
    await sendMail(t.smtpPort, { to: address, subject: "Hi", text: "Hello" });
    const response = await t.api("GET", `/v1/addresses/${address}/none?timeout=0&since=${since}`, {
      headers: { "Service-Run": run.id },
    });
    expect(response.status).toBe(409);
    expect((await events(run.id))[0]).toMatchObject({
      kind: "none",
      failed: true,
      detail: { arrived: true, count: 1 },
    });
  });

  it("keeps only the last missing of a retried wait", async () => {
    const run = await newRun();
    const address = await newAddress();
    const headers = { "Service-Run": run.id, "Service-Run-Retry": "true" };
    for (let i = 0; i < 3; i++) await t.api("GET", `/v1/addresses/${address}/code?timeout=0`, { headers });
    await t.api("GET", `/v1/addresses/${address}/code?timeout=0`, { headers: { "Service-Run": run.id } });
    const missing = (await events(run.id)).filter((e) => e.kind === "missing");
    expect(missing).toHaveLength(2);
  });

  it("answers normally and says why in Service-Run-Warning when evidence cannot be added", async () => {
    const address = await newAddress();
    const finished = await newRun();
    await t.api("POST", `/v1/runs/${finished.id}/finish`, { body: {} });
    const foreign = (await t.api("POST", "/v1/runs", { body: {}, key: OTHER_KEY })).body.id as string;
    const own = await newRun();
    const cases: [Record<string, string>, RegExp][] = [
      [{ "Service-Run": "nope" }, /not a run id/],
      [{ "Service-Run": crypto.randomUUID() }, /is not a run of this project/],
      [{ "Service-Run": foreign }, /is not a run of this project/],
      [{ "Service-Run": finished.id }, /is finished/],
      [{ "Service-Run": own.id, "Service-Test": "x".repeat(601) }, /longer than 600/],
      [
        { "Service-Run": own.id, "Service-Test": encodeURIComponent("é".repeat(201)) },
        /longer than 600|200 characters once decoded/,
      ],
      [{ "Service-Run": own.id, "Service-Test": "y".repeat(201) }, /200 characters once decoded/],
      [{ "Service-Run": own.id, "Service-Test": "%E0%A4%A" }, /percent-encoding/],
    ];
    for (const [headers, warning] of cases) {
      const response = await t.api("GET", `/v1/addresses/${address}/count`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("service-run-warning")).toMatch(warning);
    }
    // Service-Run-Retry belongs to the code and link waits: there a bad value warns too.
    const retried = await t.api("GET", `/v1/addresses/${address}/code?timeout=0`, {
      headers: { "Service-Run": own.id, "Service-Run-Retry": "yes" },
    });
    expect(retried.status).toBe(404);
    expect(retried.headers.get("service-run-warning")).toMatch(/only the value true/);
    expect(await events(own.id)).toEqual([]);
    const fine = await t.api("GET", `/v1/addresses/${address}/count`, { headers: { "Service-Run": own.id } });
    expect(fine.headers.get("service-run-warning")).toBeNull();
  });
});

describe("notes, tests and finishing", () => {
  it("follows the state table", async () => {
    const finish = async (id: string, body: unknown = {}) =>
      (await t.api("POST", `/v1/runs/${id}/finish`, { body })).body;

    const clean = await newRun();
    const note = await t.api("POST", `/v1/runs/${clean.id}/notes`, { body: { text: "all good" } });
    expect(note.status).toBe(201);
    expect(note.body).toEqual({ run: clean.id, added: "note", failed: false });
    const test = await t.api("POST", `/v1/runs/${clean.id}/tests`, {
      body: { name: "signs up", status: "passed", duration_ms: 1200, file: "signup.spec.ts" },
    });
    expect(test.body).toEqual({ run: clean.id, added: "test", name: "signs up", status: "passed" });
    const done = await finish(clean.id);
    expect(done).toMatchObject({ status: "passed", finished_at: expect.any(String) });
    // Finishing again changes nothing, even with failed: true.
    expect(await finish(clean.id, { failed: true })).toMatchObject({ status: "passed", finished_at: done.finished_at });
    expect((await t.api("POST", `/v1/runs/${clean.id}/notes`, { body: { text: "late" } })).status).toBe(409);

    const asked = await newRun();
    expect((await finish(asked.id, { failed: true })).status).toBe("failed");

    const missing = await newRun();
    const address = await newAddress();
    await t.api("GET", `/v1/addresses/${address}/code?timeout=0`, { headers: { "Service-Run": missing.id } });
    expect((await finish(missing.id)).status).toBe("failed");

    const noted = await newRun();
    await t.api("POST", `/v1/runs/${noted.id}/notes`, { body: { text: "flaky login", failed: true } });
    expect((await finish(noted.id)).status).toBe("failed");

    const tested = await newRun();
    await t.api("POST", `/v1/runs/${tested.id}/tests`, { body: { name: "x", status: "failed", error: "boom" } });
    expect((await finish(tested.id)).status).toBe("failed");

    const totals = await newRun();
    const posted = await t.api("POST", `/v1/runs/${totals.id}/tests`, { body: { totals: { passed: 10, failed: 1 } } });
    expect(posted.body).toEqual({ run: totals.id, added: "totals", totals: { passed: 10, failed: 1, skipped: 0 } });
    const finishedTotals = await finish(totals.id);
    expect(finishedTotals).toMatchObject({ status: "failed", totals: { passed: 10, failed: 1, skipped: 0 } });

    for (const [path, body, field] of [
      ["notes", {}, "text"],
      ["notes", { text: "x", failed: "yes" }, "failed"],
      ["tests", { name: "x", status: "green" }, "status"],
      ["tests", { totals: { passed: -1, failed: 0 } }, "totals.passed"],
      ["finish", { failed: 1 }, "failed"],
    ] as const) {
      const run = await newRun();
      const response = await t.api("POST", `/v1/runs/${run.id}/${path}`, { body });
      expect([path, field, response.status]).toEqual([path, field, 400]);
      expect(response.body.message).toContain(field);
    }
  });
});

describe("how long an email took, when the wait left since to its default", () => {
  it("records the time from the wait (or the address) beside after_seconds, and reports that", async () => {
    const run = await newRun({ name: "took" });
    const headers = { "Service-Run": run.id, "Service-Test": "took" };
    const address = await newAddress(headers);

    // Mail already there when the wait begins: counted from the address's creation.
    t.clock.advance(1500);
    await sendMail(t.smtpPort, { to: address, subject: "Code", text: "Your code is 246810." });
    t.clock.advance(2000);
    expect((await t.api("GET", `/v1/addresses/${address}/code?timeout=0`, { headers })).status).toBe(200);

    // Mail that lands during the wait: the 0.4 s the clock moved after the wait began. Scheduling
    // may start the wait only after the clock moved; the mail then counts as there before the
    // wait, 3.9 s from the address's creation.
    const waiting = t.api("GET", `/v1/addresses/${address}/code?timeout=5&unused=true`, { headers });
    t.clock.advance(400);
    await sendMail(t.smtpPort, { to: address, subject: "Code", text: "Your code is 135791." });
    expect((await waiting).status).toBe(200);

    // With a since of the test's own, after_seconds is the figure shown.
    const since = t.clock.now().toISOString();
    t.clock.advance(12_500);
    await sendMail(t.smtpPort, { to: address, subject: "Code", text: "Your code is 975310." });
    expect(
      (await t.api("GET", `/v1/addresses/${address}/code?timeout=0&unused=true&since=${since}`, { headers })).status,
    ).toBe(200);

    const emails = (await events(run.id)).filter((event) => event.kind === "email");
    expect(emails.map((event) => event.detail)).toEqual([
      expect.objectContaining({ code: "246810", after_seconds: 898, since_given: false, wait_seconds: 1.5 }),
      expect.objectContaining({ code: "135791", after_seconds: 900, since_given: false }),
      expect.objectContaining({ code: "975310", after_seconds: 12.5, since_given: true, wait_seconds: 16.4 }),
    ]);
    expect([0.4, 3.9]).toContain(emails[1]?.detail.wait_seconds);

    const markdown = (await t.api("GET", `/v1/runs/${run.id}?format=markdown`)).text;
    const rows = markdown.split("\n").filter((line) => line.startsWith("| +"));
    expect(rows.filter((row) => row.includes("| email |")).map((row) => row.split(" | ")[4])).toEqual([
      "1.5 s",
      `${emails[1]?.detail.wait_seconds as number} s`,
      "12.5 s after since",
    ]);
    expect(markdown).not.toMatch(/89\d(\.\d)? s/);
    const page = await (await checkedFetch(standalonePage(run.url))).text();
    expect(page).toContain("<td>1.5 s</td>");
    expect(page).toContain("<td>12.5 s after since</td>");
  });
});

describe("comparison with earlier runs of the same name", () => {
  it("reports new and fixed failures, slower emails and emails missing now", async () => {
    const name = `nightly-${Date.now()}`;
    const runOnce = async (seconds: number | null, extraFailure: boolean) => {
      const run = await newRun({ name });
      const headers = { "Service-Run": run.id, "Service-Test": "login" };
      const address = await newAddress();
      const since = t.clock.now().toISOString();
      if (seconds !== null) {
        t.clock.advance(seconds * 1000);
        await sendMail(t.smtpPort, { to: address, subject: "Code", text: "Your login code is 123456." });
        await t.api("GET", `/v1/addresses/${address}/code?timeout=5&since=${since}`, { headers });
      } else {
        await t.api("GET", `/v1/addresses/${address}/code?timeout=0&since=${since}`, { headers });
      }
      if (extraFailure) await t.api("POST", `/v1/runs/${run.id}/notes`, { body: { text: "broken", failed: true } });
      await t.api("POST", `/v1/runs/${run.id}/finish`, { body: {} });
      t.clock.advance(60_000);
      return run.id;
    };
    const first = await runOnce(2, false);
    expect((await t.api("GET", `/v1/runs/${first}`)).body.comparison).toEqual({ compared: 0, changes: [] });
    await runOnce(2, false);
    await runOnce(3, false);
    const slow = await runOnce(20, true);
    const slowComparison = (await t.api("GET", `/v1/runs/${slow}`)).body.comparison as {
      compared: number;
      changes: { kind: string; text: { type: string; value: string }[] }[];
    };
    expect(slowComparison.compared).toBe(3);
    expect(slowComparison.changes.map((c) => c.kind).sort()).toEqual(["new_failure", "slower"]);
    const slower = slowComparison.changes.find((c) => c.kind === "slower");
    expect(slower?.text).toContainEqual({ type: "code", value: "login" });
    expect(slower?.text.map((p) => p.value).join("")).toMatch(/came after 20 s; usually 2 s/);

    const missing = await runOnce(null, false);
    const missingKinds = (
      (await t.api("GET", `/v1/runs/${missing}`)).body.comparison.changes as { kind: string }[]
    ).map((c) => c.kind);
    expect(missingKinds).toEqual(expect.arrayContaining(["new_failure", "fixed", "missing_now"]));
    // Faster beyond noise: the earlier runs took 2, 2, 3 and 20 s (median 2.5); 30 s runs then 2 s.
    for (let i = 0; i < 6; i++) await runOnce(30, false);
    const fast = await runOnce(2, false);
    const fastChanges = (await t.api("GET", `/v1/runs/${fast}`)).body.comparison.changes as { kind: string }[];
    expect(fastChanges.map((c) => c.kind)).toContain("faster");
  });
});

describe("retention", () => {
  it("deletes runs older than 90 days", async () => {
    const run = await newRun();
    t.clock.advance(89 * 24 * 3600 * 1000);
    expect((await t.api("GET", `/v1/runs/${run.id}`)).status).toBe(200);
    t.clock.advance(2 * 24 * 3600 * 1000);
    expect((await t.api("GET", `/v1/runs/${run.id}`)).status).toBe(404);
    expect(await t.service.sweepRuns()).toBeGreaterThanOrEqual(1);
    expect(await t.service.store.runs.get(t.service.projects[0]!.id, run.id)).toBeNull();
  });
});

describe("the report", () => {
  const HOSTILE =
    "[click](https://evil.example) ![x](https://evil.example/i.png) <img src=x onerror=alert(1)> @everyone | a | b ` <!-- hidden --> # H";

  it("renders Markdown with failures first and every outside string escaped", async () => {
    const run = await newRun({
      name: `r ${HOSTILE}`.slice(0, 120),
      meta: {
        repository: "acme/shop",
        branch: HOSTILE,
        commit: "0123456789abcdef",
        pull_request: 7,
        job_url: "https://ci.example/job/1",
      },
    });
    const headers = { "Service-Run": run.id, "Service-Test": encodeURIComponent(HOSTILE) };
    const address = await newAddress(headers);
    await sendMail(t.smtpPort, {
      from: `"${HOSTILE}${"x".repeat(10_000)}" <no-reply@acme.example>`,
      to: address,
      subject: HOSTILE,
      text: "Your verification code is 482913.",
    });
    await t.api("GET", `/v1/addresses/${address}/code?timeout=5`, { headers });
    await t.api("GET", `/v1/addresses/${address}/link?timeout=0`, { headers });
    await t.api("POST", `/v1/runs/${run.id}/notes`, { body: { text: HOSTILE, failed: true } });
    await t.api("POST", `/v1/runs/${run.id}/finish`, { body: {} });

    const response = await t.api("GET", `/v1/runs/${run.id}?format=markdown`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/markdown/);
    const markdown = response.text;
    expect(markdown.indexOf("### Failures")).toBeLessThan(markdown.indexOf("| time |"));
    expect(markdown).toMatch(/failed/);
    // Sender text appears either inside code spans (shown literally) or escaped outside them.
    // (A backslash-escaped backtick opens no span; a span closes on a run of the same length.)
    const outsideCode = markdown.replace(/(?<!\\)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, "");
    for (const raw of ["](https://evil", "https://evil", "![x]", "<img", "@everyone", "<!--", "\n# H"]) {
      const at = outsideCode.indexOf(raw);
      expect(at === -1 ? "" : outsideCode.slice(Math.max(0, at - 80), at + 40)).toBe("");
    }
    expect(markdown).toContain("&lt;img src=x onerror=alert\\(1\\)&gt;");
    // Table rows keep their six cells: no sender text splits a cell.
    for (const row of markdown.split("\n").filter((line) => line.startsWith("| +"))) {
      expect(row.replace(/\\\|/g, "").split("|")).toHaveLength(8);
    }
    expect(markdown).toContain("482913");
    expect(markdown).toContain("[Open this run in Proofbox](<");
    expect(markdown.length).toBeLessThan(60_000);
  });

  it("stays under 60,000 characters and says what it left out", async () => {
    const run = await newRun({ name: "big" });
    const address = await newAddress();
    for (let i = 0; i < 400; i++) {
      const test = encodeURIComponent(`test ${i} ${"long name ".repeat(15)}`);
      await t.api("GET", `/v1/addresses/${address}/count`, {
        headers: { "Service-Run": run.id, "Service-Test": test },
      });
    }
    const markdown = (await t.api("GET", `/v1/runs/${run.id}?format=markdown`)).text;
    expect(markdown.length).toBeLessThan(60_000);
    expect(markdown).toMatch(/\d+ events are left out to keep this report under 60000 characters/);
  });

  it("serves a read-only HTML page that stands alone, escaped, by the token of the run's url", async () => {
    const run = await newRun({ name: HOSTILE.slice(0, 120) });
    await t.api("POST", `/v1/runs/${run.id}/notes`, { body: { text: HOSTILE } });
    const page = await checkedFetch(standalonePage(run.url));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<!-- hidden");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // A saved copy keeps the policy: the page says it in a meta tag, the same as the header.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
    expect(meta?.[1]).toBe(page.headers.get("content-security-policy"));
    const wrong = await checkedFetch(standalonePage(run.url).replace(/token=.*/, "token=guess"));
    expect(wrong.status).toBe(404);
    expect((await checkedFetch(`${t.baseUrl}/runs/${run.id}`)).status).toBe(404);
  });

  it("gives the app the run as JSON for the token of its url, exactly as a key reads it, tests included", async () => {
    const run = await newRun({ name: "shared read" });
    await t.api("POST", `/v1/runs/${run.id}/notes`, { body: { text: "flaky login", failed: true } });
    await t.api("POST", `/v1/runs/${run.id}/tests`, {
      body: { name: "signs up", status: "failed", duration_ms: 1200, error: "no code came" },
    });
    const token = new URL(run.url).searchParams.get("token") ?? "";
    // A link that picked up a tracking parameter on its way still opens.
    const shared = await checkedFetch(`${t.baseUrl}/runs/${run.id}?token=${token}&format=json&utm_source=chat`);
    expect(shared.status).toBe(200);
    // It holds codes and its URL holds the token: no cache keeps it, no referrer passes it on.
    expect(shared.headers.get("cache-control")).toBe("no-store");
    expect(shared.headers.get("referrer-policy")).toBe("no-referrer");
    const body = (await shared.json()) as Record<string, unknown>;
    expect(body).toEqual((await t.api("GET", `/v1/runs/${run.id}`)).body);
    expect(body.tests).toEqual([
      expect.objectContaining({ name: "signs up", status: "failed", duration_ms: 1200, error: "no code came" }),
    ]);
    // The token is the only key: a wrong one, another run's, or none at all reads nothing.
    const other = await newRun();
    const otherToken = new URL(other.url).searchParams.get("token") ?? "";
    for (const query of [`token=guess&format=json`, `token=${otherToken}&format=json`, `format=json`]) {
      const refused = await checkedFetch(`${t.baseUrl}/runs/${run.id}?${query}`);
      expect(refused.status).toBe(404);
      expect(isErrorBody(await refused.json())).toBe(true);
    }
    expect((await checkedFetch(`${t.baseUrl}/runs/${run.id}?token=${token}&format=pdf`)).status).toBe(400);
  });
});
