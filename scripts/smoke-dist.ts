import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Proves dist/ is complete: copies it alone into an empty folder (no node_modules
 * anywhere above it), starts it on free ports, and waits for /healthz.
 */
const folder = mkdtempSync(join(tmpdir(), "proofbox-dist-"));
// The whole of dist/, as the action ships it: main and post find the service at ../service.
cpSync("dist", folder, { recursive: true });
const child = spawn(process.execPath, [join(folder, "service", "index.js")], {
  cwd: folder,
  env: { PATH: process.env.PATH ?? "", PROOFBOX_HTTP_PORT: "0", PROOFBOX_SMTP_PORT: "0" },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
child.stdout.on("data", (chunk: Buffer) => {
  output += chunk.toString();
});
child.stderr.on("data", (chunk: Buffer) => {
  output += chunk.toString();
});

const fail = (why: string) => {
  child.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
  process.stderr.write(`smoke-dist: ${why}\n${output}\n`);
  process.exit(1);
};

const started = Date.now();
for (;;) {
  if (child.exitCode !== null) fail(`the bundle exited with ${child.exitCode}`);
  const url = /HTTP API\s+(\S+)\/v1/.exec(output)?.[1];
  if (url) {
    const response = await fetch(`${url}/healthz`).catch(() => null);
    if (response?.ok) break;
  }
  if (Date.now() - started > 15_000) fail("no /healthz 200 within 15 s");
  await new Promise((resolve) => setTimeout(resolve, 20));
}
child.kill("SIGTERM");
const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
rmSync(folder, { recursive: true, force: true });
if (code !== 0) fail(`exit code ${code} after SIGTERM`);
process.stdout.write(
  `smoke-dist: dist/ copied alone to ${folder}; its service runs (healthy in ${Date.now() - started} ms, clean exit)\n`,
);
