import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody, KEY, startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp } from "../helpers/smtp.js";
import { checkAgainstDocument } from "../helpers/openapi.js";

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ limits: { max_message_bytes: 5000, mail_per_address_per_hour: 1 } });
});
afterAll(async () => {
  await t.close();
});

/** Sends a request with a raw, unencoded path (fetch would normalise it). */
function rawRequest(method: string, path: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: t.service.httpPort,
        method,
        path,
        headers: { authorization: `Bearer ${KEY}` },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === "string") headers.set(name, value);
          checkAgainstDocument({ method, path: path.split("?")[0]!, status: res.statusCode ?? 0, headers, text });
          resolve({ status: res.statusCode ?? 0, body: text });
        });
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

describe("errors", () => {
  it("answers unknown routes and methods with 404 { error, message }", async () => {
    for (const [method, path] of [
      ["GET", "/v1/nothing"],
      ["PUT", "/v1/addresses"],
      ["GET", "/"],
      ["POST", "/v1/project"],
    ]) {
      const response = await t.api(method as string, path as string);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(isErrorBody(response.body)).toBe(true);
    }
  });

  it("answers a body over the limit with 413 and malformed percent-encoding with 400", async () => {
    const huge = JSON.stringify({ label: "x".repeat(6 * 1024 * 1024) });
    const tooLarge = await t.api("POST", "/v1/addresses", {
      rawBody: huge,
      headers: { "content-type": "application/json" },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ error: "payload_too_large" });
    const badEncoding = await rawRequest("GET", "/v1/addresses/%E0%A4%A");
    expect(badEncoding.status).toBe(400);
    expect(isErrorBody(JSON.parse(badEncoding.body))).toBe(true);
  });

  it("accepts a body as large as the largest valid request (60 fields with 400 options)", async () => {
    const options = Array.from({ length: 400 }, (_, i) => ({
      value: `option-value-${i}`,
      label: `An option label number ${i} with some words`,
    }));
    const big = JSON.stringify({
      label: "x",
      fields: Array.from({ length: 60 }, () => ({ type: "select", options })),
    });
    expect(big.length).toBeGreaterThan(1_500_000);
    const response = await t.api("POST", "/v1/addresses", {
      rawBody: big,
      headers: { "content-type": "application/json" },
    });
    // Parsed (not 413); refused by validation because this endpoint has no "fields".
    expect(response.status).toBe(400);
    expect(response.body.field).toBe("fields");
  });

  it("never answers 500 to odd input", async () => {
    const probes: [string, string, string | undefined][] = [
      ["GET", "/v1/addresses?limit[]=1", undefined],
      ["GET", "/v1/addresses?tag[a]=b", undefined],
      ["GET", `/v1/addresses?search=${"%00".repeat(10)}`, undefined],
      ["GET", `/v1/addresses/${"a".repeat(5000)}%40proofbox.test`, undefined],
      ["GET", "/v1/addresses/%00%40proofbox.test/delivery", undefined],
      ["POST", "/v1/addresses", "null"],
      ["POST", "/v1/addresses", '{"name":{"__proto__":{"x":1}}}'],
      ["POST", "/v1/addresses", '{"__proto__":{"admin":true}}'],
      ["POST", "/v1/addresses", '{"lifetime_days":1e309}'],
      ["POST", "/v1/addresses", '{"date_of_birth":"9999-99-99"}'],
      ["PATCH", "/v1/addresses/x%40proofbox.test", "[1,2]"],
      ["POST", "/v1/project/dev-hosts", '{"host":"http://[::1]:3000/"}'],
      ["POST", "/v1/project/dev-hosts", '{"host":"http://%zz/"}'],
    ];
    for (const [method, path, body] of probes) {
      const response = await rawRequest(method, path, body);
      expect(response.status, `${method} ${path} ${body}`).toBeLessThan(500);
      expect(isErrorBody(JSON.parse(response.body)) || response.status < 300, `${method} ${path}`).toBe(true);
    }
  });

  it("returns a request id on every answer", async () => {
    const response = await t.api("GET", "/v1/project");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /v1/addresses/{address}/delivery", () => {
  it("says nothing arrived yet and what to check", async () => {
    await t.api("POST", "/v1/addresses", { body: { name: "waiting" } });
    const response = await t.api("GET", "/v1/addresses/Waiting%2Bx%40proofbox.test/delivery");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      address: "waiting@proofbox.test",
      created_at: "2026-03-10T12:00:00.000Z",
      expires_at: "2026-04-09T12:00:00.000Z",
      receiving: true,
      emails: 0,
      last_email_at: null,
      refused: [],
      hint: expect.stringMatching(/^No email has arrived yet\. .*waiting@proofbox\.test.*127\.0\.0\.1:\d+.*sandbox/),
      help: "https://github.com/proofbox/proofbox/blob/main/docs/delivery.md",
    });
  });

  it("puts refusals before everything else but expiry, newest first", async () => {
    await t.api("POST", "/v1/addresses", { body: { name: "refused", lifetime_days: 1 } });
    const send = async (size: number) => {
      const client = await RawSmtp.open(t.smtpPort);
      await client.command("EHLO x");
      await client.command(`MAIL FROM:<a@b.test> SIZE=${size}`);
      const reply = await client.command("RCPT TO:<refused@proofbox.test>");
      await client.quit();
      return reply;
    };
    expect(await send(9000)).toMatch(/^552/);
    t.clock.advance(2 * 3600_000);
    expect(await send(7000)).toMatch(/^552/);
    expect(await send(100)).toMatch(/^250/);
    const response = await t.api("GET", "/v1/addresses/refused%40proofbox.test/delivery");
    expect(response.body.refused).toEqual([
      {
        reason: "too_large",
        first_at: "2026-03-10T14:00:00.000Z",
        last_at: "2026-03-10T14:00:00.000Z",
        count: 1,
        size_bytes: 7000,
      },
      {
        reason: "too_large",
        first_at: "2026-03-10T12:00:00.000Z",
        last_at: "2026-03-10T12:00:00.000Z",
        count: 1,
        size_bytes: 9000,
      },
    ]);
    expect(response.body.hint).toMatch(
      /^2 messages refused as too large \(largest 9000 bytes; the limit is 5000 bytes\)/,
    );
    t.clock.advance(24 * 3600_000);
    const expired = await t.api("GET", "/v1/addresses/refused%40proofbox.test/delivery");
    expect(expired.body.receiving).toBe(false);
    expect(expired.body.hint).toMatch(
      /^This address expired at 2026-03-11T12:00:00\.000Z .* 2 messages refused as too large/,
    );
  });

  it("answers 404 with what an unknown address can mean", async () => {
    const response = await t.api("GET", "/v1/addresses/ghost%40proofbox.test/delivery");
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      error: "not_found",
      help: "https://github.com/proofbox/proofbox/blob/main/docs/delivery.md",
    });
    expect(response.body.message).toMatch(/never created, belongs to another project .* or was deleted/);
    expect(response.body.hint).toMatch(/refused with SMTP 550/);
  });
});
