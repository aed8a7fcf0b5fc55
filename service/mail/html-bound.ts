import { Tokenizer } from "htmlparser2";

/**
 * Bounds on reading sender HTML. Every reader of an email's HTML (extraction, the text made from
 * HTML, cleaning for include=html) goes through htmlparser2, whose element stack is an array it
 * unshifts and searches from the front: each open tag costs as much as the elements already
 * open, and each end tag that matches nothing costs a search of them all. A few hundred thousand
 * unclosed or stray tags (well under the size limits) then took tens of seconds to read. The
 * bound below keeps every reader's cost linear in the HTML's length.
 */

/** The spec's limit on stored HTML per email, which is also as far as cleaning reads. */
export const MAX_CLEAN_HTML_BYTES = 200 * 1024;

/**
 * How deep elements may nest for a reader. Real mail nests 10 to 25 deep (the two corpora: 21 at
 * most); browsers stop nesting at 512. Past this depth, further start tags are left out (their
 * text stays), so each reader's stack work per tag stays under this many steps.
 */
export const MAX_HTML_DEPTH = 64;

/** HTML this short holds too few tags for nesting to cost anything: it is read as it is. */
const TAGS_READ_AS_THEY_ARE = 2048;

/** htmlparser2's rules: a start tag closes these open elements when they are the innermost. */
const PARAGRAPH = ["p"];
const FORM_CONTROLS = ["input", "option", "optgroup", "select", "button", "datalist", "textarea"];
const CLOSED_BY: Record<string, readonly string[]> = {
  tr: ["tr", "th", "td"],
  th: ["th"],
  td: ["thead", "th", "td"],
  body: ["head", "link", "script"],
  li: ["li"],
  option: ["option"],
  optgroup: ["optgroup", "option"],
  dd: ["dd", "dt"],
  dt: ["dd", "dt"],
  rt: ["rt", "rp"],
  rp: ["rt", "rp"],
  tbody: ["thead", "tbody"],
  tfoot: ["thead", "tbody"],
  ...Object.fromEntries(
    ["select", "input", "output", "button", "datalist", "textarea"].map((tag) => [tag, FORM_CONTROLS]),
  ),
  ...Object.fromEntries(
    [
      ..."h1 h2 h3 h4 h5 h6 p address article aside blockquote details div dl fieldset figcaption figure".split(" "),
      ..."footer form header hr main nav ol pre section table ul".split(" "),
    ].map((tag) => [tag, PARAGRAPH]),
  ),
};
const IMPLIED_CLOSES = new Map(Object.entries(CLOSED_BY).map(([tag, closes]) => [tag, new Set(closes)]));

const VOID_ELEMENTS = new Set(
  "area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr".split(
    " ",
  ),
);
/** Elements whose content the tokenizer reads as raw text: always kept, or their text would show. */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "title", "textarea", "xmp"]);
/** Where `<x/>` closes itself (SVG, MathML), and where HTML resumes inside them. */
const FOREIGN_ELEMENTS = new Set(["math", "svg"]);
const HTML_INTEGRATION_ELEMENTS = new Set([
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignobject",
  "desc",
  "title",
]);

/** Whether the HTML may hold more tags than are read as they are (a scan that stops early). */
function manyTags(html: string): boolean {
  // Every tag takes at least three characters.
  if (html.length < TAGS_READ_AS_THEY_ARE * 3) return false;
  let count = 0;
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1))
    if (++count > TAGS_READ_AS_THEY_ARE) return true;
  return false;
}

/**
 * The HTML as its readers may read it: the same text and markup, less the start tags that would
 * nest deeper than MAX_HTML_DEPTH (with their end tags) and the end tags that close nothing
 * (which every reader ignores). It follows htmlparser2's own rules of which tags close which, in
 * one pass with constant work per tag. HTML within the bound comes back unchanged, as the same
 * string.
 */
