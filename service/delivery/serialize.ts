import type { RefusalRecord } from "../store/store.js";

/** Refusal entry as the spec spells it. */
export function toRefusalResponse(refusal: RefusalRecord): Record<string, unknown> {
  return {
    reason: refusal.reason,
    first_at: refusal.firstAt.toISOString(),
    last_at: refusal.lastAt.toISOString(),
    count: refusal.count,
    size_bytes: refusal.sizeBytes,
  };
}
