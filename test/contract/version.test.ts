import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SettingsSchema } from "../../service/config.js";
import { silentLogger } from "../../service/lib/logger.js";
import { startService } from "../../service/start.js";

/**
 * One version, from one source (the repository's package.json), wherever a version shows: the
 * installable package, /healthz, the command's --version, the OpenAPI document, the CHANGELOG's
 * newest release, and the command users run.
 */
const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), "utf8");
const VERSION = (JSON.parse(read("package.json")) as { version: string }).version;

describe("the version", () => {
  it("is a release version, and the client package and the CHANGELOG's newest release say the same", () => {
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect((JSON.parse(read("packages/client/package.json")) as { version: string }).version).toBe(VERSION);
    const releases = [...read("CHANGELOG.md").matchAll(/^## \[(\d+\.\d+\.\d+)\]/gm)].map((match) => match[1]);
    expect(releases[0]).toBe(VERSION);
  });

  it("is the OpenAPI document's, and the example of /healthz shows it", () => {
    const document = JSON.parse(read("docs/openapi.json")) as {
      info: { version: string };
      components: { schemas: { Health: { examples: { version: string }[] } } };
    };
    expect(document.info.version).toBe(VERSION);
    expect(document.components.schemas.Health.examples[0]?.version).toBe(VERSION);
  });

  it("is what /healthz answers", async () => {
    const service = await startService({
      settings: SettingsSchema.parse({ http_port: 0, smtp_port: 0, log_level: "silent" }),
      logger: silentLogger,
    });
    try {
      const health = (await (await fetch(`${service.publicUrl}/healthz`)).json()) as { version: string };
      expect(health.version).toBe(VERSION);
    } finally {
      await service.close(1000);
    }
  });

  it("is what the bundled command prints for --version", () => {
    const cli = fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
    expect(execFileSync(process.execPath, [cli, "--version"], { encoding: "utf8" }).trim()).toBe(VERSION);
  });
});
