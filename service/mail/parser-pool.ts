import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { COLLECT_REQUEST } from "../lib/collect-garbage.js";
import type { Logger } from "../lib/logger.js";
import type { AnalyzedEmail } from "./analyze.js";

/** Parses raw messages: on worker threads when a worker script is available, inline otherwise. */
export interface MailParser {
  /**
   * `receivedAt` anchors the lifetimes the message states when its Date header cannot. With
   * `handOver`, the caller gives up `raw`: its memory may be moved to a worker instead of
   * copied, after which `raw` is empty, so the caller must not read it again.
   */
  parse(raw: Buffer, receivedAt: Date, handOver?: boolean): Promise<AnalyzedEmail>;
  /**
   * Cleans sender HTML (clean-html.ts) for its first read. On a worker too: a message list of a
   * hundred large emails would otherwise hold the main thread, and with it SMTP and every wait.
   */
  clean(html: string): Promise<string>;
  /** Starts the workers ahead of the first message (parse starts them too when needed). */
  warmUp(): void;
  /** Has each worker collect its heap now (after a burst, see after-burst.ts); no answer. */
  collect(): void;
  close(): Promise<void>;
}

/** Rejects a parse whose worker died on it (hostile MIME that exhausts memory, say). */
export class ParseFailure extends Error {}

interface Job {
  resolve(result: AnalyzedEmail | string): void;
  reject(error: Error): void;
}

/** What the main thread asks of a worker (a Buffer arrives there as a Uint8Array). */
type JobInput = { kind: "analyze"; raw: Buffer | Uint8Array; receivedAt: Date } | { kind: "clean"; html: string };
export type WorkerJob = JobInput & { id: number };

export type WorkerReply =
  { id: number; parsed: AnalyzedEmail } | { id: number; cleaned: string } | { id: number; error: string };

/** Generous for one message of the largest allowed size; a worker past it dies alone. */
const WORKER_HEAP_MB = 512;
/**
 * A parse leaves little behind, but allocates a few hundred KB while it runs: a young generation
 * of 8 MB took intake from 1,370 to 1,431 msg/s over 4 MB (fewer scavenges) with the same
 * resident memory after 10,500 mails (382 MB against 385); 16 MB gained 2% more for 35 MB more.
 */
const WORKER_YOUNG_MB = 8;

/**
 * The memory a message can be moved to a worker in, instead of being copied there: only when the
 * Buffer is its memory's sole view. A small Buffer is a slice of Node's shared pool, which
 * must never move.
 */
function movable(raw: Buffer): ArrayBuffer[] | undefined {
  const memory = raw.buffer;
  return memory instanceof ArrayBuffer && raw.byteOffset === 0 && raw.byteLength === memory.byteLength
    ? [memory]
    : undefined;
}

/**
 * Loaded on first use: with worker threads the main thread never needs the MIME parser, and
 * not loading it takes a fifth off the start-up time.
 */
const inlineParser: MailParser = {
  async parse(raw, receivedAt) {
    const { analyzeEmail } = await import("./analyze.js");
    return analyzeEmail(raw, receivedAt);
  },
  async clean(html) {
    const { cleanHtml } = await import("./clean-html.js");
    return cleanHtml(html);
  },
  warmUp: () => {},
  // Parsing inline allocates on the main thread, which collects its own heap.
  collect: () => {},
  close: async () => {},
};

/**
 * MIME parsing is the largest single cost of intake, and it is CPU-bound. Running it on worker
 * threads leaves the main thread to speak SMTP and HTTP, and keeps a message that crashes the
 * parser from taking the service with it: only its worker dies, and a new one replaces it.
 */
export function createMailParser(options: { workers: number; script: string | undefined; logger: Logger }): MailParser {
  const { script, logger } = options;
  if (options.workers <= 0 || !script || !existsSync(script)) return inlineParser;

  let nextId = 1;
  let closing = false;
  const slots: { worker: Worker; jobs: Map<number, Job> }[] = [];

  const spawn = (index: number) => {
    const worker = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    const jobs = new Map<number, Job>();
    const slot = { worker, jobs };
    slots[index] = slot;
    worker.unref();
    worker.on("message", (reply: WorkerReply) => {
      const job = jobs.get(reply.id);
      if (!job) return;
      jobs.delete(reply.id);
      if ("error" in reply) job.reject(new ParseFailure(reply.error));
      else job.resolve("parsed" in reply ? reply.parsed : reply.cleaned);
    });
    worker.on("error", (error) => logger.error("parser worker failed", { error: error.message }));
    worker.on("exit", () => {
      for (const job of jobs.values()) job.reject(new ParseFailure("the parser stopped while reading this message"));
      jobs.clear();
      if (!closing) spawn(index);
    });
  };
  // One worker from the start; the others only once mail queues up, so an idle service keeps
  // the memory of one.
  const warmUp = () => {
    if (slots.length === 0 && !closing) spawn(0);
  };

  /** Hands a job to the least busy worker: one slow message must not hold up the ones behind it. */
  const submit = <T extends AnalyzedEmail | string>(job: JobInput, transfer?: ArrayBuffer[]): Promise<T> => {
    warmUp();
    let slot = slots[0]!;
    for (const candidate of slots) if (candidate.jobs.size < slot.jobs.size) slot = candidate;
    if (slot.jobs.size > 0 && slots.length < options.workers && !closing) {
      spawn(slots.length);
      slot = slots[slots.length - 1]!;
    }
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      slot.jobs.set(id, { resolve: resolve as (result: AnalyzedEmail | string) => void, reject });
      slot.worker.postMessage({ ...job, id }, transfer);
    });
  };

  return {
    warmUp,
    parse: (raw, receivedAt, handOver) =>
      submit<AnalyzedEmail>({ kind: "analyze", raw, receivedAt }, handOver ? movable(raw) : undefined),
    clean: (html) => submit<string>({ kind: "clean", html }),
    collect() {
      for (const slot of slots) slot.worker.postMessage(COLLECT_REQUEST);
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
