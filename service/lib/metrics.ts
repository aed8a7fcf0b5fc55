import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The service's Prometheus metrics (docs/operations.md), in one registry per running service so
 * that two services in one process (tests) never mix their counts. Names follow Prometheus'
 * conventions: a unit suffix, `_total` on counters. No label ever carries an address, a key, a
 * project or anything a sender wrote: labels are route templates, reasons, kinds and statuses,
 * each from a small fixed set.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  /** Seconds, from a millisecond to a minute: HTTP calls, store operations, reading a message. */
  const latency = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
  let readPool: (() => { total: number; idle: number; waiting: number }) | null = null;
  return {
    /** Has the pool gauge read this PostgreSQL pool whenever Prometheus scrapes. */
    watchPostgresPool(read: () => { total: number; idle: number; waiting: number }) {
      readPool = read;
    },
    registry,
    mailReceived: new Counter({
      name: "proofbox_mail_received_total",
      help: "Messages accepted over SMTP (one per message, whatever its recipients).",
      registers,
    }),
    mailRefused: new Counter({
      name: "proofbox_mail_refused_total",
      help: "Recipients or messages refused over SMTP, by reason.",
      labelNames: ["reason"] as const,
      registers,
    }),
    messagesReading: new Gauge({
      name: "proofbox_messages_reading",
      help: "Accepted messages being read (parsed and extracted) now.",
      registers,
    }),
    messageReadSeconds: new Histogram({
      name: "proofbox_message_read_duration_seconds",
      help: "Time to read one message, from acceptance until it is stored.",
      buckets: latency,
      registers,
    }),
    waitsOpen: new Gauge({
      name: "proofbox_waits_open",
      help: "Waits for mail now open, by kind.",
      labelNames: ["kind"] as const,
      registers,
    }),
    waitsAnswered: new Counter({
      name: "proofbox_waits_answered_total",
      help: "Waits for mail answered, by kind and outcome (found, timed_out, aborted, failed).",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    httpRequests: new Counter({
      name: "proofbox_http_requests_total",
      help: "HTTP requests answered, by method, route template and status.",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    httpSeconds: new Histogram({
      name: "proofbox_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and route template (waits included).",
      labelNames: ["method", "route"] as const,
      buckets: latency,
      registers,
    }),
    smtpSessions: new Gauge({
      name: "proofbox_smtp_sessions",
      help: "SMTP connections open now.",
      registers,
    }),
    smtpSessionsStarted: new Counter({
      name: "proofbox_smtp_sessions_total",
      help: "SMTP connections accepted.",
      registers,
    }),
    storeSeconds: new Histogram({
      name: "proofbox_store_operation_duration_seconds",
      help: "Time of one store operation, by operation (such as emails.insert).",
      labelNames: ["operation"] as const,
      buckets: latency,
      registers,
    }),
    storeErrors: new Counter({
      name: "proofbox_store_errors_total",
      help: "Store operations that failed, by operation.",
      labelNames: ["operation"] as const,
      registers,
    }),
    runsStarted: new Counter({
      name: "proofbox_runs_started_total",
      help: "Runs started, by source (ci, agent, api).",
      labelNames: ["source"] as const,
      registers,
    }),
    runsFinished: new Counter({
      name: "proofbox_runs_finished_total",
      help: "Runs finished, by status (passed, failed).",
      labelNames: ["status"] as const,
      registers,
    }),
    webhookAttempts: new Counter({
      name: "proofbox_webhook_attempts_total",
      help: "Webhook delivery attempts, by event and outcome (delivered; retry: failed, tried again later; failed: the last retry failed).",
      labelNames: ["event", "outcome"] as const,
      registers,
    }),
    webhookDropped: new Counter({
      name: "proofbox_webhook_events_dropped_total",
      help: "Webhook events not queued: their endpoint had WEBHOOK_PENDING_MAX deliveries waiting, or this instance's queue of events to record was full.",
      registers,
    }),
    postgresPool: new Gauge({
      name: "proofbox_postgres_pool_connections",
      help: "PostgreSQL connections of this instance, by state (total, idle, waiting for one).",
      labelNames: ["state"] as const,
      registers,
      // Read when Prometheus scrapes, not kept up to date in between.
      collect() {
        if (!readPool) return;
        const pool = readPool();
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    }),
    postgresNotificationLag: new Histogram({
      name: "proofbox_postgres_notification_lag_seconds",
      help: "From one instance storing mail to another hearing of it (PostgreSQL NOTIFY).",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A reading of the monotonic clock, for secondsSince (a number: no allocation on hot paths). */
export const timerStart = (): number => performance.now();

/** Seconds since a timerStart() reading. */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;

/**
 * The process's own metrics (CPU, memory, heap, event loop lag, garbage collection), collected
 * once per process: prom-client's collectors start monitors that nothing stops, and they describe
 * the process, not one service in it.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: "proofbox_" });
  }
  return processRegistry;
}

/** The exposition text of a service's metrics and the process's. */
export async function exposition(metrics: Metrics): Promise<string> {
  const [own, process] = await Promise.all([metrics.registry.metrics(), processMetrics().metrics()]);
  return `${own}\n${process}`;
}
