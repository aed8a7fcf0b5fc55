import type { Logger } from "../lib/logger.js";
import { type Metrics, secondsSince, timerStart } from "../lib/metrics.js";
import { newId } from "../lib/random.js";
import type { ReadingIssue, Store } from "../store/store.js";
import { reclaimEveryThread, watchBursts } from "./after-burst.js";
import type { AnalyzedEmail } from "./analyze.js";
import type { CleanedHtml } from "./clean-html.js";
import type { SourceReading } from "./source-parts.js";
import { authPart } from "./auth-part.js";
import type { Notifier } from "./notifier.js";
import { LARGE_MESSAGE_BYTES, type MailParser, ParseTimedOut } from "./parser-pool.js";
import { createVerdictQueue } from "./verdict-queue.js";
import type { VerdictThread } from "./verdict-thread.js";

/** A recipient that passed RCPT: which address it is, and how the sender wrote it. */
export interface AcceptedRecipient {
  addressId: string;
  projectId: string;
  /** The test address it was accepted for. */
  address: string;
  /** Exactly as in RCPT TO: capitals and plus tag kept. */
  recipient: string;
}

/** An email just stored, as outbound events describe it: never its content. */
export interface StoredEmail {
  id: string;
  projectId: string;
  address: string;
  receivedAt: Date;
  service: string | null;
  serviceDomain: string | null;
  codes: AnalyzedEmail["codes"];
  links: AnalyzedEmail["links"];
  expiresAt: AnalyzedEmail["expiresAt"];
}

export interface IncomingMail {
  raw: Buffer;
  envelopeFrom: string | null;
  recipients: AcceptedRecipient[];
  /** When the end of DATA arrived: the email's received_at. */
  receivedAt: Date;
  /** The connecting client, for SPF: its IP and the name it gave in HELO. */
  client: { ip: string | null; helo: string | null };
  /**
   * Called once the pipeline has taken the message, past its bounds on mail held in memory: from
   * then on those bounds count its bytes, not the SMTP side's.
   */
  admitted?: () => void;
  /**
   * Called once the message's copies are stored, or it is given up: from then on the store's
   * usage counts it toward the limits (mail-quota.ts).
   */
  stored?: () => void;
}

/** What readers of an address's mail need from intake: to see everything already accepted. */
export interface MailIntake {
  /**
   * Resolves once every message accepted for this address so far is stored, or after `withinMs`
   * (default SETTLE_WITHIN_MS) when that comes first. Every read of an address's mail awaits it
   * first, so a read that starts after the SMTP 250 sees that mail, unless reading it takes
   * longer than the read is willing to wait (a slow, large message: see parser-pool.ts). True
   * when there was mail to wait for.
   */
  settled(addressId: string, withinMs?: number): Promise<boolean>;
  /**
   * As `settled`, for every address of a project at once: what reads a whole project's mail (the
   * Mailpit-compatible API) awaits. Another project's mail never holds it up.
   */
  projectSettled(projectId: string, withinMs?: number): Promise<boolean>;
  /**
   * Resolves once the SPF, DKIM and DMARC verdicts of a stored email are stored too: they are
   * worked out after the email, when intake has room (DNS and mailauth must not hold up a 250,
   * a wait or the intake rate), or at once when a check asks (see verdict-queue.ts).
   */
  verdictsSettled(emailId: string): Promise<void>;
  /** Cleans sender HTML for its first read, on a parser worker (see MailParser.clean). */
  cleanHtml(html: string): Promise<CleanedHtml>;
  /** Reads a stored message's attachments and inline parts, on a parser worker (see MailParser.readParts). */
  readParts(raw: Buffer): Promise<SourceReading>;
}

export interface MailPipeline extends MailIntake {
  /**
   * Accepts a message: resolves with the ids its copies are stored under, once stored when the
   * pipeline is idle, or as soon as it is held when other mail is being processed (the SMTP 250
   * follows). Either way every read that starts after the 250 sees it.
   */
  receive(mail: IncomingMail): Promise<string[]>;
  /** Resolves when nothing accepted is still being processed, verdicts included (shutdown). */
  drain(): Promise<void>;
}

