import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type MessageText, readMessageText } from "../../service/mail/mime-reader.js";
import { readWithMailparser } from "../../service/mail/parse.js";

/**
 * readMessageText must give, for every message it reads, what simpleParser gives: the service
 * stores and extracts from that answer. These tests hold it to simpleParser over both corpora and
 * over messages built to reach each rule it copies (placement in the tree, dispositions, transfer
 * and charset decoding, format=flowed, the first Subject and From), and check which messages it
 * leaves to simpleParser.
 */

const CORPORA = [
  join(import.meta.dirname, "..", "eval-set", "emails"),
  // Real templates of open-source projects, rendered (its README.md and SOURCES.md: licences).
  join(import.meta.dirname, "..", "fixtures", "open-source-corpus", "emails"),
];

/** The fields compared, with the address object's formatted forms read out of their getters. */
const comparable = (message: MessageText) => ({
  headerLines: [...message.headerLines],
  subject: message.subject,
  from: message.from && { value: message.from.value, text: message.from.text, html: message.from.html },
  text: message.text,
  html: message.html,
});

async function expectSameAsMailparser(raw: Buffer): Promise<MessageText | null> {
  const read = await readMessageText(raw);
  const reference = await readWithMailparser(raw).catch((error: unknown) => error);
  // A message simpleParser fails on is left to it, so that it fails the same way.
  if (reference instanceof Error) expect(read).toBeNull();
  else if (read !== null) expect(comparable(read)).toEqual(comparable(reference as MessageText));
  return read;
}

const crlf = (lines: string[]) => Buffer.from(lines.join("\r\n"), "latin1");
const head = (extra: string[] = []) => ["From: Example <no-reply@example.com>", "Subject: Your code", ...extra];

