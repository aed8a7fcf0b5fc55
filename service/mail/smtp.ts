import { readFileSync } from "node:fs";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { Limits } from "../config.js";
import type { Clock } from "../lib/clock.js";
import { parseAddress } from "../lib/email-address.js";
import type { Logger } from "../lib/logger.js";
import type { RefusalReason, Store } from "../store/store.js";
import type { Socket } from "node:net";
import type { AcceptedRecipient, MailPipeline } from "./pipeline.js";

/** Why a recipient or a message was refused, as the debug log and refusal entries name it. */
type RefusalCause = RefusalReason | "unknown_address" | "expired" | "internal";

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

export interface SmtpOptions {
  /** Accept AUTH with any credentials (apps under test often insist on logging in). */
  auth: boolean;
  tls?: { keyFile: string; certFile: string };
}

export interface SmtpDeps {
  store: Store;
  clock: Clock;
  logger: Logger;
  pipeline: MailPipeline;
  /** The largest max_message_bytes of any project: the server-wide cap while streaming. */
  maxMessageBytes: number;
}

/**
 * The receiver. RCPT decides (unknown 550, expired 550, over a limit 452, declared too large
 * 552, each limit refusal recorded); DATA counts bytes while streaming and keeps nothing of a
 * message past the size limit; a complete message goes to the pipeline before the 250 reply,
 * so a 250 always means stored. A connection dropped mid-DATA stores nothing.
 */
export function createSmtpServer(deps: SmtpDeps, options: SmtpOptions): SMTPServer {
  const { store, clock, logger, pipeline } = deps;
  // Accepted recipients per transaction, keyed by the envelope object smtp-server renews per message.
  const accepted = new WeakMap<object, (AcceptedRecipient & { limits: Limits })[]>();
  const limitsCache = new Map<string, Limits>();
  const limitsOf = async (projectId: string): Promise<Limits | null> => {
    const cached = limitsCache.get(projectId);
    if (cached) return cached;
    const project = await store.projects.get(projectId);
    if (project) limitsCache.set(projectId, project.limits);
    return project?.limits ?? null;
  };

  const refuse = (recipient: AcceptedRecipient, reason: RefusalReason, sizeBytes: number | null) =>
    store.refusals.record({
      addressId: recipient.addressId,
      projectId: recipient.projectId,
      reason,
      sizeBytes,
      at: clock.now(),
    });

  async function checkRecipient(
    rcpt: string,
    session: SMTPServerSession,
  ): Promise<AcceptedRecipient & { limits: Limits }> {
    const parsed = parseAddress(rcpt);
    const address = parsed ? await store.addresses.findForDelivery(parsed.plain) : null;
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
    const recipient = {
      addressId: address.id,
      projectId: address.projectId,
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
    const usage = await store.emails.usage(address.id, address.projectId, now);
    if (usage.addressThisHour >= limits.mail_per_address_per_hour) {
      await refuse(recipient, "address_limit", null);
      throw new SmtpReply(
        452,
        `<${rcpt}>: this address received ${limits.mail_per_address_per_hour} messages this hour, its limit; try again later`,
        "address_limit",
      );
    }
    if (usage.projectToday >= limits.mail_per_project_per_day) {
      await refuse(recipient, "daily_limit", null);
      throw new SmtpReply(
        452,
        `<${rcpt}>: this project received ${limits.mail_per_project_per_day} messages today, its limit; try again tomorrow`,
        "daily_limit",
      );
    }
    return recipient;
  }

  function receiveData(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (err?: Error | null, message?: string) => void,
  ) {
    const recipients = accepted.get(session.envelope) ?? [];
    const limit = Math.min(deps.maxMessageBytes, ...recipients.map((r) => r.limits.max_message_bytes));
    const chunks: Buffer[] = [];
    let size = 0;
    let oversize = false;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (oversize) return;
      if (size > limit) {
        // Past the limit nothing more is kept; the rest is only counted, for size_bytes.
        oversize = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    // Emitted when the client goes away mid-DATA: nothing was stored and nothing will be.
    stream.on("error", () => {});
    stream.on("end", () => {
      const receivedAt = clock.now();
      if (oversize) {
        Promise.all(recipients.map((r) => refuse(r, "too_large", size))).then(
          () => {
            logger.info("mail refused", {
              reason: "too_large",
              code: 552,
              size_bytes: size,
              recipients: recipients.length,
            });
            callback(new SmtpReply(552, `message of ${size} bytes exceeds the limit of ${limit} bytes`, "too_large"));
          },
          (error: unknown) => callback(internalFailure(error)),
        );
        return;
      }
      const raw = Buffer.concat(chunks, size);
      const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null;
      const client = { ip: session.remoteAddress || null, helo: session.hostNameAppearsAs || null };
      pipeline.receive({ raw, envelopeFrom, recipients, receivedAt, client }).then(
        (ids) => {
          logger.debug("mail accepted", {
            code: 250,
            size_bytes: size,
            recipients: recipients.length,
            email_ids: ids.join(","),
          });
          callback(null, `OK: accepted as ${ids.join(", ")}`);
        },
        (error: unknown) => callback(internalFailure(error)),
      );
    });
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
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: [...(options.auth ? [] : ["AUTH"]), ...(tls ? [] : ["STARTTLS"])],
    ...(tls ?? {}),
    onAuth(_auth, _session, callback) {
      // Any credentials are fine: the test inbox has nothing to protect at this door.
      callback(null, { user: "proofbox" });
    },
    onRcptTo(address, session, callback) {
      checkRecipient(address.address, session).then(
        (recipient) => {
          const list = accepted.get(session.envelope) ?? [];
          list.push(recipient);
          accepted.set(session.envelope, list);
          callback();
        },
        (error: unknown) => {
          const reply = error instanceof SmtpReply ? error : internalFailure(error);
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
