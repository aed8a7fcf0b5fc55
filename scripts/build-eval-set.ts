import { join } from "node:path";
import {
  alternatives,
  eachSource,
  LANGUAGES,
  one,
  render,
  runBuilder,
  type Source,
  SourceError,
  writeOrCheckSet,
} from "./eval-mail-source.js";

/**
 * Renders the extraction evaluation set (test/eval-set/README.md): every source in
 * test/eval-set/source/<lang>/*.mail becomes a real MIME message in emails/ and an entry in
 * expected.json. Sources are checked on the way: a missing field, a charset that cannot hold
 * the text, or an expected code or link that does not stand in the mail stops the build.
 *
 *   npm run eval:build            write emails/ and expected.json
 *   npm run eval:build -- --check fail when the committed files differ from the sources
 */

/** npm scripts run from the repository root. */
const SET = join("test", "eval-set");
const KINDS = ["code", "link", "code+link", "coupon", "decoy"];
const LINK_SUBTYPES = ["verify", "magic_signin", "invite", "reset"];
const CODE_SUBTYPES = ["otp", "coupon"];

export interface EvalExpectation {
  file: string;
  language: string;
  kind: string;
  code: { values: string[]; subtype: string } | null;
  link: { values: string[]; subtype: string } | null;
  app_link: { values: string[] } | null;
  service: string[] | null;
  service_domain: string[] | null;
  expires_in_seconds: number | null;
  note: string | null;
}

/** "otp 482913 | 482 913" -> subtype and values. */
function subtyped(source: Source, key: string, subtypes: string[]): { values: string[]; subtype: string } | null {
  const value = one(source, key)!;
  if (value === "none") return null;
  const space = value.indexOf(" ");
  const subtype = value.slice(0, space);
  if (space === -1 || !subtypes.includes(subtype))
    throw new SourceError(`${source.file}: ${key}: starts with one of ${subtypes.join(", ")}, or is none`);
  return { subtype, values: alternatives(value.slice(space + 1)) };
}

/** Text of the mail as a person sees it, for checking that the expected values stand in it. */
function visibleText(source: Source): string {
  const html = (source.html ?? "")
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
  return `${one(source, "subject")} ${source.text ?? ""} ${html}`;
}

