import { arrivalText } from "./arrival.js";
import type { RunEventRecord, RunRecord, RunTestRecord } from "../store/store.js";
import type { Comparison, TextPart } from "../wire/runs.js";

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
  switch (event.kind) {
    case "email":
      if (event.detail.code !== undefined) return `code ${codeSpan(event.detail.code, 40)}`;
      if (event.detail.goes_to)
        return `goes to ${codeSpan(`${event.detail.goes_to.site}${event.detail.goes_to.path}`, 120)}`;
      return "";
    case "missing":
      return `waited for ${codeSpan(event.detail.waited_for, 80)}`;
    case "none":
      return event.detail.arrived ? `${event.detail.count} arrived where none should` : "none arrived";
    case "count":
      return `count ${event.detail.count}`;
    case "checks":
      return event.detail.failed.length > 0
        ? `failed: ${event.detail.failed.join(", ")}`
        : `passed${event.detail.warnings.length > 0 ? `; warnings: ${event.detail.warnings.join(", ")}` : ""}`;
    case "note":
      return plain(event.detail.text, 300);
    case "checkout":
      return `held until ${event.detail.until}`;
    case "address":
      return event.detail.label === null ? "" : plain(event.detail.label, 120);
  }
}

/** Who sent an email as the report names it: the sender's own name, or (for agents) only its domain. */
export type SenderNames = "names" | "domains";

function serviceCell(event: RunEventRecord, senders: SenderNames): string {
  if (event.kind === "missing") return event.detail.service === null ? "" : plain(event.detail.service, 60);
  if (event.kind !== "email") return "";
  const service = senders === "domains" ? (event.detail.service_domain ?? null) : event.detail.service;
  return service === null ? "" : plain(service, 60);
}

function eventRow(event: RunEventRecord, run: RunRecord, senders: SenderNames): string {
  const offset = Math.round((event.at.getTime() - run.startedAt.getTime()) / 100) / 10;
  const service = serviceCell(event, senders);
  const after = event.kind === "email" ? arrivalText(event.detail) : "";
  return `| +${offset} s | ${event.failed ? "**" + event.kind + "** ❌" : event.kind} | ${event.address ? codeSpan(event.address, 80) : ""} | ${service} | ${after} | ${eventCell(event)} |`;
}

function failureLine(event: RunEventRecord): string {
  const where = event.test ? `${codeSpan(event.test)}: ` : "";
  const address = event.address ? ` for ${codeSpan(event.address, 80)}` : "";
  switch (event.kind) {
    case "missing":
      return `- ${where}no ${codeSpan(event.detail.waited_for, 80)} arrived${address} — ${plain(event.detail.hint, 400)}`;
    case "none":
      return `- ${where}an email arrived${address} where none should`;
    case "note":
      return `- ${where}note: ${plain(event.detail.text, 300)}`;
    case "checks":
      return `- ${where}email checks failed${address}: ${event.detail.failed.join(", ")}`;
    default:
      return `- ${where}${plain(event.kind)} failed${address}`;
  }
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
  senders?: SenderNames;
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
      "| time | kind | address | service | took | code or link |",
      "| --- | --- | --- | --- | --- | --- |",
      ...list.map((event) => eventRow(event, run, input.senders ?? "names")),
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
