export const id = 7066;
export const ids = [7066];
export const modules = {

/***/ 67066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPgStore: () => (/* binding */ createPgStore)
});

// EXTERNAL MODULE: ./build/service/lib/random.js
var random = __webpack_require__(40133);
// EXTERNAL MODULE: ./build/service/store/store.js
var store = __webpack_require__(18759);
;// CONCATENATED MODULE: ./build/service/store/postgres/address-rows.js
/**
 * What the address and pool stores share: the row of an address as PostgreSQL returns it, its
 * record, and the WHERE conditions of an account filter. The queries name the addresses table `a`.
 */
/** Whether the address `a` has a saved password (the secret under the label password). */
const HAS_PASSWORD = "EXISTS (SELECT 1 FROM secrets s WHERE s.address_id = a.id AND s.label = 'password')";
/** The columns of a full record: every column of `a` and its has_password flag. */
const ADDRESS_COLUMNS = `a.*, ${HAS_PASSWORD} AS has_password`;
const SELECT_ADDRESS = `SELECT ${ADDRESS_COLUMNS} FROM addresses a`;
const dateOrNull = (ms) => (ms === null ? null : new Date(ms));
function toAddress(row) {
    return {
        id: row.id,
        projectId: row.project_id,
        address: row.address,
        label: row.label,
        notes: row.notes,
        tags: row.tags,
        firstName: row.first_name,
        lastName: row.last_name,
        username: row.username,
        dateOfBirth: row.date_of_birth,
        country: row.country,
        site: row.site,
        environment: row.environment,
        createdAt: new Date(row.created_at),
        expiresAt: new Date(row.expires_at),
        emailCount: row.email_count,
        lastEmailAt: dateOrNull(row.last_email_at),
        hasPassword: row.has_password,
        checkoutUntil: dateOrNull(row.checkout_until),
        lastUsedAt: dateOrNull(row.last_used_at),
    };
}
/**
 * The parameters of one query: `add` keeps a value and answers its placeholder ($1, $2, ...), so
 * conditions can be assembled in any order without counting placeholders by hand.
 */
class Params {
    values = [];
    add(value) {
        this.values.push(value);
        return `$${this.values.length}`;
    }
}
/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Whether any of the texts holds what PostgreSQL cannot store: NUL (in text or JSON) or a lone
 * surrogate (in JSON). No stored value equals or contains such a text, and sending one is an
 * error, so a lookup or filter with one finds nothing without asking the database.
 */
