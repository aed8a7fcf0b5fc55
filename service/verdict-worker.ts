import { parentPort, workerData } from "node:worker_threads";
import { type CollectRequest, collectGarbage, isCollectRequest } from "./lib/collect-garbage.js";
import { partBytes } from "./mail/auth-part.js";
import { createAuthenticator } from "./mail/authenticate.js";
import type { VerdictJob, VerdictReply, VerdictWorkerData } from "./mail/verdict-thread.js";

/**
 * Entry point of the verdict thread (see service/mail/verdict-thread.ts): SPF, DKIM and DMARC
 * with mailauth. A thread of its own, so that the parser workers never load mailauth and what it
 * brings (its schema validator and the public suffix list), and started only when verdict work
 * first runs.
 */
const { auth } = workerData as VerdictWorkerData;
const authenticate = createAuthenticator(auth);
const reply = (message: VerdictReply) => parentPort?.postMessage(message);

parentPort?.on("message", (job: VerdictJob | CollectRequest) => {
  if (isCollectRequest(job)) {
    collectGarbage();
    return;
  }
  const raw =
    typeof job.part === "string"
      ? partBytes(job.part)
      : Buffer.from(job.part.buffer, job.part.byteOffset, job.part.byteLength);
  authenticate(raw, job.envelope).then(
    (verdicts) => reply({ id: job.id, verdicts }),
    (error: unknown) => reply({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
