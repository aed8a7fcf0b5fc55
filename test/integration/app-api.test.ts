import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody, KEY, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";

/**
 * What the app reads besides the API everyone uses: marking a code or link used when a person
 * copies or opens it, the live stream of arrivals, and the app's own files under /app.
 */
let t: TestService;
let counter = 0;

beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
});

const newAddress = () => t.newAddress(`app-${++counter}`);

const codeMail = (to: string, code: string) =>
  sendMail(t.smtpPort, {
    from: "Acme <no-reply@acme.example>",
    to,
    subject: "Your Acme code",
    text: `Your verification code is ${code}.`,
  });

async function newestMessage(address: string): Promise<{ id: string; codes: { value: string; used: boolean }[] }> {
  const list = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/messages`);
  expect(list.status).toBe(200);
  return list.body[0];
}

describe("POST /v1/addresses/{address}/used", () => {
  it("marks a code used, so a wait for an unused code skips it", async () => {
    const address = await newAddress();
    await codeMail(address, "482913");
    const message = await newestMessage(address);
    const path = `/v1/addresses/${encodeURIComponent(address)}/used`;

    const first = await t.api("POST", path, { body: { email_id: message.id, code: "482913" } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ address, email_id: message.id, code: "482913", used: true, marked: true });
    const again = await t.api("POST", path, { body: { email_id: message.id, code: "482913" } });
    expect(again.body.marked).toBe(false);

    expect((await newestMessage(address)).codes).toEqual([expect.objectContaining({ value: "482913", used: true })]);
    const unused = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/code?timeout=0&unused=true`);
    expect(unused.status).toBe(404);
    const any = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/code?timeout=0`);
    expect(any.body.value).toBe("482913");
  });

  it("marks a link used", async () => {
    const address = await newAddress();
    const url = "https://app.example/verify/a1b2c3d4e5f6g7h8";
    await sendMail(t.smtpPort, {
      to: address,
      subject: "Confirm your email",
      html: `<p><a href="${url}">Confirm my email</a></p>`,
    });
    const message = await newestMessage(address);
    const marked = await t.api("POST", `/v1/addresses/${encodeURIComponent(address)}/used`, {
      body: { email_id: message.id, link: url },
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ link: url, used: true, marked: true });
    const unused = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/link?timeout=0&unused=true`);
    expect(unused.status).toBe(404);
  });

  it("refuses what the email does not carry, another address's email, and a body naming neither or both", async () => {
    const address = await newAddress();
    const other = await newAddress();
    await codeMail(address, "731562");
    const message = await newestMessage(address);
    const path = (to: string) => `/v1/addresses/${encodeURIComponent(to)}/used`;

    const cases: [string, unknown, number, string][] = [
      [address, { email_id: message.id, code: "000000" }, 404, "not_found"],
      [other, { email_id: message.id, code: "731562" }, 404, "not_found"],
      [address, { email_id: crypto.randomUUID(), code: "731562" }, 404, "not_found"],
      [address, { email_id: message.id }, 400, "invalid_request"],
      [address, { email_id: message.id, code: "731562", link: "https://x.example" }, 400, "invalid_request"],
      [address, { email_id: "not-a-uuid", code: "731562" }, 400, "invalid_request"],
      [address, { email_id: message.id, code: "731562", extra: 1 }, 400, "invalid_request"],
    ];
    for (const [to, body, status, error] of cases) {
      const answer = await t.api("POST", path(to), { body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(isErrorBody(answer.body)).toBe(true);
      expect(answer.body.error).toBe(error);
    }
    expect((await newestMessage(address)).codes[0]?.used).toBe(false);
    expect((await t.api("POST", path(address), { body: {}, key: null })).status).toBe(401);
  });

  it("on a plus-tag variant marks only that variant's mail, as its message list shows only that", async () => {
    const address = await newAddress();
    const [local, domain] = address.split("@");
    await codeMail(`${local}+right@${domain}`, "862075");
    const message = await newestMessage(address);
    const wrongVariant = await t.api("POST", `/v1/addresses/${encodeURIComponent(`${local}+left@${domain}`)}/used`, {
      body: { email_id: message.id, code: "862075" },
    });
    expect(wrongVariant.status).toBe(404);
    const rightVariant = await t.api("POST", `/v1/addresses/${encodeURIComponent(`${local}+right@${domain}`)}/used`, {
      body: { email_id: message.id, code: "862075" },
    });
    expect(rightVariant.body).toMatchObject({ used: true, marked: true });
  });
});

/** Reads server-sent events from a stream until `wanted` of the named kind came. */
async function readEvents(response: Response, kind: string, wanted: number): Promise<unknown[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const found: unknown[] = [];
  let buffer = "";
  while (found.length < wanted) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event === kind && data !== undefined) found.push(JSON.parse(data));
    }
  }
  await reader.cancel();
  return found;
}

