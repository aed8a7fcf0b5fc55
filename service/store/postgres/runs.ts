import type { RunEventRecord, RunRecord, RunStore, RunTestRecord, RunWriteOutcome } from "../store.js";
import type { PgDatabase, Queryable, Row } from "./database.js";
import { nulSafe, pgJson } from "./emails.js";

interface RunRow extends Row {
  id: string;
  project_id: string;
  name: string;
  source: RunRecord["source"];
  status: RunRecord["status"];
  meta: RunRecord["meta"];
  started_at: number;
  finished_at: number | null;
  totals: RunRecord["totals"];
}

interface EventRow extends Row {
  at: number;
  kind: string;
  address: string | null;
  test: string | null;
  failed: boolean;
  detail: unknown;
}

interface TestRow extends Row {
  at: number;
  name: string;
  status: RunTestRecord["status"];
  duration_ms: number | null;
  file: string | null;
  error: string | null;
}

function toRun(row: RunRow): RunRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    source: row.source,
    status: row.status,
    meta: row.meta,
    startedAt: new Date(row.started_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    totals: row.totals,
  };
}

function toEvent(row: EventRow): RunEventRecord {
  // kind and detail were written together from a typed event (wire/runs.ts), so they agree.
  return {
    at: new Date(row.at),
    kind: row.kind,
    address: row.address,
    test: row.test,
    failed: row.failed,
    detail: row.detail,
  } as RunEventRecord;
}

function toTest(row: TestRow): RunTestRecord {
  return {
    at: new Date(row.at),
    name: row.name,
    status: row.status,
    durationMs: row.duration_ms,
    file: row.file,
    error: row.error,
  };
}

/**
 * Runs carry no insertion sequence (the schema has no `seq` on runs, where the embedded store
 * breaks ties by rowid), so runs that started in the same millisecond are ordered by id: stable
 * across reads and pages, though not necessarily the order they were created in.
 */
const NEWEST_FIRST = "ORDER BY started_at DESC, id DESC";

/**
 * The run, while it runs, locked FOR SHARE: writers of evidence do not wait for each other, while
 * a finish (FOR UPDATE) waits for them to commit and then sees what they wrote. A writer that
 * waited on a finish re-reads the row (READ COMMITTED re-checks a locked row's conditions) and
 * finds it finished.
 */
const RUNNING_RUN = "SELECT id FROM runs WHERE id = $1 AND project_id = $2 AND status = 'running' FOR SHARE";

/**
 * A write to a run ($1 run, $2 project) that happens only while it runs, with that check in the
 * same statement: `write` returns a row when it wrote. The run is looked up again, in the
 * statement's snapshot, only to tell "not_found" from "finished".
 */
const whileRunningSql = (write: string) => `
WITH written AS (${write})
SELECT EXISTS (SELECT 1 FROM written) AS written,
       EXISTS (SELECT 1 FROM runs WHERE id = $1 AND project_id = $2) AS found`;

type WriteRow = { written: boolean; found: boolean };

const outcomeOf = (row: WriteRow | null): RunWriteOutcome =>
  row?.written ? "added" : row?.found ? "finished" : "not_found";

const EVENT_COLUMNS = "run_events (run_id, at, kind, address, test, failed, detail, replace_key)";

const ADD_EVENT = whileRunningSql(`INSERT INTO ${EVENT_COLUMNS}
  SELECT run.id, $3::bigint, $4::text, $5::text, $6::text, $7::boolean, $8::jsonb, $9::text
  FROM (${RUNNING_RUN}) AS run RETURNING 1`);

const ADD_TEST = whileRunningSql(`INSERT INTO run_tests (run_id, at, name, status, duration_ms, file, error)
  SELECT run.id, $3::bigint, $4::text, $5::text, $6::integer, $7::text, $8::text
  FROM (${RUNNING_RUN}) AS run RETURNING 1`);

/** The UPDATE locks the row itself, and re-checks `running` after waiting on a finish. */
const SET_TOTALS = whileRunningSql(
  "UPDATE runs SET totals = $3::jsonb WHERE id = $1 AND project_id = $2 AND status = 'running' RETURNING 1",
);

/** After the run is locked (replaceEvent): the earlier event with the key goes, the new one comes. */
const REPLACE_EVENT = `WITH gone AS (DELETE FROM run_events WHERE run_id = $1 AND replace_key = $8)
  INSERT INTO ${EVENT_COLUMNS} VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`;

/**
 * running -> passed or failed, by the state table: the caller's verdict, any failed evidence,
 * any failed test, or failed totals. Runs after the run row is locked FOR UPDATE (finishRun), so
 * its snapshot holds every event and test written before: writers hold FOR SHARE until they commit.
 */
const FINISH = `
UPDATE runs SET
  status = CASE
    WHEN $3::boolean
      OR COALESCE((totals->>'failed')::numeric, 0) > 0
      OR EXISTS (SELECT 1 FROM run_events WHERE run_id = $1 AND failed)
      OR EXISTS (SELECT 1 FROM run_tests WHERE run_id = $1 AND status = 'failed')
    THEN 'failed' ELSE 'passed' END,
  finished_at = $4
WHERE id = $1 AND project_id = $2 AND status = 'running'
RETURNING *`;

