import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { renderBaseline } from "../service/store/sqljs/baseline-render.js";

/**
 * `npm run baseline` writes service/store/sqljs/baseline.ts: the schema every migration together
 * produces, which a fresh embedded database loads in one step (store/sqljs/migrate.ts). With
 * `--check`, fails when the committed file is not what the migrations produce.
 */
const PATH = "service/store/sqljs/baseline.ts";
const rendered = await format(await renderBaseline(), { ...(await resolveConfig(PATH)), parser: "typescript" });
if (process.argv.includes("--check")) {
  if (readFileSync(PATH, "utf8") !== rendered) {
    process.stderr.write(`baseline: ${PATH} is stale; run 'npm run baseline' and commit it\n`);
    process.exit(1);
  }
  process.stdout.write(`baseline: ${PATH} is what the migrations produce\n`);
} else {
  writeFileSync(PATH, rendered);
  process.stdout.write(`baseline: wrote ${PATH}\n`);
}
