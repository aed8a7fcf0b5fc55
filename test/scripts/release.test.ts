import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import { releaseNotes } from "../../scripts/release-notes.js";

/**
 * The release script in a scratch repository: it bumps the version, dates the CHANGELOG,
 * commits, tags vX.Y.Z and moves the major tag, and refuses what would make a bad release.
 * The script is compiled here from its source, as `npm run release` would compile it.
 */
const source = readFileSync(new URL("../../scripts/release.ts", import.meta.url), "utf8");
const compiled = ts.transpileModule(source, {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
}).outputText;

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function scratchRepository(): string {
  dir = mkdtempSync(join(tmpdir(), "proofbox-release-"));
  writeFileSync(join(dir, "release.mjs"), compiled);
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "proofbox", version: "1.0.0" }, null, 2)}\n`);
  writeFileSync(join(dir, "CHANGELOG.md"), "# Changelog\n\n## [Unreleased]\n\n### Added\n\n- A thing.\n\n## [1.0.0]\n");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
  git("init", "-q", "-b", "main");
  git("config", "user.email", "release@test");
  git("config", "user.name", "release test");
  writeFileSync(join(dir, ".gitignore"), "release.mjs\n");
  git("add", "-A");
  git("commit", "-q", "-m", "start");
  git("tag", "-a", "v1", "-m", "v1");
  return dir;
}

const release = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, ["release.mjs", ...args], { cwd, encoding: "utf8" });
const gitIn = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

describe("scripts/release.ts", () => {
  it("bumps, dates the changelog, commits, tags v1.1.0 and moves v1 to it", () => {
    const repo = scratchRepository();
    const ran = release(repo, "1.1.0", "--no-build");
    expect(ran.status, ran.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(repo, "package.json"), "utf8")).version).toBe("1.1.0");
    const changelog = readFileSync(join(repo, "CHANGELOG.md"), "utf8");
    expect(changelog).toMatch(/## \[Unreleased\]\n\n## \[1\.1\.0\] - \d{4}-\d{2}-\d{2}\n\n### Added\n\n- A thing\./);
    const head = gitIn(repo, "rev-parse", "HEAD");
    expect(gitIn(repo, "rev-parse", "v1.1.0^{commit}")).toBe(head);
    expect(gitIn(repo, "rev-parse", "v1^{commit}")).toBe(head);
    expect(gitIn(repo, "log", "-1", "--format=%s")).toBe("Release v1.1.0");
    expect(ran.stdout).toContain("git push --force origin v1");
  });

  it("refuses a bad version, a dirty tree, and a version that exists", () => {
    const repo = scratchRepository();
    expect(release(repo, "1.1").stderr).toMatch(/give the new version/);
    writeFileSync(join(repo, "stray.txt"), "x");
    expect(release(repo, "1.1.0", "--no-build").stderr).toMatch(/working tree has changes/);
    rmSync(join(repo, "stray.txt"));
    expect(release(repo, "1.1.0", "--no-build").status).toBe(0);
    expect(release(repo, "1.1.0", "--no-build").stderr).toMatch(/v1\.1\.0 exists already/);
  });
});

describe("the release notes (scripts/release-notes.ts)", () => {
  const changelog = [
    "# Changelog",
    "",
    "## [Unreleased]",
    "",
    "## [1.2.0] - 2026-12-01",
    "",
    "### Added",
    "",
    "- A thing.",
    "",
    "## [1.1.0] - 2026-11-01",
    "",
    "- An older thing.",
    "",
  ].join("\n");

  it("are the version's section without its heading, up to the next one", () => {
    expect(releaseNotes(changelog, "1.2.0")).toBe("### Added\n\n- A thing.\n");
    expect(releaseNotes(changelog, "1.1.0")).toBe("- An older thing.\n");
  });

  it("refuse a version the CHANGELOG has no notes for", () => {
    expect(() => releaseNotes(changelog, "1.3.0")).toThrow("no section for 1.3.0");
    expect(() => releaseNotes(changelog, "1.2")).toThrow("no section for 1.2");
    expect(() => releaseNotes(`${changelog}\n## [2.0.0] - 2027-01-01\n`, "2.0.0")).toThrow("is empty");
  });

  it("has notes for the version package.json gives", () => {
    const root = new URL("../../", import.meta.url);
    const { version } = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { version: string };
    expect(releaseNotes(readFileSync(new URL("CHANGELOG.md", root), "utf8"), version)).toMatch(/^### /);
  });
});
