import { parentPort } from "node:worker_threads";
import { type CollectRequest, collectGarbage, isCollectRequest } from "./lib/collect-garbage.js";
import type { WorkerJob, WorkerReply } from "./mail/parser-pool.js";
import { analyzeEmail } from "./mail/analyze.js";
import { cleanHtml } from "./mail/clean-html.js";

/**
 * Entry point of a parser worker thread (see service/mail/parser-pool.ts). Kept apart from
 * main.ts so a worker loads the MIME parser and nothing of HTTP or the store.
 */

// mailparser ends each message's streams with an error it then ignores; its stack trace was 1.4%
// of a parser's time. Only error messages leave the worker (the pool logs those), so no stack is
// ever read here.
Error.stackTraceLimit = 0;

async function answer(job: WorkerJob): Promise<WorkerReply> {
  // Loaded with the worker, not on first use: the worker ships as one file (scripts/bundle.ts).
  if (job.kind === "clean") return { id: job.id, cleaned: cleanHtml(job.html) };
  const raw = Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength);
  return { id: job.id, parsed: await analyzeEmail(raw, job.receivedAt) };
}

parentPort?.on("message", (job: WorkerJob | CollectRequest) => {
  if (isCollectRequest(job)) {
    collectGarbage();
    return;
  }
  answer(job).then(
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  );
});
