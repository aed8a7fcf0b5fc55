import * as core from "@actions/core";

/**
 * Sets a variable for the job's next steps. Step debug logging (ACTIONS_STEP_DEBUG) shows each
 * one, a secret masked as ever, since the runner's own log does not say what a step exported.
 */
export function exportForNextSteps(name: string, value: string): void {
  core.exportVariable(name, value);
  core.debug(`exported ${name}=${value}`);
}
