import { Splitter } from "@zone-eu/mailsplit";
import FlowedDecoder from "@zone-eu/mailsplit/lib/flowed-decoder.js";
import type { HeaderLine, MimeNode, SplitterChunk } from "@zone-eu/mailsplit/lib/types.js";
import libmime from "libmime";
import { type AddressObject, parseAddressHeader } from "mailparser";
import type { Duplex, Readable, Transform } from "node:stream";

/**
 * What the service reads of a message's MIME: its header lines, Subject, From, and the text and
 * HTML a reader sees. Sender-written content: never log any of it.
 */
export interface MessageText {
  headerLines: readonly HeaderLine[];
  subject: string | undefined;
  from: AddressObject | undefined;
  text: string | undefined;
  html: string | undefined;
  /**
   * Parts a mail client lists as attachments (attachmentCount): not read, only counted, for the
   * Mailpit-compatible message list.
   */
  attachments: number;
  /** Other parts that are not read as text: inline images and the like (counted the same way). */
  inlineParts: number;
}

/**
 * Reads a message's text on mailparser's own lower layers: the same splitter (mailsplit), the same
 * transfer, format=flowed and charset decoders, and the same rules mailparser's simpleParser applies
 * to the options parse.ts gives it, so the answer is the one simpleParser gives, field for field.
 * What it leaves out is what the service never reads: the attachments are not decoded, only the
 * root's Subject and From are interpreted, and no pause is taken between chunks. About four
 * fifths of a simpleParser call on a typical verification email went to those.
 *
 * Null for a message this reader leaves to simpleParser: one with an embedded message (its headers
 * become part of the text), or one the splitter or a decoder refuses (simpleParser then answers
 * with its error). test/mail/mime-reader.test.ts holds it to simpleParser's answers over every
 * email of the two corpora, copies of them cut short, and messages built for each rule.
 */
export async function readMessageText(raw: Buffer): Promise<MessageText | null> {
  const tree = await splitIntoParts(raw);
  if (tree === null) return null;
  const root = tree.root;
  // No part at all (an empty message): simpleParser's to answer.
  if (root === null) return null;
  if (!(await settleTexts(tree))) return null;
  const content = joinContent(root, tree.hasText, tree.hasHtml);
  const header = rootHeaders(root.node);
  if (header === null) return null;
  return { ...header, ...content, attachments: tree.attachments, inlineParts: tree.inlineParts };
}

/** Content types mailparser reads as text (message/delivery-status too: it keeps no delivery status). */
const TEXT_TYPES = new Set(["text/plain", "text/html", "message/delivery-status"]);

/** A node of the tree as mailparser builds it from the splitter's nodes. */
interface Part {
  node: MimeNode;
  contentType: string | false;
  root: boolean;
  parent: Part | null;
  children: Part[];
  /** Where a text part's body is written, until the splitter says it ended. */
  decoder: Duplex | null;
  /** The decoded text, once its decoder has ended. */
  textContent: string | undefined;
}

const FAILED = Symbol("decoding failed");

interface SplitTree {
  root: Part | null;
  hasText: boolean;
  hasHtml: boolean;
  /** Leaf parts that are attachments (isAttachment), and the other leaves not read as text. */
  attachments: number;
  inlineParts: number;
  /** Every text part, in the order the splitter gave them. */
  texts: { part: Part; text: Promise<string | typeof FAILED> }[];
}

