import * as core from "@actions/core";

/**
 * Sets a variable for the job's next steps. Step debug logging (ACTIONS_STEP_DEBUG) shows each
 * one, since the runner's own log does not say what a step exported; a secret's value is never
 * written, not even for the runner to mask.
 */
export function exportForNextSteps(name: string, value: string, options: { secret?: boolean } = {}): void {
  core.exportVariable(name, value);
  core.debug(`exported ${name}=${options.secret ? "***" : value}`);
}
