export const id = 8568;
export const ids = [8568];
export const modules = {

/***/ 78568:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPgStore: () => (/* binding */ createPgStore)
});

;// CONCATENATED MODULE: ./build/service/store/postgres/not-built.js
/** A placeholder for a part of the PostgreSQL store still being written: every call rejects. */
function notBuilt(name) {
    return new Proxy({}, {
        get: (_target, property) => () => Promise.reject(new Error(`${name}.${String(property)} is not built yet`)),
    });
}
//# sourceMappingURL=not-built.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/addresses.js

// Being written: the PostgreSQL store is not selectable until every part is built.
function createAddressStore(_db) {
    return notBuilt("AddressStore");
}
//# sourceMappingURL=addresses.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/audit.js

// Being written: the PostgreSQL store is not selectable until every part is built.
function createAuditStore(_db) {
    return notBuilt("AuditStore");
}
//# sourceMappingURL=audit.js.map
// EXTERNAL MODULE: ./build/service/store/postgres/database.js
var database = __webpack_require__(67704);
;// CONCATENATED MODULE: ./build/service/store/postgres/emails.js

// Being written: the PostgreSQL store is not selectable until every part is built.
function createEmailStore(_db) {
    return notBuilt("EmailStore");
}
//# sourceMappingURL=emails.js.map
// EXTERNAL MODULE: ./build/service/config.js + 2 modules
var config = __webpack_require__(59616);
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/001-initial.js
/**
 * The schema of the embedded store's seven migrations, in PostgreSQL's types: times as epoch
 * milliseconds (BIGINT), JSON as JSONB, bodies as TEXT (compressed by PostgreSQL itself).
 */
const initial = {
    version: 1,
    name: "initial",
    sql: `
CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  domains JSONB NOT NULL,
  limits JSONB NOT NULL,
  dev_hosts JSONB NOT NULL DEFAULT '[]',
  created_at BIGINT NOT NULL
);
CREATE TABLE api_keys (
  sha256 TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  permissions JSONB NOT NULL
);
CREATE TABLE issued_names (
  address TEXT PRIMARY KEY,
  issued_at BIGINT NOT NULL
);
CREATE TABLE addresses (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  address TEXT NOT NULL UNIQUE,
  label TEXT,
  notes TEXT,
  tags JSONB NOT NULL DEFAULT '[]',
  first_name TEXT,
  last_name TEXT,
  username TEXT,
  date_of_birth TEXT,
  country TEXT,
  site TEXT,
  environment TEXT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  email_count INTEGER NOT NULL DEFAULT 0,
  last_email_at BIGINT,
  checkout_token TEXT,
  checkout_until BIGINT,
  last_used_at BIGINT,
  seq BIGSERIAL
);
CREATE INDEX addresses_by_project_created ON addresses(project_id, created_at DESC);
CREATE INDEX addresses_by_project_expiry ON addresses(project_id, expires_at);
CREATE INDEX addresses_by_project_used ON addresses(project_id, last_used_at);
CREATE INDEX addresses_by_tags ON addresses USING GIN (tags);
CREATE TABLE secrets (
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  sealed TEXT NOT NULL,
  saved_at BIGINT NOT NULL,
  PRIMARY KEY (address_id, label)
);
CREATE TABLE emails (
  id TEXT PRIMARY KEY,
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  recipient TEXT NOT NULL,
  recipient_tag TEXT,
  envelope_from TEXT,
  from_address TEXT,
  size_bytes INTEGER NOT NULL,
  received_at BIGINT NOT NULL,
  codes JSONB,
  links JSONB,
  service TEXT,
  service_domain TEXT,
  service_name TEXT,
  service_site TEXT,
  expires_at BIGINT,
  subtype_mask INTEGER NOT NULL DEFAULT 0,
  seq BIGSERIAL
);
CREATE INDEX emails_by_address_time ON emails(address_id, received_at);
CREATE TABLE email_bodies (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  from_name TEXT,
  subject TEXT,
  text TEXT,
  html TEXT,
  headers JSONB NOT NULL
);
CREATE TABLE email_checks (
  email_id TEXT PRIMARY KEY REFERENCES emails(id) ON DELETE CASCADE,
  facts JSONB NOT NULL,
  verdicts JSONB
);
CREATE TABLE used_matches (
  email_id TEXT NOT NULL REFERENCES emails(id) ON DELETE CASCADE,
  match_key TEXT NOT NULL,
  used_at BIGINT NOT NULL,
  PRIMARY KEY (email_id, match_key)
);
CREATE TABLE refusals (
  id BIGSERIAL PRIMARY KEY,
  address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  first_at BIGINT NOT NULL,
  last_at BIGINT NOT NULL,
  count INTEGER NOT NULL,
  size_bytes INTEGER
);
CREATE INDEX refusals_by_address ON refusals(address_id, reason, first_at DESC);
CREATE TABLE mail_usage (
  scope TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, window_start)
);
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  meta JSONB NOT NULL,
  started_at BIGINT NOT NULL,
  finished_at BIGINT,
  totals JSONB
);
CREATE INDEX runs_by_project_started ON runs(project_id, started_at);
CREATE INDEX runs_by_project_name ON runs(project_id, name, started_at);
CREATE TABLE run_events (
  id BIGSERIAL PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  kind TEXT NOT NULL,
  address TEXT,
  test TEXT,
  failed BOOLEAN NOT NULL,
  detail JSONB NOT NULL,
  replace_key TEXT
);
CREATE INDEX run_events_by_run ON run_events(run_id, id);
CREATE TABLE run_tests (
  id BIGSERIAL PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  duration_ms INTEGER,
  file TEXT,
  error TEXT
);
CREATE INDEX run_tests_by_run ON run_tests(run_id, id);
CREATE TABLE audit_log (
  id BIGSERIAL PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  at BIGINT NOT NULL,
  action TEXT NOT NULL,
  via TEXT NOT NULL,
  key_name TEXT NOT NULL,
  key_id TEXT NOT NULL,
  address TEXT NOT NULL,
  label TEXT NOT NULL
);
CREATE INDEX audit_log_by_project ON audit_log(project_id, id DESC);
CREATE TABLE rate_windows (
  scope TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, window_start)
);
`,
};
//# sourceMappingURL=001-initial.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrations/index.js

