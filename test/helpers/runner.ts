import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * What the GitHub runner gives a JavaScript action's step, for running a bundled action as the
 * runner does: the file commands (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STATE, GITHUB_STEP_SUMMARY),
 * INPUT_* and STATE_* variables, and the step's output.
 */

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

/** Parses a GITHUB_OUTPUT / GITHUB_ENV / GITHUB_STATE file of heredoc blocks. */
export function parseFileCommands(path: string): Record<string, string> {
  const values: Record<string, string> = {};
  const text = readFileSync(path, "utf8");
  const pattern = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) values[match[1]!] = match[3]!;
  return values;
}

export interface StepResult {
  code: number | null;
  output: string;
}

/** Runs one step's bundle with only PATH and the given variables, as the runner's node does. */
export function runStep(entry: string, env: Record<string, string>): Promise<StepResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry], { env: { PATH: process.env.PATH ?? "", ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

export type RunnerFiles = Record<"output" | "env" | "state" | "summary", string>;

/** A temporary directory with empty file-command files, and their variables. */
export function runnerFiles(): { dir: string; files: RunnerFiles; env: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), "proofbox-action-"));
  const files = Object.fromEntries(
    ["output", "env", "state", "summary"].map((name) => {
      const path = join(dir, name);
      writeFileSync(path, "");
      return [name, path];
    }),
  ) as RunnerFiles;
  return {
    dir,
    files,
    env: {
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: files.output,
      GITHUB_ENV: files.env,
      GITHUB_STATE: files.state,
      GITHUB_STEP_SUMMARY: files.summary,
    },
  };
}

/** The STATE_* variables the runner gives a post step, from what its main step saved. */
export function stateForPost(statePath: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parseFileCommands(statePath)).map(([key, value]) => [`STATE_${key}`, value]),
  );
}