/** Messages that reach each rule the reader copies from mailparser; all of them it reads itself. */
const READ_HERE: Record<string, Buffer> = {
  "single text part": crlf([...head(), "", "Your code is 482913."]),
  "single HTML part": crlf([...head(["Content-Type: text/html; charset=utf-8"]), "", "<p>Code <b>482913</b></p>"]),
  "no Content-Type at all, LF line ends": Buffer.from("From: a@b.test\nSubject: plain\n\nline one\nline two\n"),
  "alternative, quoted-printable HTML": crlf([
    ...head(['Content-Type: multipart/alternative; boundary="b"']),
    "",
    "--b",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Code 482913",
    "--b",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    '<a href=3D"https://example.com/verify?t=3Dabc">Verify</a> soft=',
    "break",
    "--b--",
  ]),
  "mixed: alternative, a PDF and an inline image": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    'Content-Type: multipart/related; boundary="r"',
    "",
    "--r",
    'Content-Type: multipart/alternative; boundary="a"',
    "",
    "--a",
    "Content-Type: text/plain",
    "",
    "text",
    "--a",
    "Content-Type: text/html",
    "",
    '<img src="cid:logo">html',
    "--a--",
    "--r",
    "Content-Type: image/png",
    "Content-ID: <logo>",
    "Content-Disposition: inline",
    "Content-Transfer-Encoding: base64",
    "",
    "iVBORw0KGgo=",
    "--r--",
    "--m",
    'Content-Type: application/pdf; name="invoice.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    "JVBERi0xLjQK",
    "--m--",
  ]),
  "a text attachment is not text": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    "Content-Type: text/plain",
    "",
    "the body",
    "--m",
    'Content-Type: text/plain; name="notes.txt"',
    'Content-Disposition: attachment; filename="notes.txt"',
    "",
    "not the body",
    "--m",
    "Content-Type: text/plain",
    "Content-Disposition: x-unknown",
    "",
    "an unknown disposition is an attachment",
    "--m--",
  ]),
  "two text parts in a mixed message": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    "Content-Type: text/plain",
    "",
    "first",
    "--m",
    "Content-Type: text/plain",
    "",
    "second",
    "--m",
    "Content-Type: text/plain",
    "",
    "",
    "--m--",
  ]),
  "HTML only inside a mixed message": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    "Content-Type: text/html",
    "",
    "<p>first</p>",
    "--m",
    "Content-Type: text/html",
    "",
    "<p>second</p>",
    "--m--",
  ]),
  "single-byte charsets, base64 and quoted-printable": crlf([
    ...head(['Content-Type: multipart/alternative; boundary="b"']),
    "",
    "--b",
    "Content-Type: text/plain; charset=windows-1252",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    "Bevestigingscode =93482913=94 =80 caf=E9",
    "--b",
    "Content-Type: text/html; charset=iso-8859-15",
    "Content-Transfer-Encoding: base64",
    "",
    Buffer.from("<p>Code \xA4 482913 \xE9t\xE9</p>", "latin1").toString("base64"),
    "--b--",
  ]),
  "multibyte and stateful charsets": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    "Content-Type: text/plain; charset=iso-2022-jp",
    "Content-Transfer-Encoding: 7bit",
    "",
    "\x1B$B3NG'%3!<%I\x1B(B 482913",
    "--m",
    "Content-Type: text/plain; charset=euc-kr",
    "Content-Transfer-Encoding: base64",
    "",
    "wM7B9SDE2rXlIDQ4MjkxMw==",
    "--m",
    "Content-Type: text/plain; charset=utf-16",
    "Content-Transfer-Encoding: base64",
    "",
    Buffer.from("\uFEFFcode 482913", "utf16le").toString("base64"),
    "--m",
    "Content-Type: text/plain; charset=utf-7",
    "",
    "+ADw-script+AD4-",
    "--m",
    "Content-Type: text/plain; charset=x-no-such-charset",
    "",
    "caf\xE9",
    "--m--",
  ]),
  "format=flowed with and without DelSp": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    "Content-Type: text/plain; format=flowed",
    "",
    "Your code is ",
    "482913 and it ",
    "expires soon.",
    "> quoted ",
    "> line",
    "--m",
    "Content-Type: text/plain; format=flowed; delsp=yes",
    "",
    "Your ver ",
    "ification code",
    "--m--",
  ]),
  "base64 with junk, padding in the middle and a missing tail": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    "Content-Type: text/plain",
    "Content-Transfer-Encoding: base64",
    "",
    "WW91ciBj==b2RlIGlz",
    "IDQ4Mjkx!!*Mw",
    "--m",
    "Content-Type: text/html",
    "Content-Transfer-Encoding: BASE64",
    "",
    "PHA+8J+Qu/CfkLs8L3A+",
    "--m--",
  ]),
  "headers: encoded words, folding, repeats, an empty first Subject": crlf([
    "From: =?utf-8?Q?Caf=C3=A9_Team?= <No-Reply@Example.COM>, other@example.com",
    "From: second@example.com",
    "Subject:",
    "Subject: =?utf-8?B?w5xiZXJwcsO8ZnVuZ3Njb2Rl?=",
    "  =?iso-8859-1?Q?f=FCr_Sie?= and more",
    "Subject: third",
    "Date: Tue, 10 Mar 2026 12:00:00 +0000",
    "",
    "body",
  ]),
  "headers: a group, punycode, an encoded word hiding an address, raw UTF-8": Buffer.from(
    [
      "From: Team: a@xn--bcher-kva.example, =?utf-8?B?Ym9iQGV2aWwuZXhhbXBsZQ==?= <x@example.com>;",
      "Subject: Grüße – ваш код",
      "",
      "body",
    ].join("\r\n"),
    "utf8",
  ),
  "headers: a bad encoded word and an unknown charset": crlf([
    "From: =?utf-8?B?####?= <x@y.test>",
    "Subject: =?x-unknown?Q?=FF?=",
    "Content-Transfer-Encoding: base64",
    "",
    "!!!not base64!!!",
  ]),
  "no From and no Subject": crlf(["Message-ID: <a@b>", "", "body"]),
  "no header section": crlf(["just some text", "without headers"]),
  "broken multipart: boundary never closed, a part without headers": crlf([
    "From: x@y.test",
    "Subject: broken",
    'Content-Type: multipart/alternative; boundary="zz"',
    "",
    "--zz",
    "",
    "no headers here",
    "--zz",
    "Content-Type: text/html",
    "",
    "<p>unclosed",
  ]),
  "NUL bytes and a bogus transfer encoding": crlf([
    "From: x@y.test",
    "Subject: nul\0bytes",
    "Content-Type: text/plain; charset=x-no-such-charset",
    "Content-Transfer-Encoding: x-bogus",
    "",
    "body\0with\0nuls",
  ]),
  "a message larger than the splitter's 64 KB chunks": crlf([
    ...head(['Content-Type: multipart/alternative; boundary="b"']),
    "",
    "--b",
    "Content-Type: text/plain",
    "Content-Transfer-Encoding: base64",
    "",
    ...Buffer.from("Your code is 482913. ".repeat(5000))
      .toString("base64")
      .match(/.{1,76}/g)!,
    "--b",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    ...Array.from({ length: 2000 }, (_, i) => `<p style=3D"margin:0">line ${i} =C3=A9t=C3=A9</p>=`),
    "",
    "--b--",
  ]),
  "a text part beside HTML outside an alternative": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    "Content-Type: text/html",
    "",
    "<p>html</p>",
    "--m",
    "Content-Type: text/plain",
    "",
    "a footer in text: https://example.com",
    "--m--",
  ]),
  "a delivery report without the returned message": crlf([
    "From: MAILER-DAEMON@example.com",
    "Subject: Undelivered Mail",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
    "",
    "--r",
    "Content-Type: text/plain",
    "",
    "The mail could not be delivered.",
    "--r",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.com",
    "",
    "Final-Recipient: rfc822; someone@example.com",
    "Status: 5.1.1",
    "--r",
    "Content-Type: text/rfc822-headers",
    "",
    "Subject: the original",
    "--r--",
  ]),
  "upper-case types, an inline text part with a file name, a multipart without a boundary": crlf([
    ...head(['Content-Type: MULTIPART/MIXED; boundary="m"']),
    "",
    "--m",
    "Content-Type: TEXT/HTML; charset=UTF-8",
    "",
    "<p>upper</p>",
    "--m",
    'Content-Type: text/html; name="page.html"',
    'Content-Disposition: inline; filename="page.html"',
    "",
    "<p>inline file</p>",
    "--m",
    "Content-Type: multipart/alternative",
    "",
    "no boundary here",
    "--m--",
  ]),
  "an empty message": Buffer.alloc(0),
  "deep nesting": Buffer.from(
    (function nested(depth: number): string {
      return depth === 0
        ? "Content-Type: text/plain\r\n\r\ninner text"
        : `Content-Type: multipart/mixed; boundary="b${depth}"\r\n\r\n--b${depth}\r\n${nested(depth - 1)}\r\n--b${depth}--`;
    })(60),
  ),
};

