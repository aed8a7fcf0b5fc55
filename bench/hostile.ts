import { randomBytes } from "node:crypto";
import pg from "pg";
import { analyzeEmail } from "../service/mail/analyze.js";
import { cleanHtml } from "../service/mail/clean-html.js";
import { HOSTILE_CODE, hostileHtml, htmlMessage } from "./lib/hostile-html.js";
import { verificationMail } from "./lib/message.js";
import { cpuSeconds, quietAt, sleep, startProofbox } from "./lib/processes.js";
import { createAddresses, smtpSession } from "./waits.js";

/**
 * Hostile mail (`npm run bench -- hostile`): HTML built to slow readers down, 2 MB of each shape
 * in lib/hostile-html.ts. For each shape: the CPU its reading takes (parse, extraction, the text
 * made from it, and the first read's cleaning, on one thread); then, against the shipped service
 * on each store, the CPU the whole service spends on it, how soon a waiter on another address
 * is answered after the 250 of an ordinary mail sent right behind it, and how long waits on
 * the hostile mail's own address take against their timeouts.
 * Targets (the project's, printed beside each figure): reading <= 1 s of CPU; the ordinary mail's waiter answered
 * within 100 ms of its 250; every wait within its timeout + 100 ms.
 */
const BYTES = 2 * 1024 * 1024;
const DATABASE_URL = process.env.PROOFBOX_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const API_KEY = "bench-key-0123456789abcdef";

export interface ReadingCost {
  shape: string;
  cpuMs: number;
}

export interface ServiceRound {
  shape: string;
  /** CPU of the whole service process from the hostile mail's DATA until it went quiet. */
  serviceCpuMs: number;
  /** An ordinary mail to another address, sent once the hostile one is written: 250 -> waiter's answer. */
  ordinaryAnswerMs: number;
  /** Waits on the hostile mail's own address started right after it: answered - started - timeout. */
  ownWaitOverMs: { timeout0: number; timeout1: number };
  /** The code at the top of the hostile mail was found. */
  codeFound: boolean;
}

const cpuMsOf = (started: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};

/** The reading alone, as a parser worker does it, then the first include=html read's cleaning. */
export async function readingCosts(): Promise<ReadingCost[]> {
  // A first ordinary mail, so that what is measured is reading, not compiling the reader.
  await analyzeEmail(Buffer.from(verificationMail("warm@proofbox.test", 0)), new Date());
  const costs: ReadingCost[] = [];
  for (const [shape, html] of Object.entries(hostileHtml(BYTES))) {
    const raw = Buffer.from(htmlMessage("victim@proofbox.test", html));
    const started = process.cpuUsage();
    const read = await analyzeEmail(raw, new Date());
    if (read.html !== null) cleanHtml(read.html);
    costs.push({ shape, cpuMs: cpuMsOf(started) });
  }
  return costs;
}

