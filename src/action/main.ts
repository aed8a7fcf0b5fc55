import { randomBytes } from "node:crypto";
import { join } from "node:path";
import * as core from "@actions/core";
import * as github from "@actions/github";
import { Proofbox, type RunMeta } from "../client/index.js";
import { VERSION } from "../../service/version.js";
import { startEmbedded } from "./embedded.js";
import { exportForNextSteps } from "./next-steps.js";
import { readInputs, STATE } from "./settings.js";

/** The job's run metadata: on pull requests the head branch and head commit, not the merge ones. */
export function runMeta(): RunMeta {
  const { context } = github;
  const pr = context.payload.pull_request as { number?: number; head?: { ref?: string; sha?: string } } | undefined;
  const repository = process.env.GITHUB_REPOSITORY;
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const jobUrl =
    repository && process.env.GITHUB_RUN_ID
      ? `${server}/${repository}/actions/runs/${process.env.GITHUB_RUN_ID}`
      : undefined;
  const meta: RunMeta = {};
  if (repository) meta.repository = repository;
  const branch = pr?.head?.ref ?? process.env.GITHUB_HEAD_REF ?? process.env.GITHUB_REF_NAME;
  if (branch) meta.branch = branch;
  const commit = pr?.head?.sha ?? process.env.GITHUB_SHA;
  if (commit && /^[0-9a-f]{7,64}$/i.test(commit)) meta.commit = commit;
  if (pr?.number) meta.pull_request = pr.number;
  if (process.env.GITHUB_WORKFLOW) meta.workflow = process.env.GITHUB_WORKFLOW;
  if (jobUrl?.startsWith("https://")) meta.job_url = jobUrl;
  return meta;
}

async function startRun(): Promise<void> {
  const started = Date.now();
  const inputs = readInputs();
  let url = inputs.url.replace(/\/+$/, "");
  let apiKey = inputs.apiKey;
  let smtpHost = url ? new URL(url).hostname : "127.0.0.1";
  if (inputs.embedded) {
    apiKey = `pbx_${randomBytes(24).toString("base64url")}`;
    core.setSecret(apiKey);
    core.saveState(STATE.apiKey, apiKey);
    const logPath = join(process.env.RUNNER_TEMP ?? process.cwd(), `proofbox-${process.pid}.log`);
    core.saveState(STATE.log, logPath);
    const service = await startEmbedded({
      apiKey,
      bind: inputs.bind,
      httpPort: inputs.httpPort,
      smtpPort: inputs.smtpPort,
      domain: inputs.domain,
      catchAll: inputs.catchAll,
      logPath,
      timeoutMs: 15_000,
    });
    core.saveState(STATE.pid, String(service.pid));
    url = service.url;
    smtpHost = inputs.bind === "0.0.0.0" ? "127.0.0.1" : inputs.bind;
  } else {
    core.saveState(STATE.apiKey, apiKey);
  }
  core.saveState(STATE.url, url);

  const client = new Proofbox({ url, apiKey, run: null });
  const run = await client.startRun({ name: inputs.runName, source: "ci", meta: runMeta() });
  core.saveState(STATE.runId, run.id);
  core.saveState(STATE.runName, run.name);

  exportForNextSteps("PROOFBOX_URL", url);
  exportForNextSteps("PROOFBOX_API_KEY", apiKey, { secret: true });
  exportForNextSteps("PROOFBOX_RUN", run.id);
  exportForNextSteps("PROOFBOX_SMTP_HOST", smtpHost);
  exportForNextSteps("PROOFBOX_SMTP_PORT", String(inputs.smtpPort));
  exportForNextSteps("PROOFBOX_DOMAIN", inputs.domain);
  core.setOutput("run-id", run.id);
  core.setOutput("url", url);
  core.setOutput("smtp-host", smtpHost);
  core.setOutput("smtp-port", String(inputs.smtpPort));
  core.setOutput("domain", inputs.domain);
  core.setOutput("report-url", run.url);
  core.info(
    `Proofbox ${VERSION} ${inputs.embedded ? "started in the job" : `at ${url}`}: run ${run.id}, SMTP ${smtpHost}:${inputs.smtpPort}, mail domain ${inputs.domain} (${Date.now() - started} ms)`,
  );
}

/**
 * The main step, as GitHub's action template lays it out: this module only exports it, and the entry
 * file GitHub runs (entry-*.ts beside it) calls it, so that tools such as @github/local-action can
 * import and run it. It never rejects; a failure fails the step.
 */
export async function run(): Promise<void> {
  try {
    await startRun();
  } catch (error: unknown) {
    core.setFailed(`Proofbox: ${error instanceof Error ? error.message : String(error)}`);
  }
}
