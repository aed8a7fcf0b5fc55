import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Command } from "commander";
import { describeSettings } from "../config.js";

/**
 * `proofbox serve`: the service with a flag for every setting. Flags win over the environment
 * and the environment over the config file: each flag given becomes its PROOFBOX_* variable,
 * then the service's own entry point starts as `npm start` would start it.
 */

/** The service's entry beside this command: dist/service/ when bundled, the compiled main.js from source. */
function serviceEntry(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, "..", "service", "index.js");
  return existsSync(bundled) ? bundled : join(here, "..", "main.js");
}

export function registerServe(program: Command): void {
  // --api-key is the command's global option (the key calls send); for serve it is the key the
  // default project accepts, so it is read from there.
  const settings = describeSettings().filter((setting) => setting.name !== "api_key");
  const serve = program
    .command("serve")
    .description("start the service (HTTP API, SMTP receiver, MCP at /mcp) with its embedded defaults")
    .option("--config <file>", "JSON config file (PROOFBOX_CONFIG)");
  for (const setting of settings)
    serve.option(
      `${setting.flag} <value>`,
      `${setting.description} (${setting.env}${setting.default !== undefined ? `; default ${setting.default}` : ""})`,
    );
  serve.addHelpText(
    "after",
    "\n--api-key (PROOFBOX_API_KEY) sets the default project's key; without it one is generated and printed.\nFlags win over the environment, the environment over the config file.\nExample:\n  proofbox serve --http-port 8025 --smtp-port 2526 --domain mail.test",
  );
  serve.action(async (options: Record<string, string | undefined>) => {
    if (options.config) process.env.PROOFBOX_CONFIG = options.config;
    const apiKey = program.opts<{ apiKey?: string }>().apiKey;
    if (apiKey) process.env.PROOFBOX_API_KEY = apiKey;
    for (const setting of settings) {
      const key = setting.flag.slice(2).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      const value = options[key];
      if (value !== undefined) process.env[setting.env] = value;
    }
    await import(/* webpackIgnore: true */ pathToFileURL(serviceEntry()).href);
  });
}
