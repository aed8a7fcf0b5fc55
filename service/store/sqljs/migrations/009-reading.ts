import { SCHEMA } from "../database.js";

/**
 * Bounds on reading an email, kept with it. Whether it was read in full: NULL when it was,
 * otherwise why not ("timed_out": it took longer than the parse timeout; "unreadable": the
 * parser refused it); such an email is stored without content, codes or links, and the delivery
 * and wait hints say why. And whether its text and HTML were longer than what is kept.
 */
export const name = "reading";

export const sql = `
ALTER TABLE ${SCHEMA}.emails ADD COLUMN reading TEXT; -- NULL: read in full; else timed_out or unreadable
ALTER TABLE ${SCHEMA}.email_bodies ADD COLUMN text_truncated INTEGER NOT NULL DEFAULT 0; -- 1: the text kept is cut
ALTER TABLE ${SCHEMA}.email_bodies ADD COLUMN html_truncated INTEGER NOT NULL DEFAULT 0; -- 1: the HTML kept is cut
`;
