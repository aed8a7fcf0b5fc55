import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp } from "../helpers/smtp.js";

/**
 * Reads of very large mail: each message's text and HTML come at most 200 KB each, flagged when
 * cut, and a list gives at most 8 MB of content in all, so no answer grows with the mail.
 */
const KB = 1024;
const path = (address: string, rest: string) => `/v1/addresses/${encodeURIComponent(address)}/${rest}`;

/** A text and HTML message with a text part and an HTML part of about the sizes given. */
function largeMessage(to: string, subject: string, textBytes: number, htmlBytes: number): string {
  const line = (char: string) => `${char.repeat(75)}\r\n`;
  const lines = (char: string, bytes: number) => line(char).repeat(Math.ceil(bytes / 77));
  return [
    "From: App <no-reply@app.example.com>",
    `To: ${to}`,
    `Subject: ${subject}`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/alternative; boundary="part"',
    "",
    "--part",
    "Content-Type: text/plain; charset=utf-8",
    "",
    `Your code is 482913\r\n${lines("t", textBytes)}`,
    "--part",
    "Content-Type: text/html; charset=utf-8",
    "",
    `<p>Your code is <b>482913</b></p>\r\n${lines("h", htmlBytes)}`,
    "--part--",
    "",
  ].join("\r\n");
}

async function send(port: number, to: string, message: string): Promise<void> {
  const smtp = await RawSmtp.open(port);
  await smtp.command("EHLO large.example");
  await smtp.command("MAIL FROM:<no-reply@app.example.com>");
  await smtp.command(`RCPT TO:<${to}>`);
  expect(await smtp.data(message, 15_000)).toMatch(/^250/);
  await smtp.quit();
}

describe("reads of very large mail", () => {
  let t: TestService;
  let one: string;
  let many: string;
  beforeAll(async () => {
    t = await startTestService();
    one = await t.newAddress("one-large");
    many = await t.newAddress("many-large");
    await send(t.smtpPort, one, largeMessage(one, "one", 1024 * KB, 400 * KB));
    for (let i = 0; i < 24; i++) await send(t.smtpPort, many, largeMessage(many, `large ${i}`, 200 * KB, 200 * KB));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("gives at most 200 KB of a message's text and of its HTML, and says when they were cut", async () => {
    const [message] = (await t.api("GET", path(one, "messages?include=text,html"))).body;
    expect(Buffer.byteLength(message.text)).toBeLessThanOrEqual(200 * KB);
    expect(Buffer.byteLength(message.html)).toBeLessThanOrEqual(200 * KB);
    expect(message).toMatchObject({ text_truncated: true, html_truncated: true, codes: [{ value: "482913" }] });
    expect(message.text).toMatch(/^Your code is 482913\n/);
    // Without include, no content and no flags.
    const [bare] = (await t.api("GET", path(one, "messages"))).body;
    expect(bare).not.toHaveProperty("text");
    expect(bare).not.toHaveProperty("text_truncated");
  });

  it("gives at most 8 MB of content in one list: past it, the rest of the list comes without content, flagged", async () => {
    const list = await t.api("GET", path(many, "messages?include=text,html&limit=100"));
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(24);
    expect(Buffer.byteLength(list.text)).toBeLessThan(8 * 1024 * KB + 200 * KB);
    const given = list.body.filter((m: { text: string | null }) => m.text !== null);
    const left = list.body.filter((m: { text: string | null }) => m.text === null);
    expect(given.length).toBeGreaterThan(0);
    expect(left.length).toBeGreaterThan(0);
    // Newest first: what is given is the newest, and what is left out says so.
    expect(list.body.indexOf(given.at(-1))).toBeLessThan(list.body.indexOf(left[0]));
    for (const message of left)
      expect(message).toMatchObject({ text: null, text_truncated: true, html_truncated: true });
    for (const message of list.body) expect(message.codes).toEqual([{ value: "482913", subtype: "otp", used: false }]);
    // Fewer at once gives each whole again.
    const oldest = (await t.api("GET", path(many, "messages?include=text&limit=1"))).body[0];
    expect(oldest).toMatchObject({ text_truncated: false });
    expect(Buffer.byteLength(oldest.text)).toBeGreaterThan(190 * KB);
  });
});
