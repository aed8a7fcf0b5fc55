import { z } from "zod";
import { NOTE_MAX_LENGTH, RUN_NAME_MAX_LENGTH, RUNS_LIMIT_DEFAULT, RUNS_LIMIT_MAX } from "../limits.js";
import {
  CHANGE_KINDS,
  CHECK_NAMES,
  CODE_SUBTYPES,
  LINK_SUBTYPES,
  MATCH_TYPES,
  RUN_SOURCES,
  RUN_STATUSES,
  type RunEventKind,
  TEST_STATUSES,
} from "./enums.js";
import { dateTime, nonEmptyText, queryDateTime, queryInt, uuid } from "./fields.js";
import { COUNT_SUBTYPES } from "./messages.js";

/** Request bodies, queries and answers of /v1/runs, and the evidence a run collects. */

const RunMetaFields = {
  repository: nonEmptyText(200).optional(),
  branch: nonEmptyText(250).optional(),
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,64}$/i, "must be a commit hash (7 to 64 hexadecimal characters)")
    .transform((value) => value.toLowerCase())
    .optional(),
  pull_request: z.int().min(1).optional(),
  workflow: nonEmptyText(200).optional(),
  job_url: z
    .url({ protocol: /^https$/, error: "must be an https URL" })
    .max(2000)
    .optional(),
  agent: nonEmptyText(200).optional(),
};

export const RunMetaInput = z.object(RunMetaFields).strict();

export const RunMeta = z
  .object({
    repository: z.string().optional(),
    branch: z.string().optional(),
    commit: z.string().optional(),
    pull_request: z.int().optional(),
    workflow: z.string().optional(),
    job_url: z.string().optional(),
    agent: z.string().optional(),
  })
  .meta({
    id: "RunMeta",
    description: "Where the run comes from: repository, branch, commit, pull request, workflow, job, agent.",
  });
export type RunMeta = z.output<typeof RunMeta>;

export const CreateRunBody = z
  .object({
    name: nonEmptyText(RUN_NAME_MAX_LENGTH).default("Run"),
    source: z
      .enum(RUN_SOURCES)
      .optional()
      .meta({ description: "Default: api (agent for keys from an agent sign-in)." }),
    meta: RunMetaInput.default({}),
  })
  .strict()
  .meta({
    id: "CreateRunBody",
    examples: [
      {
        name: "e2e",
        source: "ci",
        meta: { repository: "acme/shop", branch: "main", commit: "3f2a9c1", pull_request: 42 },
      },
    ],
  });
export type CreateRunBody = z.output<typeof CreateRunBody>;

export const RunParams = z.object({ run: z.string().meta({ description: "The run's id (a UUID)." }) });

export const ListRunsQuery = z
  .object({
    limit: queryInt(1, RUNS_LIMIT_MAX).default(RUNS_LIMIT_DEFAULT),
    before: queryDateTime.optional().meta({ description: "Runs started before this time (paging)." }),
    name: nonEmptyText(RUN_NAME_MAX_LENGTH).optional(),
    status: z.enum(RUN_STATUSES).optional(),
  })
  .strict();
export type ListRunsQuery = z.output<typeof ListRunsQuery>;

export const ReadRunQuery = z
  .object({
    format: z
      .enum(["json", "markdown"])
      .default("json")
      .meta({ description: "json: the Run with events and comparison; markdown: the report for a PR comment." }),
  })
  .strict();

export const NoteBody = z
  .object({
    text: nonEmptyText(NOTE_MAX_LENGTH),
    failed: z.boolean().default(false).meta({ description: "A failed note fails the run." }),
  })
  .strict()
  .meta({ id: "NoteBody", examples: [{ text: "retried the sign-up step once", failed: false }] });
export type NoteBody = z.output<typeof NoteBody>;

const count = z.int().min(0);

export const TestResultBody = z
  .object({
    name: nonEmptyText(200),
    status: z.enum(TEST_STATUSES),
    duration_ms: count.optional(),
    file: nonEmptyText(300).optional(),
    error: nonEmptyText(2000).optional(),
  })
  .strict()
  .meta({ id: "TestResultBody", description: "One test's result." });

export const TestTotals = z
  .object({ passed: count, failed: count, skipped: count.default(0) })
  .strict()
  .meta({ id: "TestTotals" });

export const TestTotalsBody = z
  .object({ totals: TestTotals })
  .strict()
  .meta({ id: "TestTotalsBody", description: "The totals of a test run, for runners that report only those." });

export const TestReportBody = z.union([TestResultBody, TestTotalsBody]);
export type TestReportBody = z.output<typeof TestReportBody>;

export const FinishBody = z
  .object({ failed: z.boolean().default(false).meta({ description: "True says the caller's tests failed." }) })
  .strict()
  .meta({ id: "FinishBody" });

export const NoteAdded = z
  .object({ run: uuid, added: z.literal("note"), failed: z.boolean() })
  .meta({ id: "NoteAdded" });
export type NoteAdded = z.output<typeof NoteAdded>;

export const TestAdded = z
  .union([
    z.object({ run: uuid, added: z.literal("test"), name: z.string(), status: z.enum(TEST_STATUSES) }),
    z.object({ run: uuid, added: z.literal("totals"), totals: TestTotals }),
  ])
  .meta({ id: "TestAdded" });
