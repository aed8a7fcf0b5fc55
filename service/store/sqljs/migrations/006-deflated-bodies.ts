import { fromUtf8Blob, SCHEMA, type SqlDatabase, toDeflatedBlob } from "../database.js";

/**
 * Mail bodies (text and cleaned HTML) are stored deflated from here on (see toDeflatedBlob):
 * they are most of what the store holds. The schema does not change; the bodies stored before
 * are rewritten.
 */
export const name = "deflated-bodies";

export const sql = `
-- email_bodies.text and email_bodies.html: raw DEFLATE of the UTF-8 (see toDeflatedBlob).
SELECT 1 FROM ${SCHEMA}.email_bodies LIMIT 0;
`;

/** Deflates the bodies stored before this migration. */
export function backfill(db: SqlDatabase): void {
  for (const row of db.all("SELECT email_id, text, html FROM email_bodies")) {
    db.run("UPDATE email_bodies SET text = ?, html = ? WHERE email_id = ?", [
      toDeflatedBlob(fromUtf8Blob(row.text)),
      toDeflatedBlob(fromUtf8Blob(row.html)),
      String(row.email_id),
    ]);
  }
}