describe("GET /v1/addresses/{address}/stream", () => {
  it("pushes one event per arriving email with its id and time, and nothing of its content", async () => {
    const address = await newAddress();
    const controller = new AbortController();
    const response = await fetch(`${t.baseUrl}/v1/addresses/${encodeURIComponent(address)}/stream`, {
      headers: { authorization: `Bearer ${KEY}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = readEvents(response, "email", 2);
    await codeMail(address, "104729");
    await codeMail(address, "130363");
    const received = (await events) as { id: string; received_at: string }[];
    controller.abort();

    const list = (await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/messages`)).body as {
      id: string;
      received_at: string;
    }[];
    expect(received.map((event) => event.id).sort()).toEqual(list.map((message) => message.id).sort());
    for (const event of received) expect(Object.keys(event).sort()).toEqual(["id", "received_at"]);
    expect(JSON.stringify(received)).not.toMatch(/104729|130363|Acme/);
  });

  it("on a plus-tag variant hears only that variant's mail", async () => {
    const address = await newAddress();
    const [local, domain] = address.split("@");
    const variant = `${local}+left@${domain}`;
    const response = await fetch(`${t.baseUrl}/v1/addresses/${encodeURIComponent(variant)}/stream`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    const events = readEvents(response, "email", 1);
    await codeMail(`${local}+right@${domain}`, "271828");
    await codeMail(variant, "314159");
    const [event] = (await events) as { id: string }[];
    const list = (await t.api("GET", `/v1/addresses/${encodeURIComponent(variant)}/messages`)).body as {
      id: string;
    }[];
    expect(list.map((message) => message.id)).toEqual([event?.id]);
  });

  it("stops listening when the client goes, and a HEAD request opens no stream", async () => {
    const address = await newAddress();
    const listening = () => t.service.deps.notifier.size();
    const before = listening();
    const controller = new AbortController();
    const response = await fetch(`${t.baseUrl}/v1/addresses/${encodeURIComponent(address)}/stream`, {
      headers: { authorization: `Bearer ${KEY}` },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    expect(listening()).toBe(before + 1);
    controller.abort();
    await expect.poll(listening).toBe(before);

    const head = await fetch(`${t.baseUrl}/v1/addresses/${encodeURIComponent(address)}/stream`, {
      method: "HEAD",
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(head.status).toBe(200);
    expect(listening()).toBe(before);
  });

  it("says resync when the notifier may have missed arrivals (a database connection came back)", async () => {
    const address = await newAddress();
    const response = await fetch(`${t.baseUrl}/v1/addresses/${encodeURIComponent(address)}/stream`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The stream listens before its first line, so once that is read nothing is missed.
    expect((await reader.read()).value).toContain(": open");
    const record = await t.service.deps.store.addresses.get(
      (await t.api("GET", "/v1/project")).body.id as string,
      address,
    );
    // What pg-notifier.ts publishes to every listener after it reconnects.
    t.service.deps.notifier.publish({ addressId: record!.id, emailId: "" });
    let text = "";
    while (!text.includes("\n\n")) text += (await reader.read()).value ?? "";
    expect(text).toBe("event: resync\ndata: {}\n\n");
    await reader.cancel();
  });

  it("answers 404 for an unknown address and 401 without a key, as JSON", async () => {
    const unknown = await fetch(`${t.baseUrl}/v1/addresses/nobody-here%40proofbox.test/stream`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(unknown.status).toBe(404);
    expect(isErrorBody(await unknown.json())).toBe(true);
    const anonymous = await fetch(`${t.baseUrl}/v1/addresses/nobody-here%40proofbox.test/stream`);
    expect(anonymous.status).toBe(401);
  });

  it("ends open streams when the service closes, instead of holding up its shutdown", async () => {
    const own = await startTestService();
    const created = await own.api("POST", "/v1/addresses", { body: {} });
    const response = await fetch(`${own.baseUrl}/v1/addresses/${encodeURIComponent(created.body.address)}/stream`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    const ended = response.text();
    // With a 60 s grace, only the stream ending on its own lets close() finish within the test.
    await own.service.close(60_000);
    await expect(ended).resolves.toContain(": open");
  });
});

describe("GET /app", () => {
  it("serves the app's page for every path under /app, under a strict policy", async () => {
    for (const path of ["/app", "/app/", "/app/addresses/someone%40proofbox.test", "/app/runs/123?token=x"]) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      const page = await response.text();
      expect(page).toMatch(/<script type="module"[^>]* src="\/app\/assets\/[^"]+\.js"/);
      // Nothing inline for the policy to block.
      expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it("serves the assets the page names, cached for good, and a clear 404 for others", async () => {
    const page = await (await fetch(`${t.baseUrl}/app/`)).text();
    const assets = [...page.matchAll(/(?:src|href)="(\/app\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await fetch(`${t.baseUrl}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(response.headers.get("content-type")).toMatch(/javascript|css/);
    }
    for (const path of ["/app/assets/missing.js", "/app/assets/..%2f..%2fpackage.json"]) {
      const missing = await fetch(`${t.baseUrl}${path}`);
      expect(missing.status, path).toBe(404);
      expect(isErrorBody(await missing.json())).toBe(true);
    }
    const posted = await fetch(`${t.baseUrl}/app/`, { method: "POST" });
    expect(posted.status).toBe(404);
  });
});
