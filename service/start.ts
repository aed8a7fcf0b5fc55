import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { ConfigError, envName, resolveProjects, type Settings } from "./config.js";
import type { AuthSettings } from "./mail/authenticate.js";
import { loadDnsRecords } from "./mail/dns.js";
import type { Deps, Endpoints } from "./deps.js";
import { createApp } from "./app.js";
import { serviceClosing } from "./errors.js";
import { answerClientErrors } from "./http/client-errors.js";
import { createMetricsServer } from "./http/metrics.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { generateApiKey } from "./lib/key-hash.js";
import { seedProjects } from "./project/seed.js";
import { createKeyGate } from "./access/key-gate.js";
import { pruneKeys } from "./keys/service.js";
import { createWebhookDispatcher } from "./outbound/dispatcher.js";
import { VERSION } from "./version.js";
import { emailReceived } from "./outbound/events.js";
import { pruneDeliveries } from "./webhooks/service.js";
import { createServiceLogger, type Logger } from "./lib/logger.js";
import { createRateLimiter } from "./lib/rate-limiter.js";
import { createSealedBox } from "./lib/sealed-box.js";
import { createMetrics, type Metrics } from "./lib/metrics.js";
import { instrumentStore } from "./store/instrumented.js";
import { createNotifier } from "./mail/notifier.js";
import { createMailParser } from "./mail/parser-pool.js";
import { createMailPipeline } from "./mail/pipeline.js";
import { createVerdictThread } from "./mail/verdict-thread.js";
import { pruneAuditLog, resealSecrets } from "./accounts/secrets.js";
import { sweepRuns } from "./runs/service.js";
import { createSmtpServer } from "./mail/smtp.js";
import { createPgNotifier } from "./mail/pg-notifier.js";
import type { Notifier } from "./mail/notifier.js";
import type { RateLimiter } from "./lib/rate-limiter.js";
import { PgDatabase } from "./store/postgres/database.js";
import { createPgRateLimiter } from "./store/postgres/rate-limits.js";
import { createSqlJsStore } from "./store/sqljs/index.js";
import type { Project, Store } from "./store/store.js";

/** A store, or how to make one: the integration suite runs the whole service on each backend. */
export type StoreFactory = (options: { now: Date }) => Promise<Store>;

export interface StartOptions {
  settings: Settings;
  clock?: Clock;
  logger?: Logger;
  /** The store to keep everything in. Default: the embedded sql.js store, in memory. */
  store?: StoreFactory;
  /**
   * The compiled parser worker entry (parse-worker.js). Without it, or with parse_workers 0,
   * mail is parsed on the main thread.
   */
  parseWorkerScript?: string;
  /**
   * The compiled verdict worker entry (verdict-worker.js). Without it, SPF, DKIM and DMARC are
   * worked out on the main thread.
   */
  verdictWorkerScript?: string;
}

/**
 * Parser threads when not configured: one per core beside the main thread's, at least 1 and at
 * most 4. The main thread takes about a fifth of an email's CPU (SMTP, the store), so it needs a
 * core of its own under load: on 2 cores one worker takes mail as fast as two (`npm run bench --
 * intake`), with less CPU per email and one worker heap (about 40 MB) less.
 */
const defaultParseWorkers = () => Math.min(4, Math.max(1, availableParallelism() - 1));

export interface RunningService {
  httpPort: number;
  /** Where GET /metrics listens apart (metrics_port), without a key. */
  metricsPort?: number;
  smtpHost: string;
  smtpPort: number;
  /** Base URL of the HTTP API (without /v1). */
  publicUrl: string;
  projects: Project[];
  /** The default project's key when it was generated at start (print it once; it is not stored). */
  generatedApiKey?: string;
  store: Store;
  deps: Deps;
  logger: Logger;
  /** Stops accepting, lets in-flight work finish (at most `graceMs`), then closes the store. */
  close(graceMs?: number): Promise<void>;
  /** Deletes runs past retention now (the service also does it hourly); resolves how many. */
  sweepRuns(): Promise<number>;
}

function listen(
  server: {
    listen(port: number, host: string, cb: () => void): unknown;
    once(event: "error", cb: (e: Error) => void): unknown;
  },
  port: number,
  host: string,
  what: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: Error) =>
      reject(new Error(`cannot listen for ${what} on ${host}:${port}: ${error.message}`)),
    );
    server.listen(port, host, () => resolve());
  });
}

function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** How SPF, DKIM and DMARC are judged; a records file that cannot be read stops start-up. */
function authSettingsOf(settings: Settings): AuthSettings {
  let records = null;
  if (settings.dns_records) {
    try {
      records = loadDnsRecords(settings.dns_records);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ConfigError(`invalid setting ${envName("dns_records")} (dns_records): ${reason}`);
    }
  }
  return {
    dns: settings.dns,
    records,
    timeoutMs: settings.dns_timeout_ms,
    trustedRelay: settings.trust_auth_results ?? null,
  };
}