async function timedWait(url: string, timeoutS: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}?timeout=${timeoutS}`, { headers: { authorization: `Bearer ${API_KEY}` } });
  await response.arrayBuffer();
  return performance.now() - started - timeoutS * 1000;
}

/** Every shape against the shipped service on one store. */
export async function serviceRounds(store: "embedded" | "postgres"): Promise<ServiceRound[]> {
  const schema = `pbx_bench_${randomBytes(4).toString("hex")}`;
  const service = await startProofbox({
    PROOFBOX_API_KEY: API_KEY,
    ...(store === "postgres"
      ? {
          PROOFBOX_DATABASE_URL: DATABASE_URL,
          PROOFBOX_DATABASE_SCHEMA: schema,
          PROOFBOX_SECRET_KEY: "bench-secret-0123456789abcdef",
        }
      : {}),
  });
  try {
    const shapes = Object.entries(hostileHtml(BYTES));
    const victims = await createAddresses(service.httpUrl, API_KEY, shapes.length + 1, "victim");
    const hostile = await createAddresses(service.httpUrl, API_KEY, shapes.length, "hostile");
    const codeUrl = (address: string) => `${service.httpUrl}/v1/addresses/${address}/code`;
    const ordinary = await smtpSession(service.smtpPort);
    const sender = await smtpSession(service.smtpPort);
    // Warm: one ordinary and one large mail read before anything is measured.
    await ordinary.send(victims[shapes.length] as string, 0);
    await (
      await sender.start(victims[shapes.length] as string, htmlMessage("warm", "<p>warm</p>".repeat(20_000)))
    ).accepted;
    await quietAt(service.pid);

    const rounds: ServiceRound[] = [];
    for (const [index, [shape, html]] of shapes.entries()) {
      const victim = victims[index] as string;
      const target = hostile[index] as string;
      let answeredAt = 0;
      const waiter = fetch(`${codeUrl(victim)}?timeout=10`, { headers: { authorization: `Bearer ${API_KEY}` } }).then(
        async (response) => {
          await response.arrayBuffer();
          answeredAt = performance.now();
          if (response.status !== 200) throw new Error(`the ordinary mail's wait answered ${response.status}`);
        },
      );
      await sleep(100);
      const cpuBefore = cpuSeconds(service.pid);
      const sent = await sender.start(target, htmlMessage(target, html));
      await sent.written;
      const ownWaits = Promise.all([timedWait(codeUrl(target), 0), timedWait(codeUrl(target), 1)]);
      const acceptedAt = await ordinary.send(victim, index + 1);
      await waiter;
      const [timeout0, timeout1] = await ownWaits;
      await sent.accepted;
      const quiet = await quietAt(service.pid);
      const found = await fetch(`${codeUrl(target)}?timeout=10`, { headers: { authorization: `Bearer ${API_KEY}` } });
      const body = (await found.json()) as { value?: string };
      rounds.push({
        shape,
        serviceCpuMs: (quiet.cpu - cpuBefore) * 1000,
        ordinaryAnswerMs: answeredAt - acceptedAt,
        ownWaitOverMs: { timeout0, timeout1 },
        codeFound: body.value === HOSTILE_CODE,
      });
    }
    ordinary.close();
    sender.close();
    return rounds;
  } finally {
    await service.stop();
    if (store === "postgres") {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

export async function benchHostile(log: (line: string) => void) {
  const reading = await readingCosts();
  log(`  reading 2 MB of each shape (parse, extraction, text, first cleaning), one thread:`);
  for (const { shape, cpuMs } of reading) log(`    ${shape.padEnd(30)} ${cpuMs.toFixed(0).padStart(5)} ms CPU`);
  const worst = Math.max(...reading.map((cost) => cost.cpuMs));
  log(`    worst ${worst.toFixed(0)} ms (target <= 1000)`);
  const stores: Record<string, ServiceRound[]> = {};
  for (const store of ["embedded", "postgres"] as const) {
    const rounds = await serviceRounds(store);
    stores[store] = rounds;
    log(
      `  the shipped service, ${store} store: CPU for the mail; ordinary mail behind it, 250 -> answer; own waits over their timeout`,
    );
    for (const round of rounds) {
      log(
        `    ${round.shape.padEnd(30)} ${round.serviceCpuMs.toFixed(0).padStart(5)} ms CPU, ${round.ordinaryAnswerMs.toFixed(1).padStart(6)} ms, timeout=0 ${round.ownWaitOverMs.timeout0.toFixed(0).padStart(4)} ms, timeout=1 ${round.ownWaitOverMs.timeout1.toFixed(0).padStart(5)} ms${round.codeFound ? "" : ", code NOT found"}`,
      );
    }
    const worstOf = (pick: (round: ServiceRound) => number) => Math.max(...rounds.map(pick));
    log(
      `    worst: ${worstOf((r) => r.serviceCpuMs).toFixed(0)} ms CPU (target <= 1000), ordinary answer ${worstOf((r) => r.ordinaryAnswerMs).toFixed(1)} ms after its 250 (target <= 100), own waits ${worstOf((r) => Math.max(r.ownWaitOverMs.timeout0, r.ownWaitOverMs.timeout1)).toFixed(0)} ms past their timeout (target <= 100); code found in ${rounds.filter((r) => r.codeFound).length} of ${rounds.length}`,
    );
  }
  log("");
  return { reading, stores };
}
