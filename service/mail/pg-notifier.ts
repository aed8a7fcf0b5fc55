import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "../lib/logger.js";
import type { Metrics } from "../lib/metrics.js";
import type { PgDatabase } from "../store/postgres/database.js";
import { createNotifier, type Notifier } from "./notifier.js";

/** How long to wait before connecting the listener again, doubling up to the last. */
const RECONNECT_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * Arrivals across instances on one database: the instance that stored mail wakes its own
 * waiters at once and sends one NOTIFY on the schema's channel (the address and email in the
 * payload); every other instance LISTENs on its own connection and fans out to its waiters.
 * If that connection is lost it connects again, and then wakes every waiter it has, so each
 * looks again and none sleeps through mail that arrived while nobody was listening.
 */
export function createPgNotifier(
  db: PgDatabase,
  logger: Logger,
  metrics: Metrics,
): Notifier & { start(): Promise<void>; close(): Promise<void> } {
  const local = createNotifier();
  const channel = `pbx_mail_${db.options.schema}`.slice(0, 63);
  const instance = randomUUID();
  const watched = new Map<string, number>();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;

  const wakeEveryone = () => {
    for (const addressId of watched.keys()) local.publish({ addressId, emailId: "" });
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: db.options.url });
    next.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        const { a, e, i, t } = JSON.parse(message.payload) as { a: string; e: string; i: string; t?: number };
        if (i === instance) return;
        // The sender's wall clock: instances whose clocks disagree read a lag of at least 0.
        if (typeof t === "number") metrics.postgresNotificationLag.observe(Math.max(0, Date.now() - t) / 1000);
        local.publish({ addressId: a, emailId: e });
      } catch {
        // Not ours: ignore.
      }
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners("end");
      void next.end().catch(() => undefined);
      if (!closed) reconnectSoon();
    };
    next.on("error", lost);
    next.on("end", lost);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  }

  function reconnectSoon(): void {
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
    attempt++;
    setTimeout(() => {
      if (closed) return;
      connect().then(
        () => {
          logger.info("mail notifications listening again", { attempts: attempt });
          attempt = 0;
          wakeEveryone();
        },
        (error: unknown) => {
          logger.warn("mail notifications not connected", {
            error: error instanceof Error ? error.message : String(error),
          });
          reconnectSoon();
        },
      );
    }, delay).unref();
  }

  return {
    subscribe(addressId, listener) {
      watched.set(addressId, (watched.get(addressId) ?? 0) + 1);
      const unsubscribe = local.subscribe(addressId, listener);
      return () => {
        unsubscribe();
        const left = (watched.get(addressId) ?? 1) - 1;
        if (left <= 0) watched.delete(addressId);
        else watched.set(addressId, left);
      };
    },
    publish(arrival) {
      local.publish(arrival);
      db.run("SELECT pg_notify($1, $2)", [
        channel,
        JSON.stringify({ a: arrival.addressId, e: arrival.emailId, i: instance, t: Date.now() }),
      ]).catch((error: unknown) =>
        logger.warn("mail notification not sent", { error: error instanceof Error ? error.message : String(error) }),
      );
    },
    size: () => local.size(),
    start: connect,
    async close() {
      closed = true;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => undefined);
      }
    },
  };
}
