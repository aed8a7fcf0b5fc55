// Builds packages/client/dist, the installable package `proofbox`: the client from src/client as
// ES modules and CommonJS, each with type declarations (tsc twice) and a package.json saying
// which it is; then the bundles of the repository's dist/ that the `proofbox` command runs: the
// command itself (cli), the service it serves (service) and the app that service serves (app).
// Those are committed and kept fresh by CI, so they are copied, not rebuilt. Plain JavaScript so
// that `npm pack` in packages/client can run it with nothing compiled first.
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const client = join(root, "packages", "client");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

rmSync(join(client, "dist"), { recursive: true, force: true });
for (const [config, folder, type] of [
  ["tsconfig.esm.json", "esm", "module"],
  ["tsconfig.cjs.json", "cjs", "commonjs"],
]) {
  execFileSync(process.execPath, [tsc, "-p", join(client, config)], { stdio: "inherit" });
  mkdirSync(join(client, "dist", folder), { recursive: true });
  writeFileSync(join(client, "dist", folder, "package.json"), `${JSON.stringify({ type }, null, 2)}\n`);
}
copyFileSync(join(root, "LICENSE"), join(client, "LICENSE"));
for (const bundle of ["cli", "service", "app"]) {
  const from = join(root, "dist", bundle);
  if (!existsSync(join(from, "index.js")) && !existsSync(join(from, "index.html")))
    throw new Error(`dist/${bundle} is missing: run npm run build first`);
  cpSync(from, join(client, "dist", bundle), { recursive: true });
}
