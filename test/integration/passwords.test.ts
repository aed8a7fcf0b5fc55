import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../service/lib/logger.js";
import { isErrorBody, startTestService, type TestService } from "../helpers/service.js";

/**
 * Saved passwords, sign-in and the audit log over HTTP: who may save and reveal, labels,
 * generated passwords shown once, and every save and reveal in the audit endpoint and the service
 * log with the key, address and label but never the secret.
 */

const ADMIN = "accounts-admin-key-0123456789";
const SAVER = "accounts-saver-key-0123456789";
const READER = "accounts-reader-key-012345678";

let t: TestService;
const logLines: string[] = [];
let counter = 0;

beforeAll(async () => {
  t = await startTestService(
    {
      projects: [
        {
          name: "alpha",
          domains: ["alpha.test"],
          keys: [
            { name: "admin", key: ADMIN, permissions: ["read_passwords", "manage_project"] },
            { name: "saver", key: SAVER },
            { name: "reader", key: READER, permissions: ["read_passwords"] },
          ],
        },
      ],
    },
    undefined,
    { logger: createLogger("info", { write: (line: string) => logLines.push(line) }) },
  );
});
afterAll(async () => {
  await t.close();
});

/** Calls the API with the admin key unless another is given. */
const api = (method: string, path: string, options: Parameters<TestService["api"]>[2] = {}) =>
  t.api(method, path, { key: ADMIN, ...options });

async function account(body: Record<string, unknown> = {}, key = ADMIN): Promise<string> {
  const response = await api("POST", "/v1/addresses", { body: { name: `acct${++counter}`, ...body }, key });
  expect(response.status).toBe(201);
  return response.body.address as string;
}

const passwordPath = (address: string, label?: string) =>
  `/v1/addresses/${encodeURIComponent(address)}/password${label ? `?label=${encodeURIComponent(label)}` : ""}`;

describe("PUT and GET /v1/addresses/{address}/password", () => {
  it("generates a strong 16-character password when none is given, shows it once, and reveals it", async () => {
    const address = await account();
    const saved = await api("PUT", passwordPath(address), { body: {}, key: SAVER });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ address, label: "password", saved: true });
    const password = saved.body.password as string;
    expect(password).toHaveLength(16);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect((await api("GET", `/v1/addresses/${address}`)).body.has_password).toBe(true);
    const revealed = await api("GET", passwordPath(address), { key: READER });
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({ address, label: "password", secret: password });
  });

  it("saves a given secret under a label, replaces it, keeps other labels, and does not echo it", async () => {
    const address = await account({ password: true });
    const first = await api("PUT", passwordPath(address), { body: { label: "PIN", password: "4821" } });
    expect(first.body).toEqual({ address, label: "pin", saved: true });
    await api("PUT", passwordPath(address), { body: { label: "pin", password: "9034" } });
    expect((await api("GET", passwordPath(address, "pin"))).body.secret).toBe("9034");
    // The password saved at creation is still there under its own label.
    expect((await api("GET", passwordPath(address))).body.secret).toMatch(/^.{16}$/);
    // A plus tag or capitals act on the plain address.
    const [name, domain] = address.split("@") as [string, string];
    expect((await api("GET", passwordPath(`${name.toUpperCase()}+x@${domain}`, "pin"))).body.secret).toBe("9034");
  });

  it("has_password says whether a password (not another label) is saved", async () => {
    const address = await account();
    await api("PUT", passwordPath(address), { body: { label: "pin", password: "1111" } });
    expect((await api("GET", `/v1/addresses/${address}`)).body.has_password).toBe(false);
    await api("PUT", passwordPath(address), { body: { password: "hunter2-but-longer" } });
    expect((await api("GET", `/v1/addresses/${address}`)).body.has_password).toBe(true);
  });

  it("refuses a reveal with 403 to a key that may not read saved passwords; anyone may save", async () => {
    const address = await account({ password: true });
    const refused = await api("GET", passwordPath(address), { key: SAVER });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "forbidden", message: expect.stringContaining("read_passwords") });
    expect(refused.text).not.toMatch(/"secret"/);
    expect((await api("PUT", passwordPath(address), { body: { password: "x".repeat(20) }, key: SAVER })).status).toBe(
      200,
    );
  });

  it("answers 404 for an unknown address or label and 400 naming a bad field", async () => {
    const address = await account();
    const noLabel = await api("GET", passwordPath(address, "pin"));
    expect(noLabel.status).toBe(404);
    expect(noLabel.body.message).toContain("pin");
    expect((await api("GET", passwordPath("nobody@alpha.test"))).status).toBe(404);
    expect((await api("PUT", passwordPath("nobody@alpha.test"), { body: {} })).status).toBe(404);
    for (const [body, field] of [
      [{ password: "" }, "password"],
      [{ password: 42 }, "password"],
      [{ password: "x".repeat(1001) }, "password"],
      [{ label: "no spaces" }, "label"],
      [{ label: "" }, "label"],
      [{ secret: "x" }, "secret"],
    ] as const) {
      const response = await api("PUT", passwordPath(address), { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ error: "invalid_request", field });
    }
    const badQuery = await api("GET", `${passwordPath(address)}?label=a%20b`);
    expect(badQuery.status).toBe(400);
    expect(isErrorBody(badQuery.body)).toBe(true);
  });
});

