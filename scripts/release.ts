import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

/**
 * `npm run release -- 1.2.0`: what a release of the action and the service takes, in order.
 * Checks a clean main, bumps the version (package.json, packages/client if present), moves the
 * CHANGELOG's Unreleased section under the new version with today's date, rebuilds dist/,
 * commits, tags v1.2.0 and moves the major tag v1 to it, as GitHub's own actions do. It pushes
 * nothing: it prints the two push commands to run after a last look. `--no-build` skips the
 * rebuild (for the release script's own test, where dist/ is not the point).
 */
const args = process.argv.slice(2);
const version = args.find((arg) => !arg.startsWith("--"));
const build = !args.includes("--no-build");

const git = (...gitArgs: string[]) => execFileSync("git", gitArgs, { encoding: "utf8" }).trim();
const fail = (message: string): never => {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
};

if (!version || !/^\d+\.\d+\.\d+$/.test(version)) fail("give the new version, such as 1.2.0");
const [major] = version!.split(".");
if (git("rev-parse", "--abbrev-ref", "HEAD") !== "main") fail("release from main");
if (git("status", "--porcelain") !== "") fail("the working tree has changes; commit or stash them first");
if (git("tag", "--list", `v${version}`) !== "") fail(`v${version} exists already`);

for (const path of ["package.json", "packages/client/package.json"]) {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    continue;
  }
  const manifest = JSON.parse(text) as { version: string };
  manifest.version = version!;
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

const changelog = readFileSync("CHANGELOG.md", "utf8");
if (!changelog.includes("## [Unreleased]")) fail("CHANGELOG.md has no ## [Unreleased] section");
const today = new Date().toISOString().slice(0, 10);
writeFileSync("CHANGELOG.md", changelog.replace("## [Unreleased]", `## [Unreleased]\n\n## [${version}] - ${today}`));

if (build) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
git("add", "-A");
git("commit", "-m", `Release v${version}`);
git("tag", "-a", `v${version}`, "-m", `Proofbox v${version}`);
// The major tag follows the newest release of its major version: `uses: proofbox/proofbox@v1`.
git("tag", "-f", "-a", `v${major}`, "-m", `Proofbox v${version}`);
process.stdout.write(
  `Tagged v${version} and moved v${major}. Publish with:\n  git push origin main v${version}\n  git push --force origin v${major}\n`,
);
