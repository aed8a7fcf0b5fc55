import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const BUNDLE = join(fileURLToPath(new URL("../..", import.meta.url)), "dist", "service", "index.js");

export interface BundledService {
  url: string;
  httpPort: number;
  smtpPort: number;
  stop(): void;
}

/** dist/service as `npm start` runs it, on free ports with this key; resolves once its banner names them. */
export async function startBundledService(apiKey: string): Promise<BundledService> {
  const child = spawn(process.execPath, [BUNDLE], {
    env: { PATH: process.env.PATH ?? "", PROOFBOX_HTTP_PORT: "0", PROOFBOX_SMTP_PORT: "0", PROOFBOX_API_KEY: apiKey },
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
