import { readFileSync } from "node:fs";
import { type Command, InvalidArgumentError, Option } from "commander";
import { type Proofbox } from "../../src/client/index.js";
import { registerKeys } from "./keys.js";
import { CliFailure, EXIT, type Output, progress } from "./output.js";

/**
 * The everyday calls against a running service, each a thin layer over the typed client:
 * address, code, link, none, count, checks, delivery, variants, runs, and the accounts
 * (password, sign-in, checkout, extend, return, form-values).
 */

export interface CallContext {
  client(): Proofbox;
  output(): Output;
}

const seconds = (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new InvalidArgumentError("must be a whole number of seconds");
  return number;
};
const whole = (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number)) throw new InvalidArgumentError("must be a whole number");
  return number;
};
const list = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Runs a wait with the terminal's progress line. */
async function waiting<T>(label: string, wait: Promise<T>): Promise<T> {
  const line = progress(label);
  try {
    return await wait;
  } finally {
    line.stop();
  }
}

export function registerCalls(program: Command, context: CallContext): void {
  const address = program.command("address").description("test addresses");
  address
    .command("create")
    .description("create a test address and print it (with --password, its password on the next line)")
    .option("--name <name>", "the part before the @ (random when left out)")
    .option("--label <label>", "what the address is for")
    .option("--persona", "a fictional first name, last name and username")
    .option("--password", "generate a strong password, save it and print it once")
    .option("--age <category>", "adult, over21, under18, under15, under13, any...")
    .option("--country <code>", "persona country, such as DE")
    .option("--site <site>", "the site the address is used on")
    .option("--environment <name>", "such as staging")
    .option("--domain <domain>", "one of the project's mail domains")
    .option("--lifetime-days <days>", "days until it expires", whole)
    .option("--test <name>", "test name for the run's evidence")
    .addHelpText("after", "\nExample:\n  ADDRESS=$(proofbox address create --persona)")
    .action(async (options: Record<string, unknown>) => {
      const { test, lifetimeDays, ...rest } = options;
      const created = await context
        .client()
        .createAddress(
          defined({ ...rest, lifetime_days: lifetimeDays }) as Parameters<Proofbox["createAddress"]>[0],
          defined({ test: test as string | undefined }),
        );
      const lines = [created.address];
      if (created.password) lines.push(created.password);
      context.output().result(created, lines);
    });

  const waitOptions = (command: Command) =>
    command
      .option("--timeout <seconds>", "how long to wait (longer than 30 s is several waits)", seconds, 30)
      .option("--since <time>", "only mail received at or after this ISO 8601 time (default: 15 minutes ago)")
      .option("--service <sender>", "only mail from this sender (domain or name)")
      .option("--unused", "skip codes and links an earlier wait returned")
      .option("--test <name>", "test name for the run's evidence");

  waitOptions(
    program
      .command("code <address>")
      .description("wait for the newest verification code and print it; exit 1 when none arrives")
      .addOption(new Option("--type <type>", "otp or coupon").choices(["otp", "coupon"]).default("otp")),
  )
    .addHelpText("after", "\nExample:\n  CODE=$(proofbox code alice@proofbox.test --timeout 60)")
    .action(async (target: string, options: Record<string, unknown>) => {
      const match = await waiting(
        `waiting for a code at ${target}`,
        context.client().code(target, defined(waitArgs(options)) as Parameters<Proofbox["code"]>[1]),
      );
      context.output().result(match, match.value);
    });

  waitOptions(
    program
      .command("link <address>")
      .description("wait for the newest sign-in, verify, invite or reset link and print it; exit 1 when none arrives")
      .option("--type <kinds>", "comma-separated: verify, magic_signin, invite, reset, any", list)
      .option("--app", "only links that open a mobile app")
      .option("--web", "only web links"),
  )
    .addHelpText("after", "\nExample:\n  proofbox link alice@proofbox.test --type reset")
    .action(async (target: string, options: Record<string, unknown>) => {
      const app = options.app ? true : options.web ? false : undefined;
      const match = await waiting(
        `waiting for a link at ${target}`,
        context
          .client()
          .link(target, defined({ ...waitArgs(options), type: options.type, app }) as Parameters<Proofbox["link"]>[1]),
      );
      context.output().result(match, match.value);
    });

  program
    .command("none <address>")
    .description("watch the address and exit 0 if no matching email arrives, 1 the moment one does")
    .option("--timeout <seconds>", "how long to watch, up to 30", seconds, 10)
    .option("--since <time>", "watch from this time (default: now)")
    .option("--service <sender>", "only mail from this sender")
    .addOption(new Option("--type <type>", "code or link").choices(["code", "link"]))
    .option("--test <name>", "test name for the run's evidence")
    .addHelpText("after", "\nExample:\n  proofbox none alice@proofbox.test --timeout 5 --type code")
    .action(async (target: string, options: Record<string, unknown>) => {
      const result = await waiting(
        `watching ${target}`,
        context.client().none(
          target,
          defined({
            timeout: options.timeout,
            since: options.since,
            service: options.service,
            type: options.type,
            test: options.test,
          }) as Parameters<Proofbox["none"]>[1],
        ),
      );
      context.output().result(result, `no email arrived until ${result.until}`);
    });

  program
    .command("count <address>")
    .description("count the emails the address received, without waiting")
    .option("--since <time>", "only mail received at or after this time")
    .option("--service <sender>", "only mail from this sender")
    .addOption(new Option("--type <type>", "code or link").choices(["code", "link"]))
    .option("--test <name>", "test name for the run's evidence")
    .addHelpText("after", "\nExample:\n  proofbox count alice@proofbox.test --type link")
    .action(async (target: string, options: Record<string, unknown>) => {
      const result = await context.client().count(target, defined(options));
      context.output().result(result, String(result.count));
    });

  program
    .command("checks <address>")
    .description("run the checks on the newest email (SPF, DKIM, DMARC, links, layout...); exit 1 when one fails")
    .option("--email-id <id>", "the email to check")
    .option("--expect-host <host>", "the site the main link should go to")
    .option("--expect-text <phrase>", "a phrase the email must hold (repeatable)", (v, all: string[] = []) => [
      ...all,
      v,
    ])
    .option("--expect-language <code>", "such as en or de")
    .option("--test <name>", "test name for the run's evidence")
    .addHelpText("after", "\nExample:\n  proofbox checks alice@proofbox.test --expect-language en")
    .action(async (target: string, options: Record<string, unknown>) => {
      const result = await context.client().checks(
        target,
        defined({
          email_id: options.emailId,
          expect_host: options.expectHost,
          expect_text: options.expectText,
          expect_language: options.expectLanguage,
        }) as Parameters<Proofbox["checks"]>[1],
        defined({ test: options.test as string | undefined }),
      );
      const lines = result.checks.map(
        (check) => `${check.status.padEnd(4)}  ${check.check.padEnd(14)} ${check.detail}`,
      );
      context.output().result(result, [...lines, result.passed ? "passed" : "failed"]);
      if (!result.passed) process.exitCode = EXIT.failed;
    });

  program
    .command("delivery <address>")
    .description("whether mail reaches the address, and why not")
    .addHelpText("after", "\nExample:\n  proofbox delivery alice@proofbox.test")
    .action(async (target: string) => {
      const result = await context.client().delivery(target);
      context
        .output()
        .result(result, [
          `receiving: ${result.receiving ? "yes" : "no"}, ${result.emails} email${result.emails === 1 ? "" : "s"}, expires ${result.expires_at}`,
          result.hint,
        ]);
    });

  program
    .command("variants <address>")
    .description("unusual forms of the address, and whether mail to them arrives")
    .action(async (target: string) => {
      const result = await context.client().variants(target);
      const lines = [
        ...result.delivered.map((v) => `delivered      ${v.address}`),
        ...result.undeliverable.map((v) => `undeliverable  ${v.address}`),
        ...result.invalid.map((v) => `invalid        ${v.address}`),
      ];
      context.output().result(result, lines);
    });

  registerRuns(program, context);
  registerAccounts(program, context);
  registerKeys(program, context);
}

