import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Encoding from "encoding-japanese";
import iconv from "iconv-lite";
import libbase64 from "libbase64";
import libqp from "libqp";

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
const LANGUAGES = ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "ja", "zh", "ko", "ru", "tr"];
const CHARSETS = [
  "utf-8",
  "us-ascii",
  "iso-8859-1",
  "iso-8859-2",
  "iso-8859-9",
  "iso-8859-15",
  "windows-1250",
  "windows-1251",
  "windows-1252",
  "koi8-r",
  "iso-2022-jp",
  "shift_jis",
  "euc-jp",
  "gbk",
  "gb2312",
  "big5",
  "euc-kr",
];
const ENCODINGS = ["7bit", "8bit", "quoted-printable", "base64"];
const KINDS = ["code", "link", "code+link", "coupon", "decoy"];
const LINK_SUBTYPES = ["verify", "magic_signin", "invite", "reset"];
const CODE_SUBTYPES = ["otp", "coupon"];

interface Source {
  file: string;
  language: string;
  headers: Map<string, string[]>;
  text: string | null;
  html: string | null;
}

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

class SourceError extends Error {}

function parseSource(language: string, name: string, raw: string): Source {
  const content = raw.replace(/\r\n/g, "\n");
  const file = `${language}/${name}`;
  const firstPart = content.search(/^--- (?:text|html)\s*$/m);
  const head = firstPart === -1 ? content : content.slice(0, firstPart);
  const headers = new Map<string, string[]>();
  for (const line of head.split("\n")) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new SourceError(`${file}: header line without a name: ${line.slice(0, 60)}`);
    const key = line.slice(0, colon).trim().toLowerCase();
    headers.set(key, [...(headers.get(key) ?? []), line.slice(colon + 1).trim()]);
  }
  let text: string | null = null;
  let html: string | null = null;
  if (firstPart !== -1) {
    const parts = content.slice(firstPart).split(/^--- (text|html)\s*$/m);
    for (let i = 1; i < parts.length; i += 2) {
      const body = (parts[i + 1] ?? "").replace(/^\n/, "").replace(/\n+$/, "\n");
      if (parts[i] === "text") text = body;
      else html = body;
    }
  }
  if (text === null && html === null) throw new SourceError(`${file}: no --- text or --- html part`);
  return { file, language, headers, text, html };
}

function one(source: Source, key: string, required = true): string | null {
  const values = source.headers.get(key);
  if (!values || values.length === 0) {
    if (required) throw new SourceError(`${source.file}: missing ${key}:`);
    return null;
  }
  if (values.length > 1) throw new SourceError(`${source.file}: ${key}: given twice`);
  return values[0]!;
}

const alternatives = (value: string) =>
  value
    .split(" | ")
    .map((item) => item.trim())
    .filter(Boolean);

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

function encodeBytes(text: string, charset: string): Buffer {
  if (charset === "utf-8") return Buffer.from(text, "utf8");
  if (charset === "us-ascii") return Buffer.from(text, "latin1");
  if (charset === "iso-2022-jp")
    return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: "JIS", from: "UNICODE" }));
  return iconv.encode(text, charset);
}

function decodeBytes(bytes: Buffer, charset: string): string {
  if (charset === "utf-8") return bytes.toString("utf8");
  if (charset === "us-ascii") return bytes.toString("latin1");
  if (charset === "iso-2022-jp")
    return Encoding.codeToString(Encoding.convert(Array.from(bytes), { to: "UNICODE", from: "JIS" }));
  return iconv.decode(bytes, charset);
}

/** The text in the charset; fails when a character has no place in it. */
function inCharset(source: Source, text: string, charset: string): Buffer {
  const beyondAscii = [...text].find((char) => char.charCodeAt(0) > 0x7f);
  if (charset === "us-ascii" && beyondAscii !== undefined)
    throw new SourceError(`${source.file}: us-ascii cannot hold ${JSON.stringify(beyondAscii)}`);
  const bytes = encodeBytes(text, charset);
  if (decodeBytes(bytes, charset) !== text) {
    const chars = [...text];
    const bad = chars.find((char) => decodeBytes(encodeBytes(char, charset), charset) !== char);
    throw new SourceError(`${source.file}: ${charset} cannot hold ${JSON.stringify(bad ?? "some character")}`);
  }
  return bytes;
}

