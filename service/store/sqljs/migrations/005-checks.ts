import { SCHEMA } from "../database.js";

/**
 * What the checks of an email read: its facts, worked out on arrival, and its SPF, DKIM and DMARC
 * verdicts, which arrive a moment later (DNS must not hold up the SMTP reply or a wait). Kept
 * apart from the emails rows that waits and counts read.
 */
export const name = "checks";

export const sql = `
CREATE TABLE ${SCHEMA}.email_checks (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  facts TEXT NOT NULL,              -- JSON (wire/checks.ts EmailFacts)
  verdicts TEXT                     -- JSON (AuthVerdicts); NULL until they are worked out
);
INSERT INTO ${SCHEMA}.email_checks (email_id, facts)
  SELECT id, '{"htmlBytes":null,"textPart":false,"textCarries":null,"linkHosts":[],"layout":null}' FROM ${SCHEMA}.emails;
`;
