import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A user has a fresh clone, or only the installed package: nothing the tests, the docs or the
 * examples need may live outside the repository, least of all in the shared folder a developer's
 * checkout may have beside it. .ci/run alone may read beside the clone.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const OUTSIDE = /\.\.\/shared\b|(["']\.\.["'],\s*)+["']shared["']/;

describe("the repository stands alone", () => {
  it("no test, doc, example or source file reads or points at a folder beside the clone", () => {
    const tracked = execFileSync(
      "git",
      ["ls-files", "test", "docs", "examples", "service", "src", "scripts", "bench", "*.md"],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter(
        (path) => /\.(md|ts|mjs|cjs|js|json)$/.test(path) && !path.startsWith("test/fixtures/open-source-corpus/"),
      );
    expect(tracked.length).toBeGreaterThan(50);
    const pointing = tracked.filter(
      (path) => path !== "test/docs/self-contained.test.ts" && OUTSIDE.test(readFileSync(`${ROOT}/${path}`, "utf8")),
    );
    expect(pointing).toEqual([]);
  });
});
