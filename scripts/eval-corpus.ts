import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  explainEmail,
  type ExtractInput,
  extractEmail,
  type Extraction,
  type FoundCode,
  type FoundLink,
  VERIFICATION_SUBTYPES,
} from "../service/mail/extract/index.js";
import { parseEmail } from "../service/mail/parse.js";

/**
 * Scores the extraction engine on evaluation sets: folders of .eml files with an expected.json
 * (the format of test/fixtures/open-source-corpus/README.md; test/eval-set/README.md adds `language`, `kind`,
 * `app_link`). Prints one line per email that is not right, then per set and per language the
 * precision and recall of codes and links, decoy hits and expiry. Exits 1 on any wrong code or
 * link (a value or kind the email does not have, or anything found in a decoy): answering
 * nothing is the engine's safe answer, a wrong one is not.
 *
 *   npm run eval:corpus -- test/eval-set test/fixtures/open-source-corpus   (what CI runs)
 *   npm run eval:corpus -- test/eval-set --split holdout    (only the quarter kept back from tuning)
 *   npm run eval:corpus -- test/eval-set --explain emails/en-parcelwise-code-after.eml
 *   npm run eval:corpus -- test/eval-set --verbose          (a line for every email)
 *   npm run eval:corpus -- test/eval-set --match b2-        (only the files whose name has it)
 */

interface Expected {
  file: string;
  language?: string;
  kind?: string;
  code: { values: string[]; subtype: string } | null;
  link: { values: string[]; subtype: string } | null;
  app_link?: { values: string[] } | null;
  service: string[] | null;
  service_domain: string[] | null;
  expires_in_seconds: number | null;
}

type Verdict = "ok" | "wrong" | "missed" | "none";

interface Tally {
  emails: number;
  found: number;
  right: number;
  expected: number;
  wrong: number;
  decoys: number;
  decoyHits: number;
  expiryStated: number;
  expiryRight: number;
  expiryInvented: number;
  service: number;
  serviceJudged: number;
}

const emptyTally = (): Tally => ({
  emails: 0,
  found: 0,
  right: 0,
  expected: 0,
  wrong: 0,
  decoys: 0,
  decoyHits: 0,
  expiryStated: 0,
  expiryRight: 0,
  expiryInvented: 0,
  service: 0,
  serviceJudged: 0,
});

/** Codes and links are compared as a person types them: full-width digits are digits. */
const typed = (value: string) => value.normalize("NFKC");

/** One expectation against what the engine answered; "none" when neither expected nor found. */
function judge(
  expected: { values: string[]; subtype: string } | null,
  found: { value: string; subtype: string } | null,
): Verdict {
  if (!expected) return found ? "wrong" : "none";
  if (!found) return "missed";
  return expected.values.map(typed).includes(typed(found.value)) && expected.subtype === found.subtype ? "ok" : "wrong";
}

const firstCode = (codes: FoundCode[], subtype: string) => {
  const code = codes.find((candidate) => candidate.subtype === subtype);
  return code ? { value: code.value, subtype } : null;
};

const isVerification = (subtype: string) => (VERIFICATION_SUBTYPES as readonly string[]).includes(subtype);

/** What a default link wait answers: the first link of the four kinds (web before app). */
const firstLink = (links: FoundLink[], app?: boolean) => {
  const link = links.find(
    (candidate) => isVerification(candidate.subtype) && (app === undefined || candidate.app === app),
  );
  return link ? { value: link.url, subtype: link.subtype } : null;
};

interface Judged {
  /** `wanted`: whether the email has a value of this kind. */
  verdicts: { what: string; verdict: Verdict; got: string; wanted: boolean }[];
  expiryOk: boolean;
  seconds: number | null;
  serviceOk: boolean | null;
}

