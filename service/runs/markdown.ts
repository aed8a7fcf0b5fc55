import { str } from "./detail.js";
import type { RunEventRecord, RunRecord, RunTestRecord } from "../store/store.js";
import type { Comparison, TextPart } from "./comparison.js";

/**
 * The run as Markdown for a pull request comment and a job summary. Every string that came
 * from outside (service names, sites, paths, test names, notes, hints, meta) goes through
 * `plain` or `codeSpan`, so it cannot open a link, an image, an HTML tag or comment, a mention,
 * a table cell or a heading. The whole report stays under 60,000 characters.
 */
export const REPORT_MAX_CHARS = 60_000;
const FIELD_MAX = 200;

const clip = (value: string, max = FIELD_MAX) => {
  const flat = value.replace(/[\r\n\t\u2028\u2029]+/g, " ");
  return [...flat].length > max ? `${[...flat].slice(0, max - 1).join("")}…` : flat;
};

/**
 * Untrusted text as inert Markdown: HTML-escaped, Markdown punctuation backslash-escaped, and
 * a zero-width space after every "@" and inside "://" and "www.", because GitHub finds mentions
 * and autolinks in the rendered text, after escapes and entities are decoded.
 */
export function plain(value: string, max = FIELD_MAX): string {
  return clip(value, max)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/[\\`*_{}[\]()#|~!]/g, (char) => `\\${char}`)
    .replace(/@/g, "@\u200B")
    .replace(/:\/\//g, ":\u200B//")
    .replace(/\b(www)\./gi, "$1\u200B.");
}

/**
 * Untrusted text as a code span: the fence is longer than any backtick run inside, and pipes
 * are escaped so a table cell cannot be split (GitHub removes the backslash in a code span).
 */
export function codeSpan(value: string, max = FIELD_MAX): string {
  const clipped = clip(value, max).replace(/\|/g, "\\|");
  const longest = Math.max(0, ...[...clipped.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = clipped.startsWith("`") || clipped.endsWith("`") || clipped.trim() === "" ? " " : "";
  return `${fence}${pad}${clipped || " "}${pad}${fence}`;
}

export const renderParts = (parts: TextPart[]) =>
  parts.map((part) => (part.type === "code" ? codeSpan(part.value) : plain(part.value, 400))).join("");

function duration(run: RunRecord, now: Date): string {
  const ms = (run.finishedAt ?? now).getTime() - run.startedAt.getTime();
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const STATUS_MARK = { passed: "✅ passed", failed: "❌ failed", running: "⏳ running" } as const;

function eventCell(event: RunEventRecord): string {
  const detail = event.detail;
  switch (event.kind) {
    case "email":
      if (typeof detail.code === "string") return `code ${codeSpan(detail.code, 40)}`;
      if (detail.goes_to && typeof detail.goes_to === "object") {
        const goes = detail.goes_to as { site?: unknown; path?: unknown };
        return `goes to ${codeSpan(`${str(goes.site, "")}${str(goes.path, "")}`, 120)}`;
      }
      return "";
    case "missing":
      return `waited for ${codeSpan(str(detail.waited_for, ""), 80)}`;
    case "none":
      return detail.arrived ? `${plain(str(detail.count, "1"))} arrived where none should` : "none arrived";
    case "count":
      return `count ${plain(str(detail.count, "0"))}`;
    case "note":
      return plain(str(detail.text, ""), 300);
    default:
      return "";
  }
}

function eventRow(event: RunEventRecord, run: RunRecord): string {
  const offset = Math.round((event.at.getTime() - run.startedAt.getTime()) / 100) / 10;
  const service = typeof event.detail.service === "string" ? plain(event.detail.service, 60) : "";
  const after = typeof event.detail.after_seconds === "number" ? `${event.detail.after_seconds} s` : "";
  return `| +${offset} s | ${event.failed ? "**" + event.kind + "** ❌" : event.kind} | ${event.address ? codeSpan(event.address, 80) : ""} | ${service} | ${after} | ${eventCell(event)} |`;
}

function failureLine(event: RunEventRecord): string {
  const where = event.test ? `${codeSpan(event.test)}: ` : "";
  const address = event.address ? ` for ${codeSpan(event.address, 80)}` : "";
  if (event.kind === "missing") {
    const hint = typeof event.detail.hint === "string" ? ` — ${plain(event.detail.hint, 400)}` : "";
    return `- ${where}no ${codeSpan(str(event.detail.waited_for, "email"), 80)} arrived${address}${hint}`;
  }
  if (event.kind === "none") return `- ${where}an email arrived${address} where none should`;
  if (event.kind === "note") return `- ${where}note: ${plain(str(event.detail.text, ""), 300)}`;
  return `- ${where}${plain(event.kind)} failed${address}`;
}

const URL_ESCAPES: Record<string, string> = { "<": "%3C", ">": "%3E", "(": "%28", ")": "%29", " ": "%20" };
const safeUrl = (url: string) => new URL(url).href.replace(/[<>() ]/g, (char) => URL_ESCAPES[char] ?? "");

function metaLine(run: RunRecord): string | null {
  const meta = run.meta;
  const parts: string[] = [];
  if (meta.repository) parts.push(`Repository ${codeSpan(meta.repository)}`);
  if (meta.branch) parts.push(`branch ${codeSpan(meta.branch)}`);
  if (meta.commit) parts.push(`commit ${codeSpan(meta.commit.slice(0, 7))}`);
  if (meta.pull_request) parts.push(`PR ${plain(`#${meta.pull_request}`)}`);
  if (meta.workflow) parts.push(`workflow ${codeSpan(meta.workflow)}`);
  if (meta.agent) parts.push(`agent ${codeSpan(meta.agent)}`);
  // job_url is validated as an https URL on the way in; what Markdown could read is encoded.
  if (meta.job_url) parts.push(`[job](<${safeUrl(meta.job_url)}>)`);
  return parts.length > 0 ? parts.join(" · ") : null;
}

export function renderMarkdown(input: {
  run: RunRecord;
  events: RunEventRecord[];
  tests: RunTestRecord[];
  comparison: Comparison;
  url: string;
  now: Date;
}): string {
  const { run, events, tests, comparison, url, now } = input;
  const head: string[] = [];
  head.push(`## Proofbox run ${codeSpan(run.name, 120)}: ${STATUS_MARK[run.status]}`);
  head.push("");
  head.push(
    `**${STATUS_MARK[run.status]}** in ${duration(run, now)} · started ${run.startedAt.toISOString()} · ${events.length} events`,
  );
  const meta = metaLine(run);
  if (meta) head.push("", meta);
  if (run.totals)
    head.push("", `Tests: ${run.totals.passed} passed, ${run.totals.failed} failed, ${run.totals.skipped} skipped`);

  const failures = events.filter((e) => e.failed);
  const failedTests = tests.filter((t) => t.status === "failed");
  const body: string[] = [];
  if (failures.length > 0 || failedTests.length > 0) {
    body.push("", "### Failures", "");
    for (const event of failures) body.push(failureLine(event));
    for (const test of failedTests)
      body.push(`- test ${codeSpan(test.name)} failed${test.error ? `: ${plain(test.error, 300)}` : ""}`);
  }
  if (comparison.compared > 0) {
    body.push("", `### Changes against the last ${comparison.compared} finished runs`, "");
    if (comparison.changes.length === 0) body.push("No changes.");
    for (const change of comparison.changes) body.push(`- ${renderParts(change.text)}`);
  }

  // Per-test sections, in the order tests first appear.
  const byTest = new Map<string, RunEventRecord[]>();
  for (const event of events) {
    const key = event.test ?? "";
    byTest.set(key, [...(byTest.get(key) ?? []), event]);
  }
  const footer = ["", `[Open this run in Proofbox](<${url}>)`];
  const sections: string[][] = [];
  for (const [test, list] of byTest) {
    const section = [
      "",
      `### ${test ? codeSpan(test) : "Calls without a test name"}`,
      "",
      "| time | kind | address | service | after | code or link |",
      "| --- | --- | --- | --- | --- | --- |",
      ...list.map((event) => eventRow(event, run)),
    ];
    sections.push(section);
  }

  // Keep under the limit: sections go whole while they fit; then a note of what was left out.
  let report = [...head, ...body].join("\n");
  const reserve = footer.join("\n").length + 300;
  let leftOut = 0;
  for (const section of sections) {
    const textOf = section.join("\n");
    if (report.length + textOf.length + reserve > REPORT_MAX_CHARS) {
      leftOut += section.length - 5;
      continue;
    }
    report += `\n${textOf}`;
  }
  if (report.length + reserve > REPORT_MAX_CHARS) report = report.slice(0, REPORT_MAX_CHARS - reserve);
  if (leftOut > 0)
    report += `\n\n> ${leftOut} events are left out to keep this report under ${REPORT_MAX_CHARS} characters; the full run is at the link below.`;
  return `${report}\n${footer.join("\n")}\n`;
}
