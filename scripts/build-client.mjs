// Builds packages/client/dist from src/client: ES modules and CommonJS, each with type
// declarations (tsc twice), and a package.json in each folder saying which it is. Plain
// JavaScript so that `npm pack` in packages/client can run it with nothing compiled first.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
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
