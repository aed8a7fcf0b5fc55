import { Webhook as StandardWebhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";
import { type Received, startReceiver } from "../helpers/webhook-receiver.js";

/**
 * Webhooks over real HTTP and SMTP on the test's store backend, delivered to a real HTTP server
 * on a local port: signatures checked with the Standard Webhooks reference library, retries with
 * backoff, order per address, the delivery log, redelivery, the private-target rule, and an
 * endpoint that never answers while mail keeps arriving.
 */

const OWNER = "owner-key-0123456789abcdef";
const READER = "reader-key-0123456789abcdef";
const CLOSED = "closed-project-key-0123456";

let t: TestService;
beforeAll(async () => {
  t = await startTestService({
    // Short delays, so retries happen within the test; the default spreads them over a day.
    webhook_retry_seconds: "0.2,0.4,0.8,1.6,3.2",
    webhook_timeout_ms: 500,
    projects: [
      {
        name: "open",
        domains: ["open.test"],
        webhooks_allow_private: true,
        keys: [
          { name: "owner", key: OWNER, permissions: ["manage_project", "read_passwords"] },
          { name: "reader", key: READER, permissions: [] },
        ],
      },
      {
        name: "closed",
        domains: ["closed.test"],
        keys: [{ name: "closed", key: CLOSED, permissions: ["manage_project"] }],
      },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

async function register(url: string, events: string[], key = OWNER) {
  const response = await t.api("POST", "/v1/project/webhooks", { key, body: { url, events } });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string; secret: string };
}

async function address(name: string): Promise<string> {
  const created = await t.api("POST", "/v1/addresses", { key: OWNER, body: { name, domain: "open.test" } });
  expect(created.status, created.text).toBe(201);
  return created.body.address as string;
}

const sendCode = (to: string, code: string) =>
  sendMail(t.smtpPort, {
    from: "Acme <auth@acme.example>",
    to,
    subject: "Your code",
    text: `Your verification code is ${code}.`,
  });

/** Verifies a delivery's signature with the reference library, as a user's endpoint would. */
function verified(secret: string, received: Received) {
  return new StandardWebhook(secret).verify(received.body, received.headers) as Received["payload"];
}

describe("webhook endpoints", () => {
  it("registers an endpoint with a secret shown once, lists it without, and checks every field", async () => {
    const made = await register("https://hooks.example.com/proofbox?token=abc", ["email.received", "run.finished"]);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await t.api("GET", "/v1/project/webhooks", { key: OWNER });
    expect(list.body.webhooks).toContainEqual(
      expect.objectContaining({
        id: made.id,
        url: "https://hooks.example.com/proofbox?token=abc",
        events: ["email.received", "run.finished"],
      }),
    );
    expect(list.text).not.toContain(made.secret);
    expect((await t.api("GET", `/v1/project/webhooks/${made.id}`, { key: OWNER })).body.id).toBe(made.id);
    expect((await t.api("GET", `/v1/project/webhooks/${made.id}`, { key: CLOSED })).status).toBe(404);
    expect((await t.api("GET", "/v1/project/webhooks", { key: READER })).status).toBe(403);

    const bad: [unknown, string][] = [
      [{ url: "not a url", events: ["email.received"] }, "url"],
      [{ url: "ftp://hooks.example.com/", events: ["email.received"] }, "url"],
      [{ url: "https://user:pass@hooks.example.com/", events: ["email.received"] }, "url"],
      [{ url: "https://hooks.example.com/", events: [] }, "events"],
      [{ url: "https://hooks.example.com/", events: ["email.sent"] }, "events.0"],
      [{ url: "https://hooks.example.com/", events: ["email.received"], secret: "hunter2" }, "secret"],
      [{ url: "https://hooks.example.com/", events: ["email.received"], extra: 1 }, "extra"],
    ];
    for (const [body, field] of bad) {
      const response = await t.api("POST", "/v1/project/webhooks", { key: OWNER, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(isErrorBody(response.body)).toBe(true);
      expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
    const removed = await t.api("DELETE", `/v1/project/webhooks/${made.id}`, { key: OWNER });
    expect(removed.status).toBe(200);
    expect((await t.api("DELETE", `/v1/project/webhooks/${made.id}`, { key: OWNER })).status).toBe(404);
  });

  it("refuses private and loopback targets unless the project allows them, saying why", async () => {
    for (const url of [
      "http://127.0.0.1:8080/hooks",
      "http://localhost/hooks",
      "http://10.1.2.3/",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://0.0.0.0/",
    ]) {
      const response = await t.api("POST", "/v1/project/webhooks", {
        key: CLOSED,
        body: { url, events: ["email.received"] },
      });
      expect(response.status, url).toBe(400);
      expect(response.body.field).toBe("url");
      expect(response.body.message, url).toMatch(/webhooks_allow_private/);
    }
  });

  it("delivers email.received signed the Standard Webhooks way, with no mail content", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await register(receiver.url, ["email.received"]);
      const to = await address("signed");
      await sendCode(to, "482913");
      const [received] = await receiver.until((seen) => seen.length >= 1);
      const payload = verified(hook.secret, received!);
      expect(payload.type).toBe("email.received");
      expect(payload.data).toMatchObject({ address: to, type: "code", subtype: "otp", service_domain: "acme.example" });
      expect(payload.data.email_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(received!.body).not.toContain("482913");
      expect(received!.body).not.toContain("Your code");
      expect(received!.headers["user-agent"]).toMatch(/^Proofbox-Webhooks\//);
      // A body changed on the way, or the wrong secret, fails the reference check.
      expect(() => verified(hook.secret, { ...received!, body: received!.body.replace("code", "link") })).toThrow();
      expect(() => verified("whsec_" + Buffer.alloc(32, 7).toString("base64"), received!)).toThrow();
      await t.api("DELETE", `/v1/project/webhooks/${hook.id}`, { key: OWNER });
    } finally {
      await receiver.close();
    }
  });

  it("retries a failing delivery with backoff, in order per address, without holding up another address", async () => {
    const slow = await address("ordered");
    const other = await address("unblocked");
    // Deliveries for `slow` fail until one for `other` has come: it must not wait behind them.
    const receiver = await startReceiver((request, seen) =>
      request.payload.data.address === slow && !seen.some((r) => r.payload.data.address === other) ? 503 : 204,
    );
    try {
      const hook = await register(receiver.url, ["email.received"]);
      for (const code of ["100001", "100002", "100003"]) await sendCode(slow, code);
      await sendCode(other, "200001");
      const seen = await receiver.until(
        (all) => all.filter((r) => r.payload.data.address === slow && r.status === 204).length === 3,
      );
      const log = await t.api("GET", `/v1/project/webhooks/${hook.id}/deliveries`, { key: OWNER });
      expect(log.status).toBe(200);
      const forSlow = (log.body.deliveries as { id: string; payload: Received["payload"] }[])
        .filter((d) => d.payload.data.address === slow)
        .reverse(); // the log is newest first; the queue order is oldest first
      // Each of slow's deliveries went out only after the one before it was delivered.
      const sentOrder = seen.filter((r) => r.payload.data.address === slow).map((r) => r.headers["webhook-id"]);
      const firstId = forSlow[0]!.id;
      const failures = sentOrder.filter((id) => id === firstId).length - 1;
      expect(failures).toBeGreaterThanOrEqual(1);
      expect(sentOrder).toEqual([
        ...Array.from({ length: failures + 1 }, () => firstId),
        forSlow[1]!.id,
        forSlow[2]!.id,
      ]);
      const first = (
        log.body.deliveries as {
          id: string;
          state: string;
          attempts: number;
          attempt_log: { status: number; response: string }[];
        }[]
      ).find((d) => d.id === firstId)!;
      expect(first.state).toBe("delivered");
      expect(first.attempts).toBe(failures + 1);
      expect(first.attempt_log.map((a) => a.status)).toEqual([...Array.from({ length: failures }, () => 503), 204]);
      expect(first.attempt_log[0]!.response).toBe("refused with 503");
      // Every attempt of one delivery carries the same webhook-id, each signed afresh.
      for (const r of seen) expect(() => verified(hook.secret, r)).not.toThrow();

      // Redelivery sends a delivered one once more, with the same id.
      const again = await t.api("POST", `/v1/project/webhooks/${hook.id}/deliveries/${firstId}/redeliver`, {
        key: OWNER,
      });
      expect(again.status).toBe(200);
      expect(again.body.state).toBe("pending");
      await receiver.until((all) => all.filter((r) => r.headers["webhook-id"] === firstId).length === failures + 2);
      await t.api("DELETE", `/v1/project/webhooks/${hook.id}`, { key: OWNER });
    } finally {
      await receiver.close();
    }
  });

  it("gives up after the last retry and logs each attempt's error", async () => {
    const receiver = await startReceiver(() => 500);
    try {
      const hook = await register(receiver.url, ["email.received"]);
      await sendCode(await address("givenup"), "300001");
      // Five delays: six attempts, about 6.2 s.
      await receiver.until((all) => all.length >= 6, 30_000);
      let delivery: { state: string; attempts: number } | undefined;
      for (let i = 0; i < 50 && delivery?.state !== "failed"; i++) {
        const log = await t.api("GET", `/v1/project/webhooks/${hook.id}/deliveries`, { key: OWNER });
        delivery = log.body.deliveries[0];
        if (delivery?.state !== "failed") await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(delivery).toMatchObject({ state: "failed", attempts: 6 });
      expect(receiver.seen).toHaveLength(6);
      await t.api("DELETE", `/v1/project/webhooks/${hook.id}`, { key: OWNER });
    } finally {
      await receiver.close();
    }
  });

  it("keeps taking mail while an endpoint never answers", async () => {
    const hanging = await startReceiver(() => 0);
    try {
      const hook = await register(hanging.url, ["email.received"]);
      const to = await address("busy");
      for (let i = 0; i < 20; i++) await sendCode(to, String(400000 + i));
      const count = await t.api("GET", `/v1/addresses/${to}/count`, { key: OWNER });
      expect(count.body.count).toBe(20);
      const code = await t.api("GET", `/v1/addresses/${to}/code?timeout=5`, { key: OWNER });
      expect(code.status).toBe(200);
      const log = await t.api("GET", `/v1/project/webhooks/${hook.id}/deliveries?limit=1`, { key: OWNER });
      expect(log.body.deliveries).toHaveLength(1);
      await t.api("DELETE", `/v1/project/webhooks/${hook.id}`, { key: OWNER });
    } finally {
      await hanging.close();
    }
  });

  it("tells of finished runs and of checkouts that ran out, and audits endpoint changes", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await register(receiver.url, ["run.finished", "pool.checkout_expired"]);
      const run = await t.api("POST", "/v1/runs", { key: OWNER, body: { name: "nightly" } });
      await t.api("POST", `/v1/runs/${run.body.id}/finish`, { key: OWNER, body: { failed: true } });
      const [finished] = await receiver.until((all) => all.some((r) => r.payload.type === "run.finished"));
      expect(verified(hook.secret, finished!).data).toMatchObject({
        run_id: run.body.id,
        name: "nightly",
        status: "failed",
      });
      expect(String(finished!.payload.data.report_url)).toMatch(
        new RegExp(`^${t.baseUrl}/app/runs/${run.body.id}\\?token=`),
      );

      const held = await address("held");
      await t.api("PATCH", `/v1/addresses/${held}`, { key: OWNER, body: { tags: ["hookpool"] } });
      const checkout = await t.api("POST", "/v1/addresses/checkout", {
        key: OWNER,
        body: { tags: ["hookpool"], minutes: 1 },
      });
      expect(checkout.status).toBe(200);
      t.clock.advance(61_000);
      const seen = await receiver.until((all) => all.some((r) => r.payload.type === "pool.checkout_expired"));
      const expired = seen.find((r) => r.payload.type === "pool.checkout_expired")!;
      expect(expired.payload.data).toEqual({
        address: held,
        expired_at: checkout.body.checkout.until,
        tags: ["hookpool"],
      });

      await t.api("DELETE", `/v1/project/webhooks/${hook.id}`, { key: OWNER });
      const audit = await t.api("GET", "/v1/project/audit", { key: OWNER });
      const [deleted, created] = audit.body.entries;
      expect(deleted).toMatchObject({
        action: "delete_webhook",
        via: "webhooks",
        subject: { kind: "webhook", id: hook.id, name: new URL(receiver.url).host },
      });
      expect(created).toMatchObject({ action: "create_webhook", subject: { id: hook.id } });
      expect(audit.text).not.toContain(hook.secret);
    } finally {
      await receiver.close();
    }
  });
});
