import type { Logger } from "../lib/logger.js";
import { newId } from "../lib/random.js";
import type { Store } from "../store/store.js";
import type { Notifier } from "./notifier.js";
import type { AnalyzedEmail } from "./analyze.js";
import type { MailParser } from "./parser-pool.js";

/** A recipient that passed RCPT: which address it is, and how the sender wrote it. */
export interface AcceptedRecipient {
  addressId: string;
  projectId: string;
  /** Exactly as in RCPT TO: capitals and plus tag kept. */
  recipient: string;
}

export interface IncomingMail {
  raw: Buffer;
  envelopeFrom: string | null;
  recipients: AcceptedRecipient[];
  /** When the end of DATA arrived: the email's received_at. */
  receivedAt: Date;
}

/** What readers of an address's mail need from intake: to see everything already accepted. */
export interface MailIntake {
  /**
   * Resolves once every message accepted for this address so far is stored. Every read of an
   * address's mail awaits it first, so a read that starts after the SMTP 250 sees that mail.
   * True when there was mail to wait for.
   */
  settled(addressId: string): Promise<boolean>;
}

export interface MailPipeline extends MailIntake {
  /**
   * Accepts a message: resolves with the ids its copies are stored under, once stored when the
   * pipeline is idle, or as soon as it is held when other mail is being processed (the SMTP 250
   * follows). Either way every read that starts after the 250 sees it.
   */
  receive(mail: IncomingMail): Promise<string[]>;
  /** Resolves when nothing accepted is still being processed (shutdown). */
  drain(): Promise<void>;
}

/**
 * Accepted but unprocessed mail is held in memory; past these bounds, the next message's 250
 * waits until the parsers catch up, so a flood slows senders down instead of growing the heap.
 */
const MAX_PENDING_MESSAGES = 256;
const MAX_PENDING_BYTES = 64 * 1024 * 1024;

/** What is stored of a message the parser could not read: it still counts as arrived. */
const UNREADABLE: AnalyzedEmail = {
  fromAddress: null,
  fromName: null,
  subject: null,
  text: null,
  html: null,
  headers: {},
  codes: [],
  links: [],
  service: null,
  serviceDomain: null,
  expiry: null,
};

/**
 * The path of accepted mail: the 250 is given once the message is held, parsing runs on the
 * parser workers meanwhile, and each copy is stored and announced to waiters when parsed.
 * The SMTP reply therefore does not wait for a worker round trip, while `settled` keeps
 * read-after-accept consistent for every reader of an address.
 */
export function createMailPipeline(deps: {
  store: Store;
  notifier: Notifier;
  parser: MailParser;
  logger: Logger;
}): MailPipeline {
  const pendingByAddress = new Map<string, Set<Promise<void>>>();
  const allPending = new Set<Promise<void>>();
  let pendingBytes = 0;
  let capacityWaiters: (() => void)[] = [];

  const hasCapacity = () => allPending.size < MAX_PENDING_MESSAGES && pendingBytes < MAX_PENDING_BYTES;

  /** Commits happen in the order messages were accepted, whatever order parsing ends in. */
  let lastCommit: Promise<void> = Promise.resolve();

  async function analyze(raw: Buffer): Promise<AnalyzedEmail> {
    try {
      return await deps.parser.parse(raw);
    } catch (error) {
      // Accepted mail is never dropped: it is stored without content, and the reason logged.
      deps.logger.warn("message could not be parsed; stored without content", {
        error: error instanceof Error ? error.message : String(error),
      });
      return UNREADABLE;
    }
  }

  function process(mail: IncomingMail, emailIds: string[]): Promise<void> {
    const analyzed = analyze(mail.raw);
    const commit = lastCommit.then(async () => store(mail, emailIds, await analyzed));
    lastCommit = commit.catch(() => undefined);
    return commit;
  }

  async function store(mail: IncomingMail, emailIds: string[], analyzed: AnalyzedEmail): Promise<void> {
    const { expiry, ...parsed } = analyzed;
    // Mail without a From header still names its sender by the envelope (MAIL FROM).
    const envelopeDomain = mail.envelopeFrom?.includes("@")
      ? mail.envelopeFrom.slice(mail.envelopeFrom.lastIndexOf("@") + 1).toLowerCase()
      : null;
    parsed.service ??= envelopeDomain;
    parsed.serviceDomain ??= envelopeDomain;
    const expiresAt =
      expiry === null
        ? null
        : "seconds" in expiry
          ? new Date(mail.receivedAt.getTime() + expiry.seconds * 1000)
          : expiry.at;
    const stored: { addressId: string; emailId: string }[] = [];
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
          expiresAt,
          sizeBytes: mail.raw.length,
          receivedAt: mail.receivedAt,
        });
        stored.push({ addressId: recipient.addressId, emailId });
      } catch (error) {
        // The address was deleted while its mail was being parsed: its mail goes with it.
        deps.logger.warn("accepted message not stored", {
          address_id: recipient.addressId,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    // Only after every copy is committed: a woken waiter must find what woke it.
    for (const arrival of stored) deps.notifier.publish(arrival);
  }

  function track(mail: IncomingMail, job: Promise<void>): void {
    allPending.add(job);
    pendingBytes += mail.raw.length;
    for (const { addressId } of mail.recipients) {
      let set = pendingByAddress.get(addressId);
      if (!set) pendingByAddress.set(addressId, (set = new Set()));
      set.add(job);
    }
    void job.finally(() => {
      allPending.delete(job);
      pendingBytes -= mail.raw.length;
      for (const { addressId } of mail.recipients) {
        const set = pendingByAddress.get(addressId);
        set?.delete(job);
        if (set?.size === 0) pendingByAddress.delete(addressId);
      }
      if (hasCapacity() && capacityWaiters.length > 0) {
        const waiters = capacityWaiters;
        capacityWaiters = [];
        for (const wake of waiters) wake();
      }
    });
  }

  return {
    async receive(mail) {
      while (!hasCapacity()) await new Promise<void>((resolve) => capacityWaiters.push(resolve));
      const emailIds = mail.recipients.map(() => newId());
      // process() catches everything it can expect; this catch keeps an unexpected failure
      // from becoming an unhandled rejection that would stop the service.
      const job = process(mail, emailIds).catch((error: unknown) =>
        deps.logger.error("mail processing failed", { error: error instanceof Error ? error.message : String(error) }),
      );
      track(mail, job);
      // When nothing else is in the pipeline the reply waits for this message to be stored, so
      // waiters are answered before the sender hears 250. Under load it goes out at once and
      // the parsers catch up (reads wait for them through `settled`).
      if (allPending.size === 1) await job;
      return emailIds;
    },
    async settled(addressId) {
      const set = pendingByAddress.get(addressId);
      if (!set) return false;
      await Promise.all(set);
      return true;
    },
    async drain() {
      while (allPending.size > 0) await Promise.all(allPending);
    },
  };
}
