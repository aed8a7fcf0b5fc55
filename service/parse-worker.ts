import { parentPort } from "node:worker_threads";
import { type CollectRequest, collectGarbage, isCollectRequest } from "./lib/collect-garbage.js";
import { oneAtATime } from "./lib/one-at-a-time.js";
import type { WorkerJob, WorkerReply } from "./mail/parser-pool.js";
import { analyzeEmail } from "./mail/analyze.js";
import { cleanHtml } from "./mail/clean-html.js";
import { readSourceParts } from "./mail/source-parts.js";

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
  if (job.kind === "parts") return { id: job.id, parts: await readSourceParts(raw) };
  return { id: job.id, parsed: await analyzeEmail(raw, job.receivedAt) };
}

/**
 * Jobs run one at a time. The pool hands over every message it has at once, and mailsplit yields
 * to the event loop before a message's first line: started together, every queued message was
 * mid-parse at once, and what each held outlived the young generation. One at a time, the
 * worker's scavenges took half as long (344 against 742 ms over 10,500 emails) and its old
 * generation half the marking, for the same work. A parse is a few hundred microseconds; one
 * that has not ended after a second no longer holds the others back.
 */
const jobs = oneAtATime({ stallMs: 1000 });

parentPort?.on("message", (job: WorkerJob | CollectRequest) => {
  if (isCollectRequest(job)) {
    collectGarbage();
    return;
  }
  jobs.run(() =>
    answer(job).then(
      (reply) => parentPort?.postMessage(reply),
      (error: unknown) =>
        parentPort?.postMessage({
          id: job.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies WorkerReply),
    ),
  );
});
