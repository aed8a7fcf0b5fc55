import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";

/**
 * The package `proofbox` as a user gets it: `npm pack` of packages/client (which builds it), the
 * tarball installed into an empty folder outside the repository, and there: the client imported
 * from an ES module and from CommonJS (Jest's default mode), each making a real call to the
 * service; a .ts file type-checked against it; and the `proofbox` command serving the bundled
 * service, creating an address and reading the code of mail sent to it.
 */
const CLIENT = fileURLToPath(new URL("../../packages/client", import.meta.url));

let t: TestService;
let project = "";
let tarball = "";
/** npm as a user's shell runs it: none of the test runner's own environment. */
const npmEnv = () => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir() });

beforeAll(async () => {
  t = await startTestService();
  project = mkdtempSync(join(tmpdir(), "proofbox-user-"));
  const packed = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", project], {
      cwd: CLIENT,
      encoding: "utf8",
      env: npmEnv(),
    }),
  ) as { filename: string; files: { path: string }[] }[];
  tarball = join(project, packed[0]!.filename);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "user-project", version: "1.0.0", private: true }),
  );
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--offline", tarball], {
    cwd: project,
    stdio: "ignore",
    env: npmEnv(),
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(project, { recursive: true, force: true });
});

/** Runs a user's script; asynchronously, because the service answers from this same process. */
const run = async (file: string) =>
  (
    await promisify(execFile)(process.execPath, [file], {
      cwd: project,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", PROOFBOX_URL: t.baseUrl, PROOFBOX_API_KEY: KEY },
    })
  ).stdout.trim();

describe("the package proofbox (packages/client)", () => {
  it("packs only what a user needs and depends on nothing", () => {
    const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n").filter(Boolean);
    for (const file of files)
      expect(file).toMatch(
        /^package\/(dist\/(esm|cjs)\/[\w-]+\.(js|d\.ts|json)|dist\/(cli|service|app)\/.+|README\.md|LICENSE|package\.json)$/,
      );
    // The client, the command, the service it serves and the app that service serves.
    for (const file of ["cjs/index.js", "esm/index.d.ts", "cli/index.js", "service/index.js", "app/index.html"])
      expect(files).toContain(`package/dist/${file}`);
    // Installed alone: the client and nothing else.
    expect(readdirSync(join(project, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["proofbox"]);
  });

  it("works from an ES module", async () => {
    writeFileSync(
      join(project, "esm.mjs"),
      `import { Proofbox, ProofboxError } from "proofbox";
const inbox = new Proofbox();
const { address } = await inbox.createAddress({ label: "from esm" });
const missing = await inbox.code(address, { timeout: 0 }).catch((error) => error);
console.log(address.endsWith("@proofbox.test"), missing instanceof ProofboxError, missing.status);`,
    );
    expect(await run("esm.mjs")).toBe("true true 404");
  });

  it("works from CommonJS, as Jest runs tests by default", async () => {
    writeFileSync(
      join(project, "cjs.cjs"),
      `const { Proofbox } = require("proofbox");
new Proofbox().createAddress({ label: "from cjs" }).then((created) => console.log(created.label));`,
    );
    expect(await run("cjs.cjs")).toBe("from cjs");
  });

  it("type-checks a TypeScript file against it, with moduleResolution node16 and bundler", () => {
    writeFileSync(
      join(project, "check.ts"),
      `import { Proofbox, type Match } from "proofbox";
const inbox = new Proofbox({ url: "http://127.0.0.1:7025", apiKey: "pbx_key" });
export async function newestCode(address: string): Promise<string> {
  const result: Match = await inbox.code(address, { timeout: 30 });
  return result.value;
}
`,
    );
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    for (const [module, moduleResolution] of [
      ["node16", "node16"],
      ["esnext", "bundler"],
    ]) {
      const config = `tsconfig.${moduleResolution}.json`;
      // No @types/node: the client's types stand on the language and DOM libraries alone.
      const compilerOptions = { noEmit: true, strict: true, target: "es2022", lib: ["es2022", "dom"], types: [] };
      writeFileSync(
        join(project, config),
        JSON.stringify({ compilerOptions: { ...compilerOptions, module, moduleResolution }, files: ["check.ts"] }),
      );
      expect(() =>
        execFileSync(process.execPath, [tsc, "-p", config], { cwd: project, encoding: "utf8" }),
      ).not.toThrow();
    }
  });

  it("serves the bundled service with npx proofbox serve, and its commands read a code from mail sent to it", async () => {
    const serving = await npxServe();
    try {
      expect(serving.banner).toMatch(
        /^Proofbox is running \(ready in \d+ ms\)\n {2}HTTP API {3}http:\/\/127\.0\.0\.1:\d+\/v1/,
      );
      const env = { ...npmEnv(), PROOFBOX_URL: serving.url, PROOFBOX_API_KEY: SERVE_KEY };
      const npx = async (...args: string[]) =>
        (await promisify(execFile)("npm", ["exec", "--", "proofbox", ...args], { cwd: project, env })).stdout.trim();
      const address = await npx("address", "create");
      expect(address).toMatch(/^[\w.+-]+@proofbox\.test$/);
      await sendMail(serving.smtpPort, {
        to: address,
        subject: "Your code",
        text: "Your verification code is 482913.",
      });
      expect(await npx("code", address, "--timeout", "10")).toBe("482913");
    } finally {
      // As a terminal's Ctrl-C or a cancelled job stops it: the whole process group.
      process.kill(-(serving.child.pid as number), "SIGTERM");
    }
    await serving.exited;
    await expect(fetch(`${serving.url}/healthz`)).rejects.toThrow();
  });
});

const SERVE_KEY = "package-serve-key-0123456789";

/** `npx proofbox serve` on free ports, in a process group of its own; resolves once it prints its banner. */
async function npxServe(): Promise<{
  child: ChildProcess;
  banner: string;
  url: string;
  smtpPort: number;
  exited: Promise<unknown>;
}> {
  const child = spawn("npm", ["exec", "--", "proofbox", "serve", "--http-port", "0", "--smtp-port", "0"], {
    cwd: project,
    env: { ...npmEnv(), PROOFBOX_API_KEY: SERVE_KEY },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  while (!/SMTP\s+\S+:\d+/.test(output) || !/HTTP API\s+\S+\/v1/.test(output)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`npx proofbox serve ended:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    banner: output,
    url: /HTTP API\s+(\S+)\/v1/.exec(output)?.[1] as string,
    smtpPort: Number(/SMTP\s+\S+:(\d+)/.exec(output)?.[1]),
    exited,
  };
}
