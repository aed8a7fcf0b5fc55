import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verificationMail } from "./lib/message.js";
import { median, runSender, sleep, startProofbox } from "./lib/processes.js";
import { createAddresses, smtpSession } from "./waits.js";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const LATENCY_ROUNDS = 100;
const INTAKE_MESSAGES = 3000;
const INTAKE_ADDRESSES = 50;

/** A local endpoint: answers 204 and tells who waits of each delivery, or never answers (`hang`). */
async function receiver(hang: boolean): Promise<{ url: string; server: Server; next(): Promise<number> }> {
  let waiting: ((at: number) => void) | null = null;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (hang) return;
      res.writeHead(204).end();
      waiting?.(performance.now());
      waiting = null;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    server,
    next: () => new Promise<number>((resolve) => (waiting = resolve)),
  };
}

async function register(httpUrl: string, apiKey: string, url: string): Promise<void> {
  const response = await fetch(`${httpUrl}/v1/project/webhooks`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ url, events: ["email.received"] }),
  });
  if (response.status !== 201) throw new Error(`registering the endpoint answered ${response.status}`);
}

/**
 * Webhooks: the time from the end of a message's DATA to its email.received delivery at a local
 * endpoint (the message read, stored, queued, signed and POSTed), one message at a time; then the
 * intake rate (8 connections) with no endpoint and with one that never answers: a failing endpoint
 * must not slow intake.
 */
export async function benchWebhooks(log: (line: string) => void) {
  const env = { PROOFBOX_API_KEY: "bench-key-0123456789abcdef", PROOFBOX_WEBHOOKS_ALLOW_PRIVATE: "true" };
  const latency = await (async () => {
    const service = await startProofbox(env);
    const endpoint = await receiver(false);
    try {
      await register(service.httpUrl, service.apiKey, endpoint.url);
      const addresses = await createAddresses(service.httpUrl, service.apiKey, LATENCY_ROUNDS, "hook");
      const smtp = await smtpSession(service.smtpPort);
      const times: number[] = [];
      for (const [index, address] of addresses.entries()) {
        const delivered = endpoint.next();
        const sending = await smtp.start(address, verificationMail(address, index));
        await sending.written;
        const sent = performance.now();
        await sending.accepted;
        times.push((await delivered) - sent);
        await sleep(5);
      }
      smtp.close();
      times.sort((a, b) => a - b);
      return { p50Ms: median(times), p99Ms: percentile(times, 0.99), maxMs: times.at(-1) ?? 0 };
    } finally {
      endpoint.server.closeAllConnections();
      endpoint.server.close();
      await service.stop();
    }
  })();
  log(
    `  end of DATA -> email.received at the endpoint, ${LATENCY_ROUNDS} emails: p50 ${latency.p50Ms.toFixed(1)} ms, p99 ${latency.p99Ms.toFixed(1)} ms, max ${latency.maxMs.toFixed(1)} ms\n`,
  );

  const intakeRate = async (endpointKind: "none" | "hanging") => {
    const service = await startProofbox(env);
    const endpoint = endpointKind === "hanging" ? await receiver(true) : null;
    try {
      if (endpoint) await register(service.httpUrl, service.apiKey, endpoint.url);
      const recipients = await createAddresses(service.httpUrl, service.apiKey, INTAKE_ADDRESSES, "load");
      const run = await runSender({ port: service.smtpPort, connections: 8, messages: INTAKE_MESSAGES, recipients });
      if (run.failed > 0) throw new Error(`intake refused ${run.failed} messages: ${run.firstFailure}`);
      return (run.sent / run.ms) * 1000;
    } finally {
      endpoint?.server.closeAllConnections();
      endpoint?.server.close();
      await service.stop();
    }
  };
  const none = await intakeRate("none");
  const hanging = await intakeRate("hanging");
  log(
    `  intake, ${INTAKE_MESSAGES} messages over 8 connections: ${none.toFixed(0)} msg/s without an endpoint, ${hanging.toFixed(0)} msg/s with one that never answers (ratio ${(hanging / none).toFixed(2)})\n`,
  );
  return { latency, intake: { withoutEndpoint: none, withHangingEndpoint: hanging } };
}
