import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { join } from "node:path";
import { benchAction } from "./action.js";
import { benchApp } from "./app.js";
import { benchChecks } from "./checks.js";
import { benchExtraction } from "./extraction.js";
import { benchHostile } from "./hostile.js";
import { benchMailpitWait } from "./mailpit.js";
import { benchWebhooks } from "./webhooks.js";
import { benchIntake, SETTLE_MS } from "./intake.js";
import { median, ROOT } from "./lib/processes.js";
import { benchMcp } from "./mcp.js";
import { benchPool } from "./pool.js";
import { benchTeam } from "./team.js";
import { benchReport, benchRunHeader } from "./runs.js";
import { benchStartup } from "./startup.js";
import { benchCodeReads, benchWakeUp } from "./waits.js";

/**
 * `npm run bench`: measures the shipped bundle (dist/service) against the project's targets,
 * printed beside each figure, and, where there is one, a peer in the same run. Never part of
 * `npm test`. Results also go to bench/results/latest.json.
 */
const log = (line: string) => process.stdout.write(`${line}\n`);

function ensurePeers() {
  if (existsSync(join(ROOT, "bench", "node_modules", "maildev"))) return;
  log("installing benchmark peers (bench/package.json) ...");
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--silent"], {
    cwd: join(ROOT, "bench"),
    stdio: "inherit",
  });
}

/** `npm run bench -- waits` runs only the named parts: startup, intake, extraction, hostile, waits, mailpit, webhooks, checks, pool, mcp, team, runs, action, app. */
const only = new Set(process.argv.slice(2));
const wanted = (part: string) => only.size === 0 || only.has(part);

async function main() {
  if (!existsSync(join(ROOT, "dist", "service", "index.js")))
    throw new Error("dist/service is missing: run npm run build");
  ensurePeers();
  log(`Proofbox benchmark: node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "?"})\n`);
  const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };

  if (wanted("startup")) {
    log("Start-up: spawn dist/service -> /healthz 200");
    const startup = await benchStartup();
    log(
      `  ${startup.map((t) => t.toFixed(0)).join(", ")} ms; median ${median(startup).toFixed(0)} ms (target <= 500 ms)\n`,
    );
    results.startup = startup;
  }

  if (wanted("intake")) {
    log("SMTP intake: 8 KB multipart mail, 8 connections, lean pipelining sender in its own process");
    const intake = await benchIntake(log);
    const proofboxRate = median(intake.proofboxRates);
    const maildevRate = median(intake.maildevRates);
    log(
      `  median: proofbox ${proofboxRate.toFixed(0)} msg/s, maildev 2.2.1 ${maildevRate.toFixed(0)} msg/s: ratio ${(proofboxRate / maildevRate).toFixed(2)} (target >= 1.0, goal 1.5)`,
    );
    const smtpCeiling = median(intake.ceilings.smtp.rates);
    const parseCeiling = median(intake.ceilings.mailparser.rates);
    const extractCeiling = median(intake.ceilings.extract.rates);
    const ceilingCpuUs = (mode: keyof typeof intake.ceilings) => median(intake.ceilings[mode].cpuUs).toFixed(0);
    log(
      `  stack ceilings: smtp-server alone ${smtpCeiling.toFixed(0)} msg/s (${ceilingCpuUs("smtp")} µs CPU/mail), smtp-server + mailparser ${parseCeiling.toFixed(0)} msg/s (${ceilingCpuUs("mailparser")} µs CPU/mail); of the latter maildev reaches ${(maildevRate / parseCeiling).toFixed(2)}, proofbox ${(proofboxRate / parseCeiling).toFixed(2)}`,
    );
    log(
      `  smtp-server + proofbox's own parse and extraction, on one thread, nothing stored: ${extractCeiling.toFixed(0)} msg/s (${ceilingCpuUs("extract")} µs CPU/mail)`,
    );
    // Both servers and the sender share the machine's cores and keep them busy: a server that is
    // to take mail at MailDev's rate can spend no more CPU per mail than what is left of them.
    const cores = availableParallelism();
    const senderCpuUs = median(intake.senderCpuUs);
    log(
      `  CPU budget per mail at maildev's rate on ${cores} cores, the sender's ${senderCpuUs.toFixed(0)} µs taken off: ${((cores * 1e6) / maildevRate - senderCpuUs).toFixed(0)} µs; proofbox spends ${median(intake.proofboxCpuUs).toFixed(0)}, maildev ${median(intake.maildevCpuUs).toFixed(0)}, smtp-server + mailparser alone ${ceilingCpuUs("mailparser")}, smtp-server + proofbox's parse and extraction alone ${ceilingCpuUs("extract")}`,
    );
    log(
      `  memory: proofbox ${intake.proofboxIdleRss.toFixed(0)} MB idle (target <= 150), ${median(intake.proofboxRssAfter).toFixed(0)} MB after 10,500 mails (target <= 300), ${intake.proofboxRssSettled.toFixed(0)} MB ${SETTLE_MS / 1000} s later, once V8 has given back what the burst left as garbage; maildev ${median(intake.maildevRssAfter).toFixed(0)} MB\n`,
    );
    results.intake = intake;
  }

  if (wanted("extraction")) {
    log("Extraction: one email, parsing excluded");
    results.extraction = await benchExtraction(log);
  }

  if (wanted("hostile")) {
    log("Hostile mail: 2 MB of HTML built to slow readers down, each shape; the service on both stores");
    results.hostile = await benchHostile(log);
  }

  if (wanted("waits")) {
    log("Wait wake-up: from the SMTP server's final reply to the HTTP answer of a waiting /code");
    results.wakeUp = await benchWakeUp(log);
    log("GET /code?timeout=0: 10 keep-alive connections, 10,000 emails stored, load from its own process");
    results.reads = await benchCodeReads(log);
  }

  if (wanted("mailpit")) {
    log("Mailpit's API: the mailpit-api client's waitForMessage (polls every 500 ms) against the push wait, same mail");
    results.mailpit = await benchMailpitWait(log);
  }

  if (wanted("webhooks")) {
    log("Webhooks: end of DATA to the delivery at a local endpoint; intake with an endpoint that never answers");
    results.webhooks = await benchWebhooks(log);
  }

  if (wanted("checks")) {
    log("GET /checks: a full call on the typical 8 KB verification mail, SPF and DMARC from a records file");
    results.checks = await benchChecks(log);
  }

  if (wanted("pool")) {
    log("The pool: 20 concurrent clients checking accounts out of one tagged pool and returning them");
    results.pool = await benchPool(log);
  }

  if (wanted("mcp")) {
    log("MCP over Streamable HTTP: wait_for_code wake-up and a tool round trip, through the SDK's client");
    results.mcp = await benchMcp(log);
  }

  if (wanted("team")) {
    log("A team service on PostgreSQL (PROOFBOX_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)");
    results.team = await benchTeam(log);
  }

  if (wanted("runs")) {
    log("Runs: the run header's added latency, and report rendering");
    results.runHeader = await benchRunHeader(log);
    results.report = benchReport(log);
  }

  if (wanted("action")) {
    log("The GitHub Action: main step (embedded boot to exported variables), bundle sizes");
    results.action = await benchAction(log);
  }

  if (wanted("app")) {
    log("The app: its size in the bundle, and the address page's first render in Chromium");
    results.app = await benchApp(log);
  }

  mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(join(ROOT, "bench", "results", "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
