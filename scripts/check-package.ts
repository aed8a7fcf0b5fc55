import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run check:package`: the package `proofbox` as a user gets it. Packs packages/client
 * (`npm pack` runs its prepack build), installs the tarball into an empty project in a temporary
 * folder that cannot see this repository, and there: imports the client from .mjs and .cjs,
 * type-checks a .ts file against it (moduleResolution node16 and bundler), starts the bundled
 * service with `npx proofbox serve`, creates an address, sends it mail over SMTP and reads the code
 * back with `npx proofbox code`. Prints the packed and installed size and the packages installed.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const work = mkdtempSync(join(tmpdir(), "proofbox-package-"));
const project = join(work, "project");
const API_KEY = "package-check-key-0123456789";

const step = (text: string) => process.stdout.write(`  ${text}\n`);
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  try {
    return execFileSync(cmd, args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${[cmd, ...args].join(" ")} failed:\n${stdout}${stderr}`);
  }
}

/** Bytes of every file under `dir`. */
function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(path) : statSync(path).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function pack(): string {
  const [packed] = JSON.parse(
    run(npm, ["pack", "--json", "--pack-destination", work], join(root, "packages", "client")),
  ) as {
    filename: string;
    size: number;
    unpackedSize: number;
    entryCount: number;
  }[];
  if (!packed) throw new Error("npm pack wrote no tarball");
  step(
    `packed ${packed.filename}: ${mb(packed.size)}, ${mb(packed.unpackedSize)} unpacked, ${packed.entryCount} files`,
  );
  return join(work, packed.filename);
}

function install(tarball: string): void {
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "empty-project", private: true }, null, 2));
  run(npm, ["install", "--save-dev", "--no-audit", "--no-fund", tarball], project);
  const installed = readdirSync(join(project, "node_modules")).filter((name) => !name.startsWith("."));
  step(
    `installed into an empty project: ${installed.length} package${installed.length === 1 ? "" : "s"} (${installed.join(", ")}), ${mb(sizeOf(join(project, "node_modules")))}`,
  );
  if (installed.length !== 1) throw new Error(`expected the package alone, got: ${installed.join(", ")}`);
}

function importBothWays(): void {
  writeFileSync(
    join(project, "esm.mjs"),
    'import { Proofbox, ProofboxError } from "proofbox";\nconsole.log(typeof Proofbox, typeof ProofboxError);\n',
  );
  writeFileSync(
    join(project, "cjs.cjs"),
    'const { Proofbox, ProofboxError } = require("proofbox");\nconsole.log(typeof Proofbox, typeof ProofboxError);\n',
  );
  for (const file of ["esm.mjs", "cjs.cjs"]) {
    const printed = run(process.execPath, [file], project).trim();
    if (printed !== "function function") throw new Error(`${file} printed ${printed}`);
  }
  step("the client imports from .mjs and .cjs");
}

function typeCheck(): void {
  writeFileSync(
    join(project, "check.ts"),
    [
      'import { Proofbox, type Match } from "proofbox";',
      'const inbox = new Proofbox({ url: "http://127.0.0.1:7025", apiKey: "pbx_key" });',
      "export async function newestCode(address: string): Promise<string> {",
      "  const result: Match = await inbox.code(address, { timeout: 30 });",
      "  return result.value;",
      "}",
      "",
    ].join("\n"),
  );
  for (const [module, resolution] of [
    ["node16", "node16"],
    ["esnext", "bundler"],
  ] as const) {
    const config = `tsconfig.${resolution}.json`;
    writeFileSync(
      join(project, config),
      JSON.stringify({
        compilerOptions: {
          noEmit: true,
          strict: true,
          target: "es2022",
          lib: ["es2022", "dom"],
          // No @types/node: the client's types must stand on the language and DOM libraries alone.
          types: [],
          module,
          moduleResolution: resolution,
        },
        files: ["check.ts"],
      }),
    );
    run(process.execPath, [tsc, "-p", config], project);
  }
  step("a .ts file type-checks against it (moduleResolution node16 and bundler)");
}