/**
 * Accepted but unprocessed mail is held in memory; past these bounds, the next message's 250
 * waits until the parsers catch up, so a flood slows senders down instead of growing the heap.
 * Large messages (read apart, see parser-pool.ts) have a bound of their own, so that a flood of
 * them, however slow to read, never holds up the 250 of ordinary mail.
 */
const MAX_PENDING_MESSAGES = 256;
const MAX_PENDING_LARGE_BYTES = 64 * 1024 * 1024;

/**
 * How long a read waits at most for the mail accepted before it. Far beyond the time a backlog of
 * MAX_PENDING_MESSAGES ordinary messages takes to read (about 200 ms on 2 cores); a message that
 * takes longer is slow, and the read goes on without it. Waits pass their own deadline.
 */
export const SETTLE_WITHIN_MS = 1000;

/**
 * A burst worth a collection on every thread (see after-burst.ts), and the quiet that ends it.
 * After the bench's 10,000 emails the main thread's collection took 27-40 ms and its heap from
 * 50-75 MB to about 25; a few emails at a time leave too little to be worth that. A tenth of a
 * second without an email stored or a verdict worked out is a long pause for a burst (they come
 * a millisecond apart), and short enough to give the memory back before anyone looks.
 */
const RECLAIM_AFTER_MAILS = 1000;
const QUIET_MS = 100;

/** What is stored of a message that was not read (reading failed or took too long): it still counts as arrived. */
const UNREAD: AnalyzedEmail = {
  fromAddress: null,
  fromName: null,
  subject: null,
  text: null,
  textPart: false,
  html: null,
  htmlCleaned: true,
  textTruncated: false,
  htmlTruncated: false,
  headers: {},
  attachments: 0,
  inlineParts: 0,
  source: null,
  codes: [],
  links: [],
  service: null,
  serviceDomain: null,
  expiresAt: null,
  facts: { htmlBytes: null, textPart: false, textCarries: null, linkHosts: [], layout: null },
};

/**
 * The path of accepted mail: the 250 is given once the message is held, parsing runs on the
 * parser workers meanwhile, and each copy is stored and announced to waiters when parsed.
 * The SMTP reply therefore does not wait for a worker round trip, while `settled` keeps
 * read-after-accept consistent for every reader of an address.
 */
/** Whether a failed insert means the address is gone (deleted while its mail was parsed). */
function addressGone(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // PostgreSQL's foreign_key_violation; SQLite says it in words.
  return code === "23503" || (typeof message === "string" && message.includes("FOREIGN KEY"));
}

