import type { Run, RunEvent } from "../../../../src/client/index.js";

/**
 * Reading a run's events as the service's own report does (service/runs/markdown.ts and
 * page.ts), so the app, the pull request comment and the single page say the same things.
 */
export type EmailEvent = Extract<RunEvent, { kind: "email" }>;
export type RunTest = NonNullable<Run["tests"]>[number];

/**
 * How long an email took. A wait left to its default `since` (15 minutes back) says nothing by
 * after_seconds, which counts from there, so wait_seconds is shown then; with a `since` the test
 * chose, after_seconds from it (service/runs/arrival.ts).
 */
export function arrivalText(detail: EmailEvent["detail"]): string {
  if (detail.since_given === false && detail.wait_seconds !== undefined) return `${detail.wait_seconds} s`;
  return `${detail.after_seconds} s after since`;
}

/** Seconds from the run's start, as "+1.2 s". */
export function offsetText(run: Run, at: string): string {
  const seconds = Math.round((new Date(at).getTime() - new Date(run.started_at).getTime()) / 100) / 10;
  return `+${seconds} s`;
}

/** Events grouped per test, in the order each test first appears; null is "outside any test". */
export function eventsByTest(events: RunEvent[]): [string | null, RunEvent[]][] {
  const groups = new Map<string | null, RunEvent[]>();
  for (const event of events) {
    const list = groups.get(event.test);
    if (list) list.push(event);
    else groups.set(event.test, [event]);
  }
  return [...groups];
}

export function runDuration(run: Run, now = Date.now()): string {
  const end = run.finished_at ? new Date(run.finished_at).getTime() : now;
  const seconds = Math.max(0, Math.round((end - new Date(run.started_at).getTime()) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
