import { DAY_MS, HOUR_MS } from "../../lib/time.js";
import type { SqlValue } from "sql.js";
import { type EmailIndexKeys, indexKeysOf, subtypeMask } from "../email-index.js";
import type { AuthVerdicts, EmailFacts } from "../../wire/checks.js";
import type {
  EmailMeta,
  EmailQuery,
  EmailRecord,
  EmailStore,
  ReadingIssue,
  StoredCode,
  StoredLink,
  UsedKey,
} from "../store.js";
import {
  asDate,
  asNullableDate,
  asNullableString,
  asNumber,
  asString,
  fromDeflatedBlob,
  fromUtf8Blob,
  toDeflatedBlob,
  toUtf8Blob,
  type Row,
  type SqlDatabase,
} from "./database.js";
import { frozenMeta, type KeptEmail, type NewestEmails } from "./newest-emails.js";

const hourWindow = (at: Date) => Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
const dayWindow = (at: Date) => Math.floor(at.getTime() / DAY_MS) * DAY_MS;

const parseJson = <T>(value: SqlValue | undefined, fallback: T): T => {
  const text = fromUtf8Blob(value);
  return text === null ? fallback : (JSON.parse(text) as T);
};

const usedKeys = (value: SqlValue | undefined): UsedKey[] =>
  value === null || value === undefined ? [] : (asString(value).split("\u0000") as UsedKey[]);

function toMeta(row: Row): EmailMeta {
  return {
    id: asString(row.id),
    addressId: asString(row.address_id),
    projectId: asString(row.project_id),
    recipient: asString(row.recipient),
    envelopeFrom: asNullableString(row.envelope_from),
    fromAddress: asNullableString(row.from_address),
    sizeBytes: asNumber(row.size_bytes),
    receivedAt: asDate(row.received_at),
    codes: parseJson<StoredCode[]>(row.codes, []),
    links: parseJson<StoredLink[]>(row.links, []),
    service: asNullableString(row.service),
    serviceDomain: asNullableString(row.service_domain),
    expiresAt: asNullableDate(row.expires_at),
    reading: asNullableString(row.reading) as ReadingIssue | null,
  };
}

function toEmail(row: Row): EmailRecord {
  return {
    ...toMeta(row),
    used: usedKeys(row.used),
    fromName: asNullableString(row.from_name),
    subject: asNullableString(row.subject),
    text: fromDeflatedBlob(row.text),
    textTruncated: row.text_truncated === 1,
    htmlTruncated: row.html_truncated === 1,
    // The sender's HTML waits in html_raw until its first read cleans it into html.
    ...(row.html_raw === null || row.html_raw === undefined
      ? { html: fromDeflatedBlob(row.html), htmlCleaned: true }
      : { html: fromDeflatedBlob(row.html_raw), htmlCleaned: false }),
    headers: parseJson<Record<string, string>>(row.headers, {}),
  };
}

/** The used codes and links of each email, joined by NUL (which no URL or code contains). */
const USED = "(SELECT group_concat(match_key, char(0)) FROM used_matches u WHERE u.email_id = e.id) AS used";
const META_COLUMNS = `e.id, e.address_id, e.project_id, e.recipient, e.envelope_from, e.from_address, e.size_bytes,
  e.received_at, e.codes, e.links, e.service, e.service_domain, e.expires_at, e.reading`;

/**
 * The conditions of an EmailQuery on the emails table `e` (store/email-index.ts explains the
 * columns). Which of them a query has is its shape (a bit each); the SQL of each kind of read and
 * shape is written once, so the hot path neither builds nor hashes a new statement text.
 */
const TAG = 1;
const SERVICE = 2;
const SUBTYPES = 4;

function shapeOf(query: EmailQuery): number {
  return (
    (query.tag !== undefined && query.tag !== null ? TAG : 0) |
    (query.service ? SERVICE : 0) |
    (query.subtypes ? SUBTYPES : 0)
  );
}

function whereOf(shape: number): string {
  const where = ["e.address_id = ?", "e.received_at >= ?"];
  if (shape & TAG) where.push("e.recipient_tag = ?");
  // Its name, its exact domain, or the same registrable domain (lib/service-match.ts).
  if (shape & SERVICE) where.push("(e.service_name = ? OR e.service_domain = ? OR e.service_site = ?)");
  if (shape & SUBTYPES) where.push("(e.subtype_mask & ?) != 0");
  return where.join(" AND ");
}