export type TestAdded = z.output<typeof TestAdded>;

/** Where a link goes, as a run records it: never its query, token-like path parts masked. */
const GoesTo = z.object({ site: z.string(), path: z.string() });

/**
 * The detail of each kind of run event (spec, Run event). address and checkout details are not
 * fixed by the spec; they are ours (docs/runs.md).
 */
export const EVENT_DETAILS = {
  address: z.object({ label: z.string().nullable() }),
  email: z.object({
    type: z.enum(MATCH_TYPES),
    subtype: z.enum([...CODE_SUBTYPES, ...LINK_SUBTYPES]),
    service: z.string().nullable(),
    service_domain: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "The sender's domain (what an agent's report shows instead of a sender-written name)." }),
    received_at: dateTime,
    after_seconds: z.number().min(0).meta({ description: "Seconds from `since` to the email's arrival." }),
    since_given: z
      .boolean()
      .optional()
      .meta({ description: "Whether the wait named `since`; without it, `since` was its default look-back." }),
    wait_seconds: z.number().min(0).optional().meta({
      description:
        "Seconds to the email's arrival from the start of the wait, or, for an email that was there before the wait began, from the address's creation. What reports show when `since` was not given.",
    }),
    code: z.string().optional().meta({ description: "The code, for a code." }),
    goes_to: GoesTo.optional().meta({ description: "For a link: its site and path, never its query." }),
  }),
  missing: z.object({
    waited_for: z.string().meta({ description: "What the wait asked for, such as `code (otp)`." }),
    service: z.string().nullable(),
    since: dateTime,
    timeout: z.int(),
    hint: z.string(),
  }),
  none: z.object({ arrived: z.boolean(), since: dateTime, until: dateTime, count: z.int().min(0) }),
  count: z.object({
    count: z.int().min(0),
    type: z.enum(MATCH_TYPES).nullable(),
    subtype: z.array(z.enum(COUNT_SUBTYPES)).nullable(),
    since: dateTime.nullable(),
  }),
  checks: z.object({
    email_id: uuid,
    passed: z.boolean(),
    failed: z.array(z.enum(CHECK_NAMES)),
    warnings: z.array(z.enum(CHECK_NAMES)),
    notes: z.array(z.string()),
  }),
  note: z.object({ text: z.string() }),
  checkout: z.object({ until: dateTime, minutes: z.int() }),
} as const satisfies Record<RunEventKind, z.ZodObject>;
export type EventDetail<K extends RunEventKind> = z.output<(typeof EVENT_DETAILS)[K]>;

/** What an event says, by kind: the part of an event a domain call reports. */
export type RunEventBody = { [K in RunEventKind]: { kind: K; detail: EventDetail<K> } }[RunEventKind];

const eventOf = <K extends RunEventKind>(kind: K) =>
  z.object({
    at: dateTime,
    kind: z.literal(kind),
    address: z.string().nullable(),
    test: z.string().nullable().meta({ description: "The Service-Test the call named." }),
    failed: z.boolean(),
    detail: EVENT_DETAILS[kind],
  });

export const RunEvent = z
  .discriminatedUnion("kind", [
    eventOf("address"),
    eventOf("email"),
    eventOf("missing"),
    eventOf("none"),
    eventOf("count"),
    eventOf("checks"),
    eventOf("note"),
    eventOf("checkout"),
  ])
  .meta({ id: "RunEvent", description: "Evidence one call left in the run." });
export type RunEvent = z.output<typeof RunEvent>;

export const TextPart = z
  .object({ type: z.enum(["text", "code"]), value: z.string() })
  .meta({ id: "TextPart", description: "Text to show as is (text) or as code (code); never markup." });
export type TextPart = z.output<typeof TextPart>;

export const Comparison = z
  .object({
    compared: z
      .int()
      .min(0)
      .meta({ description: "Earlier finished runs of the same name compared with (at most 10)." }),
    changes: z.array(z.object({ kind: z.enum(CHANGE_KINDS), text: z.array(TextPart) })),
  })
  .meta({ id: "Comparison" });
export type Comparison = z.output<typeof Comparison>;

export const Run = z
  .object({
    id: uuid,
    name: z.string(),
    source: z.enum(RUN_SOURCES),
    status: z.enum(RUN_STATUSES),
    meta: RunMeta,
    started_at: dateTime,
    finished_at: dateTime.nullable(),
    url: z.url().meta({
      description: "The run in the app (/app/runs/{id}?token=…): a read-only capability link that needs no key.",
    }),
    project: z.object({ id: uuid, name: z.string() }),
    totals: TestTotals.optional().meta({ description: "Totals reported through POST /tests." }),
    events: z.array(RunEvent).optional().meta({ description: "Oldest first; only when one run is read." }),
    comparison: Comparison.optional().meta({ description: "Only when one run is read as JSON." }),
    tests: z
      .array(
        z.object({
          at: dateTime,
          name: z.string(),
          status: z.enum(TEST_STATUSES),
          duration_ms: count.nullable(),
          file: z.string().nullable(),
          error: z.string().nullable(),
        }),
      )
      .optional()
      .meta({
        description: "Test results reported through POST /tests, in the order they came; only when one run is read.",
      }),
  })
  .meta({ id: "Run" });
export type Run = z.output<typeof Run>;
