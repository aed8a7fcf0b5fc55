import type { Store } from "../store.js";
import { createAddressStore } from "./addresses.js";
import { createAuditStore } from "./audit.js";
import { PgDatabase, type PgOptions } from "./database.js";
import { createEmailStore } from "./emails.js";
import { createMailboxStore } from "./mailbox.js";
import { migrate } from "./migrate.js";
import { createPoolStore } from "./pool.js";
import { createApiKeyStore } from "./api-keys.js";
import { createWebhookStore } from "./webhooks.js";
import { createProjectStore } from "./projects.js";
import { createRefusalStore } from "./refusals.js";
import { createRunStore } from "./runs.js";
import { createSecretStore } from "./secrets.js";

export type { PgOptions };

/**
 * The PostgreSQL store, for a team service: data that outlives a restart, and several instances
 * on one database. Every write that must hold across instances is one statement or one
 * transaction in the database (ON CONFLICT, UPDATE ... WHERE, FOR UPDATE SKIP LOCKED).
 */
export async function createPgStore(options: PgOptions & { now?: Date }): Promise<Store & { db: PgDatabase }> {
  const db = new PgDatabase(options);
  try {
    await migrate(db, options.now ?? new Date());
  } catch (error) {
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
