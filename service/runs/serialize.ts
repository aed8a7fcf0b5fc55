import type { Project, RunEventRecord, RunRecord } from "../store/store.js";
import type { Comparison } from "./comparison.js";

/** The Run resource exactly as the spec spells it; events and comparison only on a single read. */
export function toRunResponse(
  run: RunRecord,
  project: Project,
  url: string,
  extra?: { events: RunEventRecord[]; comparison: Comparison },
): Record<string, unknown> {
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
          events: extra.events.map((event) => ({
            at: event.at.toISOString(),
            kind: event.kind,
            address: event.address,
            test: event.test,
            failed: event.failed,
            detail: event.detail,
          })),
          comparison: extra.comparison,
        }
      : {}),
  };
}
