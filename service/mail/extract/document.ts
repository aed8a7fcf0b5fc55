import { Parser } from "htmlparser2";
import { boundNesting } from "../html-bound.js";
import { createLayoutReader, type HtmlLayout } from "./layout.js";

/**
 * A run of characters of scripts that write a word in one or two (images_only weighs them).
 * Matched as runs, not one by one: a CJK email is one match per run of text, not per character.
 */
const WIDE_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/**
 * An email reduced to what extraction reads: text blocks in reading order (a paragraph, a
 * table cell, a line of the text part) and the links with their own words. A block remembers
 * how it was shown, because a code set in large bold type in a box of its own reads as a code
 * to a person where the same digits in a sentence may not.
 */
export interface Block {
  text: string;
  /** The block's text that was emphasized: bold, a heading, large or spaced-out type, monospace. */
  emphasized: string;
  /**
   * For a table cell, what labels it: its column's header (a row of th cells above) or the
   * short cell to its left. "Bevestigingscode | 48105927" reads as "Bevestigingscode: 48105927".
   */
  label: string;
}

export interface Anchor {
  href: string;
  /** The link's own words (for an image link, its alt text). */
  text: string;
  /** Index of the block the link sits in. */
  block: number;
  /** Styled as a button: a background, padding or a button class. */
  button: boolean;
}

export interface EmailDocument {
  blocks: Block[];
  anchors: Anchor[];
  /** How the HTML will sit on a phone (HTML documents only). */
  layout?: HtmlLayout;
}

/** Invisible characters that templates put between words (preheader padding, soft hyphens). */
// U+034F (combining grapheme joiner) stands outside the class: inside, it would combine.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]|\u034F/g;
/** Full-width letters, digits, colon and hyphen (Japanese and Chinese mail): read as the ASCII a person types. */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF1A\uFF0D]/g;
/** Either of the two: most text has neither, and one test tells. */
const UNUSUAL = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF\uFF01-\uFF5E]|\u034F/;

/** Whitespace that normalizing changes: a run of two, or any but a plain space. */
const UNEVEN_SPACE = /\s\s|[^\S ]/;

export const normalizeSpace = (text: string): string => {
  let value = text;
  if (UNUSUAL.test(value))
    value = value
      .replace(INVISIBLE, "")
      .replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
  // Most blocks are already single-spaced: testing is cheaper than rewriting them unchanged.
  return (UNEVEN_SPACE.test(value) ? value.replace(/\s+/g, " ") : value).trim();
};

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
/** Elements whose text a person reads as set apart. */
const EMPHASIS_TAGS = new Set(["b", "strong", "h1", "h2", "h3", "code", "kbd", "samp", "tt", "pre", "big", "mark"]);
/** Inline styles that set text apart: bold, large, spaced out or monospace. */
const EMPHASIS_STYLE =
  /font-weight\s*:\s*(?:bold|[6-9]00)|font-size\s*:\s*(?:(?:1[8-9]|[2-9]\d|\d{3})px|(?:1[4-9]|[2-9]\d)pt|(?:1\.[3-9]|[2-9](?:\.\d+)?)(?:em|rem))|letter-spacing\s*:\s*(?:[2-9]|\d{2})|font-family\s*:[^;]*(?:mono|courier|consolas|menlo)/i;
const BUTTON_STYLE = /background(?:-color)?\s*:|padding\s*:\s*\d|border-radius/i;
const BUTTON_CLASS = /\b(?:btn|button|cta)\b/i;

/** A label is short: a cell of a sentence's length labels nothing. */
const MAX_LABEL_CHARS = 40;

interface TableState {
  /** The texts of the header row, once a row of th cells was read. */
  headers: string[] | null;
  /** The cells of the row being read. */
  row: { text: string; header: boolean }[];
}

interface CellState {
  text: string;
  header: boolean;
  /** The first block read inside the cell. */
  firstBlock: number;
}

const HIDING_STYLE =
  /display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0|font-size\s*:\s*0(?:px)?\s*(?:;|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:;|$)/i;
/** Words every hiding style has; most styles have none, and a substring test is cheap. */
const MAY_HIDE = /none|hidden|max-height|:\s*0/i;

