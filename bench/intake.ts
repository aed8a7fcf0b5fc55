import { median, rssMb, runSender, sleep, startMailDev, startProofbox } from "./lib/processes.js";

const CONNECTIONS = 8;
const MESSAGES = 10_000;
const WARMUP = 500;
const ROUNDS = 3;
const ADDRESSES = 100;

export interface IntakeResult {
  proofboxRates: number[];
  maildevRates: number[];
  proofboxRssAfter: number[];
  maildevRssAfter: number[];
  proofboxIdleRss: number;
  /** One more round with the environment the GitHub Action gives the service it boots. */
  asTheActionRunsIt: { rate: number; rssAfter: number };
}

async function proofboxRound(
  env: Record<string, string> = {},
): Promise<{ rate: number; rssAfter: number; idleRss: number }> {
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
    const result = await runSender({
      port: service.smtpPort,
      connections: CONNECTIONS,
      messages: MESSAGES,
      recipients,
    });
    if (result.failed > 0) throw new Error(`proofbox refused ${result.failed}: ${result.firstFailure}`);
    await sleep(500);
    return { rate: (result.sent / result.ms) * 1000, rssAfter: rssMb(service.pid), idleRss };
  } finally {
    await service.stop();
  }
}

async function maildevRound(): Promise<{ rate: number; rssAfter: number }> {
  const maildev = await startMailDev();
  try {
    const recipients = Array.from({ length: ADDRESSES }, (_, i) => `bench-${i}@maildev.test`);
    await runSender({ port: maildev.smtpPort, connections: CONNECTIONS, messages: WARMUP, recipients });
    const result = await runSender({
      port: maildev.smtpPort,
      connections: CONNECTIONS,
      messages: MESSAGES,
      recipients,
    });
    if (result.failed > 0) throw new Error(`maildev refused ${result.failed}: ${result.firstFailure}`);
    await sleep(500);
    return { rate: (result.sent / result.ms) * 1000, rssAfter: rssMb(maildev.pid) };
  } finally {
    await maildev.stop();
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
    proofboxRssAfter: [],
    maildevRssAfter: [],
    proofboxIdleRss: 0,
    asTheActionRunsIt: { rate: 0, rssAfter: 0 },
  };
  const idle: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const proofbox = await proofboxRound();
    result.proofboxRates.push(proofbox.rate);
    result.proofboxRssAfter.push(proofbox.rssAfter);
    idle.push(proofbox.idleRss);
    log(
      `  round ${round}: proofbox ${proofbox.rate.toFixed(0)} msg/s (RSS ${proofbox.rssAfter.toFixed(0)} MB after ${MESSAGES + WARMUP} mails)`,
    );
    const maildev = await maildevRound();
    result.maildevRates.push(maildev.rate);
    result.maildevRssAfter.push(maildev.rssAfter);
    log(`  round ${round}: maildev  ${maildev.rate.toFixed(0)} msg/s (RSS ${maildev.rssAfter.toFixed(0)} MB)`);
  }
  result.proofboxIdleRss = median(idle);
  // src/action/embedded.ts: fewer glibc malloc arenas for the service's threads.
  const asAction = await proofboxRound({ MALLOC_ARENA_MAX: "2" });
  result.asTheActionRunsIt = { rate: asAction.rate, rssAfter: asAction.rssAfter };
  log(
    `  as the GitHub Action runs it (MALLOC_ARENA_MAX=2): proofbox ${asAction.rate.toFixed(0)} msg/s (RSS ${asAction.rssAfter.toFixed(0)} MB after ${MESSAGES + WARMUP} mails)`,
  );
  return result;
}
