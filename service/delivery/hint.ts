import type { Limits } from "../config.js";
import type { AddressRecord, RefusalRecord } from "../store/store.js";

/** How many refusal entries a delivery answer lists (newest first); older ones are counted in the hint. */
export const REFUSALS_LISTED = 100;

/** "1 email", "3 emails". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** One sentence per refusal reason, naming the limit that was hit. */
export function describeRefusals(refusals: RefusalRecord[], limits: Limits): string[] {
  const sentences: string[] = [];
  const total = (reason: RefusalRecord["reason"]) =>
    refusals.filter((r) => r.reason === reason).reduce((sum, r) => sum + r.count, 0);
  const tooLarge = total("too_large");
  if (tooLarge > 0) {
    const largest = Math.max(...refusals.filter((r) => r.reason === "too_large").map((r) => r.sizeBytes ?? 0));
    sentences.push(
      `${plural(tooLarge, "message")} refused as too large (largest ${largest} bytes; the limit is ${limits.max_message_bytes} bytes): check attachments and inline images.`,
    );
  }
  const addressLimit = total("address_limit");
  if (addressLimit > 0) {
    sentences.push(
      `${plural(addressLimit, "message")} refused because this address had already received ${limits.mail_per_address_per_hour} messages in that hour: the app may be sending in a loop.`,
    );
  }
  const dailyLimit = total("daily_limit");
  if (dailyLimit > 0) {
    sentences.push(
      `${plural(dailyLimit, "message")} refused because the project had already received ${limits.mail_per_project_per_day} messages that day.`,
    );
  }
  return sentences;
}

/**
 * What the delivery status means, most important first: expiry, then refusals, then either
 * nothing-arrived-yet advice or a summary of what arrived.
 */
export function deliveryHint(input: {
  address: AddressRecord;
  refusals: RefusalRecord[];
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
