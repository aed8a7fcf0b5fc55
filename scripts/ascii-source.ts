import { type Comment, type Node, type Options, parse } from "acorn";

/**
 * V8 keeps the source of a script in memory for as long as the script lives (functions are
 * compiled from it lazily), and it stores a string with one byte per character only when every
 * character is Latin-1. A single CJK table in a bundled dependency (iconv-lite's, say) makes it
 * store the whole bundle with two bytes per character: 8.7 MB instead of 4.3 for the service.
 * `asciiSource` rewrites every character beyond ASCII as an escape that means the same, so each
 * thread that loads a bundle keeps half as much of it.
 */

type SpanKind = "string" | "regex" | "template" | "tagged-template" | "identifier" | "comment";

interface Span {
  start: number;
  end: number;
  kind: SpanKind;
}

const NON_ASCII = /[\u0080-\uffff]/;
const LINE_TERMINATORS = new Set([0x2028, 0x2029]);
/** Characters other than ASCII that JavaScript reads as white space between tokens. */
const WHITE_SPACE = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]/;

const hex4 = (unit: number) => `\\u${unit.toString(16).padStart(4, "0")}`;

/** Every place in the program where a character beyond ASCII may stand, with what it is part of. */
function spansOf(source: string, options: Pick<Options, "sourceType" | "allowHashBang">): Span[] {
  const comments: Comment[] = [];
  const program = parse(source, { ...options, ecmaVersion: "latest", onComment: comments });
  const spans: Span[] = comments.map((comment) => ({ start: comment.start, end: comment.end, kind: "comment" }));
  // An explicit stack: a bundle nests deeper than recursion would like.
  const stack: { node: Node; tagged: boolean }[] = [{ node: program, tagged: false }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, tagged } = item;
    const literal = node as Node & { value?: unknown; regex?: unknown };
    if (node.type === "Literal" && (literal.regex !== undefined || typeof literal.value === "string"))
      spans.push({ start: node.start, end: node.end, kind: literal.regex !== undefined ? "regex" : "string" });
    else if (node.type === "TemplateElement")
      spans.push({ start: node.start, end: node.end, kind: tagged ? "tagged-template" : "template" });
    else if (node.type === "Identifier" || node.type === "PrivateIdentifier")
      spans.push({ start: node.start, end: node.end, kind: "identifier" });
    for (const [key, value] of Object.entries(node)) {
      const children: unknown[] = Array.isArray(value) ? value : [value];
      for (const child of children)
        if (child !== null && typeof child === "object" && typeof (child as Node).type === "string")
          stack.push({
            node: child as Node,
            // A tag reads the raw text of its template, which an escape would change.
            tagged:
              (node.type === "TaggedTemplateExpression" && key === "quasi") ||
              (node.type === "TemplateLiteral" && key === "quasis" && tagged),
          });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** How many backslashes stand right before `index`. */
function backslashesBefore(source: string, index: number, from: number): number {
  let count = 0;
  while (index - count - 1 >= from && source.charCodeAt(index - count - 1) === 0x5c) count++;
  return count;
}

/**
 * The same module with every character beyond ASCII written as an escape. Throws where no escape
 * can mean the same (a tagged template's text), rather than change what the code does. Source is
 * read as a module unless told otherwise.
 */
export function asciiSource(source: string, options: Pick<Options, "sourceType" | "allowHashBang"> = {}): string {
  if (!NON_ASCII.test(source)) return source;
  const spans = spansOf(source, { sourceType: "module", ...options });
  let out = "";
  let copied = 0;
  let spanIndex = 0;
  for (let index = 0; index < source.length; index++) {
    const unit = source.charCodeAt(index);
    if (unit < 0x80) continue;
    while (spanIndex < spans.length && (spans[spanIndex] as Span).end <= index) spanIndex++;
    const span = spans[spanIndex];
    const inside = span !== undefined && span.start <= index;
    let replaced = index;
    let replacement: string;
    if (!inside) {
      if (LINE_TERMINATORS.has(unit)) replacement = "\n";
      else if (WHITE_SPACE.test(source[index] as string)) replacement = " ";
      else throw new Error(`a character beyond ASCII outside any token, at offset ${index}`);
    } else if (span.kind === "tagged-template") {
      throw new Error(`a character beyond ASCII in a tagged template, at offset ${index}`);
    } else if (span.kind === "comment") {
      // A line terminator inside a block comment counts for semicolon insertion: keep one.
      replacement = LINE_TERMINATORS.has(unit) ? "\n" : hex4(unit);
    } else if (span.kind === "identifier") {
      const point = source.codePointAt(index) as number;
      replacement = point > 0xffff ? `\\u{${point.toString(16)}}` : hex4(unit);
      if (point > 0xffff) index++;
    } else {
      // In a string, template or pattern, "\é" means "é", and a backslash before a line
      // terminator continues the line: the backslash goes with the character it escapes.
      const escaped = backslashesBefore(source, index, span.start) % 2 === 1;
      if (escaped) replaced = index - 1;
      replacement = escaped && LINE_TERMINATORS.has(unit) && span.kind !== "regex" ? "" : hex4(unit);
    }
    out += source.slice(copied, replaced) + replacement;
    copied = index + 1;
  }
  return out + source.slice(copied);
}