/** The parts as mailparser's MailParser places them (createNode), each text part being decoded. */
function splitIntoParts(raw: Buffer): Promise<SplitTree | null> {
  return new Promise((resolve) => {
    const splitter = new Splitter();
    // mailsplit declares only the 'data' event of its streams; they have every event of a Transform.
    const events = splitter as unknown as Transform;
    const tree: SplitTree = { root: null, hasText: false, hasHtml: false, attachments: 0, inlineParts: 0, texts: [] };
    let current: Part | null = null;
    let settled = false;
    const giveUp = () => {
      if (settled) return;
      settled = true;
      splitter.removeAllListeners("data");
      splitter.destroy();
      resolve(null);
    };
    const endDecoder = (part: Part | null) => {
      if (part?.decoder && !part.decoder.writableEnded) part.decoder.end();
    };

    splitter.on("data", (chunk: SplitterChunk) => {
      if (chunk.type === "node") {
        // An embedded message puts its own headers into the text: simpleParser's to write.
        if (chunk.contentType === "message/rfc822") return giveUp();
        current = placePart(tree, current, chunk);
        if (readsAsText(current.node)) {
          if (current.contentType === "text/html") tree.hasHtml = true;
          else tree.hasText = true;
          const decoder = chunk.getDecoder();
          current.decoder = decoder;
          tree.texts.push({ part: current, text: decodedText(decoder, chunk) });
        } else if (!chunk.multipart) {
          if (isAttachment(chunk)) tree.attachments++;
          else tree.inlineParts++;
        }
      } else if (chunk.type === "body") {
        if (current?.decoder?.writable) current.decoder.write(chunk.value);
      } else {
        endDecoder(current);
      }
    });
    events.once("error", giveUp);
    events.once("end", () => {
      if (settled) return;
      settled = true;
      endDecoder(current);
      resolve(tree);
    });
    splitter.end(raw);
  });
}

/**
 * Sets each text part's text once decoded. A part whose decoder never ended has none, as in
 * mailparser. False when a decoder failed (simpleParser then answers with its error).
 */
async function settleTexts(tree: SplitTree): Promise<boolean> {
  const ended = tree.texts.filter(({ part }) => part.decoder?.writableEnded);
  const texts = await Promise.all(ended.map(({ text }) => text));
  if (texts.includes(FAILED)) return false;
  ended.forEach(({ part }, index) => (part.textContent = texts[index] as string));
  return true;
}

/** mailparser's createNode: the part's content type, and its place in the tree. */
function placePart(tree: SplitTree, current: Part | null, node: MimeNode): Part {
  const part: Part = {
    node,
    contentType: node.contentType || (node.root ? "text/plain" : false),
    root: false,
    parent: null,
    children: [],
    decoder: null,
    textContent: undefined,
  };
  if (tree.root === null || current === null) {
    part.root = true;
    tree.root = part;
    return part;
  }
  const attachTo = (parent: Part) => {
    part.parent = parent;
    parent.children.push(part);
    return part;
  };
  if (current.parent === null) return attachTo(current);
  if (current.parent.node === node.parentNode) return attachTo(current.parent);
  if (current.node === node.parentNode) return attachTo(current);
  for (let parent: Part | null = current.parent; parent !== null; parent = parent.parent) {
    if (parent.node === node.parentNode) return attachTo(parent);
  }
  // A part whose parent cannot be found is left out of the tree, as mailparser leaves it.
  return part;
}

/**
 * Whether a leaf that is not read as text is an attachment rather than an inline part (an image
 * the HTML shows): its disposition says attachment, or it has none and carries a file name.
 * parse.ts counts simpleParser's attachments by the same rule.
 */
export function isAttachment(part: { disposition: string | false; filename: string | false }): boolean {
  return part.disposition === "attachment" || (!part.disposition && Boolean(part.filename));
}

/**
 * Whether a part is read as the message's text (and so is neither an attachment nor an inline
 * part): mailparser's rule, which source-parts.ts lists parts by too.
 */
export function readsAsText(node: MimeNode): boolean {
  const contentType = node.contentType || (node.root ? "text/plain" : false);
  // A multipart node is no text type either.
  if (contentType === false || !TEXT_TYPES.has(contentType)) return false;
  const disposition = node.disposition;
  return !disposition || disposition === "inline";
}

/**
 * The decoded body of a text part, through the same format=flowed and charset streams mailparser
 * pipes it through, joined and with line ends made "\n" as mailparser does.
 */
