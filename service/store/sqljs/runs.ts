import type { RunEventRecord, RunRecord, RunStore, RunTestRecord, RunWriteOutcome } from "../store.js";
import {
  asDate,
  asNullableDate,
  asNullableString,
  asNumber,
  asString,
  type Row,
  type SqlDatabase,
} from "./database.js";

function toRun(row: Row): RunRecord {
  return {
    id: asString(row.id),
    projectId: asString(row.project_id),
    name: asString(row.name),
    source: asString(row.source) as RunRecord["source"],
    status: asString(row.status) as RunRecord["status"],
    meta: JSON.parse(asString(row.meta)) as RunRecord["meta"],
    startedAt: asDate(row.started_at),
    finishedAt: asNullableDate(row.finished_at),
    totals:
      row.totals === null || row.totals === undefined
        ? null
        : (JSON.parse(asString(row.totals)) as RunRecord["totals"]),
  };
}

function toEvent(row: Row): RunEventRecord {
  // kind and detail were written together from a typed event (wire/runs.ts), so they agree.
  return {
    at: asDate(row.at),
    kind: asString(row.kind),
    address: asNullableString(row.address),
    test: asNullableString(row.test),
    failed: asNumber(row.failed) === 1,
    detail: JSON.parse(asString(row.detail)) as unknown,
  } as RunEventRecord;
}

function toTest(row: Row): RunTestRecord {
  return {
    at: asDate(row.at),
    name: asString(row.name),
    status: asString(row.status) as RunTestRecord["status"],
    durationMs: row.duration_ms === null ? null : asNumber(row.duration_ms),
    file: asNullableString(row.file),
    error: asNullableString(row.error),
  };
}

export function createRunStore(db: SqlDatabase): RunStore {
  const find = (projectId: string, runId: string) =>
    db.get("SELECT * FROM runs WHERE id = ? AND project_id = ?", [runId, projectId]);

  /** Runs `write` only while the run exists in the project and is running, in one transaction. */
  const whileRunning = (projectId: string, runId: string, write: () => void): RunWriteOutcome =>
    db.transaction(() => {
      const run = find(projectId, runId);
      if (!run) return "not_found";
      if (asString(run.status) !== "running") return "finished";
      write();
      return "added";
    });

  return {
    async create(run) {
      db.run(
        `INSERT INTO runs (id, project_id, name, source, status, meta, started_at, finished_at, totals)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          run.id,
          run.projectId,
          run.name,
          run.source,
          run.status,
          JSON.stringify(run.meta),
          run.startedAt.getTime(),
          run.finishedAt?.getTime() ?? null,
          run.totals ? JSON.stringify(run.totals) : null,
        ],
      );
    },

    async get(projectId, runId) {
      const row = find(projectId, runId);
      return row ? toRun(row) : null;
    },

    async projectOf(runId) {
      const row = db.get("SELECT project_id FROM runs WHERE id = ?", [runId]);
      return row ? asString(row.project_id) : null;
    },

    async list(projectId, filter) {
      const where = ["project_id = ?"];
      const params: (string | number)[] = [projectId];
      if (filter.before) {
        where.push("started_at < ?");
        params.push(filter.before.getTime());
      }
      if (filter.name !== undefined) {
        where.push("name = ?");
        params.push(filter.name);
      }
      if (filter.status) {
        where.push("status = ?");
        params.push(filter.status);
      }
      params.push(filter.limit);
      return db
        .all(`SELECT * FROM runs WHERE ${where.join(" AND ")} ORDER BY started_at DESC, rowid DESC LIMIT ?`, params)
        .map(toRun);
    },

    async addEvent(projectId, runId, event, replaceKey) {
      return whileRunning(projectId, runId, () => {
        if (replaceKey) db.run("DELETE FROM run_events WHERE run_id = ? AND replace_key = ?", [runId, replaceKey]);
        db.run(
          `INSERT INTO run_events (run_id, at, kind, address, test, failed, detail, replace_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            runId,
            event.at.getTime(),
            event.kind,
            event.address,
            event.test,
            event.failed ? 1 : 0,
            JSON.stringify(event.detail),
            replaceKey ?? null,
          ],
        );
      });
    },

    async events(runId) {
      return db.all("SELECT * FROM run_events WHERE run_id = ? ORDER BY id", [runId]).map(toEvent);
    },

    async addTest(projectId, runId, test) {
      return whileRunning(projectId, runId, () =>
        db.run(
          "INSERT INTO run_tests (run_id, at, name, status, duration_ms, file, error) VALUES (?, ?, ?, ?, ?, ?, ?)",
          [runId, test.at.getTime(), test.name, test.status, test.durationMs, test.file, test.error],
        ),
      );
    },

    async setTotals(projectId, runId, totals) {
      return whileRunning(projectId, runId, () =>
        db.run("UPDATE runs SET totals = ? WHERE id = ?", [JSON.stringify(totals), runId]),
      );
    },

    async tests(runId) {
      return db.all("SELECT * FROM run_tests WHERE run_id = ? ORDER BY id", [runId]).map(toTest);
    },

    async finish(projectId, runId, { failed, at }) {
      return db.transaction(() => {
        const row = find(projectId, runId);
        if (!row) return null;
        const run = toRun(row);
        if (run.status !== "running") return run;
        // The state table: any failed evidence, failed test or failed totals fails the run.
        const failedEvidence =
          db.get("SELECT 1 AS x FROM run_events WHERE run_id = ? AND failed = 1 LIMIT 1", [runId]) !== undefined ||
          db.get("SELECT 1 AS x FROM run_tests WHERE run_id = ? AND status = 'failed' LIMIT 1", [runId]) !==
            undefined ||
          (run.totals?.failed ?? 0) > 0;
        const status = failed || failedEvidence ? "failed" : "passed";
        db.run("UPDATE runs SET status = ?, finished_at = ? WHERE id = ?", [status, at.getTime(), runId]);
        return { ...run, status, finishedAt: at };
      });
    },

    async previousFinished(projectId, name, before, limit) {
      return db
        .all(
          `SELECT * FROM runs WHERE project_id = ? AND name = ? AND started_at < ? AND status != 'running'
           ORDER BY started_at DESC, rowid DESC LIMIT ?`,
          [projectId, name, before.getTime(), limit],
        )
        .map(toRun);
    },

    async sweep(before) {
      return db.run("DELETE FROM runs WHERE started_at < ?", [before.getTime()]);
    },
  };
}
