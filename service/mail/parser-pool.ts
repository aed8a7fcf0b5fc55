import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { COLLECT_REQUEST } from "../lib/collect-garbage.js";
import type { Logger } from "../lib/logger.js";
import type { AnalyzedEmail } from "./analyze.js";
import type { CleanedHtml } from "./clean-html.js";
import type { SourceReading } from "./source-parts.js";
import { DEFAULT_PARSE_TIMEOUT_MS } from "./parse-timeout.js";

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
  clean(html: string): Promise<CleanedHtml>;
  /**
   * Reads a stored message's attachments and inline parts (source-parts.ts), for the
   * Mailpit-compatible API: on a worker too, since an attachment of megabytes takes as long to
   * decode as such a message takes to read.
   */
  readParts(raw: Buffer): Promise<SourceReading>;
  /** Starts the workers ahead of the first message (parse starts them too when needed). */
  warmUp(): void;
  /** Has each worker collect its heap now (after a burst, see after-burst.ts); no answer. */
  collect(): void;
  close(): Promise<void>;
}

/** Rejects a parse whose worker died on it (hostile MIME that exhausts memory, say). */
export class ParseFailure extends Error {}

/** Rejects a parse that ran past the time budget: its worker was stopped and replaced. */
export class ParseTimedOut extends ParseFailure {}

/** What the main thread asks of a worker (a Buffer arrives there as a Uint8Array). */
type JobInput =
  | { kind: "analyze"; raw: Buffer | Uint8Array; receivedAt: Date }
  | { kind: "clean"; html: string }
  | { kind: "parts"; raw: Buffer | Uint8Array };
export type WorkerJob = JobInput & { id: number };

export type WorkerReply =
  | { id: number; parsed: AnalyzedEmail }
  | { id: number; cleaned: CleanedHtml }
  | { id: number; parts: SourceReading }
  | { id: number; error: string };

type JobResult = AnalyzedEmail | CleanedHtml | SourceReading;

/** Generous for one message of the largest allowed size; a worker past it dies alone. */
const WORKER_HEAP_MB = 512;
/**
 * A parse leaves little behind, but allocates a few hundred KB while it runs: a young generation
 * of 8 MB took intake from 1,370 to 1,431 msg/s over 4 MB (fewer scavenges) with the same
 * resident memory after 10,500 mails (382 MB against 385); 16 MB gained 2% more for 35 MB more.
 */
const WORKER_YOUNG_MB = 8;

/**
 * Messages from this size on, and HTML from this length on, are read on a worker of their own
 * (the large lane), one at a time, so that however long one takes, ordinary mail never waits
 * behind it. Reading costs at most about half a microsecond per byte of the worst-shaped HTML
 * (docs/performance.md), so a message under this size takes tens of milliseconds at worst.
 */
export const LARGE_MESSAGE_BYTES = 128 * 1024;
const LARGE_HTML_CHARS = 64 * 1024;
/**
 * An ordinary worker gets more messages while it reads one, so it never waits for the main
 * thread between messages: with 2 at a time, intake of 8 KB mail fell from 2,130 to 1,850 msg/s
 * (the worker ran dry whenever the main thread was busy storing), with 16 it is back where it was
 * with no bound. A message still being read after STUCK_MS is slow for its size: the ones queued
 * behind it move to another worker, and its own worker takes no more until it is done.
 */
const ORDINARY_IN_FLIGHT = 16;
const STUCK_MS = 1000;
/**
 * Workers of the large lane: a second starts while the first reads, so that one slow large
 * message holds up no other; each goes away after a while with nothing to read, and its heap
 * with it.
 */
const LARGE_WORKERS = 2;
const LARGE_WORKER_IDLE_MS = 10_000;

