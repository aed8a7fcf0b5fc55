import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadSettings, type Settings } from "./config.js";
import { startService } from "./start.js";
import type { CatchAll } from "./store/store.js";

/** How the banner says what a project does with mail to addresses nobody created. */
function catchAllNote(catchAll: CatchAll): string {
  if (catchAll.mode === "off") return "";
  const days = `${catchAll.lifetimeDays} day${catchAll.lifetimeDays === 1 ? "" : "s"}`;
  const where = catchAll.mode === "any" ? "any domain" : "its domains";
  return `   (catch-all: mail to any address at ${where} creates it, for ${days})`;
}

/** How long mail still arriving gets to finish on SIGTERM or SIGINT before SMTP says 421. */
const STOP_GRACE_MS = 1500;

/**
 * Entry point: settings, then the service, then a short banner on stdout. SIGTERM and SIGINT
 * stop accepting, answer open waits (503), give mail still arriving STOP_GRACE_MS to finish before
 * SMTP says 421, and exit 0; a second signal exits at once.
 */
async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`proofbox: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const started = process.hrtime.bigint();
  const service = await startService({
    settings,
    // Compiled beside this file: in build/service/ from source, in dist/service/ when bundled.
    parseWorkerScript: join(dirname(fileURLToPath(import.meta.url)), "parse-worker.js"),
    verdictWorkerScript: join(dirname(fileURLToPath(import.meta.url)), "verdict-worker.js"),
  }).catch((error: unknown) => {
    // A setting that names a file which cannot be used is a setting error too.
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`proofbox: ${error.message}
`);
    process.exit(2);
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const lines = [
    `Proofbox is running (ready in ${ms.toFixed(0)} ms)`,
    `  HTTP API   ${service.publicUrl}/v1   (port ${service.httpPort})`,
    `  SMTP       ${service.smtpHost}:${service.smtpPort}`,
    `  App        ${service.publicUrl}/app/   (sign in with the API key)`,
    `  Mailpit    ${service.publicUrl}/api/v1   (Mailpit's API v1: Basic auth, the key as password)`,
    ...service.projects.map((p) => `  Project    ${p.name}: ${p.domains.join(", ")}${catchAllNote(p.catchAll)}`),
  ];
  if (service.generatedApiKey) lines.push(`  API key    ${service.generatedApiKey}   (generated; shown only now)`);
  process.stdout.write(`${lines.join("\n")}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      service.logger.warn("stopped before shutdown finished", { signal });
      process.exit(1);
    }
    stopping = true;
    service.logger.info("shutting down", { signal });
    service.close(STOP_GRACE_MS).then(
      () => process.exit(0),
      (error: unknown) => {
        service.logger.error("shutdown failed", { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`proofbox: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
