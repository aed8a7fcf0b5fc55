import type { StoredCode, StoredLink } from "../../store.js";
import { indexKeysOf } from "../../email-index.js";
import { asNullableString, asString, SCHEMA, type SqlDatabase } from "../database.js";

/**
 * Columns that let waits, counts and /none filter by variant, sender and kind in the query
 * instead of reading every email of the window (store/email-index.ts).
 */
export const name = "email-index";

export const sql = `
ALTER TABLE ${SCHEMA}.emails ADD COLUMN recipient_tag TEXT;
ALTER TABLE ${SCHEMA}.emails ADD COLUMN service_name TEXT;     -- lower case
ALTER TABLE ${SCHEMA}.emails ADD COLUMN service_site TEXT;     -- registrable domain of service_domain
ALTER TABLE ${SCHEMA}.emails ADD COLUMN subtype_mask INTEGER NOT NULL DEFAULT 0;
`;

/** Fills the new columns of emails stored before this migration. */
export function backfill(db: SqlDatabase): void {
  for (const row of db.all("SELECT id, recipient, service, service_domain, codes, links FROM emails")) {
    const keys = indexKeysOf({
      recipient: asString(row.recipient),
      service: asNullableString(row.service),
      serviceDomain: asNullableString(row.service_domain),
      codes: JSON.parse(asNullableString(row.codes) ?? "[]") as StoredCode[],
      links: JSON.parse(asNullableString(row.links) ?? "[]") as StoredLink[],
    });
    db.run("UPDATE emails SET recipient_tag = ?, service_name = ?, service_site = ?, subtype_mask = ? WHERE id = ?", [
      keys.recipientTag,
      keys.serviceName,
      keys.serviceSite,
      keys.subtypeMask,
      asString(row.id),
    ]);
  }
}
