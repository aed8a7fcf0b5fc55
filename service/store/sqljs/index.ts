import type { Store } from "../store.js";
import { createAddressStore } from "./addresses.js";
import { SqlDatabase } from "./database.js";
import { createEmailStore } from "./emails.js";
import { createMailboxStore } from "./mailbox.js";
import { migrate } from "./migrate.js";
import { NewestEmails } from "./newest-emails.js";
import { createAuditStore } from "./audit.js";
import { createPoolStore } from "./pool.js";
import { createApiKeyStore } from "./api-keys.js";
import { createWebhookStore } from "./webhooks.js";
import { createProjectStore } from "./projects.js";
import { createRefusalStore } from "./refusals.js";
import { createRunStore } from "./runs.js";
import { createSecretStore } from "./secrets.js";

/** The embedded store: sql.js (SQLite compiled to WebAssembly), in memory. */
export async function createSqlJsStore(options: { now?: Date } = {}): Promise<Store> {
  const db = await SqlDatabase.open();
  migrate(db, options.now ?? new Date());
  // A wait's first page is 2 emails (waits/find.ts); a few more serve waits that skip used codes.
  const newest = new NewestEmails(4, 2000);
  return {
    projects: createProjectStore(db),
    apiKeys: createApiKeyStore(db),
    webhooks: createWebhookStore(db),
    addresses: createAddressStore(db, newest),
    secrets: createSecretStore(db),
    pool: createPoolStore(db),
    audit: createAuditStore(db),
    emails: createEmailStore(db, newest),
    mailbox: createMailboxStore(db, newest),
    refusals: createRefusalStore(db),
    runs: createRunStore(db),
    async ping() {
      db.get("SELECT 1 AS ok");
    },
    async close() {
      db.close();
    },
  };
}
