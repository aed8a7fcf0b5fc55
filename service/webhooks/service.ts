import { lookup } from "node:dns/promises";
import { requirePermission } from "../access/permission.js";
import { isIP } from "node:net";
import type { Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError, invalidRequest, notFound } from "../errors.js";
import { DAY_MS } from "../lib/time.js";
import { newId } from "../lib/random.js";
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_LOG_RETENTION_DAYS } from "../limits.js";
import { auditChange } from "../access/audit-change.js";
import { generateWebhookSecret, isWebhookSecret } from "../outbound/signature.js";
import { refusedAddress, urlProblem } from "../outbound/target.js";
import type {
  CreateWebhookBody,
  DeliveriesQuery,
  NewWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookList,
} from "../wire/webhooks.js";
import { DELIVERY_ID, WEBHOOK_ID } from "../wire/webhooks.js";
import type { DeliveryAttempt, DeliveryRecord, WebhookEndpointRecord } from "../store/store.js";

/**
 * A project's webhook endpoints and their delivery log (docs/webhooks.md). Every call needs
 * manage_project; registering and deleting are audited. Sending is the dispatcher's
 * (outbound/dispatcher.ts).
 */

export type WebhookDeps = Pick<Deps, "store" | "clock" | "logger" | "sealedBox" | "webhooks">;

const mayManage = (caller: Caller) => requirePermission(caller, "manage_project", "manage webhooks");

const toWebhook = (endpoint: WebhookEndpointRecord): Webhook => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events,
  created_at: endpoint.createdAt.toISOString(),
  created_by: endpoint.createdBy,
});

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

const toAttempt = (attempt: DeliveryAttempt) => ({
  attempt: attempt.attempt,
  at: attempt.at.toISOString(),
  status: attempt.status,
  duration_ms: attempt.durationMs,
  response: attempt.response,
  error: attempt.error,
});

const toDelivery = (delivery: DeliveryRecord & { attemptLog?: DeliveryAttempt[] }): WebhookDelivery => ({
  id: delivery.id,
  event: delivery.event,
  state: delivery.state,
  attempts: delivery.attempts,
  created_at: delivery.createdAt.toISOString(),
  next_attempt_at: delivery.state === "pending" ? iso(delivery.nextAttemptAt) : null,
  finished_at: iso(delivery.finishedAt),
  payload: JSON.parse(delivery.payload) as unknown,
  attempt_log: (delivery.attemptLog ?? []).map(toAttempt),
});

