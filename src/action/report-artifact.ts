import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as core from "@actions/core";

/**
 * The embedded service dies with the job, and with it the run page a report links to. So in
 * embedded mode the post step keeps the page itself: the run page (self-contained, escaped, its
 * Content-Security-Policy in a meta tag) saved as a workflow artifact of one HTML file.
 */

/** The line the service ends every Markdown report with (the last line); its address is the run page. */
const RUN_LINK_LINE = /\n\[Open this run in Proofbox\]\(<[^>\n]*>\)\s*$/;

/**
 * A file name GitHub accepts as an artifact name (no " : < > | * ? \ / and no control
 * characters), unique per run: matrix jobs and re-runs share run names, never run ids.
 */
export function reportFileName(runName: string, runId: string): string {
  const slug = runName
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 60)
    .toLowerCase();
  return `proofbox-report-${slug ? `${slug}-` : ""}${runId.slice(0, 8)}.html`;
}

/** The address of an uploaded artifact on the workflow run's page. */
export function artifactUrl(artifactId: number): string | null {
  const { GITHUB_SERVER_URL: server = "https://github.com", GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = process.env;
  if (!repo || !run) return null;
  return `${server.replace(/\/+$/, "")}/${repo}/actions/runs/${run}/artifacts/${artifactId}`;
}

/**
 * Whether the runner gives this step artifact storage: it hands it over in these two variables.
 * Without them (a local run, act) an upload could only fail, after retries that took seconds, so
 * the post step says so and goes on at once.
 */
export function artifactStorageOffered(): boolean {
  if (process.env.ACTIONS_RUNTIME_TOKEN && process.env.ACTIONS_RESULTS_URL) return true;
  core.info(
    "Proofbox: this runner offers no artifact storage (no ACTIONS_RUNTIME_TOKEN), so the run page is not saved; the Markdown report in the summary stands alone.",
  );
  return false;
}

/**
 * Uploads the page as an artifact of one file (not zipped, so it opens as it is). Returns its
 * address, or null with a notice when the upload fails.
 */
export async function saveReportArtifact(html: string, runName: string, runId: string): Promise<string | null> {
  // Loaded only for an upload: it is most of the post step's code, and its loading time.
  const { DefaultArtifactClient } = await import("@actions/artifact");
  const dir = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), "proofbox-report-"));
  const file = join(dir, reportFileName(runName, runId));
  try {
    writeFileSync(file, html);
    const { id } = await new DefaultArtifactClient().uploadArtifact("proofbox-report", [file], dir, {
      skipArchive: true,
    });
    if (id === undefined) throw new Error("the artifact service gave no artifact id");
    core.info(`Proofbox: the run report is saved as the artifact ${file.slice(dir.length + 1)}.`);
    return artifactUrl(id);
  } catch (error) {
    core.notice(
      `Proofbox: could not save the run report as an artifact (${error instanceof Error ? error.message : String(error)}); the Markdown report in the summary stands alone.`,
    );
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Points the report's closing link at the saved page, or says the page went with the job.
 * Never leaves a link to the embedded service, whose loopback address means nothing to a reader.
 */
export function pointReportAt(markdown: string, reportUrl: string | null): string {
  const line = reportUrl
    ? `[Download this run's full report (HTML)](<${reportUrl}>)`
    : "The run's page lived in the job's own Proofbox service and ended with the job.";
  return RUN_LINK_LINE.test(markdown) ? markdown.replace(RUN_LINK_LINE, `\n${line}\n`) : `${markdown}\n\n${line}`;
}
