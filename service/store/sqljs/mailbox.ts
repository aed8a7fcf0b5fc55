import { inflateRawSync } from "node:zlib";
import type { SqlValue } from "sql.js";
import type { MailboxEntry, MailboxSelection, MailboxStore, ReadingIssue } from "../store.js";
import {
  asDate,
  asNullableDate,
  asNullableString,
  asNumber,
  asString,
  fromDeflatedBlob,
  fromUtf8Blob,
  type Row,
  type SqlDatabase,
} from "./database.js";
import type { NewestEmails } from "./newest-emails.js";

/** Ids are bound in chunks: one statement per chunk keeps every statement's parameters few. */
const IDS_PER_STATEMENT = 500;

const ENTRY_SQL = `SELECT e.id, e.address_id, e.recipient, e.envelope_from, e.from_address, b.from_name, b.subject,
    b.headers, e.size_bytes, e.received_at, e.read_at, e.attachments, e.inline_parts, e.reading, e.rowid AS seq,
    (SELECT group_concat(tag, char(0)) FROM email_tags t WHERE t.email_id = e.id) AS tags
  FROM emails e JOIN email_bodies b ON b.email_id = e.id`;
const NEWEST_FIRST = "ORDER BY e.received_at DESC, e.rowid DESC";

function toEntry(row: Row): MailboxEntry {
  const headers = fromUtf8Blob(row.headers);
  const tags = asNullableString(row.tags);
  return {
    id: asString(row.id),
    addressId: asString(row.address_id),
    recipient: asString(row.recipient),
    envelopeFrom: asNullableString(row.envelope_from),
    fromAddress: asNullableString(row.from_address),
    fromName: asNullableString(row.from_name),
    subject: asNullableString(row.subject),
    headers: headers === null ? {} : (JSON.parse(headers) as Record<string, string>),
    sizeBytes: asNumber(row.size_bytes),
    receivedAt: asDate(row.received_at),
    readAt: asNullableDate(row.read_at),
    attachments: asNumber(row.attachments),
    inlineParts: asNumber(row.inline_parts),
    tags: tags === null ? [] : tags.split("\u0000").sort(),
    reading: asNullableString(row.reading) as ReadingIssue | null,
  };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IDS_PER_STATEMENT) out.push(items.slice(i, i + IDS_PER_STATEMENT));
  return out;
}

const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");

