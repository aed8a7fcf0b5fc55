import { SCHEMA } from "../database.js";

/**
 * HTML is cleaned when it is first read rather than on arrival (most test mail is never read as
 * HTML). Until then the sender's HTML waits in a column of its own and `html` stays NULL, so code
 * that knows nothing of this column (an older version, after a downgrade) never shows it.
 */
export const name = "html-on-read";

export const sql = `
ALTER TABLE ${SCHEMA}.email_bodies ADD COLUMN html_raw BLOB; -- the sender's HTML, deflated, until its first read cleans it into html
`;