/** Whether the URL may be registered: its form, and every address its host resolves to now. */
async function checkTarget(url: URL, allowPrivate: boolean): Promise<void> {
  const problem = urlProblem(url, allowPrivate);
  if (problem) throw invalidRequest("url", `${problem}${allowPrivate ? "" : PRIVATE_NOTE}`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (allowPrivate || isIP(host)) return;
  // A name that does not resolve yet is accepted (its DNS may come later); every delivery checks again.
  const addresses = await lookup(host, { all: true }).catch(() => []);
  for (const { address } of addresses) {
    const refused = refusedAddress(address);
    if (refused) throw invalidRequest("url", `${host} resolves to ${refused}${PRIVATE_NOTE}`);
  }
}

const PRIVATE_NOTE =
  "; the project does not allow private webhook targets (webhooks_allow_private, docs/webhooks.md#where-webhooks-may-go)";

export async function listWebhooks(deps: WebhookDeps, caller: Caller): Promise<WebhookList> {
  mayManage(caller);
  return { webhooks: (await deps.store.webhooks.endpoints(caller.project.id)).map(toWebhook) };
}

export async function createWebhook(deps: WebhookDeps, caller: Caller, body: CreateWebhookBody): Promise<NewWebhook> {
  mayManage(caller);
  let url: URL;
  try {
    url = new URL(body.url);
  } catch {
    throw invalidRequest("url", "must be an absolute http or https URL");
  }
  await checkTarget(url, deps.webhooks.allowsPrivate(caller.project.id));
  if (body.secret !== undefined && !isWebhookSecret(body.secret))
    throw invalidRequest("secret", "must be whsec_ followed by base64 of 24 to 64 random bytes");
  const secret = body.secret ?? generateWebhookSecret();
  const endpoint: WebhookEndpointRecord = {
    id: `wh_${newId().replace(/-/g, "")}`,
    projectId: caller.project.id,
    url: url.toString(),
    events: [...new Set(body.events)],
    sealedSecret: deps.sealedBox.seal(secret),
    createdAt: deps.clock.now(),
    createdBy: caller.keyId,
  };
  if ((await deps.store.webhooks.addEndpoint(endpoint, WEBHOOK_ENDPOINTS_MAX)) === "full")
    throw new ApiError(
      "invalid_request",
      `This project already has ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints, the most it keeps; delete one first.`,
    );
  deps.webhooks.endpointsChanged(caller.project.id);
  await auditChange(deps, caller.project.id, caller, {
    action: "create_webhook",
    via: "webhooks",
    subject: { kind: "webhook", id: endpoint.id, name: url.host },
  });
  return { ...toWebhook(endpoint), secret };
}

async function endpointOf(deps: WebhookDeps, caller: Caller, id: string): Promise<WebhookEndpointRecord> {
  const endpoint = WEBHOOK_ID.test(id) ? await deps.store.webhooks.endpoint(caller.project.id, id) : null;
  if (!endpoint)
    throw notFound(`No webhook endpoint of this project has the id ${JSON.stringify(id)}.`, { field: "id" });
  return endpoint;
}

export async function getWebhook(deps: WebhookDeps, caller: Caller, id: string): Promise<Webhook> {
  mayManage(caller);
  return toWebhook(await endpointOf(deps, caller, id));
}

export async function deleteWebhook(deps: WebhookDeps, caller: Caller, id: string): Promise<Webhook> {
  mayManage(caller);
  const endpoint = await endpointOf(deps, caller, id);
  if (!(await deps.store.webhooks.removeEndpoint(caller.project.id, id)))
    throw notFound(`No webhook endpoint of this project has the id ${JSON.stringify(id)}.`, { field: "id" });
  deps.webhooks.endpointsChanged(caller.project.id);
  await auditChange(deps, caller.project.id, caller, {
    action: "delete_webhook",
    via: "webhooks",
    subject: { kind: "webhook", id, name: new URL(endpoint.url).host },
  });
  return toWebhook(endpoint);
}

export async function listDeliveries(
  deps: WebhookDeps,
  caller: Caller,
  id: string,
  query: DeliveriesQuery,
): Promise<WebhookDeliveryList> {
  mayManage(caller);
  await endpointOf(deps, caller, id);
  const deliveries = await deps.store.webhooks.deliveries(caller.project.id, id, {
    limit: query.limit,
    ...(query.before !== undefined ? { before: query.before } : {}),
  });
  return { deliveries: deliveries.map(toDelivery) };
}

/** Sends a delivered or failed delivery again, now, as a new series of attempts. */
export async function redeliver(
  deps: WebhookDeps,
  caller: Caller,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  mayManage(caller);
  await endpointOf(deps, caller, id);
  const delivery = DELIVERY_ID.test(deliveryId)
    ? await deps.store.webhooks.redeliver(caller.project.id, id, deliveryId, new Date())
    : null;
  if (!delivery)
    throw notFound(`This webhook endpoint has no delivery with the id ${JSON.stringify(deliveryId)}.`, {
      field: "delivery",
    });
  deps.webhooks.kick();
  return toDelivery(delivery);
}

/** Deletes delivered and failed deliveries past the log's retention; resolves how many. */
export async function pruneDeliveries(deps: Pick<Deps, "store" | "logger">): Promise<number> {
  const removed = await deps.store.webhooks.prune(new Date(Date.now() - WEBHOOK_LOG_RETENTION_DAYS * DAY_MS));
  if (removed > 0) deps.logger.info("old webhook deliveries removed", { count: removed });
  return removed;
}