describe("POST /v1/addresses/sign-in", () => {
  it("returns an account with its password, marks a never-used account as used on the site", async () => {
    const address = await account({ password: true, persona: true, environment: "signin-env", site: undefined });
    await api("PATCH", `/v1/addresses/${address}`, { body: { tags: ["signin"] } });
    const first = await api("POST", "/v1/addresses/sign-in", {
      body: { site: "https://shop.example.com/login", environment: "signin-env", tags: ["signin"] },
      key: READER,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      address,
      site: "shop.example.com",
      used_on_site: false,
      has_password: true,
      persona: { first_name: expect.any(String) },
    });
    const revealed = await api("GET", passwordPath(address), { key: READER });
    expect(first.body.password).toBe(revealed.body.secret);
    const again = await api("POST", "/v1/addresses/sign-in", {
      body: { site: "shop.example.com", environment: "signin-env", tags: ["signin"] },
      key: READER,
    });
    expect(again.body).toMatchObject({ address, used_on_site: true });
  });

  it("skips accounts that are checked out, and answers 404 when no account fits", async () => {
    const address = await account({ password: true, environment: "held-env" });
    const held = await api("POST", "/v1/addresses/checkout", { body: { environment: "held-env" } });
    expect(held.body.address).toBe(address);
    const response = await api("POST", "/v1/addresses/sign-in", { body: { environment: "held-env" } });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: "not_found", message: expect.stringContaining("No account fits") });
  });

  it("needs a key that may read saved passwords", async () => {
    const response = await api("POST", "/v1/addresses/sign-in", { body: {}, key: SAVER });
    expect(response.status).toBe(403);
    expect(isErrorBody(response.body)).toBe(true);
    const bad = await api("POST", "/v1/addresses/sign-in", { body: { tags: "one" } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("tags");
  });
});

describe("the audit log", () => {
  it("records every save and reveal with time, key, address, label and operation, never the secret", async () => {
    const address = await account({ password: true });
    await api("PUT", passwordPath(address), { body: { label: "pin", password: "5555-secret-pin" }, key: SAVER });
    const revealed = await api("GET", passwordPath(address, "pin"), { key: READER });
    const signedIn = await api("POST", "/v1/addresses/sign-in", { body: { tags: [] }, key: READER });
    expect(signedIn.status).toBe(200);

    const audit = await api("GET", "/v1/project/audit?limit=200", { key: ADMIN });
    expect(audit.status).toBe(200);
    const mine = (audit.body.entries as { address: string; action: string; via: string }[]).filter(
      (entry) => entry.address === address,
    );
    // Sign-in picked this account: no account has mail or a site, and it is the newest.
    expect(signedIn.body.address).toBe(address);
    expect(mine.map((entry) => [entry.action, entry.via])).toEqual([
      ["reveal", "sign_in"],
      ["reveal", "get_password"],
      ["save", "put_password"],
      ["save", "create_address"],
    ]);
    expect(mine[2]).toMatchObject({
      label: "pin",
      key: { name: "saver", id: expect.stringMatching(/^[0-9a-f]{12}$/) },
      at: "2026-03-10T12:00:00.000Z",
    });
    expect(audit.body.entries[0]).toMatchObject({ action: "reveal", via: "sign_in", key: { name: "reader" } });
    expect(audit.text).not.toContain("5555-secret-pin");
    expect(audit.text).not.toContain(revealed.body.secret);
    expect(audit.text).not.toContain(signedIn.body.password);

    const lines = logLines.filter((line) => line.includes(address));
    expect(lines.some((line) => /"msg":"secret saved"/.test(line) && line.includes('"key_name":"saver"'))).toBe(true);
    expect(lines.some((line) => /"msg":"secret revealed"/.test(line) && line.includes('"label":"pin"'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain("5555-secret-pin");
      expect(line).not.toContain(signedIn.body.password);
    }
  });

  it("pages newest first with before, and needs manage_project", async () => {
    const first = await api("GET", "/v1/project/audit?limit=2");
    expect(first.body.entries).toHaveLength(2);
    const next = await api("GET", `/v1/project/audit?limit=2&before=${first.body.entries[1].id}`);
    expect(next.body.entries[0].id).toBeLessThan(first.body.entries[1].id);
    const refused = await api("GET", "/v1/project/audit", { key: READER });
    expect(refused.status).toBe(403);
    expect((await api("GET", "/v1/project/audit?limit=0")).status).toBe(400);
  });
});
