import type { Clock } from "../lib/clock.js";
import type { Logger } from "../lib/logger.js";
import type { Metrics } from "../lib/metrics.js";
import { newId } from "../lib/random.js";
import type { SealedBox } from "../lib/sealed-box.js";
import {
  EXPIRED_CHECKOUT_SWEEP_MS,
  WEBHOOK_PENDING_MAX,
  WEBHOOK_SENDS_MAX,
  WEBHOOK_SENDS_PER_ENDPOINT_MAX,
} from "../limits.js";
import type { DeliveryRecord, Store, WebhookEndpointRecord } from "../store/store.js";
import type { WebhookEvent } from "../wire/enums.js";
import { sendDelivery, type SendResult } from "./send.js";
import { signatureHeaders } from "./signature.js";

/** An event to tell a project's endpoints of. `orderingKey` orders deliveries (an address, a run). */
export interface OutboundEvent {
  projectId: string;
  event: WebhookEvent;
  orderingKey: string;
  data: Record<string, unknown>;
}

/**
 * Webhook deliveries of one instance. Events are queued in the store (one delivery per endpoint
 * that takes them) off the caller's path, and sent by whichever instance leases them first:
 * right away by the instance that queued them, retries when due by any. A failing or slow
 * endpoint holds at most WEBHOOK_SENDS_PER_ENDPOINT_MAX of this instance's sends, and never the
 * mail intake, which only hands events over.
 */
export interface WebhookDispatcher {
  /** Queues the event for the project's endpoints that take it; never throws, never waits. */
  emit(event: OutboundEvent): void;
  /** The project's endpoints changed: forget what is known of them, and look for work. */
  endpointsChanged(projectId: string): void;
  /** Looks for due deliveries now (after a redelivery is asked for). */
  kick(): void;
  /** Whether the project's webhooks may go to private and loopback addresses (its configuration). */
  allowsPrivate(projectId: string): boolean;
  close(): Promise<void>;
}

export interface DispatcherOptions {
  store: Store;
  logger: Logger;
  metrics: Metrics;
  sealedBox: SealedBox;
  /** The service's clock: when a checkout ran out. Deliveries themselves run on real time. */
  clock: Clock;
  /** Whether a project may send to private and loopback addresses (its configuration). */
  allowsPrivate(projectId: string): boolean;
  retrySeconds: readonly number[];
  timeoutMs: number;
  userAgent: string;
}

/** How long a claimed delivery is this instance's; beyond any attempt's timeout. */
const LEASE_MS = 120_000;
/** The longest the dispatcher sleeps: work another instance queued and never sent gets picked up. */
const IDLE_WAKE_MS = 30_000;
/**
 * The shortest sleep: what is due but cannot be claimed yet (an endpoint at its share of sends)
 * is looked at again after this, not in a loop.
 */
const MIN_WAKE_MS = 250;
/** The least time between two looks at the queue. */
const KICK_SPACING_MS = 20;
/** Events waiting to be recorded on this instance; past it they are dropped (and counted). */
const EMIT_QUEUE_MAX = 10_000;
/** Which endpoints take which event is read again after this long (other instances' changes). */
const ENDPOINTS_FRESH_MS = 1000;

