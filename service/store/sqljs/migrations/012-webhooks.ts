import { SCHEMA } from "../database.js";

/**
 * Webhooks (docs/webhooks.md): a project's endpoints, the queue of deliveries every instance
 * takes from, each delivery's attempts, and on an address which checkout's end was reported.
 */
export const name = "webhooks";

export const sql = `
ALTER TABLE ${SCHEMA}.addresses ADD COLUMN checkout_expiry_sent INTEGER; -- the checkout_until already reported
CREATE INDEX ${SCHEMA}.addresses_by_checkout_until ON addresses(checkout_until);
CREATE TABLE ${SCHEMA}.webhook_endpoints (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  events TEXT NOT NULL,             -- JSON array
  secret TEXT NOT NULL,             -- sealed with the service's secret key
  created_at INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  pending INTEGER NOT NULL DEFAULT 0 -- its deliveries still pending: the cap's count, kept in step
);
CREATE INDEX ${SCHEMA}.webhook_endpoints_by_project ON webhook_endpoints(project_id);
CREATE TABLE ${SCHEMA}.webhook_deliveries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, -- queue order
  id TEXT NOT NULL UNIQUE,          -- webhook-id: the same on every attempt
  endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  event TEXT NOT NULL,
  ordering_key TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL,              -- pending, delivered or failed
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,          -- while pending
  lease_until INTEGER,              -- while an instance is sending it
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX ${SCHEMA}.webhook_deliveries_due ON webhook_deliveries(state, next_attempt_at);
CREATE INDEX ${SCHEMA}.webhook_deliveries_queue ON webhook_deliveries(endpoint_id, ordering_key, state, seq);
CREATE INDEX ${SCHEMA}.webhook_deliveries_finished ON webhook_deliveries(finished_at);
CREATE TABLE ${SCHEMA}.webhook_attempts (
  delivery_seq INTEGER NOT NULL REFERENCES webhook_deliveries(seq) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  at INTEGER NOT NULL,
  status INTEGER,
  duration_ms INTEGER NOT NULL,
  response TEXT,
  error TEXT,
  PRIMARY KEY (delivery_seq, attempt)
);
`;
