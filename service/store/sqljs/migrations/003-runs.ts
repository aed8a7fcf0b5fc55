import { SCHEMA } from "../database.js";

/** Runs: a CI job or agent session, the evidence its calls left, and its tests. */
export const name = "runs";

export const sql = `
CREATE TABLE ${SCHEMA}.runs (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  meta TEXT NOT NULL,               -- JSON object
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  totals TEXT                       -- JSON { passed, failed, skipped } from the test runner
);
CREATE INDEX ${SCHEMA}.runs_by_project_started ON runs(project_id, started_at);
CREATE INDEX ${SCHEMA}.runs_by_project_name ON runs(project_id, name, started_at);

CREATE TABLE ${SCHEMA}.run_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  kind TEXT NOT NULL,
  address TEXT,
  test TEXT,
  failed INTEGER NOT NULL,
  detail TEXT NOT NULL,             -- JSON object
  replace_key TEXT                  -- a retried wait's missing: the next one replaces it
);
CREATE INDEX ${SCHEMA}.run_events_by_run ON run_events(run_id, id);

CREATE TABLE ${SCHEMA}.run_tests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  duration_ms INTEGER,
  file TEXT,
  error TEXT
);
CREATE INDEX ${SCHEMA}.run_tests_by_run ON run_tests(run_id, id);
`;