function unstorable(...texts) {
    return texts.some((text) => typeof text === "string" && (text.includes("\u0000") || LONE_SURROGATE.test(text)));
}
/** Escapes LIKE wildcards so a search for "100%" finds that text and nothing else. */
function likePattern(text) {
    return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
const SEARCHED = ["a.address", "a.label", "a.notes", "a.first_name", "a.last_name", "a.username"];
/**
 * The WHERE conditions (on addresses `a`) of an account filter, shared by list, checkout and
 * sign-in; every one must hold. Values go into `params`.
 */
function accountConditions(projectId, filter, params) {
    const where = [`a.project_id = ${params.add(projectId)}`];
    const { tags = [], country, bornOnOrBefore, bornOnOrAfter, search, site, environment } = filter;
    if (unstorable(...tags, country, bornOnOrBefore, bornOnOrAfter, search, site, environment))
        return [...where, "FALSE"];
    // Containment answers "has every tag" in one condition the GIN index on tags serves.
    if (filter.tags && filter.tags.length > 0)
        where.push(`a.tags @> ${params.add(JSON.stringify(filter.tags))}::jsonb`);
    if (filter.country)
        where.push(`a.country = ${params.add(filter.country.toUpperCase())}`);
    // Dates of birth are YYYY-MM-DD text, so text order is date order; no date of birth, no age.
    if (filter.bornOnOrBefore)
        where.push(`a.date_of_birth <= ${params.add(filter.bornOnOrBefore)}`);
    if (filter.bornOnOrAfter)
        where.push(`a.date_of_birth >= ${params.add(filter.bornOnOrAfter)}`);
    if (filter.hasPassword !== undefined)
        where.push(`${filter.hasPassword ? "" : "NOT "}${HAS_PASSWORD}`);
    if (filter.search) {
        const pattern = params.add(likePattern(filter.search));
        where.push(`(${SEARCHED.map((column) => `LOWER(${column}) LIKE ${pattern} ESCAPE '\\'`).join(" OR ")})`);
    }
    if (filter.site)
        where.push(`a.site = ${params.add(filter.site)}`);
    if (filter.environment)
        where.push(`a.environment = ${params.add(filter.environment)}`);
    return where;
}
//# sourceMappingURL=address-rows.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/addresses.js



const PATCH_COLUMNS = {
    label: "label",
    notes: "notes",
    firstName: "first_name",
    lastName: "last_name",
    username: "username",
    dateOfBirth: "date_of_birth",
    country: "country",
};
async function getAddress(db, projectId, address) {
    if (unstorable(address))
        return null;
    const row = await db.one(`${SELECT_ADDRESS} WHERE a.address = $1 AND a.project_id = $2`, [
        address,
        projectId,
    ]);
    return row ? toAddress(row) : null;
}
/**
 * Counting the project's active addresses and inserting one must not interleave with another
 * instance doing the same, or both could pass the limit. Locking the project's row serialises
 * the creates of one project only; NO KEY UPDATE does not block the foreign-key checks of rows
 * that reference the project.
 */
async function lockProject(tx, projectId) {
    await tx.query("SELECT 1 FROM projects WHERE id = $1 FOR NO KEY UPDATE", [projectId]);
}
/** Reserves the name for good: false when it was ever issued, here or by another instance. */
async function reserveName(tx, address, at) {
    const inserted = await tx.run("INSERT INTO issued_names (address, issued_at) VALUES ($1, $2) ON CONFLICT (address) DO NOTHING", [address, at.getTime()]);
    return inserted === 1;
}
async function countActive(db, projectId, now) {
    const row = await db.one("SELECT COUNT(*) AS n FROM addresses WHERE project_id = $1 AND expires_at > $2", [projectId, now.getTime()]);
    return row?.n ?? 0;
}
async function insertAddress(tx, id, input) {
    await tx.run(`INSERT INTO addresses (id, project_id, address, label, first_name, last_name, username, date_of_birth, country, site, environment, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`, [
        id,
        input.projectId,
        input.address,
        input.label,
        input.firstName,
        input.lastName,
        input.username,
        input.dateOfBirth,
        input.country,
        input.site,
        input.environment,
        input.createdAt.getTime(),
        input.expiresAt.getTime(),
    ]);
}
async function insertSecret(tx, addressId, secret, now) {
    await tx.run("INSERT INTO secrets (address_id, label, sealed, saved_at) VALUES ($1, $2, $3, $4)", [
        addressId,
        secret.label,
        secret.sealed,
        now.getTime(),
    ]);
}
/** The SET list of a patch; empty when it changes nothing. */
function patchAssignments(patch, params) {
    const sets = [];
    for (const [field, column] of Object.entries(PATCH_COLUMNS)) {
        const value = patch[field];
        if (value !== undefined)
            sets.push(`${column} = ${params.add(value)}`);
    }
    if (patch.tags !== undefined)
        sets.push(`tags = ${params.add(JSON.stringify(patch.tags))}::jsonb`);
    return sets;
}
function createAddressStore(db) {
    return {
        async create(input, rules) {
            return db.transaction(async (tx) => {
                await lockProject(tx, input.projectId);
                // As the embedded store does: a taken name is refused before the limit is looked at.
                // A refusal throws, and the rollback gives back the name reserved here.
                if (!(await reserveName(tx, input.address, input.createdAt)))
                    throw new store/* StoreConflict */.y("name_taken");
                if ((await countActive(tx, input.projectId, rules.now)) >= rules.maxActive)
                    throw new store/* StoreConflict */.y("active_limit");
                const id = (0,random/* newId */.Si)();
                await insertAddress(tx, id, input);
                if (rules.secret)
                    await insertSecret(tx, id, rules.secret, rules.now);
                return (await getAddress(tx, input.projectId, input.address));
            });
        },
        async isNameReserved(address) {
            if (unstorable(address))
                return false;
            return (await db.one("SELECT 1 AS taken FROM issued_names WHERE address = $1", [address])) !== null;
        },
        async get(projectId, address) {
            return getAddress(db, projectId, address);
        },
        async findForDelivery(address) {
            if (unstorable(address))
                return null;
            const row = await db.one(`${SELECT_ADDRESS} WHERE a.address = $1`, [address]);
            return row ? toAddress(row) : null;
        },
        async list(projectId, filter) {
            const params = new Params();
            const where = accountConditions(projectId, filter, params);
            if (filter.createdBefore)
                where.push(`a.created_at < ${params.add(filter.createdBefore.getTime())}`);
            // Newest first; seq (insertion order) breaks ties of the same created_at, newest stored first.
            const rows = await db.query(`${SELECT_ADDRESS} WHERE ${where.join(" AND ")} ORDER BY a.created_at DESC, a.seq DESC LIMIT ${params.add(filter.limit)}`, params.values);
            return rows.map(toAddress);
        },
        async countActive(projectId, now) {
            return countActive(db, projectId, now);
        },
        async update(projectId, address, patch) {
            if (unstorable(address))
                return null;
            const params = new Params();
            const sets = patchAssignments(patch, params);
            if (sets.length === 0)
                return getAddress(db, projectId, address);
            // One statement: the change and the record it returns are atomic.
            const row = await db.one(`UPDATE addresses a SET ${sets.join(", ")}
         WHERE a.address = ${params.add(address)} AND a.project_id = ${params.add(projectId)}
         RETURNING ${ADDRESS_COLUMNS}`, params.values);
            return row ? toAddress(row) : null;
        },
        async remove(projectId, address) {
            if (unstorable(address))
                return false;
            // Cascades remove its emails, refusals and secrets; issued_names keeps the name reserved.
            // The address's usage windows go in the same statement.
            const row = await db.one(`WITH gone AS (DELETE FROM addresses WHERE address = $1 AND project_id = $2 RETURNING id),
              usage AS (DELETE FROM mail_usage WHERE scope IN (SELECT 'address:' || id FROM gone))
         SELECT id FROM gone`, [address, projectId]);
            return row !== null;
        },
    };
}
//# sourceMappingURL=addresses.js.map
// EXTERNAL MODULE: ./build/service/store/audit-row.js
var audit_row = __webpack_require__(22164);
;// CONCATENATED MODULE: ./build/service/store/postgres/audit.js

function createAuditStore(db) {
    return {
        async record(projectId, entry) {
            await db.run(`INSERT INTO audit_log (project_id, at, action, via, key_name, key_id, address, label, subject_kind,
           subject_id, subject_name) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, [projectId, ...(0,audit_row/* auditColumns */.H)(entry)]);
        },
        async list(projectId, page) {
            // Without `before` the parameter is NULL and the condition always holds: one statement
            // serves the first page and the ones after it.
            const rows = await db.query(`SELECT * FROM audit_log WHERE project_id = $1 AND ($2::bigint IS NULL OR id < $2)
         ORDER BY id DESC LIMIT $3`, [projectId, page.before ?? null, page.limit]);
            return rows.map((row) => ({ id: row.id, ...(0,audit_row/* toAuditEntry */.B)(row) }));
        },
        async prune(before) {
            return db.run("DELETE FROM audit_log WHERE at < $1", [before.getTime()]);
        },
    };
}
//# sourceMappingURL=audit.js.map
// EXTERNAL MODULE: ./build/service/store/postgres/database.js
var database = __webpack_require__(82731);
// EXTERNAL MODULE: ./build/service/lib/time.js
var lib_time = __webpack_require__(92291);
// EXTERNAL MODULE: ./build/service/store/email-index.js
var email_index = __webpack_require__(68435);
;// CONCATENATED MODULE: ./build/service/store/postgres/emails.js


const hourWindow = (at) => Math.floor(at.getTime() / lib_time/* HOUR_MS */.iQ) * lib_time/* HOUR_MS */.iQ;
const dayWindow = (at) => Math.floor(at.getTime() / lib_time/* DAY_MS */.sO) * lib_time/* DAY_MS */.sO;
/**
 * PostgreSQL refuses U+0000 in TEXT and in JSONB strings, where the embedded store keeps it: a
 * message, a filter or a run report carrying one would fail its statement (a 500, or mail refused
 * over and over). It becomes U+FFFD, as a decoder shows a character it cannot represent; a filter
 * or id carrying one then matches nothing, as it would have.
 */
function pgText(value) {
    return value.includes("\u0000") ? value.replaceAll("\u0000", "\uFFFD") : value;
}
const storable = (value) => typeof value === "string" ? pgText(value) : Array.isArray(value) ? value.map(storable) : value;
/** JSON for a JSONB parameter (`$n::jsonb`): its strings made storable as pgText does. */
function pgJson(value) {
    return JSON.stringify(value, (_key, item) => (typeof item === "string" ? pgText(item) : item));
}
/** Runs queries with every string parameter (and string in an array parameter) made storable. */
function nulSafe(db) {
    const clean = (params) => params?.map(storable);
    return {
        query: (sql, params) => db.query(sql, clean(params)),
        one: (sql, params) => db.one(sql, clean(params)),
        run: (sql, params) => db.run(sql, clean(params)),
    };
}
function toMeta(row) {
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
function toEmail(row) {
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
/**
 * The conditions of an EmailQuery, applied in the query (store/email-index.ts explains the
 * columns): the same conditions as the embedded store, so both select the same emails.
 */
function filterOf(addressId, query) {
    const params = [];
    const param = (value) => `$${params.push(value)}`;
    const where = [`e.address_id = ${param(addressId)}`, `e.received_at >= ${param(query.since?.getTime() ?? 0)}`];
    if (query.tag !== undefined && query.tag !== null)
        where.push(`e.recipient_tag = ${param(query.tag)}`);
    if (query.service) {
        // Its name, its exact domain, or the same registrable domain (lib/service-match.ts).
        const wanted = param(query.service.wanted);
        where.push(`(e.service_name = ${wanted} OR e.service_domain = ${wanted} OR e.service_site = ${param(query.service.site)})`);
    }
    if (query.subtypes)
        where.push(`(e.subtype_mask & ${param((0,email_index/* subtypeMask */.n)(query.subtypes))}::integer) <> 0`);
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
function insertParams(email) {
    const keys = (0,email_index/* indexKeysOf */.G)(email);
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
function createEmailStore(pg) {
    const db = nulSafe(pg);
    return {
        async insert(email) {
            await db.run(INSERT_EMAIL, insertParams(email));
        },
        async get(addressId, emailId) {
            const row = await db.one(`SELECT ${EMAIL_COLUMNS} FROM emails e JOIN email_bodies b ON b.email_id = e.id
         WHERE e.id = $1 AND e.address_id = $2`, [emailId, addressId]);
            return row ? toEmail(row) : null;
        },
        async listForAddress(addressId, query) {
            const filter = filterOf(addressId, query);
            const rows = await db.query(`SELECT ${EMAIL_COLUMNS} FROM emails e JOIN email_bodies b ON b.email_id = e.id
         WHERE ${filter.where} ${NEWEST} LIMIT ${filter.param(query.limit)}`, filter.params);
            return rows.map(toEmail);
        },
        async listMeta(addressId, query) {
            const filter = filterOf(addressId, query);
            const rows = await db.query(`SELECT ${META_COLUMNS} FROM emails e WHERE ${filter.where} ${query.order === "oldest" ? OLDEST : NEWEST}
         LIMIT ${filter.param(query.limit)} OFFSET ${filter.param(query.offset ?? 0)}`, filter.params);
            return rows.map(toMeta);
        },
        async count(addressId, query) {
            const filter = filterOf(addressId, query);
            const row = await db.one(`SELECT COUNT(*)::integer AS n FROM emails e WHERE ${filter.where}`, filter.params);
            return row?.n ?? 0;
        },
        async markUsed(emailId, key, at) {
            // One statement: of two waits racing for the same code, exactly one inserts the row.
            const inserted = await db.run(`INSERT INTO used_matches (email_id, match_key, used_at) VALUES ($1, $2, $3)
         ON CONFLICT (email_id, match_key) DO NOTHING`, [emailId, key, at.getTime()]);
            return inserted === 1;
        },
        async setVerdicts(emailIds, verdicts) {
            if (emailIds.length === 0)
                return;
            await db.run("UPDATE email_checks SET verdicts = $1::jsonb WHERE email_id = ANY($2::text[])", [
                pgJson(verdicts),
                emailIds,
            ]);
        },
        async storeCleanHtml(emailId, html, cut = false) {
            await db.run("UPDATE email_bodies SET html = $1, html_raw = NULL, html_truncated = html_truncated OR $3 WHERE email_id = $2", [html, emailId, cut]);
        },
        async checkRecord(addressId, emailId) {
            const row = await db.one(`SELECT c.facts, c.verdicts FROM email_checks c JOIN emails e ON e.id = c.email_id
         WHERE c.email_id = $1 AND e.address_id = $2`, [emailId, addressId]);
            return row ? { facts: row.facts, verdicts: row.verdicts } : null;
        },
        async usage(addressId, projectId, now) {
            // Both windows in one round trip; a window nobody counted in has no row.
            const row = await db.one(`SELECT (SELECT count FROM mail_usage WHERE scope = $1 AND window_start = $2) AS hour,
                (SELECT count FROM mail_usage WHERE scope = $3 AND window_start = $4) AS day`, [`address:${addressId}`, hourWindow(now), `project:${projectId}`, dayWindow(now)]);
            return { addressThisHour: row?.hour ?? 0, projectToday: row?.day ?? 0 };
        },
    };
}
//# sourceMappingURL=emails.js.map
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./build/service/store/postgres/mailbox.js


const ENTRY_SQL = `SELECT e.id, e.address_id, e.recipient, e.envelope_from, e.from_address, b.from_name, b.subject,
    b.headers, e.size_bytes, e.received_at, e.read_at, e.attachments, e.inline_parts, e.reading, e.seq::text AS seq,
    (SELECT array_agg(t.tag ORDER BY t.tag COLLATE "C") FROM email_tags t WHERE t.email_id = e.id) AS tags
  FROM emails e JOIN email_bodies b ON b.email_id = e.id`;
const NEWEST_FIRST = "ORDER BY e.received_at DESC, e.seq DESC";
function toEntry(row) {
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
const selectionCondition = (which, n) => which === "all" ? { sql: "", params: [] } : { sql: ` AND e.id = ANY($${n}::text[])`, params: [[...which.ids]] };
/** The PostgreSQL store's side of the Mailpit-compatible API (store.ts, MailboxStore). */
function createMailboxStore(pg) {
    const db = nulSafe(pg);
    const inTransaction = (work) => pg.transaction((tx) => work(nulSafe(tx)));
    return {
        async page(projectId, offset, limit) {
            const rows = await db.query(`${ENTRY_SQL} WHERE e.project_id = $1 ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [
                projectId,
                limit,
                offset,
            ]);
            return rows.map(toEntry);
        },
        async scan(projectId, after, limit) {
            const [at, seq] = after === null ? [] : after.split(":");
            const rows = at === undefined
                ? await db.query(`${ENTRY_SQL} WHERE e.project_id = $1 ${NEWEST_FIRST} LIMIT $2`, [
                    projectId,
                    limit,
                ])
                : await db.query(`${ENTRY_SQL} WHERE e.project_id = $1 AND (e.received_at, e.seq) < ($2::bigint, $3::bigint)
               ${NEWEST_FIRST} LIMIT $4`, [projectId, at, seq ?? "0", limit]);
            const last = rows.at(-1);
            return {
                entries: rows.map(toEntry),
                next: rows.length < limit || !last ? null : `${Number(last.received_at)}:${last.seq}`,
            };
        },
        async entry(projectId, emailId) {
            const row = await db.one(`${ENTRY_SQL} WHERE e.id = $1 AND e.project_id = $2`, [emailId, projectId]);
            return row ? toEntry(row) : null;
        },
        async counts(projectId) {
            const row = await db.one("SELECT COUNT(*) AS total, COUNT(*) - COUNT(read_at) AS unread FROM emails WHERE project_id = $1", [projectId]);
            return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
        },
        async texts(projectId, emailIds) {
            const rows = await db.query(`SELECT b.email_id, b.text FROM email_bodies b JOIN emails e ON e.id = b.email_id
         WHERE e.project_id = $1 AND b.email_id = ANY($2::text[])`, [projectId, [...emailIds]]);
            const texts = new Map();
            for (const row of rows)
                if (row.text !== null)
                    texts.set(row.email_id, row.text);
            return texts;
        },
        async source(projectId, emailId) {
            const row = await db.one("SELECT s.source FROM email_sources s JOIN emails e ON e.id = s.email_id WHERE e.id = $1 AND e.project_id = $2", [emailId, projectId]);
            return row ? (0,external_node_zlib_.inflateRawSync)(row.source) : null;
        },
        async setRead(projectId, which, readAt) {
            if (readAt === null) {
                const selection = selectionCondition(which, 2);
                return db.run(`UPDATE emails e SET read_at = NULL WHERE e.project_id = $1 AND e.read_at IS NOT NULL${selection.sql}`, [projectId, ...selection.params]);
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
                const gone = await tx.query(`DELETE FROM emails e WHERE e.project_id = $1${selection.sql} RETURNING e.address_id`, [projectId, ...selection.params]);
                const addresses = [...new Set(gone.map((row) => row.address_id))];
                if (addresses.length > 0)
                    await tx.run(`UPDATE addresses a SET
               email_count = (SELECT COUNT(*) FROM emails WHERE address_id = a.id),
               last_email_at = (SELECT MAX(received_at) FROM emails WHERE address_id = a.id)
             WHERE a.id = ANY($1::text[])`, [addresses]);
                return gone.length;
            });
        },
        async setTags(projectId, emailIds, tags) {
            await inTransaction(async (tx) => {
                const ids = [...emailIds];
                await tx.run("DELETE FROM email_tags t USING emails e WHERE t.email_id = e.id AND e.project_id = $1 AND e.id = ANY($2::text[])", [projectId, ids]);
                if (tags.length > 0)
                    await tx.run(`INSERT INTO email_tags (email_id, tag)
             SELECT e.id, tag FROM emails e, unnest($3::text[]) AS tag WHERE e.project_id = $1 AND e.id = ANY($2::text[])
             ON CONFLICT DO NOTHING`, [projectId, ids, [...tags]]);
            });
        },
        async tags(projectId) {
            const rows = await db.query(`SELECT t.tag, COUNT(*) AS n FROM email_tags t JOIN emails e ON e.id = t.email_id
         WHERE e.project_id = $1 GROUP BY t.tag ORDER BY t.tag COLLATE "C"`, [projectId]);
            return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
        },
        async renameTag(projectId, from, to) {
            if (from === to)
                return;
            await inTransaction(async (tx) => {
                await tx.run(`INSERT INTO email_tags (email_id, tag)
           SELECT t.email_id, $2 FROM email_tags t JOIN emails e ON e.id = t.email_id WHERE t.tag = $3 AND e.project_id = $1
           ON CONFLICT DO NOTHING`, [projectId, to, from]);
                await tx.run("DELETE FROM email_tags t USING emails e WHERE t.email_id = e.id AND t.tag = $2 AND e.project_id = $1", [projectId, from]);
            });
        },
        async deleteTag(projectId, tag) {
            await db.run("DELETE FROM email_tags t USING emails e WHERE t.email_id = e.id AND t.tag = $2 AND e.project_id = $1", [projectId, tag]);
        },
    };
}
//# sourceMappingURL=mailbox.js.map
// EXTERNAL MODULE: ./build/service/config.js + 2 modules
var config = __webpack_require__(26987);
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/001-initial.js
/**
 * The schema of the embedded store's seven migrations, in PostgreSQL's types: times as epoch
 * milliseconds (BIGINT), JSON as JSONB, bodies as TEXT (compressed by PostgreSQL itself).
 */
