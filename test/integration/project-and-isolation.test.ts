import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashApiKey } from "../../service/lib/key-hash.js";
import { isErrorBody, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";

const ALPHA = "alpha-key-0123456789abcdef";
const ALPHA_READONLY = "alpha-readonly-key-0123456";
const BETA = "beta-key-0123456789abcdef";

let t: TestService;
beforeAll(async () => {
  t = await startTestService({
    projects: [
      {
        name: "alpha",
        domains: ["alpha.test", "shared.test"],
        keys: [
          { name: "ci", key: ALPHA, permissions: ["read_passwords", "manage_project"] },
          // Stored only as its digest in the config file.
          { name: "readonly", key_sha256: hashApiKey(ALPHA_READONLY) },
        ],
        limits: { max_lifetime_days: 7 },
      },
      {
        name: "beta",
        domains: ["beta.test", "shared.test"],
        keys: [{ key: BETA, permissions: ["manage_project"] }],
      },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

describe("authentication", () => {
  it("answers 401 { error, message } without a valid key, on every /v1 endpoint", async () => {
    const endpoints: [string, string][] = [
      ["GET", "/v1/project"],
      ["POST", "/v1/project/dev-hosts"],
      ["POST", "/v1/addresses"],
      ["GET", "/v1/addresses"],
      ["GET", "/v1/addresses/a%40alpha.test"],
      ["PATCH", "/v1/addresses/a%40alpha.test"],
      ["DELETE", "/v1/addresses/a%40alpha.test"],
      ["GET", "/v1/addresses/a%40alpha.test/delivery"],
      ["GET", "/v1/no-such-endpoint"],
    ];
    for (const [method, path] of endpoints) {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: "Bearer wrong-key-000000000000" },
        { authorization: "Basic dXNlcjpwYXNz" },
        { authorization: "Bearer" },
        { authorization: `Bearer ${ALPHA} extra` },
      ];
      for (const headers of attempts) {
        const response = await t.api(method, path, { key: null, headers });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(isErrorBody(response.body)).toBe(true);
        expect(response.body.error).toBe("unauthorized");
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      }
    }
  });

  it("accepts a key configured by its SHA-256 digest, and a lower-case scheme", async () => {
    expect((await t.api("GET", "/v1/project", { key: ALPHA_READONLY })).status).toBe(200);
    expect(
      (
        await t.api("GET", "/v1/project", {
          key: null,
          headers: { authorization: `bearer ${ALPHA}` },
        })
      ).status,
    ).toBe(200);
  });

  it("serves /healthz without a key", async () => {
    const response = await t.api("GET", "/healthz", { key: null });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/), store: "ok" });
  });
});

describe("GET /v1/project", () => {
  it("returns the key's own project with domains, limits, dev hosts and the key's permissions", async () => {
    const alpha = await t.api("GET", "/v1/project", { key: ALPHA });
    expect(alpha.status).toBe(200);
    expect(alpha.body).toMatchObject({
      name: "alpha",
      domains: ["alpha.test", "shared.test"],
      limits: {
        max_lifetime_days: 7,
        max_active_addresses: 1000,
        address_creations_per_minute: 120,
        mail_per_address_per_hour: 500,
        mail_per_project_per_day: 100000,
        max_message_bytes: 10485760,
      },
      dev_hosts: [],
      key: {
        id: hashApiKey(ALPHA).slice(0, 12),
        name: "ci",
        permissions: ["read_passwords", "manage_project"],
        expires_at: null,
      },
    });
    expect(alpha.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const beta = await t.api("GET", "/v1/project", { key: BETA });
    expect(beta.body.name).toBe("beta");
    expect(beta.body.id).not.toBe(alpha.body.id);
  });
});

describe("POST /v1/project/dev-hosts", () => {
  it("adds a host and port, or a page URL reduced to host and port, once each", async () => {
    expect(
      (
        await t.api("POST", "/v1/project/dev-hosts", {
          key: ALPHA,
          body: { host: "localhost:3000" },
        })
      ).body,
    ).toEqual({ dev_hosts: ["localhost:3000"] });
    expect(
      (
        await t.api("POST", "/v1/project/dev-hosts", {
          key: ALPHA,
          body: { host: "http://LOCALHOST:3000/signup?x=1" },
        })
      ).body,
    ).toEqual({ dev_hosts: ["localhost:3000"] });
    const response = await t.api("POST", "/v1/project/dev-hosts", {
      key: ALPHA,
      body: { host: "https://192.168.1.20:8443/app" },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ dev_hosts: ["localhost:3000", "192.168.1.20:8443"] });
    expect((await t.api("GET", "/v1/project", { key: ALPHA })).body.dev_hosts).toEqual([
      "localhost:3000",
      "192.168.1.20:8443",
    ]);
    expect((await t.api("GET", "/v1/project", { key: BETA })).body.dev_hosts).toEqual([]);
  });

  it("answers 400 naming host for a missing, long or unusable value", async () => {
    for (const body of [
      {},
      { host: "" },
      { host: "h".repeat(301) },
      { host: 3000 },
      { host: "mailto:x@y.test" },
      { host: "a b" },
      { host: "x", port: 1 },
    ]) {
      const response = await t.api("POST", "/v1/project/dev-hosts", { key: ALPHA, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe("invalid_request");
      expect(response.body.message).toMatch(/^(host|port): /);
    }
  });

  it("answers 403 for a key without the manage_project permission", async () => {
    const response = await t.api("POST", "/v1/project/dev-hosts", {
      key: ALPHA_READONLY,
      body: { host: "localhost:4000" },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: "forbidden" });
    expect(response.body.message).toMatch(/manage_project/);
  });
});

describe("tenant isolation", () => {
  beforeAll(async () => {
    expect(
      (
        await t.api("POST", "/v1/addresses", {
          key: ALPHA,
          body: { name: "secret-thing", domain: "alpha.test", label: "alpha's" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.api("POST", "/v1/addresses", {
          key: ALPHA,
          body: { name: "on-shared", domain: "shared.test" },
        })
      ).status,
    ).toBe(201);
    await sendMail(t.smtpPort, { to: "secret-thing@alpha.test" });
  });

  it("answers another project's address exactly as an unknown one, on every endpoint", async () => {
    const own = await t.api("GET", "/v1/addresses/never-existed%40alpha.test", { key: BETA });
    for (const [method, path, body] of [
      ["GET", "/v1/addresses/secret-thing%40alpha.test", undefined],
      ["PATCH", "/v1/addresses/secret-thing%40alpha.test", { notes: "x" }],
      ["DELETE", "/v1/addresses/secret-thing%40alpha.test", undefined],
      ["GET", "/v1/addresses/secret-thing%40alpha.test/delivery", undefined],
      ["GET", "/v1/addresses/on-shared%40shared.test", undefined],
    ] as const) {
      const response = await t.api(method, path, { key: BETA, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.error).toBe("not_found");
      expect(response.body.message).not.toContain("alpha's");
    }
    expect(own.status).toBe(404);
    // The same message shape whether it exists elsewhere or nowhere.
    const elsewhere = await t.api("GET", "/v1/addresses/secret-thing%40alpha.test", { key: BETA });
    expect(elsewhere.body.message.replace("secret-thing", "X")).toBe(own.body.message.replace("never-existed", "X"));
    // Nothing changed for the owner.
    const mine = await t.api("GET", "/v1/addresses/secret-thing%40alpha.test", { key: ALPHA });
    expect(mine.body).toMatchObject({ notes: null, email_count: 1 });
  });

  it("lists only the key's own addresses and creates only on its own domains", async () => {
    const listed = await t.api("GET", "/v1/addresses?search=secret", { key: BETA });
    expect(listed.body).toEqual([]);
    const wrongDomain = await t.api("POST", "/v1/addresses", {
      key: BETA,
      body: { domain: "alpha.test" },
    });
    expect(wrongDomain.status).toBe(400);
    expect(wrongDomain.body.message).toBe("domain: must be one of this project's mail domains: beta.test, shared.test");
    // A name issued on a shared domain is not issued again to the other project.
    const taken = await t.api("POST", "/v1/addresses", {
      key: BETA,
      body: { name: "on-shared", domain: "shared.test" },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toBe("name_taken");
  });

  it("defaults to the project's first domain and its own plan limits", async () => {
    const response = await t.api("POST", "/v1/addresses", {
      key: ALPHA,
      body: { lifetime_days: 8 },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("lifetime_days: must be at most 7, the plan's maximum");
    const created = await t.api("POST", "/v1/addresses", { key: BETA, body: {} });
    expect(created.body.address).toMatch(/@beta\.test$/);
  });
});
