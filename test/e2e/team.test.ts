import { migrations } from "../../service/store/postgres/migrations/index.js";
import { connect } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresAnswers } from "../helpers/postgres.js";
import { sendMail } from "../helpers/smtp.js";
import {
  databaseProxy,
  dropSchema,
  type Instance,
  startInstance,
  type TeamSettings,
  teamSettings,
} from "../helpers/instances.js";
import { TEST_DATABASE_URL } from "../helpers/store-backends.js";
import { startReceiver } from "../helpers/webhook-receiver.js";
import { Webhook as StandardWebhook } from "standardwebhooks";

/**
 * A team service: two or three real service processes (dist/service) on one PostgreSQL schema.
 * Mail and waits across instances, an atomic pool across instances, an instance killed in the
 * middle of intake, and the database going away under load. Needs PostgreSQL: without it the
 * suite is skipped with one line saying so (CI requires it, see vitest.config.ts).
 */

const available = await postgresAnswers("the team (several instances) suite");
const teams: TeamSettings[] = [];
const running: Instance[] = [];

async function team(
  count: number,
  env: Record<string, string> = {},
): Promise<{ settings: TeamSettings; instances: Instance[] }> {
  const settings = teamSettings();
  teams.push(settings);
  // All start at once on an empty schema: one migrates under the lock, the others wait for it.
  const instances = await Promise.all(Array.from({ length: count }, () => startInstance(settings, env)));
  running.push(...instances);
  return { settings, instances };
}

afterAll(async () => {
  await Promise.all(running.map((instance) => instance.stop()));
  for (const settings of teams) await dropSchema(settings).catch(() => undefined);
});

