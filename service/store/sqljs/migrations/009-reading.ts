import { SCHEMA } from "../database.js";

/**
 * Whether an email was read in full: NULL when it was, otherwise why not ("timed_out": it took
 * longer than the parse timeout; "unreadable": the parser refused it). Such an email is stored
 * without content, codes or links, and the delivery and wait hints say why.
 */
export const name = "reading";

export const sql = `
ALTER TABLE ${SCHEMA}.emails ADD COLUMN reading TEXT; -- NULL: read in full; else timed_out or unreadable
`;