function waitArgs(options: Record<string, unknown>) {
  return {
    timeout: options.timeout,
    since: options.since,
    service: options.service,
    unused: options.unused,
    test: options.test,
    ...(options.type && typeof options.type === "string" ? { type: options.type } : {}),
  };
}

function registerRuns(program: Command, context: CallContext): void {
  const runs = program.command("runs").description("runs: evidence of a CI job or session, and its report");
  runs
    .command("start")
    .description("start a run and print its id (send it as PROOFBOX_RUN or --run)")
    .option("--name <name>", "reports compare runs of the same name", "Run")
    .addOption(new Option("--source <source>", "ci, agent or api").choices(["ci", "agent", "api"]))
    .addHelpText("after", "\nExample:\n  export PROOFBOX_RUN=$(proofbox runs start --name e2e --source ci)")
    .action(async (options: { name: string; source?: "ci" | "agent" | "api" }) => {
      const run = await context.client().startRun(defined({ name: options.name, source: options.source }));
      context.output().result(run, run.id);
    });
  runs
    .command("note <run> <text>")
    .description("add a note to the run")
    .option("--failed", "the note fails the run")
    .action(async (run: string, text: string, options: { failed?: boolean }) => {
      const added = await context.client().note(run, text, options.failed === true);
      context.output().result(added, "noted");
    });
  runs
    .command("finish <run>")
    .description("finish the run and print its Markdown report; exit 1 when it failed")
    .option("--failed", "finish it as failed whatever its evidence says")
    .action(async (run: string, options: { failed?: boolean }) => {
      const client = context.client();
      const finished = await client.finishRun(run, options.failed === true);
      const report = await client.runMarkdown(run);
      context.output().result({ ...finished, report }, report);
      if (finished.status === "failed") process.exitCode = EXIT.failed;
    });
  runs
    .command("show <run>")
    .description("print the run's Markdown report (--json: the run with its events)")
    .action(async (run: string) => {
      const client = context.client();
      const output = context.output();
      if (output.json) output.result(await client.getRun(run), "");
      else output.result(null, await client.runMarkdown(run));
    });
}