/** An RFC 2047 encoded header value when it is not plain ASCII; each word at most 75 characters. */
function encodeHeaderText(source: Source, text: string, charset: string): string {
  if (!/[^\x20-\x7e]/.test(text)) return text;
  const wordCharset = charset === "us-ascii" ? "utf-8" : charset;
  const words: string[] = [];
  let chunk = "";
  const flush = () => {
    if (!chunk) return;
    words.push(`=?${wordCharset.toUpperCase()}?B?${inCharset(source, chunk, wordCharset).toString("base64")}?=`);
    chunk = "";
  };
  for (const char of text) {
    const candidate = chunk + char;
    // Base64 of the bytes plus the =?charset?B??= frame must stay within 75 characters.
    const length = Math.ceil(encodeBytes(candidate, wordCharset).length / 3) * 4 + wordCharset.length + 7;
    if (length > 75) flush();
    chunk += char;
  }
  flush();
  return words.join("\r\n ");
}

function encodeFrom(source: Source, value: string, charset: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return value.trim();
  const name = match[1]!.trim();
  if (!name) return `<${match[2]}>`;
  const encoded = encodeHeaderText(source, name, charset);
  const quoted = encoded === name && /[(),.:;<>@[\]\\"]/.test(name) ? `"${name.replace(/"/g, '\\"')}"` : encoded;
  return `${quoted} <${match[2]}>`;
}

function transferEncode(source: Source, bytes: Buffer, encoding: string): string {
  if (encoding === "base64") return libbase64.wrap(libbase64.encode(bytes), 76);
  if (encoding === "quoted-printable") return libqp.wrap(libqp.encode(bytes), 76);
  if (encoding === "7bit" && bytes.some((byte) => byte > 0x7f))
    throw new SourceError(`${source.file}: 7bit needs ASCII bytes; use 8bit, quoted-printable or base64`);
  // 7bit and 8bit keep the bytes (latin1 maps each byte to one character).
  return bytes.toString("latin1");
}

const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");

function leafPart(source: Source, type: "plain" | "html", body: string, charset: string, encoding: string): string {
  const bytes = inCharset(source, crlf(body), charset);
  return (
    `Content-Type: text/${type}; charset=${charset === "us-ascii" ? "us-ascii" : charset.toUpperCase()}\r\n` +
    `Content-Transfer-Encoding: ${encoding}\r\n\r\n` +
    `${crlf(transferEncode(source, bytes, encoding))}\r\n`
  );
}

function placeholderAttachment(name: string): string {
  const body = Buffer.from(`Placeholder attachment ${name} of the Proofbox evaluation set.\n`);
  const type = name.endsWith(".pdf")
    ? "application/pdf"
    : name.endsWith(".ics")
      ? "text/calendar"
      : "application/octet-stream";
  return (
    `Content-Type: ${type}; name="${name}"\r\nContent-Disposition: attachment; filename="${name}"\r\n` +
    `Content-Transfer-Encoding: base64\r\n\r\n${libbase64.wrap(libbase64.encode(body), 76)}\r\n`
  );
}

function boundary(seed: string, level: string): string {
  return `----=_pbx_${level}_${createHash("sha256").update(seed).digest("hex").slice(0, 20)}`;
}

function multipart(subtype: string, seed: string, parts: string[]): string {
  const mark = boundary(seed, subtype);
  return (
    `Content-Type: multipart/${subtype}; boundary="${mark}"\r\n\r\n` +
    parts.map((part) => `--${mark}\r\n${part}`).join("") +
    `--${mark}--\r\n`
  );
}

function render(source: Source): Buffer {
  const charset = one(source, "charset")!.toLowerCase();
  const encoding = one(source, "encoding")!.toLowerCase();
  if (!CHARSETS.includes(charset)) throw new SourceError(`${source.file}: charset: one of ${CHARSETS.join(", ")}`);
  if (!ENCODINGS.includes(encoding)) throw new SourceError(`${source.file}: encoding: one of ${ENCODINGS.join(", ")}`);
  const date = one(source, "date")!;
  if (Number.isNaN(new Date(date).getTime())) throw new SourceError(`${source.file}: date: not a date`);

  const leaves: string[] = [];
  if (source.text !== null) leaves.push(leafPart(source, "plain", source.text, charset, encoding));
  if (source.html !== null) leaves.push(leafPart(source, "html", source.html, charset, encoding));
  let body = leaves.length === 2 ? multipart("alternative", source.file, leaves) : leaves[0]!;
  const attachments = source.headers.get("attach") ?? [];
  if (attachments.length > 0)
    body = multipart("mixed", source.file, [body, ...attachments.map((name) => placeholderAttachment(name))]);

  const slug = source.file.replace(/[/.]/g, "-");
  const head = [
    `From: ${encodeFrom(source, one(source, "from")!, charset)}`,
    `To: ${one(source, "to", false) ?? "tester@proofbox.test"}`,
    `Subject: ${encodeHeaderText(source, one(source, "subject")!, charset)}`,
    `Date: ${date}`,
    `Message-ID: <${slug}@eval.proofbox.test>`,
    "MIME-Version: 1.0",
    ...(source.headers.get("header") ?? []),
  ];
  const nonAscii = [...head, ...attachments].find((line) => /[^\x20-\x7e\r\n]/.test(line));
  if (nonAscii) throw new SourceError(`${source.file}: write header: lines and attach: names in ASCII: ${nonAscii}`);
  // Single-part bodies carry their own Content-Type lines, which belong to the header section.
  return Buffer.from(`${head.join("\r\n")}\r\n${body}`, "latin1");
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
  const errors: string[] = [];
  for (const language of languages) {
    const folder = join(SET, "source", language);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith(".mail")) continue;
      try {
        const source = parseSource(language, name, readFileSync(join(folder, name), "utf8"));
        const file = `emails/${language}-${name.replace(/\.mail$/, ".eml")}`;
        emails.set(file, render(source));
        expected.push(expectation(source, file, new Date(one(source, "date")!).getTime()));
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        errors.push(error.message);
      }
    }
  }
  if (errors.length > 0) throw new SourceError(`${errors.length} source(s) need fixing:\n  ${errors.join("\n  ")}`);
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
  const expectedJson = `${JSON.stringify(expected, null, 2)}\n`;
  const expectedPath = join(SET, "expected.json");
  const emailDir = join(SET, "emails");
  if (check) {
    const stale: string[] = [];
    if (!existsSync(expectedPath) || readFileSync(expectedPath, "utf8") !== expectedJson) stale.push("expected.json");
    const committed = existsSync(emailDir) ? readdirSync(emailDir).map((name) => `emails/${name}`) : [];
    for (const name of committed) if (!emails.has(name)) stale.push(`${name} (no source)`);
    for (const [name, bytes] of emails) {
      const path = join(SET, name);
      if (!existsSync(path) || !readFileSync(path).equals(bytes)) stale.push(name);
    }
    if (stale.length > 0) {
      process.stderr.write(
        `test/eval-set is stale (run npm run eval:build and commit):\n  ${stale.slice(0, 20).join("\n  ")}\n`,
      );
      process.exit(1);
    }
    process.stdout.write(`test/eval-set: ${emails.size} emails, fresh\n`);
    return;
  }
  rmSync(emailDir, { recursive: true, force: true });
  mkdirSync(emailDir, { recursive: true });
  for (const [name, bytes] of emails) writeFileSync(join(SET, name), bytes);
  writeFileSync(expectedPath, expectedJson);
  const byLanguage = new Map<string, number>();
  for (const entry of expected) byLanguage.set(entry.language, (byLanguage.get(entry.language) ?? 0) + 1);
  const decoys = expected.filter((entry) => entry.kind === "decoy").length;
  process.stdout.write(
    `test/eval-set: ${emails.size} emails (${[...byLanguage].map(([lang, n]) => `${lang} ${n}`).join(", ")}), ${decoys} decoys\n`,
  );
}

try {
  main();
} catch (error) {
  if (!(error instanceof SourceError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