function judgeEmail(expected: Expected, result: Extraction, dateMs: number | null): Judged {
  const verdicts: Judged["verdicts"] = [];
  const show = (found: { value: string; subtype: string } | null) =>
    found ? `${found.subtype} ${found.value.slice(0, 80)}` : "none";
  for (const subtype of ["otp", "coupon"]) {
    const wanted = expected.code?.subtype === subtype ? expected.code : null;
    const found = firstCode(result.codes, subtype);
    verdicts.push({ what: subtype, verdict: judge(wanted, found), got: show(found), wanted: wanted !== null });
  }
  if (expected.link && !isVerification(expected.link.subtype)) {
    // The shared corpus names an email's main `other` link: any link of the four kinds is wrong
    // there, and a found `other` link must be that one.
    const verification = firstLink(result.links);
    const other = result.links[0] ? { value: result.links[0].url, subtype: result.links[0].subtype } : null;
    verdicts.push({
      what: "link",
      verdict: verification ? "wrong" : judge(expected.link, other),
      got: show(verification ?? other),
      wanted: true,
    });
  } else {
    const found = firstLink(result.links);
    verdicts.push({
      what: "link",
      verdict: judge(expected.link, found),
      got: show(found),
      wanted: expected.link !== null,
    });
  }
  if (expected.app_link) {
    const found = firstLink(result.links, true);
    const subtype = found?.subtype ?? expected.link?.subtype ?? "verify";
    verdicts.push({
      what: "app link",
      verdict: judge({ values: expected.app_link.values, subtype }, found),
      got: show(found),
      wanted: true,
    });
  }
  const seconds = result.expiresAt && dateMs !== null ? Math.round((result.expiresAt.getTime() - dateMs) / 1000) : null;
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  const serviceOk = expected.service ? lower(expected.service).includes(result.service?.toLowerCase() ?? "") : null;
  return { verdicts, expiryOk: seconds === expected.expires_in_seconds, seconds, serviceOk };
}

function add(tally: Tally, expected: Expected, judged: Judged): void {
  tally.emails++;
  for (const { verdict, wanted } of judged.verdicts) {
    if (wanted) tally.expected++;
    if (verdict === "ok") tally.right++;
    if (verdict === "ok" || verdict === "wrong") tally.found++;
    if (verdict === "wrong") tally.wrong++;
  }
  // In a shared-corpus entry the kind is not given: an email with neither code nor link is a decoy.
  const decoy = expected.kind ? expected.kind === "decoy" : !expected.code && !expected.link;
  if (decoy) {
    tally.decoys++;
    if (judged.verdicts.some(({ verdict }) => verdict === "wrong")) tally.decoyHits++;
  }
  if (expected.expires_in_seconds !== null) {
    tally.expiryStated++;
    if (judged.expiryOk) tally.expiryRight++;
  } else if (judged.seconds !== null) tally.expiryInvented++;
  if (judged.serviceOk !== null) {
    tally.serviceJudged++;
    if (judged.serviceOk) tally.service++;
  }
}

const ratio = (part: number, whole: number) => (whole === 0 ? "  -  " : (part / whole).toFixed(3));

function summary(name: string, tally: Tally): string {
  return [
    name.padEnd(16),
    `${String(tally.emails).padStart(4)} emails`,
    `precision ${ratio(tally.right, tally.found)}`,
    `recall ${ratio(tally.right, tally.expected)}`,
    `wrong ${tally.wrong}`,
    `decoy hits ${tally.decoyHits}/${tally.decoys}`,
    `expiry ${ratio(tally.expiryRight, tally.expiryStated)} (${tally.expiryRight}/${tally.expiryStated}, invented ${tally.expiryInvented})`,
    `service ${tally.service}/${tally.serviceJudged}`,
  ].join("  ");
}

/** A stable quarter of the set is kept back: tune on the rest, report on it apart. */
const inHoldout = (file: string) => createHash("sha256").update(file).digest()[0]! % 4 === 0;

async function inputOf(path: string): Promise<{ input: ExtractInput; dateMs: number | null }> {
  const parsed = await parseEmail(readFileSync(path));
  const dateHeader = parsed.headers.date ?? null;
  const date = dateHeader ? new Date(dateHeader) : null;
  const dateMs = date && !Number.isNaN(date.getTime()) ? date.getTime() : null;
  // As if delivered the moment it was written: lifetimes count from the Date header.
  const receivedAt = new Date(dateMs ?? Date.now());
  return {
    input: {
      ...parsed,
      text: parsed.textPart ? parsed.text : null,
      dkimSigner: parsed.headers["dkim-signer"] ?? null,
      dateHeader,
      receivedAt,
    },
    dateMs,
  };
}

