import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Encoding from "encoding-japanese";
import iconv from "iconv-lite";
import libbase64 from "libbase64";
import libqp from "libqp";

/**
 * The source format shared by the evaluation sets (test/eval-set/README.md, test/checks-eval/README.md):
 * a header section and text and/or HTML parts, parsed and rendered into a real MIME message with
 * the charset and transfer encoding the source names.
 */

export const LANGUAGES = ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "ja", "zh", "ko", "ru", "tr"];
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
export interface Source {
  file: string;
  language: string;
  headers: Map<string, string[]>;
  text: string | null;
  html: string | null;
}

export class SourceError extends Error {}

export function parseSource(language: string, name: string, raw: string): Source {
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

export function one(source: Source, key: string, required = true): string | null {
  const values = source.headers.get(key);
  if (!values || values.length === 0) {
    if (required) throw new SourceError(`${source.file}: missing ${key}:`);
    return null;
  }
  if (values.length > 1) throw new SourceError(`${source.file}: ${key}: given twice`);
  return values[0]!;
}

export const alternatives = (value: string) =>
  value
    .split(" | ")
    .map((item) => item.trim())
    .filter(Boolean);

export function encodeBytes(text: string, charset: string): Buffer {
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

export function render(source: Source): Buffer {
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

/**
 * Parses every source of a set (`<set>/source/<lang>/*.mail`, in name order) and hands it to
 * `take`; gathers the problems of all sources into one error, so a writer sees them together.
 */
export function eachSource(set: string, languages: string[], take: (source: Source, name: string) => void): void {
  const errors: string[] = [];
  for (const language of languages) {
    const folder = join(set, "source", language);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith(".mail")) continue;
      try {
        take(parseSource(language, name, readFileSync(join(folder, name), "utf8")), name);
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        errors.push(error.message);
      }
    }
  }
  if (errors.length > 0) throw new SourceError(`${errors.length} source(s) need fixing:\n  ${errors.join("\n  ")}`);
}

/** Runs a builder's main; a SourceError is the writer's to fix: its message and exit code 1, no stack. */
export async function runBuilder(main: () => void | Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/**
 * A set's rendered files (`emails/...` and the JSON files beside them, by path inside the set):
 * with `check`, exits 1 naming what differs from the committed files, else rewrites them.
 */
export function writeOrCheckSet(set: string, files: Map<string, Buffer>, check: boolean, rebuild: string): boolean {
  const emailDir = join(set, "emails");
  if (check) {
    const stale: string[] = [];
    const committed = existsSync(emailDir) ? readdirSync(emailDir).map((name) => `emails/${name}`) : [];
    for (const name of committed) if (!files.has(name)) stale.push(`${name} (no source)`);
    for (const [name, bytes] of files) {
      const path = join(set, name);
      if (!existsSync(path) || !readFileSync(path).equals(bytes)) stale.push(name);
    }
    if (stale.length > 0) {
      process.stderr.write(`${set} is stale (run ${rebuild} and commit):\n  ${stale.slice(0, 20).join("\n  ")}\n`);
      process.exit(1);
    }
    return true;
  }
  rmSync(emailDir, { recursive: true, force: true });
  mkdirSync(emailDir, { recursive: true });
  for (const [name, bytes] of files) writeFileSync(join(set, name), bytes);
  return false;
}
