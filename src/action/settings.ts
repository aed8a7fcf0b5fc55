import * as core from "@actions/core";
import { CATCH_ALL_MODES, type CatchAllMode } from "../../service/wire/enums.js";

/** The action's inputs, read once, with the defaults action.yml documents. */
export interface ActionInputs {
  embedded: boolean;
  url: string;
  apiKey: string;
  runName: string;
  smtpPort: number;
  httpPort: number;
  domain: string;
  catchAll: CatchAllMode;
  bind: string;
  comment: "always" | "on-failure" | "never";
  summary: boolean;
  reportArtifact: boolean;
  githubToken: string;
  jobStatus: string;
  failed: boolean;
}

/** A true/false input; empty is the fallback. Shared with the checkout action. */
export const bool = (name: string, fallback: boolean) => {
  const value = core.getInput(name).trim().toLowerCase();
  if (value === "") return fallback;
  if (value === "true") return true;
  if (value === "false") return false;
  throw new Error(`input ${name} must be true or false, not "${value}"`);
};

const port = (name: string, fallback: number) => {
  const value = core.getInput(name).trim();
  if (value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`input ${name} must be a port number`);
  return number;
};

export function readInputs(): ActionInputs {
  const url = core.getInput("url").trim();
  const embeddedInput = core.getInput("embedded").trim().toLowerCase() || "auto";
  if (!["true", "false", "auto"].includes(embeddedInput)) throw new Error("input embedded must be true, false or auto");
  const embedded = embeddedInput === "auto" ? url === "" : embeddedInput === "true";
  const apiKey = core.getInput("api-key").trim();
  if (apiKey) core.setSecret(apiKey);
  if (!embedded && (!url || !apiKey)) throw new Error("without the embedded service, give url and api-key");
  const comment = (core.getInput("comment").trim().toLowerCase() || "always") as ActionInputs["comment"];
  if (!["always", "on-failure", "never"].includes(comment))
    throw new Error("input comment must be always, on-failure or never");
  const catchAll = (core.getInput("catch-all").trim().toLowerCase() || "off") as CatchAllMode;
  if (!CATCH_ALL_MODES.includes(catchAll)) throw new Error("input catch-all must be off, domains or any");
  const workflow = process.env.GITHUB_WORKFLOW ?? "workflow";
  const job = process.env.GITHUB_JOB ?? "job";
  return {
    embedded,
    url,
    apiKey,
    runName: (core.getInput("run-name").trim() || `${workflow} / ${job}`).slice(0, 120),
    smtpPort: port("smtp-port", 2525),
    httpPort: port("http-port", 7025),
    domain: core.getInput("domain").trim() || "proofbox.test",
    catchAll,
    bind: core.getInput("bind").trim() || "127.0.0.1",
    comment,
    summary: bool("summary", true),
    reportArtifact: bool("report-artifact", true),
    githubToken: core.getInput("github-token").trim(),
    jobStatus: core.getInput("job-status").trim().toLowerCase() || "success",
    failed: bool("failed", false),
  };
}

/** What the main step leaves for the post step (GITHUB_STATE; never printed). */
export const STATE = {
  runId: "run-id",
  runName: "run-name",
  url: "url",
  apiKey: "api-key",
  pid: "service-pid",
  log: "service-log",
} as const;