async function explain(dir: string, file: string): Promise<void> {
  const { input } = await inputOf(join(dir, file));
  const explanation = explainEmail(input);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`${file}\n  subject: ${JSON.stringify(explanation.context.subject)}`);
  out(
    `  genre: ${explanation.context.decoyGenre ?? "-"}; subject names a code: ${explanation.context.subjectNamesCode}`,
  );
  out("  code candidates (score, subtype, features):");
  for (const candidate of explanation.codes)
    out(
      `    ${candidate.score.toFixed(1).padStart(5)}  ${candidate.value.padEnd(12)} ${candidate.subtype.padEnd(6)} ${candidate.features.join(", ")}`,
    );
  out("  links (score, subtype, features or why left out):");
  for (const link of explanation.links)
    out(
      `    ${link.score.toFixed(1).padStart(5)}  ${link.subtype.padEnd(12)} ${link.url.slice(0, 70)}\n           ${link.dropped ? `left out: ${link.dropped}` : link.features.join(", ") || (link.secret ? "(a secret, no kind words)" : "(no secret)")}`,
    );
  out(
    `  expiry: ${explanation.expiry ? `${explanation.expiry.at.toISOString()} (${explanation.expiry.form})` : "none"}`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args.splice(index, 2)[1];
  };
  const flag = (name: string) => {
    const index = args.indexOf(name);
    if (index !== -1) args.splice(index, 1);
    return index !== -1;
  };
  const split = option("--split");
  const explainFile = option("--explain");
  const match = option("--match");
  const verbose = flag("--verbose");
  const dirs = (args.length > 0 ? args : ["test/eval-set", "test/fixtures/open-source-corpus"]).map((dir) =>
    resolve(dir),
  );
  if (explainFile) return explain(dirs[0]!, explainFile);

  let failed = false;
  for (const dir of dirs) {
    if (!existsSync(join(dir, "expected.json"))) throw new Error(`${dir}: no expected.json`);
    const expectations = (JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Expected[]).filter(
      (entry) =>
        (split === undefined || inHoldout(entry.file) === (split === "holdout")) &&
        (match === undefined || entry.file.includes(match)),
    );
    const overall = emptyTally();
    const byLanguage = new Map<string, Tally>();
    const started = process.hrtime.bigint();
    for (const expected of expectations) {
      const { input, dateMs } = await inputOf(join(dir, expected.file));
      const judged = judgeEmail(expected, extractEmail(input), dateMs);
      add(overall, expected, judged);
      const language = expected.language ?? "corpus";
      if (!byLanguage.has(language)) byLanguage.set(language, emptyTally());
      add(byLanguage.get(language)!, expected, judged);
      const bad = judged.verdicts.filter(({ verdict }) => verdict === "wrong" || verdict === "missed");
      if (bad.length > 0 || !judged.expiryOk || verbose) {
        const mark = bad.some(({ verdict }) => verdict === "wrong")
          ? "WRONG"
          : bad.length > 0
            ? "MISS "
            : judged.expiryOk
              ? "ok   "
              : "EXPIRY";
        process.stdout.write(`${mark} ${expected.file}\n`);
        for (const { what, verdict, got } of judged.verdicts)
          if (verdict !== "none" && (verdict !== "ok" || verbose))
            process.stdout.write(`        ${what} ${verdict}: ${got}\n`);
        if (!judged.expiryOk)
          process.stdout.write(`        expiry: ${judged.seconds} s (expected ${expected.expires_in_seconds})\n`);
      }
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    process.stdout.write(`\n${dir}${split ? ` (${split})` : ""}: ${ms.toFixed(0)} ms\n`);
    if (byLanguage.size > 1)
      for (const [language, tally] of [...byLanguage].sort()) process.stdout.write(`  ${summary(language, tally)}\n`);
    process.stdout.write(`  ${summary("all", overall)}\n`);
    if (overall.wrong > 0 || overall.decoyHits > 0) failed = true;
  }
  if (failed) {
    process.stdout.write("\neval: a wrong code or link, or a decoy hit: failing\n");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`eval failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(2);
});