const initial = {
    version: 1,
    name: "initial",
    sql: `
CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  domains JSONB NOT NULL,
  limits JSONB NOT NULL,
  dev_hosts JSONB NOT NULL DEFAULT '[]',
  created_at BIGINT NOT NULL
);
CREATE TABLE api_keys (
  sha256 TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  permissions JSONB NOT NULL
);
CREATE TABLE issued_names (
  address TEXT PRIMARY KEY,
  issued_at BIGINT NOT NULL
);
CREATE TABLE addresses (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  address TEXT NOT NULL UNIQUE,
  label TEXT,
  notes TEXT,
  tags JSONB NOT NULL DEFAULT '[]',
  first_name TEXT,
  last_name TEXT,
  username TEXT,
  date_of_birth TEXT,
  country TEXT,
  site TEXT,
  environment TEXT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  email_count INTEGER NOT NULL DEFAULT 0,
  last_email_at BIGINT,
  checkout_token TEXT,
  checkout_until BIGINT,
  last_used_at BIGINT,
  seq BIGSERIAL
);
CREATE INDEX addresses_by_project_created ON addresses(project_id, created_at DESC);
CREATE INDEX addresses_by_project_expiry ON addresses(project_id, expires_at);
CREATE INDEX addresses_by_project_used ON addresses(project_id, last_used_at);
CREATE INDEX addresses_by_tags ON addresses USING GIN (tags);
CREATE TABLE secrets (
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  sealed TEXT NOT NULL,
  saved_at BIGINT NOT NULL,
  PRIMARY KEY (address_id, label)
);
CREATE TABLE emails (
  id TEXT PRIMARY KEY,
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  recipient TEXT NOT NULL,
  recipient_tag TEXT,
  envelope_from TEXT,
  from_address TEXT,
  size_bytes INTEGER NOT NULL,
  received_at BIGINT NOT NULL,
  codes JSONB,
  links JSONB,
  service TEXT,
  service_domain TEXT,
  service_name TEXT,
  service_site TEXT,
  expires_at BIGINT,
  subtype_mask INTEGER NOT NULL DEFAULT 0,
  seq BIGSERIAL
);
CREATE INDEX emails_by_address_time ON emails(address_id, received_at);
CREATE TABLE email_bodies (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  from_name TEXT,
  subject TEXT,
  text TEXT,
  html TEXT,
  headers JSONB NOT NULL
);
CREATE TABLE email_checks (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  facts JSONB NOT NULL,
  verdicts JSONB
);
CREATE TABLE used_matches (
  email_id TEXT NOT NULL REFERENCES emails(id) ON DELETE CASCADE,
  match_key TEXT NOT NULL,
  used_at BIGINT NOT NULL,
  PRIMARY KEY (email_id, match_key)
);
CREATE TABLE refusals (
  id BIGSERIAL PRIMARY KEY,
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  first_at BIGINT NOT NULL,
  last_at BIGINT NOT NULL,
  count INTEGER NOT NULL,
  size_bytes INTEGER
);
CREATE INDEX refusals_by_address ON refusals(address_id, reason, first_at DESC);
CREATE TABLE mail_usage (
  scope TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, window_start)
);
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  meta JSONB NOT NULL,
  started_at BIGINT NOT NULL,
  finished_at BIGINT,
  totals JSONB
);
CREATE INDEX runs_by_project_started ON runs(project_id, started_at);
CREATE INDEX runs_by_project_name ON runs(project_id, name, started_at);
CREATE TABLE run_events (
  id BIGSERIAL PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  kind TEXT NOT NULL,
  address TEXT,
  test TEXT,
  failed BOOLEAN NOT NULL,
  detail JSONB NOT NULL,
  replace_key TEXT
);
CREATE INDEX run_events_by_run ON run_events(run_id, id);
CREATE TABLE run_tests (
  id BIGSERIAL PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  duration_ms INTEGER,
  file TEXT,
  error TEXT
);
CREATE INDEX run_tests_by_run ON run_tests(run_id, id);
CREATE TABLE audit_log (
  id BIGSERIAL PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  action TEXT NOT NULL,
  via TEXT NOT NULL,
  key_name TEXT NOT NULL,
  key_id TEXT NOT NULL,
  address TEXT NOT NULL,
  label TEXT NOT NULL
);
CREATE INDEX audit_log_by_project ON audit_log(project_id, id DESC);
CREATE TABLE rate_windows (
  scope TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, window_start)
);
`,
};
//# sourceMappingURL=001-initial.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/002-html-on-read.js
/**
 * As the embedded store's migration 8: the sender's HTML waits in html_raw until its first read
 * cleans it into html, so an instance of an older version on the same database, during a rolling
 * deploy or after a rollback, finds html NULL and never shows the sender's HTML.
 */
