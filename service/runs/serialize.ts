import type { Project, RunEventRecord, RunRecord, RunTestRecord } from "../store/store.js";
import type { Comparison, Run, RunEvent } from "../wire/runs.js";

export function toRunEvent(event: RunEventRecord): RunEvent {
  const { at, ...rest } = event;
  return { ...rest, at: at.toISOString() };
}

/** The Run resource exactly as the spec spells it; events and comparison only on a single read. */
export function toRun(
  run: RunRecord,
  project: Project,
  url: string,
  extra?: { events: RunEventRecord[]; tests: RunTestRecord[]; comparison: Comparison },
): Run {
  return {
    id: run.id,
    name: run.name,
    source: run.source,
    status: run.status,
    meta: run.meta,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    url,
    project: { id: project.id, name: project.name },
    ...(run.totals ? { totals: run.totals } : {}),
    ...(extra
      ? {
          events: extra.events.map(toRunEvent),
          comparison: extra.comparison,
          tests: extra.tests.map((test) => ({
            at: test.at.toISOString(),
            name: test.name,
            status: test.status,
            duration_ms: test.durationMs,
            file: test.file,
            error: test.error,
          })),
        }
      : {}),
  };
}
