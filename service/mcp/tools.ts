import { z } from "zod";
import { createAddress } from "../addresses/service.js";
import type { Call } from "../caller.js";
import { checkEmail } from "../checks/service.js";
import { getDelivery } from "../delivery/service.js";
import type { Deps } from "../deps.js";
import { formValues } from "../forms/service.js";
import type { ResolvedAddress } from "../inbox/address-lookup.js";
import { WAIT_TIMEOUT_MAX } from "../limits.js";
import { countEmails } from "../messages/service.js";
import { signIn } from "../passwords/service.js";
import { checkout, extendCheckout, returnCheckout } from "../pool/service.js";
import { addNote, finishRun, getRun, getRunMarkdown, startRun } from "../runs/service.js";
import { variantsOf } from "../variants/service.js";
import { expectNoEmail, waitForCode, waitForLink } from "../waits/service.js";

/** Waits look for accepted mail themselves, within their own timeout. */
const HOLDS = { settle: false };
import { CheckoutBody, ExtendBody, ReturnBody, SignInBody } from "../wire/accounts.js";
import { CreateAddressBody } from "../wire/addresses.js";
import { CHECK_STATUSES, Variants } from "../wire/checks.js";
import { Refusal } from "../wire/delivery.js";
import { CHECK_NAMES, CODE_SUBTYPES, MATCH_TYPES, RUN_STATUSES, VERIFICATION_SUBTYPES } from "../wire/enums.js";
import { COUNT_SUBTYPES } from "../wire/messages.js";
import { dateTime, uuid } from "../wire/fields.js";
import { FormValues, FormValuesBody } from "../wire/forms.js";
import { AgentAddress, AgentEmail, AgentMatch, agentAddress, agentEmail, agentMatch } from "./agent-view.js";
import type { McpSession } from "./session.js";

/**
 * The MCP tools: one per thing an agent testing sign-up and sign-in does, each calling the same
 * domain service as its HTTP endpoint, with inputs and outputs from the wire schemas and results
 * that carry codes and links only (agent-view.ts). Calls that leave evidence do so in the
 * session's run (start_run or use_run), under `test` when given.
 */

export interface ToolContext {
  deps: Deps;
  session: McpSession;
  /** A domain call for this tool call: the session's caller, its run's evidence, the client's signal. */
  call(test: string | undefined): Call;
  /** `settle: false` for a call that waits for accepted mail itself, within its timeout. */
  address(written: string, options?: { settle: boolean }): Promise<ResolvedAddress>;
  /** The session's run, or an error that says how to start one. */
  requireRun(): string;
}

export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  input: z.ZodObject;
  output: z.ZodObject;
  annotations: { readOnlyHint?: boolean; idempotentHint?: boolean; destructiveHint?: boolean; openWorldHint: false };
  run(context: ToolContext, args: Record<string, unknown>): Promise<Record<string, unknown>>;
}

const test = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .optional()
  .describe("The test this call belongs to, for the run's report.");
const address = z.string().min(3).max(320).describe("The test address, as create_address gave it.");
const timeout = z
  .int()
  .min(0)
  .max(WAIT_TIMEOUT_MAX)
  .default(WAIT_TIMEOUT_MAX)
  .describe(`Seconds to wait, up to ${WAIT_TIMEOUT_MAX}; the answer comes the moment the mail lands. 0 checks once.`);
const since = z.iso
  .datetime({ offset: true })
  .optional()
  .describe(
    "Only mail received at or after this time (ISO 8601). Pass the time just before the app sent the email. Default: 15 minutes ago.",
  );
const service = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .optional()
  .describe("Only mail from this sender: its domain (auth.acme.com matches acme.com) or its name.");
const unused = z.boolean().optional().describe("Skip codes and links an earlier wait already returned.");

/** The `since` argument (ISO 8601 text) as the domain queries take it. */
const sinceOf = (from: string | undefined) => (from ? { since: new Date(from) } : {});

/** A tool definition, typed by its input and output schemas. */
function tool<I extends z.ZodObject, O extends z.ZodObject>(spec: {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolSpec["annotations"];
  run(context: ToolContext, args: z.output<I>): Promise<z.output<O>>;
}): ToolSpec {
  return spec;
}

