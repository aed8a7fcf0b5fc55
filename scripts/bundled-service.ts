import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The bundle, found from scripts/ (the doc tests) or build/scripts/ (the evaluations). */
function bundlePath(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const bundle = join(dir, "dist", "service", "index.js");
    if (existsSync(bundle)) return bundle;
  }
  throw new Error("dist/service/index.js is missing: run npm run build");
}

const BUNDLE = bundlePath();

export interface BundledService {
  url: string;
  httpPort: number;
  smtpPort: number;
  stop(): void;
}

/**
 * dist/service as `npm start` runs it, on free ports with this key and any further settings
 * (PROOFBOX_* variables); resolves once its banner names the ports.
 */
export async function startBundledService(
  apiKey: string,
  settings: Record<string, string> = {},
): Promise<BundledService> {
  const child = spawn(process.execPath, [BUNDLE], {
    env: {
      PATH: process.env.PATH ?? "",
      PROOFBOX_HTTP_PORT: "0",
      PROOFBOX_SMTP_PORT: "0",
      PROOFBOX_API_KEY: apiKey,
      ...settings,
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let banner = "";
  child.stdout?.on("data", (chunk: Buffer) => (banner += chunk.toString()));
  while (!/SMTP\s+\S+:\d+/.test(banner)) {
    if (child.exitCode !== null) throw new Error(`the service did not start:\n${banner}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: /HTTP API\s+(\S+)\/v1/.exec(banner)?.[1] as string,
    httpPort: Number(/\(port (\d+)\)/.exec(banner)?.[1]),
    smtpPort: Number(/SMTP\s+\S+:(\d+)/.exec(banner)?.[1]),
    stop: () => child.kill("SIGTERM"),
  };
}
