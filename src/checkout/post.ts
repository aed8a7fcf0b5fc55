import * as core from "@actions/core";
import { Proofbox, ProofboxError } from "../client/index.js";
import { CHECKOUT_STATE, readCheckoutInputs, tagList } from "./settings.js";

/**
 * The checkout action's post step: returns the account the main step held, always (action.yml
 * runs it with post-if: always()), with add-tags and remove-tags, and the failed-* tags too when
 * the job failed. It warns rather than fails: the job's own result is what matters.
 */
async function returnAccount(): Promise<void> {
  const address = core.getState(CHECKOUT_STATE.address);
  const token = core.getState(CHECKOUT_STATE.token);
  const url = core.getState(CHECKOUT_STATE.url);
  const apiKey = core.getState(CHECKOUT_STATE.apiKey);
  if (!address || !token || !url || !apiKey) {
    core.info("Proofbox checkout: the main step held no account; nothing to return.");
    return;
  }
  core.setSecret(apiKey);
  core.setSecret(token);
  let failed = false;
  let add = tagList("add-tags");
  let remove = tagList("remove-tags");
  try {
    const inputs = readCheckoutInputs();
    failed = inputs.jobStatus !== "success";
    if (failed) {
      add = [...add, ...inputs.failedAddTags];
      remove = [...remove, ...inputs.failedRemoveTags];
    }
  } catch (error) {
    // An input the main step accepted cannot fail here; if one does, the account still goes back.
    core.warning(`Proofbox checkout: ${error instanceof Error ? error.message : String(error)}`);
  }
  const client = new Proofbox({ url, apiKey, run: null });
  try {
    const returned = await client.returnAccount(address, token, { add, remove });
    const tags = add.length > 0 || remove.length > 0 ? `; tags now: ${returned.tags.join(", ") || "none"}` : "";
    core.info(`Proofbox checkout: returned ${address}${failed ? " after a failed job" : ""}${tags}.`);
  } catch (error) {
    if (error instanceof ProofboxError && error.error === "not_held") {
      core.warning(
        `Proofbox checkout: ${address} was no longer held by this job (its hold ran out first, so it was already free); raise minutes for jobs this long.`,
      );
      return;
    }
    throw error;
  }
}

/**
 * The checkout action's post step, as GitHub's action template lays it out: this module only exports it, and the entry
 * file GitHub runs (entry-*.ts beside it) calls it, so that tools such as @github/local-action can
 * import and run it. It never rejects; a failure is only a warning.
 */
export async function run(): Promise<void> {
  try {
    await returnAccount();
  } catch (error: unknown) {
    core.warning(
      `Proofbox checkout: could not return the account: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
