import type { DeliveryAttempt, DeliveryRecord, WebhookEndpointRecord, WebhookStore } from "../store.js";
import type { DeliveryState, WebhookEvent } from "../../wire/enums.js";
import { EXPIRED_CHECKOUT_LOOKBACK_MS } from "../../limits.js";
import {
  asDate,
  asNullableDate,
  asNullableString,
  asNumber,
  asString,
  type Row,
  type SqlDatabase,
} from "./database.js";

function toEndpoint(row: Row): WebhookEndpointRecord {
  return {
    id: asString(row.id),
    projectId: asString(row.project_id),
    url: asString(row.url),
    events: JSON.parse(asString(row.events)) as WebhookEvent[],
    sealedSecret: asString(row.secret),
    createdAt: asDate(row.created_at),
    createdBy: asString(row.created_by),
  };
}

function toDelivery(row: Row): DeliveryRecord {
  return {
    id: asString(row.id),
    endpointId: asString(row.endpoint_id),
    projectId: asString(row.project_id),
    event: asString(row.event) as WebhookEvent,
    orderingKey: asString(row.ordering_key),
    payload: asString(row.payload),
    createdAt: asDate(row.created_at),
    state: asString(row.state) as DeliveryState,
    attempts: asNumber(row.attempts),
    nextAttemptAt: asNullableDate(row.next_attempt_at),
    finishedAt: asNullableDate(row.finished_at),
  };
}

function toAttempt(row: Row): DeliveryAttempt {
  return {
    attempt: asNumber(row.attempt),
    at: asDate(row.at),
    status: row.status === null ? null : asNumber(row.status),
    durationMs: asNumber(row.duration_ms),
    response: asNullableString(row.response),
    error: asNullableString(row.error),
  };
}

/** The oldest pending delivery of its endpoint and ordering key: only such a one is ever sent. */
const HEAD_OF_QUEUE = `NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.endpoint_id = d.endpoint_id
  AND e.ordering_key = d.ordering_key AND e.state = 'pending' AND e.seq < d.seq)`;

