import { spawn } from "node:child_process";
import type { CatchAllMode } from "../../service/wire/enums.js";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Boots the bundled service (dist/service) inside the job: detached, in its own process
 * group, its output in a log file, so it outlives this step and serves the later ones. The
 * runner's orphan clean-up ends it at job end even if the post step never runs.
 */
export const SERVICE_ENTRY = serviceEntry();

/**
 * The bundled service beside this step's bundle (dist/main -> dist/service), or, when the step
 * runs from its source (src/action, as @github/local-action runs it), the repository's dist/service.
 */
function serviceEntry(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const besideBundle = join(here, "..", "service", "index.js");
  return existsSync(besideBundle) ? besideBundle : join(here, "..", "..", "dist", "service", "index.js");
}

export interface EmbeddedService {
  pid: number;
  url: string;
}

export function logTail(path: string, lines = 30): string {
  if (!existsSync(path)) return "(no log)";
  return readFileSync(path, "utf8").split("\n").slice(-lines).join("\n");
}

export async function startEmbedded(options: {
  apiKey: string;
  bind: string;
  httpPort: number;
  smtpPort: number;
  domain: string;
  catchAll: CatchAllMode;
  logPath: string;
  timeoutMs: number;
}): Promise<EmbeddedService> {
  const log = openSync(options.logPath, "a");
  // V8's helper threads sized to the machine's cores (docs/configuration.md, "Node flags").
  const child = spawn(process.execPath, ["--v8-pool-size=0", SERVICE_ENTRY], {
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PROOFBOX_API_KEY: options.apiKey,
      PROOFBOX_HTTP_HOST: options.bind,
      PROOFBOX_SMTP_HOST: options.bind,
      PROOFBOX_HTTP_PORT: String(options.httpPort),
      PROOFBOX_SMTP_PORT: String(options.smtpPort),
      PROOFBOX_DOMAIN: options.domain,
      PROOFBOX_CATCH_ALL: options.catchAll,
      // glibc gives each thread its own malloc arena; with the parser and verdict threads that
      // is about 25 MB of resident memory a CI runner gains nothing from (docs/configuration.md).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    },
  });
  closeSync(log);
  child.unref();
  const pid = child.pid;
  if (!pid) throw new Error("the Proofbox service did not start");
  const host = options.bind === "0.0.0.0" || options.bind === "::" ? "127.0.0.1" : options.bind;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${options.httpPort}`;
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { pid, url };
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stopGroup(pid, "SIGKILL");
  throw new Error(
    `the Proofbox service did not answer /healthz within ${options.timeoutMs / 1000} s; its log ends:\n${logTail(options.logPath)}`,
  );
}

export function stopGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    // No process groups (Windows): the service itself, which has no children to leave behind.
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/** Whether the process is still running: one that exited and waits to be reaped is not. */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // The service outlived the main step that started it, so whoever adopted it reaps it once it
  // exits, and some init processes take a second or two: until then it is a zombie, which
  // signal 0 still finds. Linux says so in /proc; elsewhere the signal is all there is.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
};

/** SIGTERM to the service's process group, SIGKILL after the grace period. */
export async function stopEmbedded(pid: number, graceMs = 5000): Promise<"stopped" | "killed" | "gone"> {
  if (!alive(pid)) return "gone";
  stopGroup(pid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return "stopped";
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stopGroup(pid, "SIGKILL");
  return "killed";
}
