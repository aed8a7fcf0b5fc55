import { getHeapStatistics } from "node:v8";
import { collectGarbage } from "../lib/collect-garbage.js";
import type { Logger } from "../lib/logger.js";

/**
 * Notices the end of a burst of mail and then gives back the memory the burst left behind.
 *
 * During a burst every thread allocates fast, and what it allocated is garbage a moment later.
 * V8 keeps that garbage, and the pages under it, until its memory reducer runs some seconds
 * after allocation slows down. `reclaim` runs a collection on every thread as soon as the
 * service has been quiet for a moment instead (measured in docs/performance.md).
 *
 * Only a burst is worth it: a collection costs tens of milliseconds, so it runs once at least
 * `minMails` emails have been stored since the last one, nothing is left to do (`idle`: no
 * mail waiting for a parser, no verdict work held or under way) and nothing has happened for
 * `quietMs`. Quiet is told by a timer that runs only while there is work: each tick looks at
 * whether anything happened since the last one, so noting work costs a store to a flag.
 */
export interface BurstWatch {
  /** An email was stored (it counts towards a burst, and the service is not quiet). */
  noteMail(): void;
  /** Other work of the burst ended (a verdict stored): the service is not quiet yet. */
  noteWork(): void;
  /** Stops watching; a reclaim that has not run will not. */
  close(): void;
}

export function watchBursts(options: {
  minMails: number;
  quietMs: number;
  /** True when no work of a burst is left: a pause in it is not its end. */
  idle: () => boolean;
  reclaim: () => void;
}): BurstWatch {
  let mails = 0;
  let workSinceTick = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const tick = () => {
    timer = null;
    if (workSinceTick || !options.idle()) {
      workSinceTick = false;
      arm();
      return;
    }
    if (mails < options.minMails) return;
    mails = 0;
    options.reclaim();
  };

  function arm(): void {
    if (timer || closed) return;
    timer = setTimeout(tick, options.quietMs);
    // Never what keeps the process alive.
    timer.unref();
  }

  const noteWork = () => {
    workSinceTick = true;
    arm();
  };

  return {
    noteMail() {
      mails++;
      noteWork();
    },
    noteWork,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** The threads that allocate for mail, each of which collects its own heap. */
export interface CollectingThreads {
  parser: { collect(): void };
  verdictThread: { collect(): void };
  logger: Logger;
}

/**
 * A collection on every thread: the workers are asked first, so that they collect on their own
 * cores while the main thread collects on its.
 */
export function reclaimEveryThread({ parser, verdictThread, logger }: CollectingThreads): void {
  parser.collect();
  verdictThread.collect();
  const heapBefore = getHeapStatistics().used_heap_size;
  const started = performance.now();
  const collected = collectGarbage();
  logger.debug("memory given back after a burst of mail", {
    collected,
    ms: Math.round(performance.now() - started),
    main_heap_mb_before: Math.round(heapBefore / 2 ** 20),
    main_heap_mb_after: Math.round(getHeapStatistics().used_heap_size / 2 ** 20),
  });
}
