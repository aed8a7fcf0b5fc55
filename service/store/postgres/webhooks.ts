import { EXPIRED_CHECKOUT_LOOKBACK_MS } from "../../limits.js";
import type { DeliveryState, WebhookEvent } from "../../wire/enums.js";
import type { DeliveryAttempt, DeliveryRecord, WebhookEndpointRecord, WebhookStore } from "../store.js";
import type { PgDatabase } from "./database.js";

/** BIGINT columns come back as numbers (database.ts); JSONB parsed. */
interface EndpointRow extends Record<string, unknown> {
  id: string;
  project_id: string;
  url: string;
  events: WebhookEvent[];
  secret: string;
  created_at: number;
  created_by: string;
}

interface DeliveryRow extends Record<string, unknown> {
  seq: number;
  id: string;
  endpoint_id: string;
  project_id: string;
  event: WebhookEvent;
  ordering_key: string;
  payload: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number | null;
  created_at: number;
  finished_at: number | null;
}

interface AttemptRow extends Record<string, unknown> {
  delivery_seq: number;
  attempt: number;
  at: number;
  status: number | null;
  duration_ms: number;
  response: string | null;
  error: string | null;
}

const date = (value: number | null) => (value === null ? null : new Date(value));

function toEndpoint(row: EndpointRow): WebhookEndpointRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    url: row.url,
    events: row.events,
    sealedSecret: row.secret,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
  };
}

function toDelivery(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    projectId: row.project_id,
    event: row.event,
    orderingKey: row.ordering_key,
    payload: row.payload,
    createdAt: new Date(row.created_at),
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: date(row.next_attempt_at),
    finishedAt: date(row.finished_at),
  };
}

const toAttempt = (row: AttemptRow): DeliveryAttempt => ({
  attempt: row.attempt,
  at: new Date(row.at),
  status: row.status,
  durationMs: row.duration_ms,
  response: row.response,
  error: row.error,
});

