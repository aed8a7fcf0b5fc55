import { afterEach, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp, rawMessage } from "../helpers/smtp.js";

/**
 * What one SMTP client may take of the service: recipients per message, limits counted over
 * the message being accepted, connections, bytes still arriving, and time.
 */
const path = (address: string, rest: string) => `/v1/addresses/${encodeURIComponent(address)}/${rest}`;

async function session(port: number): Promise<RawSmtp> {
  const smtp = await RawSmtp.open(port);
  expect(smtp.greeting).toMatch(/^220/);
  await smtp.command("EHLO limits.example");
  return smtp;
}

describe("SMTP limits", () => {
  let t: TestService | undefined;
  const open: RawSmtp[] = [];
  afterEach(async () => {
    for (const smtp of open.splice(0)) smtp.destroy();
    await t?.close();
    t = undefined;
  });
  const connect = async () => {
    const smtp = await RawSmtp.open(t!.smtpPort);
    open.push(smtp);
    return smtp;
  };

  it("stores a message once per address, however often the transaction names it", async () => {
    t = await startTestService();
    const alice = await t.newAddress("alice");
    const bob = await t.newAddress("bob");
    const smtp = await session(t.smtpPort);
    await smtp.command("MAIL FROM:<app@example.com>");
    for (const rcpt of [
      "alice@proofbox.test",
      "Alice+signup@proofbox.test",
      "alice@proofbox.test",
      "bob@proofbox.test",
    ])
      expect(await smtp.command(`RCPT TO:<${rcpt}>`)).toMatch(/^250/);
    expect(await smtp.data(rawMessage(alice, { body: "Your code is 123456" }))).toMatch(/^250/);
    await smtp.quit();
    const messages = await t.api("GET", path(alice, "messages"));
    expect(messages.body).toHaveLength(1);
    // The first way the transaction wrote the address is the one kept.
    expect(messages.body[0].recipient).toBe("alice@proofbox.test");
    expect((await t.api("GET", path(bob, "count"))).body.count).toBe(1);
    expect((await t.api("GET", path(alice, "delivery"))).body.emails).toBe(1);
  });

  it("counts the recipients of the message being accepted against the daily limit: one message never passes it", async () => {
    t = await startTestService({ limits: { mail_per_project_per_day: 3 } });
    const names = ["day1", "day2", "day3", "day4", "day5"];
    for (const name of names) await t.newAddress(name);
    const smtp = await session(t.smtpPort);
    await smtp.command("MAIL FROM:<app@example.com>");
    const replies: string[] = [];
    for (const name of names) replies.push(await smtp.command(`RCPT TO:<${name}@proofbox.test>`));
    expect(replies.slice(0, 3).every((reply) => reply.startsWith("250"))).toBe(true);
    for (const reply of replies.slice(3)) expect(reply).toMatch(/^452 .*received 3 messages today, its limit/);
    expect(await smtp.data(rawMessage("day1@proofbox.test"))).toMatch(/^250/);
    // And the next message finds the day's count reached.
    await smtp.command("MAIL FROM:<app@example.com>");
    expect(await smtp.command("RCPT TO:<day4@proofbox.test>")).toMatch(/^452/);
    await smtp.quit();
    const counts = await Promise.all(
      names.map(async (name) => (await t!.api("GET", path(`${name}@proofbox.test`, "count"))).body.count),
    );
    expect(counts).toEqual([1, 1, 1, 0, 0]);
    const refused = (await t.api("GET", path("day4@proofbox.test", "delivery"))).body.refused;
    expect(refused).toMatchObject([{ reason: "daily_limit", count: 2 }]);
  });

  it("lets a transaction that ends without a message give back what it held", async () => {
    t = await startTestService({ limits: { mail_per_address_per_hour: 1 } });
    const address = await t.newAddress("held");
    const first = await session(t.smtpPort);
    await first.command("MAIL FROM:<app@example.com>");
    expect(await first.command(`RCPT TO:<${address}>`)).toMatch(/^250/);
    // Held by the open transaction: another connection finds the hour's one message taken.
    const second = await session(t.smtpPort);
    await second.command("MAIL FROM:<app@example.com>");
    expect(await second.command(`RCPT TO:<${address}>`)).toMatch(/^452/);
    // The first gives up (a new MAIL FROM starts over); now the second gets it.
    await first.command("RSET");
    await first.command("MAIL FROM:<app@example.com>");
    await second.command("MAIL FROM:<app@example.com>");
    expect(await second.command(`RCPT TO:<${address}>`)).toMatch(/^250/);
    expect(await second.data(rawMessage(address))).toMatch(/^250/);
    await Promise.all([first.quit(), second.quit()]);
    expect((await t.api("GET", path(address, "count"))).body.count).toBe(1);
  });

  it("takes at most smtp_max_recipients recipients in one message and answers 452 4.5.3 past it", async () => {
    t = await startTestService({ smtp_max_recipients: 5 });
    const address = await t.newAddress("many");
    const smtp = await session(t.smtpPort);
    await smtp.command("MAIL FROM:<app@example.com>");
    for (let i = 0; i < 5; i++) expect(await smtp.command(`RCPT TO:<many+${i}@proofbox.test>`)).toMatch(/^250/);
    // The same recipient again is no new one.
    expect(await smtp.command("RCPT TO:<many+0@proofbox.test>")).toMatch(/^250/);
    expect(await smtp.command(`RCPT TO:<${address}>`)).toMatch(/^452 4\.5\.3 .*too many recipients/);
    expect(await smtp.data(rawMessage(address))).toMatch(/^250/);
    await smtp.quit();
    expect((await t.api("GET", path(address, "count"))).body.count).toBe(1);
  });

  it("takes at most smtp_max_connections_per_ip connections from one client, and smtp_max_connections in all", async () => {
    t = await startTestService({ smtp_max_connections_per_ip: 2, smtp_max_connections: 3 });
    const [a, b] = [await connect(), await connect()];
    expect([a.greeting, b.greeting]).toEqual([expect.stringMatching(/^220/), expect.stringMatching(/^220/)]);
    const third = await connect();
    expect(third.greeting).toMatch(/^421 .*at most 2 at once from one address \(smtp_max_connections_per_ip\)/);
    await third.closed();
    // A connection that closes makes room again.
    await a.quit();
    const again = await connect();
    expect(again.greeting).toMatch(/^220/);

    await t.close();
    t = await startTestService({ smtp_max_connections_per_ip: 10, smtp_max_connections: 2 });
    await connect();
    await connect();
    const over = await connect();
    expect(over.greeting).toMatch(/^421 .*at most 2 at once \(smtp_max_connections\)/);
  });

  it("answers 452 to a message that would take the bytes still arriving past smtp_max_receiving_bytes, and takes it once there is room", async () => {
    t = await startTestService({ smtp_max_receiving_bytes: 100_000 });
    const address = await t.newAddress("receiving");
    const slow = await session(t.smtpPort);
    await slow.command("MAIL FROM:<app@example.com>");
    await slow.command(`RCPT TO:<${address}>`);
    expect(await slow.command("DATA")).toMatch(/^354/);
    const head = rawMessage(address, { subject: "slow", body: "" }).replace(/\r?\n/g, "\r\n");
    slow.write(`${head}${"a".repeat(76)}\r\n`.repeat(1));
    slow.write(`${"b".repeat(998)}\r\n`.repeat(80));

    const body = `${"c".repeat(998)}\r\n`.repeat(40);
    const other = await session(t.smtpPort);
    await other.command("MAIL FROM:<app@example.com>");
    await other.command(`RCPT TO:<${address}>`);
    // The first message's 80 KB are still arriving: 40 KB more would pass 100,000 bytes.
    expect(await other.data(rawMessage(address, { subject: "other", body }))).toMatch(
      /^452 .*too much mail is arriving at once \(over 100000 bytes, smtp_max_receiving_bytes\)/,
    );
    slow.write(".\r\n");
    expect(await slow.reply()).toMatch(/^250/);
    await other.command("MAIL FROM:<app@example.com>");
    await other.command(`RCPT TO:<${address}>`);
    expect(await other.data(rawMessage(address, { subject: "other", body }))).toMatch(/^250/);
    await Promise.all([slow.quit(), other.quit()]);
    expect((await t.api("GET", path(address, "count"))).body.count).toBe(2);
  });

  it("closes a silent connection after smtp_idle_timeout_ms", async () => {
    t = await startTestService({ smtp_idle_timeout_ms: 1000 });
    const idle = await session(t.smtpPort);
    expect(await idle.reply(10_000)).toMatch(/^421/);
    await idle.closed();
  });

  it("closes a connection that trickles a message in for longer than smtp_message_timeout_ms, and stores nothing of it", async () => {
    t = await startTestService({ smtp_idle_timeout_ms: 5000, smtp_message_timeout_ms: 1500 });
    const address = await t.newAddress("trickled");
    const smtp = await session(t.smtpPort);
    await smtp.command("MAIL FROM:<app@example.com>");
    await smtp.command(`RCPT TO:<${address}>`);
    expect(await smtp.command("DATA")).toMatch(/^354/);
    const trickle = setInterval(() => smtp.write("x"), 200);
    try {
      expect(await smtp.reply(10_000)).toMatch(/^421 .*no message completed in 1\.5 s \(smtp_message_timeout_ms\)/);
      await smtp.closed();
    } finally {
      clearInterval(trickle);
    }
    expect((await t.api("GET", path(address, "count"))).body.count).toBe(0);
    // The service takes mail as before.
    const next = await session(t.smtpPort);
    await next.command("MAIL FROM:<app@example.com>");
    await next.command(`RCPT TO:<${address}>`);
    expect(await next.data(rawMessage(address))).toMatch(/^250/);
    await next.quit();
  });
});
