import { Parser } from "htmlparser2";

/**
 * An email reduced to what extraction reads: text blocks in reading order (a paragraph, a
 * table cell, a line of the text part) and the links with the words around them.
 */
export interface Block {
  text: string;
}

export interface Anchor {
  href: string;
  /** The link's own words (for an image link, its alt text). */
  text: string;
  /** Index of the block the link sits in. */
  block: number;
}

export interface EmailDocument {
  blocks: Block[];
  anchors: Anchor[];
}

/** Invisible characters that templates put between words (preheader padding, soft hyphens). */
// U+034F (combining grapheme joiner) stands outside the class: inside, it would combine.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]|\u034F/g;
const HAS_INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]|\u034F/;

export const normalizeSpace = (text: string): string =>
  (HAS_INVISIBLE.test(text) ? text.replace(INVISIBLE, "") : text).replace(/\s+/g, " ").trim();

const BLOCK_TAGS = new Set([
  "address",
  "article",
  "blockquote",
  "br",
  "center",
  "dd",
  "div",
  "dl",
  "dt",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "td",
  "th",
  "thead",
  "tr",
  "ul",
]);
const SKIPPED_TAGS = new Set(["head", "noscript", "script", "style", "template", "title", "svg"]);
const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "wbr",
]);

const isHidden = (attributes: Record<string, string>) =>
  /display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0/i.test(attributes.style ?? "") ||
  "hidden" in attributes;

/** Reads HTML with a tolerant streaming parser; entities come out decoded. */
export function htmlDocument(html: string): EmailDocument {
  const blocks: Block[] = [];
  const anchors: Anchor[] = [];
  let current = "";
  const stack: string[] = [];
  /** Stack index of the element whose content is not read (style, script, hidden), if any. */
  let skipFrom: number | null = null;
  let anchor: { href: string; text: string; alt: string } | null = null;

  const flush = () => {
    const text = normalizeSpace(current);
    if (text) blocks.push({ text });
    current = "";
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (VOID_TAGS.has(name)) {
          if (skipFrom !== null) return;
          if (BLOCK_TAGS.has(name)) flush();
          if (name === "img" && anchor && attributes.alt) anchor.alt += ` ${attributes.alt}`;
          return;
        }
        stack.push(name);
        if (skipFrom === null && (SKIPPED_TAGS.has(name) || isHidden(attributes))) skipFrom = stack.length - 1;
        if (skipFrom !== null) return;
        if (BLOCK_TAGS.has(name)) flush();
        if (name === "a" && attributes.href) {
          if (anchor) closeAnchor();
          anchor = { href: attributes.href.trim(), text: "", alt: "" };
        }
      },
      ontext(text) {
        if (skipFrom !== null) return;
        current += text;
        if (anchor) anchor.text += text;
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return;
        // Close up to the matching open tag; a stray end tag is ignored.
        const index = stack.lastIndexOf(name);
        if (index === -1) return;
        stack.length = index;
        if (skipFrom !== null) {
          if (index <= skipFrom) skipFrom = null;
          return;
        }
        if (name === "a" && anchor) closeAnchor();
        if (BLOCK_TAGS.has(name)) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function closeAnchor() {
    if (!anchor) return;
    const text = normalizeSpace(anchor.text) || normalizeSpace(anchor.alt);
    // The block the link belongs to is the one being filled, pushed at the next flush.
    anchors.push({ href: anchor.href, text, block: blocks.length });
    anchor = null;
  }

  parser.write(html);
  parser.end();
  if (anchor) closeAnchor();
  flush();
  // An anchor closed before its block was flushed points at that block; clamp the ones that
  // ended in an empty trailing block.
  for (const entry of anchors) entry.block = Math.min(entry.block, Math.max(0, blocks.length - 1));
  return { blocks, anchors };
}

/** Web and app URLs written out in plain text. Trailing punctuation is not part of them. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]{1,30}:\/\/[^\s<>"'`]+/gi;

export function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0 && ".,;:!?".includes(url[end - 1]!)) end--;
  let result = url.slice(0, end);
  // A closing bracket belongs to the URL only when the URL opened one.
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
  ] as const) {
    while (result.endsWith(close) && result.split(open).length < result.split(close).length)
      result = result.slice(0, -1);
  }
  return result;
}

/** Reads the text part: every non-empty line is a block; URLs in it become anchors. */
export function textDocument(text: string): EmailDocument {
  const blocks: Block[] = [];
  const anchors: Anchor[] = [];
  for (const line of text.split(/\r?\n/)) {
    const normalized = normalizeSpace(line);
    if (!normalized) continue;
    for (const match of normalized.matchAll(URL_IN_TEXT)) {
      anchors.push({ href: trimUrl(match[0]), text: "", block: blocks.length });
    }
    blocks.push({ text: normalized });
  }
  return { blocks, anchors };
}
