import { BroadcastChannel } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { HOSTILE_CODE, hostileHtml, htmlMessage } from "../../bench/lib/hostile-html.js";
import { PARSE_WORKER, startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp, rawMessage, sendMail } from "../helpers/smtp.js";

/**
 * Mail built to stall the service: the reading of one email is bounded, and no email, however
 * slow to read, holds up another's answer. These run the real parser worker (dist/), as the
 * service does; the first test's figures are in `npm run bench -- hostile`.
 */
const SPINNING_WORKER = fileURLToPath(new URL("../fixtures/spinning-parse-worker.mjs", import.meta.url));

const path = (address: string, rest: string) => `/v1/addresses/${encodeURIComponent(address)}/${rest}`;

/** Sends a whole message over a raw SMTP conversation; resolves with the final reply. */
async function sendRaw(port: number, to: string, message: string): Promise<string> {
  const smtp = await RawSmtp.open(port);
  try {
    await smtp.command("EHLO hostile.example");
    await smtp.command("MAIL FROM:<no-reply@app.example.com>");
    await smtp.command(`RCPT TO:<${to}>`);
    // A message waits its turn behind other large ones; with PostgreSQL its 250 follows the commit.
    return await smtp.data(message, 15_000);
  } finally {
    await smtp.quit();
  }
}

/** Resolves when the spinning worker says it has started on a message. */
function spinningStarted(): Promise<void> {
  const channel = new BroadcastChannel("proofbox-test-spin");
  return new Promise<void>((resolve) => {
    channel.onmessage = () => {
      channel.close();
      resolve();
    };
  });
}

describe("hostile mail", () => {
  let t: TestService | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("reads every worst-shaped 512 KB HTML email, code included, and answers ordinary mail sent beside it", async () => {
    t = await startTestService({ parse_workers: 1 }, undefined, { parseWorkerScript: PARSE_WORKER });
    const victim = await t.newAddress("victim");
    const shapes = Object.entries(hostileHtml(512 * 1024));
    const hostile: string[] = [];
    for (const [index] of shapes.entries()) hostile.push(await t.newAddress(`hostile-${index}`));

    // All hostile mail at once, each on its own connection, and ordinary mail among it.
    const sent = shapes.map(([name, html], index) =>
      sendRaw(t!.smtpPort, hostile[index]!, htmlMessage(hostile[index]!, html, `Your sign-in code (${name})`)),
    );
    const ordinary = sendMail(t.smtpPort, { to: victim, subject: "Your code", text: "Your code is 771234" });
    expect(await ordinary).toMatch(/^250/);
    const answer = await t.api("GET", path(victim, "code?timeout=10"));
    expect(answer.status).toBe(200);
    expect(answer.body.value).toBe("771234");

    for (const reply of await Promise.all(sent)) expect(reply).toMatch(/^250/);
    for (const [index, [name]] of shapes.entries()) {
      const code = await t.api("GET", path(hostile[index]!, "code?timeout=10"));
      expect({ name, status: code.status, value: code.body.value }).toEqual({
        name,
        status: 200,
        value: HOSTILE_CODE,
      });
    }
    // The first read of such HTML is cleaned within its bounds too.
    const messages = await t.api("GET", path(hostile[1]!, "messages?include=html"));
    expect(messages.status).toBe(200);
    expect(messages.body[0].reading).toBe("complete");
    expect(messages.body[0].html).toContain(HOSTILE_CODE);
  });

  it("answers a wait within its timeout while mail to its address is still being read, and stores that mail unread once reading it times out", async () => {
    t = await startTestService({ parse_workers: 1, parse_timeout_ms: 3000 }, undefined, {
      parseWorkerScript: SPINNING_WORKER,
    });
    const address = await t.newAddress("stalled");
    const started = spinningStarted();
    const slow = sendMail(t.smtpPort, {
      to: address,
      subject: "Your code",
      text: "Your code is 482913",
      headers: { "X-Test-Spin": "1" },
    });
    await started;

    // The message is being read (and will never be): the wait answers at its timeout, without it.
    const wait = await t.api("GET", path(address, "code?timeout=1"));
    expect(wait.status).toBe(404);
    expect(wait.body.hint).not.toMatch(/parse timeout/);

    // Ordinary mail to another address is read and answered meanwhile.
    const other = await t.newAddress("unaffected");
    expect(await sendMail(t.smtpPort, { to: other, text: "Your code is 551177" })).toMatch(/^250/);
    expect((await t.api("GET", path(other, "code?timeout=10"))).body.value).toBe("551177");

    // Past the parse timeout the message is stored without content, and it counts as arrived.
    const arrived = await t.api("GET", path(address, "none?timeout=20&since=2000-01-01T00:00:00Z"));
    expect(arrived.status).toBe(409);
    expect(await slow).toMatch(/^250/);
    const [message] = (await t.api("GET", path(address, "messages?include=text"))).body;
    expect(message).toMatchObject({ reading: "timed_out", codes: [], links: [], subject: null, text: null });
    const code = await t.api("GET", path(address, "code?timeout=0"));
    expect(code.status).toBe(404);
    expect(code.body.hint).toMatch(/1 email \(the last at .*\) took longer to read than the parse timeout allows/);
    const delivery = await t.api("GET", path(address, "delivery"));
    expect(delivery.body.emails).toBe(1);
    expect(delivery.body.hint).toMatch(/took longer to read than the parse timeout allows .*parse_timeout_ms/);

    // Its worker was replaced: the next message to the same address is read.
    expect(await sendMail(t.smtpPort, { to: address, text: "Your code is 660044" })).toMatch(/^250/);
    expect((await t.api("GET", path(address, "code?timeout=10"))).body.value).toBe("660044");
  });

  it("stores an email the parser refuses unread, and the hints say why", async () => {
    t = await startTestService();
    const address = await t.newAddress("many-parts");
    const parts = Array.from(
      { length: 1100 },
      (_, i) => `--b\r\nContent-Type: text/plain\r\n\r\nYour code is ${100000 + i}\r\n`,
    ).join("");
    const message = rawMessage(address, {
      subject: "Many parts",
      extraHeaders: "X-Shape: parts",
      body: `${parts}--b--`,
    }).replace("Content-Type: text/plain; charset=utf-8", 'Content-Type: multipart/mixed; boundary="b"');
    expect(await sendRaw(t.smtpPort, address, message)).toMatch(/^250/);
    const [stored] = (await t.api("GET", path(address, "messages"))).body;
    expect(stored).toMatchObject({ reading: "unreadable", codes: [] });
    const delivery = await t.api("GET", path(address, "delivery"));
    expect(delivery.body.hint).toMatch(/1 email \(the last at .*\) could not be read: .*more than 1,000 parts/);
  });
});