/** The store the settings ask for: PostgreSQL with database_url, else the embedded one. */
function storeOf(settings: Settings): StoreFactory {
  const url = settings.database_url;
  if (!url) return createSqlJsStore;
  return async ({ now }) => {
    const { createPgStore } = await import("./store/postgres/index.js");
    return createPgStore({
      url,
      schema: settings.database_schema,
      poolSize: settings.database_pool_size,
      statementTimeoutMs: settings.database_statement_timeout_ms,
      now,
    }).catch((error: unknown) => {
      if (error instanceof ConfigError) throw error;
      throw new ConfigError(
        `invalid setting ${envName("database_url")} (database_url): cannot use the database (${error instanceof Error ? error.message : String(error)})`,
      );
    });
  };
}

/**
 * What changes when instances share a PostgreSQL database: arrivals go through LISTEN/NOTIFY,
 * rate limits are rows, intake is durable (250 after commit), and one instance at a time sweeps.
 */
interface SharedParts {
  notifier: Notifier & { start?(): Promise<void>; close?(): Promise<void> };
  rateLimiter: RateLimiter;
  durable: boolean;
  /** Runs `work` unless another instance is running it (null then). */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T | null>;
  prune(now: Date): Promise<unknown>;
}

function sharedParts(store: Store, logger: Logger, metrics: Metrics): SharedParts {
  const db = (store as { db?: unknown }).db;
  if (db instanceof PgDatabase) {
    const rateLimiter = createPgRateLimiter(db);
    const { pool } = db;
    metrics.watchPostgresPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    return {
      notifier: createPgNotifier(db, logger, metrics),
      rateLimiter,
      durable: true,
      exclusive: (name, work) => db.withLock(name, () => work(), false),
      prune: (now) => rateLimiter.prune(now),
    };
  }
  return {
    notifier: createNotifier(),
    rateLimiter: createRateLimiter(),
    durable: false,
    exclusive: (_name, work) => work(),
    prune: () => Promise.resolve(0),
  };
}

