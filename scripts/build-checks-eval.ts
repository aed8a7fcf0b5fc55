import { createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dkimSign } from "mailauth/lib/dkim/sign.js";
import {
  eachSource,
  encodeBytes,
  LANGUAGES,
  one,
  render,
  runBuilder,
  type Source,
  SourceError,
  writeOrCheckSet,
} from "./eval-mail-source.js";
import { CHECK_NAMES, type CheckName } from "../service/wire/enums.js";

/**
 * Renders the checks evaluation set (test/checks-eval/README.md): every source in
 * test/checks-eval/source/<lang>/*.mail becomes a real MIME message in emails/ (DKIM-signed as the
 * source says), an entry in expected.json (what to ask /checks and what each check must answer),
 * and its DNS records in dns-records.json, the service's dns_records file for the evaluation.
 *
 *   npm run eval:checks:build                          write emails/, expected.json, dns-records.json
 *   npm run eval:checks:build -- --check               fail when the committed files differ from the sources
 *   npm run eval:checks:build -- --validate [lang ...] check sources; print HTML sizes and word counts
 */

/** npm scripts run from the repository root. */
const SET = join("test", "checks-eval");
/** Checks every source states a verdict for; the other three answer what a source asks. */
const ASKED_CHECKS: readonly CheckName[] = ["expected_host", "expected_text", "language"];
const SCORED_CHECKS = CHECK_NAMES.filter((check) => !ASKED_CHECKS.includes(check));
const VERDICTS = ["pass", "warn", "fail", "skip"];
const DKIM_MODES = ["valid", "body-altered", "key-missing", "key-wrong"];
const RECORD_TYPES = ["TXT", "A", "AAAA", "MX", "CNAME"] as const;
const MAX_REPEAT = 5000;

export interface ChecksExpectation {
  file: string;
  language: string;
  mail_from: string;
  ask: { expect_host?: string; expect_text?: string[]; expect_language: string };
  /** Check name to verdict; a check the writer was not certain of is absent. */
  expect: Record<string, string>;
  /** Words a reader sees (subject and body), as Intl.Segmenter counts them: the language targets apply from 15. */
  words: number;
  note: string | null;
}

type Records = Partial<Record<(typeof RECORD_TYPES)[number], (string | { exchange: string; priority: number })[]>>;

interface Built {
  emails: Map<string, Buffer>;
  expected: ChecksExpectation[];
  records: Map<string, Records>;
  htmlBytes: Map<string, number | null>;
}

const keyPem = (name: string) => readFileSync(join(SET, "keys", `${name}.pem`), "utf8");

/** The TXT record that publishes a key's public half (RFC 6376 section 3.6.1). */
function dkimRecord(privatePem: string): string {
  const der = createPublicKey(privatePem).export({ type: "spki", format: "der" });
  return `v=DKIM1; k=rsa; p=${der.toString("base64")}`;
}

/** `{{repeat N}}…{{/repeat}}` written out N times: long receipts and oversized HTML without pages of copies. */
function expandRepeats(source: Source, part: string | null): string | null {
  if (part === null) return null;
  return part.replace(/\{\{repeat (\d+)\}\}([\s\S]*?)\{\{\/repeat\}\}/g, (_all, count: string, body: string) => {
    const times = Number(count);
    if (times < 1 || times > MAX_REPEAT) throw new SourceError(`${source.file}: {{repeat N}} takes 1 to ${MAX_REPEAT}`);
    return body.repeat(times);
  });
}

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

function fromAddress(source: Source): string {
  const from = one(source, "from")!;
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new SourceError(`${source.file}: from: no address in it`);
  return address;
}

/** Gathers every record the set declares; the same name twice only with the same records. */
class RecordBook {
  readonly records = new Map<string, Records>();
  private readonly owners = new Map<string, string>();

  declare(source: Source, name: string, records: Records): void {
    const key = name.toLowerCase().replace(/\.$/, "");
    const existing = this.records.get(key);
    if (existing && this.owners.has(key)) {
      if (JSON.stringify(existing) !== JSON.stringify(records))
        throw new SourceError(`${source.file}: ${key} is declared differently by ${this.owners.get(key)}`);
      return;
    }
    this.records.set(key, records);
    this.owners.set(key, source.file);
  }

  /** A name that publishes nothing, unless some source declares records for it. */
  nothingAt(name: string): void {
    const key = name.toLowerCase();
    if (!this.records.has(key)) this.records.set(key, {});
  }

  sorted(): Record<string, Records> {
    return Object.fromEntries([...this.records].sort(([a], [b]) => a.localeCompare(b)));
  }
}

