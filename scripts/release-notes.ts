import { readFileSync } from "node:fs";

/**
 * `node build/scripts/release-notes.js 1.2.0 [CHANGELOG.md]`: the CHANGELOG's section for that
 * version, without its heading, as the GitHub release's notes (the release workflow runs it). It
 * fails when the section is missing or empty, so a tag without notes makes no release.
 */
export function releaseNotes(changelog: string, version: string): string {
  const lines = changelog.split("\n");
  const heading = new RegExp(`^## \\[${version.replace(/\./g, "\\.")}\\](?:\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) throw new Error(`CHANGELOG.md has no section for ${version}`);
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  const notes = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join("\n")
    .trim();
  if (!notes) throw new Error(`the CHANGELOG.md section for ${version} is empty`);
  return `${notes}\n`;
}

if (process.argv[1]?.endsWith("release-notes.js")) {
  const [version, path = "CHANGELOG.md"] = process.argv.slice(2);
  try {
    if (!version) throw new Error("give the version, such as 1.2.0");
    process.stdout.write(releaseNotes(readFileSync(path, "utf8"), version));
  } catch (error) {
    process.stderr.write(`release-notes: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
