import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAgainstDocument } from "../helpers/openapi.js";
import { startTestService, type TestService } from "../helpers/service.js";

/** What a newcomer sees when a request is wrong: the field by its path and what was expected. */
let t: TestService;
beforeAll(async () => {
  t = await startTestService({ limits: { max_active_addresses: 1, address_creations_per_minute: 2 } });
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown) => t.api("POST", path, { body });

describe("400 answers say what was expected, naming the field by its path", () => {
  it("names a wrong type as such, not as missing", async () => {
    const cases: [string, unknown, string][] = [
      ["/v1/addresses", { name: 123 }, "name: must be a string"],
      ["/v1/addresses", { persona: "yes" }, "persona: must be true or false"],
      ["/v1/addresses", { lifetime_days: "3" }, "lifetime_days: must be a whole number"],
      ["/v1/addresses", { lifetime_days: 1.5 }, "lifetime_days: must be a whole number"],
      [
        "/v1/addresses",
        { age: "teen" },
        "age: must be one of adult, over21, under18, under15, under13, any, turns18tomorrow, turned18today",
      ],
      ["/v1/addresses", { environment: "" }, "environment: must not be empty"],
      ["/v1/addresses", { label: "l".repeat(201) }, "label: must be at most 200 characters"],
      ["/v1/runs", { meta: { pull_request: "42" } }, "meta.pull_request: must be a whole number"],
      ["/v1/runs", { meta: "main" }, "meta: must be a JSON object"],
      ["/v1/runs", { name: null }, "name: must be a string"],
      ["/v1/project/dev-hosts", {}, "host: is required"],
    ];
    for (const [path, body, message] of cases) {
      const response = await post(path, body);
      expect([path, body, response.status, response.body]).toEqual([
        path,
        body,
        400,
        { error: "invalid_request", message, field: message.slice(0, message.indexOf(":")) },
      ]);
    }
  });

  it("refuses the NUL character in text, the same on every store", async () => {
    for (const [body, field] of [
      [{ label: "sign\u0000up" }, "label"],
      [{ environment: "qa\u0000" }, "environment"],
    ] as const) {
      const response = await t.api("POST", "/v1/addresses", { body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: "invalid_request", field });
      expect(response.body.message).toMatch(/NUL/);
    }
  });

  it("names an unknown nested field by its path", async () => {
    const response = await post("/v1/runs", { meta: { repo: "acme/shop" } });
    expect(response.body).toEqual({
      error: "invalid_request",
      message: "meta.repo: unknown field",
      field: "meta.repo",
    });
    const several = await post("/v1/addresses", { colour: "blue", size: 2 });
    expect(several.body.message).toBe("colour: unknown field (also size)");
  });

  it("explains the closest shape of a body that may take several", async () => {
    const run = (await post("/v1/runs", {})).body.id as string;
    const totals = await post(`/v1/runs/${run}/tests`, { totals: { passed: "3", failed: 0 } });
    expect(totals.body.message).toBe("totals.passed: must be a whole number");
    const result = await post(`/v1/runs/${run}/tests`, { name: "sign-up", status: "flaky" });
    expect(result.body.message).toBe("status: must be one of passed, failed, skipped");
  });

  it("answers a body that is valid JSON but not an object with body: must be a JSON object", async () => {
    for (const rawBody of ["42", "null", "[1,2]", '"text"', "true"]) {
      const response = await t.api("POST", "/v1/addresses", {
        rawBody,
        headers: { "content-type": "application/json" },
      });
      expect([rawBody, response.status, response.body]).toEqual([
        rawBody,
        400,
        { error: "invalid_request", message: "body: must be a JSON object", field: "body" },
      ]);
    }
    const broken = await t.api("POST", "/v1/addresses", {
      rawBody: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(broken.body).toEqual({ error: "invalid_request", message: "body: not valid JSON", field: "body" });
  });

  it("names a repeated query parameter, and a query value of the wrong kind", async () => {
    await post("/v1/addresses", { name: "query-errors" });
    const repeated = await t.api("GET", "/v1/addresses/query-errors%40proofbox.test/code?timeout=1&timeout=2");
    expect(repeated.body).toEqual({
      error: "invalid_request",
      message: "timeout: give this parameter once",
      field: "timeout",
    });
    const words = await t.api("GET", "/v1/addresses/query-errors%40proofbox.test/code?timeout=soon");
    expect(words.body.message).toBe("timeout: must be a whole number from 0 to 30");
    const unknown = await t.api("GET", "/v1/addresses/query-errors%40proofbox.test/count?tpye=code");
    expect(unknown.body.message).toBe("tpye: unknown query parameter");
    const since = await t.api("GET", "/v1/addresses/query-errors%40proofbox.test/count?since=yesterday");
    expect(since.body.message).toBe("since: must be a date-time with a time zone, such as 2026-01-31T12:00:00Z");
    // tag is the one parameter that may repeat.
    expect((await t.api("GET", "/v1/addresses?tag=a&tag=b")).status).toBe(200);
    await t.api("DELETE", "/v1/addresses/query-errors%40proofbox.test");
  });
});

describe("errors before a route is reached", () => {
  it("answers headers over 16 KB with 431 and the error body", async () => {
    const answer = await new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: t.service.httpPort,
          path: "/v1/project",
          headers: { authorization: `Bearer ${"k".repeat(20 * 1024)}` },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              if (typeof value === "string") headers.set(name, value);
            resolve({ status: res.statusCode ?? 0, headers, text });
          });
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.text)).toEqual({
      error: "headers_too_large",
      message: expect.stringMatching(/^headers: larger than the 16 KB/),
    });
    checkAgainstDocument({ method: "GET", path: "/v1/project", ...answer });
    // The service is still there.
    expect((await t.api("GET", "/v1/project")).status).toBe(200);
  });
});

describe("the creation rate counts only creations", () => {
  it("does not count a creation refused with 402 or name_taken toward the 429", async () => {
    // A fresh minute: creations earlier in this file do not count in it.
    t.clock.advance(60_000);
    const first = await post("/v1/addresses", { name: "only-one" });
    expect(first.status).toBe(201);
    // The plan allows one active address: these are refused with 402, not counted.
    for (let i = 0; i < 4; i++) expect((await post("/v1/addresses", {})).status).toBe(402);
    // A name issued before is refused too (400 name_taken), and not counted either.
    expect((await post("/v1/addresses", { name: "only-one" })).body.error).toBe("name_taken");
    await t.api("DELETE", "/v1/addresses/only-one%40proofbox.test");
    // One creation so far this minute, of two allowed: this one is the second.
    expect((await post("/v1/addresses", { name: "second-one" })).status).toBe(201);
    await t.api("DELETE", "/v1/addresses/second-one%40proofbox.test");
    const third = await post("/v1/addresses", { name: "third-one" });
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
