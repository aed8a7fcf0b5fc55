import { Agent, request } from "node:http";

/**
 * A lean HTTP load generator, run as its own process: `connections` keep-alive connections,
 * each sending GET requests back to back for `durationMs`. Prints { requests, errors, ms }.
 */
interface LoadJob {
  urls: string[];
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
}

async function run(job: LoadJob) {
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  let requests = 0;
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + job.durationMs;
  const one = (url: string) =>
    new Promise<number>((resolve) => {
      const req = request(url, { agent, headers: job.headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", () => resolve(0));
      req.end();
    });
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < deadline) {
        const status = await one(job.urls[next++ % job.urls.length] as string);
        if (status === 200) requests++;
        else errors++;
      }
    }),
  );
  const ms = performance.now() - started;
  agent.destroy();
  process.stdout.write(`${JSON.stringify({ requests, errors, ms })}\n`);
}

run(JSON.parse(process.argv[2] ?? "{}") as LoadJob).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`load failed: ${String(error)}\n`);
    process.exit(1);
  },
);
