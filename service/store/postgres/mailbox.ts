import { inflateRawSync } from "node:zlib";
import type { MailboxEntry, MailboxSelection, MailboxStore, ReadingIssue } from "../store.js";
import type { PgDatabase, Queryable, Row } from "./database.js";
import { nulSafe } from "./emails.js";

interface EntryRow extends Row {
  id: string;
  address_id: string;
  recipient: string;
  envelope_from: string | null;
  from_address: string | null;
  from_name: string | null;
  subject: string | null;
  headers: Record<string, string> | null;
  size_bytes: number;
  received_at: number;
  read_at: number | null;
  attachments: number;
  inline_parts: number;
  reading: ReadingIssue | null;
  seq: string;
  tags: string[] | null;
}

const ENTRY_SQL = `SELECT e.id, e.address_id, e.recipient, e.envelope_from, e.from_address, b.from_name, b.subject,
    b.headers, e.size_bytes, e.received_at, e.read_at, e.attachments, e.inline_parts, e.reading, e.seq::text AS seq,
    (SELECT array_agg(t.tag ORDER BY t.tag COLLATE "C") FROM email_tags t WHERE t.email_id = e.id) AS tags
  FROM emails e JOIN email_bodies b ON b.email_id = e.id`;
const NEWEST_FIRST = "ORDER BY e.received_at DESC, e.seq DESC";

function toEntry(row: EntryRow): MailboxEntry {
  return {
    id: row.id,
    addressId: row.address_id,
    recipient: row.recipient,
    envelopeFrom: row.envelope_from,
    fromAddress: row.from_address,
    fromName: row.from_name,
    subject: row.subject,
    headers: row.headers ?? {},
    sizeBytes: Number(row.size_bytes),
    receivedAt: new Date(Number(row.received_at)),
    readAt: row.read_at === null ? null : new Date(Number(row.read_at)),
    attachments: Number(row.attachments),
    inlineParts: Number(row.inline_parts),
    tags: row.tags ?? [],
    reading: row.reading,
  };
}

/** The condition on `e.id` a selection adds, with its parameter at `$n`. */
const selectionCondition = (which: MailboxSelection, n: number): { sql: string; params: unknown[] } =>
  which === "all" ? { sql: "", params: [] } : { sql: ` AND e.id = ANY($${n}::text[])`, params: [[...which.ids]] };

