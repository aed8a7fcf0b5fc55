import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { extractEmail, type Extraction, VERIFICATION_SUBTYPES } from "../service/mail/extract/index.js";
import { parseEmail } from "../service/mail/parse.js";

/**
 * Runs the extraction engine over a corpus folder (emails plus expected.json, the format of
 * ../shared/corpus/README.md) and prints one line per email and a summary. Exits 1 when any
 * code or link is wrong (a value or kind the email does not have); a miss is reported but
 * is not wrong, because answering nothing is the engine's safe answer.
 *
 *   npm run eval:corpus -- ../shared/corpus
 */

interface Expected {
  file: string;
  code: { values: string[]; subtype: string } | null;
  link: { values: string[]; subtype: string } | null;
  service: string[];
  service_domain: string[];
  expires_in_seconds: number | null;
}

type Verdict = "ok" | "wrong" | "missed";

function judgeCode(expected: Expected["code"], found: Extraction["codes"]): { verdict: Verdict; got: string } {
  const first = found[0];
  const got = first ? `${first.value} (${first.subtype})` : "none";
  if (!expected) return { verdict: first ? "wrong" : "ok", got };
  if (!first) return { verdict: "missed", got };
  return { verdict: expected.values.includes(first.value) && expected.subtype === first.subtype ? "ok" : "wrong", got };
}

function judgeLink(expected: Expected["link"], found: Extraction["links"]): { verdict: Verdict; got: string } {
  const first = found[0];
  const got = first ? `${first.subtype} ${first.url.slice(0, 70)}` : "none";
  const wanted = (subtype: string) => (VERIFICATION_SUBTYPES as readonly string[]).includes(subtype);
  if (!expected || !wanted(expected.subtype)) {
    // No verification link expected: returning one is wrong; an `other` link is fine unless
    // the corpus names the main other link, in which case it must be that one.
    if (first && wanted(first.subtype)) return { verdict: "wrong", got };
    if (expected && first && !expected.values.includes(first.url)) return { verdict: "wrong", got };
    if (expected && !first) return { verdict: "missed", got };
    return { verdict: "ok", got };
  }
  if (!first) return { verdict: "missed", got };
  return { verdict: expected.values.includes(first.url) && expected.subtype === first.subtype ? "ok" : "wrong", got };
}

async function main(): Promise<void> {
  const dir = resolve(process.argv[2] ?? "../shared/corpus");
  const expectations = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Expected[];
  const totals = { wrong: 0, missed: 0, service: 0, domain: 0, expiry: 0 };
  const started = process.hrtime.bigint();
  for (const expected of expectations) {
    const parsed = await parseEmail(readFileSync(join(dir, expected.file)));
    const sentAt = parsed.headers.date ? new Date(parsed.headers.date) : null;
    const result = extractEmail({ ...parsed, dkimSigner: parsed.headers["dkim-signer"] ?? null, sentAt });
    const code = judgeCode(expected.code, result.codes);
    const link = judgeLink(expected.link, result.links);
    const lower = (values: string[]) => values.map((value) => value.toLowerCase());
    const serviceOk = lower(expected.service).includes(result.service?.toLowerCase() ?? "");
    const domainOk = lower(expected.service_domain).includes(result.serviceDomain?.toLowerCase() ?? "");
    const seconds =
      result.expiry === null
        ? null
        : "seconds" in result.expiry
          ? result.expiry.seconds
          : sentAt
            ? Math.round((result.expiry.at.getTime() - sentAt.getTime()) / 1000)
            : null;
    const expiryOk = seconds === expected.expires_in_seconds;
    for (const verdict of [code.verdict, link.verdict]) if (verdict !== "ok") totals[verdict]++;
    if (serviceOk) totals.service++;
    if (domainOk) totals.domain++;
    if (expiryOk) totals.expiry++;
    const mark = (ok: boolean) => (ok ? "ok" : "NO");
    process.stdout.write(
      `${code.verdict === "ok" && link.verdict === "ok" ? "PASS" : code.verdict === "wrong" || link.verdict === "wrong" ? "WRONG" : "MISS"}  ${expected.file}\n` +
        `      code ${code.verdict}: ${code.got} | link ${link.verdict}: ${link.got}\n` +
        `      service ${mark(serviceOk)}: ${result.service} | domain ${mark(domainOk)}: ${result.serviceDomain} | expiry ${mark(expiryOk)}: ${seconds} (expected ${expected.expires_in_seconds})\n`,
    );
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const n = expectations.length;
  process.stdout.write(
    `\ncorpus ${dir}: ${n} emails; wrong ${totals.wrong}, missed ${totals.missed}; service ${totals.service}/${n}, service_domain ${totals.domain}/${n}, expiry ${totals.expiry}/${n}; ${ms.toFixed(0)} ms\n`,
  );
  if (totals.wrong > 0) process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(`eval failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(2);
});
