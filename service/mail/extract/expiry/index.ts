import { findStatedEnd, type TimeAnchor } from "./dates.js";
import { findLifetime } from "./durations.js";
import { dateHeaderOffset } from "./zones.js";

export type { TimeAnchor } from "./dates.js";

/**
 * When a Date header is believed as the moment the email was written: not after its receipt
 * (beyond clock skew) and not more than a day before it. Outside that, the header is a replayed
 * fixture or a wrong clock, and the lifetime is counted from the receipt.
 */
const CLOCK_SKEW_MS = 5 * 60_000;
const MAX_DELIVERY_DELAY_MS = 24 * 3600_000;

/** What a stated lifetime is counted from: the Date header when it is believable, else receipt. */
export function timeAnchor(dateHeader: string | null, receivedAt: Date): TimeAnchor {
  const offsetMinutes = dateHeader ? dateHeaderOffset(dateHeader) : 0;
  const written = dateHeader ? new Date(dateHeader) : null;
  const believable =
    written !== null &&
    !Number.isNaN(written.getTime()) &&
    written.getTime() <= receivedAt.getTime() + CLOCK_SKEW_MS &&
    written.getTime() >= receivedAt.getTime() - MAX_DELIVERY_DELAY_MS;
  return { at: believable ? written : receivedAt, offsetMinutes };
}

/** How the email states the lifetime of what it carries. */
export interface StatedExpiry {
  at: Date;
  /** A duration ("10 minutes") counted from the anchor, or an end ("until 18:00 CET"). */
  form: "duration" | "end";
}

/**
 * The lifetime the email states for its code or link, as the moment it ends: the first
 * statement in reading order (subject first), a duration or an end. Only what the email says:
 * no statement, no expiry.
 */
export function findExpiry(texts: string[], anchor: TimeAnchor): StatedExpiry | null {
  for (const text of texts) {
    if (!text) continue;
    const lifetime = findLifetime(text);
    const end = findStatedEnd(text, anchor);
    if (lifetime && (!end || lifetime.index <= end.index))
      return { at: new Date(anchor.at.getTime() + lifetime.seconds * 1000), form: "duration" };
    if (end) return { at: end.at, form: "end" };
  }
  return null;
}
