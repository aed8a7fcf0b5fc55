import * as initial from "./001-initial.js";
import * as extraction from "./002-extraction.js";
import * as runs from "./003-runs.js";
import * as emailIndex from "./004-email-index.js";
import * as checks from "./005-checks.js";
import * as deflatedBodies from "./006-deflated-bodies.js";
import * as accounts from "./007-accounts.js";
import * as htmlOnRead from "./008-html-on-read.js";
import * as reading from "./009-reading.js";
import * as mailbox from "./010-mailbox.js";
import * as keyLifecycle from "./011-key-lifecycle.js";
import * as webhooks from "./012-webhooks.js";
import type { SqlDatabase } from "../database.js";

/**
 * Numbered migrations, applied in order, each once. Append new ones; never edit an applied one.
 * They are TypeScript modules (not .sql files) so the bundler carries them into dist/, and so one
 * can carry a backfill written in TypeScript when a column derives from application rules.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Rewrites existing rows where SQL alone cannot (runs in the same transaction). */
  backfill?: (db: SqlDatabase) => void;
}

export const migrations: Migration[] = [
  { version: 1, ...initial },
  { version: 2, ...extraction },
  { version: 3, ...runs },
  { version: 4, ...emailIndex },
  { version: 5, ...checks },
  { version: 6, ...deflatedBodies },
  { version: 7, ...accounts },
  { version: 8, ...htmlOnRead },
  { version: 9, ...reading },
  { version: 10, ...mailbox },
  { version: 11, ...keyLifecycle },
  { version: 12, ...webhooks },
];