const htmlOnRead = {
    version: 2,
    name: "html-on-read",
    sql: `ALTER TABLE email_bodies ADD COLUMN html_raw TEXT;`,
};
//# sourceMappingURL=002-html-on-read.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/003-reading.js
/**
 * As the embedded store's migration 9: NULL when an email was read in full, else why not; and
 * whether its text and HTML were longer than what is kept.
 */
const reading = {
    version: 3,
    name: "reading",
    sql: `ALTER TABLE emails ADD COLUMN reading TEXT;
ALTER TABLE email_bodies ADD COLUMN text_truncated BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE email_bodies ADD COLUMN html_truncated BOOLEAN NOT NULL DEFAULT false;`,
};
//# sourceMappingURL=003-reading.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/004-mailbox.js
/**
 * As the embedded store's migration 10: catch-all settings of a project, and the read status,
 * tags and source of an email that the Mailpit-compatible API (/api/v1) keeps.
 */
const mailbox = {
    version: 4,
    name: "mailbox",
    sql: `ALTER TABLE projects ADD COLUMN catch_all TEXT NOT NULL DEFAULT 'off';
ALTER TABLE projects ADD COLUMN catch_all_lifetime_days INTEGER NOT NULL DEFAULT 1;
ALTER TABLE emails ADD COLUMN read_at BIGINT;
ALTER TABLE emails ADD COLUMN attachments INTEGER NOT NULL DEFAULT 0;
ALTER TABLE emails ADD COLUMN inline_parts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX emails_by_project_time ON emails(project_id, received_at);
CREATE TABLE email_tags (
  email_id TEXT NOT NULL REFERENCES emails(id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (email_id, tag)
);
CREATE INDEX email_tags_by_tag ON email_tags(tag);
CREATE TABLE email_sources (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  source BYTEA NOT NULL
);`,
};
//# sourceMappingURL=004-mailbox.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/005-key-lifecycle.js
/** As the embedded store's migration 11: the lifecycle of API keys, and what an audit entry changed. */
const keyLifecycle = {
    version: 5,
    name: "key-lifecycle",
    sql: `ALTER TABLE api_keys ADD COLUMN source TEXT NOT NULL DEFAULT 'config';
ALTER TABLE api_keys ADD COLUMN created_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE api_keys ADD COLUMN last_used_at BIGINT;
ALTER TABLE api_keys ADD COLUMN expires_at BIGINT;
ALTER TABLE api_keys ADD COLUMN revoked_at BIGINT;
ALTER TABLE api_keys ADD COLUMN revoked_by TEXT;
ALTER TABLE api_keys ADD COLUMN created_by TEXT;
UPDATE api_keys SET created_at = projects.created_at FROM projects WHERE projects.id = api_keys.project_id;
CREATE INDEX api_keys_by_project ON api_keys(project_id, created_at);
ALTER TABLE audit_log ADD COLUMN subject_kind TEXT;
ALTER TABLE audit_log ADD COLUMN subject_id TEXT;
ALTER TABLE audit_log ADD COLUMN subject_name TEXT;`,
};
//# sourceMappingURL=005-key-lifecycle.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/006-webhooks.js
/** As the embedded store's migration 12: webhook endpoints, their delivery queue and attempts. */
const webhooks = {
    version: 6,
    name: "webhooks",
    sql: `ALTER TABLE addresses ADD COLUMN checkout_expiry_sent BIGINT;
CREATE INDEX addresses_by_checkout_until ON addresses(checkout_until);
CREATE TABLE webhook_endpoints (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  events JSONB NOT NULL,
  secret TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  created_by TEXT NOT NULL,
  pending INTEGER NOT NULL DEFAULT 0 -- its deliveries still pending: the cap's count, kept in step
);
CREATE INDEX webhook_endpoints_by_project ON webhook_endpoints(project_id);
CREATE TABLE webhook_deliveries (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  event TEXT NOT NULL,
  ordering_key TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT,
  lease_until BIGINT,
  created_at BIGINT NOT NULL,
  finished_at BIGINT
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(state, next_attempt_at);
CREATE INDEX webhook_deliveries_queue ON webhook_deliveries(endpoint_id, ordering_key, state, seq);
CREATE INDEX webhook_deliveries_finished ON webhook_deliveries(finished_at);
CREATE TABLE webhook_attempts (
  delivery_seq BIGINT NOT NULL REFERENCES webhook_deliveries(seq) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  at BIGINT NOT NULL,
  status INTEGER,
  duration_ms INTEGER NOT NULL,
  response TEXT,
  error TEXT,
  PRIMARY KEY (delivery_seq, attempt)
);`,
};
//# sourceMappingURL=006-webhooks.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/index.js






const migrations = [initial, htmlOnRead, reading, mailbox, keyLifecycle, webhooks];
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrate.js


/**
 * Brings the schema to the newest version, once across instances: under an advisory lock, so
 * instances starting together wait for the first and find nothing left to do. A database whose
 * schema is newer than this code knows (an older instance after an upgrade) stops start-up with
 * a clear message rather than writing rows the newer schema does not expect.
 */
async function migrate(db, now) {
    const newest = Math.max(...migrations.map((migration) => migration.version));
    const applied = await db.withLock("migrate", async (tx) => {
        await tx.run(`CREATE SCHEMA IF NOT EXISTS ${db.options.schema}`);
        await tx.run(`SET search_path TO ${db.options.schema}, public`);
        await tx.run("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)");
        const current = Number((await tx.one("SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations"))
            ?.version ?? 0);
        if (current > newest)
            throw new config/* ConfigError */.xL(`the database's schema is version ${current}, newer than this Proofbox knows (${newest}); run the newer release, or restore a backup taken before the upgrade`);
        let count = 0;
        for (const migration of migrations) {
            if (migration.version <= current)
                continue;
            await tx.run("BEGIN");
            try {
                await tx.run(migration.sql);
                await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
                    migration.version,
                    migration.name,
                    now.getTime(),
                ]);
                await tx.run("COMMIT");
            }
            catch (error) {
                await tx.run("ROLLBACK");
                throw error;
            }
            count++;
        }
        return count;
    });
    return applied ?? 0;
}
//# sourceMappingURL=migrate.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/pool.js

/**
 * The pool on PostgreSQL. Every change is one statement. A checkout's pick locks its account
 * with FOR UPDATE SKIP LOCKED, so concurrent checkouts (on any instance) each take a different
 * account instead of queueing behind one; a row another statement changed meanwhile is checked
 * against the conditions again before it is taken.
 *
 * Holds are matched by `checkout_token = $n` in SQL rather than a constant-time comparison: the
 * column keeps the SHA-256 of a random token, and learning the digest by timing would not give
 * anyone a token that hashes to it.
 */
/** Free: never held, or the hold has run out. */
const free = (now) => `(a.checkout_until IS NULL OR a.checkout_until <= ${now})`;
/** The conditions of a checkout: the filter's, and living past the hold (never expiring while held). */
function checkoutConditions(projectId, filter, until) {
    const params = new Params();
    const where = accountConditions(projectId, filter, params);
    where.push(`a.expires_at > ${params.add(until.getTime())}`);
    return { where, params };
}
/** Picks and holds the least recently used free account of `where`; null when every one is held or locked. */
async function pickAndHold(db, where, params, hold) {
    const now = params.add(hold.now.getTime());
    const row = await db.one(`WITH picked AS MATERIALIZED (
       SELECT a.id FROM addresses a
       WHERE ${where.join(" AND ")} AND ${free(now)}
       ORDER BY a.last_used_at ASC NULLS FIRST, a.created_at, a.seq
       LIMIT 1
       FOR UPDATE OF a SKIP LOCKED
     )
     UPDATE addresses a
     SET checkout_token = ${params.add(hold.tokenSha256)}, checkout_until = ${params.add(hold.until.getTime())}, last_used_at = ${now}
     FROM picked WHERE a.id = picked.id
     RETURNING ${ADDRESS_COLUMNS}`, params.values);
    return row ? toAddress(row) : null;
}
/**
 * Why nothing could be held: no account matches at all, or every match is held. An account
 * that looks free here was locked by a checkout or sign-in still in flight when the pick ran
 * (or was freed since); waiting for those rows gives the hold they ended with, so `firstFreeAt`
 * is the end of a real hold, or now when one is free again.
 */