/** The PostgreSQL store's side of the Mailpit-compatible API (store.ts, MailboxStore). */
export function createMailboxStore(pg: PgDatabase): MailboxStore {
  const db = nulSafe(pg);
  const inTransaction = <T>(work: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => work(nulSafe(tx)));
  return {
    async page(projectId, offset, limit) {
      const rows = await db.query<EntryRow>(`${ENTRY_SQL} WHERE e.project_id = $1 ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [
        projectId,
        limit,
        offset,
      ]);
      return rows.map(toEntry);
    },

    async scan(projectId, after, limit) {
      const [at, seq] = after === null ? [] : after.split(":");
      const rows =
        at === undefined
          ? await db.query<EntryRow>(`${ENTRY_SQL} WHERE e.project_id = $1 ${NEWEST_FIRST} LIMIT $2`, [
              projectId,
              limit,
            ])
          : await db.query<EntryRow>(
              `${ENTRY_SQL} WHERE e.project_id = $1 AND (e.received_at, e.seq) < ($2::bigint, $3::bigint)
               ${NEWEST_FIRST} LIMIT $4`,
              [projectId, at, seq ?? "0", limit],
            );
      const last = rows.at(-1);
      return {
        entries: rows.map(toEntry),
        next: rows.length < limit || !last ? null : `${Number(last.received_at)}:${last.seq}`,
      };
    },

    async entry(projectId, emailId) {
      const row = await db.one<EntryRow>(`${ENTRY_SQL} WHERE e.id = $1 AND e.project_id = $2`, [emailId, projectId]);
      return row ? toEntry(row) : null;
    },

    async counts(projectId) {
      const row = await db.one<{ total: string; unread: string }>(
        "SELECT COUNT(*) AS total, COUNT(*) - COUNT(read_at) AS unread FROM emails WHERE project_id = $1",
        [projectId],
      );
      return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
    },

    async texts(projectId, emailIds) {
      const rows = await db.query<{ email_id: string; text: string | null }>(
        `SELECT b.email_id, b.text FROM email_bodies b JOIN emails e ON e.id = b.email_id
         WHERE e.project_id = $1 AND b.email_id = ANY($2::text[])`,
        [projectId, [...emailIds]],
      );
      const texts = new Map<string, string>();
      for (const row of rows) if (row.text !== null) texts.set(row.email_id, row.text);
      return texts;
    },

    async source(projectId, emailId) {
      const row = await db.one<{ source: Buffer }>(
        "SELECT s.source FROM email_sources s JOIN emails e ON e.id = s.email_id WHERE e.id = $1 AND e.project_id = $2",
        [emailId, projectId],
      );
      return row ? inflateRawSync(row.source) : null;
    },

    async setRead(projectId, which, readAt) {
      if (readAt === null) {
        const selection = selectionCondition(which, 2);
        return db.run(
          `UPDATE emails e SET read_at = NULL WHERE e.project_id = $1 AND e.read_at IS NOT NULL${selection.sql}`,
          [projectId, ...selection.params],
        );
      }
      const selection = selectionCondition(which, 3);
      return db.run(`UPDATE emails e SET read_at = $2 WHERE e.project_id = $1 AND e.read_at IS NULL${selection.sql}`, [
        projectId,
        readAt.getTime(),
        ...selection.params,
      ]);
    },

    async remove(projectId, which) {
      const selection = selectionCondition(which, 2);
      return inTransaction(async (tx) => {
        // Cascades remove each email's body, checks, used matches, tags and source; the
        // addresses that lost mail count what they have left.
        const gone = await tx.query<{ address_id: string }>(
          `DELETE FROM emails e WHERE e.project_id = $1${selection.sql} RETURNING e.address_id`,
          [projectId, ...selection.params],
        );
        const addresses = [...new Set(gone.map((row) => row.address_id))];
        if (addresses.length > 0)
          await tx.run(
            `UPDATE addresses a SET
               email_count = (SELECT COUNT(*) FROM emails WHERE address_id = a.id),
               last_email_at = (SELECT MAX(received_at) FROM emails WHERE address_id = a.id)
             WHERE a.id = ANY($1::text[])`,
            [addresses],
          );
        return gone.length;
      });
    },

    async setTags(projectId, emailIds, tags) {
      await inTransaction(async (tx) => {
        const ids = [...emailIds];
        await tx.run(
          "DELETE FROM email_tags t USING emails e WHERE t.email_id = e.id AND e.project_id = $1 AND e.id = ANY($2::text[])",
          [projectId, ids],
        );
        if (tags.length > 0)
          await tx.run(
            `INSERT INTO email_tags (email_id, tag)
             SELECT e.id, tag FROM emails e, unnest($3::text[]) AS tag WHERE e.project_id = $1 AND e.id = ANY($2::text[])
             ON CONFLICT DO NOTHING`,
            [projectId, ids, [...tags]],
          );
      });
    },

    async tags(projectId) {
      const rows = await db.query<{ tag: string; n: string }>(
        `SELECT t.tag, COUNT(*) AS n FROM email_tags t JOIN emails e ON e.id = t.email_id
         WHERE e.project_id = $1 GROUP BY t.tag ORDER BY t.tag COLLATE "C"`,
        [projectId],
      );
      return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
    },

    async renameTag(projectId, from, to) {
      if (from === to) return;
      await inTransaction(async (tx) => {
        await tx.run(
          `INSERT INTO email_tags (email_id, tag)
           SELECT t.email_id, $2 FROM email_tags t JOIN emails e ON e.id = t.email_id WHERE t.tag = $3 AND e.project_id = $1
           ON CONFLICT DO NOTHING`,
          [projectId, to, from],
        );
        await tx.run(
          "DELETE FROM email_tags t USING emails e WHERE t.email_id = e.id AND t.tag = $2 AND e.project_id = $1",
          [projectId, from],
        );
      });
    },

    async deleteTag(projectId, tag) {
      await db.run(
        "DELETE FROM email_tags t USING emails e WHERE t.email_id = e.id AND t.tag = $2 AND e.project_id = $1",
        [projectId, tag],
      );
    },
  };
}