function declaredRecords(source: Source): Map<string, Records> {
  const byName = new Map<string, Records>();
  for (const line of source.headers.get("dns") ?? []) {
    const match = /^(\S+)\s+(\S+)\s+(.+)$/.exec(line);
    const type = match?.[2]?.toUpperCase() as (typeof RECORD_TYPES)[number] | undefined;
    if (!match || !type || !RECORD_TYPES.includes(type))
      throw new SourceError(`${source.file}: dns: <name> <${RECORD_TYPES.join("|")}> <value>: ${line.slice(0, 60)}`);
    const name = match[1]!.toLowerCase().replace(/\.$/, "");
    let value: string | { exchange: string; priority: number } = match[3]!.trim();
    if (type === "MX") {
      const mx = /^(\d+)\s+(\S+)$/.exec(value);
      if (!mx) throw new SourceError(`${source.file}: dns: an MX value is "<priority> <host>"`);
      value = { priority: Number(mx[1]), exchange: mx[2]! };
    }
    const records = byName.get(name) ?? {};
    records[type] = [...(records[type] ?? []), value];
    byName.set(name, records);
  }
  return byName;
}

/** Signs as the source's `dkim:` says; returns the message to send. */
async function signed(source: Source, message: Buffer, book: RecordBook): Promise<Buffer> {
  const value = one(source, "dkim")!;
  if (value === "none") return message;
  const [domain, selector, how, extra] = value.split(/\s+/);
  if (!domain || !selector || !how || extra !== undefined || !DKIM_MODES.includes(how))
    throw new SourceError(`${source.file}: dkim: none, or <domain> <selector> <${DKIM_MODES.join("|")}>`);
  const keyName = `${selector}._domainkey.${domain}`;
  if (how === "key-missing") book.declare(source, keyName, {});
  else book.declare(source, keyName, { TXT: [dkimRecord(keyPem(how === "key-wrong" ? "other" : "signing"))] });
  const signTime = new Date(one(source, "date")!);
  // mailauth signs with the keys listed in signatureData; its typings name only single-key fields,
  // which its signer ignores (it then returns no signature at all).
  const options = {
    canonicalization: "relaxed/relaxed",
    algorithm: "rsa-sha256",
    signTime,
    signatureData: [{ signingDomain: domain, selector, privateKey: keyPem("signing") }],
  };
  const result = await dkimSign(message, options as unknown as Parameters<typeof dkimSign>[1]);
  if (!result.signatures.startsWith("DKIM-Signature:")) throw new Error(`${source.file}: signing made no signature`);
  if (result.errors && result.errors.length > 0)
    throw new Error(`${source.file}: signing failed: ${String(result.errors[0])}`);
  let out = Buffer.concat([Buffer.from(result.signatures, "latin1"), message]);
  if (how === "body-altered") {
    // A blank line at the very start of the body: invisible to a reader, but the body hash
    // covers it (relaxed canonicalization drops empty lines only at the end).
    const split = out.indexOf("\r\n\r\n");
    out = Buffer.concat([out.subarray(0, split + 4), Buffer.from("\r\n"), out.subarray(split + 4)]);
  }
  return out;
}

function visibleText(text: string | null, html: string | null): string {
  if (html === null) return text ?? "";
  return html
    .replace(/<(style|script|head|title)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ");
}

const WORDS = new Intl.Segmenter("und", { granularity: "word" });
/**
 * Words as Intl.Segmenter counts them (CJK too), a short piece at a time: V8 copies the whole
 * input into every segment it hands out, so one long string would cost its length squared.
 */
function wordCount(text: string): number {
  let count = 0;
  for (const run of text.split(/\s+/))
    for (let start = 0; start < run.length; start += 200)
      for (const segment of WORDS.segment(run.slice(start, start + 200))) if (segment.isWordLike) count++;
  return count;
}

function expectations(source: Source, file: string, mailFrom: string, text: string | null, html: string | null) {
  const expect: Record<string, string> = {};
  const verdict = (check: string, required: boolean) => {
    const value = one(source, `expect-${check}`, required);
    if (value === null) return;
    if (value !== "?" && !VERDICTS.includes(value))
      throw new SourceError(`${source.file}: expect-${check}: one of ${VERDICTS.join(", ")}, or ?`);
    if (value !== "?") expect[check] = value;
  };
  for (const check of SCORED_CHECKS) verdict(check, true);
  const host = one(source, "ask-host", false);
  const phrases = source.headers.get("ask-text") ?? [];
  if (phrases.length > 10) throw new SourceError(`${source.file}: ask-text: at most 10`);
  if (phrases.some((phrase) => !phrase || phrase.length > 500))
    throw new SourceError(`${source.file}: ask-text: 1 to 500 characters`);
  verdict("expected_host", host !== null);
  verdict("expected_text", phrases.length > 0);
  if (host === null && "expected_host" in expect && expect.expected_host !== "skip")
    throw new SourceError(`${source.file}: expected_host skips without ask-host`);
  if (phrases.length === 0 && "expected_text" in expect && expect.expected_text !== "skip")
    throw new SourceError(`${source.file}: expected_text skips without ask-text`);
  const language = one(source, "ask-language", false) ?? source.language;
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language))
    throw new SourceError(`${source.file}: ask-language: a tag like pt-BR`);
  return {
    file,
    language: source.language,
    mail_from: mailFrom,
    ask: {
      ...(host !== null ? { expect_host: host } : {}),
      ...(phrases.length > 0 ? { expect_text: phrases } : {}),
      expect_language: language,
    },
    expect,
    words: wordCount(`${one(source, "subject")} ${visibleText(text, html)}`),
    note: one(source, "note", false),
  } satisfies ChecksExpectation;
}

