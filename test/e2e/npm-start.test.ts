import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { RawSmtp } from "../helpers/smtp.js";

/**
 * `npm start` as a user runs it, stopped as a terminal, Docker or a process manager stops it: the
 * signal goes to npm alone, which hands it to its script. The script must reach the service (no
 * shell left in between), and the service must stop cleanly: open waits answered, SMTP sessions
 * told 421, nothing left listening.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const API_KEY = "e2e-key-0123456789abcdef";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

async function npmStart() {
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PROOFBOX_HTTP_PORT: "0",
      PROOFBOX_SMTP_PORT: "0",
      PROOFBOX_API_KEY: API_KEY,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  while (!/SMTP\s+\S+:\d+/.test(output) || !/HTTP API\s+\S+\/v1/.test(output)) {
    if (child.exitCode !== null) throw new Error(`npm start ended:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    child,
    exited,
    httpUrl: /HTTP API\s+(\S+)\/v1/.exec(output)?.[1] as string,
    smtpPort: Number(/SMTP\s+\S+:(\d+)/.exec(output)?.[1]),
  };
}

const api = (url: string, init: RequestInit = {}) =>
  fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
  });

describe("npm start, stopped by a signal to npm", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`${signal}: answers an open wait 503, says 421 to an SMTP session, and leaves nothing running`, async () => {
      const service = await npmStart();
      const created = await api(`${service.httpUrl}/v1/addresses`, {
        method: "POST",
        body: JSON.stringify({ name: "stopping" }),
      });
      expect(created.status).toBe(201);
      const smtp = await RawSmtp.open(service.smtpPort);
      expect(await smtp.command("EHLO e2e")).toMatch(/^250/);
      const wait = api(`${service.httpUrl}/v1/addresses/stopping@proofbox.test/code?timeout=30`);
      // The wait is open once a request behind it on another connection has been answered.
      expect((await fetch(`${service.httpUrl}/healthz`)).status).toBe(200);

      service.child.kill(signal);

      const answered = await wait;
      expect(answered.status).toBe(503);
      expect(answered.headers.get("retry-after")).toBe("5");
      expect(await answered.json()).toMatchObject({
        error: "unavailable",
        message: expect.stringMatching(/shutting down/),
      });
      expect(await smtp.reply()).toMatch(/^421 /);
      expect(await service.exited).toBe(0);
      await expect(fetch(`${service.httpUrl}/healthz`)).rejects.toThrow();
      await expect(RawSmtp.open(service.smtpPort)).rejects.toThrow();
    });
  }
});