function api(instance: Instance, settings: TeamSettings) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${instance.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${settings.apiKey}`, "content-type": "application/json" },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
}

/** One SMTP transaction on a raw socket; resolves with the code of the reply that ended it. */
function rawSend(port: number, to: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    // What to send after each reply: the greeting, EHLO, MAIL, RCPT, then DATA's 354.
    const next = [
      "EHLO team.test\r\n",
      "MAIL FROM:<app@app.example>\r\n",
      `RCPT TO:<${to}>\r\n`,
      "DATA\r\n",
      `From: App <app@app.example>\r\nTo: ${to}\r\nSubject: code\r\n\r\n${body}\r\n.\r\n`,
    ];
    let buffer = "";
    let replies = 0;
    const finish = (code: number) => {
      socket.end("QUIT\r\n");
      resolve(code);
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const match = /^(\d{3}) [^\r\n]*\r\n/m.exec(buffer);
        if (!match) return;
        buffer = buffer.slice(match.index + match[0].length);
        const code = Number(match[1]);
        if (code >= 400 || replies === next.length) return finish(code);
        socket.write(next[replies++]!);
      }
    });
    socket.on("error", () => resolve(0));
    socket.on("close", () => resolve(0));
  });
}

describe.skipIf(!available)("a team service on PostgreSQL, several instances", () => {
  it("shares mail and waits: 100 waiters over two instances are answered by mail sent to the other", async () => {
    const { settings, instances } = await team(2);
    const [a, b] = instances as [Instance, Instance];
    const calls = [api(a, settings), api(b, settings)];
    const addresses: string[] = [];
    for (let i = 0; i < 100; i++) {
      const created = await calls[i % 2]!("POST", "/v1/addresses", { name: `wake${i}` });
      expect(created.status).toBe(201);
      addresses.push(created.body!.address as string);
    }
    const waits = addresses.map((address, i) => calls[i % 2]!("GET", `/v1/addresses/${address}/code?timeout=30`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // About 100 messages a second, each to the instance its waiter is not on.
    for (const [i, address] of addresses.entries()) {
      const port = instances[(i + 1) % 2]!.smtpPort;
      void sendMail(port, { to: address, subject: "code", text: `Your verification code is ${100000 + i}.` });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answers = await Promise.all(waits);
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.body!.value).toBe(String(100000 + i));
    });
    for (const call of calls)
      for (const address of addresses.slice(0, 20))
        expect((await call("GET", `/v1/addresses/${address}/count`)).body!.count).toBe(1);
    // Each instance heard of the other's mail through PostgreSQL: the lag of each is measured.
    for (const instance of instances) {
      const metrics = await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${settings.apiKey}` },
      });
      const heard = /^proofbox_postgres_notification_lag_seconds_count (\d+)$/m.exec(await metrics.text());
      expect(Number(heard?.[1])).toBeGreaterThanOrEqual(50);
    }
  }, 60_000);

  it("holds 10 accounts exactly when 50 checkouts over 10 come through two instances", async () => {
    const { settings, instances } = await team(2);
    const calls = instances.map((instance) => api(instance, settings));
    for (let i = 0; i < 10; i++) {
      const created = await calls[0]!("POST", "/v1/addresses", { name: `pool${i}` });
      await calls[0]!("PATCH", `/v1/addresses/${created.body!.address as string}`, { tags: ["team-pool"] });
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => calls[i % 2]!("POST", "/v1/addresses/checkout", { tags: ["team-pool"] })),
    );
    const held = answers.filter((answer) => answer.status === 200).map((answer) => answer.body!.address);
    expect(held).toHaveLength(10);
    expect(new Set(held).size).toBe(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(40);
  }, 60_000);

  it("loses nothing that got a 250 when an instance is killed mid-intake, and the other keeps answering", async () => {
    const { settings, instances } = await team(2);
    const [a, b] = instances as [Instance, Instance];
    const address = (await api(a, settings)("POST", "/v1/addresses", { name: "killed" })).body!.address as string;
    const accepted: number[] = [];
    let killed = false;
    const sending = (async () => {
      for (let i = 0; i < 400 && !killed; i++) {
        const code = await rawSend(a.smtpPort, address, `Your verification code is ${200000 + i}.`).catch(() => 0);
        if (code === 250) accepted.push(200000 + i);
        else break;
      }
    })();
    while (accepted.length < 30) await new Promise((resolve) => setTimeout(resolve, 5));
    await a.stop("SIGKILL");
    killed = true;
    await sending;
    const fromB = api(b, settings);
    const listed = await fromB("GET", `/v1/addresses/${address}/messages?limit=100`);
    expect(listed.status).toBe(200);
    const stored = (listed.body as unknown as { codes: { value: string }[] }[]).map((m) => Number(m.codes[0]?.value));
    // Every 250 is in the database; what was stored is whole (its code was read from its body).
    for (const code of accepted) expect(stored).toContain(code);
    expect(stored.every((code) => code >= 200000 && code < 200400)).toBe(true);
    expect(stored.length - accepted.length).toBeLessThanOrEqual(1);
    // The killed instance starts again on the same database and serves.
    const again = await startInstance(settings);
    running.push(again);
    expect((await api(again, settings)("GET", `/v1/addresses/${address}/count`)).body!.count).toBe(stored.length);
  }, 60_000);

  it("migrates once when instances start together, and refuses a schema newer than it knows", async () => {
    const { settings } = await team(3);
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      const applied = await client.query(`SELECT version FROM ${settings.schema}.schema_migrations ORDER BY version`);
      expect(applied.rows.map((row: { version: number }) => row.version)).toEqual(migrations.map((m) => m.version));
      await client.query(`INSERT INTO ${settings.schema}.schema_migrations VALUES (99, 'from the future', 0)`);
    } finally {
      await client.end();
    }
    await expect(startInstance(settings)).rejects.toThrow(
      new RegExp(`schema is version 99, newer than this Proofbox knows \\(${migrations.at(-1)!.version}\\)`),
    );
  }, 60_000);

  it("rotates the secret key: previous keys still open, a restart re-seals, then the old key can go", async () => {
    const allowPrivate = { PROOFBOX_WEBHOOKS_ALLOW_PRIVATE: "true" };
    const { settings, instances } = await team(1, allowPrivate);
    const call = api(instances[0]!, settings);
    const address = (await call("POST", "/v1/addresses", { name: "rotate", password: true })).body!;
    // A webhook endpoint's signing secret is sealed with the same key, and re-sealed with it.
    const receiver = await startReceiver();
    try {
      const hook = (await call("POST", "/v1/project/webhooks", { url: receiver.url, events: ["email.received"] }))
        .body!;
      await instances[0]!.stop();
      const newKey = "a-new-secret-key-0123456789abcdef";
      const rotating = await startInstance(settings, {
        ...allowPrivate,
        PROOFBOX_SECRET_KEY: newKey,
        PROOFBOX_SECRET_KEY_PREVIOUS: settings.secretKey,
        PROOFBOX_LOG_LEVEL: "info",
      });
      running.push(rotating);
      const resealLine = rotating
        .output()
        .split("\n")
        .find((line) => line.includes("secrets re-sealed under the current key"));
      // The address's password and the endpoint's signing secret.
      expect(resealLine).toMatch(/"resealed":2\b/);
      await rotating.stop();
      const rotated = await startInstance(settings, { ...allowPrivate, PROOFBOX_SECRET_KEY: newKey });
      running.push(rotated);
      const revealed = await api(rotated, settings)("GET", `/v1/addresses/${address.address as string}/password`);
      expect(revealed.body).toMatchObject({ secret: address.password });
      expect(await rawSend(rotated.smtpPort, address.address as string, "Your code is 661234")).toBe(250);
      const [delivery] = await receiver.until((all) => all.length >= 1);
      expect(() => new StandardWebhook(hook.secret as string).verify(delivery!.body, delivery!.headers)).not.toThrow();
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it("manages keys across instances: made on one, used on the other, revoked on one, refused on both", async () => {
    const { settings, instances } = await team(2);
    const [a, b] = instances as [Instance, Instance];
    const made = await api(a, settings)("POST", "/v1/project/keys", { name: "shared", permissions: [] });
    expect(made.status).toBe(201);
    const secret = made.body!.secret as string;
    const withSecret = (instance: Instance) =>
      fetch(`${instance.url}/v1/project`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await withSecret(b)).status).toBe(200);

    const revoked = await api(a, settings)("DELETE", `/v1/project/keys/${made.body!.id as string}`);
    expect(revoked.body).toMatchObject({ state: "revoked" });
    // The very next request, on either instance: nothing is cached past the store.
    for (const instance of [b, a]) {
      const refused = await withSecret(instance);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^This API key was revoked at /);
    }
    const log = await api(b, settings)("GET", "/v1/project/audit");
    expect((log.body!.entries as { action: string }[]).map((entry) => entry.action)).toEqual([
      "revoke_key",
      "create_key",
    ]);

    // A key the configuration no longer names is retired when an instance starts without it.
    await Promise.all([a.stop(), b.stop()]);
    const oldKey = settings.apiKey;
    settings.apiKey = `${oldKey}-next`;
    const restarted = await startInstance(settings);
    running.push(restarted);
    const old = await fetch(`${restarted.url}/v1/project`, { headers: { authorization: `Bearer ${oldKey}` } });
    expect(old.status).toBe(401);
    const keys = await api(restarted, settings)("GET", "/v1/project/keys");
    const config = (keys.body!.keys as { source: string; state: string; revoked_by: string | null }[]).filter(
      (key) => key.source === "config",
    );
    expect(config.map((key) => [key.state, key.revoked_by])).toEqual([
      ["active", null],
      ["revoked", "configuration"],
    ]);
  }, 60_000);

  it("delivers each webhook once across instances: registered on one, mail taken by the other", async () => {
    const { settings, instances } = await team(2, { PROOFBOX_WEBHOOKS_ALLOW_PRIVATE: "true" });
    const [a, b] = instances as [Instance, Instance];
    const receiver = await startReceiver();
    try {
      const hook = await api(a, settings)("POST", "/v1/project/webhooks", {
        url: receiver.url,
        events: ["email.received"],
      });
      expect(hook.status).toBe(201);
      const to = (await api(a, settings)("POST", "/v1/addresses", { name: "hooked" })).body!.address as string;
      expect(await rawSend(b.smtpPort, to, "Your code is 551234")).toBe(250);
      expect(await rawSend(a.smtpPort, to, "Your code is 551235")).toBe(250);
      const seen = await receiver.until((all) => all.length >= 2);
      // Both instances sweep the queue; a third delivery would come within the wake-up interval.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(seen).toHaveLength(2);
      expect(new Set(seen.map((r) => r.headers["webhook-id"])).size).toBe(2);
      for (const r of seen) {
        const payload = new StandardWebhook(hook.body!.secret as string).verify(r.body, r.headers) as {
          data: { address: string };
        };
        expect(payload.data.address).toBe(to);
      }
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it("answers 503 and SMTP 451 while the database is away, and recovers by itself", async () => {
    const proxy = await databaseProxy();
    const settings = { ...teamSettings(), databaseUrl: proxy.url() };
    teams.push(settings);
    const instance = await startInstance(settings);
    running.push(instance);
    const call = api(instance, settings);
    const address = (await call("POST", "/v1/addresses", { name: "outage" })).body!.address as string;
    const waiting = call("GET", `/v1/addresses/${address}/code?timeout=30`);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the wait has begun

    await proxy.cut();
    const read = await call("GET", `/v1/addresses/${address}`);
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({ error: "unavailable" });
    expect((await fetch(`${instance.url}/healthz`)).status).toBe(503);
    expect(await rawSend(instance.smtpPort, address, "Your verification code is 515151.")).toBe(451);

    await proxy.restore();
    // The sender tries again, as a 451 asks; the waiter that was waiting all along wakes.
    let code = 0;
    for (let i = 0; i < 50 && code !== 250; i++) {
      code = await rawSend(instance.smtpPort, address, "Your verification code is 515151.");
      if (code !== 250) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(code).toBe(250);
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(answer.body!.value).toBe("515151");
    expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
    expect(instance.output()).not.toMatch(/unexpected error/);
    await instance.stop();
    await proxy.close();
  }, 60_000);
});
