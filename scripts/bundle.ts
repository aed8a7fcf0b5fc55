import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { asciiSource } from "./ascii-source.js";

/**
 * Builds dist/: one ncc bundle per entry point, from the compiled JavaScript in build/.
 * Run through `npm run build` (which compiles first). The output is committed, and CI
 * rebuilds it and fails when it differs (dist freshness check).
 */
const ENTRIES: { name: string; entry: string }[] = [
  { name: "service", entry: "build/service/main.js" },
  { name: "parse-worker", entry: "build/service/parse-worker.js" },
  { name: "verdict-worker", entry: "build/service/verdict-worker.js" },
  { name: "main", entry: "build/src/action/entry-main.js" },
  { name: "post", entry: "build/src/action/entry-post.js" },
  // The proofbox command (package.json bin); `serve` loads dist/service beside it.
  { name: "cli", entry: "build/service/cli/main.js" },
  // The checkout action (checkout/action.yml) points at these from its own folder.
  { name: "checkout-main", entry: "build/src/checkout/entry-main.js" },
  { name: "checkout-post", entry: "build/src/checkout/entry-post.js" },
];

const require = createRequire(import.meta.url);
const ncc = join(dirname(require.resolve("@vercel/ncc/package.json")), "dist", "ncc", "cli.js");

for (const { name, entry } of ENTRIES) {
  const out = join("dist", name);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  execFileSync(process.execPath, [ncc, "build", entry, "-o", out, "--license", "licenses.txt", "--quiet"], {
    stdio: "inherit",
  });
  // Every thread that loads a bundle keeps its source; in ASCII V8 keeps it at one byte a character.
  for (const file of readdirSync(out).filter((name) => name.endsWith(".js"))) {
    const path = join(out, file);
    writeFileSync(path, asciiSource(readFileSync(path, "utf8")));
  }
}

// The worker threads run beside the service bundle (see service/mail/parser-pool.ts and
// verdict-thread.ts). Their third-party code is a subset of the service's (which loads the same
// modules when it runs without workers), so the service's licenses.txt covers them.
for (const worker of ["parse-worker", "verdict-worker"]) {
  const extra = readdirSync(join("dist", worker)).filter(
    (file) => !["index.js", "package.json", "licenses.txt"].includes(file),
  );
  if (extra.length > 0)
    throw new Error(`the ${worker} bundle grew extra files (${extra.join(", ")}); ship them beside it`);
  renameSync(join("dist", worker, "index.js"), join("dist", "service", `${worker}.js`));
  rmSync(join("dist", worker), { recursive: true, force: true });
}

// sql.js is loaded at run time beside the service bundle (see service/store/sqljs/database.ts).
const sqlJsDist = dirname(require.resolve("sql.js/dist/sql-wasm.wasm"));
copyFileSync(join(sqlJsDist, "sql-wasm.wasm"), join("dist", "service", "sql-wasm.wasm"));
copyFileSync(join(sqlJsDist, "sql-wasm.js"), join("dist", "service", "sql-wasm.cjs"));
