import { createHmac, timingSafeEqual } from "node:crypto";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { AuthContext } from "../http/auth.js";
import { DAY_MS } from "../lib/time.js";
import { newId } from "../lib/random.js";
import type { RunEventRecord, RunRecord, RunTestRecord } from "../store/store.js";
import { type Comparison, compareRuns } from "./comparison.js";

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
export function runPageToken(deps: Pick<Deps, "runPageKey">, runId: string): string {
  return createHmac("sha256", deps.runPageKey).update(runId).digest("base64url").slice(0, 32);
}

export function runPageTokenValid(deps: Pick<Deps, "runPageKey">, runId: string, token: string): boolean {
  const expected = Buffer.from(runPageToken(deps, runId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const runUrl = (deps: Pick<Deps, "runPageKey" | "endpoints">, runId: string) =>
  `${deps.endpoints.publicUrl}/runs/${runId}?token=${runPageToken(deps, runId)}`;

const notFound = (id: string) =>
  new ApiError(
    "not_found",
    `No run ${id.slice(0, 64)} in this project (runs are kept ${RUN_RETENTION_MS / DAY_MS} days).`,
  );

/** A run of the caller's project, or 404 exactly as if it did not exist. */
export async function loadRun(deps: Pick<Deps, "store" | "clock">, projectId: string, id: string): Promise<RunRecord> {
  const run = UUID.test(id) ? await deps.store.runs.get(projectId, id.toLowerCase()) : null;
  if (!run || run.startedAt.getTime() < deps.clock.now().getTime() - RUN_RETENTION_MS) throw notFound(id);
  return run;
}

export async function createRun(
  deps: Pick<Deps, "store" | "clock">,
  auth: AuthContext,
  input: { name: string; source?: RunRecord["source"]; meta: RunRecord["meta"] },
): Promise<RunRecord> {
  const run: RunRecord = {
    id: newId(),
    projectId: auth.project.id,
    name: input.name,
    // Agent sign-ins do not exist yet, so every key is an API key: the default is api.
    source: input.source ?? "api",
    status: "running",
    meta: input.meta,
    startedAt: deps.clock.now(),
    finishedAt: null,
    totals: null,
  };
  await deps.store.runs.create(run);
  return run;
}

export interface RunReport {
  run: RunRecord;
  events: RunEventRecord[];
  tests: RunTestRecord[];
  comparison: Comparison;
}

export async function readRun(deps: Pick<Deps, "store" | "clock">, run: RunRecord): Promise<RunReport> {
  const [events, tests, previous] = await Promise.all([
    deps.store.runs.events(run.id),
    deps.store.runs.tests(run.id),
    deps.store.runs.previousFinished(run.projectId, run.name, run.startedAt, COMPARED_RUNS),
  ]);
  const previousEvents = await Promise.all(previous.map((earlier) => deps.store.runs.events(earlier.id)));
  return { run, events, tests, comparison: compareRuns(events, previousEvents) };
}

/** Deletes runs past retention; run hourly by the service and once at start. */
export async function sweepRuns(deps: Pick<Deps, "store" | "clock" | "logger">): Promise<number> {
  const removed = await deps.store.runs.sweep(new Date(deps.clock.now().getTime() - RUN_RETENTION_MS));
  if (removed > 0) deps.logger.info("old runs removed", { count: removed });
  return removed;
}
