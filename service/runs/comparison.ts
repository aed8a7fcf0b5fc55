import { arrivalSeconds } from "./arrival.js";
import type { RunEventRecord } from "../store/store.js";
import type { ChangeKind } from "../wire/enums.js";
import type { Comparison, TextPart } from "../wire/runs.js";

export type { Comparison, TextPart };

/**
 * What changed against the last finished runs of the same name: new and fixed failures, emails
 * that got slower or faster beyond noise (against the median of earlier runs), emails missing
 * now that came before, and new failing checks. Texts are parts, so that every consumer
 * (JSON, Markdown, HTML) renders sender-written values as data, never as markup.
 */
type Change = { kind: ChangeKind; text: TextPart[] };

const text = (value: string): TextPart => ({ type: "text", value });
const code = (value: string): TextPart => ({ type: "code", value });

/** Events are compared by test and what they were about, not by address (new every run). */
function subjectOf(event: RunEventRecord): string {
  const what =
    event.kind === "email" ? emailKind(event.detail) : event.kind === "missing" ? event.detail.waited_for : event.kind;
  return `${event.test ?? ""}\u0000${what}`;
}

const emailKind = (detail: { type: string; subtype: string }) => `${detail.type} (${detail.subtype})`;

const failureKey = (event: RunEventRecord) => `${event.kind}\u0000${subjectOf(event)}`;

function describe(event: RunEventRecord): TextPart[] {
  const parts: TextPart[] = [];
  if (event.test) parts.push(text("in "), code(event.test), text(": "));
  if (event.kind === "missing") parts.push(text("no "), code(event.detail.waited_for), text(" arrived"));
  else if (event.kind === "none") parts.push(text("an email arrived where none should"));
  else if (event.kind === "checks") parts.push(text("email checks failed"));
  else if (event.kind === "note") parts.push(text("a note failed the run"));
  else parts.push(text(`${event.kind} failed`));
  return parts;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Beyond noise: at least 2 seconds and at least half the usual time. */
const NOISE_SECONDS = 2;
const NOISE_RATIO = 0.5;

export function compareRuns(current: RunEventRecord[], previous: RunEventRecord[][]): Comparison {
  const changes: Change[] = [];
  if (previous.length === 0) return { compared: 0, changes };
  const last = previous[0]!;

  const failedNow = new Map(current.filter((e) => e.failed).map((e) => [failureKey(e), e]));
  const failedLast = new Map(last.filter((e) => e.failed).map((e) => [failureKey(e), e]));
  for (const [key, event] of failedNow) {
    if (failedLast.has(key)) continue;
    changes.push({
      kind: event.kind === "checks" ? "new_check_failure" : "new_failure",
      text: [text("New failure: "), ...describe(event)],
    });
  }
  for (const [key, event] of failedLast) {
    if (!failedNow.has(key)) changes.push({ kind: "fixed", text: [text("Fixed: "), ...describe(event)] });
  }

  // Emails: this run's time against the median of earlier runs.
  const earlierTimes = new Map<string, number[]>();
  for (const run of previous)
    for (const event of run)
      if (event.kind === "email") {
        const key = subjectOf(event);
        const { seconds, from } = arrivalSeconds(event.detail);
        // Like with like: a time from `since` and a time from the wait are different measures.
        const measured = `${key}\u0000${from}`;
        earlierTimes.set(measured, [...(earlierTimes.get(measured) ?? []), seconds]);
      }
  for (const event of current) {
    if (event.kind !== "email") continue;
    const { seconds: now, from } = arrivalSeconds(event.detail);
    const times = earlierTimes.get(`${subjectOf(event)}\u0000${from}`);
    if (!times || times.length === 0) continue;
    const usual = median(times);
    const delta = now - usual;
    if (Math.abs(delta) < NOISE_SECONDS || Math.abs(delta) < usual * NOISE_RATIO) continue;
    changes.push({
      kind: delta > 0 ? "slower" : "faster",
      text: [
        text(delta > 0 ? "Slower: " : "Faster: "),
        ...(event.test ? [code(event.test), text(" ")] : []),
        code(emailKind(event.detail)),
        text(` came after ${now} s; usually ${usual} s (median of ${times.length}).`),
      ],
    });
  }

  // Missing now, but the same test got such an email in an earlier run.
  const cameBefore = new Set<string>();
  for (const run of previous)
    for (const event of run)
      if (event.kind === "email") cameBefore.add(`${event.test ?? ""}\u0000${event.detail.type}`);
  for (const event of current) {
    if (event.kind !== "missing") continue;
    const type = event.detail.waited_for.split(" ")[0];
    if (cameBefore.has(`${event.test ?? ""}\u0000${type}`))
      changes.push({ kind: "missing_now", text: [text("Missing now, came in earlier runs: "), ...describe(event)] });
  }
  return { compared: previous.length, changes };
}
