import { MailpitClient } from "mailpit-api";
import { verificationMail } from "./lib/message.js";
import { median } from "./lib/processes.js";
import { sleep, startProofbox } from "./lib/processes.js";
import { createAddresses, smtpSession } from "./waits.js";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const ROUNDS = 40;

/**
 * The published mailpit-api client's waitForMessage (it searches every 500 ms) against
 * Proofbox's own push wait (GET /code), both waiting for the same mail: the time from the end of
 * the message's DATA to each answer. The mail goes out at a random moment of the client's polling cycle, as it
 * does in a test.
 */
export async function benchMailpitWait(log: (line: string) => void) {
  const service = await startProofbox({
    PROOFBOX_API_KEY: "bench-key-0123456789abcdef",
    PROOFBOX_CATCH_ALL: "domains",
  });
  try {
    const addresses = await createAddresses(service.httpUrl, service.apiKey, ROUNDS, "mailpit");
    const client = new MailpitClient(service.httpUrl, { auth: { username: "bench", password: service.apiKey } });
    const smtp = await smtpSession(service.smtpPort);
    const polled: number[] = [];
    const pushed: number[] = [];
    for (const [index, address] of addresses.entries()) {
      const mailpitAnswer = client
        .waitForMessage({ query: `to:${address}` }, { timeout: 10_000 })
        .then(() => performance.now());
      const pushAnswer = fetch(`${service.httpUrl}/v1/addresses/${address}/code?timeout=30`, {
        headers: { authorization: `Bearer ${service.apiKey}` },
      }).then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`wait answered ${response.status}`);
        return performance.now();
      });
      await sleep(50 + Math.random() * 500);
      // From the moment the message's last byte is handed to the kernel: the push wait is often
      // answered before the sender has read its 250.
      const sending = await smtp.start(address, verificationMail(address, index));
      await sending.written;
      const sent = performance.now();
      await sending.accepted;
      polled.push((await mailpitAnswer) - sent);
      pushed.push((await pushAnswer) - sent);
    }
    smtp.close();
    polled.sort((a, b) => a - b);
    pushed.sort((a, b) => a - b);
    const result = {
      mailpitClient: { p50Ms: median(polled), p99Ms: percentile(polled, 0.99), maxMs: polled.at(-1) ?? 0 },
      pushWait: { p50Ms: median(pushed), p99Ms: percentile(pushed, 0.99), maxMs: pushed.at(-1) ?? 0 },
    };
    log(
      `  end of DATA -> answer, ${ROUNDS} emails: mailpit-api waitForMessage p50 ${result.mailpitClient.p50Ms.toFixed(1)} ms, p99 ${result.mailpitClient.p99Ms.toFixed(1)} ms; Proofbox push wait p50 ${result.pushWait.p50Ms.toFixed(2)} ms, p99 ${result.pushWait.p99Ms.toFixed(2)} ms (wake-up target p50 <= 2, p99 <= 10)\n`,
    );
    return result;
  } finally {
    await service.stop();
  }
}
