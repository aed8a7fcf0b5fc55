import type { Deps } from "../deps.js";
import type { AddressRecord } from "../store/store.js";
import type { Address } from "../wire/addresses.js";
import type { Match } from "../wire/matches.js";
import { latestMatch } from "./latest.js";
import { toMatch } from "./serialize.js";

/**
 * The Address resource exactly as the spec spells it. `now` decides whether a pool hold still
 * stands (checked_out_until is shown only while it does).
 */
export function toAddress(
  record: AddressRecord,
  now: Date,
  extra: { password?: string; latest?: Match | null } = {},
): Address {
  const hasPersona =
    record.firstName !== null ||
    record.lastName !== null ||
    record.username !== null ||
    record.dateOfBirth !== null ||
    record.country !== null;
  return {
    address: record.address,
    label: record.label,
    created_at: record.createdAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    persona: hasPersona
      ? {
          first_name: record.firstName,
          last_name: record.lastName,
          username: record.username,
          ...(record.dateOfBirth ? { date_of_birth: record.dateOfBirth } : {}),
          ...(record.country ? { country: record.country } : {}),
        }
      : null,
    notes: record.notes,
    tags: record.tags,
    has_password: record.hasPassword,
    ...(extra.password !== undefined ? { password: extra.password } : {}),
    ...(record.site ? { site: record.site } : {}),
    ...(record.environment ? { environment: record.environment } : {}),
    email_count: record.emailCount,
    latest: extra.latest ?? null,
    ...(record.checkoutUntil && record.checkoutUntil > now
      ? { checked_out_until: record.checkoutUntil.toISOString() }
      : {}),
  };
}

/** The Address resource with its `latest` code or link. */
export async function withLatest(deps: Pick<Deps, "store" | "clock">, record: AddressRecord): Promise<Address> {
  const latest = await latestMatch(deps, record);
  return toAddress(record, deps.clock.now(), {
    latest: latest ? toMatch(record.address, latest.email, latest.item) : null,
  });
}