export function createWebhookStore(db: PgDatabase): WebhookStore {
  return {
    async addEndpoint(endpoint, maxPerProject) {
      return db.transaction(async (tx) => {
        // Counted under the project's row lock, so two instances cannot both add the last one.
        await tx.query("SELECT id FROM projects WHERE id = $1 FOR UPDATE", [endpoint.projectId]);
        const count = await tx.one<{ n: number }>(
          "SELECT COUNT(*)::int AS n FROM webhook_endpoints WHERE project_id = $1",
          [endpoint.projectId],
        );
        if ((count?.n ?? 0) >= maxPerProject) return "full" as const;
        await tx.run(
          `INSERT INTO webhook_endpoints (id, project_id, url, events, secret, created_at, created_by)
           VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
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
      const rows = await db.query<EndpointRow>(
        "SELECT * FROM webhook_endpoints WHERE project_id = $1 ORDER BY created_at, id",
        [projectId],
      );
      return rows.map(toEndpoint);
    },

    async endpoint(projectId, id) {
      const row = await db.one<EndpointRow>("SELECT * FROM webhook_endpoints WHERE project_id = $1 AND id = $2", [
        projectId,
        id,
      ]);
      return row ? toEndpoint(row) : null;
    },

    async removeEndpoint(projectId, id) {
      return (await db.run("DELETE FROM webhook_endpoints WHERE project_id = $1 AND id = $2", [projectId, id])) > 0;
    },

    async sealedSecrets() {
      const rows = await db.query<{ id: string; secret: string }>("SELECT id, secret FROM webhook_endpoints");
      return rows.map((row) => ({ id: row.id, sealedSecret: row.secret }));
    },

    async replaceSecret(id, from, to) {
      return (
        (await db.run("UPDATE webhook_endpoints SET secret = $3 WHERE id = $1 AND secret = $2", [id, from, to])) > 0
      );
    },

    async subscribers(projectId, event) {
      const rows = await db.query<EndpointRow>(
        "SELECT * FROM webhook_endpoints WHERE project_id = $1 AND events ? $2 ORDER BY created_at, id",
        [projectId, event],
      );
      return rows.map(toEndpoint);
    },

    async enqueue(deliveries, now, maxPending) {
      let dropped = 0;
      for (const delivery of deliveries) {
        // The endpoint's count of pending deliveries is the cap's, kept in step: no scan per event.
        // An endpoint deleted a moment ago (the caller's list of them was older) takes nothing.
        const inserted = await db.run(
          `WITH taken AS (UPDATE webhook_endpoints SET pending = pending + 1 WHERE id = $2 AND pending < $9 RETURNING id)
           INSERT INTO webhook_deliveries (id, endpoint_id, project_id, event, ordering_key, payload, state, attempts,
             next_attempt_at, created_at)
           SELECT $1, $2, $3, $4, $5, $6, 'pending', 0, $7, $8 FROM taken`,
          [
            delivery.id,
            delivery.endpointId,
            delivery.projectId,
            delivery.event,
            delivery.orderingKey,
            delivery.payload,
            now.getTime(),
            delivery.createdAt.getTime(),
            maxPending,
          ],
        );
        if (inserted === 0) dropped++;
      }
      return dropped;
    },

    async claim(now, leaseUntil, limit, skipEndpoints) {
      // SKIP LOCKED: instances claiming at once take different rows. A later delivery of the same
      // endpoint and key is never due while an earlier one is pending, leased or not.
      const rows = await db.query<DeliveryRow & { w: EndpointRow }>(
        `WITH due AS (
           SELECT d.seq FROM webhook_deliveries d
           WHERE d.state = 'pending' AND d.next_attempt_at <= $1 AND (d.lease_until IS NULL OR d.lease_until <= $1)
             AND NOT (d.endpoint_id = ANY($4::text[]))
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.endpoint_id = d.endpoint_id
               AND e.ordering_key = d.ordering_key AND e.state = 'pending' AND e.seq < d.seq)
           ORDER BY d.next_attempt_at, d.seq LIMIT $3
           FOR UPDATE SKIP LOCKED)
         UPDATE webhook_deliveries d SET lease_until = $2 FROM due, webhook_endpoints w
         WHERE d.seq = due.seq AND w.id = d.endpoint_id
         RETURNING d.*, row_to_json(w.*) AS w`,
        [now.getTime(), leaseUntil.getTime(), limit, skipEndpoints],
      );
      return rows
        .map((row) => ({ ...toDelivery(row), endpoint: toEndpoint(row.w) }))
        .sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0));
    },

    async recordAttempt(deliveryId, attempt, next) {
      await db.transaction(async (tx) => {
        const row = await tx.one<{ seq: number; state: string; endpoint_id: string }>(
          "SELECT seq, state, endpoint_id FROM webhook_deliveries WHERE id = $1 FOR UPDATE",
          [deliveryId],
        );
        if (!row) return; // its endpoint was removed while it was being sent
        if (row.state === "pending" && next.state !== "pending")
          await tx.run("UPDATE webhook_endpoints SET pending = pending - 1 WHERE id = $1", [row.endpoint_id]);
        await tx.run(
          `INSERT INTO webhook_attempts (delivery_seq, attempt, at, status, duration_ms, response, error)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            row.seq,
            attempt.attempt,
            attempt.at.getTime(),
            attempt.status,
            attempt.durationMs,
            attempt.response,
            attempt.error,
          ],
        );
        await tx.run(
          `UPDATE webhook_deliveries SET attempts = $2, state = $3, next_attempt_at = $4, lease_until = NULL,
             finished_at = $5 WHERE seq = $1`,
          [
            row.seq,
            attempt.attempt,
            next.state,
            next.nextAttemptAt?.getTime() ?? null,
            next.state === "pending" ? null : attempt.at.getTime(),
          ],
        );
      });
    },

    async nextDue(skipEndpoints) {
      const row = await db.one<{ due: number | null }>(
        `SELECT MIN(GREATEST(d.next_attempt_at, COALESCE(d.lease_until, 0))) AS due
         FROM webhook_deliveries d WHERE d.state = 'pending' AND NOT (d.endpoint_id = ANY($1::text[]))
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.endpoint_id = d.endpoint_id
             AND e.ordering_key = d.ordering_key AND e.state = 'pending' AND e.seq < d.seq)`,
        [skipEndpoints],
      );
      return row?.due === null || row?.due === undefined ? null : new Date(Number(row.due));
    },

    async deliveries(projectId, endpointId, page) {
      // A `before` that names no delivery compares with NULL: an empty page ends the paging.
      const rows = await db.query<DeliveryRow>(
        `SELECT * FROM webhook_deliveries WHERE project_id = $1 AND endpoint_id = $2
           AND ($3::text IS NULL OR seq < (SELECT seq FROM webhook_deliveries WHERE id = $3 AND endpoint_id = $2))
         ORDER BY seq DESC LIMIT $4`,
        [projectId, endpointId, page.before ?? null, page.limit],
      );
      const attempts = await db.query<AttemptRow>(
        "SELECT * FROM webhook_attempts WHERE delivery_seq = ANY($1::bigint[]) ORDER BY delivery_seq, attempt",
        [rows.map((row) => row.seq)],
      );
      return rows.map((row) => ({
        ...toDelivery(row),
        attemptLog: attempts.filter((attempt) => Number(attempt.delivery_seq) === Number(row.seq)).map(toAttempt),
      }));
    },

    async redeliver(projectId, endpointId, deliveryId, now) {
      await db.run(
        `WITH changed AS (
           UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = $4, finished_at = NULL, lease_until = NULL
           WHERE project_id = $1 AND endpoint_id = $2 AND id = $3 AND state <> 'pending' RETURNING endpoint_id)
         UPDATE webhook_endpoints SET pending = pending + 1 WHERE id IN (SELECT endpoint_id FROM changed)`,
        [projectId, endpointId, deliveryId, now.getTime()],
      );
      const row = await db.one<DeliveryRow>(
        "SELECT * FROM webhook_deliveries WHERE project_id = $1 AND endpoint_id = $2 AND id = $3",
        [projectId, endpointId, deliveryId],
      );
      return row ? toDelivery(row) : null;
    },

    async prune(before) {
      return db.run("DELETE FROM webhook_deliveries WHERE state <> 'pending' AND finished_at < $1", [before.getTime()]);
    },

    async takeExpiredCheckouts(now, limit) {
      // One statement marks and returns: of two instances sweeping at once, each checkout goes to one.
      const rows = await db.query<{ project_id: string; address: string; checkout_until: number; tags: string[] }>(
        `WITH expired AS (
           SELECT a.id FROM addresses a
           WHERE a.checkout_until <= $1 AND a.checkout_until > $2 AND a.checkout_token IS NOT NULL
             AND (a.checkout_expiry_sent IS NULL OR a.checkout_expiry_sent <> a.checkout_until)
             AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.project_id = a.project_id
               AND w.events ? 'pool.checkout_expired' AND w.created_at <= a.checkout_until)
           ORDER BY a.checkout_until LIMIT $3
           FOR UPDATE SKIP LOCKED)
         UPDATE addresses a SET checkout_expiry_sent = a.checkout_until FROM expired WHERE a.id = expired.id
         RETURNING a.project_id, a.address, a.checkout_until, a.tags`,
        [now.getTime(), now.getTime() - EXPIRED_CHECKOUT_LOOKBACK_MS, limit],
      );
      return rows
        .map((row) => ({
          projectId: row.project_id,
          address: row.address,
          until: new Date(Number(row.checkout_until)),
          tags: row.tags,
        }))
        .sort((a, b) => a.until.getTime() - b.until.getTime());
    },
  };
}