async function whyNotHeld(db, where, params, now) {
    const at = params.add(now.getTime());
    const seen = await db.one(`SELECT COUNT(*) AS matching,
            MIN(a.checkout_until) FILTER (WHERE NOT ${free(at)}) AS first_held,
            COALESCE(ARRAY_AGG(a.id) FILTER (WHERE ${free(at)}), '{}') AS pending
     FROM addresses a WHERE ${where.join(" AND ")}`, params.values);
    if (!seen || seen.matching === 0)
        return { kind: "none" };
    const ends = seen.first_held === null ? [] : [seen.first_held];
    if (seen.pending.length > 0) {
        // FOR KEY SHARE waits for the in-flight pick's transaction and then reads what it committed,
        // without blocking ordinary updates (mail counts) of these rows.
        const settled = await db.one(`SELECT MIN(GREATEST(COALESCE(p.checkout_until, $2), $2)) AS first_free
       FROM (SELECT checkout_until FROM addresses WHERE id = ANY($1::text[]) FOR KEY SHARE) p`, [seen.pending, now.getTime()]);
        if (settled && settled.first_free !== null)
            ends.push(settled.first_free);
    }
    // No end known only when the rows that looked free were deleted meanwhile: try again now.
    const firstFreeAt = ends.length > 0 ? Math.min(...ends) : now.getTime();
    return { kind: "all_held", matching: seen.matching, firstFreeAt: new Date(firstFreeAt) };
}
/** Whether the address exists in the project: tells an unknown address from a hold the token lacks. */
async function exists(db, key) {
    return ((await db.one("SELECT 1 AS found FROM addresses WHERE project_id = $1 AND address = $2", [
        key.projectId,
        key.address,
    ])) !== null);
}
/**
 * Changes the account only while this token holds it: `sets` and its params come after the
 * key's four ($1 to $4). The address when it changed, else null or "not_held".
 */
async function changeHeld(db, key, sets, extra) {
    if (unstorable(key.address))
        return null;
    const row = await db.one(`UPDATE addresses a SET ${sets}
     WHERE a.project_id = $1 AND a.address = $2 AND a.checkout_token = $3 AND a.checkout_until > $4
     RETURNING ${ADDRESS_COLUMNS}`, [key.projectId, key.address, key.tokenSha256, key.now.getTime(), ...extra]);
    if (row)
        return toAddress(row);
    return (await exists(db, key)) ? "not_held" : null;
}
/**
 * The tags after a return, worked out in the UPDATE from the row's current tags: those kept
 * (not in $5), then those added ($6), each once, in first-seen order, as the embedded store does.
 */
const RELEASED_TAGS = `(
  SELECT COALESCE(JSONB_AGG(merged.tag ORDER BY merged.first), '[]'::jsonb)
  FROM (
    SELECT every.tag, MIN(every.pos) AS first
    FROM (
      SELECT kept.tag, kept.pos
      FROM JSONB_ARRAY_ELEMENTS_TEXT(a.tags) WITH ORDINALITY AS kept(tag, pos)
      WHERE kept.tag <> ALL ($5::text[])
      UNION ALL
      SELECT added.tag, JSONB_ARRAY_LENGTH(a.tags) + added.pos
      FROM JSONB_ARRAY_ELEMENTS_TEXT($6::jsonb) WITH ORDINALITY AS added(tag, pos)
    ) every
    GROUP BY every.tag
  ) merged
)`;
/**
 * Picks the sign-in account and marks it used, in one statement; its site before the change is
 * returned, for `usedOnSite`. Unlike a checkout, the pick waits for a row another statement has
 * locked instead of skipping it: a sign-in does not hold its account, so two at once may share
 * the best one (as on the embedded store). Skipping would answer "no account" while the only
 * match is merely being marked, or hand out a lower-ranked account and mark it as used on the
 * site. After the wait the row is checked again, so one a checkout has just taken is passed over.
 */
async function pickForSignIn(db, projectId, pick) {
    const params = new Params();
    const where = accountConditions(projectId, { tags: pick.tags, ...(pick.environment ? { environment: pick.environment } : {}) }, params);
    const now = params.add(pick.now.getTime());
    const site = params.add(pick.site);
    where.push(HAS_PASSWORD, `a.expires_at > ${now}`, free(now));
    // As the spec orders them: used on this site first, then the newest mail (accounts without
    // mail last), then the newest account.
    return db.one(`WITH picked AS MATERIALIZED (
       SELECT a.id, a.site FROM addresses a
       WHERE ${where.join(" AND ")}
       ORDER BY CASE WHEN a.site = ${site}::text THEN 0 ELSE 1 END,
                a.last_email_at DESC NULLS LAST, a.created_at DESC, a.seq DESC
       LIMIT 1
       FOR UPDATE OF a
     )
     UPDATE addresses a
     SET site = COALESCE(a.site, ${site}::text), last_used_at = ${now}
     FROM picked WHERE a.id = picked.id
     RETURNING ${ADDRESS_COLUMNS}, picked.site AS previous_site`, params.values);
}
function createPoolStore(db) {
    return {
        async checkout(projectId, filter, hold) {
            const picking = checkoutConditions(projectId, filter, hold.until);
            const record = await pickAndHold(db, picking.where, picking.params, hold);
            if (record)
                return { kind: "held", record };
            const counting = checkoutConditions(projectId, filter, hold.until);
            return whyNotHeld(db, counting.where, counting.params, hold.now);
        },
        async extend(key, until) {
            return changeHeld(db, key, "checkout_until = $5", [until.getTime()]);
        },
        async release(key, tags) {
            return changeHeld(db, key, `checkout_token = NULL, checkout_until = NULL, tags = ${RELEASED_TAGS}`, [
                tags.remove,
                JSON.stringify(tags.add),
            ]);
        },
        async signIn(projectId, pick) {
            const row = await pickForSignIn(db, projectId, pick);
            if (!row)
                return null;
            return { record: toAddress(row), usedOnSite: pick.site !== null && row.previous_site === pick.site };
        },
    };
}
//# sourceMappingURL=pool.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/api-keys.js
const date = (value) => (value === null ? null : new Date(value));
const ms = (value) => (value === null ? null : value.getTime());
function toKey(row) {
    return {
        sha256: row.sha256,
        projectId: row.project_id,
        name: row.name,
        permissions: row.permissions,
        source: row.source,
        createdAt: new Date(row.created_at),
        lastUsedAt: date(row.last_used_at),
        expiresAt: date(row.expires_at),
        revokedAt: date(row.revoked_at),
        revokedBy: row.revoked_by,
        createdBy: row.created_by,
    };
}
function createApiKeyStore(db) {
    return {
        async upsertConfigured(key, now) {
            await db.run(`INSERT INTO api_keys (sha256, project_id, name, permissions, source, created_at)
         VALUES ($1, $2, $3, $4::jsonb, 'config', $5)
         ON CONFLICT (sha256) DO UPDATE
         SET project_id = EXCLUDED.project_id, name = EXCLUDED.name, permissions = EXCLUDED.permissions,
             source = 'config',
             revoked_at = CASE WHEN api_keys.revoked_by = 'configuration' THEN NULL ELSE api_keys.revoked_at END,
             revoked_by = CASE WHEN api_keys.revoked_by = 'configuration' THEN NULL ELSE api_keys.revoked_by END`, [key.sha256, key.projectId, key.name, JSON.stringify(key.permissions), now.getTime()]);
        },
        async retireConfigured(keep, now) {
            const rows = await db.query(`UPDATE api_keys SET revoked_at = $2, revoked_by = 'configuration'
         WHERE source = 'config' AND revoked_at IS NULL AND NOT (sha256 = ANY($1::text[]))
         RETURNING *`, [keep, now.getTime()]);
            return rows.map(toKey);
        },
        async create(key) {
            await db.run(`INSERT INTO api_keys (sha256, project_id, name, permissions, source, created_at, last_used_at, expires_at,
           revoked_at, revoked_by, created_by) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11)`, [
                key.sha256,
                key.projectId,
                key.name,
                JSON.stringify(key.permissions),
                key.source,
                key.createdAt.getTime(),
                ms(key.lastUsedAt),
                ms(key.expiresAt),
                ms(key.revokedAt),
                key.revokedBy,
                key.createdBy,
            ]);
        },
        async findBySha256(sha256) {
            const row = await db.one("SELECT * FROM api_keys WHERE sha256 = $1", [sha256]);
            return row ? toKey(row) : null;
        },
        async list(projectId) {
            const rows = await db.query("SELECT * FROM api_keys WHERE project_id = $1 ORDER BY created_at DESC, sha256", [projectId]);
            return rows.map(toKey);
        },
        async countActiveCreated(projectId, now) {
            const row = await db.one(`SELECT COUNT(*)::int AS n FROM api_keys WHERE project_id = $1 AND source = 'api' AND revoked_at IS NULL
           AND (expires_at IS NULL OR expires_at > $2)`, [projectId, now.getTime()]);
            return row?.n ?? 0;
        },
        async revoke(projectId, id, now, by) {
            // One statement: of two instances revoking at once, one changes the row and the other
            // finds it revoked.
            const changed = await db.one(`UPDATE api_keys SET revoked_at = $3, revoked_by = $4
         WHERE project_id = $1 AND left(sha256, 12) = $2 AND revoked_at IS NULL RETURNING *`, [projectId, id, now.getTime(), by]);
            if (changed)
                return { key: toKey(changed), changed: true };
            const existing = await db.one("SELECT * FROM api_keys WHERE project_id = $1 AND left(sha256, 12) = $2", [projectId, id]);
            return existing ? { key: toKey(existing), changed: false } : null;
        },
        async touch(sha256, at) {
            await db.run("UPDATE api_keys SET last_used_at = $2 WHERE sha256 = $1 AND (last_used_at IS NULL OR last_used_at < $2)", [sha256, at.getTime()]);
        },
        async prune(before) {
            return db.run(`DELETE FROM api_keys WHERE source = 'api' AND (revoked_at < $1 OR (revoked_at IS NULL AND expires_at < $1))`, [before.getTime()]);
        },
    };
}
//# sourceMappingURL=api-keys.js.map
// EXTERNAL MODULE: ./build/service/limits.js
var limits = __webpack_require__(95514);
;// CONCATENATED MODULE: ./build/service/store/postgres/webhooks.js