const isHidden = (attributes: Record<string, string>) => {
  const style = attributes.style;
  if (style !== undefined && MAY_HIDE.test(style) && HIDING_STYLE.test(style)) return true;
  return "hidden" in attributes || attributes["aria-hidden"] === "true";
};

const emphasizes = (name: string, attributes: Record<string, string>) =>
  EMPHASIS_TAGS.has(name) || EMPHASIS_STYLE.test(attributes.style ?? "");

/** Web and app URLs written out in text. Trailing punctuation is not part of them. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]{1,30}:\/\/[^\s<>"'`]+/gi;

export function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0 && ".,;:!?。、".includes(url[end - 1]!)) end--;
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

/**
 * Codes shown one character per table cell or box ("4", "8", "2", "9", "1", "3") read as one
 * code: a run of four to ten blocks of one letter or digit each becomes one block. Anchors keep
 * pointing at the block they sat in.
 */
function withJoinedCells(document: EmailDocument): EmailDocument {
  const { blocks: original } = document;
  const blocks: Block[] = [];
  /** The new index of every original block. */
  const moved: number[] = [];
  for (let i = 0; i < original.length;) {
    let end = i;
    while (end < original.length && end - i < 10 && /^[A-Za-z0-9]$/.test(original[end]!.text)) end++;
    const run = end - i >= 4 ? original.slice(i, end) : [original[i]!];
    const text = run.map((block) => block.text).join("");
    for (let k = 0; k < run.length; k++) moved.push(blocks.length);
    blocks.push(
      run.length === 1
        ? run[0]!
        : { text, emphasized: run.some((block) => block.emphasized) ? text : "", label: run[0]!.label },
    );
    i += run.length;
  }
  if (blocks.length === original.length) return document;
  return {
    ...document,
    blocks,
    anchors: document.anchors.map((anchor) => ({ ...anchor, block: moved[anchor.block] ?? 0 })),
  };
}

