import { z } from "zod";
import { queryDateTime, queryInt } from "../http/query-fields.js";

/** Request bodies and queries of /v1/runs, bounded as the spec says. */

export const RUN_NAME_MAX = 120;
export const RUNS_LIMIT_MAX = 100;
export const RUNS_LIMIT_DEFAULT = 20;
export const NOTE_MAX = 2000;

const short = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);

export const RunMetaSchema = z
  .object({
    repository: short(200).optional(),
    branch: short(250).optional(),
    commit: z
      .string({ error: "must be a string" })
      .regex(/^[0-9a-f]{7,64}$/i, "must be a commit hash (7 to 64 hexadecimal characters)")
      .transform((value) => value.toLowerCase())
      .optional(),
    pull_request: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .optional(),
    workflow: short(200).optional(),
    job_url: z
      .url({ protocol: /^https$/, error: "must be an https URL" })
      .max(2000)
      .optional(),
    agent: short(200).optional(),
  })
  .strict();

export const CreateRunBody = z
  .object({
    name: short(RUN_NAME_MAX).default("Run"),
    source: z.enum(["ci", "agent", "api"], { error: "must be ci, agent or api" }).optional(),
    meta: RunMetaSchema.default({}),
  })
  .strict();

export const ListRunsQuery = z
  .object({
    limit: queryInt(1, RUNS_LIMIT_MAX).default(RUNS_LIMIT_DEFAULT),
    before: queryDateTime.optional(),
    name: short(RUN_NAME_MAX).optional(),
    status: z.enum(["running", "passed", "failed"], { error: "must be running, passed or failed" }).optional(),
  })
  .strict();

export const ReadRunQuery = z
  .object({ format: z.enum(["json", "markdown"], { error: "must be json or markdown" }).default("json") })
  .strict();

export const NoteBody = z
  .object({
    text: short(NOTE_MAX),
    failed: z.boolean({ error: "must be true or false" }).default(false),
  })
  .strict();

const count = z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more");

/** One test result. */
export const TestResultBody = z
  .object({
    name: short(200),
    status: z.enum(["passed", "failed", "skipped"], { error: "must be passed, failed or skipped" }),
    duration_ms: count.optional(),
    file: short(300).optional(),
    error: short(2000).optional(),
  })
  .strict();

/** The totals of a test run, for runners that report only those. */
export const TestTotalsBody = z
  .object({ totals: z.object({ passed: count, failed: count, skipped: count.default(0) }).strict() })
  .strict();

export const FinishBody = z.object({ failed: z.boolean({ error: "must be true or false" }).default(false) }).strict();