export function boundNesting(html: string): string {
  if (!manyTags(html)) return html;

  const open: string[] = [];
  /** How many elements of each name are open: whether an end tag closes anything, at once. */
  const openCount = new Map<string, number>();
  /** Start tags left out for depth, by name, whose end tags are left out with them. */
  const leftOut = new Map<string, number>();
  const foreign: boolean[] = [false];
  /** What is kept: the text between the cuts. */
  const kept: string[] = [];
  let keptUpTo = 0;
  const cut = (start: number, end: number) => {
    kept.push(html.slice(keptUpTo, start));
    keptUpTo = end;
  };
  const count = (map: Map<string, number>, name: string, by: number) => map.set(name, (map.get(name) ?? 0) + by);
  const pop = () => count(openCount, open.pop()!, -1);

  /** The start tag being read: its name, where it starts, and whether it is left out. */
  let tag = { name: "", start: 0, leftOut: false };
  const nameOf = (start: number, end: number) => html.slice(start, end).toLowerCase();
  const endOfTag = (end: number, selfClosing: boolean) => {
    const { name, start } = tag;
    if (tag.leftOut) {
      cut(start, end + 1);
      if (!selfClosing) count(leftOut, name, 1);
    } else if (selfClosing && open[open.length - 1] === name) pop();
  };

  const ignore = () => {};
  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: false },
    {
      onopentagname(start, end) {
        const name = nameOf(start, end);
        tag = { name, start: start - 1, leftOut: false };
        const closes = IMPLIED_CLOSES.get(name);
        if (closes) while (open.length > 0 && closes.has(open[open.length - 1]!)) pop();
        if (VOID_ELEMENTS.has(name)) return;
        const foreignish = FOREIGN_ELEMENTS.has(name) || HTML_INTEGRATION_ELEMENTS.has(name);
        // htmlparser2 keeps a second stack for SVG and MathML, left only by an explicit end tag
        // ("<b><svg></b>" closes the svg but leaves it there): it is bounded the same way.
        const tooDeep = open.length >= MAX_HTML_DEPTH || (foreignish && foreign.length > MAX_HTML_DEPTH);
        if (tooDeep && !RAW_TEXT_ELEMENTS.has(name)) {
          tag.leftOut = true;
          return;
        }
        open.push(name);
        count(openCount, name, 1);
        if (foreignish) foreign.push(FOREIGN_ELEMENTS.has(name));
      },
      onopentagend: (end) => endOfTag(end, false),
      // htmlparser2 honours `<x/>` only inside SVG and MathML; elsewhere it is a start tag.
      onselfclosingtag: (end) => endOfTag(end, foreign[foreign.length - 1] === true),
      onclosetag(start, end) {
        const name = nameOf(start, end);
        // "</br>" reads as <br>, and "</p>" alone as an empty paragraph: both are kept.
        if (VOID_ELEMENTS.has(name)) return;
        const tagEnd = html.indexOf(">", end);
        const through = tagEnd === -1 ? html.length : tagEnd + 1;
        if ((leftOut.get(name) ?? 0) > 0) {
          count(leftOut, name, -1);
          cut(start - 2, through);
          return;
        }
        if ((openCount.get(name) ?? 0) > 0) {
          while (open.length > 0 && open[open.length - 1] !== name) pop();
          pop();
        } else if (name !== "p") {
          cut(start - 2, through);
          return;
        }
        // A kept end tag of SVG, MathML or an integration point leaves htmlparser2's second stack.
        if ((FOREIGN_ELEMENTS.has(name) || HTML_INTEGRATION_ELEMENTS.has(name)) && foreign.length > 1) foreign.pop();
      },
      ontext: ignore,
      ontextentity: ignore,
      onattribname: ignore,
      onattribdata: ignore,
      onattribentity: ignore,
      onattribend: ignore,
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
      onend: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  if (kept.length === 0) return html;
  kept.push(html.slice(keptUpTo));
  return kept.join("");
}
