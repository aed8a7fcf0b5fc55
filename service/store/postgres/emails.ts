import { DAY_MS, HOUR_MS } from "../../lib/time.js";
import { indexKeysOf, subtypeMask } from "../email-index.js";
import type { AuthVerdicts, EmailFacts } from "../../wire/checks.js";
import type {
  EmailMeta,
  EmailQuery,
  EmailRecord,
  EmailStore,
  NewEmail,
  ReadingIssue,
  StoredCode,
  StoredLink,
  UsedKey,
} from "../store.js";
import type { PgDatabase, Queryable, Row } from "./database.js";

const hourWindow = (at: Date) => Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
const dayWindow = (at: Date) => Math.floor(at.getTime() / DAY_MS) * DAY_MS;

/**
 * PostgreSQL refuses U+0000 in TEXT and in JSONB strings, where the embedded store keeps it: a
 * message, a filter or a run report carrying one would fail its statement (a 500, or mail refused
 * over and over). It becomes U+FFFD, as a decoder shows a character it cannot represent; a filter
 * or id carrying one then matches nothing, as it would have.
 */
export function pgText(value: string): string {
  return value.includes("\u0000") ? value.replaceAll("\u0000", "\uFFFD") : value;
}

const storable = (value: unknown): unknown =>
  typeof value === "string" ? pgText(value) : Array.isArray(value) ? value.map(storable) : value;

/** JSON for a JSONB parameter (`$n::jsonb`): its strings made storable as pgText does. */
export function pgJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" ? pgText(item) : item));
}

/** Runs queries with every string parameter (and string in an array parameter) made storable. */
export function nulSafe(db: Queryable): Queryable {
  const clean = (params?: unknown[]) => params?.map(storable);
  return {
    query: <T extends Row>(sql: string, params?: unknown[]) => db.query<T>(sql, clean(params)),
    one: <T extends Row>(sql: string, params?: unknown[]) => db.one<T>(sql, clean(params)),
    run: (sql: string, params?: unknown[]) => db.run(sql, clean(params)),
  };
}

interface MetaRow extends Row {
  id: string;
  address_id: string;
  project_id: string;
  recipient: string;
  envelope_from: string | null;
  from_address: string | null;
  size_bytes: number;
  received_at: number;
  codes: StoredCode[] | null;
  links: StoredLink[] | null;
  service: string | null;
  service_domain: string | null;
  expires_at: number | null;
  reading: ReadingIssue | null;
}

interface EmailRow extends MetaRow {
  from_name: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  html_raw: string | null;
  text_truncated: boolean;
  html_truncated: boolean;
  headers: Record<string, string> | null;
  used: UsedKey[];
}

function toMeta(row: MetaRow): EmailMeta {
  return {
    id: row.id,
    addressId: row.address_id,
    projectId: row.project_id,
    recipient: row.recipient,
    envelopeFrom: row.envelope_from,
    fromAddress: row.from_address,
    sizeBytes: row.size_bytes,
    receivedAt: new Date(row.received_at),
    codes: row.codes ?? [],
    links: row.links ?? [],
    service: row.service,
    serviceDomain: row.service_domain,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    reading: row.reading,
  };
}

function toEmail(row: EmailRow): EmailRecord {
  return {
    ...toMeta(row),
    used: row.used,
    fromName: row.from_name,
    subject: row.subject,
    text: row.text,
    textTruncated: row.text_truncated,
    htmlTruncated: row.html_truncated,
    // The sender's HTML waits in html_raw until its first read cleans it into html.
    ...(row.html_raw === null ? { html: row.html, htmlCleaned: true } : { html: row.html_raw, htmlCleaned: false }),
    headers: row.headers ?? {},
  };
}

const META_COLUMNS = `e.id, e.address_id, e.project_id, e.recipient, e.envelope_from, e.from_address, e.size_bytes,
  e.received_at, e.codes, e.links, e.service, e.service_domain, e.expires_at, e.reading`;
/** The used codes and links of each email, as a text[] (node-postgres reads it as string[]). */
const EMAIL_COLUMNS = `${META_COLUMNS}, b.from_name, b.subject, b.text, b.html, b.html_raw, b.headers,
  b.text_truncated, b.html_truncated,
  ARRAY(SELECT u.match_key FROM used_matches u WHERE u.email_id = e.id ORDER BY u.used_at, u.match_key) AS used`;

