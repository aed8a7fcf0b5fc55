import { availableParallelism } from "node:os";
import {
  cpuSeconds,
  median,
  quietAt,
  type Running,
  rssMb,
  runSender,
  sleep,
  startMailDev,
  startProofbox,
  startStackCeiling,
} from "./lib/processes.js";
import type { CeilingMode } from "./lib/stack-ceiling.js";

const CONNECTIONS = 8;
const MESSAGES = 10_000;
const WARMUP = 500;
const ROUNDS = 3;
const ADDRESSES = 100;
/**
 * How long the first round watches memory after the burst. V8's memory reducer gives back what the
 * burst left as garbage some seconds after it ends; the figure after this wait is what the service
 * keeps. The target is read at the worst moment, as soon as the process is quiet.
 */
export const SETTLE_MS = 30_000;

export interface IntakeResult {
  proofboxRates: number[];
  maildevRates: number[];
  /** CPU time of the whole process (every thread) per mail, in µs, over the measured mails. */
  proofboxCpuUs: number[];
  maildevCpuUs: number[];
  /** The sender's own CPU per mail in MailDev's rounds: on 2 cores, what the server does not get. */
  senderCpuUs: number[];
  /** Seconds from the first mail until the service went quiet: every verdict stored too. */
  proofboxVerdictsDoneS: number[];
  /** CPU per mail until then, verdicts included. */
  proofboxCpuWithVerdictsUs: number[];
  /**
   * One more round with the other count of parser workers: two where the default is one (a 2-core
   * machine), else one. The default rounds give the other figure.
   */
  otherWorkers: { workers: number; rate: number; cpuUs: number };
  proofboxRssAfter: number[];
  /** RSS of the first round's service SETTLE_MS after it went quiet. */
  proofboxRssSettled: number;
  maildevRssAfter: number[];
  /**
   * The stack's ceilings in the same rounds (lib/stack-ceiling.ts): smtp-server taking each
   * message and dropping it, smtp-server with mailparser's simpleParser before the 250 (what
   * MailDev does before it stores), and smtp-server with the service's own parse and extraction
   * before the 250, on one thread, nothing stored. Rates in msg/s and CPU per mail in µs.
   */
  ceilings: Record<CeilingMode, CeilingFigures>;
  proofboxIdleRss: number;
  /** One more round with the environment the GitHub Action gives the service it boots. */
  asTheActionRunsIt: { rate: number; rssAfter: number };
}

export interface CeilingFigures {
  rates: number[];
  cpuUs: number[];
}

interface ProofboxRound {
  rate: number;
  rssAfter: number;
  /** RSS SETTLE_MS after the process went quiet, when asked for. */
  rssSettled: number | null;
  idleRss: number;
  cpuUs: number;
  verdictsDoneS: number;
  cpuWithVerdictsUs: number;
}

async function proofboxRound(env: Record<string, string> = {}, settle = false): Promise<ProofboxRound> {
  const service = await startProofbox({
    ...env,
    PROOFBOX_API_KEY: "bench-key-0123456789abcdef",
    PROOFBOX_MAIL_PER_ADDRESS_PER_HOUR: "1000000",
    PROOFBOX_MAIL_PER_PROJECT_PER_DAY: "10000000",
  });
  try {
    await sleep(300);
    const idleRss = rssMb(service.pid);
    const recipients: string[] = [];
    for (let i = 0; i < ADDRESSES; i++) {
      const response = await fetch(`${service.httpUrl}/v1/addresses`, {
        method: "POST",
        headers: { authorization: `Bearer ${service.apiKey}` },
        body: JSON.stringify({ name: `bench-${i}` }),
      });
      if (response.status !== 201) throw new Error(`create address: ${response.status} ${await response.text()}`);
      recipients.push(`bench-${i}@proofbox.test`);
    }
    await runSender({ port: service.smtpPort, connections: CONNECTIONS, messages: WARMUP, recipients });
    const cpuBefore = cpuSeconds(service.pid);
    const started = performance.now();
    const result = await runSender({
      port: service.smtpPort,
      connections: CONNECTIONS,
      messages: MESSAGES,
      recipients,
    });
    if (result.failed > 0) throw new Error(`proofbox refused ${result.failed}: ${result.firstFailure}`);
    const cpuUs = ((cpuSeconds(service.pid) - cpuBefore) / result.sent) * 1e6;
    const quiet = await quietAt(service.pid);
    const rssAfter = rssMb(service.pid);
    let rssSettled: number | null = null;
    if (settle) {
      await sleep(SETTLE_MS);
      rssSettled = rssMb(service.pid);
    }
    return {
      rate: (result.sent / result.ms) * 1000,
      rssAfter,
      rssSettled,
      idleRss,
      cpuUs,
      verdictsDoneS: (quiet.at - started) / 1000,
      cpuWithVerdictsUs: ((quiet.cpu - cpuBefore) / result.sent) * 1e6,
    };
  } finally {
    await service.stop();
  }
}

