import { initial } from "./001-initial.js";
import { htmlOnRead } from "./002-html-on-read.js";
import { reading } from "./003-reading.js";
import { mailbox } from "./004-mailbox.js";
import { keyLifecycle } from "./005-key-lifecycle.js";
import { webhooks } from "./006-webhooks.js";

/** A versioned schema change; each runs once, in its own transaction, in version order. */
export interface PgMigration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: PgMigration[] = [initial, htmlOnRead, reading, mailbox, keyLifecycle, webhooks];