const readOnly = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;
const writes = { readOnlyHint: false, idempotentHint: false, destructiveHint: false, openWorldHint: false } as const;
const waits = { readOnlyHint: true, idempotentHint: false, openWorldHint: false } as const;

export const TOOLS: ToolSpec[] = [
  tool({
    name: "create_address",
    title: "Create a test address",
    description:
      "Create a disposable email address that really receives mail, for signing up or signing in. Optionally with a fictional persona (first name, last name, username), a generated password (returned once, saved on the address), an age category or date of birth, a country, and the site and environment it is used on. Give the address to the app under test, then call wait_for_code or wait_for_link.",
    input: z.object({ ...CreateAddressBody.shape, test }).strict(),
    output: AgentAddress.extend({ password: z.string().optional() }),
    annotations: writes,
    run: async (context, { test: testName, ...body }) =>
      agentAddress(await createAddress(context.deps, context.call(testName), body)),
  }),
  tool({
    name: "wait_for_code",
    title: "Wait for a verification code",
    description:
      "Wait up to 30 seconds for the newest one-time code (or coupon) sent to the address, and answer the moment it arrives. Returns only the code, its type and when it arrived, never the email's text. If nothing arrives the error says why (nothing sent, sent elsewhere, refused, or mail without a code). Call it right after the action that makes the app send the email.",
    input: z
      .object({ address, timeout, since, service, unused, type: z.enum(CODE_SUBTYPES).default("otp"), test })
      .strict(),
    output: AgentMatch,
    annotations: waits,
    run: async (context, { address: written, test: testName, since: from, ...query }) =>
      agentMatch(
        await waitForCode(context.deps, context.call(testName), await context.address(written, HOLDS), {
          ...query,
          ...sinceOf(from),
        }),
      ),
  }),
  tool({
    name: "wait_for_link",
    title: "Wait for a sign-in, verify, invite or reset link",
    description:
      "Wait up to 30 seconds for the newest link of the kinds asked for (verify, magic_signin, invite, reset; any includes other links) sent to the address. Returns only the link URL and its kind, never the email's text. The service never opens the link; give it to the browser of the app under test. app: true for links that open a mobile app, false for web links.",
    input: z
      .object({
        address,
        timeout,
        since,
        service,
        unused,
        type: z
          .array(z.enum([...VERIFICATION_SUBTYPES, "any"]))
          .min(1)
          .default([...VERIFICATION_SUBTYPES])
          .describe("Link kinds to accept. Default: verify, magic_signin, invite, reset."),
        app: z.boolean().optional(),
        test,
      })
      .strict(),
    output: AgentMatch,
    annotations: waits,
    run: async (context, { address: written, test: testName, since: from, ...query }) =>
      agentMatch(
        await waitForLink(context.deps, context.call(testName), await context.address(written, HOLDS), {
          ...query,
          ...sinceOf(from),
        }),
      ),
  }),
  tool({
    name: "count_emails",
    title: "Count emails",
    description:
      "Count the emails an address received (since a time, from a sender, carrying a code or a link), without waiting. Lists the first ones by arrival time, kind and sender domain only.",
    input: z
      .object({
        address,
        since,
        service,
        type: z.enum(MATCH_TYPES).optional(),
        subtype: z.array(z.enum(COUNT_SUBTYPES)).min(1).optional(),
        test,
      })
      .strict(),
    output: z.object({ address: z.string(), since: dateTime.nullable(), count: z.int(), emails: z.array(AgentEmail) }),
    annotations: readOnly,
    run: async (context, { address: written, test: testName, since: from, ...query }) => {
      const result = await countEmails(context.deps, context.call(testName), await context.address(written), {
        ...query,
        ...sinceOf(from),
      });
      return { ...result, emails: result.emails.map(agentEmail) };
    },
  }),
  tool({
    name: "expect_no_email",
    title: "Expect no email",
    description:
      "Watch the address for up to 30 seconds and succeed only if no matching email arrives (for example after a rate-limited resend, or when a flow must not send mail). Fails the moment one arrives, saying when and of which kind.",
    input: z.object({ address, timeout, since, service, type: z.enum(MATCH_TYPES).optional(), test }).strict(),
    output: z.object({ arrived: z.literal(false), until: dateTime }),
    annotations: waits,
    run: async (context, { address: written, test: testName, since: from, ...query }) =>
      expectNoEmail(context.deps, context.call(testName), await context.address(written, HOLDS), {
        ...query,
        ...sinceOf(from),
      }),
  }),
  tool({
    name: "diagnose_delivery",
    title: "Diagnose delivery",
    description:
      "Say whether mail reaches the address and, when it does not, the likeliest reason: expired, refused (too large, over a limit) or nothing sent yet, with what to check in the app.",
    input: z.object({ address }).strict(),
    output: z.object({
      address: z.string(),
      receiving: z.boolean(),
      emails: z.int(),
      last_email_at: dateTime.nullable(),
      expires_at: dateTime,
      refused: z.array(Refusal),
      hint: z.string(),
    }),
    annotations: readOnly,
    run: async (context, { address: written }) => {
      const delivery = await getDelivery(context.deps, context.session.caller, await context.address(written));
      return {
        address: delivery.address,
        receiving: delivery.receiving,
        emails: delivery.emails,
        last_email_at: delivery.last_email_at,
        expires_at: delivery.expires_at,
        refused: delivery.refused,
        hint: delivery.hint,
      };
    },
  }),
  tool({
    name: "run_checks",
    title: "Check an email",
    description:
      "Run the checks on the newest matching email (or email_id): SPF, DKIM, DMARC, local or plain-http links, the expected link host, expiry, a plain-text part, size, images, layout, expected phrases and language. Returns a verdict per check (pass, warn, fail, skip) with a one-line reason, never the email's content.",
    input: z
      .object({
        address,
        email_id: uuid.optional(),
        since,
        service,
        type: z.enum(MATCH_TYPES).optional(),
        expect_host: z.string().trim().min(1).max(253).optional(),
        expect_text: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
        expect_language: z.string().trim().min(2).max(20).optional(),
        test,
      })
      .strict(),
    output: z.object({
      address: z.string(),
      email: AgentEmail.extend({ id: uuid }),
      passed: z.boolean(),
      checks: z.array(z.object({ check: z.enum(CHECK_NAMES), status: z.enum(CHECK_STATUSES), detail: z.string() })),
    }),
    annotations: readOnly,
    run: async (context, { address: written, test: testName, since: from, ...query }) => {
      const result = await checkEmail(context.deps, context.call(testName), await context.address(written), {
        ...query,
        ...sinceOf(from),
      });
      return {
        address: result.address,
        email: { id: result.email.id, ...agentEmail(result.email) },
        passed: result.passed,
        checks: result.checks,
      };
    },
  }),
  tool({
    name: "form_values",
    title: "Values for a sign-up form",
    description:
      "Describe the fields of a sign-up form (type, name, label, placeholder, autocomplete, pattern, min_length, max_length, options) and get what to type or pick in each: a new test address with a fictional persona, a date of birth and a password that fits the field's rules (saved on the address). Give address to fill the form for an existing one. Fields that are not sign-up details (terms, phone, captcha) get null and a note.",
    input: z.object({ ...FormValuesBody.shape, test }).strict(),
    output: z.object(FormValues.shape),
    annotations: writes,
    // Parsed again for the refinements the spread shape leaves behind (min_length <= max_length...).
    run: async (context, { test: testName, ...body }) =>
      formValues(context.deps, context.call(testName), FormValuesBody.parse(body)),
  }),
  tool({
    name: "list_variants",
    title: "Unusual forms of an address",
    description:
      "List unusual but valid forms of the address (plus tags, capitals, quoted parts), the forms this service's SMTP refuses, and invalid ones, to test that the app accepts what it should.",
    input: z.object({ address }).strict(),
    output: z.object(Variants.shape),
    annotations: readOnly,
    run: async (context, { address: written }) => variantsOf((await context.address(written)).record.address),
  }),
  tool({
    name: "sign_in",
    title: "Sign in with a saved test account",
    description:
      "Get a saved test account and its password in one call, for a login test: one used on this site first, then the one with the newest mail; accounts checked out of the pool are skipped. Needs a key that may read saved passwords; every reveal is audited.",
    input: z.object(SignInBody.shape).strict(),
    output: AgentAddress.extend({ password: z.string(), used_on_site: z.boolean() }),
    annotations: writes,
    run: async (context, body) => agentAddress(await signIn(context.deps, context.session.caller, body)),
  }),
  tool({
    name: "checkout_account",
    title: "Check an account out of the pool",
    description:
      "Hold a test account from the project's pool exclusively for 1 to 60 minutes (default 10), least recently used first, by tags, country, age, password, site or environment. Keep the returned checkout.token: extend_checkout and return_account need it. Fails with all_checked_out (and when the first comes free) when every match is held.",
    input: z.object({ ...CheckoutBody.shape, test }).strict(),
    output: AgentAddress.extend({ checkout: z.object({ token: uuid, until: dateTime }) }),
    annotations: writes,
    run: async (context, { test: testName, ...body }) =>
      agentAddress(await checkout(context.deps, context.call(testName), CheckoutBody.parse(body))),
  }),
  tool({
    name: "extend_checkout",
    title: "Extend a hold",
    description: "Move the end of a hold to `minutes` from now (1 to 60), with the token checkout_account gave.",
    input: z.object({ address, ...ExtendBody.shape }).strict(),
    output: AgentAddress.extend({ checkout: z.object({ token: uuid, until: dateTime }) }),
    annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
    run: async (context, { address: written, ...body }) =>
      agentAddress(await extendCheckout(context.deps, context.session.caller, await context.address(written), body)),
  }),
  tool({
    name: "return_account",
    title: "Return an account to the pool",
    description:
      "Give a held account back, with the token checkout_account gave; add_tags and remove_tags change its tags (for example quarantine after a failed test).",
    input: z.object({ address, ...ReturnBody.shape }).strict(),
    output: AgentAddress,
    annotations: writes,
    run: async (context, { address: written, ...body }) =>
      agentAddress(await returnCheckout(context.deps, context.session.caller, await context.address(written), body)),
  }),
  tool({
    name: "start_run",
    title: "Start a run",
    description:
      "Start a run for this session: every later call of the session (address, waits, counts, checks, checkouts) leaves evidence in it, and finish_run turns it into a Markdown report. Runs started here have source agent and carry this client's name.",
    input: z.object({ name: z.string().trim().min(1).max(120).default("Agent session") }).strict(),
    output: z.object({ id: uuid, name: z.string(), status: z.enum(RUN_STATUSES), url: z.string() }),
    annotations: writes,
    run: async (context, { name }) => {
      const agent = context.session.agent();
      const run = await startRun(context.deps, context.session.caller, {
        name,
        source: "agent",
        meta: agent ? { agent } : {},
      });
      context.session.run = run.id;
      return { id: run.id, name: run.name, status: run.status, url: run.url };
    },
  }),
  tool({
    name: "use_run",
    title: "Record into an existing run",
    description:
      "Record this session's evidence in a run that already exists (one a CI job started, say), instead of starting one.",
    input: z.object({ run: uuid }).strict(),
    output: z.object({ id: uuid, name: z.string(), status: z.enum(RUN_STATUSES) }),
    annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
    run: async (context, { run: id }) => {
      const run = await getRun(context.deps, context.session.caller, id);
      context.session.run = run.id;
      return { id: run.id, name: run.name, status: run.status };
    },
  }),
  tool({
    name: "add_note",
    title: "Add a note to the run",
    description: "Write a line into the session's run; failed: true fails the run (for a step the agent saw go wrong).",
    input: z.object({ text: z.string().trim().min(1).max(2000), failed: z.boolean().default(false) }).strict(),
    output: z.object({ run: uuid, added: z.literal("note"), failed: z.boolean() }),
    annotations: writes,
    run: async (context, { text, failed }) =>
      addNote(context.deps, context.session.caller, context.requireRun(), { text, failed }),
  }),
  tool({
    name: "finish_run",
    title: "Finish the run and get its report",
    description:
      "Finish the session's run (failed when an email went missing, arrived where none should, a check failed or a note failed it) and return its Markdown report. Senders appear by domain only.",
    input: z
      .object({ failed: z.boolean().default(false).describe("Fail the run whatever its evidence says.") })
      .strict(),
    output: z.object({ id: uuid, status: z.enum(RUN_STATUSES), url: z.string(), report: z.string() }),
    annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
    run: async (context, { failed }) => {
      const id = context.requireRun();
      const run = await finishRun(context.deps, context.session.caller, id, { failed });
      const report = await getRunMarkdown(context.deps, context.session.caller, id, "domains");
      return { id: run.id, status: run.status, url: run.url, report };
    },
  }),
];
