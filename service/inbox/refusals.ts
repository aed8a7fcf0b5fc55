import type { Limits } from "../config.js";
import type { RefusalRecord } from "../store/store.js";

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