export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const { store, logger, metrics } = options;
  let closed = false;
  let inFlight = 0;
  const sendsByEndpoint = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let draining = false;
  let drainDone: Promise<void> = Promise.resolve();
  let lastDrainAt = -Infinity;
  let spaced: NodeJS.Timeout | undefined;
  let drainAgain = false;
  let wake: NodeJS.Timeout | undefined;

  // Events are recorded one after another, so an address's events are queued in the order they
  // happened; the chain is bounded, so a store that stalls cannot grow it without limit.
  let recording: Promise<void> = Promise.resolve();
  let waitingToRecord = 0;
  const endpointCache = new Map<string, { at: number; endpoints: WebhookEndpointRecord[] }>();

  async function endpointsOf(projectId: string): Promise<WebhookEndpointRecord[]> {
    const cached = endpointCache.get(projectId);
    if (cached && Date.now() - cached.at < ENDPOINTS_FRESH_MS) return cached.endpoints;
    const endpoints = await store.webhooks.endpoints(projectId);
    endpointCache.set(projectId, { at: Date.now(), endpoints });
    return endpoints;
  }

  async function record(event: OutboundEvent): Promise<void> {
    const endpoints = (await endpointsOf(event.projectId)).filter((endpoint) => endpoint.events.includes(event.event));
    if (endpoints.length === 0) return;
    const now = new Date();
    const payload = JSON.stringify({ type: event.event, timestamp: now.toISOString(), data: event.data });
    const dropped = await store.webhooks.enqueue(
      endpoints.map((endpoint) => ({
        id: `msg_${newId().replace(/-/g, "")}`,
        endpointId: endpoint.id,
        projectId: event.projectId,
        event: event.event,
        orderingKey: event.orderingKey,
        payload,
        createdAt: now,
      })),
      now,
      WEBHOOK_PENDING_MAX,
    );
    // An endpoint with its share of sends under way gets its turn when one of them ends.
    if (endpoints.some((endpoint) => (sendsByEndpoint.get(endpoint.id) ?? 0) < WEBHOOK_SENDS_PER_ENDPOINT_MAX)) kick();
    if (dropped > 0) {
      metrics.webhookDropped.inc(dropped);
      logger.warn("webhook deliveries dropped: the endpoint has too many waiting", {
        event: event.event,
        count: dropped,
      });
    }
  }

  function emit(event: OutboundEvent): void {
    if (closed) return;
    if (waitingToRecord >= EMIT_QUEUE_MAX) {
      metrics.webhookDropped.inc();
      return;
    }
    waitingToRecord++;
    recording = recording
      .then(() => record(event))
      .catch((error: unknown) =>
        logger.error("webhook event not queued", {
          event: event.event,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        waitingToRecord--;
      });
  }

  async function attempt(delivery: DeliveryRecord & { endpoint: WebhookEndpointRecord }): Promise<void> {
    const number = delivery.attempts + 1;
    const at = new Date();
    let secret: string | null = null;
    try {
      secret = options.sealedBox.open(delivery.endpoint.sealedSecret);
    } catch {
      secret = null;
    }
    let result: SendResult;
    if (secret === null) {
      result = {
        status: null,
        response: null,
        error: "the endpoint's secret cannot be opened with the service's secret keys (secret_key)",
        durationMs: 0,
      };
    } else {
      result = await sendDelivery(
        new URL(delivery.endpoint.url),
        signatureHeaders(secret, delivery.id, at, delivery.payload),
        delivery.payload,
        {
          timeoutMs: options.timeoutMs,
          allowPrivate: options.allowsPrivate(delivery.projectId),
          userAgent: options.userAgent,
        },
      ).catch((error: unknown) => ({
        status: null,
        response: null,
        error: error instanceof Error ? error.message : String(error),
        durationMs: 0,
      }));
    }
    const delivered = result.status !== null && result.status >= 200 && result.status < 300;
    const delaySeconds = options.retrySeconds[number - 1];
    const next = delivered
      ? { state: "delivered" as const, nextAttemptAt: null }
      : delaySeconds === undefined
        ? { state: "failed" as const, nextAttemptAt: null }
        : { state: "pending" as const, nextAttemptAt: new Date(Date.now() + delaySeconds * 1000) };
    await store.webhooks.recordAttempt(delivery.id, { attempt: number, at, ...result }, next);
    metrics.webhookAttempts.inc({
      event: delivery.event,
      outcome: delivered ? "delivered" : next.state === "failed" ? "failed" : "retry",
    });
    if (next.state === "failed")
      logger.warn("webhook delivery failed after its last retry", {
        webhook: delivery.endpointId,
        delivery: delivery.id,
        attempts: number,
        status: result.status,
      });
  }

  function start(delivery: DeliveryRecord & { endpoint: WebhookEndpointRecord }): void {
    // Claimed as the service closes: its lease runs out and an instance still running sends it.
    if (closed) return;
    inFlight++;
    sendsByEndpoint.set(delivery.endpointId, (sendsByEndpoint.get(delivery.endpointId) ?? 0) + 1);
    const job = attempt(delivery)
      .catch((error: unknown) =>
        // The lease runs out and the delivery is tried again.
        logger.error("webhook attempt not recorded", {
          delivery: delivery.id,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        inFlight--;
        const left = (sendsByEndpoint.get(delivery.endpointId) ?? 1) - 1;
        if (left === 0) sendsByEndpoint.delete(delivery.endpointId);
        else sendsByEndpoint.set(delivery.endpointId, left);
        running.delete(job);
        kick();
      });
    running.add(job);
  }

  /** Endpoints with their share of this instance's sends under way: nothing of theirs is claimed. */
  const busyEndpoints = () =>
    [...sendsByEndpoint].filter(([, sends]) => sends >= WEBHOOK_SENDS_PER_ENDPOINT_MAX).map(([id]) => id);

  async function drain(): Promise<void> {
    do {
      drainAgain = false;
      while (!closed && inFlight < WEBHOOK_SENDS_MAX) {
        const busy = busyEndpoints();
        const now = new Date();
        // One at a time, so that no endpoint gets more than its share of sends from one claim.
        const claimed = await store.webhooks.claim(now, new Date(now.getTime() + LEASE_MS), 1, busy);
        if (claimed.length === 0) break;
        for (const delivery of claimed) start(delivery);
      }
    } while (drainAgain && !closed);
  }

  async function scheduleWake(): Promise<void> {
    // Every send under way kicks when it ends; a wake-up now would find nothing to claim.
    if (closed || inFlight >= WEBHOOK_SENDS_MAX) return;
    const due = await store.webhooks.nextDue(busyEndpoints());
    const delay =
      due === null ? IDLE_WAKE_MS : Math.min(IDLE_WAKE_MS, Math.max(MIN_WAKE_MS, due.getTime() - Date.now()));
    clearTimeout(wake);
    if (closed) return;
    wake = setTimeout(kick, delay);
    wake.unref();
  }

  /**
   * Looks for work: at once, unless a look began less than KICK_SPACING_MS ago, then when that has
   * passed. A claim reads the queue, so a burst of events makes a few looks, not one each.
   */
  function kick(): void {
    if (closed) return;
    if (draining) {
      drainAgain = true;
      return;
    }
    const wait = lastDrainAt + KICK_SPACING_MS - performance.now();
    if (wait > 0) {
      if (!spaced) {
        spaced = setTimeout(() => {
          spaced = undefined;
          kick();
        }, wait);
        spaced.unref();
      }
      return;
    }
    lastDrainAt = performance.now();
    draining = true;
    drainAgain = false;
    drainDone = drain()
      .then(scheduleWake)
      .catch((error: unknown) => {
        logger.error("webhook deliveries not taken", { error: error instanceof Error ? error.message : String(error) });
        clearTimeout(wake);
        if (!closed) (wake = setTimeout(kick, IDLE_WAKE_MS)).unref();
      })
      .finally(() => {
        draining = false;
        // A kick that came while the wake-up was being planned must not wait for the wake-up.
        if (drainAgain) kick();
      });
  }

  // Checkouts that ran out without being given back: any instance may find one, each is told once.
  const sweep = setInterval(() => {
    store.webhooks
      .takeExpiredCheckouts(options.clock.now(), 100)
      .then((expired) => {
        for (const checkout of expired)
          emit({
            projectId: checkout.projectId,
            event: "pool.checkout_expired",
            orderingKey: checkout.address,
            data: { address: checkout.address, expired_at: checkout.until.toISOString(), tags: checkout.tags },
          });
      })
      .catch((error: unknown) =>
        logger.error("expired checkouts not read", { error: error instanceof Error ? error.message : String(error) }),
      );
  }, EXPIRED_CHECKOUT_SWEEP_MS);
  sweep.unref();

  kick();

  return {
    emit,
    endpointsChanged(projectId) {
      endpointCache.delete(projectId);
      kick();
    },
    kick,
    allowsPrivate: (projectId) => options.allowsPrivate(projectId),
    async close() {
      closed = true;
      clearInterval(sweep);
      clearTimeout(wake);
      clearTimeout(spaced);
      // Sends under way finish (each bounded by its timeout), and are recorded while the store is open.
      await recording.catch(() => undefined);
      await drainDone.catch(() => undefined);
      await Promise.allSettled([...running]);
    },
  };
}
