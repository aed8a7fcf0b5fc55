import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, connect, type Server, type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { TEST_DATABASE_URL } from "./store-backends.js";

/**
 * Real service processes (the bundle in dist/service) sharing one PostgreSQL schema, as a team
 * service runs them, and a TCP proxy in front of the database that a test can cut and restore.
 */
const SERVICE = fileURLToPath(new URL("../../dist/service/index.js", import.meta.url));

export interface Instance {
  child: ChildProcess;
  url: string;
  smtpPort: number;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface TeamSettings {
  schema: string;
  databaseUrl: string;
  apiKey: string;
  secretKey: string;
}

export function teamSettings(databaseUrl = TEST_DATABASE_URL): TeamSettings {
  return {
    schema: `pbx_team_${randomBytes(5).toString("hex")}`,
    databaseUrl,
    apiKey: `pbx_team_${randomBytes(12).toString("hex")}`,
    secretKey: randomBytes(24).toString("hex"),
  };
}

export async function startInstance(team: TeamSettings, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, [SERVICE], {
    env: {
      PATH: process.env.PATH ?? "",
      PROOFBOX_HTTP_PORT: "0",
      PROOFBOX_SMTP_PORT: "0",
      PROOFBOX_LOG_LEVEL: "warn",
      PROOFBOX_DNS: "off",
      PROOFBOX_DATABASE_URL: team.databaseUrl,
      PROOFBOX_DATABASE_SCHEMA: team.schema,
      PROOFBOX_DATABASE_STATEMENT_TIMEOUT_MS: "5000",
      PROOFBOX_API_KEY: team.apiKey,
      PROOFBOX_SECRET_KEY: team.secretKey,
      PROOFBOX_MAIL_PER_ADDRESS_PER_HOUR: "100000",
      PROOFBOX_ADDRESS_CREATIONS_PER_MINUTE: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const url = /HTTP API\s+(\S+)\/v1/.exec(output)?.[1];
    const smtp = /SMTP\s+\S+:(\d+)/.exec(output)?.[1];
    if (url && smtp) {
      return {
        child,
        url,
        smtpPort: Number(smtp),
        output: () => output,
        async stop(signal = "SIGTERM") {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill(signal);
          await exited;
        },
      };
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the instance did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function dropSchema(team: TeamSettings): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${team.schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * A TCP proxy to the database: `cut()` closes every connection and refuses new ones (the
 * database restarting, as the service sees it), `restore()` lets them through again.
 */
export async function databaseProxy(target = { host: "127.0.0.1", port: 5432 }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server!.address();
        port = typeof address === "object" && address ? address.port : 0;
        resolve();
      });
    });
  await listen();
  return {
    url: () => TEST_DATABASE_URL.replace(/@[^/]+\//, `@127.0.0.1:${port}/`),
    async cut() {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
      // The server's close waits for its connections: cut them first.
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closing;
    },
    restore: listen,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