/** An event's columns after run_id, as ADD_EVENT ($3..$9) and REPLACE_EVENT ($2..$8) take them. */
function eventValues(event: RunEventRecord, replaceKey: string | null): unknown[] {
  return [event.at.getTime(), event.kind, event.address, event.test, event.failed, pgJson(event.detail), replaceKey];
}

/**
 * An event that replaces the run's earlier one with the same key, in one transaction: the run row
 * is locked first (FOR NO KEY UPDATE, which two replacing writers cannot both hold), so that the
 * DELETE, a statement of its own with a later snapshot, sees an event another instance has just
 * added with this key: the run never keeps two of them.
 */
async function replaceEvent(
  tx: Queryable,
  projectId: string,
  runId: string,
  values: unknown[],
): Promise<RunWriteOutcome> {
  const run = await tx.one<{ status: string }>(
    "SELECT status FROM runs WHERE id = $1 AND project_id = $2 FOR NO KEY UPDATE",
    [runId, projectId],
  );
  if (!run) return "not_found";
  if (run.status !== "running") return "finished";
  await tx.run(REPLACE_EVENT, [runId, ...values]);
  return "added";
}

/**
 * Locks the run (FOR UPDATE waits for writers still adding evidence), then finishes it in a
 * statement of its own, whose snapshot sees that evidence. A run finished meanwhile (by another
 * instance) is returned as it is.
 */
async function finishRun(
  tx: Queryable,
  projectId: string,
  runId: string,
  input: { failed: boolean; at: Date },
): Promise<RunRecord | null> {
  const current = await tx.one<RunRow>("SELECT * FROM runs WHERE id = $1 AND project_id = $2 FOR UPDATE", [
    runId,
    projectId,
  ]);
  if (!current) return null;
  if (current.status !== "running") return toRun(current);
  const finished = await tx.one<RunRow>(FINISH, [runId, projectId, input.failed, input.at.getTime()]);
  return toRun(finished ?? current);
}

export function createRunStore(pg: PgDatabase): RunStore {
  const db = nulSafe(pg);
  return {
    async create(run) {
      await db.run(
        `INSERT INTO runs (id, project_id, name, source, status, meta, started_at, finished_at, totals)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb)`,
        [
          run.id,
          run.projectId,
          run.name,
          run.source,
          run.status,
          pgJson(run.meta),
          run.startedAt.getTime(),
          run.finishedAt?.getTime() ?? null,
          run.totals ? pgJson(run.totals) : null,
        ],
      );
    },

    async get(projectId, runId) {
      const row = await db.one<RunRow>("SELECT * FROM runs WHERE id = $1 AND project_id = $2", [runId, projectId]);
      return row ? toRun(row) : null;
    },

    async projectOf(runId) {
      const row = await db.one<{ project_id: string }>("SELECT project_id FROM runs WHERE id = $1", [runId]);
      return row?.project_id ?? null;
    },

    async list(projectId, filter) {
      const params: unknown[] = [projectId];
      const where = ["project_id = $1"];
      if (filter.before) where.push(`started_at < $${params.push(filter.before.getTime())}`);
      if (filter.name !== undefined) where.push(`name = $${params.push(filter.name)}`);
      if (filter.status) where.push(`status = $${params.push(filter.status)}`);
      const rows = await db.query<RunRow>(
        `SELECT * FROM runs WHERE ${where.join(" AND ")} ${NEWEST_FIRST} LIMIT $${params.push(filter.limit)}`,
        params,
      );
      return rows.map(toRun);
    },

    async addEvent(projectId, runId, event, replaceKey) {
      const values = eventValues(event, replaceKey || null);
      if (replaceKey) return pg.transaction((tx) => replaceEvent(nulSafe(tx), projectId, runId, values));
      return outcomeOf(await db.one<WriteRow>(ADD_EVENT, [runId, projectId, ...values]));
    },

    async events(runId) {
      const rows = await db.query<EventRow>("SELECT * FROM run_events WHERE run_id = $1 ORDER BY id", [runId]);
      return rows.map(toEvent);
    },

    async addTest(projectId, runId, test) {
      const row = await db.one<WriteRow>(ADD_TEST, [
        runId,
        projectId,
        test.at.getTime(),
        test.name,
        test.status,
        test.durationMs,
        test.file,
        test.error,
      ]);
      return outcomeOf(row);
    },

    async setTotals(projectId, runId, totals) {
      const row = await db.one<WriteRow>(SET_TOTALS, [runId, projectId, pgJson(totals)]);
      return outcomeOf(row);
    },

    async tests(runId) {
      const rows = await db.query<TestRow>("SELECT * FROM run_tests WHERE run_id = $1 ORDER BY id", [runId]);
      return rows.map(toTest);
    },

    async finish(projectId, runId, input) {
      return pg.transaction((tx) => finishRun(nulSafe(tx), projectId, runId, input));
    },

    async previousFinished(projectId, name, before, limit) {
      const rows = await db.query<RunRow>(
        `SELECT * FROM runs WHERE project_id = $1 AND name = $2 AND started_at < $3 AND status <> 'running'
         ${NEWEST_FIRST} LIMIT $4`,
        [projectId, name, before.getTime(), limit],
      );
      return rows.map(toRun);
    },

    async sweep(before) {
      // Events and tests go with their run (ON DELETE CASCADE).
      return db.run("DELETE FROM runs WHERE started_at < $1", [before.getTime()]);
    },
  };
}