/** The embedded store's side of the Mailpit-compatible API (store.ts, MailboxStore). */
export function createMailboxStore(db: SqlDatabase, newest: NewestEmails): MailboxStore {
  /** Runs `statement` once for the whole project, or once per chunk of ids; sums the changes. */
  const forSelection = (which: MailboxSelection, statement: (idCondition: string, ids: SqlValue[]) => number) =>
    which === "all"
      ? statement("", [])
      : chunks(which.ids).reduce(
          (changed, ids) => changed + statement(` AND id IN (${placeholders(ids.length)})`, ids),
          0,
        );

  return {
    async page(projectId, offset, limit) {
      return db
        .all(`${ENTRY_SQL} WHERE e.project_id = ? ${NEWEST_FIRST} LIMIT ? OFFSET ?`, [projectId, limit, offset])
        .map(toEntry);
    },

    async scan(projectId, after, limit) {
      const [at, seq] = after === null ? [null, null] : after.split(":").map(Number);
      const rows =
        at === null || at === undefined
          ? db.all(`${ENTRY_SQL} WHERE e.project_id = ? ${NEWEST_FIRST} LIMIT ?`, [projectId, limit])
          : db.all(
              `${ENTRY_SQL} WHERE e.project_id = ? AND (e.received_at < ? OR (e.received_at = ? AND e.rowid < ?))
               ${NEWEST_FIRST} LIMIT ?`,
              [projectId, at, at, seq ?? 0, limit],
            );
      const last = rows.at(-1);
      return {
        entries: rows.map(toEntry),
        next: rows.length < limit || !last ? null : `${asNumber(last.received_at)}:${asNumber(last.seq)}`,
      };
    },

    async entry(projectId, emailId) {
      const row = db.get(`${ENTRY_SQL} WHERE e.id = ? AND e.project_id = ?`, [emailId, projectId]);
      return row ? toEntry(row) : null;
    },

    async counts(projectId) {
      const row = db.get(
        "SELECT COUNT(*) AS total, COUNT(*) - COUNT(read_at) AS unread FROM emails WHERE project_id = ?",
        [projectId],
      );
      return { total: asNumber(row?.total ?? 0), unread: asNumber(row?.unread ?? 0) };
    },

    async texts(projectId, emailIds) {
      const texts = new Map<string, string>();
      for (const ids of chunks(emailIds)) {
        const rows = db.all(
          `SELECT b.email_id, b.text FROM email_bodies b JOIN emails e ON e.id = b.email_id
           WHERE e.project_id = ? AND b.email_id IN (${placeholders(ids.length)})`,
          [projectId, ...ids],
        );
        for (const row of rows) {
          const text = fromDeflatedBlob(row.text);
          if (text !== null) texts.set(asString(row.email_id), text);
        }
      }
      return texts;
    },

    async source(projectId, emailId) {
      const row = db.get(
        `SELECT s.source FROM email_sources s JOIN emails e ON e.id = s.email_id WHERE e.id = ? AND e.project_id = ?`,
        [emailId, projectId],
      );
      return row?.source instanceof Uint8Array ? inflateRawSync(row.source) : null;
    },

    async setRead(projectId, which, readAt) {
      const change =
        readAt === null
          ? { sql: "read_at = NULL", unless: "read_at IS NOT NULL", params: [] as SqlValue[] }
          : { sql: "read_at = ?", unless: "read_at IS NULL", params: [readAt.getTime()] };
      return db.transaction(() =>
        forSelection(which, (idCondition, ids) =>
          db.run(`UPDATE emails SET ${change.sql} WHERE project_id = ? AND ${change.unless}${idCondition}`, [
            ...change.params,
            projectId,
            ...ids,
          ]),
        ),
      );
    },

    async remove(projectId, which) {
      return db.transaction(() => {
        const addresses = new Set<string>();
        const removed = forSelection(which, (idCondition, ids) => {
          for (const row of db.all(`SELECT DISTINCT address_id FROM emails WHERE project_id = ?${idCondition}`, [
            projectId,
            ...ids,
          ]))
            addresses.add(asString(row.address_id));
          // Cascades remove each email's body, checks, used matches, tags and source.
          return db.run(`DELETE FROM emails WHERE project_id = ?${idCondition}`, [projectId, ...ids]);
        });
        for (const addressId of addresses) {
          db.run(
            `UPDATE addresses SET
               email_count = (SELECT COUNT(*) FROM emails WHERE address_id = ?),
               last_email_at = (SELECT MAX(received_at) FROM emails WHERE address_id = ?)
             WHERE id = ?`,
            [addressId, addressId, addressId],
          );
          newest.forget(addressId);
        }
        return removed;
      });
    },

    async setTags(projectId, emailIds, tags) {
      // A statement per chunk of ids (and per tag), not per email: ten thousand emails with a
      // hundred tags are a few thousand statements.
      db.transaction(() => {
        for (const ids of chunks(emailIds)) {
          const inIds = `IN (${placeholders(ids.length)})`;
          db.run(
            `DELETE FROM email_tags WHERE email_id ${inIds} AND email_id IN (SELECT id FROM emails WHERE project_id = ?)`,
            [...ids, projectId],
          );
          for (const tag of tags)
            db.run(
              `INSERT OR IGNORE INTO email_tags (email_id, tag) SELECT id, ? FROM emails WHERE id ${inIds} AND project_id = ?`,
              [tag, ...ids, projectId],
            );
        }
      });
    },

    async tags(projectId) {
      return db
        .all(
          `SELECT t.tag, COUNT(*) AS n FROM email_tags t JOIN emails e ON e.id = t.email_id
           WHERE e.project_id = ? GROUP BY t.tag ORDER BY t.tag`,
          [projectId],
        )
        .map((row) => ({ tag: asString(row.tag), count: asNumber(row.n) }));
    },

    async renameTag(projectId, from, to) {
      db.transaction(() => {
        db.run(
          `INSERT OR IGNORE INTO email_tags (email_id, tag)
           SELECT t.email_id, ? FROM email_tags t JOIN emails e ON e.id = t.email_id WHERE t.tag = ? AND e.project_id = ?`,
          [to, from, projectId],
        );
        if (from !== to)
          db.run("DELETE FROM email_tags WHERE tag = ? AND email_id IN (SELECT id FROM emails WHERE project_id = ?)", [
            from,
            projectId,
          ]);
      });
    },

    async deleteTag(projectId, tag) {
      db.run("DELETE FROM email_tags WHERE tag = ? AND email_id IN (SELECT id FROM emails WHERE project_id = ?)", [
        tag,
        projectId,
      ]);
    },
  };
}