/** `seq` is the insertion order: of two emails received in the same millisecond, the later stored is newer. */
const NEWEST = "ORDER BY e.received_at DESC, e.seq DESC";
const OLDEST = "ORDER BY e.received_at ASC, e.seq ASC";

/** A WHERE clause on the emails table `e` with its parameters; `param` numbers what follows it. */
interface Filter {
  where: string;
  params: unknown[];
  param(value: unknown): string;
}

/**
 * The conditions of an EmailQuery, applied in the query (store/email-index.ts explains the
 * columns): the same conditions as the embedded store, so both select the same emails.
 */
function filterOf(addressId: string, query: EmailQuery): Filter {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [`e.address_id = ${param(addressId)}`, `e.received_at >= ${param(query.since?.getTime() ?? 0)}`];
  if (query.tag !== undefined && query.tag !== null) where.push(`e.recipient_tag = ${param(query.tag)}`);
  if (query.service) {
    // Its name, its exact domain, or the same registrable domain (lib/service-match.ts).
    const wanted = param(query.service.wanted);
    where.push(
      `(e.service_name = ${wanted} OR e.service_domain = ${wanted} OR e.service_site = ${param(query.service.site)})`,
    );
  }
  if (query.subtypes) where.push(`(e.subtype_mask & ${param(subtypeMask(query.subtypes))}::integer) <> 0`);
  return { where: where.join(" AND "), params, param };
}

/**
 * Everything an accepted email changes, as one statement (one round trip, one implicit
 * transaction): the email, its body and facts, the count on its address, and the hourly
 * (address) and daily (project) usage windows. The dependent inserts read the new email's id
 * from the first, so they run only with it; the foreign keys are checked at the statement's end.
 * The two usage rows have different scopes, so the upsert never touches a row twice.
 */
const INSERT_EMAIL = `
WITH email AS (
  INSERT INTO emails (id, address_id, project_id, recipient, envelope_from, from_address, size_bytes, received_at,
    codes, links, service, service_domain, expires_at, recipient_tag, service_name, service_site, subtype_mask, reading,
    attachments, inline_parts)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $29, $32, $34)
  RETURNING id, address_id, received_at
), body AS (
  INSERT INTO email_bodies (email_id, from_name, subject, text, html, html_raw, headers, text_truncated, html_truncated)
  SELECT id, $18::text, $19::text, $20::text, $21::text, $28::text, $22::jsonb, $30::boolean, $31::boolean FROM email
), checks AS (
  INSERT INTO email_checks (email_id, facts) SELECT id, $23::jsonb FROM email
), source AS (
  INSERT INTO email_sources (email_id, source) SELECT id, $33::bytea FROM email WHERE $33::bytea IS NOT NULL
), counted AS (
  UPDATE addresses a
  SET email_count = a.email_count + 1, last_email_at = GREATEST(COALESCE(a.last_email_at, 0), email.received_at)
  FROM email WHERE a.id = email.address_id
)
INSERT INTO mail_usage (scope, window_start, count)
SELECT w.scope, w.window_start, 1
FROM email, (VALUES ($24::text, $25::bigint), ($26::text, $27::bigint)) AS w(scope, window_start)
ON CONFLICT (scope, window_start) DO UPDATE SET count = mail_usage.count + 1`;

function insertParams(email: NewEmail): unknown[] {
  const keys = indexKeysOf(email);
  return [
    email.id,
    email.addressId,
    email.projectId,
    email.recipient,
    email.envelopeFrom,
    email.fromAddress,
    email.sizeBytes,
    email.receivedAt.getTime(),
    pgJson(email.codes),
    pgJson(email.links),
    email.service,
    email.serviceDomain,
    email.expiresAt?.getTime() ?? null,
    keys.recipientTag,
    keys.serviceName,
    keys.serviceSite,
    keys.subtypeMask,
    email.fromName,
    email.subject,
    // Unlike the embedded store, no deflate: PostgreSQL compresses large TEXT values itself (TOAST).
    email.text,
    email.htmlCleaned ? email.html : null,
    pgJson(email.headers),
    pgJson(email.facts),
    `address:${email.addressId}`,
    hourWindow(email.receivedAt),
    `project:${email.projectId}`,
    dayWindow(email.receivedAt),
    email.htmlCleaned ? null : email.html,
    email.reading,
    email.textTruncated,
    email.htmlTruncated,
    email.attachments,
    // Deflated like the embedded store's: TOAST would compress it too, but the bytes sent are fewer.
    email.source === null ? null : Buffer.from(email.source.buffer, email.source.byteOffset, email.source.byteLength),
    email.inlineParts,
  ];
}

