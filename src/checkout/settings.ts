import * as core from "@actions/core";
import type { CheckoutInput } from "../client/index.js";
import { bool } from "../action/settings.js";

/** The checkout action's inputs, read once, with the defaults checkout/action.yml documents. */
export interface CheckoutInputs {
  url: string;
  apiKey: string;
  /** The run for the Service-Run header; empty: PROOFBOX_RUN, or none. */
  run: string;
  test: string;
  filter: CheckoutInput;
  /** Seconds to keep trying while every matching account is held. */
  waitSeconds: number;
  /** Read the saved password under passwordLabel and export it (masked), when the key may. */
  exportPassword: boolean;
  passwordLabel: string;
  envPrefix: string;
  addTags: string[];
  removeTags: string[];
  failedAddTags: string[];
  failedRemoveTags: string[];
  jobStatus: string;
}

/** Tags given as a comma- or newline-separated list. */
export function tagList(name: string): string[] {
  return core
    .getInput(name)
    .split(/[,\n]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

function wholeNumber(name: string): number | undefined {
  const value = core.getInput(name).trim();
  if (value === "") return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`input ${name} must be a whole number, not "${value}"`);
  return Number(value);
}

function optionalBool(name: string): boolean | undefined {
  return core.getInput(name).trim() === "" ? undefined : bool(name, false);
}

/** The checkout body: only the filters that were given, so the service's defaults apply to the rest. */
function readFilter(): CheckoutInput {
  const filter: CheckoutInput = {};
  const tags = tagList("tags");
  if (tags.length > 0) filter.tags = tags;
  const text = (name: string) => core.getInput(name).trim() || undefined;
  const country = text("country");
  if (country) filter.country = country.toUpperCase();
  const minAge = wholeNumber("min-age");
  if (minAge !== undefined) filter.min_age = minAge;
  const maxAge = wholeNumber("max-age");
  if (maxAge !== undefined) filter.max_age = maxAge;
  const hasPassword = optionalBool("has-password");
  if (hasPassword !== undefined) filter.has_password = hasPassword;
  const search = text("search");
  if (search) filter.search = search;
  const site = text("site");
  if (site) filter.site = site;
  const environment = text("environment");
  if (environment) filter.environment = environment;
  const minutes = wholeNumber("minutes");
  if (minutes !== undefined) filter.minutes = minutes;
  return filter;
}

export function readCheckoutInputs(): CheckoutInputs {
  // Without url and api-key, the settings the proofbox/proofbox action exported earlier in the job.
  const url = (core.getInput("url").trim() || process.env.PROOFBOX_URL?.trim() || "").replace(/\/+$/, "");
  const apiKey = core.getInput("api-key").trim() || process.env.PROOFBOX_API_KEY?.trim() || "";
  if (apiKey) core.setSecret(apiKey);
  if (!url || !apiKey)
    throw new Error("give url and api-key, or run the proofbox/proofbox action earlier in the job (it exports both)");
  const envPrefix = core.getInput("env-prefix").trim() || "PROOFBOX_ACCOUNT";
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(envPrefix))
    throw new Error(`input env-prefix must be a variable name such as PROOFBOX_ACCOUNT, not "${envPrefix}"`);
  return {
    url,
    apiKey,
    run: core.getInput("run").trim(),
    test: core.getInput("test").trim(),
    filter: readFilter(),
    waitSeconds: wholeNumber("wait") ?? 300,
    exportPassword: bool("export-password", true),
    passwordLabel: core.getInput("password-label").trim() || "password",
    envPrefix,
    addTags: tagList("add-tags"),
    removeTags: tagList("remove-tags"),
    failedAddTags: tagList("failed-add-tags"),
    failedRemoveTags: tagList("failed-remove-tags"),
    jobStatus: core.getInput("job-status").trim().toLowerCase() || "success",
  };
}

/** What the main step leaves for the post step (GITHUB_STATE; never printed). */
export const CHECKOUT_STATE = {
  url: "url",
  apiKey: "api-key",
  address: "address",
  token: "token",
} as const;