interface Job {
  id: number;
  /** What to post, while the job may have to be posted again: null once its bytes moved for good. */
  input: JobInput | null;
  /** The caller gave up the message's bytes: they may move to a worker instead of being copied. */
  handOver: boolean;
  resolve(result: JobResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** Posted and not yet answered, in the order the worker reads them: the first is being read. */
  jobs: Job[];
  /**
   * Reading one message for longer than STUCK_MS: it takes no more, and the jobs queued behind
   * it moved to another worker. It still holds their copies, which nothing times, so it is
   * stopped once its message is read or given up.
   */
  stuck: boolean;
  /** Stopped by the pool: its exit is expected, and its jobs were already seen to. */
  retired: boolean;
  timer: NodeJS.Timeout | undefined;
}

interface Lane {
  large: boolean;
  /** Workers that take jobs; a stuck one does not count, so it is replaced while it reads. */
  workers: number;
  inFlight: number;
  slots: Slot[];
  /** Jobs no worker has taken yet, first come first served. */
  waiting: Job[];
}

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
 * not loading it takes a fifth off the start-up time. Inline reading has no time budget: a
 * message that is slow to read holds the main thread (parse_workers 0 is for debugging).
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
  async readParts(raw) {
    const { readSourceParts } = await import("./source-parts.js");
    return readSourceParts(raw);
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
 *
 * One message never holds up another: large ones are read apart from ordinary mail, a message
 * that is slow for its size gets its worker to itself, and one still being read after
 * `timeoutMs` is given up (ParseTimedOut) and its worker replaced.
 */
export function createMailParser(options: {
  workers: number;
  script: string | undefined;
  logger: Logger;
  timeoutMs?: number;
}): MailParser {
  const { script, logger } = options;
  if (options.workers <= 0 || !script || !existsSync(script)) return inlineParser;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS;
  const stuckMs = Math.min(STUCK_MS, timeoutMs);

  let nextId = 1;
  let closing = false;
  const ordinary: Lane = {
    large: false,
    workers: options.workers,
    inFlight: ORDINARY_IN_FLIGHT,
    slots: [],
    waiting: [],
  };
  const large: Lane = { large: true, workers: LARGE_WORKERS, inFlight: 1, slots: [], waiting: [] };
  const lanes = [ordinary, large];

  const live = (lane: Lane) => lane.slots.filter((slot) => !slot.stuck);

  /**
   * Runs `run` after `ms`, once the replies that came in meanwhile are read: a main thread busy
   * for a while finds its timers due before the replies waiting for it, and a worker that
   * answered in time must not be taken for a slow one.
   */
  const setTimer = (slot: Slot, ms: number, run: () => void) => {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => setImmediate(run), ms);
    slot.timer.unref();
  };

  function spawn(lane: Lane): Slot {
    const worker = new Worker(script as string, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    const slot: Slot = { worker, jobs: [], stuck: false, retired: false, timer: undefined };
    lane.slots.push(slot);
    worker.unref();
    worker.on("message", (reply: WorkerReply) => answered(lane, slot, reply));
    worker.on("error", (error) => logger.error("parser worker failed", { error: error.message }));
    worker.on("exit", () => exited(lane, slot));
    return slot;
  }

  /** Stops a worker the pool no longer wants; whoever calls it has seen to its jobs. */
  function retire(lane: Lane, slot: Slot): Promise<number> {
    slot.retired = true;
    clearTimeout(slot.timer);
    forget(lane, slot);
    return slot.worker.terminate();
  }

  const forget = (lane: Lane, slot: Slot) => {
    const index = lane.slots.indexOf(slot);
    if (index !== -1) lane.slots.splice(index, 1);
  };

  /** The worker a job goes to now: an idle one, a new one while there is room, or one with room in its queue. */
  function workerFor(lane: Lane): Slot | undefined {
    const ready = live(lane);
    const idle = ready.find((slot) => slot.jobs.length === 0);
    if (idle) return idle;
    // Stuck workers are being replaced, but only one beyond the lane's count at a time.
    if (ready.length < lane.workers && lane.slots.length <= lane.workers) return spawn(lane);
    let least: Slot | undefined;
    for (const slot of ready)
      if (slot.jobs.length < lane.inFlight && (!least || slot.jobs.length < least.jobs.length)) least = slot;
    return least;
  }

  function dispatch(lane: Lane): void {
    while (lane.waiting.length > 0 && !closing) {
      const slot = workerFor(lane);
      if (!slot) return;
      post(lane, slot, lane.waiting.shift() as Job);
    }
  }

  function post(lane: Lane, slot: Slot, job: Job): void {
    const input = job.input as JobInput;
    // A message's bytes move to its worker rather than being copied through the message port
    // (which cost about 50 µs of CPU per 8 KB email). One queued behind another keeps a copy
    // here, so that it can go to another worker if the one before it turns out slow; the copy
    // moves in its turn when it is posted again.
    const bytes = input.kind === "clean" ? null : input;
    const move = job.handOver && bytes ? movable(bytes.raw as Buffer) : undefined;
    const kept = move && slot.jobs.length > 0 && bytes ? { ...bytes, raw: Buffer.from(bytes.raw) } : null;
    try {
      slot.worker.postMessage({ ...input, id: job.id }, move);
    } catch (error) {
      job.reject(new ParseFailure(`the message could not be handed to a parser: ${(error as Error).message}`));
      return;
    }
    if (move) job.input = kept;
    slot.jobs.push(job);
    if (slot.jobs.length === 1) reading(lane, slot);
  }

  /** The first job of a worker is being read from now on: its clock starts. */
  function reading(lane: Lane, slot: Slot): void {
    const job = slot.jobs[0] as Job;
    if (lane.large || slot.stuck) setTimer(slot, timeoutMs, () => overran(lane, slot, job));
    else
      setTimer(slot, stuckMs, () => {
        if (slot.jobs[0] !== job) return;
        slot.stuck = true;
        // The jobs queued behind it go to another worker (their copies here are read, and ignored).
        lane.waiting.unshift(...slot.jobs.splice(1));
        dispatch(lane);
        setTimer(slot, timeoutMs - stuckMs, () => overran(lane, slot, job));
      });
  }

  function overran(lane: Lane, slot: Slot, job: Job): void {
    if (slot.jobs[0] !== job) return;
    void retire(lane, slot);
    const [, ...behind] = slot.jobs.splice(0);
    job.reject(new ParseTimedOut(`reading took longer than ${timeoutMs} ms`));
    requeue(lane, behind);
    dispatch(lane);
    keepOneWarm();
  }

  /** Jobs of a worker that is gone: sent again where their input was kept, else failed. */
  function requeue(lane: Lane, jobs: Job[]): void {
    const again = jobs.filter((job) => job.input !== null);
    for (const job of jobs)
      if (job.input === null) job.reject(new ParseFailure("the parser stopped while reading this message"));
    lane.waiting.unshift(...again);
  }

  function answered(lane: Lane, slot: Slot, reply: WorkerReply): void {
    // A reply that was on its way when the worker was stopped: its job was already seen to.
    if (slot.retired) return;
    const index = slot.jobs.findIndex((job) => job.id === reply.id);
    // A job that moved to another worker when this one was stuck: that one answers it.
    if (index === -1) return;
    const [job] = slot.jobs.splice(index, 1) as [Job];
    if ("error" in reply) job.reject(new ParseFailure(reply.error));
    else job.resolve("parsed" in reply ? reply.parsed : "cleaned" in reply ? reply.cleaned : reply.parts);
    if (slot.jobs.length > 0) {
      if (index === 0) reading(lane, slot);
    } else {
      clearTimeout(slot.timer);
      // Its slow message is done; its replacement has taken its place.
      if (slot.stuck) {
        void retire(lane, slot);
        keepOneWarm();
      }
    }
    dispatch(lane);
    if (lane.large && slot.jobs.length === 0 && !slot.retired)
      setTimer(slot, LARGE_WORKER_IDLE_MS, () => {
        if (slot.jobs.length === 0) void retire(lane, slot);
      });
  }

  /** A worker that died of its own accord: the message it was reading fails, the rest go on. */
  function exited(lane: Lane, slot: Slot): void {
    if (slot.retired) return;
    clearTimeout(slot.timer);
    forget(lane, slot);
    const [current, ...behind] = slot.jobs;
    current?.reject(new ParseFailure("the parser stopped while reading this message"));
    requeue(lane, behind);
    if (closing) return;
    dispatch(lane);
    keepOneWarm();
  }

  /** An ordinary worker is always ready, so the next message does not wait for one to start. */
  function keepOneWarm(): void {
    if (closing || ordinary.slots.length > ordinary.workers || ordinary.slots.some((slot) => !slot.stuck)) return;
    spawn(ordinary);
  }

  function submit<T extends JobResult>(lane: Lane, input: JobInput, handOver = false): Promise<T> {
    if (closing) return Promise.reject(new ParseFailure("the parser is closing"));
    keepOneWarm();
    return new Promise<T>((resolve, reject) => {
      lane.waiting.push({
        id: nextId++,
        input,
        handOver,
        resolve: resolve as (result: JobResult) => void,
        reject,
      });
      dispatch(lane);
    });
  }

  return {
    warmUp: keepOneWarm,
    parse: (raw, receivedAt, handOver) =>
      submit<AnalyzedEmail>(
        raw.length >= LARGE_MESSAGE_BYTES ? large : ordinary,
        { kind: "analyze", raw, receivedAt },
        handOver,
      ),
    clean: (html) => submit<CleanedHtml>(html.length >= LARGE_HTML_CHARS ? large : ordinary, { kind: "clean", html }),
    readParts: (raw) =>
      submit<SourceReading>(raw.length >= LARGE_MESSAGE_BYTES ? large : ordinary, { kind: "parts", raw }, true),
    collect() {
      for (const lane of lanes) for (const slot of lane.slots) slot.worker.postMessage(COLLECT_REQUEST);
    },
    async close() {
      closing = true;
      const stopping: Promise<number>[] = [];
      for (const lane of lanes) {
        const jobs = [...lane.waiting.splice(0), ...lane.slots.flatMap((slot) => slot.jobs)];
        for (const job of jobs) job.reject(new ParseFailure("the parser is closing"));
        for (const slot of [...lane.slots]) stopping.push(retire(lane, slot));
      }
      await Promise.all(stopping);
    },
  };
}