function linksOf(source: Source): string {
  const hrefs = [...(source.html ?? "").matchAll(/href\s*=\s*(["'])(.*?)\1/gis)].map((match) =>
    match[2]!.replace(/&amp;/g, "&").replace(/&#x?[0-9a-f]+;/gi, (entity) => {
      const hex = entity.startsWith("&#x") || entity.startsWith("&#X");
      return String.fromCodePoint(Number.parseInt(entity.slice(hex ? 3 : 2, -1), hex ? 16 : 10));
    }),
  );
  return `${hrefs.join("\n")}\n${source.text ?? ""}`;
}

function expectation(source: Source, file: string, dateMs: number): EvalExpectation {
  const kind = one(source, "kind")!;
  if (!KINDS.includes(kind)) throw new SourceError(`${source.file}: kind: one of ${KINDS.join(", ")}`);
  const code = subtyped(source, "expect-code", CODE_SUBTYPES);
  const link = subtyped(source, "expect-link", LINK_SUBTYPES);
  const appLink = one(source, "expect-app-link", false);
  const squeeze = (text: string) => text.replace(/[\s\u00a0-]+/g, "");
  if (code) {
    const seen = squeeze(visibleText(source));
    if (!code.values.some((value) => seen.includes(squeeze(value))))
      throw new SourceError(`${source.file}: expect-code ${code.values[0]} does not stand in the mail`);
  }
  const links = linksOf(source);
  for (const url of [...(link?.values ?? []), ...(appLink ? alternatives(appLink) : [])])
    if (!links.includes(url))
      throw new SourceError(`${source.file}: expected link ${url.slice(0, 80)} is not in the mail`);
  if (kind === "decoy" && (code?.subtype === "otp" || link))
    throw new SourceError(`${source.file}: a decoy expects no sign-in code and no verification link`);

  const expires = one(source, "expect-expires")!;
  let seconds: number | null = null;
  if (expires !== "none") {
    if (/^\d+$/.test(expires)) seconds = Number(expires);
    else {
      const at = new Date(expires);
      if (Number.isNaN(at.getTime()) || !/[+-]\d{2}:\d{2}$|Z$/.test(expires))
        throw new SourceError(`${source.file}: expect-expires: none, seconds, or an ISO time with its offset`);
      seconds = Math.round((at.getTime() - dateMs) / 1000);
    }
    if (seconds <= 0) throw new SourceError(`${source.file}: expect-expires lies before the date header`);
  }
  const listOf = (key: string) => {
    const value = one(source, key, false);
    return value === null ? null : alternatives(value);
  };
  return {
    file,
    language: source.language,
    kind,
    code,
    link,
    app_link: appLink ? { values: alternatives(appLink) } : null,
    service: listOf("expect-service"),
    service_domain: listOf("expect-service-domain"),
    expires_in_seconds: seconds,
    note: one(source, "note", false),
  };
}

function build(languages = LANGUAGES): { emails: Map<string, Buffer>; expected: EvalExpectation[] } {
  const emails = new Map<string, Buffer>();
  const expected: EvalExpectation[] = [];
  eachSource(SET, languages, (source, name) => {
    const file = `emails/${source.language}-${name.replace(/\.mail$/, ".eml")}`;
    emails.set(file, render(source));
    expected.push(expectation(source, file, new Date(one(source, "date")!).getTime()));
  });
  return { emails, expected };
}

/** How a set of sources covers what the set needs: kinds, charsets and transfer encodings. */
function coverage(expected: EvalExpectation[], emails: Map<string, Buffer>): string {
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].map(([value, n]) => `${value} ${n}`).join(", ");
  };
  const heads = [...emails.values()].map((bytes) => bytes.toString("latin1"));
  return [
    `kinds: ${count(expected.map((entry) => entry.kind))}`,
    `charsets: ${count(heads.flatMap((head) => [...new Set([...head.matchAll(/^Content-Type: text\/\w+; charset=([\w-]+)/gm)].map((m) => m[1]!))]))}`,
    `encodings: ${count(heads.flatMap((head) => [...new Set([...head.matchAll(/Content-Transfer-Encoding: ([\w-]+)/g)].map((m) => m[1]!))]))}`,
    `stating a lifetime: ${expected.filter((entry) => entry.expires_in_seconds !== null).length}`,
  ].join("\n  ");
}

function main(): void {
  const check = process.argv.includes("--check");
  // --validate [lang ...]: check sources and print their coverage; writes nothing.
  // --show lang/slug: print the message one source becomes.
  const validate = process.argv.indexOf("--validate");
  const show = process.argv.indexOf("--show");
  if (validate !== -1 || show !== -1) {
    const named = show !== -1 ? process.argv[show + 1] : undefined;
    const languages = named
      ? [named.split("/")[0]!]
      : process.argv.slice(validate + 1).filter((arg) => LANGUAGES.includes(arg));
    const built = build(languages.length > 0 ? languages : LANGUAGES);
    if (named) {
      const message = built.emails.get(`emails/${named.replace("/", "-").replace(/\.mail$/, "")}.eml`);
      if (!message) throw new SourceError(`no source ${named}`);
      process.stdout.write(message.toString("latin1"));
      return;
    }
    process.stdout.write(`${built.emails.size} sources are valid\n  ${coverage(built.expected, built.emails)}\n`);
    return;
  }
  const { emails, expected } = build();
  const files = new Map<string, Buffer>(emails);
  files.set("expected.json", Buffer.from(`${JSON.stringify(expected, null, 2)}\n`));
  if (writeOrCheckSet(SET, files, check, "npm run eval:build")) {
    process.stdout.write(`test/eval-set: ${emails.size} emails, fresh\n`);
    return;
  }
  const byLanguage = new Map<string, number>();
  for (const entry of expected) byLanguage.set(entry.language, (byLanguage.get(entry.language) ?? 0) + 1);
  const decoys = expected.filter((entry) => entry.kind === "decoy").length;
  process.stdout.write(
    `test/eval-set: ${emails.size} emails (${[...byLanguage].map(([lang, n]) => `${lang} ${n}`).join(", ")}), ${decoys} decoys\n`,
  );
}

void runBuilder(main);