/** `npx proofbox serve` on free ports; resolves with its URL and SMTP port once it prints them. */
async function serve(): Promise<{
  child: ChildProcess;
  url: string;
  smtpPort: number;
  stopped: Promise<number | null>;
}> {
  const child = spawn(npm, ["exec", "--", "proofbox", "serve", "--http-port", "0", "--smtp-port", "0"], {
    cwd: project,
    env: { ...process.env, PROOFBOX_API_KEY: API_KEY },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, stopped as a terminal's Ctrl-C or a cancelled job stops it: the
    // signal goes to npm, the shell npm exec starts and the service alike.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stopped = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (!/SMTP\s+\S+:\d+/.test(output) || !/HTTP API\s+\S+\/v1/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`npx proofbox serve did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!output.startsWith("Proofbox is running")) throw new Error(`unexpected banner:\n${output}`);
  step(`npx proofbox serve: ${output.split("\n")[0]}`);
  return {
    child,
    url: /HTTP API\s+(\S+)\/v1/.exec(output)?.[1] as string,
    smtpPort: Number(/SMTP\s+\S+:(\d+)/.exec(output)?.[1]),
    stopped,
  };
}

/** One message over plain SMTP, as the app under test would send it. */
async function sendMail(port: number, to: string, body: string): Promise<void> {
  const socket = connect(port, "127.0.0.1");
  socket.setEncoding("utf8");
  let buffer = "";
  let arrived = () => {};
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    arrived();
  });
  const reply = async (): Promise<string> => {
    for (;;) {
      const match = /^(?:\d{3}-.*\r\n)*\d{3} .*\r\n/.exec(buffer);
      if (match) {
        buffer = buffer.slice(match[0].length);
        return match[0];
      }
      await new Promise<void>((resolve, reject) => {
        arrived = resolve;
        socket.once("error", reject);
      });
    }
  };
  const expect = async (code: string, line?: string) => {
    if (line !== undefined) socket.write(`${line}\r\n`);
    const answer = await reply();
    if (!answer.startsWith(code)) throw new Error(`SMTP: sent ${line ?? "(connect)"}, got ${answer}`);
  };
  await expect("220");
  await expect("250", "EHLO package-check");
  await expect("250", "MAIL FROM:<no-reply@shop.example>");
  await expect("250", `RCPT TO:<${to}>`);
  await expect("354", "DATA");
  await expect(
    "250",
    [
      "From: Shop <no-reply@shop.example>",
      `To: ${to}`,
      "Subject: Your verification code",
      "Content-Type: text/plain; charset=utf-8",
      "",
      body,
      ".",
    ].join("\r\n"),
  );
  socket.end("QUIT\r\n");
}

/** Whether any process of the group led by `pid` is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  process.stdout.write("package proofbox, installed as a user installs it\n");
  try {
    install(pack());
    importBothWays();
    typeCheck();
    const service = await serve();
    try {
      const env = { ...process.env, PROOFBOX_URL: service.url, PROOFBOX_API_KEY: API_KEY };
      const address = run(npm, ["exec", "--", "proofbox", "address", "create"], project, env).trim();
      await sendMail(service.smtpPort, address, "Your verification code is 482913. It expires in 10 minutes.");
      const code = run(npm, ["exec", "--", "proofbox", "code", address, "--timeout", "10"], project, env).trim();
      if (code !== "482913") throw new Error(`npx proofbox code printed ${JSON.stringify(code)}`);
      step(`npx proofbox address create, mail over SMTP, npx proofbox code: ${code}`);
    } finally {
      process.kill(-(service.child.pid as number), "SIGTERM");
    }
    await service.stopped;
    // npm exits by the signal it passed on; what matters is that nothing of the group is left.
    const deadline = Date.now() + 5000;
    while (groupAlive(service.child.pid as number)) {
      if (Date.now() > deadline) throw new Error("npx proofbox serve left processes running after SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (
      await fetch(`${service.url}/healthz`).then(
        () => true,
        () => false,
      )
    )
      throw new Error("the service still answers after SIGTERM");
    step("npx proofbox serve stopped on SIGTERM to its process group: nothing left running");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`check-package: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
