import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp, rawMessage, sendMail } from "../helpers/smtp.js";

/**
 * Catch-all projects: mail to an address nobody created makes it, in the project that catches its
 * domain, over real SMTP; the address is then an ordinary one.
 */

const OWN = "own-key-0123456789abcdef";
const OPEN = "open-key-0123456789abcdef";
const CLOSED = "closed-key-0123456789abcdef";
const LATER = "later-key-0123456789abcdef";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestService;
beforeAll(async () => {
  t = await startTestService({
    projects: [
      { name: "closed", domains: ["closed.test"], keys: [{ key: CLOSED, permissions: ["manage_project"] }] },
      {
        name: "own",
        domains: ["own.test"],
        keys: [{ key: OWN, permissions: ["manage_project"] }],
        catch_all: "domains",
      },
      {
        name: "open",
        domains: ["open.test"],
        keys: [{ key: OPEN, permissions: ["manage_project"] }],
        catch_all: "any",
        catch_all_lifetime_days: 2,
        limits: { max_active_addresses: 4 },
      },
      // Also catches any domain, but comes later in the configuration (though first by name).
      { name: "aaa-later", domains: ["later.test"], keys: [{ key: LATER }], catch_all: "any" },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

const get = (address: string, key: string) => t.api("GET", `/v1/addresses/${encodeURIComponent(address)}`, { key });

/** RCPT's reply for each recipient, in one transaction, then the message when any was taken. */
async function rcpt(...recipients: string[]): Promise<string[]> {
  const client = await RawSmtp.open(t.smtpPort);
  await client.command("EHLO test.example");
  await client.command("MAIL FROM:<app@example.com>");
  const replies: string[] = [];
  for (const recipient of recipients) replies.push(await client.command(`RCPT TO:<${recipient}>`));
  if (replies.some((reply) => reply.startsWith("250")))
    expect(await client.data(rawMessage(recipients.join(", ")))).toMatch(/^250 /);
  await client.quit();
  return replies;
}

describe("catch-all projects", () => {
  it("creates an address at a project's own domain on first mail, with the default lifetime of one day", async () => {
    expect(await rcpt("New.Person+signup@own.test")).toEqual([expect.stringMatching(/^250/)]);
    const address = await get("new.person@own.test", OWN);
    expect(address.status).toBe(200);
    expect(address.body).toMatchObject({ address: "new.person@own.test", label: "catch-all", email_count: 1 });
    expect(Date.parse(address.body.expires_at) - t.clock.now().getTime()).toBe(DAY_MS);
    // The key of another project does not see it.
    expect((await get("new.person@own.test", OPEN)).status).toBe(404);
  });

  it("catches any domain no project names in the first project set to any, in configuration order, with its lifetime", async () => {
    await sendMail(t.smtpPort, { to: "whoever@somewhere.example", subject: "Your code", text: "Your code is 314159." });
    const address = await get("whoever@somewhere.example", OPEN);
    expect(address.body).toMatchObject({ label: "catch-all", email_count: 1 });
    expect(Date.parse(address.body.expires_at) - t.clock.now().getTime()).toBe(2 * DAY_MS);
    const code = await t.api("GET", `/v1/addresses/${encodeURIComponent("whoever@somewhere.example")}/code?timeout=5`, {
      key: OPEN,
    });
    expect(code.body.value).toBe("314159");
    expect((await get("whoever@somewhere.example", LATER)).status).toBe(404);
  });

  it("refuses unknown addresses of a project that does not catch, even with an any project beside it", async () => {
    expect(await rcpt("nobody@closed.test")).toEqual([
      expect.stringMatching(/^550 5\.1\.1 <nobody@closed\.test>: no such test address here/),
    ]);
    expect((await get("nobody@closed.test", OPEN)).status).toBe(404);
    expect((await get("nobody@closed.test", CLOSED)).status).toBe(404);
  });

  it("makes one address of two messages to it at once, and both are kept", async () => {
    await Promise.all([
      sendMail(t.smtpPort, { to: "twice@own.test", subject: "one" }),
      sendMail(t.smtpPort, { to: "twice@own.test", subject: "two" }),
    ]);
    expect((await get("twice@own.test", OWN)).body.email_count).toBe(2);
  });

  it("never issues a deleted address again: mail to it is refused", async () => {
    await rcpt("gone@own.test");
    expect((await t.api("DELETE", `/v1/addresses/${encodeURIComponent("gone@own.test")}`, { key: OWN })).status).toBe(
      204,
    );
    expect(await rcpt("gone@own.test")).toEqual([
      expect.stringMatching(/^550 .*<gone@own\.test>: this test address was deleted/),
    ]);
  });

  it("holds the project's limit of active addresses: past it a new address is refused 452, known ones still receive", async () => {
    const open = await t.api("GET", "/v1/addresses?limit=100", { key: OPEN });
    const now = t.clock.now().getTime();
    const active = (open.body as { expires_at: string }[]).filter((a) => Date.parse(a.expires_at) > now).length;
    const room = 4 - active;
    const fill = Array.from({ length: room }, (_, i) => `fill${i}@far.example`);
    expect((await rcpt(...fill)).every((reply) => reply.startsWith("250"))).toBe(true);
    const [refused, known] = await rcpt("one-too-many@far.example", "fill0@far.example");
    expect(refused).toMatch(
      /^452 .*<one-too-many@far\.example>: this project has 4 active addresses, its limit \(max_active_addresses\)/,
    );
    expect(known).toMatch(/^250/);
    // Once one expires there is room again.
    t.clock.advance(3 * DAY_MS);
    expect(await rcpt("one-too-many@far.example")).toEqual([expect.stringMatching(/^250/)]);
  });

  it("is an ordinary address for delivery diagnosis", async () => {
    await sendMail(t.smtpPort, { to: "diagnosed@own.test", subject: "Hi" });
    const delivery = await t.api("GET", `/v1/addresses/${encodeURIComponent("diagnosed@own.test")}/delivery`, {
      key: OWN,
    });
    expect(delivery.status).toBe(200);
    expect(delivery.body.emails).toBe(1);
  });
});