function decodedText(decoder: Readable, node: MimeNode): Promise<string | typeof FAILED> {
  let stream: Readable = decoder;
  if (node.flowed) stream = stream.pipe(new FlowedDecoder({ delSp: node.delSp }) as unknown as Transform);
  const charset = node.charset || "utf-8";
  if (!["ascii", "usascii", "utf8"].includes(charset.toLowerCase().replace(/[^a-z0-9]+/g, ""))) {
    try {
      stream = stream.pipe(libmime.createDecodeStream(charset));
    } catch {
      // As mailparser: a charset that cannot be decoded is read as it is.
    }
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    stream.on("data", (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      chunks.push(bytes);
      length += bytes.length;
    });
    stream.once("end", () => {
      // Most decoders give their text as one chunk: read it where it is rather than copy it.
      const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, length);
      resolve(bytes.toString().replace(/\r?\n/g, "\n"));
    });
    stream.once("error", () => resolve(FAILED));
  });
}

/**
 * mailparser's getTextContent for a tree without embedded messages, with the options parse.ts
 * gives simpleParser: text parts and HTML parts in document order. Where mailparser would make
 * text from HTML or HTML from text (outside an alternative), those options make it add an empty
 * string instead.
 */
function joinContent(root: Part, hasText: boolean, hasHtml: boolean): Pick<MessageText, "text" | "html"> {
  const text: string[] = [];
  const html: string[] = [];
  const visit = (part: Part, inAlternative: boolean) => {
    const content = part.textContent;
    if (content) {
      if (part.contentType === "text/html") {
        if ((!inAlternative && hasText) || (part.root && !hasText)) text.push("");
        html.push(content);
      } else {
        text.push(content);
        if (!inAlternative && hasHtml) html.push("");
      }
    }
    const childrenInAlternative = inAlternative || part.contentType === "multipart/alternative";
    for (const child of part.children) visit(child, childrenInAlternative);
  };
  visit(root, false);
  return {
    text: text.length > 0 ? text.join("\n") : undefined,
    html: html.length > 0 ? html.join("<br/>\n") : undefined,
  };
}

/** The root's header lines, and its Subject and From as mailparser interprets them. */
function rootHeaders(node: MimeNode): Pick<MessageText, "headerLines" | "subject" | "from"> | null {
  const headers = node.headers;
  // mailparser reads the lines before it parses them; a root without them is simpleParser's to fail.
  const headerLines = headers ? headers.lines : false;
  if (!headers || !headerLines) return null;
  try {
    let subject: string | undefined;
    let from: AddressObject | undefined;
    for (const line of headers.getList()) {
      // mailparser keeps the first Subject that is not empty, and the first From.
      if (line.key === "subject" && subject === undefined) {
        let value = headerValue(line.line);
        try {
          value = libmime.decodeWords(value);
        } catch {
          // As mailparser: kept as it is.
        }
        if (value) subject = value;
      } else if (line.key === "from" && from === undefined) {
        from = parseAddressHeader(headerValue(line.line));
      }
    }
    return { headerLines, subject, from };
  } catch {
    return null;
  }
}

/**
 * The addresses of an address header line (To, Cc, Reply-To), as mailparser reads them (encoded
 * names decoded, groups flattened), written back as one plain header value that any address
 * parser reads the same way: `"Name" <address>, address`. Empty when it names none.
 */
export function plainAddressList(line: string): string {
  const written: string[] = [];
  const visit = (entries: readonly { address?: string; name?: string; group?: readonly unknown[] }[]) => {
    for (const entry of entries) {
      if (entry.group) visit(entry.group as typeof entries);
      else if (entry.address || entry.name) {
        const name = entry.name
          ? `"${entry.name.replace(/["\\\r\n]/g, (c) => (c === "\r" || c === "\n" ? " " : `\\${c}`))}" `
          : "";
        written.push(name ? `${name}<${entry.address ?? ""}>` : (entry.address ?? ""));
      }
    }
  };
  try {
    visit(parseAddressHeader(headerValue(line)).value);
  } catch {
    return "";
  }
  return written.join(", ");
}

/** A header line's value as mailparser's processHeaders reads it, before the field's own decoding. */
function headerValue(line: string): string {
  const value = (libmime.decodeHeader(line)?.value || "").toString().trim();
  return Buffer.from(value, "binary").toString();
}
