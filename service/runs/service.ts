import { createHmac, timingSafeEqual } from "node:crypto";
import type { Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { DAY_MS } from "../lib/time.js";
import { newId } from "../lib/random.js";
import type { RunEventRecord, RunRecord, RunTestRecord, RunWriteOutcome } from "../store/store.js";
import type {
  CreateRunBody,
  ListRunsQuery,
  NoteAdded,
  NoteBody,
  Run,
  TestAdded,
  TestReportBody,
} from "../wire/runs.js";
import { type Comparison, compareRuns } from "./comparison.js";
import { renderMarkdown, type SenderNames } from "./markdown.js";
import { renderRunPage } from "./page.js";
import { toRun } from "./serialize.js";
import { runFinished } from "../outbound/events.js";

/** Runs older than this are deleted by the sweeper, and read as gone until it passes. */
export const RUN_RETENTION_MS = 90 * DAY_MS;
/** How many earlier finished runs of the same name a report compares with. */
export const COMPARED_RUNS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The run page is reached by a capability link: /runs/{id}?token=<HMAC of the id>. Anyone with
 * the link can read that run (as with a shared document), nobody can guess another's, and no
 * API key ends up in a browser or a pull request comment.
 */
function runPageToken(deps: Pick<Deps, "runPageKey">, runId: string): string {
  return createHmac("sha256", deps.runPageKey).update(runId).digest("base64url").slice(0, 32);
}

function runPageTokenValid(deps: Pick<Deps, "runPageKey">, runId: string, token: string): boolean {
  const expected = Buffer.from(runPageToken(deps, runId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The run in the app: what a run's `url` is, and what reports link. */
export const runUrl = (deps: Pick<Deps, "runPageKey" | "endpoints">, runId: string) =>
  `${deps.endpoints.publicUrl}/app/runs/${runId}?token=${runPageToken(deps, runId)}`;

const notFound = (id: string) =>
  new ApiError(
    "not_found",
    `No run ${id.slice(0, 64)} in this project (runs are kept ${RUN_RETENTION_MS / DAY_MS} days).`,
  );

const finishedError = (id: string, what: string) =>
  new ApiError("run_finished", `Run ${id} is finished; ${what} can be added only while it runs.`);

/** A run of the project, or 404 exactly as if it did not exist. */
export async function loadRun(deps: Pick<Deps, "store" | "clock">, projectId: string, id: string): Promise<RunRecord> {
  const run = UUID.test(id) ? await deps.store.runs.get(projectId, id.toLowerCase()) : null;
  if (!run || run.startedAt.getTime() < deps.clock.now().getTime() - RUN_RETENTION_MS) throw notFound(id);
  return run;
}

export async function startRun(deps: Deps, caller: Caller, body: CreateRunBody): Promise<Run> {
  const run: RunRecord = {
    id: newId(),
    projectId: caller.project.id,
    name: body.name,
    // Agent sign-ins do not exist yet, so every key is an API key: the default is api.
    source: body.source ?? "api",
    status: "running",
    meta: body.meta,
    startedAt: deps.clock.now(),
    finishedAt: null,
    totals: null,
  };
  await deps.store.runs.create(run);
  deps.metrics.runsStarted.inc({ source: run.source });
  return toRun(run, caller.project, runUrl(deps, run.id));
}

export async function listRuns(deps: Deps, caller: Caller, query: ListRunsQuery): Promise<Run[]> {
  const runs = await deps.store.runs.list(caller.project.id, query);
  return runs.map((run) => toRun(run, caller.project, runUrl(deps, run.id)));
}

export interface RunReport {
  run: RunRecord;
  events: RunEventRecord[];
  tests: RunTestRecord[];
  comparison: Comparison;
}

async function readRun(deps: Pick<Deps, "store" | "clock">, run: RunRecord): Promise<RunReport> {
  const [events, tests, previous] = await Promise.all([
    deps.store.runs.events(run.id),
    deps.store.runs.tests(run.id),
    deps.store.runs.previousFinished(run.projectId, run.name, run.startedAt, COMPARED_RUNS),
  ]);
  const previousEvents = await Promise.all(previous.map((earlier) => deps.store.runs.events(earlier.id)));
  return { run, events, tests, comparison: compareRuns(events, previousEvents) };
}

/** The run with its events (oldest first) and its comparison with earlier runs of the same name. */
export async function getRun(deps: Deps, caller: Caller, id: string): Promise<Run> {
  const report = await readRun(deps, await loadRun(deps, caller.project.id, id));
  return toRun(report.run, caller.project, runUrl(deps, report.run.id), report);
}

/** The run as a Markdown report for a pull request comment or a job summary. */
export async function getRunMarkdown(
  deps: Deps,
  caller: Caller,
  id: string,
  senders: SenderNames = "names",
): Promise<string> {
  const report = await readRun(deps, await loadRun(deps, caller.project.id, id));
  return renderMarkdown({ ...report, url: runUrl(deps, report.run.id), now: deps.clock.now(), senders });
}

/** The run a capability link names, for whoever holds it; 404 for anything else. */
async function sharedRun(deps: Deps, id: string, token: string): Promise<RunRecord> {
  const gone = () => new ApiError("not_found", "No such run page; the link may be wrong or the run past retention.");
  const runId = id.toLowerCase();
  if (!runPageTokenValid(deps, runId, token)) throw gone();
  // The token proves the link; the project is the run's own.
  const projectId = await deps.store.runs.projectOf(runId);
  const run = projectId ? await loadRun(deps, projectId, runId).catch(() => null) : null;
  if (!run) throw gone();
  return run;
}

/** The run's read-only HTML page, a page that stands alone (the action saves it as an artifact). */
export async function getRunPage(deps: Deps, id: string, token: string): Promise<string> {
  return renderRunPage(await readRun(deps, await sharedRun(deps, id, token)));
}

/** The run as JSON for the app's read-only view, exactly as GET /v1/runs/{run} gives it. */
export async function getSharedRun(deps: Deps, id: string, token: string): Promise<Run> {
  const run = await sharedRun(deps, id, token);
  const project = await deps.store.projects.get(run.projectId);
  if (!project) throw new ApiError("not_found", "No such run page; the link may be wrong or the run past retention.");
  const report = await readRun(deps, run);
  return toRun(run, project, runUrl(deps, run.id), report);
}

/** Turns what became of a write into the answer: 404 for an unknown run, 409 for a finished one. */
function written(outcome: RunWriteOutcome, id: string, what: string): void {
  if (outcome === "not_found") throw notFound(id);
  if (outcome === "finished") throw finishedError(id, what);
}

export async function addNote(deps: Deps, caller: Caller, id: string, body: NoteBody): Promise<NoteAdded> {
  const run = await loadRun(deps, caller.project.id, id);
  const outcome = await deps.store.runs.addEvent(caller.project.id, run.id, {
    at: deps.clock.now(),
    kind: "note",
    address: null,
    test: null,
    failed: body.failed,
    detail: { text: body.text },
  });
  written(outcome, run.id, "notes");
  return { run: run.id, added: "note", failed: body.failed };
}

/** Adds one test result, or the totals of a runner that reports only those. */
export async function addTestReport(deps: Deps, caller: Caller, id: string, body: TestReportBody): Promise<TestAdded> {
  const run = await loadRun(deps, caller.project.id, id);
  if ("totals" in body) {
    written(await deps.store.runs.setTotals(caller.project.id, run.id, body.totals), run.id, "test results");
    return { run: run.id, added: "totals", totals: body.totals };
  }
  const outcome = await deps.store.runs.addTest(caller.project.id, run.id, {
    at: deps.clock.now(),
    name: body.name,
    status: body.status,
    durationMs: body.duration_ms ?? null,
    file: body.file ?? null,
    error: body.error ?? null,
  });
  written(outcome, run.id, "test results");
  return { run: run.id, added: "test", name: body.name, status: body.status };
}

/** running -> passed or failed by the state table; finishing a finished run changes nothing. */
export async function finishRun(deps: Deps, caller: Caller, id: string, body: { failed: boolean }): Promise<Run> {
  const run = await loadRun(deps, caller.project.id, id);
  const at = deps.clock.now();
  const finished = await deps.store.runs.finish(caller.project.id, run.id, { failed: body.failed, at });
  if (!finished) throw notFound(id);
  // Counted by the call that finished it: another call, here or on another instance, finds it
  // finished at another moment.
  if (run.status === "running" && finished.finishedAt?.getTime() === at.getTime()) {
    deps.metrics.runsFinished.inc({ status: finished.status });
    deps.webhooks.emit(
      runFinished({
        projectId: caller.project.id,
        id: finished.id,
        name: finished.name,
        status: finished.status,
        finishedAt: at,
        reportUrl: runUrl(deps, finished.id),
      }),
    );
  }
  return toRun(finished, caller.project, runUrl(deps, finished.id));
}

/** Deletes runs past retention; run hourly by the service and once at start. */
export async function sweepRuns(deps: Pick<Deps, "store" | "clock" | "logger">): Promise<number> {
  const removed = await deps.store.runs.sweep(new Date(deps.clock.now().getTime() - RUN_RETENTION_MS));
  if (removed > 0) deps.logger.info("old runs removed", { count: removed });
  return removed;
}
