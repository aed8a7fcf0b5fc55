import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CeilingMode } from "./stack-ceiling.js";

/**
 * The repository root, from build/bench/lib/ (compiled) as from bench/lib/ (source). build/ holds
 * a copy of package.json too (the service imports its version), but no lockfile.
 */
export const ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (
    !readFileSafe(join(dir, "package.json")).includes('"name": "proofbox-repo"') ||
    !readFileSafe(join(dir, "package-lock.json"))
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("cannot find the repository root");
    dir = parent;
  }
  return dir;
})();

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU time (user and system, every thread) a process has used so far, in seconds (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Verdicts are worked out once intake has room (service/mail/verdict-queue.ts): the 250 does not
 * wait for them. To count them in, this watches the process until it goes quiet (under 2% of a
 * core over a quarter second) and says when that began: every email parsed, extracted, stored
 * and its verdicts stored. A benchmark may sample; the service itself never polls.
 */
export async function quietAt(pid: number): Promise<{ at: number; cpu: number }> {
  let before = cpuSeconds(pid);
  let at = performance.now();
  for (;;) {
    await sleep(250);
    const now = cpuSeconds(pid);
    if (now - before < 0.005) return { at, cpu: before };
    before = now;
    at = performance.now();
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`port ${port} did not open`);
    await sleep(10);
  }
}

export interface Running {
  child: ChildProcess;
  pid: number;
  smtpPort: number;
  httpUrl: string;
  apiKey: string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };
}

/** Starts dist/service (the shipped bundle) on free ports; resolves once /healthz answers. */
export async function startProofbox(env: Record<string, string> = {}): Promise<Running & { readyMs: number }> {
  const started = performance.now();
  // As `npm start` runs it (package.json).
  const child = spawn(process.execPath, ["--v8-pool-size=0", join(ROOT, "dist", "service", "index.js")], {
    env: {
      PATH: process.env.PATH ?? "",
      PROOFBOX_HTTP_PORT: "0",
      PROOFBOX_SMTP_PORT: "0",
      PROOFBOX_LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (;;) {
    const url = /HTTP API\s+(\S+)\/v1/.exec(output)?.[1];
    if (url && /SMTP\s+\S+:(\d+)/.test(output)) {
      const health = await fetch(`${url}/healthz`).catch(() => null);
      if (health?.ok) {
        const readyMs = performance.now() - started;
        return {
          child,
          pid: child.pid as number,
          smtpPort: Number(/SMTP\s+\S+:(\d+)/.exec(output)?.[1]),
          httpUrl: url,
          apiKey: /API key\s+(\S+)/.exec(output)?.[1] ?? env.PROOFBOX_API_KEY ?? "",
          readyMs,
          stop: stopper(child),
        };
      }
    }
    if (child.exitCode !== null) throw new Error(`proofbox exited: ${output}`);
    await sleep(2);
  }
}

/** Starts MailDev 2.2.1 from bench/node_modules on free ports. */
export async function startMailDev(): Promise<Running> {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(ROOT, "bench", "node_modules", "maildev", "bin", "maildev"),
      "-s",
      String(smtpPort),
      "-w",
      String(webPort),
      "--ip",
      "127.0.0.1",
      "--silent",
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitForPort(smtpPort, 15_000);
  await waitForPort(webPort, 15_000);
  return {
    child,
    pid: child.pid as number,
    smtpPort,
    httpUrl: `http://127.0.0.1:${webPort}`,
    apiKey: "",
    stop: stopper(child),
  };
}

/**
 * Starts one of the stack's ceilings (lib/stack-ceiling.ts): smtp-server alone, smtp-server with
 * mailparser, or smtp-server with the service's own parse and extraction, on a free port, as
 * `npm start` runs the service (--v8-pool-size=0).
 */
export async function startStackCeiling(mode: CeilingMode): Promise<Running> {
  const child = spawn(
    process.execPath,
    ["--v8-pool-size=0", join(ROOT, "build", "bench", "lib", "stack-ceiling.js"), mode],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (;;) {
    const port = /SMTP \S+:(\d+)/.exec(output)?.[1];
    if (port) {
      return { child, pid: child.pid as number, smtpPort: Number(port), httpUrl: "", apiKey: "", stop: stopper(child) };
    }
    if (child.exitCode !== null) throw new Error(`stack ceiling ${mode} exited: ${output}`);
    await sleep(2);
  }
}

export interface SenderResult {
  sent: number;
  failed: number;
  ms: number;
  /** The sender's own CPU time over the same span: on 2 cores, what the servers do not get. */
  cpuMs: number;
  firstFailure: string | null;
}

/** Runs the lean sender in its own process. */
export async function runSender(job: {
  port: number;
  connections: number;
  messages: number;
  recipients: string[];
}): Promise<SenderResult> {
  const child = spawn(process.execPath, [join(ROOT, "build", "bench", "lib", "smtp-sender.js"), JSON.stringify(job)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`sender exited with ${code}`);
  return JSON.parse(output) as SenderResult;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