const migrations = [initial];
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/migrate.js


/**
 * Brings the schema to the newest version, once across instances: under an advisory lock, so
 * instances starting together wait for the first and find nothing left to do. A database whose
 * schema is newer than this code knows (an older instance after an upgrade) stops start-up with
 * a clear message rather than writing rows the newer schema does not expect.
 */
async function migrate(db, now) {
    const newest = Math.max(...migrations.map((migration) => migration.version));
    const applied = await db.withLock("migrate", async (tx) => {
        await tx.run(`CREATE SCHEMA IF NOT EXISTS ${db.options.schema}`);
        await tx.run(`SET search_path TO ${db.options.schema}, public`);
        await tx.run("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)");
        const current = Number((await tx.one("SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations"))
            ?.version ?? 0);
        if (current > newest)
            throw new config/* ConfigError */.xL(`the database's schema is version ${current}, newer than this Proofbox knows (${newest}); run the newer release, or restore a backup taken before the upgrade`);
        let count = 0;
        for (const migration of migrations) {
            if (migration.version <= current)
                continue;
            await tx.run("BEGIN");
            try {
                await tx.run(migration.sql);
                await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
                    migration.version,
                    migration.name,
                    now.getTime(),
                ]);
                await tx.run("COMMIT");
            }
            catch (error) {
                await tx.run("ROLLBACK");
                throw error;
            }
            count++;
        }
        return count;
    });
    return applied ?? 0;
}
//# sourceMappingURL=migrate.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/pool.js

// Being written: the PostgreSQL store is not selectable until every part is built.
function createPoolStore(_db) {
    return notBuilt("PoolStore");
}
//# sourceMappingURL=pool.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/projects.js

// Being written: the PostgreSQL store is not selectable until every part is built.
function createProjectStore(_db) {
    return notBuilt("ProjectStore");
}
function createApiKeyStore(_db) {
    return notBuilt("ApiKeyStore");
}
//# sourceMappingURL=projects.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/refusals.js

// Being written: the PostgreSQL store is not selectable until every part is built.
function createRefusalStore(_db) {
    return notBuilt("RefusalStore");
}
//# sourceMappingURL=refusals.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/runs.js

// Being written: the PostgreSQL store is not selectable until every part is built.
function createRunStore(_db) {
    return notBuilt("RunStore");
}
//# sourceMappingURL=runs.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/secrets.js

// Being written: the PostgreSQL store is not selectable until every part is built.
function createSecretStore(_db) {
    return notBuilt("SecretStore");
}
//# sourceMappingURL=secrets.js.map
;// CONCATENATED MODULE: ./build/service/store/postgres/index.js










/**
 * The PostgreSQL store, for a team service: data that outlives a restart, and several instances
 * on one database. Every write that must hold across instances is one statement or one
 * transaction in the database (ON CONFLICT, UPDATE ... WHERE, FOR UPDATE SKIP LOCKED).
 */
async function createPgStore(options) {
    const db = new database/* PgDatabase */.p(options);
    try {
        await migrate(db, options.now ?? new Date());
    }
    catch (error) {
        await db.close().catch(() => undefined);
        throw error;
    }
    return {
        db,
        projects: createProjectStore(db),
        apiKeys: createApiKeyStore(db),
        addresses: createAddressStore(db),
        secrets: createSecretStore(db),
        pool: createPoolStore(db),
        audit: createAuditStore(db),
        emails: createEmailStore(db),
        refusals: createRefusalStore(db),
        runs: createRunStore(db),
        async ping() {
            await db.one("SELECT 1 AS ok");
        },
        close: () => db.close(),
    };
}
//# sourceMappingURL=index.js.map

/***/ })

};
