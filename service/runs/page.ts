import { arrivalText } from "./arrival.js";
import type { RunEventRecord } from "../store/store.js";
import type { RunReport } from "./service.js";

/**
 * The read-only HTML page of a run, for the `url` a report links to. Everything shown is
 * escaped; the page loads nothing (a strict Content-Security-Policy goes with it).
 */
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

export const RUN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** What an event says, as plain text (escaped where it is shown). */
function eventSummary(event: RunEventRecord): string {
  switch (event.kind) {
    case "email":
      if (event.detail.code !== undefined) return `code ${event.detail.code}`;
      return event.detail.goes_to ? `goes to ${event.detail.goes_to.site}${event.detail.goes_to.path}` : "";
    case "missing":
      return `waited for ${event.detail.waited_for}`;
    case "note":
      return event.detail.text;
    case "count":
      return `count ${event.detail.count}`;
    case "none":
      return event.detail.arrived ? `${event.detail.count} arrived where none should` : "none arrived";
    case "checks":
      return event.detail.failed.length > 0 ? `failed: ${event.detail.failed.join(", ")}` : "passed";
    case "checkout":
      return `held until ${event.detail.until}`;
    case "address":
      return event.detail.label ?? "";
  }
}

/**
 * The page carries its policy in a meta tag as well as the header, so a saved copy (the action's
 * report artifact, opened from disk) stays as locked down as the served page.
 */
export function renderRunPage(report: RunReport): string {
  const { run, events, tests, comparison } = report;
  const rows = events
    .map((event) => {
      const service = event.kind === "email" || event.kind === "missing" ? (event.detail.service ?? "") : "";
      const after = event.kind === "email" ? escapeHtml(arrivalText(event.detail)) : "";
      return `<tr class="${event.failed ? "failed" : ""}"><td>${escapeHtml(event.at.toISOString())}</td><td>${escapeHtml(event.test ?? "")}</td><td>${escapeHtml(event.kind)}</td><td>${escapeHtml(event.address ?? "")}</td><td>${escapeHtml(service)}</td><td>${after}</td><td>${escapeHtml(eventSummary(event))}</td></tr>`;
    })
    .join("\n");
  const changes = comparison.changes
    .map(
      (change) =>
        `<li>${change.text.map((part) => (part.type === "code" ? `<code>${escapeHtml(part.value)}</code>` : escapeHtml(part.value))).join("")}</li>`,
    )
    .join("\n");
  const testRows = tests
    .map(
      (test) =>
        `<tr class="${test.status === "failed" ? "failed" : ""}"><td>${escapeHtml(test.name)}</td><td>${escapeHtml(test.status)}</td><td>${test.durationMs ?? ""}</td><td>${escapeHtml(test.error ?? "")}</td></tr>`,
    )
    .join("\n");
  const meta = Object.entries(run.meta)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${RUN_PAGE_CSP}"><meta name="robots" content="noindex">
<title>Proofbox run ${escapeHtml(run.name)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}tr.failed{background:#fde8e8}code{background:#f3f3f3;padding:0 3px}dt{font-weight:600;float:left;clear:left;width:9rem}dd{margin-left:9rem}</style>
</head><body>
<h1>Run ${escapeHtml(run.name)}: ${escapeHtml(run.status)}</h1>
<p>Started ${escapeHtml(run.startedAt.toISOString())}${run.finishedAt ? `, finished ${escapeHtml(run.finishedAt.toISOString())}` : ""}; source ${escapeHtml(run.source)}.</p>
${meta ? `<dl>${meta}</dl>` : ""}
${comparison.compared > 0 ? `<h2>Changes against the last ${comparison.compared} finished runs</h2><ul>${changes || "<li>No changes.</li>"}</ul>` : ""}
${tests.length > 0 ? `<h2>Tests</h2><table><tr><th>test</th><th>status</th><th>ms</th><th>error</th></tr>${testRows}</table>` : ""}
<h2>Events</h2>
<table><tr><th>at</th><th>test</th><th>kind</th><th>address</th><th>service</th><th>took</th><th>code or link</th></tr>
${rows}
</table>
</body></html>
`;
}
