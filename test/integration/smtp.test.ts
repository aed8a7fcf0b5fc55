import { fileURLToPath } from "node:url";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp, rawMessage, sendMail } from "../helpers/smtp.js";

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

async function delivery(t: TestService, address: string) {
  const response = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/delivery`);
  expect(response.status).toBe(200);
  return response.body;
}

async function storedEmails(t: TestService, address: string) {
  const record = await t.service.store.addresses.findForDelivery(address);
  if (!record) throw new Error(`no address ${address}`);
  return t.service.store.emails.listForAddress(record.id, { limit: 100 });
}

describe("SMTP intake", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({
      limits: {
        max_message_bytes: 20_000,
        mail_per_address_per_hour: 3,
        mail_per_project_per_day: 1000,
      },
    });
    for (const name of [
      "inbox",
      "multi-a",
      "multi-b",
      "limited",
      "big",
      "declared",
      "dropped",
      "hostile",
      "authed",
      "expiring",
    ]) {
      expect(
        (
          await t.api("POST", "/v1/addresses", {
            body: { name, lifetime_days: name === "expiring" ? 1 : 30 },
          })
        ).status,
      ).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores mail to an address, counting it, with the recipient exactly as sent", async () => {
    const reply = await sendMail(t.smtpPort, {
      from: '"Acme Login" <login@acme.example.com>',
      to: "Inbox+Signup@ProofBox.test",
      subject: "Welcome",
      text: "Hi there",
      html: "<p>Hi there</p>",
    });
    expect(reply).toMatch(/^250 /);
    const status = await delivery(t, "inbox@proofbox.test");
    expect(status).toMatchObject({
      emails: 1,
      receiving: true,
      refused: [],
      last_email_at: "2026-03-10T12:00:00.000Z",
    });
    expect((await t.api("GET", "/v1/addresses/inbox%40proofbox.test")).body.email_count).toBe(1);
    const [email] = await storedEmails(t, "inbox@proofbox.test");
    // nodemailer lower-cases the domain itself; the local part is kept as the sender wrote it.
    expect(email).toMatchObject({
      recipient: "Inbox+Signup@proofbox.test",
      fromAddress: "login@acme.example.com",
      fromName: "Acme Login",
      subject: "Welcome",
      envelopeFrom: "login@acme.example.com",
    });
    expect(email?.text?.trim()).toBe("Hi there");
    expect(email?.html).toContain("<p>Hi there</p>");
    expect(email?.headers["message-id"]).toMatch(/^<.+>$/);
  });

  it("stores one copy per accepted recipient and refuses unknown ones with 550", async () => {
    const client = await RawSmtp.open(t.smtpPort);
    expect(await client.command("EHLO test.example")).toMatch(/^250/);
    expect(await client.command("MAIL FROM:<app@example.com>")).toMatch(/^250/);
    expect(await client.command("RCPT TO:<multi-a@proofbox.test>")).toMatch(/^250/);
    expect(await client.command("RCPT TO:<nobody@proofbox.test>")).toMatch(
      /^550 5\.1\.1 <nobody@proofbox\.test>: no such test address here/,
    );
    expect(await client.command("RCPT TO:<someone@elsewhere.example>")).toMatch(/^550 /);
    expect(await client.command("RCPT TO:<MULTI-B+x@proofbox.test>")).toMatch(/^250/);
    expect(await client.data(rawMessage("multi-a@proofbox.test, multi-b@proofbox.test"))).toMatch(/^250 /);
    await client.quit();
    expect((await delivery(t, "multi-a@proofbox.test")).emails).toBe(1);
    expect((await storedEmails(t, "multi-b@proofbox.test"))[0]?.recipient).toBe("MULTI-B+x@proofbox.test");
  });

  it("refuses with 452 past the hourly limit of an address, records it, and accepts again next hour", async () => {
    for (let i = 0; i < 3; i++) expect(await sendMail(t.smtpPort, { to: "limited@proofbox.test" })).toMatch(/^250/);
    await expect(sendMail(t.smtpPort, { to: "limited@proofbox.test" })).rejects.toThrow(
      /452 4\.2\.2 <limited@proofbox\.test>: this address received 3 messages this hour/,
    );
    await expect(sendMail(t.smtpPort, { to: "limited+again@proofbox.test" })).rejects.toThrow(/452/);
    const status = await delivery(t, "limited@proofbox.test");
    expect(status.emails).toBe(3);
    expect(status.refused).toEqual([
      {
        reason: "address_limit",
        first_at: "2026-03-10T12:00:00.000Z",
        last_at: "2026-03-10T12:00:00.000Z",
        count: 2,
        size_bytes: null,
      },
    ]);
    expect(status.hint).toMatch(/2 messages refused because this address had already received 3 messages in that hour/);
    t.clock.advance(3600_000);
    expect(await sendMail(t.smtpPort, { to: "limited@proofbox.test" })).toMatch(/^250/);
  });

  it("refuses a message over the size limit while streaming, with 552 and the size recorded", async () => {
    const big = "x".repeat(100_000);
    await expect(sendMail(t.smtpPort, { to: "big@proofbox.test", text: big })).rejects.toThrow(
      /552 .*exceeds the limit of 20000 bytes/,
    );
    const status = await delivery(t, "big@proofbox.test");
    expect(status.emails).toBe(0);
    expect(status.refused).toHaveLength(1);
    expect(status.refused[0].reason).toBe("too_large");
    expect(status.refused[0].size_bytes).toBeGreaterThan(100_000);
    expect(status.hint).toMatch(/1 message refused as too large \(largest \d+ bytes; the limit is 20000 bytes\)/);
    // The connection and the service carry on.
    expect(await sendMail(t.smtpPort, { to: "big@proofbox.test", text: "small" })).toMatch(/^250/);
  });

  it("refuses an over-size SIZE declaration at RCPT and records the declared size", async () => {
    const client = await RawSmtp.open(t.smtpPort);
    const ehlo = await client.command("EHLO test.example");
    expect(ehlo).toMatch(/250[ -]SIZE/);
    expect(await client.command("MAIL FROM:<app@example.com> SIZE=5000000")).toMatch(/^250/);
    expect(await client.command("RCPT TO:<declared@proofbox.test>")).toMatch(
      /^552 .*5000000 bytes exceeds the limit of 20000 bytes/,
    );
    await client.quit();
    expect((await delivery(t, "declared@proofbox.test")).refused).toMatchObject([
      { reason: "too_large", count: 1, size_bytes: 5_000_000 },
    ]);
  });

  it("stores nothing when the connection drops in the middle of DATA", async () => {
    const client = await RawSmtp.open(t.smtpPort);
    await client.command("EHLO test.example");
    await client.command("MAIL FROM:<app@example.com>");
    expect(await client.command("RCPT TO:<dropped@proofbox.test>")).toMatch(/^250/);
    expect(await client.command("DATA")).toMatch(/^354/);
    client.write(`${rawMessage("dropped@proofbox.test").replace(/\r?\n/g, "\r\n")}\r\nmore text without the final dot`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await delivery(t, "dropped@proofbox.test")).emails).toBe(0);
    expect(await storedEmails(t, "dropped@proofbox.test")).toEqual([]);
    expect(await sendMail(t.smtpPort, { to: "dropped@proofbox.test" })).toMatch(/^250/);
  });

  it("stores hostile MIME as well as it parses and keeps running", async () => {
    const nested = (depth: number): string =>
      depth === 0
        ? "Content-Type: text/plain\r\n\r\ninner text"
        : `Content-Type: multipart/mixed; boundary="b${depth}"\r\n\r\n--b${depth}\r\n${nested(depth - 1)}\r\n--b${depth}--`;
    const messages = [
      // Broken multipart: boundary never closed, a part with no headers.
      'From: x@y.test\r\nSubject: broken\r\nContent-Type: multipart/alternative; boundary="zz"\r\n\r\n--zz\r\n\r\nno headers here\r\n--zz\r\nContent-Type: text/html\r\n\r\n<p>unclosed',
      // NUL bytes, an unknown charset and a bogus transfer encoding.
      "From: x@y.test\r\nSubject: nul\0bytes\r\nContent-Type: text/plain; charset=x-no-such-charset\r\nContent-Transfer-Encoding: x-bogus\r\n\r\nbody\0with\0nuls",
      // Deep nesting.
      `From: x@y.test\r\nSubject: deep\r\nMIME-Version: 1.0\r\n${nested(60)}`,
      // A huge folded header.
      `From: x@y.test\r\nSubject: huge\r\nX-Huge: ${"a".repeat(998)}${"\r\n b".repeat(20_00)}\r\n\r\nbody`,
      // No header section at all.
      "just some text\r\nwithout headers",
      // Bad base64 and an encoded word that does not decode.
      "From: =?utf-8?B?####?= <x@y.test>\r\nSubject: =?x-unknown?Q?=FF?=\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not base64!!!",
    ];
    let stored = 0;
    for (const message of messages) {
      // A fresh hour each time, so the address's hourly limit of 3 does not refuse these.
      t.clock.advance(3600_000);
      const client = await RawSmtp.open(t.smtpPort);
      await client.command("EHLO test.example");
      await client.command("MAIL FROM:<x@y.test>");
      expect(await client.command("RCPT TO:<hostile@proofbox.test>")).toMatch(/^250/);
      const reply = await client.data(message);
      // Either stored (250) or refused with a clear permanent reply; never a dropped connection.
      expect(reply).toMatch(/^(250|5\d\d) /);
      if (reply.startsWith("250")) stored++;
      await client.quit();
    }
    expect((await delivery(t, "hostile@proofbox.test")).emails).toBe(stored);
    expect(stored).toBeGreaterThanOrEqual(5);
    expect((await t.api("GET", "/healthz", { key: null })).status).toBe(200);
  });

  it("accepts SMTP AUTH with any credentials", async () => {
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: t.smtpPort,
      secure: false,
      ignoreTLS: true,
      auth: { user: "anything", pass: "whatever" },
    });
    const info = await transport.sendMail({
      from: "a@b.test",
      to: "authed@proofbox.test",
      subject: "s",
      text: "t",
    });
    transport.close();
    expect(info.response).toMatch(/^250/);
    expect((await delivery(t, "authed@proofbox.test")).emails).toBe(1);
  });

  it("refuses mail to an expired address with 550 and a reason; it stays readable", async () => {
    await sendMail(t.smtpPort, { to: "expiring@proofbox.test" });
    t.clock.advance(25 * 3600_000);
    await expect(sendMail(t.smtpPort, { to: "expiring@proofbox.test" })).rejects.toThrow(
      /550 5\.1\.1 <expiring@proofbox\.test>: this test address expired at .* and no longer receives mail/,
    );
    const status = await delivery(t, "expiring@proofbox.test");
    expect(status.receiving).toBe(false);
    expect(status.emails).toBe(1);
    expect(status.hint).toMatch(/^This address expired at /);
    expect((await t.api("GET", "/v1/addresses/expiring%40proofbox.test")).status).toBe(200);
  });
});

describe("SMTP limits per project per day", () => {
  let t: TestService;
  afterEach(async () => {
    await t.close();
  });

  it("refuses with 452 and a daily_limit entry once the project's daily count is reached", async () => {
    t = await startTestService({ limits: { mail_per_project_per_day: 2 } }, "2026-03-10T22:00:00.000Z");
    for (const name of ["day1", "day2"]) await t.api("POST", "/v1/addresses", { body: { name } });
    expect(await sendMail(t.smtpPort, { to: "day1@proofbox.test" })).toMatch(/^250/);
    expect(await sendMail(t.smtpPort, { to: "day2@proofbox.test" })).toMatch(/^250/);
    await expect(sendMail(t.smtpPort, { to: "day2@proofbox.test" })).rejects.toThrow(
      /452 .*this project received 2 messages today/,
    );
    expect((await delivery(t, "day2@proofbox.test")).refused).toMatchObject([{ reason: "daily_limit", count: 1 }]);
    // A new UTC day starts a new count.
    t.clock.advance(2 * 3600_000 + 1);
    expect(await sendMail(t.smtpPort, { to: "day2@proofbox.test" })).toMatch(/^250/);
  });
});

describe("SMTP options", () => {
  let t: TestService;
  afterEach(async () => {
    await t.close();
  });

  it("offers STARTTLS with a configured key and certificate", async () => {
    t = await startTestService({
      smtp_tls_key: fixture("tls/key.pem"),
      smtp_tls_cert: fixture("tls/cert.pem"),
    });
    await t.api("POST", "/v1/addresses", { body: { name: "secure" } });
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: t.smtpPort,
      secure: false,
      requireTLS: true,
      tls: { rejectUnauthorized: false },
    });
    const info = await transport.sendMail({
      from: "a@b.test",
      to: "secure@proofbox.test",
      subject: "s",
      text: "t",
    });
    transport.close();
    expect(info.response).toMatch(/^250/);
    expect((await delivery(t, "secure@proofbox.test")).emails).toBe(1);
  });

  it("offers neither AUTH nor STARTTLS when switched off / not configured", async () => {
    t = await startTestService({ smtp_auth: false });
    const client = await RawSmtp.open(t.smtpPort);
    const ehlo = await client.command("EHLO test.example");
    expect(ehlo).not.toMatch(/AUTH/);
    expect(ehlo).not.toMatch(/STARTTLS/);
    await client.quit();
  });
});