interface PeerRound {
  rate: number;
  rssAfter: number;
  cpuUs: number;
  /** Seconds from the first mail until the process went quiet: work left after the 250s done. */
  doneS: number;
  /** CPU per mail until then. */
  cpuUntilDoneUs: number;
  senderCpuUs: number;
}

/** A round against a server that stores nothing Proofbox reads back: MailDev or a stack ceiling. */
async function peerRound(start: () => Promise<Running>, domain: string): Promise<PeerRound> {
  const peer = await start();
  try {
    const recipients = Array.from({ length: ADDRESSES }, (_, i) => `bench-${i}@${domain}`);
    await runSender({ port: peer.smtpPort, connections: CONNECTIONS, messages: WARMUP, recipients });
    const cpuBefore = cpuSeconds(peer.pid);
    const started = performance.now();
    const result = await runSender({
      port: peer.smtpPort,
      connections: CONNECTIONS,
      messages: MESSAGES,
      recipients,
    });
    if (result.failed > 0) throw new Error(`${domain} refused ${result.failed}: ${result.firstFailure}`);
    const cpuUs = ((cpuSeconds(peer.pid) - cpuBefore) / result.sent) * 1e6;
    const quiet = await quietAt(peer.pid);
    return {
      rate: (result.sent / result.ms) * 1000,
      rssAfter: rssMb(peer.pid),
      cpuUs,
      doneS: (quiet.at - started) / 1000,
      cpuUntilDoneUs: ((quiet.cpu - cpuBefore) / result.sent) * 1e6,
      senderCpuUs: (result.cpuMs / result.sent) * 1000,
    };
  } finally {
    await peer.stop();
  }
}

/**
 * SMTP intake of 8 KB multipart verification mail over 8 connections, until the final 250
 * (for Proofbox: parsed and stored). Proofbox and MailDev alternate, fresh processes each round.
 */
