import { newId } from "../lib/random.js";
import type { Store } from "../store/store.js";
import type { Notifier } from "./notifier.js";
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

export interface MailPipeline {
  /** Parses once, stores one email per recipient, then wakes waiters. Resolves with the email ids. */
  receive(mail: IncomingMail): Promise<string[]>;
}

export function createMailPipeline(deps: { store: Store; notifier: Notifier; parser: MailParser }): MailPipeline {
  return {
    async receive(mail) {
      const parsed = await deps.parser.parse(mail.raw);
      const { receivedAt } = mail;
      const stored: { addressId: string; emailId: string }[] = [];
      for (const recipient of mail.recipients) {
        const emailId = newId();
        await deps.store.emails.insert({
          id: emailId,
          addressId: recipient.addressId,
          projectId: recipient.projectId,
          recipient: recipient.recipient,
          envelopeFrom: mail.envelopeFrom,
          ...parsed,
          sizeBytes: mail.raw.length,
          receivedAt,
        });
        stored.push({ addressId: recipient.addressId, emailId });
      }
      // Only after every copy is committed: a woken waiter must find what woke it.
      for (const arrival of stored) deps.notifier.publish(arrival);
      return stored.map((s) => s.emailId);
    },
  };
}
