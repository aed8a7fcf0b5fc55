import type { Logger } from "../lib/logger.js";
import type { Store } from "../store/store.js";
import type { AuthVerdicts } from "../wire/checks.js";
import type { Envelope } from "./authenticate.js";
import type { VerdictThread } from "./verdict-thread.js";

/**
 * SPF, DKIM and DMARC verdicts are worked out after their email is stored, and only when intake
 * has room: while mail pours in, the parsers read mail and the verdict work waits, holding just
 * what authPart() keeps (the header section of an unsigned message). So the verdicts cost the
 * intake rate nothing during a burst, and nobody waits for them unless a check asks: a check on
 * an email whose verdicts are still held starts them at once.
 */
export interface VerdictQueue {
  /** The verdict work of stored email copies (one message, several recipients). */
  add(emailIds: string[], part: Buffer | string, envelope: Envelope): void;
  /** Intake has room: start what is held, as far as the in-flight bound allows. */
  pump(): void;
  /** True when no verdict work is held or under way. */
  idle(): boolean;
  /** Resolves once the email's verdicts are stored, starting their work now if it is held. */
  settled(emailId: string): Promise<void>;
  /**
   * Shutdown: resolves once the work under way is stored, and drops what is held. The embedded
   * store forgets everything anyway; with a lasting store, the checks of those emails say their
   * verdicts were not worked out, rather than the service keeping its stop waiting on DNS.
   */
  drain(): Promise<void>;
}

/** Verdict jobs under way at once: enough to overlap DNS waits, few enough to stay light. */
const MAX_IN_FLIGHT = 32;
/** Past this much held, the oldest work starts even while intake is busy. */
const MAX_HELD_BYTES = 16 * 1024 * 1024;

/** One message's verdict work. Thousands may be held in a burst, so it is kept lean. */
interface VerdictWork {
  emailIds: string[];
  part: Buffer | string;
  envelope: Envelope;
  started: boolean;
  /** Who awaits the verdicts being stored; made only when someone does. */
  waiters: (() => void)[] | null;
}

export function createVerdictQueue(deps: {
  thread: Pick<VerdictThread, "authenticate">;
  store: Store;
  logger: Logger;
  /** True while intake has mail waiting for the parsers. */
  intakeBusy: () => boolean;
  /** Called as each message's verdict work ends, stored or not. */
  workEnded?: () => void;
}): VerdictQueue {
  /** Work not started yet, oldest first (a Set keeps insertion order). */
  const held = new Set<VerdictWork>();
  /** Work held or under way, by the id of each email copy. */
  const byEmail = new Map<string, VerdictWork>();
  let heldBytes = 0;
  let inFlight = 0;

  /** The verdicts, or a temperror for each when they could not be worked out. */
  async function judge(work: VerdictWork): Promise<AuthVerdicts> {
    try {
      return await deps.thread.authenticate(work.part, work.envelope);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger.warn("verdicts not worked out", { error: reason });
      const unknown = { result: "temperror" as const, domain: null, reason: "the verdicts could not be worked out" };
      return { spf: unknown, dkim: unknown, dmarc: unknown, by: "proofbox" };
    }
  }

  function start(work: VerdictWork): void {
    held.delete(work);
    heldBytes -= work.part.length;
    work.started = true;
    inFlight++;
    judge(work)
      .then((verdicts) => deps.store.emails.setVerdicts(work.emailIds, verdicts))
      .catch((error: unknown) =>
        deps.logger.error("verdicts not stored", { error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        inFlight--;
        deps.workEnded?.();
        for (const id of work.emailIds) if (byEmail.get(id) === work) byEmail.delete(id);
        for (const wake of work.waiters ?? []) wake();
        pump();
      });
  }

  function pump(): void {
    for (const work of held) {
      if (inFlight >= MAX_IN_FLIGHT) return;
      if (deps.intakeBusy() && heldBytes <= MAX_HELD_BYTES) return;
      start(work);
    }
  }

  function settled(emailId: string): Promise<void> {
    const work = byEmail.get(emailId);
    if (!work) return Promise.resolve();
    if (!work.started) start(work);
    return new Promise((resolve) => (work.waiters ??= []).push(resolve));
  }

  return {
    add(emailIds, part, envelope) {
      const work: VerdictWork = { emailIds, part, envelope, started: false, waiters: null };
      held.add(work);
      heldBytes += part.length;
      for (const id of emailIds) byEmail.set(id, work);
      pump();
    },
    pump,
    idle: () => held.size === 0 && inFlight === 0,
    settled,
    async drain() {
      for (const work of held) for (const id of work.emailIds) byEmail.delete(id);
      held.clear();
      heldBytes = 0;
      while (byEmail.size > 0) await Promise.all([...byEmail.keys()].map(settled));
    },
  };
}
