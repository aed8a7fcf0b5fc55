import { readFileSync } from "node:fs";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { Limits } from "../config.js";
import type { Clock } from "../lib/clock.js";
import { type ParsedAddress, parseAddress } from "../lib/email-address.js";
import type { Logger } from "../lib/logger.js";
import type { Metrics } from "../lib/metrics.js";
import type { AddressRecord, Project, RefusalReason, Store } from "../store/store.js";
import { createCatchAll } from "./catch-all.js";
import type { Socket } from "node:net";
import { createMailQuota } from "./mail-quota.js";
import type { AcceptedRecipient, MailPipeline } from "./pipeline.js";
import { createSmtpGate, type SmtpGate, type SmtpGateLimits } from "./smtp-gate.js";

/** Why a recipient or a message was refused, as the debug log and refusal entries name it. */
type RefusalCause =
  | RefusalReason
  | "unknown_address"
  | "expired"
  | "internal"
  | "busy"
  | "active_limit"
  | "too_many_connections"
  /** The client went away mid-RCPT: nobody hears the reply, and nothing was refused. */
  | "closed";

/** An SMTP reply that refuses: smtp-server answers with err.responseCode and err.message. */
class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
    readonly reason: RefusalCause,
  ) {
    super(message);
  }
}

/** Recipients are written by senders: the log keeps a bounded, JSON-escaped copy. */
const loggedRecipient = (recipient: string) => recipient.slice(0, 320).toLowerCase();

/** What one client may hold of the receiver (docs/configuration.md, "SMTP limits"). */
export interface SmtpLimits extends SmtpGateLimits {
  /** Distinct recipients of one message (smtp_max_recipients). */
  recipients: number;
  /** A connection silent this long is closed (smtp_idle_timeout_ms). */
  idleTimeoutMs: number;
  /**
   * A connection that completes no message for this long, from its start or its last message,
   * is closed, however busy it keeps itself (smtp_message_timeout_ms): a message trickled in a
   * byte at a time, or NOOP after NOOP, holds a connection no longer than this.
   */
  messageTimeoutMs: number;
}

export interface SmtpOptions {
  /** Accept AUTH with any credentials (apps under test often insist on logging in). */
  auth: boolean;
  tls?: { keyFile: string; certFile: string };
  limits: SmtpLimits;
}

/** What one message holds of the bytes still arriving; `giveBack` returns all of it, once. */
interface Holding {
  take(bytes: number): boolean;
  giveBack(): void;
}

function holdingOf(gate: SmtpGate): Holding {
  let held = 0;
  return {
    take(bytes) {
      if (!gate.take(bytes)) return false;
      held += bytes;
      return true;
    },
    giveBack() {
      gate.giveBack(held);
      held = 0;
    },
  };
}

/** A recipient RCPT accepted, with its project's limits. */
type Recipient = AcceptedRecipient & { limits: Limits };

/** The message being sent on a connection, from MAIL FROM to the end of DATA. */
interface Transaction {
  /** One per address: a repeated recipient, or another plus tag of one address, is one copy. */
  recipients: Recipient[];
  /** The message counted toward each recipient's limits until it is stored (mail-quota.ts). */
  holds: (() => void)[];
}

export interface SmtpDeps {
  store: Store;
  clock: Clock;
  logger: Logger;
  pipeline: MailPipeline;
  /** The largest max_message_bytes of any project: the server-wide cap while streaming. */
  maxMessageBytes: number;
  metrics: Metrics;
  /** The projects the service runs, in the order of the configuration (catch-all.ts). */
  projects: readonly Project[];
}

/**
 * The receiver. RCPT decides (unknown 550, expired 550, over a limit 452, declared too large
 * 552, each limit refusal recorded); DATA counts bytes while streaming and keeps nothing of a
 * message past the size limit; a complete message goes to the pipeline before the 250 reply,
 * so a 250 always means stored. A connection dropped mid-DATA stores nothing.
 */
