import * as core from "@actions/core";
import { Proofbox, ProofboxError, type CheckedOut } from "../client/index.js";
import { exportForNextSteps } from "../action/next-steps.js";
import { CHECKOUT_STATE, readCheckoutInputs, type CheckoutInputs } from "./settings.js";
import { checkoutWithin, describeFilter } from "./wait.js";

/**
 * The checkout action's main step: holds an account from the project's pool for this job and
 * exports it to later steps. The post step (post.ts) returns it whatever the job did.
 */

/** The saved password, or null (with the reason in the log) when there is none or the key may not read it. */
async function readPassword(client: Proofbox, account: CheckedOut, label: string): Promise<string | null> {
  // has_password speaks for the label "password" only; other labels are asked for.
  if (label === "password" && !account.has_password) {
    core.info(`Proofbox checkout: ${account.address} has no saved password, so none is exported.`);
    return null;
  }
  try {
    return (await client.password(account.address, label)).secret;
  } catch (error) {
    if (error instanceof ProofboxError && (error.status === 403 || error.status === 404)) {
      core.info(
        error.status === 403
          ? "Proofbox checkout: the API key may not read saved passwords, so none is exported."
          : `Proofbox checkout: no password is saved under the label "${label}", so none is exported.`,
      );
      return null;
    }
    throw error;
  }
}

function exportAccount(inputs: CheckoutInputs, account: CheckedOut, password: string | null): void {
  const prefix = inputs.envPrefix;
  core.setSecret(account.checkout.token);
  exportForNextSteps(prefix, account.address);
  exportForNextSteps(`${prefix}_TOKEN`, account.checkout.token, { secret: true });
  exportForNextSteps(`${prefix}_UNTIL`, account.checkout.until);
  core.setOutput("address", account.address);
  core.setOutput("token", account.checkout.token);
  core.setOutput("until", account.checkout.until);
  if (password !== null) {
    core.setSecret(password);
    exportForNextSteps(`${prefix}_PASSWORD`, password, { secret: true });
    core.setOutput("password", password);
  }
}

async function checkOutAccount(): Promise<void> {
  const inputs = readCheckoutInputs();
  // Saved before the checkout, so the post step can return what this step holds even if it fails later.
  core.saveState(CHECKOUT_STATE.url, inputs.url);
  core.saveState(CHECKOUT_STATE.apiKey, inputs.apiKey);
  const client = new Proofbox({ url: inputs.url, apiKey: inputs.apiKey, ...(inputs.run ? { run: inputs.run } : {}) });
  const account = await checkoutWithin(client, inputs.filter, inputs.waitSeconds, {
    ...(inputs.test ? { test: inputs.test } : {}),
    log: (line) => core.info(`Proofbox checkout: ${line}`),
  });
  core.saveState(CHECKOUT_STATE.address, account.address);
  core.saveState(CHECKOUT_STATE.token, account.checkout.token);
  const password = inputs.exportPassword ? await readPassword(client, account, inputs.passwordLabel) : null;
  exportAccount(inputs, account, password);
  core.info(
    `Proofbox checkout: ${account.address} (${describeFilter(inputs.filter)}) is held for this job until ${account.checkout.until}${password !== null ? "; its password is in " + inputs.envPrefix + "_PASSWORD" : ""}.`,
  );
}

/**
 * The checkout action's main step, as GitHub's action template lays it out: this module only exports it, and the entry
 * file GitHub runs (entry-*.ts beside it) calls it, so that tools such as @github/local-action can
 * import and run it. It never rejects; a failure fails the step.
 */
export async function run(): Promise<void> {
  try {
    await checkOutAccount();
  } catch (error: unknown) {
    core.setFailed(`Proofbox checkout: ${error instanceof Error ? error.message : String(error)}`);
  }
}