/** The parameters of a query, in the order of its conditions, with room for what follows them. */
function paramsOf(addressId: string, query: EmailQuery): SqlValue[] {
  const params: SqlValue[] = [addressId, query.since?.getTime() ?? 0];
  if (query.tag !== undefined && query.tag !== null) params.push(query.tag);
  if (query.service) params.push(query.service.wanted, query.service.wanted, query.service.site);
  if (query.subtypes) params.push(subtypeMask(query.subtypes));
  return params;
}

/** One kind of read: its statement for each shape of query, written on first use. */
function statements(build: (where: string) => string): (query: EmailQuery) => string {
  const texts: string[] = [];
  return (query) => {
    const shape = shapeOf(query);
    return (texts[shape] ??= build(whereOf(shape)));
  };
}

const BUMP_USAGE = `INSERT INTO mail_usage (scope, window_start, count) VALUES (?, ?, 1)
  ON CONFLICT(scope, window_start) DO UPDATE SET count = count + 1`;

const listSql = statements(
  (where) => `SELECT e.*, b.*, ${USED} FROM emails e JOIN email_bodies b ON b.email_id = e.id
     WHERE ${where} ORDER BY e.received_at DESC, e.rowid DESC LIMIT ?`,
);
const metaSql = {
  newest: statements(
    (where) => `SELECT ${META_COLUMNS} FROM emails e WHERE ${where}
       ORDER BY e.received_at DESC, e.rowid DESC LIMIT ? OFFSET ?`,
  ),
  oldest: statements(
    (where) => `SELECT ${META_COLUMNS} FROM emails e WHERE ${where}
       ORDER BY e.received_at ASC, e.rowid ASC LIMIT ? OFFSET ?`,
  ),
};
/** An address's newest emails with their filter columns, for the cache of them (newest-emails.ts). */
const NEWEST_SQL = `SELECT ${META_COLUMNS}, e.recipient_tag, e.service_name, e.service_site, e.subtype_mask
  FROM emails e WHERE e.address_id = ? ORDER BY e.received_at DESC, e.rowid DESC LIMIT ?`;

const keysOf = (row: Row): EmailIndexKeys => ({
  recipientTag: asNullableString(row.recipient_tag),
  serviceName: asNullableString(row.service_name),
  serviceSite: asNullableString(row.service_site),
  subtypeMask: asNumber(row.subtype_mask),
});

const keptOf = (row: Row): KeptEmail => ({ meta: frozenMeta(toMeta(row)), keys: keysOf(row) });

const countSql = statements((where) => `SELECT COUNT(*) AS n FROM emails e WHERE ${where}`);

/**
 * The emails of the embedded store. `newest` keeps the newest emails of the addresses read
 * lately; the address store tells it when an address's emails are deleted.
 */