export function createEmailStore(pg: PgDatabase): EmailStore {
  const db = nulSafe(pg);
  return {
    async insert(email) {
      await db.run(INSERT_EMAIL, insertParams(email));
    },

    async get(addressId, emailId) {
      const row = await db.one<EmailRow>(
        `SELECT ${EMAIL_COLUMNS} FROM emails e JOIN email_bodies b ON b.email_id = e.id
         WHERE e.id = $1 AND e.address_id = $2`,
        [emailId, addressId],
      );
      return row ? toEmail(row) : null;
    },

    async listForAddress(addressId, query) {
      const filter = filterOf(addressId, query);
      const rows = await db.query<EmailRow>(
        `SELECT ${EMAIL_COLUMNS} FROM emails e JOIN email_bodies b ON b.email_id = e.id
         WHERE ${filter.where} ${NEWEST} LIMIT ${filter.param(query.limit)}`,
        filter.params,
      );
      return rows.map(toEmail);
    },

    async listMeta(addressId, query) {
      const filter = filterOf(addressId, query);
      const rows = await db.query<MetaRow>(
        `SELECT ${META_COLUMNS} FROM emails e WHERE ${filter.where} ${query.order === "oldest" ? OLDEST : NEWEST}
         LIMIT ${filter.param(query.limit)} OFFSET ${filter.param(query.offset ?? 0)}`,
        filter.params,
      );
      return rows.map(toMeta);
    },

    async count(addressId, query) {
      const filter = filterOf(addressId, query);
      const row = await db.one<{ n: number }>(
        `SELECT COUNT(*)::integer AS n FROM emails e WHERE ${filter.where}`,
        filter.params,
      );
      return row?.n ?? 0;
    },

    async markUsed(emailId, key, at) {
      // One statement: of two waits racing for the same code, exactly one inserts the row.
      const inserted = await db.run(
        `INSERT INTO used_matches (email_id, match_key, used_at) VALUES ($1, $2, $3)
         ON CONFLICT (email_id, match_key) DO NOTHING`,
        [emailId, key, at.getTime()],
      );
      return inserted === 1;
    },

    async setVerdicts(emailIds, verdicts) {
      if (emailIds.length === 0) return;
      await db.run("UPDATE email_checks SET verdicts = $1::jsonb WHERE email_id = ANY($2::text[])", [
        pgJson(verdicts),
        emailIds,
      ]);
    },

    async storeCleanHtml(emailId, html, cut = false) {
      await db.run(
        "UPDATE email_bodies SET html = $1, html_raw = NULL, html_truncated = html_truncated OR $3 WHERE email_id = $2",
        [html, emailId, cut],
      );
    },

    async checkRecord(addressId, emailId) {
      const row = await db.one<{ facts: EmailFacts; verdicts: AuthVerdicts | null }>(
        `SELECT c.facts, c.verdicts FROM email_checks c JOIN emails e ON e.id = c.email_id
         WHERE c.email_id = $1 AND e.address_id = $2`,
        [emailId, addressId],
      );
      return row ? { facts: row.facts, verdicts: row.verdicts } : null;
    },

    async usage(addressId, projectId, now) {
      // Both windows in one round trip; a window nobody counted in has no row.
      const row = await db.one<{ hour: number | null; day: number | null }>(
        `SELECT (SELECT count FROM mail_usage WHERE scope = $1 AND window_start = $2) AS hour,
                (SELECT count FROM mail_usage WHERE scope = $3 AND window_start = $4) AS day`,
        [`address:${addressId}`, hourWindow(now), `project:${projectId}`, dayWindow(now)],
      );
      return { addressThisHour: row?.hour ?? 0, projectToday: row?.day ?? 0 };
    },
  };
}
