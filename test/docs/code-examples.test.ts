import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BundledService, startBundledService } from "../../scripts/bundled-service.js";

/**
 * Every TypeScript and JavaScript example in README.md and docs/*.md compiles, as written,
 * against the client as a user installs it (packages/client, built by `npm ci`) and the test
 * frameworks they name (Vitest's own types; Jest's and Playwright's as declared below, since
 * they are not dependencies here). The app under test's own steps (signUp, signInWith,
 * requestPasswordReset) are declared, as a reader's project would define them.
 *
 * Then every example not marked `<!-- example: not run: <reason> -->` (test files of a reader's
 * app for Jest or Playwright, which are not here) runs as written against the bundled service,
 * Vitest test files under Vitest, with a stand-in for the reader's app: signUp sends a sign-up email with a code and a verify link
 * over SMTP, as an app would. A fragment (no imports) runs with the `inbox` it refers to made as
 * the page makes it, `new Proofbox()`, and nodemailer when it uses it. A pool account with a
 * password exists, as the page on accounts has the reader make one.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGES = ["README.md", ...readdirSync(join(ROOT, "docs")).map((name) => `docs/${name}`)].filter((page) =>
  page.endsWith(".md"),
);

/** What a reader's project has beside an example: the app's steps, and the test runners' globals. */
const READERS_PROJECT = `
declare function signUp(address: string): Promise<void>;
declare function signInWith(address: string, secret: string): Promise<void>;
declare function requestPasswordReset(address: string): Promise<void>;
declare const inbox: import("proofbox").Proofbox;
declare const jest: { setTimeout(ms: number): void };
declare function test(name: string, run: () => Promise<void>): void;
declare function expect(value: unknown): { toBe(expected: unknown): void };
declare const nodemailer: { createTransport(options: object): unknown };
`;
/** @playwright/test, as much of it as the examples use. */
const PLAYWRIGHT = `
interface Locator { fill(text: string): Promise<void>; click(): Promise<void> }
interface Page {
  goto(url: string): Promise<unknown>;
  getByLabel(text: string): Locator;
  getByRole(role: string, options: { name: string }): Locator;
  getByText(text: string): Locator;
}
interface TestInfo { title: string }
type Body<F> = (fixtures: F & { page: Page }, info: TestInfo) => Promise<void>;
interface TestType<F> {
  (name: string, body: Body<F>): void;
  setTimeout(ms: number): void;
  extend<E extends object>(fixtures: E): TestType<F & { [K in keyof E]: E[K] extends (...args: infer A) => unknown ? A[1] extends (value: infer V) => unknown ? V : never : never }>;
}
export declare const test: TestType<object>;
export declare function expect(locator: Locator): { toBeVisible(): Promise<void> };
`;

let project = "";
afterAll(() => rmSync(project, { recursive: true, force: true }));

const NOT_RUN = /^<!-- example: not run: (.+) -->$/;

function codeExamples(markdown: string): { line: number; text: string; run: boolean }[] {
  const lines = markdown.split("\n");
  const found: { line: number; text: string; run: boolean }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== "```ts" && lines[i] !== "```js") continue;
    const end = lines.indexOf("```", i + 1);
    const before = lines[i - 1] === "" ? lines[i - 2] : lines[i - 1];
    found.push({ line: i + 1, text: lines.slice(i + 1, end).join("\n"), run: !NOT_RUN.test(before ?? "") });
    i = end;
  }
  return found;
}

const API_KEY = "pbx_code_examples_key_0123456789";
const VITEST_FILE = /^import .* from "vitest";/m;
let service: BundledService | undefined;
let serviceUrl = "";
let smtpPort = 0;
beforeAll(async () => {
  // The reader's project: the client as installed, the test runners' types, nodemailer.
  project = mkdtempSync(join(tmpdir(), "proofbox-code-examples-"));
  mkdirSync(join(project, "node_modules", "@playwright", "test"), { recursive: true });
  symlinkSync(join(ROOT, "packages", "client"), join(project, "node_modules", "proofbox"), "dir");
  symlinkSync(join(ROOT, "node_modules", "vitest"), join(project, "node_modules", "vitest"), "dir");
  writeFileSync(join(project, "node_modules", "@playwright", "test", "index.d.ts"), PLAYWRIGHT);
  writeFileSync(join(project, "node_modules", "@playwright", "test", "package.json"), '{"types":"index.d.ts"}');
  writeFileSync(join(project, "package.json"), '{"type":"module"}');
  symlinkSync(join(ROOT, "node_modules", "nodemailer"), join(project, "node_modules", "nodemailer"), "dir");
  writeFileSync(join(project, "stand-in-app.mjs"), STAND_IN_APP);
  service = await startBundledService(API_KEY);
  ({ url: serviceUrl, smtpPort } = service);
});
afterAll(() => {
  service?.stop();
});

