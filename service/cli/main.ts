#!/usr/bin/env node
import { Command, CommanderError, Option } from "commander";
import { Proofbox } from "../../src/client/index.js";
import { VERSION } from "../version.js";
import { registerCalls } from "./calls.js";
import { runMcpBridge } from "./mcp-bridge.js";
import { CliFailure, createOutput, EXIT, failureOf } from "./output.js";
import { registerServe } from "./serve.js";

/**
 * The `proofbox` command: `serve` starts the service, `mcp` connects an agent over stdio, and
 * the everyday calls talk to a running service by --url and --api-key (or PROOFBOX_URL and
 * PROOFBOX_API_KEY, which the GitHub Action exports). docs/cli.md has every command.
 */

interface GlobalOptions {
  url?: string;
  apiKey?: string;
  run?: string;
  json?: boolean;
}

function connection(options: GlobalOptions): { url: string; apiKey: string } {
  const url = options.url ?? process.env.PROOFBOX_URL;
  const apiKey = options.apiKey ?? process.env.PROOFBOX_API_KEY;
  if (!url) throw new CliFailure("no service URL: pass --url or set PROOFBOX_URL", EXIT.usage);
  if (!apiKey) throw new CliFailure("no API key: pass --api-key or set PROOFBOX_API_KEY", EXIT.usage);
  return { url, apiKey };
}

function buildProgram(): Command {
  const program = new Command("proofbox")
    .description("Test addresses that really receive mail, and the code or link in it.")
    .version(VERSION)
    .addOption(new Option("--url <url>", "the service's base URL, without /v1").env("PROOFBOX_URL"))
    .addOption(new Option("--api-key <key>", "the project's API key").env("PROOFBOX_API_KEY"))
    .addOption(new Option("--run <id>", "run id: calls leave evidence in this run").env("PROOFBOX_RUN"))
    .option("--json", "print JSON for scripts")
    .showHelpAfterError()
    .exitOverride();
  const globals = () => program.opts<GlobalOptions>();
  registerServe(program);
  program
    .command("mcp")
    .description("the MCP server over stdio for an agent, relaying to the service at --url")
    .addHelpText(
      "after",
      '\nIn an MCP client\'s config:\n  { "command": "npx", "args": ["proofbox", "mcp"],\n    "env": { "PROOFBOX_URL": "http://127.0.0.1:7025", "PROOFBOX_API_KEY": "pbx_..." } }',
    )
    .action(async () => {
      const { url, apiKey } = connection(globals());
      await runMcpBridge(url, apiKey);
    });
  registerCalls(program, {
    client: () => {
      const options = globals();
      return new Proofbox({ ...connection(options), run: options.run ?? null });
    },
    output: () => createOutput(globals().json === true),
  });
  for (const command of program.commands) command.exitOverride();
  return program;
}

async function main(argv: string[]): Promise<void> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0.
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    const failure = failureOf(error);
    if (program.opts<GlobalOptions>().json)
      process.stdout.write(`${JSON.stringify(failure.body ?? { error: "cli", message: failure.message }, null, 2)}\n`);
    process.stderr.write(`proofbox: ${failure.message}\n`);
    process.exitCode = failure.exitCode;
  }
}

void main(process.argv);