export function createWebhookStore(db: SqlDatabase): WebhookStore {
  return {
    async addEndpoint(endpoint, maxPerProject) {
      return db.transaction(() => {
        const count = db.get("SELECT COUNT(*) AS n FROM webhook_endpoints WHERE project_id = ?", [endpoint.projectId]);
        if (Number(count?.n ?? 0) >= maxPerProject) return "full" as const;
        db.run(
          "INSERT INTO webhook_endpoints (id, project_id, url, events, secret, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)",
          [
            endpoint.id,
            endpoint.projectId,
            endpoint.url,
            JSON.stringify(endpoint.events),
            endpoint.sealedSecret,
            endpoint.createdAt.getTime(),
            endpoint.createdBy,
          ],
        );
        return "added" as const;
      });
    },

    async endpoints(projectId) {
      return db
        .all("SELECT * FROM webhook_endpoints WHERE project_id = ? ORDER BY created_at, id", [projectId])
        .map(toEndpoint);
    },

    async endpoint(projectId, id) {
      const row = db.get("SELECT * FROM webhook_endpoints WHERE project_id = ? AND id = ?", [projectId, id]);
      return row ? toEndpoint(row) : null;
    },

    async removeEndpoint(projectId, id) {
      return db.run("DELETE FROM webhook_endpoints WHERE project_id = ? AND id = ?", [projectId, id]) > 0;
    },

    async sealedSecrets() {
      return db
        .all("SELECT id, secret FROM webhook_endpoints")
        .map((row) => ({ id: asString(row.id), sealedSecret: asString(row.secret) }));
    },

    async replaceSecret(id, from, to) {
      return db.run("UPDATE webhook_endpoints SET secret = ? WHERE id = ? AND secret = ?", [to, id, from]) > 0;
    },

    async subscribers(projectId, event) {
      return db
        .all("SELECT * FROM webhook_endpoints WHERE project_id = ? ORDER BY created_at, id", [projectId])
        .map(toEndpoint)
        .filter((endpoint) => endpoint.events.includes(event));
    },

    async enqueue(deliveries, now, maxPending) {
      return db.transaction(() => {
        let dropped = 0;
        for (const delivery of deliveries) {
          // The endpoint's count of pending deliveries is the cap's, kept in step: no scan per event.
          // An endpoint deleted a moment ago (the caller's list of them was older) takes nothing.
          const taken = db.run("UPDATE webhook_endpoints SET pending = pending + 1 WHERE id = ? AND pending < ?", [
            delivery.endpointId,
            maxPending,
          ]);
          if (taken === 0) {
            dropped++;
            continue;
          }
          db.run(
            `INSERT INTO webhook_deliveries (id, endpoint_id, project_id, event, ordering_key, payload, state,
               attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
            [
              delivery.id,
              delivery.endpointId,
              delivery.projectId,
              delivery.event,
              delivery.orderingKey,
              delivery.payload,
              now.getTime(),
              delivery.createdAt.getTime(),
            ],
          );
        }
        return dropped;
      });
    },

    async claim(now, leaseUntil, limit, skipEndpoints) {
      return db.transaction(() => {
        const skip =
          skipEndpoints.length > 0 ? `AND d.endpoint_id NOT IN (${skipEndpoints.map(() => "?").join(", ")})` : "";
        const rows = db.all(
          `SELECT d.*, w.id AS w_id, w.project_id AS w_project_id, w.url AS w_url, w.events AS w_events,
             w.secret AS w_secret, w.created_at AS w_created_at, w.created_by AS w_created_by
           FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
           WHERE d.state = 'pending' AND d.next_attempt_at <= ? AND (d.lease_until IS NULL OR d.lease_until <= ?)
             ${skip} AND ${HEAD_OF_QUEUE}
           ORDER BY d.next_attempt_at, d.seq LIMIT ?`,
          [now.getTime(), now.getTime(), ...skipEndpoints, limit],
        );
        for (const row of rows)
          db.run("UPDATE webhook_deliveries SET lease_until = ? WHERE seq = ?", [
            leaseUntil.getTime(),
            row.seq ?? null,
          ]);
        return rows.map((row) => ({
          ...toDelivery(row),
          endpoint: toEndpoint({
            id: row.w_id ?? null,
            project_id: row.w_project_id ?? null,
            url: row.w_url ?? null,
            events: row.w_events ?? null,
            secret: row.w_secret ?? null,
            created_at: row.w_created_at ?? null,
            created_by: row.w_created_by ?? null,
          }),
        }));
      });
    },

    async recordAttempt(deliveryId, attempt, next) {
      db.transaction(() => {
        const row = db.get("SELECT seq, state, endpoint_id FROM webhook_deliveries WHERE id = ?", [deliveryId]);
        if (!row) return; // its endpoint was removed while it was being sent
        if (row.state === "pending" && next.state !== "pending")
          db.run("UPDATE webhook_endpoints SET pending = pending - 1 WHERE id = ?", [row.endpoint_id ?? null]);
        db.run(
          `INSERT INTO webhook_attempts (delivery_seq, attempt, at, status, duration_ms, response, error)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [
            row.seq ?? null,
            attempt.attempt,
            attempt.at.getTime(),
            attempt.status,
            attempt.durationMs,
            attempt.response,
            attempt.error,
          ],
        );
        db.run(
          `UPDATE webhook_deliveries SET attempts = ?, state = ?, next_attempt_at = ?, lease_until = NULL,
             finished_at = ? WHERE seq = ?`,
          [
            attempt.attempt,
            next.state,
            next.nextAttemptAt?.getTime() ?? null,
            next.state === "pending" ? null : attempt.at.getTime(),
            row.seq ?? null,
          ],
        );
      });
    },

    async nextDue(skipEndpoints) {
      const skip =
        skipEndpoints.length > 0 ? `AND d.endpoint_id NOT IN (${skipEndpoints.map(() => "?").join(", ")})` : "";
      const row = db.get(
        `SELECT MIN(CASE WHEN d.lease_until IS NOT NULL AND d.lease_until > d.next_attempt_at THEN d.lease_until
           ELSE d.next_attempt_at END) AS due FROM webhook_deliveries d
         WHERE d.state = 'pending' ${skip} AND ${HEAD_OF_QUEUE}`,
        [...skipEndpoints],
      );
      return row?.due === null || row?.due === undefined ? null : asDate(row.due);
    },

    async deliveries(projectId, endpointId, page) {
      const before =
        page.before === undefined
          ? null
          : db.get("SELECT seq FROM webhook_deliveries WHERE id = ? AND endpoint_id = ?", [page.before, endpointId]);
      // A `before` that names no delivery (pruned, or never one) ends the paging.
      if (page.before !== undefined && !before) return [];
      const rows = db.all(
        `SELECT * FROM webhook_deliveries WHERE project_id = ? AND endpoint_id = ? AND seq < ?
         ORDER BY seq DESC LIMIT ?`,
        [projectId, endpointId, before?.seq ?? Number.MAX_SAFE_INTEGER, page.limit],
      );
      return rows.map((row) => ({
        ...toDelivery(row),
        attemptLog: db
          .all("SELECT * FROM webhook_attempts WHERE delivery_seq = ? ORDER BY attempt", [row.seq ?? null])
          .map(toAttempt),
      }));
    },

    async redeliver(projectId, endpointId, deliveryId, now) {
      return db.transaction(() => {
        const changed = db.run(
          `UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = ?, finished_at = NULL, lease_until = NULL
           WHERE project_id = ? AND endpoint_id = ? AND id = ? AND state <> 'pending'`,
          [now.getTime(), projectId, endpointId, deliveryId],
        );
        if (changed > 0) db.run("UPDATE webhook_endpoints SET pending = pending + 1 WHERE id = ?", [endpointId]);
        const row = db.get("SELECT * FROM webhook_deliveries WHERE project_id = ? AND endpoint_id = ? AND id = ?", [
          projectId,
          endpointId,
          deliveryId,
        ]);
        return row ? toDelivery(row) : null;
      });
    },

    async prune(before) {
      return db.run("DELETE FROM webhook_deliveries WHERE state <> 'pending' AND finished_at < ?", [before.getTime()]);
    },

    async takeExpiredCheckouts(now, limit) {
      return db.transaction(() => {
        const rows = db.all(
          `SELECT a.id, a.project_id, a.address, a.checkout_until, a.tags FROM addresses a
           WHERE a.checkout_until <= ? AND a.checkout_until > ? AND a.checkout_token IS NOT NULL
             AND (a.checkout_expiry_sent IS NULL OR a.checkout_expiry_sent <> a.checkout_until)
             AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.project_id = a.project_id
               AND w.events LIKE '%"pool.checkout_expired"%' AND w.created_at <= a.checkout_until)
           ORDER BY a.checkout_until LIMIT ?`,
          [now.getTime(), now.getTime() - EXPIRED_CHECKOUT_LOOKBACK_MS, limit],
        );
        for (const row of rows)
          db.run("UPDATE addresses SET checkout_expiry_sent = checkout_until WHERE id = ?", [row.id ?? null]);
        return rows.map((row) => ({
          projectId: asString(row.project_id),
          address: asString(row.address),
          until: asDate(row.checkout_until),
          tags: JSON.parse(asString(row.tags)) as string[],
        }));
      });
    },
  };
}
