import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { boundNesting, MAX_HTML_DEPTH } from "../../service/mail/html-bound.js";

/** How deep htmlparser2 itself nests the HTML, and the text it reads: what every reader sees. */
function readByHtmlparser2(html: string): { depth: number; text: string } {
  let depth = 0;
  let text = "";
  const open: string[] = [];
  const parser = new Parser({
    onopentag(name) {
      if (!["br", "img", "hr", "input", "meta", "link"].includes(name)) open.push(name);
      depth = Math.max(depth, open.length);
    },
    onclosetag(name) {
      if (open[open.length - 1] === name) open.pop();
    },
    ontext(chunk) {
      text += chunk;
    },
  });
  parser.write(html);
  parser.end();
  return { depth, text };
}

describe("boundNesting", () => {
  it("gives ordinary HTML back as it is, the same string", () => {
    const html = `<html><body><table><tr><td><p>Your code is <b>482913</b></p></td></tr></table></body></html>`;
    expect(boundNesting(html)).toBe(html);
    const long = `<table>${"<tr><td>a</td><td><b>1</b></td></tr>".repeat(3000)}</table>`;
    expect(boundNesting(long)).toBe(long);
  });

  it("leaves out start tags past the depth bound and keeps every word", () => {
    const html = `${"<span>".repeat(20_000)}Your code is 482913${"</span>".repeat(20_000)}`;
    const bounded = boundNesting(html);
    const read = readByHtmlparser2(bounded);
    expect(read.depth).toBe(MAX_HTML_DEPTH);
    expect(read.text).toBe("Your code is 482913");
    // The end tags of the start tags left out go with them: what remains is balanced.
    expect(bounded.split("<span>").length).toBe(bounded.split("</span>").length);
  });

  it("drops end tags that close nothing, but keeps </p> and </br>, which read as elements", () => {
    const html = `<p>a</p>${"</b></i>".repeat(5000)}</p></br><div>482913</div>`;
    const bounded = boundNesting(html);
    expect(bounded).toBe("<p>a</p></p></br><div>482913</div>");
  });

  it("follows htmlparser2's implied closes: unclosed list items and cells do not nest", () => {
    const list = `<ul>${"<li>item ".repeat(5000)}</ul>`;
    expect(boundNesting(list)).toBe(list);
    const table = `<table>${"<tr><td>a<td>b".repeat(2000)}</table>`;
    expect(boundNesting(table)).toBe(table);
    const paragraphs = `${"<p>line ".repeat(5000)}`;
    expect(boundNesting(paragraphs)).toBe(paragraphs);
  });

  it("keeps raw-text elements past the bound, so a style sheet never becomes text", () => {
    const html = `${"<div>".repeat(3000)}<style>.code { color: red }</style>482913`;
    const read = readByHtmlparser2(boundNesting(html));
    expect(read.depth).toBeLessThanOrEqual(MAX_HTML_DEPTH + 1);
    // htmlparser2 reports a style sheet's content as text; it is still inside <style>.
    expect(boundNesting(html)).toContain("<style>.code { color: red }</style>482913");
  });

  it("bounds htmlparser2's second stack, of SVG and MathML elements closed without their end tag", () => {
    const html = "<b><svg></b>".repeat(20_000) + "482913";
    const parser = new Parser({});
    parser.write(boundNesting(html));
    // htmlparser2's own field (not part of its API): the stack it unshifts for every <svg>.
    const foreign = (parser as unknown as { foreignContext: unknown[] }).foreignContext;
    expect(foreign.length).toBeLessThanOrEqual(MAX_HTML_DEPTH + 1);
    parser.end();
    expect(readByHtmlparser2(boundNesting(html)).text).toBe("482913");
  });

  it("bounds mixed hostile shapes: nested tables, unclosed anchors, self-closing tags in SVG", () => {
    const shapes = [
      "<table><tr><td>1".repeat(5000),
      '<a href="https://example.com/x">'.repeat(5000) + "Verify",
      `<svg>${"<g/>".repeat(5000)}</svg>${"<em>".repeat(5000)}x`,
      `${"<b>".repeat(3000)}${"</i>".repeat(3000)}${"<b>".repeat(3000)}x`,
    ];
    for (const html of shapes) expect(readByHtmlparser2(boundNesting(html)).depth).toBeLessThanOrEqual(MAX_HTML_DEPTH);
  });
});
