import { SCHEMA } from "../database.js";

/**
 * HTML is cleaned when it is first read rather than on arrival (most test mail is never read as
 * HTML): a body keeps the sender's HTML until then, and says which of the two it holds. Rows
 * stored before were cleaned on arrival.
 */
export const name = "html-on-read";

export const sql = `
ALTER TABLE ${SCHEMA}.email_bodies ADD COLUMN html_clean INTEGER NOT NULL DEFAULT 1; -- 0: the sender's HTML, not shown until cleaned
`;
