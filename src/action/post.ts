import { readFileSync, existsSync } from "node:fs";
import * as core from "@actions/core";
import * as github from "@actions/github";
import { Proofbox } from "../client/index.js";
import { stopEmbedded } from "./embedded.js";
import { artifactStorageOffered, pointReportAt, saveReportArtifact } from "./report-artifact.js";
import { readInputs, STATE } from "./settings.js";

/** GitHub refuses comment bodies over 65,536 characters. */
const COMMENT_MAX = 65_000;

const marker = (runName: string) => `<!-- proofbox-report: ${encodeURIComponent(runName)} -->`;

/** Creates the run's sticky comment on the pull request, or updates it in place. */
async function postComment(token: string, runName: string, markdown: string): Promise<void> {
  const { context } = github;
  const pr = context.payload.pull_request as
    { number?: number; head?: { repo?: { full_name?: string } }; base?: { repo?: { full_name?: string } } } | undefined;
  if (!pr?.number) {
    core.notice("Proofbox: not a pull request, so no comment; the report is in the job summary.");
    return;
  }
  const head = pr.head?.repo?.full_name;
  const base = pr.base?.repo?.full_name;
  if (head && base && head !== base) {
    core.notice(
      "Proofbox: a pull request from a fork has a read-only token, so no comment; the report is in the job summary.",
    );
    return;
  }
  if (!token) {
    core.notice("Proofbox: no github-token, so no comment; the report is in the job summary.");
    return;
  }
  const octokit = github.getOctokit(token, { baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com" });
  const tag = marker(runName);
  let body = `${tag}\n${markdown}`;
  if (body.length > COMMENT_MAX)
    body = `${body.slice(0, COMMENT_MAX - 120)}\n\n> The report was cut to fit a comment; the full report is in the job summary.`;
  const { owner, repo } = context.repo;
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: pr.number,
      per_page: 100,
    });
    const existing = comments.find((comment) => comment.body?.startsWith(tag));
    if (existing) await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
    else await octokit.rest.issues.createComment({ owner, repo, issue_number: pr.number, body });
  } catch (error) {
    const status = (error as { status?: number }).status;
    core.notice(
      `Proofbox: could not comment on the pull request (${status === 403 || status === 404 ? "the token may lack pull-requests: write" : String(status ?? error)}); the report is in the job summary.`,
    );
  }
}

async function finishRun(): Promise<void> {
  const runId = core.getState(STATE.runId);
  const apiKey = core.getState(STATE.apiKey);
  const url = core.getState(STATE.url);
  // The embedded service's pages are on loopback and end with the job.
  const embedded = Boolean(core.getState(STATE.pid));
  try {
    if (!runId || !url || !apiKey) {
      core.info("Proofbox: the main step did not start a run; nothing to report.");
      return;
    }
    const inputs = readInputs();
    const failed = inputs.failed || inputs.jobStatus !== "success";
    const client = new Proofbox({ url, apiKey, run: null });
    const finished = await client.finishRun(runId, failed);
    // The report holds no secret, and the key is scrubbed anyway: comments are not masked.
    let markdown = (await client.runMarkdown(runId)).split(apiKey).join("***");
    core.info(`Proofbox run ${finished.status}: ${finished.url.replace(/token=.*/, "token=***")}`);
    if (embedded) {
      // Scrubbed like the Markdown: an artifact is readable by anyone who can read the repository.
      const page =
        inputs.reportArtifact && artifactStorageOffered()
          ? (await fetchRunPage(url, finished.url))?.split(apiKey).join("***")
          : null;
      markdown = pointReportAt(markdown, page ? await saveReportArtifact(page, finished.name, runId) : null);
    }
    if (inputs.summary) await core.summary.addRaw(markdown).write();
    const comment = inputs.comment === "always" || (inputs.comment === "on-failure" && finished.status === "failed");
    if (comment) await postComment(inputs.githubToken, core.getState(STATE.runName) || finished.name, markdown);
  } finally {
    await stopService();
  }
}

/**
 * The run's page that stands alone (no scripts, loads nothing) from the embedded service, before
 * the service stops. The run's url opens the run in the app (/app/runs/{id}?token=…); the same
 * token reads the standalone page at /runs/{id}.
 */
async function fetchRunPage(serviceUrl: string, runUrl: string): Promise<string | null> {
  const { pathname: appPath, search } = new URL(runUrl);
  const pathname = appPath.replace(/\/app\/runs\/([^/]+)$/, "/runs/$1");
  // Bounded: a hung service must not keep the post step from stopping it.
  const response = await fetch(new URL(`${pathname}${search}`, serviceUrl), {
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (response?.ok) return response.text();
  core.notice(`Proofbox: the run page did not answer (${response?.status ?? "no connection"}), so no report artifact.`);
  return null;
}

async function stopService(): Promise<void> {
  const pid = Number(core.getState(STATE.pid));
  if (!Number.isInteger(pid) || pid <= 0) return;
  const outcome = await stopEmbedded(pid);
  core.info(`Proofbox service ${outcome === "gone" ? "had already stopped" : outcome}.`);
  const log = core.getState(STATE.log);
  if (log && existsSync(log)) {
    core.startGroup("Proofbox service log");
    core.info(readFileSync(log, "utf8"));
    core.endGroup();
  }
}

/**
 * The post step, as GitHub's action template lays it out: this module only exports it, and the entry
 * file GitHub runs (entry-*.ts beside it) calls it, so that tools such as @github/local-action can
 * import and run it. It never rejects; a failure is only a warning.
 */
export async function run(): Promise<void> {
  try {
    await finishRun();
  } catch (error: unknown) {
    // A failing report must not hide the job's own result: warn, do not fail the job.
    core.warning(`Proofbox: ${error instanceof Error ? error.message : String(error)}`);
  }
}