export function createMailPipeline(deps: {
  store: Store;
  notifier: Notifier;
  parser: MailParser;
  verdictThread: VerdictThread;
  logger: Logger;
  metrics: Metrics;
  /**
   * Durable intake (a shared database): the 250 is given only once every copy of the message is
   * committed, and a message that cannot be stored is answered 451, so the sender tries again
   * and a crash after a 250 loses nothing. Without it (the in-memory store, which a crash loses
   * anyway) the 250 goes out as soon as the message is held, and reads wait through `settled`.
   */
  durable?: boolean;
  /**
   * Told of each email once every copy of its message is committed (webhooks). Called without
   * awaiting: whatever it does, intake never waits for it.
   */
  onStored?: (emails: StoredEmail[]) => void;
}): MailPipeline {
  const pendingByAddress = new Map<string, Set<Promise<void>>>();
  const pendingByProject = new Map<string, Set<Promise<void>>>();
  /** The jobs of each key a message's recipients have (their addresses, their projects). */
  const keyed = (mail: IncomingMail) => [
    ...mail.recipients.map(({ addressId }) => ({ pending: pendingByAddress, key: addressId })),
    ...mail.recipients.map(({ projectId }) => ({ pending: pendingByProject, key: projectId })),
  ];

  /** Resolves once `jobs` are done, or after `withinMs`; true when there were any. */
  async function settledOf(jobs: Set<Promise<void>> | undefined, withinMs = SETTLE_WITHIN_MS): Promise<boolean> {
    if (!jobs) return false;
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, withinMs))));
    await Promise.race([Promise.all(jobs), givenUp]);
    clearTimeout(timer);
    return true;
  }
  const allPending = new Set<Promise<void>>();
  let pendingOrdinary = 0;
  let pendingLargeBytes = 0;
  let capacityWaiters: (() => void)[] = [];

  const isLarge = (sizeBytes: number) => sizeBytes >= LARGE_MESSAGE_BYTES;
  // A large message alone always fits, whatever its size.
  const hasCapacity = (sizeBytes: number) =>
    isLarge(sizeBytes)
      ? pendingLargeBytes === 0 || pendingLargeBytes + sizeBytes <= MAX_PENDING_LARGE_BYTES
      : pendingOrdinary < MAX_PENDING_MESSAGES;

  // Memory a burst of mail leaves behind goes back as soon as the burst and its verdicts end.
  const bursts = watchBursts({
    minMails: RECLAIM_AFTER_MAILS,
    quietMs: QUIET_MS,
    idle: () => allPending.size === 0 && verdicts.idle(),
    reclaim: () => reclaimEveryThread(deps),
  });

  // Verdicts wait while mail is queued for the parsers, beyond the message being stored.
  const verdicts = createVerdictQueue({
    thread: deps.verdictThread,
    store: deps.store,
    logger: deps.logger,
    intakeBusy: () => allPending.size > 1,
    workEnded: () => bursts.noteWork(),
  });

  async function analyze(
    raw: Buffer,
    receivedAt: Date,
    handOver: boolean,
  ): Promise<{ analyzed: AnalyzedEmail; reading: ReadingIssue | null }> {
    try {
      return { analyzed: await deps.parser.parse(raw, receivedAt, handOver), reading: null };
    } catch (error) {
      // Accepted mail is never dropped: it is stored without content, and the reason logged.
      const timedOut = error instanceof ParseTimedOut;
      deps.logger.warn(
        timedOut
          ? "message took too long to read; stored without content, its parser worker replaced"
          : "message could not be parsed; stored without content",
        { error: error instanceof Error ? error.message : String(error) },
      );
      return { analyzed: UNREAD, reading: timedOut ? "timed_out" : "unreadable" };
    }
  }

  function process(mail: IncomingMail, emailIds: string[], sizeBytes: number): Promise<void> {
    // What the verdicts need is taken first. Unless it is the whole message (a signed one), the
    // message's bytes are then handed over to the parser, which may move them to its worker
    // instead of copying them: nothing here reads them again.
    const part = authPart(mail.raw);
    const started = timerStart();
    deps.metrics.messagesReading.inc();
    // Each message is stored as soon as it is read, whatever came before it: a slow one must not
    // hold back the rest (the store orders an address's mail by when it arrived, not when stored).
    const stored = analyze(mail.raw, mail.receivedAt, part !== mail.raw)
      .then((read) => store(mail, emailIds, sizeBytes, read))
      .finally(() => {
        deps.metrics.messagesReading.dec();
        deps.metrics.messageReadSeconds.observe(secondsSince(started));
      });
    // Queued before the job settles, so that whoever awaits `settled` finds the verdicts held.
    return stored.then(() => verdicts.add(emailIds, part, { ...mail.client, sender: mail.envelopeFrom }));
  }

  async function store(
    mail: IncomingMail,
    emailIds: string[],
    sizeBytes: number,
    { analyzed, reading }: { analyzed: AnalyzedEmail; reading: ReadingIssue | null },
  ): Promise<void> {
    const parsed = { ...analyzed, reading };
    // Mail without a From header still names its sender by the envelope (MAIL FROM).
    const envelopeDomain = mail.envelopeFrom?.includes("@")
      ? mail.envelopeFrom.slice(mail.envelopeFrom.lastIndexOf("@") + 1).toLowerCase()
      : null;
    parsed.service ??= envelopeDomain;
    parsed.serviceDomain ??= envelopeDomain;
    const stored: { addressId: string; emailId: string }[] = [];
    const storedEmails: StoredEmail[] = [];
    for (const [index, recipient] of mail.recipients.entries()) {
      const emailId = emailIds[index]!;
      try {
        await deps.store.emails.insert({
          id: emailId,
          addressId: recipient.addressId,
          projectId: recipient.projectId,
          recipient: recipient.recipient,
          envelopeFrom: mail.envelopeFrom,
          ...parsed,
          sizeBytes,
          receivedAt: mail.receivedAt,
        });
        stored.push({ addressId: recipient.addressId, emailId });
        storedEmails.push({
          id: emailId,
          projectId: recipient.projectId,
          address: recipient.address,
          receivedAt: mail.receivedAt,
          service: parsed.service,
          serviceDomain: parsed.serviceDomain,
          codes: parsed.codes,
          links: parsed.links,
          expiresAt: parsed.expiresAt,
        });
      } catch (error) {
        // Durable intake answers the sender 451 instead, unless the address is simply gone.
        if (deps.durable && !addressGone(error)) throw error;
        // The address was deleted while its mail was being parsed: its mail goes with it.
        deps.logger.warn("accepted message not stored", {
          address_id: recipient.addressId,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    mail.stored?.();
    // Only after every copy is committed: a woken waiter must find what woke it.
    for (const arrival of stored) deps.notifier.publish(arrival);
    if (storedEmails.length > 0) deps.onStored?.(storedEmails);
  }

  function track(mail: IncomingMail, sizeBytes: number, job: Promise<void>): void {
    allPending.add(job);
    if (isLarge(sizeBytes)) pendingLargeBytes += sizeBytes;
    else pendingOrdinary++;
    for (const { pending, key } of keyed(mail)) {
      let set = pending.get(key);
      if (!set) pending.set(key, (set = new Set()));
      set.add(job);
    }
    void job.finally(() => {
      mail.stored?.();
      allPending.delete(job);
      if (isLarge(sizeBytes)) pendingLargeBytes -= sizeBytes;
      else pendingOrdinary--;
      for (const { pending, key } of keyed(mail)) {
        const set = pending.get(key);
        set?.delete(job);
        if (set?.size === 0) pending.delete(key);
      }
      bursts.noteMail();
      if (allPending.size <= 1) verdicts.pump();
      if (capacityWaiters.length > 0) {
        const waiters = capacityWaiters;
        capacityWaiters = [];
        for (const wake of waiters) wake();
      }
    });
  }

  return {
    async receive(mail) {
      while (!hasCapacity(mail.raw.length)) await new Promise<void>((resolve) => capacityWaiters.push(resolve));
      mail.admitted?.();
      const emailIds = mail.recipients.map(() => newId());
      // Read now: the parser may take the message's bytes.
      const sizeBytes = mail.raw.length;
      const processing = process(mail, emailIds, sizeBytes);
      // process() catches everything it can expect; this catch keeps an unexpected failure
      // from becoming an unhandled rejection that would stop the service.
      const job = processing.catch((error: unknown) =>
        deps.logger.error("mail processing failed", { error: error instanceof Error ? error.message : String(error) }),
      );
      track(mail, sizeBytes, job);
      if (deps.durable) {
        // Rejects when the message could not be stored: the SMTP side answers 451.
        await processing;
        return emailIds;
      }
      // When nothing else is in the pipeline the reply waits for this message to be stored, so
      // waiters are answered before the sender hears 250. Under load it goes out at once and
      // the parsers catch up (reads wait for them through `settled`).
      if (allPending.size === 1) await job;
      return emailIds;
    },
    verdictsSettled: (emailId) => verdicts.settled(emailId),
    cleanHtml: (html) => deps.parser.clean(html),
    readParts: (raw) => deps.parser.readParts(raw),
    settled: (addressId, withinMs) => settledOf(pendingByAddress.get(addressId), withinMs),
    projectSettled: (projectId, withinMs) => settledOf(pendingByProject.get(projectId), withinMs),
    async drain() {
      while (allPending.size > 0) await Promise.all(allPending);
      await verdicts.drain();
      bursts.close();
    },
  };
}
