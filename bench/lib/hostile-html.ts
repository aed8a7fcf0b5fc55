/**
 * HTML built to make readers slow, each shape about `bytes` long: what a hostile sender can put
 * in one email under the size limits. Every shape carries a sign-in code near its top, as a
 * person would see it, so a reader that copes also finds it. Used by the bench (`npm run bench --
 * hostile`) and by test/integration/hostile-mail.test.ts.
 */
export const HOSTILE_CODE = "482913";

const TOP = `<p>Your sign-in code is <b>${HOSTILE_CODE}</b>. It expires in 10 minutes.</p>`;

/** `unit` repeated to about `bytes` characters. */
const fill = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));

export function hostileHtml(bytes: number): Record<string, string> {
  const half = Math.floor(bytes / 2);
  return {
    // Hundreds of thousands of small inline elements, side by side and nested without end.
    "flat inline elements": TOP + fill("<span>a</span>", bytes),
    "nested, never closed": TOP + fill("<span>", bytes) + "x",
    "nested blocks": TOP + fill("<div>a", bytes),
    "nested list items": TOP + fill("<ul><li>", bytes),
    "end tags that close nothing": TOP + fill("<i>", half) + fill("</b>", half),
    "SVG closed by other end tags": TOP + fill("<b><svg></b>", bytes),
    "tables nested in cells": TOP + fill("<table><tr><td>1", bytes),
    "one long table": `${TOP}<table>${fill("<tr><td>Item</td><td>12.50</td></tr>", bytes)}</table>`,
    "paragraphs without text": TOP + fill("<p>", bytes),
    "one unbroken word": `${TOP}<p>${"a".repeat(bytes)}</p>`,
    "number-like words": `${TOP}<p>${fill("code 1234 ", bytes)}</p>`,
    "many links": TOP + fill('<a href="https://app.example/verify?token=abc123">Verify</a> ', bytes),
    "expiry words without a stop": `${TOP}<p>${fill("valid until Friday expires in 10 minutes ", bytes)}</p>`,
  };
}

/** A whole message around HTML: headers, and the body in lines of at most 998 characters. */
export function htmlMessage(to: string, html: string, subject = "Your sign-in code"): string {
  const body = html.replace(/(.{900})/g, "$1\r\n");
  return [
    "From: App <no-reply@app.example.com>",
    `To: ${to}`,
    `Subject: ${subject}`,
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    body,
    "",
  ].join("\r\n");
}