/** Reads HTML with a tolerant streaming parser; entities come out decoded. */
export function htmlDocument(html: string): EmailDocument {
  const blocks: Block[] = [];
  const anchors: Anchor[] = [];
  /** The text of the block being read, in pieces: joined once at its end, not grown string by string. */
  const current: string[] = [];
  let emphasized = "";
  const stack: { name: string; emphasis: boolean }[] = [];
  let emphasisDepth = 0;
  /** Stack index of the element whose content is not read (style, script, hidden), if any. */
  let skipFrom: number | null = null;
  let anchor: { href: string; text: string; alt: string; button: boolean } | null = null;
  const tables: TableState[] = [];
  const layout = createLayoutReader();
  const cells: CellState[] = [];
  const flush = () => {
    if (current.length === 0) {
      emphasized = "";
      return;
    }
    const text = normalizeSpace(current.length === 1 ? current[0]! : current.join(""));
    if (text) blocks.push({ text, emphasized: normalizeSpace(emphasized), label: "" });
    current.length = 0;
    emphasized = "";
  };

  /** A cell ends: its blocks get their label, and it joins its row. */
  const closeCell = () => {
    const cell = cells.pop();
    const table = tables[tables.length - 1];
    if (!cell || !table) return;
    flush();
    const text = normalizeSpace(cell.text);
    const column = table.row.length;
    if (!cell.header) {
      const label = table.headers?.[column] ?? table.row[column - 1]?.text ?? "";
      if (label.length <= MAX_LABEL_CHARS)
        for (let i = cell.firstBlock; i < blocks.length; i++) blocks[i]!.label ||= label;
    }
    table.row.push({ text, header: cell.header });
  };
  const closeRow = () => {
    const table = tables[tables.length - 1];
    if (!table) return;
    // A row of header cells names the columns of the rows below it.
    if (table.headers === null && table.row.length > 0 && table.row.every((cell) => cell.header))
      table.headers = table.row.map((cell) => cell.text);
    table.row = [];
  };
  /** Elements closing (explicitly, or implicitly by an outer end tag): cells, rows and tables. */
  const closing = (name: string) => {
    if (name === "td" || name === "th") closeCell();
    else if (name === "tr") closeRow();
    else if (name === "table") tables.pop();
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        layout.open(name, attributes);
        if (VOID_TAGS.has(name)) {
          if (skipFrom !== null) return;
          if (BLOCK_TAGS.has(name)) flush();
          if (name === "img" && anchor && attributes.alt) anchor.alt += ` ${attributes.alt}`;
          return;
        }
        const emphasis = skipFrom === null && emphasizes(name, attributes);
        stack.push({ name, emphasis });
        if (emphasis) emphasisDepth++;
        if (skipFrom === null && (SKIPPED_TAGS.has(name) || isHidden(attributes))) skipFrom = stack.length - 1;
        if (skipFrom !== null) return;
        if (BLOCK_TAGS.has(name)) flush();
        if (name === "table") tables.push({ headers: null, row: [] });
        else if (name === "tr") tables[tables.length - 1]?.row.splice(0);
        else if ((name === "td" || name === "th") && tables.length > 0)
          cells.push({ text: "", header: name === "th", firstBlock: blocks.length });
        if (name === "a" && attributes.href) {
          if (anchor) closeAnchor();
          anchor = {
            href: attributes.href,
            text: "",
            alt: "",
            button: BUTTON_STYLE.test(attributes.style ?? "") || BUTTON_CLASS.test(attributes.class ?? ""),
          };
        }
      },
      ontext(text) {
        if (skipFrom !== null) {
          if (stack[stack.length - 1]?.name === "style") layout.stylesheet(text);
          return;
        }
        // Whitespace between tags before any text is nothing; after text it separates words.
        if (current.length > 0 || /\S/.test(text)) current.push(text);
        if (emphasisDepth > 0) emphasized += ` ${text}`;
        for (const cell of cells) if (cell.text.length < MAX_LABEL_CHARS * 2) cell.text += text;
        if (anchor) anchor.text += text;
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return;
        // Close up to the matching open tag; a stray end tag is ignored.
        let index = -1;
        for (let i = stack.length - 1; i >= 0; i--)
          if (stack[i]!.name === name) {
            index = i;
            break;
          }
        if (index === -1) return;
        for (let i = index; i < stack.length; i++) if (stack[i]!.emphasis) emphasisDepth--;
        if (skipFrom === null) for (let i = stack.length - 1; i >= index; i--) closing(stack[i]!.name);
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
    anchors.push({ href: anchor.href, text, block: blocks.length, button: anchor.button });
    anchor = null;
  }

  parser.write(boundNesting(html));
  parser.end();
  if (anchor) closeAnchor();
  flush();
  // An anchor closed before its block was flushed points at that block; clamp the ones that
  // ended in an empty trailing block.
  for (const entry of anchors) entry.block = Math.min(entry.block, Math.max(0, blocks.length - 1));
  // URLs written out in the text ("or paste this link: https://...") without an anchor of their own.
  const anchored = new Set(anchors.map((entry) => entry.href.trim()));
  blocks.forEach((block, index) => {
    if (!block.text.includes("://")) return;
    for (const match of block.text.matchAll(URL_IN_TEXT)) {
      const href = trimUrl(match[0]);
      if (!anchored.has(href)) anchors.push({ href, text: "", block: index, button: false });
    }
  });
  let textChars = 0;
  let wideChars = 0;
  for (const block of blocks) {
    textChars += block.text.length;
    for (const run of block.text.matchAll(WIDE_RUN)) wideChars += run[0].length;
  }
  return withJoinedCells({ blocks, anchors, layout: layout.result(textChars, wideChars) });
}

/** Reads the text part: every non-empty line is a block; URLs in it become anchors. */
export function textDocument(text: string): EmailDocument {
  const blocks: Block[] = [];
  const anchors: Anchor[] = [];
  for (const line of text.split(/\r?\n/)) {
    const normalized = normalizeSpace(line);
    if (!normalized) continue;
    if (normalized.includes("://"))
      for (const match of normalized.matchAll(URL_IN_TEXT)) {
        anchors.push({ href: trimUrl(match[0]), text: "", block: blocks.length, button: false });
      }
    blocks.push({ text: normalized, emphasized: "", label: "" });
  }
  return withJoinedCells({ blocks, anchors });
}