export function createSmtpServer(deps: SmtpDeps, options: SmtpOptions): SMTPServer {
  const { store, clock, logger, pipeline, metrics } = deps;
  /** Every refusing reply goes out through here, so each is counted once, by its reason. */
  const refusing = (reply: SmtpReply): SmtpReply => {
    if (reply.reason !== "closed") metrics.mailRefused.inc({ reason: reply.reason });
    return reply;
  };
  const smtpLimits = options.limits;
  const gate = createSmtpGate(smtpLimits);
  const quota = createMailQuota();
  const transactions = new Map<string, Transaction>();
  const transactionOf = (session: SMTPServerSession): Transaction => {
    let transaction = transactions.get(session.id);
    if (!transaction) transactions.set(session.id, (transaction = { recipients: [], holds: [] }));
    return transaction;
  };
  /** The transaction is over without a message (a new MAIL FROM, or the connection closed). */
  const abandon = (session: SMTPServerSession) => {
    const transaction = transactions.get(session.id);
    transactions.delete(session.id);
    for (const release of transaction?.holds ?? []) release();
  };
  /**
   * What the message arriving on each connection holds of smtp_max_receiving_bytes: given back
   * once the pipeline has taken the message (from then on its own bounds count it), or once the
   * message is refused or gone.
   */
  const receiving = new Map<string, Holding>();
  const stopReceiving = (session: SMTPServerSession) => {
    receiving.get(session.id)?.giveBack();
    receiving.delete(session.id);
  };
  const catchAll = createCatchAll({ store, clock, projects: deps.projects });
  const messageTimers = new Map<string, NodeJS.Timeout>();
  const limitsCache = new Map<string, Limits>();
  const limitsOf = async (projectId: string): Promise<Limits | null> => {
    const cached = limitsCache.get(projectId);
    if (cached) return cached;
    const project = await store.projects.get(projectId);
    if (project) limitsCache.set(projectId, project.limits);
    return project?.limits ?? null;
  };

  /** The address a catch-all project makes for `rcpt`, or null when none catches it. */
  async function caught(rcpt: string, parsed: ParsedAddress): Promise<AddressRecord | null> {
    const outcome = await catchAll.create(parsed);
    switch (outcome.kind) {
      case "created":
        logger.debug("catch-all address created", { project: outcome.address.projectId });
        return outcome.address;
      case "not_caught":
        return null;
      case "name_retired":
        throw new SmtpReply(
          550,
          `<${rcpt}>: this test address was deleted, and a deleted address is never issued again`,
          "unknown_address",
        );
      case "full":
        throw new SmtpReply(
          452,
          `<${rcpt}>: this project has ${outcome.project.limits.max_active_addresses} active addresses, its limit (max_active_addresses); try again once some expire`,
          "active_limit",
        );
    }
  }

  const refuse = (recipient: AcceptedRecipient, reason: RefusalReason, sizeBytes: number | null) =>
    store.refusals.record({
      addressId: recipient.addressId,
      projectId: recipient.projectId,
      reason,
      sizeBytes,
      at: clock.now(),
    });

  /**
   * Whether RCPT takes `rcpt` into the transaction: null when it is an address the transaction
   * already has (the message is stored once per address), else the recipient, held against its
   * limits.
   */
  async function checkRecipient(
    rcpt: string,
    session: SMTPServerSession,
    transaction: Transaction,
  ): Promise<Recipient | null> {
    const parsed = parseAddress(rcpt);
    const address = parsed
      ? ((await store.addresses.findForDelivery(parsed.plain)) ?? (await caught(rcpt, parsed)))
      : null;
    const limits = address ? await limitsOf(address.projectId) : null;
    if (!address || !limits) throw new SmtpReply(550, `<${rcpt}>: no such test address here`, "unknown_address");
    const now = clock.now();
    if (address.expiresAt.getTime() <= now.getTime()) {
      throw new SmtpReply(
        550,
        `<${rcpt}>: this test address expired at ${address.expiresAt.toISOString()} and no longer receives mail`,
        "expired",
      );
    }
    if (transaction.recipients.some((taken) => taken.addressId === address.id)) return null;
    const recipient = {
      addressId: address.id,
      projectId: address.projectId,
      address: address.address,
      recipient: rcpt,
      limits,
    };
    const mailArgs = session.envelope.mailFrom ? session.envelope.mailFrom.args : false;
    const declared = mailArgs ? Number(mailArgs.SIZE) : Number.NaN;
    if (Number.isFinite(declared) && declared > limits.max_message_bytes) {
      await refuse(recipient, "too_large", declared);
      throw new SmtpReply(
        552,
        `<${rcpt}>: message of ${declared} bytes exceeds the limit of ${limits.max_message_bytes} bytes`,
        "too_large",
      );
    }
    // Messages stored while the usage is read may be in neither count: they are counted again.
    const stopWatching = quota.watch(address.id, address.projectId);
    const stored = await store.emails.usage(address.id, address.projectId, now).catch((error: unknown) => {
      stopWatching();
      throw error;
    });
    const storedMeanwhile = stopWatching();
    // Read after the await, with nothing awaited before the hold: no other recipient, of this
    // transaction or another, is counted between this check and the hold.
    const held = quota.held(address.id, address.projectId);
    const usage = {
      address: stored.addressThisHour + held.address + storedMeanwhile.address,
      project: stored.projectToday + held.project + storedMeanwhile.project,
    };
    if (usage.address >= limits.mail_per_address_per_hour) {
      await refuse(recipient, "address_limit", null);
      throw new SmtpReply(
        452,
        `<${rcpt}>: this address received ${limits.mail_per_address_per_hour} messages this hour, its limit; try again later`,
        "address_limit",
      );
    }
    if (usage.project >= limits.mail_per_project_per_day) {
      await refuse(recipient, "daily_limit", null);
      throw new SmtpReply(
        452,
        `<${rcpt}>: this project received ${limits.mail_per_project_per_day} messages today, its limit; try again tomorrow`,
        "daily_limit",
      );
    }
    // A connection that closed while this was looked up has nothing left to hold it for.
    if (transactions.get(session.id) !== transaction) throw new SmtpReply(421, "connection closed", "closed");
    transaction.holds.push(quota.hold(address.id, address.projectId));
    return recipient;
  }

  function receiveData(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (err?: Error | null, message?: string) => void,
  ) {
    // The transaction ends here, whatever becomes of its message.
    const transaction = transactions.get(session.id) ?? { recipients: [], holds: [] };
    transactions.delete(session.id);
    const release = () => {
      for (const hold of transaction.holds) hold();
    };
    const { recipients } = transaction;
    const limit = Math.min(deps.maxMessageBytes, ...recipients.map((r) => r.limits.max_message_bytes));
    const chunks: Buffer[] = [];
    let size = 0;
    /** Why nothing more of the message is kept: the rest is only counted, for size_bytes. */
    let dropped: "too_large" | "busy" | null = null;
    const holding = holdingOf(gate);
    const drop = (why: "too_large" | "busy") => {
      dropped = why;
      chunks.length = 0;
      holding.giveBack();
    };
    receiving.set(session.id, holding);
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (dropped) return;
      if (size > limit) return drop("too_large");
      if (!holding.take(chunk.length)) return drop("busy");
      chunks.push(chunk);
    });
    // Emitted when the client goes away mid-DATA: nothing was stored and nothing will be.
    stream.on("error", () => {
      stopReceiving(session);
      release();
    });
    stream.on("end", () => {
      // The message is complete: what becomes of it, not the connection, gives its bytes back.
      receiving.delete(session.id);
      restartMessageTimer(session);
      const receivedAt = clock.now();
      if (dropped === "busy") {
        holding.giveBack();
        release();
        logger.warn("mail refused", { reason: "busy", code: 452, receiving_bytes: gate.receivingBytes() });
        callback(
          refusing(
            new SmtpReply(
              452,
              `too much mail is arriving at once (over ${smtpLimits.receivingBytes} bytes, smtp_max_receiving_bytes); try again in a moment`,
              "busy",
            ),
          ),
        );
        return;
      }
      if (dropped === "too_large") {
        holding.giveBack();
        release();
        Promise.all(recipients.map((r) => refuse(r, "too_large", size))).then(
          () => {
            logger.info("mail refused", {
              reason: "too_large",
              code: 552,
              size_bytes: size,
              recipients: recipients.length,
            });
            callback(
              refusing(new SmtpReply(552, `message of ${size} bytes exceeds the limit of ${limit} bytes`, "too_large")),
            );
          },
          (error: unknown) => callback(refusing(internalFailure(error))),
        );
        return;
      }
      const raw = Buffer.concat(chunks, size);
      const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null;
      const client = { ip: session.remoteAddress || null, helo: session.hostNameAppearsAs || null };
      pipeline
        .receive({
          raw,
          envelopeFrom,
          recipients,
          receivedAt,
          client,
          admitted: () => holding.giveBack(),
          stored: release,
        })
        .then(
          (ids) => {
            logger.debug("mail accepted", {
              code: 250,
              size_bytes: size,
              recipients: recipients.length,
              email_ids: ids.join(","),
            });
            metrics.mailReceived.inc();
            callback(null, `OK: accepted as ${ids.join(", ")}`);
          },
          (error: unknown) => {
            holding.giveBack();
            release();
            callback(refusing(internalFailure(error)));
          },
        );
    });
  }

  /** Closes a connection from this side, with a reply that says why. */
  function closeConnection(session: SMTPServerSession, message: string): void {
    for (const connection of server.connections) {
      if (connection.id !== session.id) continue;
      logger.info("smtp connection closed", { reason: "message_timeout", ip: session.remoteAddress });
      connection.send(421, message);
      connection.close();
      return;
    }
  }

  /** Starts (again) a connection's time to complete its next message. */
  function restartMessageTimer(session: SMTPServerSession): void {
    clearTimeout(messageTimers.get(session.id));
    const timer = setTimeout(
      () =>
        closeConnection(
          session,
          `closing: no message completed in ${smtpLimits.messageTimeoutMs / 1000} s (smtp_message_timeout_ms)`,
        ),
      smtpLimits.messageTimeoutMs,
    );
    timer.unref();
    messageTimers.set(session.id, timer);
  }

  function internalFailure(error: unknown): SmtpReply {
    logger.error("mail intake failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    return new SmtpReply(451, "local error while storing the message; try again", "internal");
  }

  const tls = options.tls
    ? { key: readFileSync(options.tls.keyFile), cert: readFileSync(options.tls.certFile) }
    : undefined;
  const server = new SMTPServer({
    name: "proofbox",
    banner: "Proofbox test inbox",
    logger: false,
    // SIZE is advertised without a number so that an over-size declaration reaches RCPT, where
    // it is refused and recorded against the address (smtp-server would refuse it at MAIL,
    // before any address is known).
    size: deps.maxMessageBytes,
    hideSize: true,
    hideENHANCEDSTATUSCODES: false,
    socketTimeout: smtpLimits.idleTimeoutMs,
    // Distinct recipients of one message; past it, RCPT is answered "452 4.5.3 Error: too many
    // recipients" (a repeated address is one recipient, and one copy: see checkRecipient).
    maxRecipients: smtpLimits.recipients,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: [...(options.auth ? [] : ["AUTH"]), ...(tls ? [] : ["STARTTLS"])],
    ...(tls ?? {}),
    onAuth(_auth, _session, callback) {
      // Any credentials are fine: the test inbox has nothing to protect at this door.
      callback(null, { user: "proofbox" });
    },
    onConnect(session, callback) {
      const refused = gate.admit(session.id, session.remoteAddress);
      if (refused) {
        logger.info("smtp connection refused", { ip: session.remoteAddress, code: 421 });
        callback(refusing(new SmtpReply(421, refused, "too_many_connections")));
        return;
      }
      // The gate counts the connections it admitted; the gauge reads its count.
      metrics.smtpSessions.set(gate.openConnections());
      metrics.smtpSessionsStarted.inc();
      restartMessageTimer(session);
      callback();
    },
    onClose(session) {
      gate.leave(session.id);
      metrics.smtpSessions.set(gate.openConnections());
      clearTimeout(messageTimers.get(session.id));
      messageTimers.delete(session.id);
      stopReceiving(session);
      abandon(session);
    },
    onMailFrom(_address, session, callback) {
      // A new transaction: whatever the last one held without sending a message is let go.
      abandon(session);
      callback();
    },
    onRcptTo(address, session, callback) {
      const transaction = transactionOf(session);
      checkRecipient(address.address, session, transaction).then(
        (recipient) => {
          if (recipient) transaction.recipients.push(recipient);
          callback();
        },
        (error: unknown) => {
          const reply = refusing(error instanceof SmtpReply ? error : internalFailure(error));
          // Refusals that leave a refusal entry are worth a line at info; the rest (unknown or
          // expired addresses, which any stray sender produces) only at debug.
          const level = reply.reason === "unknown_address" || reply.reason === "expired" ? "debug" : "info";
          logger[level]("recipient refused", {
            recipient: loggedRecipient(address.address),
            code: reply.responseCode,
            reason: reply.reason,
          });
          callback(reply);
        },
      );
    },
    onData: receiveData,
  });
  server.on("error", (error) => logger.warn("smtp connection error", { error: error.message }));
  server.server.on("connection", (socket: Socket) => coalesceReplies(socket));
  return server;
}

/**
 * A pipelining client sends MAIL, RCPT and DATA at once and smtp-server answers each with its
 * own socket write: one system call per reply, the largest single cost of intake. Writes are
 * corked until the event loop's next turn, so the replies produced in one turn leave in one
 * packet. With that batching done here, Nagle's algorithm only adds delay, so it is off.
 */
function coalesceReplies(socket: Socket): void {
  socket.setNoDelay(true);
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  socket.write = (...args: unknown[]) => {
    if (!corked) {
      corked = true;
      socket.cork();
      setImmediate(uncork);
    }
    return write(...args);
  };
}
