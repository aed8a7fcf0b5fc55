import { spawn } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { verificationMail } from "./lib/message.js";
import { quietAt, ROOT, runSender, sleep, startProofbox } from "./lib/processes.js";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const LIMITS = {
  PROOFBOX_API_KEY: "bench-key-0123456789abcdef",
  PROOFBOX_MAIL_PER_ADDRESS_PER_HOUR: "1000000",
  PROOFBOX_MAIL_PER_PROJECT_PER_DAY: "10000000",
};

export async function createAddresses(
  httpUrl: string,
  apiKey: string,
  count: number,
  prefix: string,
): Promise<string[]> {
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${httpUrl}/v1/addresses`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ name: `${prefix}-${i}` }),
    });
    if (response.status !== 201) throw new Error(`create address: ${response.status}`);
    addresses.push(`${prefix}-${i}@proofbox.test`);
  }
  return addresses;
}

/** One SMTP connection that sends a message and notes when the final 250 arrived. */
export async function smtpSession(port: number) {
  const socket = connect(port, "127.0.0.1");
  socket.setNoDelay(true);
  socket.setEncoding("latin1");
  let buffer = "";
  let waiter: (() => void) | null = null;
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    waiter?.();
  });
  const reply = async () => {
    for (;;) {
      const match = /^(\d{3}) [^\r\n]*\r\n/m.exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        return match[1] as string;
      }
      await new Promise<void>((resolve) => (waiter = resolve));
      waiter = null;
    }
  };
  await reply();
  socket.write("EHLO bench.example\r\n");
  await reply();
  const session = {
    /**
     * Sends one whole message; `written` resolves once its last byte is handed to the kernel,
     * `accepted` with the moment the final 250 arrived.
     */
    async start(to: string, message: string): Promise<{ written: Promise<void>; accepted: Promise<number> }> {
      socket.write(`MAIL FROM:<bench@sender.example>\r\nRCPT TO:<${to}>\r\nDATA\r\n`);
      await reply();
      await reply();
      await reply();
      const written = new Promise<void>((resolve) =>
        socket.write(`${message.replace(/^\./gm, "..")}\r\n.\r\n`, "latin1", () => resolve()),
      );
      const accepted = reply().then((code) => {
        if (code !== "250") throw new Error(`final reply ${code}`);
        return performance.now();
      });
      return { written, accepted };
    },
    /** Sends the bench's verification mail; resolves with the moment of the final 250. */
    async send(to: string, index: number): Promise<number> {
      return (await session.start(to, verificationMail(to, index))).accepted;
    },
    close: () => socket.end("QUIT\r\n"),
  };
  return session;
}

/**
 * Wake-up: 100 waiting GET /code requests, one per address; mail goes to each in turn and the
 * latency is from the final 250 of its SMTP transaction to the HTTP answer of its waiter.
 */
export async function benchWakeUp(log: (line: string) => void) {
  const service = await startProofbox(LIMITS);
  try {
    const addresses = await createAddresses(service.httpUrl, service.apiKey, 100, "wake");
    const answered = new Map<string, number>();
    const waits = addresses.map(async (address) => {
      const response = await fetch(`${service.httpUrl}/v1/addresses/${address}/code?timeout=30`, {
        headers: { authorization: `Bearer ${service.apiKey}` },
      });
      await response.arrayBuffer();
      answered.set(address, performance.now());
      if (response.status !== 200) throw new Error(`wait answered ${response.status}`);
    });
    await sleep(500);
    const smtp = await smtpSession(service.smtpPort);
    const accepted = new Map<string, number>();
    for (const [index, address] of addresses.entries()) {
      accepted.set(address, await smtp.send(address, index));
      await sleep(5);
    }
    await Promise.all(waits);
    smtp.close();
    const latencies = addresses
      .map((address) => (answered.get(address) ?? 0) - (accepted.get(address) ?? 0))
      .sort((a, b) => a - b);
    const result = {
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1) ?? 0,
    };
    log(
      `  SMTP 250 -> HTTP answer, 100 waiters: p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, max ${result.maxMs.toFixed(2)} ms (target p50 <= 2, p99 <= 10)\n`,
    );
    return result;
  } finally {
    await service.stop();
  }
}

/** GET /code?timeout=0 over 10 keep-alive connections with 10,000 emails stored. */
export async function benchCodeReads(log: (line: string) => void) {
  const service = await startProofbox(LIMITS);
  try {
    const addresses = await createAddresses(service.httpUrl, service.apiKey, 100, "read");
    const sent = await runSender({ port: service.smtpPort, connections: 8, messages: 10_000, recipients: addresses });
    if (sent.failed > 0) throw new Error(`sending failed: ${sent.firstFailure}`);
    // The reads are measured once the verdicts of the 10,000 emails are stored, not beside them.
    await quietAt(service.pid);
    const job = {
      urls: addresses.map((address) => `${service.httpUrl}/v1/addresses/${address}/code?timeout=0`),
      headers: { authorization: `Bearer ${service.apiKey}` },
      connections: 10,
      durationMs: 5000,
    };
    const child = spawn(process.execPath, [join(ROOT, "build", "bench", "lib", "http-load.js"), JSON.stringify(job)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await new Promise((resolve) => child.on("exit", resolve));
    const load = JSON.parse(output) as { requests: number; errors: number; ms: number };
    const rate = (load.requests / load.ms) * 1000;
    log(
      `  ${load.requests} answers in ${(load.ms / 1000).toFixed(1)} s: ${rate.toFixed(0)} requests/s, ${load.errors} errors (target >= 3,000, goal 5,000)\n`,
    );
    return { rate, ...load };
  } finally {
    await service.stop();
  }
}