/** Starts the store, the SMTP receiver and the HTTP API with the given settings. */
export async function startService(options: StartOptions): Promise<RunningService> {
  const { settings } = options;
  const auth = authSettingsOf(settings);
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? (await createServiceLogger(settings.log_level, settings.log_format));
  const metrics = createMetrics();
  const openedStore = await (options.store ?? storeOf(settings))({ now: clock.now() });
  const shared = sharedParts(openedStore, logger, metrics);
  // Timed only when the metrics are read: otherwise the wrapper is cost for nothing.
  const store = settings.metrics ? instrumentStore(openedStore, metrics) : openedStore;
  await shared.notifier.start?.();
  const { projects: projectConfigs, printedKey } = resolveProjects(settings, generateApiKey);
  const projects = await seedProjects({ store, clock, logger }, projectConfigs, { retire: printedKey === undefined });

  const { notifier } = shared;
  const parser = createMailParser({
    workers: settings.parse_workers ?? defaultParseWorkers(),
    script: options.parseWorkerScript,
    logger,
    timeoutMs: settings.parse_timeout_ms,
  });
  const verdictThread = createVerdictThread({ script: options.verdictWorkerScript, auth, logger });
  // Without a configured secret the key lives only as long as the process, like the in-memory store.
  const sealedBox = createSealedBox(
    settings.secret_key ?? randomBytes(32).toString("hex"),
    settings.secret_key_previous,
  );
  const allowsPrivate = new Map(
    projects.map((project, i) => [project.id, projectConfigs[i]?.webhooksAllowPrivate === true]),
  );
  const webhooks = createWebhookDispatcher({
    store,
    logger,
    metrics,
    sealedBox,
    clock,
    allowsPrivate: (projectId) => allowsPrivate.get(projectId) === true,
    retrySeconds: settings.webhook_retry_seconds,
    timeoutMs: settings.webhook_timeout_ms,
    userAgent: `Proofbox-Webhooks/${VERSION}`,
  });
  const pipeline = createMailPipeline({
    store,
    notifier,
    parser,
    verdictThread,
    logger,
    metrics,
    durable: shared.durable,
    onStored: (emails) => {
      for (const email of emails) webhooks.emit(emailReceived(email));
    },
  });
  const smtp = createSmtpServer(
    {
      store,
      clock,
      logger,
      pipeline,
      metrics,
      projects,
      maxMessageBytes: Math.max(...projectConfigs.map((p) => p.limits.max_message_bytes)),
    },
    {
      auth: settings.smtp_auth,
      ...(settings.smtp_tls_key && settings.smtp_tls_cert
        ? { tls: { keyFile: settings.smtp_tls_key, certFile: settings.smtp_tls_cert } }
        : {}),
      limits: {
        connections: settings.smtp_max_connections,
        connectionsPerIp: settings.smtp_max_connections_per_ip,
        receivingBytes: settings.smtp_max_receiving_bytes,
        recipients: settings.smtp_max_recipients,
        idleTimeoutMs: settings.smtp_idle_timeout_ms,
        messageTimeoutMs: settings.smtp_message_timeout_ms,
      },
    },
  );
  await listen(smtp, settings.smtp_port, settings.smtp_host, "SMTP");
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const endpoints: Endpoints = { publicUrl: "", smtpHost: settings.smtp_host, smtpPort };
  const closingController = new AbortController();
  const deps: Deps = {
    store,
    clock,
    keys: createKeyGate({ store, clock, logger }),
    logger,
    metrics,
    sealedBox,
    webhooks,
    // With a secret key, run links stay valid across restarts; otherwise for this process.
    runPageKey: settings.secret_key
      ? createHash("sha256").update(`run-pages:${settings.secret_key}`).digest()
      : randomBytes(32),
    rateLimiter: shared.rateLimiter,
    notifier,
    intake: pipeline,
    endpoints,
    helpUrl: settings.help_url,
    closing: closingController.signal,
  };
  // A key rotation: what only a previous key opens is sealed again under the current one, once.
  if (settings.secret_key_previous.length > 0) await shared.exclusive("reseal-secrets", () => resealSecrets(deps));
  const metricsApart = settings.metrics && settings.metrics_port !== undefined;
  const web = createApp(deps, {
    mcp: { sessionsPerKey: settings.mcp_max_sessions_per_key, idleMs: settings.mcp_session_idle_ms },
    metrics: !settings.metrics ? "off" : metricsApart ? "apart" : "here",
  });
  const http: Server = createServer(web.app);
  answerClientErrors(http, logger);
  try {
    await listen(http, settings.http_port, settings.http_host, "HTTP");
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const httpPort = (http.address() as AddressInfo).port;
  const metricsServer = metricsApart ? createMetricsServer(metrics) : null;
  if (metricsServer) {
    try {
      await listen(metricsServer, settings.metrics_port ?? 0, settings.http_host, "metrics");
    } catch (error) {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
      throw error;
    }
  }
  endpoints.publicUrl = (settings.public_url ?? `http://${urlHost(settings.http_host)}:${httpPort}`).replace(
    /\/+$/,
    "",
  );

  // Worker threads start once the service answers, so they do not delay being ready.
  setImmediate(() => parser.warmUp());

  // Runs and audit entries past retention are deleted once at start and then every hour.
  const sweep = () =>
    shared
      .exclusive("retention-sweep", () =>
        Promise.all([
          sweepRuns(deps),
          pruneAuditLog(deps),
          pruneKeys(deps),
          pruneDeliveries(deps),
          shared.prune(clock.now()),
        ]),
      )
      .catch((error: unknown) =>
        logger.error("retention sweep failed", { error: error instanceof Error ? error.message : String(error) }),
      );
  void sweep();
  const sweeper = setInterval(() => void sweep(), 60 * 60 * 1000);
  sweeper.unref();

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000) => {
    closing ??= (async () => {
      clearInterval(sweeper);
      // Open waits answer at once (503, serviceClosing) instead of holding the shutdown.
      closingController.abort(serviceClosing());
      // Open MCP streams would hold their connections until the grace ends.
      await web.close();
      const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()));
      metricsServer?.close();
      http.closeIdleConnections();
      // smtp-server waits this long for open sessions before it cuts them off.
      smtp.options.closeTimeout = graceMs;
      const smtpClosed = new Promise<void>((resolve) => smtp.close(() => resolve()));
      const grace = setTimeout(() => {
        http.closeAllConnections();
      }, graceMs);
      await Promise.all([httpClosed, smtpClosed]);
      clearTimeout(grace);
      await pipeline.drain();
      await Promise.all([parser.close(), verdictThread.close(), webhooks.close()]);
      await shared.notifier.close?.();
      await store.close();
    })();
    return closing;
  };

  return {
    httpPort,
    ...(metricsServer ? { metricsPort: (metricsServer.address() as AddressInfo).port } : {}),
    smtpHost: settings.smtp_host,
    smtpPort,
    publicUrl: endpoints.publicUrl,
    projects,
    ...(printedKey ? { generatedApiKey: printedKey } : {}),
    store,
    deps,
    logger,
    close,
    sweepRuns: () => sweepRuns(deps),
  };
}