/** Messages whose text only simpleParser writes. */
const LEFT_TO_MAILPARSER: Record<string, Buffer> = {
  "an embedded message": crlf([
    ...head(['Content-Type: multipart/mixed; boundary="m"']),
    "",
    "--m",
    "Content-Type: text/plain",
    "",
    "forwarded:",
    "--m",
    "Content-Type: message/rfc822",
    "",
    "From: inner@example.com",
    "Subject: inner",
    "",
    "inner body",
    "--m--",
  ]),
};

describe("readMessageText", () => {
  it("gives simpleParser's answer for every email of both corpora, and reads each of them itself", async () => {
    let read = 0;
    let files = 0;
    for (const dir of CORPORA) {
      for (const file of readdirSync(dir).filter((name) => name.endsWith(".eml"))) {
        files++;
        if ((await expectSameAsMailparser(readFileSync(join(dir, file)))) !== null) read++;
      }
    }
    expect(files).toBeGreaterThan(600);
    expect(read).toBe(files);
  });

  it("gives simpleParser's answer for corpus emails cut short anywhere", async () => {
    // A dropped connection never stores a message, but a sender may well send one cut short.
    const dir = CORPORA[0] as string;
    const files = readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .filter((_, index) => index % 9 === 0);
    let read = 0;
    for (const file of files) {
      const raw = readFileSync(join(dir, file));
      for (const fraction of [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95]) {
        if ((await expectSameAsMailparser(raw.subarray(0, Math.floor(raw.length * fraction)))) !== null) read++;
      }
    }
    expect(files.length).toBeGreaterThan(50);
    expect(read).toBe(files.length * 7);
  });

  for (const [name, raw] of Object.entries(READ_HERE)) {
    it(`reads ${name} as simpleParser does`, async () => {
      expect(await expectSameAsMailparser(raw)).not.toBeNull();
    });
  }

  for (const [name, raw] of Object.entries(LEFT_TO_MAILPARSER)) {
    it(`leaves ${name} to simpleParser`, async () => {
      expect(await readMessageText(raw)).toBeNull();
    });
  }

  it("decodes what it reads: charsets, transfer encodings and encoded words", async () => {
    const read = await readMessageText(READ_HERE["single-byte charsets, base64 and quoted-printable"]!);
    expect(read?.text).toBe("Bevestigingscode \u201C482913\u201D \u20AC café");
    expect(read?.html).toBe("<p>Code € 482913 été</p>");
    // Space between two encoded words is not part of the text (RFC 2047, 6.2).
    const headers = await readMessageText(
      READ_HERE["headers: encoded words, folding, repeats, an empty first Subject"]!,
    );
    expect(headers?.subject).toBe("Überprüfungscodefür Sie and more");
    expect(headers?.from?.value[0]).toMatchObject({ name: "Café Team", address: "No-Reply@Example.COM" });
  });
});
