import * as initial from "./001-initial.js";
import * as extraction from "./002-extraction.js";
import * as runs from "./003-runs.js";

/**
 * Numbered migrations, applied in order, each once. Append new ones; never edit an applied one.
 * They are TypeScript modules (not .sql files) so the bundler carries them into dist/.
 */
export const migrations: { version: number; name: string; sql: string }[] = [
  { version: 1, ...initial },
  { version: 2, ...extraction },
  { version: 3, ...runs },
];
