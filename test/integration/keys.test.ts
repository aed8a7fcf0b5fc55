import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashApiKey } from "../../service/lib/key-hash.js";
import { isErrorBody, startTestService, type TestService } from "../helpers/service.js";

/**
 * API keys managed without a restart (docs/keys.md), over real HTTP on the test's store backend:
 * created with a secret shown once, listed without secrets, revoked and expired keys refused with
 * a message saying which, every change in the audit log, and every door (v1, MCP, Mailpit's API)
 * closed to a revoked key.
 */

const OWNER = "owner-key-0123456789abcdef";
const NO_SECRETS = "no-secrets-key-0123456789ab";
const READER = "reader-key-0123456789abcdef";
const BETA = "beta-key-0123456789abcdefgh";

let t: TestService;
beforeAll(async () => {
  t = await startTestService({
    projects: [
      {
        name: "alpha",
        domains: ["alpha.test"],
        keys: [
          { name: "owner", key: OWNER, permissions: ["read_passwords", "manage_project"] },
          { name: "no-secrets", key_sha256: hashApiKey(NO_SECRETS), permissions: ["manage_project"] },
          { name: "reader", key: READER, permissions: [] },
        ],
      },
      { name: "beta", domains: ["beta.test"], keys: [{ name: "beta", key: BETA, permissions: ["manage_project"] }] },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

const idOf = (key: string) => hashApiKey(key).slice(0, 12);

async function create(body: unknown, key = OWNER) {
  return t.api("POST", "/v1/project/keys", { key, body });
}

describe("keys API", () => {
  it("lists the configuration's keys marked as such, without secrets", async () => {
    const response = await t.api("GET", "/v1/project/keys", { key: OWNER });
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(response.body.keys.map((key: { name: string }) => [key.name, key]));
    expect(Object.keys(byName).sort()).toEqual(["no-secrets", "owner", "reader"]);
    expect(byName.owner).toMatchObject({
      id: idOf(OWNER),
      source: "config",
      state: "active",
      permissions: ["read_passwords", "manage_project"],
      created_by: null,
      expires_at: null,
      revoked_at: null,
    });
    for (const secret of [OWNER, NO_SECRETS, READER, hashApiKey(OWNER)]) expect(response.text).not.toContain(secret);
    expect(response.text).not.toContain("beta");
  });

  it("creates a key whose secret is shown once and works at once; the list shows its last use", async () => {
    t.clock.advance(1000);
    const made = await create({ name: "nightly-e2e", permissions: ["read_passwords"] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "nightly-e2e",
      permissions: ["read_passwords"],
      source: "api",
      state: "active",
      created_by: idOf(OWNER),
      last_used_at: null,
    });
    const secret: string = made.body.secret;
    expect(secret).toMatch(/^pbx_[A-Za-z0-9_-]{32}$/);
    expect(made.body.id).toBe(idOf(secret));

    const project = await t.api("GET", "/v1/project", { key: secret });
    expect(project.status).toBe(200);
    expect(project.body.key).toEqual({
      id: made.body.id,
      name: "nightly-e2e",
      permissions: ["read_passwords"],
      expires_at: null,
    });

    const list = await t.api("GET", "/v1/project/keys", { key: OWNER });
    expect(list.text).not.toContain(secret);
    const listed = list.body.keys.find((key: { id: string }) => key.id === made.body.id);
    expect(listed.last_used_at).toBe(t.clock.now().toISOString());
    expect(list.body.keys[0].id).toBe(made.body.id); // newest first
  });

  it("refuses a revoked key with 401 saying so, on every door, and revoking twice changes nothing", async () => {
    const secret: string = (await create({ name: "to-revoke" })).body.secret;
    const mcp = await openMcpSession(secret);
    expect(mcp.status).toBe(200);

    const revoked = await t.api("DELETE", `/v1/project/keys/${idOf(secret)}`, { key: OWNER });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      state: "revoked",
      revoked_at: t.clock.now().toISOString(),
      revoked_by: idOf(OWNER),
    });

    const refused = await t.api("GET", "/v1/project", { key: secret });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(
      `This API key was revoked at ${t.clock.now().toISOString()}; ask the project's owner for a new one.`,
    );
    // The MCP session it opened ends with the key, and Mailpit's API (HTTP Basic) refuses it too.
    const mcpAfter = await fetch(`${t.baseUrl}/mcp`, {
      method: "POST",
      headers: { ...MCP_HEADERS, authorization: `Bearer ${secret}`, "mcp-session-id": mcp.session ?? "" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }),
    });
    expect(mcpAfter.status).toBe(401);
    const basic = Buffer.from(`anyone:${secret}`).toString("base64");
    const mailpit = await fetch(`${t.baseUrl}/api/v1/messages`, { headers: { authorization: `Basic ${basic}` } });
    expect(mailpit.status).toBe(401);

    t.clock.advance(60_000);
    const again = await t.api("DELETE", `/v1/project/keys/${idOf(secret)}`, { key: OWNER });
    expect(again.status).toBe(200);
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
  });

  it("never lets an expiring key make one that outlives it", async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const parent = (await create({ name: "temporary-admin", permissions: ["manage_project"], expires_at: expiresAt }))
      .body;
    for (const body of [
      { name: "forever" },
      { name: "later", expires_at: new Date(Date.parse(expiresAt) + 1000).toISOString() },
    ]) {
      const refused = await create(body, parent.secret);
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body).toMatchObject({ error: "forbidden", field: "expires_at" });
    }
    expect((await create({ name: "within", expires_at: expiresAt }, parent.secret)).status).toBe(201);
  });

  it("refuses an expired key with 401 saying when it expired", async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const made = await create({ name: "one-hour", expires_at: expiresAt });
    expect(made.body.expires_at).toBe(expiresAt);
    expect((await t.api("GET", "/v1/project", { key: made.body.secret })).status).toBe(200);
    t.clock.advance(3_600_000);
    const refused = await t.api("GET", "/v1/project", { key: made.body.secret });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(`This API key expired at ${expiresAt}; ask the project's owner for a new one.`);
    const listed = (await t.api("GET", "/v1/project/keys", { key: OWNER })).body.keys.find(
      (key: { id: string }) => key.id === made.body.id,
    );
    expect(listed.state).toBe("expired");
  });

  it("revokes a key of the configuration file too, and still tells an unknown key apart", async () => {
    const revoked = await t.api("DELETE", `/v1/project/keys/${idOf(NO_SECRETS)}`, { key: OWNER });
    expect(revoked.body).toMatchObject({ source: "config", state: "revoked" });
    expect((await t.api("GET", "/v1/project", { key: NO_SECRETS })).body.message).toMatch(
      /^This API key was revoked at /,
    );
    const unknown = await t.api("GET", "/v1/project", { key: "pbx_never_issued_0000000000000000" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Invalid API key.");
  });

  it("needs manage_project, and never gives a permission the creating key lacks", async () => {
    for (const [method, path] of [
      ["GET", "/v1/project/keys"],
      ["POST", "/v1/project/keys"],
      ["DELETE", `/v1/project/keys/${idOf(OWNER)}`],
    ] as const) {
      const response = await t.api(method, path, {
        key: READER,
        ...(method === "POST" ? { body: { name: "x" } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.message).toMatch(/manage_project/);
    }
    const escalation = await create({ name: "wider", permissions: ["read_passwords"] }, BETA);
    expect(escalation.status).toBe(403);
    expect(escalation.body).toMatchObject({ error: "forbidden", field: "permissions" });
    expect(escalation.body.message).toMatch(/read_passwords/);
  });

  it("answers 400 naming the field for a bad body, and 404 for another project's key", async () => {
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    const cases: [unknown, string][] = [
      [{}, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(81) }, "name"],
      [{ name: "x", permissions: ["root"] }, "permissions.0"],
      [{ name: "x", expires_at: "tomorrow" }, "expires_at"],
      [{ name: "x", expires_at: past }, "expires_at"],
      [{ name: "x", secret: "mine" }, "secret"],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(isErrorBody(response.body)).toBe(true);
      expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
    for (const id of [idOf(BETA), "not-an-id", "0".repeat(12)]) {
      const response = await t.api("DELETE", `/v1/project/keys/${id}`, { key: OWNER });
      expect(response.status, id).toBe(404);
      expect(isErrorBody(response.body)).toBe(true);
    }
    expect((await t.api("GET", "/v1/project", { key: BETA })).status).toBe(200);
  });

  it("writes every key change to the project's audit log, with the key that made it", async () => {
    const made = (await create({ name: "audited" })).body;
    await t.api("DELETE", `/v1/project/keys/${made.id}`, { key: OWNER });
    const log = await t.api("GET", "/v1/project/audit", { key: OWNER });
    const [revoked, created] = log.body.entries;
    const subject = { kind: "api_key", id: made.id, name: "audited" };
    expect(created).toMatchObject({
      action: "create_key",
      via: "keys",
      key: { name: "owner", id: idOf(OWNER) },
      subject,
    });
    expect(revoked).toMatchObject({ action: "revoke_key", via: "keys", address: null, label: null, subject });
    expect(log.text).not.toContain(made.secret);
    const beta = await t.api("GET", "/v1/project/audit", { key: BETA });
    expect(beta.body.entries).toEqual([]);
  });
});

const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/** Opens an MCP session with `key` (an initialize request); resolves the status and session id. */
async function openMcpSession(key: string): Promise<{ status: number; session: string | null }> {
  const response = await fetch(`${t.baseUrl}/mcp`, {
    method: "POST",
    headers: { ...MCP_HEADERS, authorization: `Bearer ${key}` },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "keys-test", version: "1" } },
    }),
  });
  await response.text();
  return { status: response.status, session: response.headers.get("mcp-session-id") };
}