export async function benchIntake(log: (line: string) => void): Promise<IntakeResult> {
  const result: IntakeResult = {
    proofboxRates: [],
    maildevRates: [],
    proofboxCpuUs: [],
    maildevCpuUs: [],
    senderCpuUs: [],
    proofboxVerdictsDoneS: [],
    proofboxCpuWithVerdictsUs: [],
    otherWorkers: { workers: 0, rate: 0, cpuUs: 0 },
    proofboxRssAfter: [],
    proofboxRssSettled: 0,
    maildevRssAfter: [],
    ceilings: {
      smtp: { rates: [], cpuUs: [] },
      mailparser: { rates: [], cpuUs: [] },
      extract: { rates: [], cpuUs: [] },
    },
    proofboxIdleRss: 0,
    asTheActionRunsIt: { rate: 0, rssAfter: 0 },
  };
  const idle: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const proofbox = await proofboxRound({}, round === 1);
    if (proofbox.rssSettled !== null) result.proofboxRssSettled = proofbox.rssSettled;
    result.proofboxRates.push(proofbox.rate);
    result.proofboxRssAfter.push(proofbox.rssAfter);
    result.proofboxCpuUs.push(proofbox.cpuUs);
    result.proofboxVerdictsDoneS.push(proofbox.verdictsDoneS);
    result.proofboxCpuWithVerdictsUs.push(proofbox.cpuWithVerdictsUs);
    idle.push(proofbox.idleRss);
    log(
      `  round ${round}: proofbox ${proofbox.rate.toFixed(0)} msg/s, ${proofbox.cpuUs.toFixed(0)} µs CPU/mail (RSS ${proofbox.rssAfter.toFixed(0)} MB after ${MESSAGES + WARMUP} mails${proofbox.rssSettled === null ? "" : `, ${proofbox.rssSettled.toFixed(0)} MB ${SETTLE_MS / 1000} s later`}; all work done, verdicts too, ${proofbox.verdictsDoneS.toFixed(1)} s after the first mail, ${proofbox.cpuWithVerdictsUs.toFixed(0)} µs CPU/mail)`,
    );
    const maildev = await peerRound(startMailDev, "maildev.test");
    result.maildevRates.push(maildev.rate);
    result.maildevRssAfter.push(maildev.rssAfter);
    result.maildevCpuUs.push(maildev.cpuUs);
    result.senderCpuUs.push(maildev.senderCpuUs);
    log(
      `  round ${round}: maildev  ${maildev.rate.toFixed(0)} msg/s, ${maildev.cpuUs.toFixed(0)} µs CPU/mail (RSS ${maildev.rssAfter.toFixed(0)} MB; all work done ${maildev.doneS.toFixed(1)} s after the first mail, ${maildev.cpuUntilDoneUs.toFixed(0)} µs CPU/mail)`,
    );
    const ceilings: string[] = [];
    for (const mode of ["smtp", "mailparser", "extract"] as const) {
      const ceiling = await peerRound(() => startStackCeiling(mode), "ceiling.test");
      result.ceilings[mode].rates.push(ceiling.rate);
      result.ceilings[mode].cpuUs.push(ceiling.cpuUs);
      ceilings.push(`${ceiling.rate.toFixed(0)} msg/s, ${ceiling.cpuUs.toFixed(0)} µs CPU/mail`);
    }
    log(
      `  round ${round}: ceilings: smtp-server alone ${ceilings[0]}; smtp-server + mailparser ${ceilings[1]}; smtp-server + proofbox's parse and extraction ${ceilings[2]}`,
    );
  }
  result.proofboxIdleRss = median(idle);
  // The service's default (service/start.ts): one parser worker per core beside the main thread, 1 to 4.
  const defaultWorkers = Math.min(4, Math.max(1, availableParallelism() - 1));
  const workers = defaultWorkers === 1 ? 2 : 1;
  const other = await proofboxRound({ PROOFBOX_PARSE_WORKERS: String(workers) });
  result.otherWorkers = { workers, rate: other.rate, cpuUs: other.cpuUs };
  log(
    `  with ${workers} parser worker${workers === 1 ? "" : "s"} (the rounds above: ${defaultWorkers}, the default here): proofbox ${other.rate.toFixed(0)} msg/s, ${other.cpuUs.toFixed(0)} µs CPU/mail`,
  );
  // src/action/embedded.ts: fewer glibc malloc arenas for the service's threads.
  const asAction = await proofboxRound({ MALLOC_ARENA_MAX: "2" });
  result.asTheActionRunsIt = { rate: asAction.rate, rssAfter: asAction.rssAfter };
  log(
    `  as the GitHub Action runs it (MALLOC_ARENA_MAX=2): proofbox ${asAction.rate.toFixed(0)} msg/s (RSS ${asAction.rssAfter.toFixed(0)} MB after ${MESSAGES + WARMUP} mails)`,
  );
  return result;
}
