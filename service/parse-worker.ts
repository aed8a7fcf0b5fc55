import { parentPort } from "node:worker_threads";
import type { WorkerReply } from "./mail/parser-pool.js";
import { analyzeEmail } from "./mail/analyze.js";

/**
 * Entry point of a parser worker thread (see service/mail/parser-pool.ts). Kept apart from
 * main.ts so a worker loads the MIME parser and nothing of HTTP or the store.
 */
// mailparser ends each message's streams with an error it then ignores; its stack trace was 1.4%
// of a parser's time. Only error messages leave the worker, so no stack is ever read here.
Error.stackTraceLimit = 0;

parentPort?.on("message", (job: { id: number; raw: Uint8Array; receivedAt: Date }) => {
  const raw = Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength);
  analyzeEmail(raw, job.receivedAt).then(
    (parsed) => parentPort?.postMessage({ id: job.id, parsed } satisfies WorkerReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  );
});
