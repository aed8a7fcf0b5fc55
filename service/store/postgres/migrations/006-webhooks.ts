import type { PgMigration } from "./index.js";

/** As the embedded store's migration 12: webhook endpoints, their delivery queue and attempts. */
export const webhooks: PgMigration = {
  version: 6,
  name: "webhooks",
  sql: `ALTER TABLE addresses ADD COLUMN checkout_expiry_sent BIGINT;
CREATE INDEX addresses_by_checkout_until ON addresses(checkout_until);
CREATE TABLE webhook_endpoints (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  events JSONB NOT NULL,
  secret TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  created_by TEXT NOT NULL,
  pending INTEGER NOT NULL DEFAULT 0 -- its deliveries still pending: the cap's count, kept in step
);
CREATE INDEX webhook_endpoints_by_project ON webhook_endpoints(project_id);
CREATE TABLE webhook_deliveries (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  project_id TEXT NOT NULL,
  event TEXT NOT NULL,
  ordering_key TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT,
  lease_until BIGINT,
  created_at BIGINT NOT NULL,
  finished_at BIGINT
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(state, next_attempt_at);
CREATE INDEX webhook_deliveries_queue ON webhook_deliveries(endpoint_id, ordering_key, state, seq);
CREATE INDEX webhook_deliveries_finished ON webhook_deliveries(finished_at);
CREATE TABLE webhook_attempts (
  delivery_seq BIGINT NOT NULL REFERENCES webhook_deliveries(seq) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  at BIGINT NOT NULL,
  status INTEGER,
  duration_ms INTEGER NOT NULL,
  response TEXT,
  error TEXT,
  PRIMARY KEY (delivery_seq, attempt)
);`,
};