function registerAccounts(program: Command, context: CallContext): void {
  const password = program.command("password").description("saved test passwords");
  password
    .command("save <address>")
    .description("save a password (generated when --value is left out, and printed once)")
    .option("--value <password>", "the password to save")
    .option("--label <label>", "which secret, such as pin", "password")
    .action(async (target: string, options: { value?: string; label: string }) => {
      const saved = await context
        .client()
        .savePassword(target, defined({ password: options.value, label: options.label }));
      context.output().result(saved, saved.password ?? "saved");
    });
  password
    .command("show <address>")
    .description("reveal a saved password (needs a key that may read saved passwords; audited)")
    .option("--label <label>", "which secret", "password")
    .action(async (target: string, options: { label: string }) => {
      const secret = await context.client().password(target, options.label);
      context.output().result(secret, secret.secret);
    });

  program
    .command("sign-in")
    .description("a saved test account and its password: address on the first line, password on the second")
    .option("--site <site>", "accounts used on this site come first")
    .option("--environment <name>", "only accounts of this environment")
    .option("--tags <tags>", "comma-separated tags the account must all have", list)
    .action(async (options: { site?: string; environment?: string; tags?: string[] }) => {
      const account = await context.client().signIn(defined(options));
      context.output().result(account, [account.address, account.password]);
    });

  program
    .command("checkout")
    .description("hold an account from the pool: address on the first line, token on the second")
    .option("--tags <tags>", "comma-separated tags the account must all have", list)
    .option("--country <code>", "persona country")
    .option("--min-age <years>", "youngest age", whole)
    .option("--max-age <years>", "oldest age", whole)
    .option("--has-password", "only accounts with a saved password")
    .option("--search <text>", "part of the address, label, notes or name")
    .option("--site <site>", "only accounts used on this site")
    .option("--environment <name>", "only accounts of this environment")
    .option("--minutes <minutes>", "how long to hold it, 1 to 60", whole)
    .option("--test <name>", "test name for the run's evidence")
    .addHelpText(
      "after",
      "\nExample:\n  read -r ACCOUNT TOKEN <<< $(proofbox checkout --tags pool --minutes 20 | paste -sd' ')\n  ...\n  proofbox return $ACCOUNT --token $TOKEN",
    )
    .action(async (options: Record<string, unknown>) => {
      const { test, minAge, maxAge, hasPassword, ...rest } = options;
      const held = await context
        .client()
        .checkout(
          defined({ ...rest, min_age: minAge, max_age: maxAge, has_password: hasPassword }) as Parameters<
            Proofbox["checkout"]
          >[0],
          defined({ test: test as string | undefined }),
        );
      context.output().result(held, [held.address, held.checkout.token, held.checkout.until]);
    });
  program
    .command("extend <address>")
    .description("move the hold's end to --minutes from now")
    .requiredOption("--token <token>", "the token checkout printed")
    .option("--minutes <minutes>", "1 to 60", whole)
    .action(async (target: string, options: { token: string; minutes?: number }) => {
      const held = await context.client().extend(target, options.token, options.minutes);
      context.output().result(held, held.checkout.until);
    });
  program
    .command("return <address>")
    .description("give a held account back")
    .requiredOption("--token <token>", "the token checkout printed")
    .option("--add-tags <tags>", "comma-separated tags to add", list)
    .option("--remove-tags <tags>", "comma-separated tags to remove", list)
    .action(async (target: string, options: { token: string; addTags?: string[]; removeTags?: string[] }) => {
      const returned = await context
        .client()
        .returnAccount(target, options.token, defined({ add: options.addTags, remove: options.removeTags }));
      context.output().result(returned, `returned ${returned.address}`);
    });

  program
    .command("form-values <file>")
    .description(
      "what to type in each field of a sign-up form described in a JSON file ({ fields: [...] }; - for stdin)",
    )
    .option("--address <address>", "fill the form for this existing address")
    .option("--test <name>", "test name for the run's evidence")
    .addHelpText(
      "after",
      '\nExample:\n  echo \'{"fields":[{"type":"email"},{"type":"password"}]}\' | proofbox form-values -',
    )
    .action(async (file: string, options: { address?: string; test?: string }) => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(readFileSync(file === "-" ? 0 : file, "utf8")) as Record<string, unknown>;
      } catch (error) {
        throw new CliFailure(
          `cannot read the form from ${file}: ${error instanceof Error ? error.message : String(error)}`,
          EXIT.usage,
        );
      }
      const values = await context
        .client()
        .formValues(
          { ...body, ...defined({ address: options.address }) } as Parameters<Proofbox["formValues"]>[0],
          defined({ test: options.test }),
        );
      const lines = values.values.map(
        (value) => `${value.id}\t${value.kind}\t${value.value ?? `(${value.note ?? "none"})`}`,
      );
      context.output().result(values, [values.address, ...lines]);
    });
}