export function createEmailStore(db: SqlDatabase, newest: NewestEmails): EmailStore {
  return {
    async insert(email) {
      const at = email.receivedAt.getTime();
      const keys = indexKeysOf(email);
      // The emails row, as it is stored and as the cache of newest emails reads it back.
      const row = {
        id: email.id,
        address_id: email.addressId,
        project_id: email.projectId,
        recipient: email.recipient,
        envelope_from: email.envelopeFrom,
        from_address: email.fromAddress,
        size_bytes: email.sizeBytes,
        received_at: at,
        // Small and read on every wait: TEXT reads faster than a BLOB plus a decode.
        codes: JSON.stringify(email.codes),
        links: JSON.stringify(email.links),
        service: email.service,
        service_domain: email.serviceDomain,
        expires_at: email.expiresAt?.getTime() ?? null,
        reading: email.reading,
      } satisfies Row;
      db.transaction(() => {
        db.run(
          `INSERT INTO emails (id, address_id, project_id, recipient, envelope_from, from_address,
             size_bytes, received_at, codes, links, service, service_domain, expires_at, reading,
             recipient_tag, service_name, service_site, subtype_mask, attachments, inline_parts)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            row.id,
            row.address_id,
            row.project_id,
            row.recipient,
            row.envelope_from,
            row.from_address,
            row.size_bytes,
            row.received_at,
            row.codes,
            row.links,
            row.service,
            row.service_domain,
            row.expires_at,
            row.reading,
            keys.recipientTag,
            keys.serviceName,
            keys.serviceSite,
            keys.subtypeMask,
            email.attachments,
            email.inlineParts,
          ],
        );
        if (email.source !== null)
          db.run("INSERT INTO email_sources (email_id, source) VALUES (?, ?)", [email.id, email.source]);
        db.run(
          `INSERT INTO email_bodies (email_id, from_name, subject, text, html, html_raw, headers, text_truncated, html_truncated)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            email.id,
            email.fromName,
            email.subject,
            toDeflatedBlob(email.text),
            email.htmlCleaned ? toDeflatedBlob(email.html) : null,
            email.htmlCleaned ? null : toDeflatedBlob(email.html),
            toUtf8Blob(JSON.stringify(email.headers)),
            email.textTruncated ? 1 : 0,
            email.htmlTruncated ? 1 : 0,
          ],
        );
        db.run("INSERT INTO email_checks (email_id, facts) VALUES (?, ?)", [email.id, JSON.stringify(email.facts)]);
        db.run(
          "UPDATE addresses SET email_count = email_count + 1, last_email_at = MAX(COALESCE(last_email_at, 0), ?) WHERE id = ?",
          [at, email.addressId],
        );
        db.run(BUMP_USAGE, [`address:${email.addressId}`, hourWindow(email.receivedAt)]);
        db.run(BUMP_USAGE, [`project:${email.projectId}`, dayWindow(email.receivedAt)]);
      });
      // Only once committed: a transaction that rolled back leaves nothing to keep.
      if (newest.isKept(email.addressId)) newest.stored({ meta: frozenMeta(toMeta(row)), keys });
    },

    async get(addressId, emailId) {
      const row = db.get(
        `SELECT e.*, b.*, ${USED} FROM emails e JOIN email_bodies b ON b.email_id = e.id WHERE e.id = ? AND e.address_id = ?`,
        [emailId, addressId],
      );
      return row ? toEmail(row) : null;
    },

    async listForAddress(addressId, query) {
      const params = paramsOf(addressId, query);
      params.push(query.limit);
      return db.all(listSql(query), params).map(toEmail);
    },

    async listMeta(addressId, query) {
      if ((query.order ?? "newest") === "newest") {
        let page = newest.page(addressId, query);
        if (page === undefined && !newest.isKept(addressId)) {
          // One more than is kept tells whether the kept ones are all of the address's emails.
          newest.keep(addressId, db.all(NEWEST_SQL, [addressId, newest.perAddress + 1]).map(keptOf));
          page = newest.page(addressId, query);
        }
        if (page !== undefined) return page;
      }
      const params = paramsOf(addressId, query);
      params.push(query.limit, query.offset ?? 0);
      return db.all(metaSql[query.order ?? "newest"](query), params).map(toMeta);
    },

    async count(addressId, query) {
      return asNumber(db.get(countSql(query), paramsOf(addressId, query))?.n);
    },

    async setVerdicts(emailIds, verdicts) {
      const json = JSON.stringify(verdicts);
      db.transaction(() => {
        for (const id of emailIds) db.run("UPDATE email_checks SET verdicts = ? WHERE email_id = ?", [json, id]);
      });
    },

    async storeCleanHtml(emailId, html, cut = false) {
      db.run(
        "UPDATE email_bodies SET html = ?, html_raw = NULL, html_truncated = MAX(html_truncated, ?) WHERE email_id = ?",
        [toDeflatedBlob(html), cut ? 1 : 0, emailId],
      );
    },

    async checkRecord(addressId, emailId) {
      const row = db.get(
        `SELECT c.facts, c.verdicts FROM email_checks c JOIN emails e ON e.id = c.email_id
         WHERE c.email_id = ? AND e.address_id = ?`,
        [emailId, addressId],
      );
      if (!row) return null;
      return {
        facts: JSON.parse(asString(row.facts)) as EmailFacts,
        verdicts:
          row.verdicts === null || row.verdicts === undefined
            ? null
            : (JSON.parse(asString(row.verdicts)) as AuthVerdicts),
      };
    },

    async markUsed(emailId, key, at) {
      return (
        db.run("INSERT OR IGNORE INTO used_matches (email_id, match_key, used_at) VALUES (?, ?, ?)", [
          emailId,
          key,
          at.getTime(),
        ]) === 1
      );
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
