import { DAY_MS, HOUR_MS } from "../../lib/time.js";
import type { EmailRecord, EmailStore } from "../store.js";
import {
  asDate,
  asNullableString,
  asNumber,
  asString,
  fromUtf8Blob,
  toUtf8Blob,
  type Row,
  type SqlDatabase,
} from "./database.js";

const hourWindow = (at: Date) => Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
const dayWindow = (at: Date) => Math.floor(at.getTime() / DAY_MS) * DAY_MS;

function toEmail(row: Row): EmailRecord {
  return {
    id: asString(row.id),
    addressId: asString(row.address_id),
    projectId: asString(row.project_id),
    recipient: asString(row.recipient),
    envelopeFrom: asNullableString(row.envelope_from),
    fromAddress: asNullableString(row.from_address),
    fromName: asNullableString(row.from_name),
    subject: asNullableString(row.subject),
    text: fromUtf8Blob(row.text),
    html: fromUtf8Blob(row.html),
    headers: JSON.parse(fromUtf8Blob(row.headers) ?? "{}") as Record<string, string>,
    sizeBytes: asNumber(row.size_bytes),
    receivedAt: asDate(row.received_at),
  };
}

const BUMP_USAGE = `INSERT INTO mail_usage (scope, window_start, count) VALUES (?, ?, 1)
  ON CONFLICT(scope, window_start) DO UPDATE SET count = count + 1`;

export function createEmailStore(db: SqlDatabase): EmailStore {
  return {
    async insert(email) {
      const at = email.receivedAt.getTime();
      db.transaction(() => {
        db.run(
          `INSERT INTO emails (id, address_id, project_id, recipient, envelope_from, from_address, from_name, subject, text, html, headers, size_bytes, received_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            email.id,
            email.addressId,
            email.projectId,
            email.recipient,
            email.envelopeFrom,
            email.fromAddress,
            email.fromName,
            email.subject,
            toUtf8Blob(email.text),
            toUtf8Blob(email.html),
            toUtf8Blob(JSON.stringify(email.headers)),
            email.sizeBytes,
            at,
          ],
        );
        db.run(
          "UPDATE addresses SET email_count = email_count + 1, last_email_at = MAX(COALESCE(last_email_at, 0), ?) WHERE id = ?",
          [at, email.addressId],
        );
        db.run(BUMP_USAGE, [`address:${email.addressId}`, hourWindow(email.receivedAt)]);
        db.run(BUMP_USAGE, [`project:${email.projectId}`, dayWindow(email.receivedAt)]);
      });
    },

    async get(addressId, emailId) {
      const row = db.get("SELECT * FROM emails WHERE id = ? AND address_id = ?", [emailId, addressId]);
      return row ? toEmail(row) : null;
    },

    async listForAddress(addressId, limit) {
      return db
        .all("SELECT * FROM emails WHERE address_id = ? ORDER BY received_at DESC, rowid DESC LIMIT ?", [
          addressId,
          limit,
        ])
        .map(toEmail);
    },

    async usage(addressId, projectId, now) {
      const count = (scope: string, window: number) =>
        asNumber(
          db.get("SELECT count FROM mail_usage WHERE scope = ? AND window_start = ?", [scope, window])?.count ?? 0,
        );
      return {
        addressThisHour: count(`address:${addressId}`, hourWindow(now)),
        projectToday: count(`project:${projectId}`, dayWindow(now)),
      };
    },
  };
}
