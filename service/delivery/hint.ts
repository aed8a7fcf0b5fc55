import type { Limits } from "../config.js";
import { describeRefusals, plural } from "../inbox/refusals.js";
import { describeUnread } from "../inbox/unread.js";
import type { AddressRecord, EmailMeta, RefusalRecord } from "../store/store.js";

/**
 * What the delivery status means, most important first: expiry, then refusals, then mail that
 * arrived but could not be read, then either nothing-arrived-yet advice or a summary of what
 * arrived.
 */
export function deliveryHint(input: {
  address: AddressRecord;
  refusals: RefusalRecord[];
  /** The address's latest emails, newest first. */
  emails: EmailMeta[];
  limits: Limits;
  now: Date;
  smtpEndpoint: string;
}): string {
  const { address, refusals, limits, now, smtpEndpoint } = input;
  const parts: string[] = [];
  if (address.expiresAt.getTime() <= now.getTime()) {
    parts.push(
      `This address expired at ${address.expiresAt.toISOString()} and refuses new mail (SMTP 550); what arrived before stays readable. Create a new address for new mail.`,
    );
  }
  parts.push(...describeRefusals(refusals, limits));
  parts.push(...describeUnread(input.emails));
  if (address.emailCount === 0) {
    parts.push(
      `No email has arrived yet. Check that the app under test sends to ${address.address} through Proofbox's SMTP server (${smtpEndpoint}) rather than a real provider; that its email provider is not in sandbox or test mode (many deliver only to verified recipients); that its mail queue or background worker is running; and that the sending step did not fail in the app's own logs.`,
    );
  } else if (parts.length === 0) {
    parts.push(
      `Receiving: ${plural(address.emailCount, "email")} arrived, the last at ${address.lastEmailAt?.toISOString() ?? "an unknown time"}.`,
    );
  }
  return parts.join(" ");
}
