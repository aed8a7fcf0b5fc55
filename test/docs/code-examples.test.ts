import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Every TypeScript and JavaScript example in README.md and docs/*.md compiles, as written,
 * against the client as a user installs it (packages/client, built by `npm ci`) and the test
 * frameworks they name (Vitest's own types; Jest's and Playwright's as declared below, since
 * they are not dependencies here). The app under test's own steps (signUp, a page to sign in
 * on) are declared, as a reader's project would define them. These examples call an app that
 * is not here, so they are compiled, not run: test/docs/examples.test.ts runs the shell ones,
 * and the client's calls are run by test/client.
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

function codeExamples(markdown: string): { line: number; text: string }[] {
  const lines = markdown.split("\n");
  const found: { line: number; text: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== "```ts" && lines[i] !== "```js") continue;
    const end = lines.indexOf("```", i + 1);
    found.push({ line: i + 1, text: lines.slice(i + 1, end).join("\n") });
    i = end;
  }
  return found;
}

describe("the documentation's TypeScript and JavaScript examples", () => {
  it("compile as written against the client a user installs", () => {
    project = mkdtempSync(join(tmpdir(), "proofbox-code-examples-"));
    mkdirSync(join(project, "node_modules", "@playwright", "test"), { recursive: true });
    symlinkSync(join(ROOT, "packages", "client"), join(project, "node_modules", "proofbox"), "dir");
    symlinkSync(join(ROOT, "node_modules", "vitest"), join(project, "node_modules", "vitest"), "dir");
    writeFileSync(join(project, "node_modules", "@playwright", "test", "index.d.ts"), PLAYWRIGHT);
    writeFileSync(join(project, "node_modules", "@playwright", "test", "package.json"), '{"types":"index.d.ts"}');
    writeFileSync(join(project, "package.json"), '{"type":"module"}');

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
});
