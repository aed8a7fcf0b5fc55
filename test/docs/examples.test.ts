import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BundledService, startBundledService } from "../../scripts/bundled-service.js";

/**
 * Every shell example in README.md, CONTRIBUTING.md and docs/*.md runs as written, against the
 * bundled service this test starts. A page's examples run in order in one shell, as a reader
 * following the page would run them, so an example may use what an earlier one on its page made
 * (and must make what it uses). Three things a reader fills in are filled in the same way here:
 * the API key printed at start (`pbx_...`), and the default ports 7025 (HTTP) and 2525 (SMTP),
 * since this service listens on free ones. PROOFBOX_URL and PROOFBOX_API_KEY are set as the README
 * has the reader export them. curl answers an HTTP error with its body and a failing exit
 * status here (a stand-in on PATH adds --fail-with-body), so an example whose call the service
 * refuses fails instead of printing the refusal.
 *
 * An example that cannot run here says so just above its fence, with the reason:
 * `<!-- example: not run: <reason> -->` (starting a second service, installing from the
 * registry, Docker). Code examples in other languages are checked by test/docs/code-examples.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGES = ["README.md", "CONTRIBUTING.md", ...readdirSync(join(ROOT, "docs")).map((name) => `docs/${name}`)]
  .filter((page) => page.endsWith(".md"))
  .sort();
const KEY = "pbx_docs_examples_key_0123456789";
const NOT_RUN = /^<!-- example: not run: (.+) -->$/;

interface Example {
  line: number;
  text: string;
}

/** A page's shell examples (```sh), with the ones marked as not run left out. */
function shellExamples(markdown: string): { run: Example[]; skipped: { line: number; reason: string }[] } {
  const lines = markdown.split("\n");
  const run: Example[] = [];
  const skipped: { line: number; reason: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== "```sh") continue;
    const end = lines.indexOf("```", i + 1);
    // The marker is the line before the fence, or before the blank line Prettier puts there.
    const before = lines[i - 1] === "" ? lines[i - 2] : lines[i - 1];
    const reason = NOT_RUN.exec(before ?? "")?.[1];
    if (reason) skipped.push({ line: i + 1, reason });
    else run.push({ line: i + 1, text: lines.slice(i + 1, end).join("\n") });
    i = end;
  }
  return { run, skipped };
}

let service: BundledService | undefined;
let httpPort = 0;
let smtpPort = 0;
let scratch = "";

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "proofbox-doc-examples-"));
  mkdirSync(join(scratch, "bin"));
  const realCurl = (await promisify(execFile)("bash", ["-c", "command -v curl"])).stdout.trim();
  writeFileSync(join(scratch, "bin", "curl"), `#!/bin/sh\nexec ${realCurl} --fail-with-body "$@"\n`);
  chmodSync(join(scratch, "bin", "curl"), 0o755);
  service = await startBundledService(KEY);
  ({ httpPort, smtpPort } = service);
});
afterAll(() => {
  service?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** What a reader fills in: the key printed at start and the ports the service listens on. */
const filledIn = (text: string) =>
  text
    .replaceAll("pbx_...", KEY)
    .replaceAll("127.0.0.1:7025", `127.0.0.1:${httpPort}`)
    .replaceAll("127.0.0.1:2525", `127.0.0.1:${smtpPort}`)
    .replaceAll('"127.0.0.1", 2525', `"127.0.0.1", ${smtpPort}`);

describe("the documentation's shell examples", () => {
  it("marks every example it does not run with a reason", () => {
    for (const page of PAGES)
      for (const { reason } of shellExamples(readFileSync(join(ROOT, page), "utf8")).skipped)
        expect(reason.length).toBeGreaterThan(10);
  });

  for (const page of PAGES) {
    const { run } = shellExamples(readFileSync(join(ROOT, page), "utf8"));
    if (run.length === 0) continue;
    it(`${page}: runs every example, in order (lines ${run.map((example) => example.line).join(", ")})`, async () => {
      // Each example is announced, so that a failure names it.
      const script = [
        "set -eo pipefail",
        ...run.map((example) => `echo "--- ${page}:${example.line}" >&2\n${filledIn(example.text)}`),
      ].join("\n");
      const result = await promisify(execFile)("bash", ["-c", script], {
        cwd: ROOT,
        env: {
          PATH: `${join(scratch, "bin")}:${process.env.PATH ?? ""}`,
          HOME: process.env.HOME ?? scratch,
          PROOFBOX_URL: `http://127.0.0.1:${httpPort}`,
          PROOFBOX_API_KEY: KEY,
          // Files examples write (a run's report) go to a folder of their own.
          RUNNER_TEMP: scratch,
        },
        maxBuffer: 16 * 2 ** 20,
      }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(`${page}: an example failed\n${error.stderr ?? ""}\n${error.stdout ?? ""}`);
      });
      expect(result.stderr).toContain(`--- ${page}:${run.at(-1)?.line}`);
    }, 180_000);
  }
});
