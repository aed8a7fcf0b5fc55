import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { CHECK_NAMES } from "../service/wire/enums.js";
import type { ChecksExpectation } from "./build-checks-eval.js";
import { startBundledService } from "./bundled-service.js";

/**
 * Scores the checks of GET /v1/addresses/{address}/checks on test/checks-eval
 * (test/checks-eval/README.md): starts the service as `npm start` runs it (embedded store, DNS
 * off, the set's records file), sends every email over SMTP from 127.0.0.1, asks /checks what its
 * source asks, and compares each verdict with the one expected. The language check is asked
 * twice per email: with the email's own language (pass) and with another one (fail).
 *
 * Prints one line per wrong or undecided verdict, then per check the correct, wrong and
 * undecided counts. Exits 1 on any wrong verdict.
 *
 *   npm run eval:checks                       the whole set (what CI runs)
 *   npm run eval:checks -- --split holdout    only the quarter kept back from tuning (or: tuning)
 *   npm run eval:checks -- --match w3-        only the files whose name has it
 *   npm run eval:checks -- --verbose          every verdict, with its detail
 */

/** npm scripts run from the repository root. */
const SET = resolve("test", "checks-eval");
const HELO = "sender.checks-eval.example";
/** Asked as the wrong language: a close neighbour where there is one, so the check must really tell them apart. */
const WRONG_LANGUAGE: Record<string, string> = {
  en: "de",
  de: "nl",
  nl: "de",
  fr: "it",
  it: "es",
  es: "pt",
  pt: "es",
  pl: "ru",
  ru: "pl",
  tr: "de",
  ja: "zh",
  zh: "ja",
  ko: "ja",
};
/** The language targets apply to mail of this many words or more (issue 32). */
const LANGUAGE_MIN_WORDS = 15;
const CONCURRENCY = 8;

interface CheckResult {
  check: string;
  status: string;
  detail: string;
}

interface Tally {
  correct: number;
  wrong: number;
  undecided: number;
  /** Verdicts on short mail for language: reported, not held to the targets. */
  short: number;
}

/** A stable quarter of the set is kept back: tune on the rest, report on it apart (as eval:corpus does). */
const inHoldout = (file: string) => createHash("sha256").update(file).digest()[0]! % 4 === 0;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const split = argument("--split");
  const match = argument("--match");
  const verbose = process.argv.includes("--verbose");
  if (split !== undefined && split !== "holdout" && split !== "tuning")
    throw new Error("--split holdout or --split tuning");
  const entries = (JSON.parse(readFileSync(join(SET, "expected.json"), "utf8")) as ChecksExpectation[]).filter(
    (entry) =>
      (split === undefined || inHoldout(entry.file) === (split === "holdout")) &&
      (match === undefined || entry.file.includes(match)),
  );

  const key = `pbx_eval_${randomBytes(12).toString("hex")}`;
  const service = await startBundledService(key, {
    PROOFBOX_DNS: "off",
    PROOFBOX_DNS_RECORDS: join(SET, "dns-records.json"),
    PROOFBOX_ADDRESS_CREATIONS_PER_MINUTE: "100000",
  });
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: service.smtpPort,
    secure: false,
    ignoreTLS: true,
    name: HELO,
    pool: true,
    maxConnections: CONCURRENCY,
  });
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  const tallies = new Map<string, Tally>();
  const tally = (check: string) => {
    if (!tallies.has(check)) tallies.set(check, { correct: 0, wrong: 0, undecided: 0, short: 0 });
    return tallies.get(check)!;
  };
  const lines: string[] = [];
  const checksOf = async (address: string, ask: Record<string, string | string[]>) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(ask))
      for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
    const answer = await api("GET", `/v1/addresses/${encodeURIComponent(address)}/checks?${query.toString()}`);
    return answer.checks as CheckResult[];
  };

  const judge = async (entry: ChecksExpectation, index: number) => {
    const address = `checks-eval-${index}@proofbox.test`;
    await api("POST", "/v1/addresses", { name: `checks-eval-${index}` });
    await transport.sendMail({
      envelope: { from: entry.mail_from, to: [address] },
      raw: readFileSync(join(SET, entry.file)),
    });
    const results = await checksOf(address, entry.ask);
    for (const [check, expected] of Object.entries(entry.expect)) {
      // A check the answer leaves out is wrong, never skipped.
      const result = results.find((answer) => answer.check === check) ?? {
        check,
        status: "(missing)",
        detail: "not in the answer",
      };
      const right = result.status === expected;
      tally(result.check)[right ? "correct" : "wrong"]++;
      if (!right || verbose)
        lines.push(
          `${right ? "ok   " : "WRONG"} ${entry.file} ${result.check}: expected ${expected}, got ${result.status} (${result.detail})`,
        );
    }
    // Language, asked with the email's own language and with a neighbour's.
    const own = results.find((result) => result.check === "language")!;
    const wrongTag = WRONG_LANGUAGE[entry.language]!;
    const other = (await checksOf(address, { expect_language: wrongTag })).find(
      (result) => result.check === "language",
    )!;
    for (const [label, result, expected] of [
      ["language", own, "pass"],
      ["language, asked another", other, "fail"],
    ] as const) {
      const counts = tally(label);
      const status = result.status === expected ? "correct" : result.status === "warn" ? "undecided" : "wrong";
      const asked = label === "language" ? entry.ask.expect_language : wrongTag;
      if (entry.words < LANGUAGE_MIN_WORDS) {
        counts.short++;
        if (verbose)
          lines.push(
            `short ${entry.file} ${label} (${asked}): ${result.status} (${result.detail}; ${entry.words} words)`,
          );
        continue;
      }
      counts[status]++;
      if (status !== "correct" || verbose)
        lines.push(
          `${status === "correct" ? "ok   " : status === "wrong" ? "WRONG" : "undec"} ${entry.file} ${label} (${asked}): expected ${expected}, got ${result.status} (${result.detail}; ${entry.words} words)`,
        );
    }
  };

  try {
    let next = 0;
    const worker = async () => {
      while (next < entries.length) {
        const index = next++;
        await judge(entries[index]!, index);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    transport.close();
    service.stop();
  }

  for (const line of lines.sort()) process.stdout.write(`${line}\n`);
  const scope = split ? ` (${split})` : match ? ` (matching ${match})` : "";
  process.stdout.write(`\ntest/checks-eval${scope}: ${entries.length} emails\n`);
  process.stdout.write(
    `${"check".padEnd(26)}${"correct".padStart(8)}${"wrong".padStart(7)}${"undecided".padStart(10)}  share right\n`,
  );
  let wrong = 0;
  const order = [...tallies.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const check of order) {
    const counts = tallies.get(check)!;
    const scored = counts.correct + counts.wrong + counts.undecided;
    wrong += counts.wrong;
    const share = scored === 0 ? "-" : `${((100 * counts.correct) / scored).toFixed(1)}%`;
    const short = counts.short > 0 ? `  (+${counts.short} under ${LANGUAGE_MIN_WORDS} words, not scored)` : "";
    process.stdout.write(
      `${check.padEnd(26)}${String(counts.correct).padStart(8)}${String(counts.wrong).padStart(7)}${String(counts.undecided).padStart(10)}  ${share}${short}\n`,
    );
  }
  process.stdout.write(wrong === 0 ? "no wrong verdicts\n" : `${wrong} wrong verdict(s)\n`);
  if (wrong > 0) process.exitCode = 1;
}

const rank = (label: string) => (CHECK_NAMES as readonly string[]).indexOf(label.split(/[ ,]/)[0]!);

await main();
