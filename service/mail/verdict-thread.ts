import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { COLLECT_REQUEST } from "../lib/collect-garbage.js";
import type { Logger } from "../lib/logger.js";
import type { AuthVerdicts } from "../wire/checks.js";
import { partBytes } from "./auth-part.js";
import type { AuthSettings, Envelope } from "./authenticate.js";

/** Works out SPF, DKIM and DMARC verdicts from what authPart() kept of a message. */
export interface VerdictThread {
  authenticate(part: Buffer | string, envelope: Envelope): Promise<AuthVerdicts>;
  /** Has the thread collect its heap now (after a burst, see after-burst.ts); no answer. */
  collect(): void;
  close(): Promise<void>;
}

export interface VerdictWorkerData {
  auth: AuthSettings;
}
export interface VerdictJob {
  id: number;
  part: Uint8Array | string;
  envelope: Envelope;
}
export type VerdictReply = { id: number; verdicts: AuthVerdicts } | { id: number; error: string };

/** Rejects verdict work whose thread died on it. */
export class VerdictFailure extends Error {}

/** Heap for mailauth and the messages under way (at most MAX_IN_FLIGHT of verdict-queue.ts). */
const WORKER_HEAP_MB = 256;
const WORKER_YOUNG_MB = 4;

/**
 * Verdicts on the main thread, for running from the sources without a worker script; mailauth
 * is loaded on the first one.
 */
function inlineVerdicts(auth: AuthSettings): VerdictThread {
  let judge: Promise<(raw: Buffer, envelope: Envelope) => Promise<AuthVerdicts>> | undefined;
  return {
    authenticate(part, envelope) {
      judge ??= import("./authenticate.js").then(({ createAuthenticator }) => createAuthenticator(auth));
      return judge.then((verdictsOf) => verdictsOf(partBytes(part), envelope));
    },
    // Inline, the verdicts allocate on the main thread, which collects its own heap.
    collect: () => {},
    close: async () => {},
  };
}

/**
 * One worker thread for the verdicts, started on the first verdict work and replaced if it dies.
 * mailauth and its dependencies weigh about 15 MB per thread that loads them, and one thread
 * keeps up: most of a verdict's time is DNS, which it waits on for many messages at once.
 */
export function createVerdictThread(options: {
  script: string | undefined;
  auth: AuthSettings;
  logger: Logger;
}): VerdictThread {
  const { script, auth, logger } = options;
  if (!script || !existsSync(script)) return inlineVerdicts(auth);

  let nextId = 1;
  let closing = false;
  let current: {
    worker: Worker;
    jobs: Map<number, { resolve(v: AuthVerdicts): void; reject(e: Error): void }>;
  } | null = null;

  const spawn = () => {
    const worker = new Worker(script, {
      workerData: { auth } satisfies VerdictWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    const thread = { worker, jobs: new Map<number, { resolve(v: AuthVerdicts): void; reject(e: Error): void }>() };
    worker.unref();
    worker.on("message", (reply: VerdictReply) => {
      const job = thread.jobs.get(reply.id);
      if (!job) return;
      thread.jobs.delete(reply.id);
      if ("verdicts" in reply) job.resolve(reply.verdicts);
      else job.reject(new VerdictFailure(reply.error));
    });
    worker.on("error", (error) => logger.error("verdict worker failed", { error: error.message }));
    worker.on("exit", () => {
      for (const job of thread.jobs.values())
        job.reject(new VerdictFailure("the verdict thread stopped before the verdicts were worked out"));
      thread.jobs.clear();
      // The next verdict work starts a new one.
      if (current === thread) current = null;
    });
    return thread;
  };

  return {
    authenticate(part, envelope) {
      if (closing) return Promise.reject(new VerdictFailure("the service is stopping"));
      current ??= spawn();
      const thread = current;
      const id = nextId++;
      return new Promise<AuthVerdicts>((resolve, reject) => {
        thread.jobs.set(id, { resolve, reject });
        thread.worker.postMessage({ id, part, envelope } satisfies VerdictJob);
      });
    },
    collect() {
      current?.worker.postMessage(COLLECT_REQUEST);
    },
    async close() {
      closing = true;
      await current?.worker.terminate();
    },
  };
}
