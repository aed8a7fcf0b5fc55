import type { RunEventRecord } from "../store/store.js";

type EmailDetail = Extract<RunEventRecord, { kind: "email" }>["detail"];

/**
 * How long an email took, as the report, the run page and the comparison show it. A wait left
 * to its default `since` (15 minutes back) says nothing by `after_seconds`, which counts from
 * there: a code that came in 0.2 s would read "after 900 s". Then `wait_seconds` is shown instead
 * (from the start of the wait, or the address's creation for an email that was there before);
 * with a `since` the test chose, `after_seconds`. Events recorded before `wait_seconds` existed
 * show `after_seconds`.
 */
export function arrivalSeconds(detail: EmailDetail): { seconds: number; from: "since" | "wait" } {
  if (detail.since_given === false && detail.wait_seconds !== undefined)
    return { seconds: detail.wait_seconds, from: "wait" };
  return { seconds: detail.after_seconds, from: "since" };
}

/** The figure as a table cell says it: "0.2 s", or "12.5 s after since". */
export function arrivalText(detail: EmailDetail): string {
  const { seconds, from } = arrivalSeconds(detail);
  return from === "since" ? `${seconds} s after since` : `${seconds} s`;
}
