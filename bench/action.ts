import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, median, ROOT } from "./lib/processes.js";

/** Size of a folder's files in MB. */
function folderMb(path: string): number {
  let bytes = 0;
  for (const entry of readdirSync(path)) bytes += statSync(join(path, entry)).size;
  return bytes / 1024 / 1024;
}

/**
 * The action's main step with the embedded service, run as the runner runs it (INPUT_* and the
 * file commands), from spawn to exit with the variables exported; then its post step stops the
 * service, writes the job summary and, with no artifact storage on this runner, saves no page
 * (the post step's own cost, without the upload). Also the sizes of the committed bundles.
 */
export async function benchAction(log: (line: string) => void) {
  const times: number[] = [];
  const postTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const dir = mkdtempSync(join(tmpdir(), "proofbox-bench-action-"));
    const files: Record<string, string> = {};
    for (const name of ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"]) {
      files[name] = join(dir, name);
      writeFileSync(files[name], "");
    }
    const env = {
      PATH: process.env.PATH ?? "",
      RUNNER_TEMP: dir,
      ...files,
      GITHUB_REPOSITORY: "acme/shop",
      GITHUB_WORKFLOW: "bench",
      GITHUB_JOB: "bench",
      "INPUT_HTTP-PORT": String(await freePort()),
      "INPUT_SMTP-PORT": String(await freePort()),
      INPUT_COMMENT: "never",
      "INPUT_JOB-STATUS": "success",
    };
    const run = (entry: string, extra: Record<string, string> = {}) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const child = spawn(process.execPath, [join(ROOT, "dist", entry, "index.js")], {
          env: { ...env, ...extra },
          stdio: "ignore",
        });
        child.on("exit", () => resolve(performance.now() - started));
      });
    times.push(await run("main"));
    if (!readFileSync(files.GITHUB_ENV!, "utf8").includes("PROOFBOX_RUN"))
      throw new Error("main did not export PROOFBOX_RUN");
    const state: Record<string, string> = {};
    for (const match of readFileSync(files.GITHUB_STATE!, "utf8").matchAll(
      /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm,
    ))
      state[`STATE_${match[1]!}`] = match[3]!;
    postTimes.push(await run("post", state));
    rmSync(dir, { recursive: true, force: true });
  }
  const sizes = Object.fromEntries(
    ["main", "post", "service"].map((name) => [name, folderMb(join(ROOT, "dist", name))]),
  );
  log(
    `  main step with embedded boot: ${times.map((t) => t.toFixed(0)).join(", ")} ms; median ${median(times).toFixed(0)} ms (target <= 3,000 ms)`,
  );
  log(
    `  post step (stops the service, writes the summary, no artifact storage): ${postTimes.map((t) => t.toFixed(0)).join(", ")} ms; median ${median(postTimes).toFixed(0)} ms (target <= 500 ms)`,
  );
  log(
    `  bundles: dist/main ${sizes.main!.toFixed(1)} MB, dist/post ${sizes.post!.toFixed(1)} MB, dist/service ${sizes.service!.toFixed(1)} MB\n`,
  );
  return { times, postTimes, sizes };
}