async function build(languages = LANGUAGES): Promise<Built> {
  const built: Built = { emails: new Map(), expected: [], records: new Map(), htmlBytes: new Map() };
  const book = new RecordBook();
  const sources: { source: Source; name: string }[] = [];
  eachSource(SET, languages, (source, name) => sources.push({ source, name }));
  const errors: string[] = [];
  for (const { source: written, name } of sources) {
    try {
      const source: Source = {
        ...written,
        text: expandRepeats(written, written.text),
        html: expandRepeats(written, written.html),
      };
      const file = `emails/${source.language}-${name.replace(/\.mail$/, ".eml")}`;
      const from = fromAddress(source);
      const mailFrom = one(source, "mail-from", false) ?? from;
      if (!/^[^\s@<>]+@[^\s@<>]+$/.test(mailFrom)) throw new SourceError(`${source.file}: mail-from: a bare address`);
      for (const [recordName, records] of declaredRecords(source)) book.declare(source, recordName, records);
      const fromDomain = domainOf(from);
      book.nothingAt(fromDomain);
      book.nothingAt(domainOf(mailFrom));
      const labels = fromDomain.split(".");
      for (let i = 0; i < labels.length - 1; i++) book.nothingAt(`_dmarc.${labels.slice(i).join(".")}`);
      built.emails.set(file, await signed(source, render(source), book));
      built.expected.push(expectations(source, file, mailFrom, source.text, source.html));
      const charset = one(source, "charset")!.toLowerCase();
      built.htmlBytes.set(
        file,
        source.html === null ? null : encodeBytes(source.html.replace(/\r?\n/g, "\r\n"), charset).length,
      );
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.length > 0) throw new SourceError(`${errors.length} source(s) need fixing:\n  ${errors.join("\n  ")}`);
  built.records = new Map(Object.entries(book.sorted()));
  return built;
}

function coverage(built: Built): string {
  const tally = new Map<string, number>();
  for (const entry of built.expected)
    for (const [check, verdict] of Object.entries(entry.expect))
      tally.set(`${check} ${verdict}`, (tally.get(`${check} ${verdict}`) ?? 0) + 1);
  const byCheck = new Map<string, string[]>();
  for (const [key, count] of [...tally].sort()) {
    const [check, verdict] = key.split(" ");
    byCheck.set(check!, [...(byCheck.get(check!) ?? []), `${verdict} ${count}`]);
  }
  return [...byCheck].map(([check, counts]) => `${check}: ${counts.join(", ")}`).join("\n  ");
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const validate = process.argv.indexOf("--validate");
  if (validate !== -1) {
    const languages = process.argv.slice(validate + 1).filter((arg) => LANGUAGES.includes(arg));
    const built = await build(languages.length > 0 ? languages : LANGUAGES);
    for (const entry of built.expected) {
      const bytes = built.htmlBytes.get(entry.file);
      process.stdout.write(`${entry.file}  html ${bytes === null ? "none" : `${bytes} bytes`}  words ${entry.words}\n`);
    }
    process.stdout.write(`${built.emails.size} sources are valid\n  ${coverage(built)}\n`);
    return;
  }
  const built = await build();
  const files = new Map<string, Buffer>(built.emails);
  files.set("expected.json", Buffer.from(`${JSON.stringify(built.expected, null, 2)}\n`));
  files.set("dns-records.json", Buffer.from(`${JSON.stringify(Object.fromEntries(built.records), null, 2)}\n`));
  if (writeOrCheckSet(SET, files, check, "npm run eval:checks:build")) {
    process.stdout.write(`test/checks-eval: ${built.emails.size} emails, fresh\n`);
    return;
  }
  process.stdout.write(
    `test/checks-eval: ${built.emails.size} emails, ${built.records.size} DNS names\n  ${coverage(built)}\n`,
  );
}

void runBuilder(main);
