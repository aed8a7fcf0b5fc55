import type { EmailMeta, RefusalRecord } from "../store/store.js";
import type { Refusal } from "../wire/delivery.js";
import type { EmailSummary, Match } from "../wire/matches.js";
import { mainItem, type MatchItem } from "./match-items.js";

/** The Match resource: one code or link and what identifies its email, nothing more. */
export function toMatch(address: string, email: EmailMeta, item: MatchItem): Match {
  return {
    address,
    type: item.type,
    subtype: item.subtype,
    value: item.value,
    service: email.service,
    service_domain: email.serviceDomain,
    received_at: email.receivedAt.toISOString(),
    expires_at: email.expiresAt?.toISOString() ?? null,
    email_id: email.id,
  };
}

/** The email summary of count answers: no content. */
export function toEmailSummary(email: EmailMeta): EmailSummary {
  const main = mainItem(email);
  return {
    received_at: email.receivedAt.toISOString(),
    service: email.service,
    service_domain: email.serviceDomain,
    type: main?.type ?? null,
    subtype: main?.subtype ?? null,
    email_id: email.id,
  };
}

export function toRefusal(refusal: RefusalRecord): Refusal {
  return {
    reason: refusal.reason,
    first_at: refusal.firstAt.toISOString(),
    last_at: refusal.lastAt.toISOString(),
    count: refusal.count,
    size_bytes: refusal.sizeBytes,
  };
}