const webhooks_date = (value) => (value === null ? null : new Date(value));
function toEndpoint(row) {
    return {
        id: row.id,
        projectId: row.project_id,
        url: row.url,
        events: row.events,
        sealedSecret: row.secret,
        createdAt: new Date(row.created_at),
        createdBy: row.created_by,
    };
}
function toDelivery(row) {
    return {
        id: row.id,
        endpointId: row.endpoint_id,
        projectId: row.project_id,
        event: row.event,
        orderingKey: row.ordering_key,
        payload: row.payload,
        createdAt: new Date(row.created_at),
        state: row.state,
        attempts: row.attempts,
        nextAttemptAt: webhooks_date(row.next_attempt_at),
        finishedAt: webhooks_date(row.finished_at),
    };
}
const toAttempt = (row) => ({
    attempt: row.attempt,
    at: new Date(row.at),
    status: row.status,
    durationMs: row.duration_ms,
    response: row.response,
    error: row.error,
});
function createWebhookStore(db) {
    return {
        async addEndpoint(endpoint, maxPerProject) {
            return db.transaction(async (tx) => {
                // Counted under the project's row lock, so two instances cannot both add the last one.
                await tx.query("SELECT id FROM projects WHERE id = $1 FOR UPDATE", [endpoint.projectId]);
                const count = await tx.one("SELECT COUNT(*)::int AS n FROM webhook_endpoints WHERE project_id = $1", [endpoint.projectId]);
                if ((count?.n ?? 0) >= maxPerProject)
                    return "full";
                await tx.run(`INSERT INTO webhook_endpoints (id, project_id, url, events, secret, created_at, created_by)
           VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`, [
                    endpoint.id,
                    endpoint.projectId,
                    endpoint.url,
                    JSON.stringify(endpoint.events),
                    endpoint.sealedSecret,
                    endpoint.createdAt.getTime(),
                    endpoint.createdBy,
                ]);
                return "added";
            });
        },
        async endpoints(projectId) {
            const rows = await db.query("SELECT * FROM webhook_endpoints WHERE project_id = $1 ORDER BY created_at, id", [projectId]);
            return rows.map(toEndpoint);
        },
        async endpoint(projectId, id) {
            const row = await db.one("SELECT * FROM webhook_endpoints WHERE project_id = $1 AND id = $2", [
                projectId,
                id,
            ]);
            return row ? toEndpoint(row) : null;
        },
        async removeEndpoint(projectId, id) {
            return (await db.run("DELETE FROM webhook_endpoints WHERE project_id = $1 AND id = $2", [projectId, id])) > 0;
        },
        async sealedSecrets() {
            const rows = await db.query("SELECT id, secret FROM webhook_endpoints");
            return rows.map((row) => ({ id: row.id, sealedSecret: row.secret }));
        },
        async replaceSecret(id, from, to) {
            return ((await db.run("UPDATE webhook_endpoints SET secret = $3 WHERE id = $1 AND secret = $2", [id, from, to])) > 0);
        },
        async subscribers(projectId, event) {
            const rows = await db.query("SELECT * FROM webhook_endpoints WHERE project_id = $1 AND events ? $2 ORDER BY created_at, id", [projectId, event]);
            return rows.map(toEndpoint);
        },
        async enqueue(deliveries, now, maxPending) {
            let dropped = 0;
            for (const delivery of deliveries) {
                // The endpoint's count of pending deliveries is the cap's, kept in step: no scan per event.
                // An endpoint deleted a moment ago (the caller's list of them was older) takes nothing.
                const inserted = await db.run(`WITH taken AS (UPDATE webhook_endpoints SET pending = pending + 1 WHERE id = $2 AND pending < $9 RETURNING id)
           INSERT INTO webhook_deliveries (id, endpoint_id, project_id, event, ordering_key, payload, state, attempts,
             next_attempt_at, created_at)
           SELECT $1, $2, $3, $4, $5, $6, 'pending', 0, $7, $8 FROM taken`, [
                    delivery.id,
                    delivery.endpointId,
                    delivery.projectId,
                    delivery.event,
                    delivery.orderingKey,
                    delivery.payload,
                    now.getTime(),
                    delivery.createdAt.getTime(),
                    maxPending,
                ]);
                if (inserted === 0)
                    dropped++;
            }
            return dropped;
        },
        async claim(now, leaseUntil, limit, skipEndpoints) {
            // SKIP LOCKED: instances claiming at once take different rows. A later delivery of the same
            // endpoint and key is never due while an earlier one is pending, leased or not.
            const rows = await db.query(`WITH due AS (
           SELECT d.seq FROM webhook_deliveries d
           WHERE d.state = 'pending' AND d.next_attempt_at <= $1 AND (d.lease_until IS NULL OR d.lease_until <= $1)
             AND NOT (d.endpoint_id = ANY($4::text[]))
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.endpoint_id = d.endpoint_id
               AND e.ordering_key = d.ordering_key AND e.state = 'pending' AND e.seq < d.seq)
           ORDER BY d.next_attempt_at, d.seq LIMIT $3
           FOR UPDATE SKIP LOCKED)
         UPDATE webhook_deliveries d SET lease_until = $2 FROM due, webhook_endpoints w
         WHERE d.seq = due.seq AND w.id = d.endpoint_id
         RETURNING d.*, row_to_json(w.*) AS w`, [now.getTime(), leaseUntil.getTime(), limit, skipEndpoints]);
            return rows
                .map((row) => ({ ...toDelivery(row), endpoint: toEndpoint(row.w) }))
                .sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0));
        },
        async recordAttempt(deliveryId, attempt, next) {
            await db.transaction(async (tx) => {
                const row = await tx.one("SELECT seq, state, endpoint_id FROM webhook_deliveries WHERE id = $1 FOR UPDATE", [deliveryId]);
                if (!row)
                    return; // its endpoint was removed while it was being sent
                if (row.state === "pending" && next.state !== "pending")
                    await tx.run("UPDATE webhook_endpoints SET pending = pending - 1 WHERE id = $1", [row.endpoint_id]);
                await tx.run(`INSERT INTO webhook_attempts (delivery_seq, attempt, at, status, duration_ms, response, error)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
                    row.seq,
                    attempt.attempt,
                    attempt.at.getTime(),
                    attempt.status,
                    attempt.durationMs,
                    attempt.response,
                    attempt.error,
                ]);
                await tx.run(`UPDATE webhook_deliveries SET attempts = $2, state = $3, next_attempt_at = $4, lease_until = NULL,
             finished_at = $5 WHERE seq = $1`, [
                    row.seq,
                    attempt.attempt,
                    next.state,
                    next.nextAttemptAt?.getTime() ?? null,
                    next.state === "pending" ? null : attempt.at.getTime(),
                ]);
            });
        },
        async nextDue(skipEndpoints) {
            const row = await db.one(`SELECT MIN(GREATEST(d.next_attempt_at, COALESCE(d.lease_until, 0))) AS due
         FROM webhook_deliveries d WHERE d.state = 'pending' AND NOT (d.endpoint_id = ANY($1::text[]))
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.endpoint_id = d.endpoint_id
             AND e.ordering_key = d.ordering_key AND e.state = 'pending' AND e.seq < d.seq)`, [skipEndpoints]);
            return row?.due === null || row?.due === undefined ? null : new Date(Number(row.due));
        },
        async deliveries(projectId, endpointId, page) {
            // A `before` that names no delivery compares with NULL: an empty page ends the paging.
            const rows = await db.query(`SELECT * FROM webhook_deliveries WHERE project_id = $1 AND endpoint_id = $2
           AND ($3::text IS NULL OR seq < (SELECT seq FROM webhook_deliveries WHERE id = $3 AND endpoint_id = $2))
         ORDER BY seq DESC LIMIT $4`, [projectId, endpointId, page.before ?? null, page.limit]);
            const attempts = await db.query("SELECT * FROM webhook_attempts WHERE delivery_seq = ANY($1::bigint[]) ORDER BY delivery_seq, attempt", [rows.map((row) => row.seq)]);
            return rows.map((row) => ({
                ...toDelivery(row),
                attemptLog: attempts.filter((attempt) => Number(attempt.delivery_seq) === Number(row.seq)).map(toAttempt),
            }));
        },
        async redeliver(projectId, endpointId, deliveryId, now) {
            await db.run(`WITH changed AS (
           UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = $4, finished_at = NULL, lease_until = NULL
           WHERE project_id = $1 AND endpoint_id = $2 AND id = $3 AND state <> 'pending' RETURNING endpoint_id)
         UPDATE webhook_endpoints SET pending = pending + 1 WHERE id IN (SELECT endpoint_id FROM changed)`, [projectId, endpointId, deliveryId, now.getTime()]);
            const row = await db.one("SELECT * FROM webhook_deliveries WHERE project_id = $1 AND endpoint_id = $2 AND id = $3", [projectId, endpointId, deliveryId]);
            return row ? toDelivery(row) : null;
        },
        async prune(before) {
            return db.run("DELETE FROM webhook_deliveries WHERE state <> 'pending' AND finished_at < $1", [before.getTime()]);
        },
        async takeExpiredCheckouts(now, limit) {
            // One statement marks and returns: of two instances sweeping at once, each checkout goes to one.
            const rows = await db.query(`WITH expired AS (
           SELECT a.id FROM addresses a
           WHERE a.checkout_until <= $1 AND a.checkout_until > $2 AND a.checkout_token IS NOT NULL
             AND (a.checkout_expiry_sent IS NULL OR a.checkout_expiry_sent <> a.checkout_until)
             AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.project_id = a.project_id
               AND w.events ? 'pool.checkout_expired' AND w.created_at <= a.checkout_until)
           ORDER BY a.checkout_until LIMIT $3
           FOR UPDATE SKIP LOCKED)
         UPDATE addresses a SET checkout_expiry_sent = a.checkout_until FROM expired WHERE a.id = expired.id
         RETURNING a.project_id, a.address, a.checkout_until, a.tags`, [now.getTime(), now.getTime() - limits/* EXPIRED_CHECKOUT_LOOKBACK_MS */.ff, limit]);
            return rows
                .map((row) => ({
                projectId: row.project_id,
                address: row.address,
                until: new Date(Number(row.checkout_until)),
                tags: row.tags,
            }))
                .sort((a, b) => a.until.getTime() - b.until.getTime());
        },
    };
}
//# sourceMappingURL=webhooks.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/projects.js

function toProject(row) {
    return {
        id: row.id,
        name: row.name,
        domains: row.domains,
        limits: row.limits,
        catchAll: { mode: row.catch_all, lifetimeDays: row.catch_all_lifetime_days },
        devHosts: row.dev_hosts,
        createdAt: new Date(row.created_at),
    };
}
function createProjectStore(db) {
    return {
        async upsert(input, now) {
            // One statement, so two instances starting with the same configuration never race to
            // create the project twice; on conflict the id and created_at of the existing row stay.
            const row = await db.one(`INSERT INTO projects (id, name, domains, limits, catch_all, catch_all_lifetime_days, created_at)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $6, $7, $5)
         ON CONFLICT (name) DO UPDATE SET domains = EXCLUDED.domains, limits = EXCLUDED.limits,
           catch_all = EXCLUDED.catch_all, catch_all_lifetime_days = EXCLUDED.catch_all_lifetime_days
         RETURNING *`, [
                (0,random/* newId */.Si)(),
                input.name,
                JSON.stringify(input.domains),
                JSON.stringify(input.limits),
                now.getTime(),
                input.catchAll.mode,
                input.catchAll.lifetimeDays,
            ]);
            if (!row)
                throw new Error(`project upsert of ${input.name} returned no row`);
            return toProject(row);
        },
        async get(id) {
            const row = await db.one("SELECT * FROM projects WHERE id = $1", [id]);
            return row ? toProject(row) : null;
        },
        async list() {
            // COLLATE "C" compares bytes, as SQLite's default BINARY collation does, so both backends
            // order names alike whatever the database's locale.
            const rows = await db.query('SELECT * FROM projects ORDER BY created_at, name COLLATE "C"');
            return rows.map(toProject);
        },
        async addDevHost(projectId, host, maxHosts) {
            // Appends only while the host is missing and there is room, in one statement: two
            // instances adding hosts at once can neither exceed the maximum nor add one twice.
            const added = await db.one(`UPDATE projects SET dev_hosts = dev_hosts || jsonb_build_array($2::text)
         WHERE id = $1 AND NOT dev_hosts @> jsonb_build_array($2::text) AND jsonb_array_length(dev_hosts) < $3
         RETURNING dev_hosts`, [projectId, host, maxHosts]);
            if (added)
                return added.dev_hosts;
            // Nothing was added: the project is unknown, already has the host, or is full. Hosts are
            // only ever added, so what this read finds still answers correctly for that moment.
            const current = await db.one("SELECT dev_hosts FROM projects WHERE id = $1", [
                projectId,
            ]);
            if (!current)
                return [];
            return current.dev_hosts.includes(host) ? current.dev_hosts : "full";
        },
    };
}
//# sourceMappingURL=projects.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/refusals.js

function toRefusal(row) {
    return {
        reason: row.reason,
        firstAt: new Date(row.first_at),
        lastAt: new Date(row.last_at),
        count: row.count,
        sizeBytes: row.size_bytes,
    };
}
/**
 * Counts the refusal on the newest entry of its address and reason opened within the hour
 * before it; false when there is none. GREATEST ignores NULLs, so size_bytes keeps the largest
 * size known and a refusal without a size leaves it as it was.
 */
async function joinOpenEntry(tx, input) {
    const time = input.at.getTime();
    const updated = await tx.run(`UPDATE refusals SET count = count + 1, last_at = GREATEST(last_at, $3),
       size_bytes = GREATEST(size_bytes, $4::integer)
     WHERE id = (
       SELECT id FROM refusals WHERE address_id = $1 AND reason = $2 AND first_at > $5
       ORDER BY first_at DESC, id DESC LIMIT 1
     )`, [input.addressId, input.reason, time, input.sizeBytes, time - lib_time/* HOUR_MS */.iQ]);
    return updated > 0;
}
async function openEntry(tx, input) {
    const time = input.at.getTime();
    await tx.run(`INSERT INTO refusals (address_id, project_id, reason, first_at, last_at, count, size_bytes)
     VALUES ($1, $2, $3, $4, $4, 1, $5)`, [input.addressId, input.projectId, input.reason, time, input.sizeBytes]);
}
function createRefusalStore(db) {
    return {
        async record(input) {
            // The hour an entry covers starts at its first_at, a sliding window no unique constraint
            // can express, so the find-or-open step is serialised per address and reason with a
            // transaction-scoped advisory lock: two instances refusing the same message at once
            // share one entry instead of opening two. The key names the schema, as withLock does.
            const key = `${db.options.schema}:refusal:${input.addressId}:${input.reason}`;
            await db.transaction(async (tx) => {
                await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key]);
                if (!(await joinOpenEntry(tx, input)))
                    await openEntry(tx, input);
            });
        },
        async list(addressId, since) {
            const rows = await db.query(`SELECT reason, first_at, last_at, count, size_bytes FROM refusals
         WHERE address_id = $1 AND last_at >= $2 ORDER BY last_at DESC, id DESC`, [addressId, since ? since.getTime() : 0]);
            return rows.map(toRefusal);
        },
    };
}
//# sourceMappingURL=refusals.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/runs.js

function toRun(row) {
    return {
        id: row.id,
        projectId: row.project_id,
        name: row.name,
        source: row.source,
        status: row.status,
        meta: row.meta,
        startedAt: new Date(row.started_at),
        finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
        totals: row.totals,
    };
}
function toEvent(row) {
    // kind and detail were written together from a typed event (wire/runs.ts), so they agree.
    return {
        at: new Date(row.at),
        kind: row.kind,
        address: row.address,
        test: row.test,
        failed: row.failed,
        detail: row.detail,
    };
}
function toTest(row) {
    return {
        at: new Date(row.at),
        name: row.name,
        status: row.status,
        durationMs: row.duration_ms,
        file: row.file,
        error: row.error,
    };
}
/**
 * Runs carry no insertion sequence (the schema has no `seq` on runs, where the embedded store
 * breaks ties by rowid), so runs that started in the same millisecond are ordered by id: stable
 * across reads and pages, though not necessarily the order they were created in.
 */
const runs_NEWEST_FIRST = "ORDER BY started_at DESC, id DESC";
/**
 * The run, while it runs, locked FOR SHARE: writers of evidence do not wait for each other, while
 * a finish (FOR UPDATE) waits for them to commit and then sees what they wrote. A writer that
 * waited on a finish re-reads the row (READ COMMITTED re-checks a locked row's conditions) and
 * finds it finished.
 */
const RUNNING_RUN = "SELECT id FROM runs WHERE id = $1 AND project_id = $2 AND status = 'running' FOR SHARE";
/**
 * A write to a run ($1 run, $2 project) that happens only while it runs, with that check in the
 * same statement: `write` returns a row when it wrote. The run is looked up again, in the
 * statement's snapshot, only to tell "not_found" from "finished".
 */
const whileRunningSql = (write) => `
WITH written AS (${write})
SELECT EXISTS (SELECT 1 FROM written) AS written,
       EXISTS (SELECT 1 FROM runs WHERE id = $1 AND project_id = $2) AS found`;
const outcomeOf = (row) => row?.written ? "added" : row?.found ? "finished" : "not_found";
const EVENT_COLUMNS = "run_events (run_id, at, kind, address, test, failed, detail, replace_key)";
const ADD_EVENT = whileRunningSql(`INSERT INTO ${EVENT_COLUMNS}
  SELECT run.id, $3::bigint, $4::text, $5::text, $6::text, $7::boolean, $8::jsonb, $9::text
  FROM (${RUNNING_RUN}) AS run RETURNING 1`);
const ADD_TEST = whileRunningSql(`INSERT INTO run_tests (run_id, at, name, status, duration_ms, file, error)
  SELECT run.id, $3::bigint, $4::text, $5::text, $6::integer, $7::text, $8::text
  FROM (${RUNNING_RUN}) AS run RETURNING 1`);
/** The UPDATE locks the row itself, and re-checks `running` after waiting on a finish. */
const SET_TOTALS = whileRunningSql("UPDATE runs SET totals = $3::jsonb WHERE id = $1 AND project_id = $2 AND status = 'running' RETURNING 1");
/** After the run is locked (replaceEvent): the earlier event with the key goes, the new one comes. */
const REPLACE_EVENT = `WITH gone AS (DELETE FROM run_events WHERE run_id = $1 AND replace_key = $8)
  INSERT INTO ${EVENT_COLUMNS} VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`;
/**
 * running -> passed or failed, by the state table: the caller's verdict, any failed evidence,
 * any failed test, or failed totals. Runs after the run row is locked FOR UPDATE (finishRun), so
 * its snapshot holds every event and test written before: writers hold FOR SHARE until they commit.
 */
const FINISH = `
UPDATE runs SET
  status = CASE
    WHEN $3::boolean
      OR COALESCE((totals->>'failed')::numeric, 0) > 0
      OR EXISTS (SELECT 1 FROM run_events WHERE run_id = $1 AND failed)
      OR EXISTS (SELECT 1 FROM run_tests WHERE run_id = $1 AND status = 'failed')
    THEN 'failed' ELSE 'passed' END,
  finished_at = $4
WHERE id = $1 AND project_id = $2 AND status = 'running'
RETURNING *`;
/** An event's columns after run_id, as ADD_EVENT ($3..$9) and REPLACE_EVENT ($2..$8) take them. */
function eventValues(event, replaceKey) {
    return [event.at.getTime(), event.kind, event.address, event.test, event.failed, pgJson(event.detail), replaceKey];
}
/**
 * An event that replaces the run's earlier one with the same key, in one transaction: the run row
 * is locked first (FOR NO KEY UPDATE, which two replacing writers cannot both hold), so that the
 * DELETE, a statement of its own with a later snapshot, sees an event another instance has just
 * added with this key: the run never keeps two of them.
 */
async function replaceEvent(tx, projectId, runId, values) {
    const run = await tx.one("SELECT status FROM runs WHERE id = $1 AND project_id = $2 FOR NO KEY UPDATE", [runId, projectId]);
    if (!run)
        return "not_found";
    if (run.status !== "running")
        return "finished";
    await tx.run(REPLACE_EVENT, [runId, ...values]);
    return "added";
}
/**
 * Locks the run (FOR UPDATE waits for writers still adding evidence), then finishes it in a
 * statement of its own, whose snapshot sees that evidence. A run finished meanwhile (by another
 * instance) is returned as it is.
 */
async function finishRun(tx, projectId, runId, input) {
    const current = await tx.one("SELECT * FROM runs WHERE id = $1 AND project_id = $2 FOR UPDATE", [
        runId,
        projectId,
    ]);
    if (!current)
        return null;
    if (current.status !== "running")
        return toRun(current);
    const finished = await tx.one(FINISH, [runId, projectId, input.failed, input.at.getTime()]);
    return toRun(finished ?? current);
}
function createRunStore(pg) {
    const db = nulSafe(pg);
    return {
        async create(run) {
            await db.run(`INSERT INTO runs (id, project_id, name, source, status, meta, started_at, finished_at, totals)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb)`, [
                run.id,
                run.projectId,
                run.name,
                run.source,
                run.status,
                pgJson(run.meta),
                run.startedAt.getTime(),
                run.finishedAt?.getTime() ?? null,
                run.totals ? pgJson(run.totals) : null,
            ]);
        },
        async get(projectId, runId) {
            const row = await db.one("SELECT * FROM runs WHERE id = $1 AND project_id = $2", [runId, projectId]);
            return row ? toRun(row) : null;
        },
        async projectOf(runId) {
            const row = await db.one("SELECT project_id FROM runs WHERE id = $1", [runId]);
            return row?.project_id ?? null;
        },
        async list(projectId, filter) {
            const params = [projectId];
            const where = ["project_id = $1"];
            if (filter.before)
                where.push(`started_at < $${params.push(filter.before.getTime())}`);
            if (filter.name !== undefined)
                where.push(`name = $${params.push(filter.name)}`);
            if (filter.status)
                where.push(`status = $${params.push(filter.status)}`);
            const rows = await db.query(`SELECT * FROM runs WHERE ${where.join(" AND ")} ${runs_NEWEST_FIRST} LIMIT $${params.push(filter.limit)}`, params);
            return rows.map(toRun);
        },
        async addEvent(projectId, runId, event, replaceKey) {
            const values = eventValues(event, replaceKey || null);
            if (replaceKey)
                return pg.transaction((tx) => replaceEvent(nulSafe(tx), projectId, runId, values));
            return outcomeOf(await db.one(ADD_EVENT, [runId, projectId, ...values]));
        },
        async events(runId) {
            const rows = await db.query("SELECT * FROM run_events WHERE run_id = $1 ORDER BY id", [runId]);
            return rows.map(toEvent);
        },
        async addTest(projectId, runId, test) {
            const row = await db.one(ADD_TEST, [
                runId,
                projectId,
                test.at.getTime(),
                test.name,
                test.status,
                test.durationMs,
                test.file,
                test.error,
            ]);
            return outcomeOf(row);
        },
        async setTotals(projectId, runId, totals) {
            const row = await db.one(SET_TOTALS, [runId, projectId, pgJson(totals)]);
            return outcomeOf(row);
        },
        async tests(runId) {
            const rows = await db.query("SELECT * FROM run_tests WHERE run_id = $1 ORDER BY id", [runId]);
            return rows.map(toTest);
        },
        async finish(projectId, runId, input) {
            return pg.transaction((tx) => finishRun(nulSafe(tx), projectId, runId, input));
        },
        async previousFinished(projectId, name, before, limit) {
            const rows = await db.query(`SELECT * FROM runs WHERE project_id = $1 AND name = $2 AND started_at < $3 AND status <> 'running'
         ${runs_NEWEST_FIRST} LIMIT $4`, [projectId, name, before.getTime(), limit]);
            return rows.map(toRun);
        },
        async sweep(before) {
            // Events and tests go with their run (ON DELETE CASCADE).
            return db.run("DELETE FROM runs WHERE started_at < $1", [before.getTime()]);
        },
    };
}
//# sourceMappingURL=runs.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/secrets.js
function createSecretStore(db) {
    return {
        async save(addressId, secret, now) {
            // One upsert: a second save under the same label replaces the first, even when two
            // instances save at once.
            await db.run(`INSERT INTO secrets (address_id, label, sealed, saved_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (address_id, label) DO UPDATE SET sealed = EXCLUDED.sealed, saved_at = EXCLUDED.saved_at`, [addressId, secret.label, secret.sealed, now.getTime()]);
        },
        async listAll() {
            const rows = await db.query("SELECT address_id, label, sealed FROM secrets ORDER BY address_id, label");
            return rows.map((row) => ({ addressId: row.address_id, label: row.label, sealed: row.sealed }));
        },
        async replace(addressId, label, from, to) {
            // Compare-and-set: a save by another instance in between is kept.
            return ((await db.run("UPDATE secrets SET sealed = $4 WHERE address_id = $1 AND label = $2 AND sealed = $3", [
                addressId,
                label,
                from,
                to,
            ])) > 0);
        },
        async get(addressId, label) {
            const row = await db.one("SELECT label, sealed FROM secrets WHERE address_id = $1 AND label = $2", [addressId, label]);
            return row ? { label: row.label, sealed: row.sealed } : null;
        },
    };
}
//# sourceMappingURL=secrets.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/index.js













/**
 * The PostgreSQL store, for a team service: data that outlives a restart, and several instances
 * on one database. Every write that must hold across instances is one statement or one
 * transaction in the database (ON CONFLICT, UPDATE ... WHERE, FOR UPDATE SKIP LOCKED).
 */
async function createPgStore(options) {
    const db = new database/* PgDatabase */.p(options);
    try {
        await migrate(db, options.now ?? new Date());
    }
    catch (error) {
        await db.close().catch(() => undefined);
        throw error;
    }
    return {
        db,
        projects: createProjectStore(db),
        apiKeys: createApiKeyStore(db),
        webhooks: createWebhookStore(db),
        addresses: createAddressStore(db),
        secrets: createSecretStore(db),
        pool: createPoolStore(db),
        audit: createAuditStore(db),
        emails: createEmailStore(db),
        mailbox: createMailboxStore(db),
        refusals: createRefusalStore(db),
        runs: createRunStore(db),
        async ping() {
            await db.one("SELECT 1 AS ok");
        },
        close: () => db.close(),
    };
}
//# sourceMappingURL=index.js.map

/***/ })

};
