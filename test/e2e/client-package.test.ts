import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY, startTestService, type TestService } from "../helpers/service.js";

/**
 * The client as a user gets it: `npm pack` of packages/client (which builds it), the tarball
 * installed into an empty folder outside the repository, and imported from an ES module and
 * from CommonJS (Jest's default mode), each making a real call to the service.
 */
const CLIENT = fileURLToPath(new URL("../../packages/client", import.meta.url));

let t: TestService;
let project = "";
let tarball = "";
/** npm as a user's shell runs it: none of the test runner's own environment. */
const npmEnv = () => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir() });

beforeAll(async () => {
  t = await startTestService();
  project = mkdtempSync(join(tmpdir(), "proofbox-user-"));
  const packed = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", project], {
      cwd: CLIENT,
      encoding: "utf8",
      env: npmEnv(),
    }),
  ) as { filename: string; files: { path: string }[] }[];
  tarball = join(project, packed[0]!.filename);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "user-project", version: "1.0.0", private: true }),
  );
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--offline", tarball], {
    cwd: project,
    stdio: "ignore",
    env: npmEnv(),
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(project, { recursive: true, force: true });
});

/** Runs a user's script; asynchronously, because the service answers from this same process. */
const run = async (file: string) =>
  (
    await promisify(execFile)(process.execPath, [file], {
      cwd: project,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", PROOFBOX_URL: t.baseUrl, PROOFBOX_API_KEY: KEY },
    })
  ).stdout.trim();

describe("the client package (packages/client)", () => {
  it("packs only what a user needs and depends on nothing", () => {
    const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n").filter(Boolean);
    for (const file of files)
      expect(file).toMatch(/^package\/(dist\/(esm|cjs)\/[\w-]+\.(js|d\.ts|json)|README\.md|LICENSE|package\.json)$/);
    expect(files).toContain("package/dist/cjs/index.js");
    expect(files).toContain("package/dist/esm/index.d.ts");
    // Installed alone: the client and nothing else.
    expect(readdirSync(join(project, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["proofbox"]);
  });

  it("works from an ES module", async () => {
    writeFileSync(
      join(project, "esm.mjs"),
      `import { Proofbox, ProofboxError } from "proofbox";
const inbox = new Proofbox();
const { address } = await inbox.createAddress({ label: "from esm" });
const missing = await inbox.code(address, { timeout: 0 }).catch((error) => error);
console.log(address.endsWith("@proofbox.test"), missing instanceof ProofboxError, missing.status);`,
    );
    expect(await run("esm.mjs")).toBe("true true 404");
  });

  it("works from CommonJS, as Jest runs tests by default", async () => {
    writeFileSync(
      join(project, "cjs.cjs"),
      `const { Proofbox } = require("proofbox");
new Proofbox().createAddress({ label: "from cjs" }).then((created) => console.log(created.label));`,
    );
    expect(await run("cjs.cjs")).toBe("from cjs");
  });
});