/** The reader's app, as the examples call it: it sends real mail to the service over SMTP. */
const STAND_IN_APP = `
import nodemailer from "nodemailer";
const transport = nodemailer.createTransport({
  host: "127.0.0.1", port: Number(process.env.PROOFBOX_SMTP_PORT), secure: false, ignoreTLS: true,
});
const send = (to, subject, text) => transport.sendMail({ from: "Shop <no-reply@app.example.com>", to, subject, text });
globalThis.signUp = (address) => send(address, "Confirm your email",
  "Welcome to Shop! Your verification code is 482913.\\n" +
  "Or confirm your email address: https://app.example.com/verify?token=3f9a0c1d2b4e\\n");
globalThis.requestPasswordReset = (address) => send(address, "Reset your password",
  "Reset your password here: https://app.example.com/reset?token=9b8a7c6d5e\\n");
globalThis.signInWith = async (address, secret) => {
  if (!address || !secret) throw new Error("signInWith needs an address and a password");
};
`;

describe("the documentation's TypeScript and JavaScript examples", () => {
  it("compile as written against the client a user installs", () => {
    const files: string[] = [];
    for (const page of PAGES)
      for (const example of codeExamples(readFileSync(join(ROOT, page), "utf8"))) {
        const name = `${page.replace(/\W+/g, "-")}-${example.line}.ts`;
        // An example that imports nothing is a fragment of a module that has `inbox` already.
        const module = /^import /m.test(example.text);
        writeFileSync(
          join(project, name),
          `${module ? "" : "export {};\n"}${example.text}\n`.replace(/^/, `// ${page}:${example.line}\n`),
        );
        files.push(name);
      }
    expect(files.length).toBeGreaterThan(5);
    writeFileSync(join(project, "readers-project.d.ts"), READERS_PROJECT);
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          noEmit: true,
          strict: true,
          target: "es2022",
          module: "nodenext",
          moduleResolution: "nodenext",
          lib: ["es2022", "dom"],
          types: ["node"],
          typeRoots: [join(ROOT, "node_modules", "@types")],
          skipLibCheck: true,
          allowJs: true,
        },
        files: ["readers-project.d.ts", ...files],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    let output = "";
    try {
      execFileSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: project, encoding: "utf8" });
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? String(error);
    }
    expect(output).toBe("");
  }, 120_000);

  it("run as written, with a stand-in for the reader's app", async () => {
    const api = (path: string, method: string, body: unknown) =>
      fetch(`${serviceUrl}/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    // The pool account docs/accounts.md has the reader make: a saved password, the tag pool.
    expect((await api("/addresses", "POST", { name: "pool-account", password: true })).status).toBe(201);
    expect((await api("/addresses/pool-account@proofbox.test", "PATCH", { tags: ["pool"] })).status).toBe(200);

    let ran = 0;
    for (const page of PAGES)
      for (const example of codeExamples(readFileSync(join(ROOT, page), "utf8"))) {
        // Vitest test files run under Vitest (the last test here).
        if (!example.run || VITEST_FILE.test(example.text)) continue;
        const fragment = !/^import /m.test(example.text);
        const prelude = fragment
          ? `import { Proofbox } from "proofbox";\nimport nodemailer from "nodemailer";\nconst inbox = new Proofbox();\n`
          : "";
        const source = ts.transpileModule(`${prelude}${example.text}\nexport {};\n`, {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        }).outputText;
        const file = `run-${page.replace(/\W+/g, "-")}-${example.line}.mjs`;
        writeFileSync(join(project, file), source);
        await promisify(execFile)(process.execPath, ["--import", "./stand-in-app.mjs", file], {
          cwd: project,
          env: {
            PATH: process.env.PATH ?? "",
            PROOFBOX_URL: serviceUrl,
            PROOFBOX_API_KEY: API_KEY,
            PROOFBOX_SMTP_HOST: "127.0.0.1",
            PROOFBOX_SMTP_PORT: String(smtpPort),
          },
        }).catch((error: { stderr?: string }) => {
          throw new Error(`${page}:${example.line} failed:\n${error.stderr ?? ""}`);
        });
        ran++;
      }
    expect(ran).toBeGreaterThanOrEqual(4);
  }, 180_000);

  it("run the Vitest test files under Vitest, with the same stand-in app", async () => {
    const files: string[] = [];
    for (const page of PAGES)
      for (const example of codeExamples(readFileSync(join(ROOT, page), "utf8"))) {
        if (!example.run || !VITEST_FILE.test(example.text)) continue;
        const file = `vitest-${page.replace(/\W+/g, "-")}-${example.line}.test.ts`;
        writeFileSync(join(project, file), `${example.text}\n`);
        files.push(file);
      }
    expect(files.length).toBeGreaterThanOrEqual(2);
    writeFileSync(
      join(project, "vitest.config.mjs"),
      `export default { test: { include: ["vitest-*.test.ts"], setupFiles: ["./stand-in-app.mjs"] } };\n`,
    );
    const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
    const { stdout } = await promisify(execFile)(process.execPath, [vitest, "run", "--root", project], {
      cwd: project,
      env: {
        PATH: process.env.PATH ?? "",
        PROOFBOX_URL: serviceUrl,
        PROOFBOX_API_KEY: API_KEY,
        PROOFBOX_SMTP_PORT: String(smtpPort),
        NO_COLOR: "1",
      },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the Vitest examples failed:\n${error.stdout ?? ""}${error.stderr ?? ""}`);
    });
    // eslint-disable-next-line no-control-regex -- colours, should a terminal setting turn them on
    expect(stdout.replace(/\x1b\[[0-9;]*m/g, "")).toMatch(new RegExp(`Test Files +${files.length} passed`));
  }, 180_000);
});
