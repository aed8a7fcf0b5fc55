import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { median, ROOT, runSender, sleep, startProofbox, type Running } from "./lib/processes.js";
import { checkoutRound } from "./pool.js";
import { createAddresses as createAddressesAt, smtpSession } from "./waits.js";

/**
 * A team service on PostgreSQL (PROOFBOX_BENCH_DATABASE_URL, default this machine's database
 * `test`): intake with one and two instances beside the embedded store, the wake-up of a wait on
 * one instance by mail to the other, /code reads at 10,000 stored mails, and checkouts under 20
 * clients. Each part uses a schema of its own, dropped afterwards.
 */
const DATABASE_URL = process.env.PROOFBOX_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const API_KEY = "bench-key-0123456789abcdef";
const MESSAGES = 5_000;
const ADDRESSES = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

interface Team {
  instances: Running[];
  stop(): Promise<void>;
}

async function startTeam(count: number): Promise<Team> {
  const schema = `pbx_bench_${randomBytes(4).toString("hex")}`;
  const env = {
    PROOFBOX_API_KEY: API_KEY,
    PROOFBOX_SECRET_KEY: "bench-secret-0123456789abcdef",
    PROOFBOX_DATABASE_URL: DATABASE_URL,
    PROOFBOX_DATABASE_SCHEMA: schema,
    PROOFBOX_MAIL_PER_ADDRESS_PER_HOUR: "1000000",
    PROOFBOX_MAIL_PER_PROJECT_PER_DAY: "10000000",
    PROOFBOX_ADDRESS_CREATIONS_PER_MINUTE: "100000",
  };
  const instances = [await startProofbox(env)];
  for (let i = 1; i < count; i++) instances.push(await startProofbox(env));
  return {
    instances,
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** Addresses named prefix-0, prefix-1...: the waits bench's helper, on an instance. */
const createAddresses = (instance: Running, prefix: string, count = ADDRESSES) =>
  createAddressesAt(instance.httpUrl, instance.apiKey, count, prefix);

/** Messages per second over all instances, each fed by its own sender process at once. */
async function intakeRate(instances: Running[], recipients: string[]): Promise<number> {
  const share = Math.floor(MESSAGES / instances.length);
  await Promise.all(
    instances.map((instance) => runSender({ port: instance.smtpPort, connections: 4, messages: 200, recipients })),
  );
  const results = await Promise.all(
    instances.map((instance) =>
      runSender({ port: instance.smtpPort, connections: 8 / instances.length, messages: share, recipients }),
    ),
  );
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  if (failed > 0) throw new Error(`intake refused ${failed}: ${results.find((r) => r.firstFailure)?.firstFailure}`);
  const sent = results.reduce((sum, result) => sum + result.sent, 0);
  return (sent / Math.max(...results.map((result) => result.ms))) * 1000;
}

async function intake(log: (line: string) => void) {
  const embedded = await startProofbox({
    PROOFBOX_API_KEY: API_KEY,
    PROOFBOX_MAIL_PER_ADDRESS_PER_HOUR: "1000000",
    PROOFBOX_MAIL_PER_PROJECT_PER_DAY: "10000000",
  });
  let embeddedRate = 0;
  try {
    embeddedRate = await intakeRate([embedded], await createAddresses(embedded, "embedded"));
  } finally {
    await embedded.stop();
  }
  const rates: number[] = [];
  for (const count of [1, 2]) {
    const team = await startTeam(count);
    try {
      rates.push(await intakeRate(team.instances, await createAddresses(team.instances[0]!, `team${count}`)));
    } finally {
      await team.stop();
    }
  }
  log(
    `  intake, ${MESSAGES} messages of 8 KB, 8 connections: embedded ${embeddedRate.toFixed(0)} msg/s; PostgreSQL one instance ${rates[0]!.toFixed(0)} msg/s, two instances ${rates[1]!.toFixed(0)} msg/s (every 250 after commit)`,
  );
  return { embeddedRate, onePg: rates[0]!, twoPg: rates[1]! };
}

async function wakeAcross(log: (line: string) => void) {
  const team = await startTeam(2);
  try {
    const [a, b] = team.instances as [Running, Running];
    const addresses = await createAddresses(a, "wake");
    const answered = new Map<string, number>();
    const waits = addresses.map(async (address) => {
      const response = await fetch(`${b.httpUrl}/v1/addresses/${address}/code?timeout=30`, {
        headers: { authorization: `Bearer ${b.apiKey}` },
      });
      await response.arrayBuffer();
      answered.set(address, performance.now());
      if (response.status !== 200) throw new Error(`wait answered ${response.status}`);
    });
    await sleep(500);
    const smtp = await smtpSession(a.smtpPort);
    const accepted = new Map<string, number>();
    for (const [index, address] of addresses.entries()) {
      accepted.set(address, await smtp.send(address, index));
      await sleep(5);
    }
    await Promise.all(waits);
    smtp.close();
    const latencies = addresses
      .map((address) => (answered.get(address) ?? 0) - (accepted.get(address) ?? 0))
      .sort((x, y) => x - y);
    const result = { p50Ms: median(latencies), p99Ms: percentile(latencies, 0.99) };
    log(
      `  wake-up across instances (wait on B, mail to A), 100 waiters: p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms (target p99 <= 50)`,
    );
    return result;
  } finally {
    await team.stop();
  }
}

async function codeReads(log: (line: string) => void) {
  const team = await startTeam(1);
  try {
    const instance = team.instances[0]!;
    const addresses = await createAddresses(instance, "read");
    const sent = await runSender({ port: instance.smtpPort, connections: 8, messages: 10_000, recipients: addresses });
    if (sent.failed > 0) throw new Error(`sending failed: ${sent.firstFailure}`);
    const job = {
      urls: addresses.map((address) => `${instance.httpUrl}/v1/addresses/${address}/code?timeout=0`),
      headers: { authorization: `Bearer ${instance.apiKey}` },
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
      `  GET /code?timeout=0, 10,000 mails stored, 10 connections: ${rate.toFixed(0)} requests/s, ${load.errors} errors`,
    );
    return { rate, ...load };
  } finally {
    await team.stop();
  }
}

async function checkouts(log: (line: string) => void) {
  const team = await startTeam(1);
  try {
    const instance = team.instances[0]!;
    for (const address of await createAddresses(instance, "pool", 40))
      await fetch(`${instance.httpUrl}/v1/addresses/${address}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${instance.apiKey}` },
        body: JSON.stringify({ tags: ["roomy"] }),
      });
    await checkoutRound(instance.httpUrl, instance.apiKey, "roomy");
    const result = await checkoutRound(instance.httpUrl, instance.apiKey, "roomy");
    log(
      `  checkouts, 20 clients, 40 accounts: ${result.checkoutsPerSecond.toFixed(0)} checkouts/s (each returned), median ${result.medianMs.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms; held twice: ${result.doubleHolds}\n`,
    );
    return result;
  } finally {
    await team.stop();
  }
}

export async function benchTeam(log: (line: string) => void) {
  return {
    intake: await intake(log),
    wakeAcross: await wakeAcross(log),
    codeReads: await codeReads(log),
    checkouts: await checkouts(log),
  };
}
