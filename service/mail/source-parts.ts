import { Splitter } from "@zone-eu/mailsplit";
import type { MimeNode, SplitterChunk } from "@zone-eu/mailsplit/lib/types.js";
import type { Duplex, Readable, Transform } from "node:stream";
import { isAttachment, readsAsText } from "./mime-reader.js";

/** A part of a message that is not read as its text: an attachment or an inline part. */
export interface SourcePart {
  /** Its place in the MIME tree as Mailpit numbers it: "2" is the root's second part, "1.2" its first part's second. */
  partId: string;
  contentType: string;
  fileName: string;
  contentId: string;
  attachment: boolean;
  /** Decoded. */
  content: Buffer;
}

export interface SourceReading {
  parts: SourcePart[];
}

/**
 * Reads the parts a mail client lists beside a stored message's text (attachments and inline
 * images), decoded, for the Mailpit-compatible API's message summary and part downloads. Counted by the same rule as on arrival (mime-reader.ts), so a list
 * entry's Attachments is the summary's. Work and memory are linear in the message's size (at
 * most max_message_bytes).
 */
export function readSourceParts(raw: Buffer): Promise<SourceReading> {
  return new Promise((resolve, reject) => {
    const splitter = new Splitter();
    const events = splitter as unknown as Transform;
    const places = new Map<MimeNode, { id: string; children: number }>();
    const parts: SourcePart[] = [];
    const pending: Promise<void>[] = [];
    // The splitter hands a part's body over in chunks, written into its decoder here.
    let decoder: Duplex | null = null;
    const endDecoder = () => {
      if (decoder && !decoder.writableEnded) decoder.end();
      decoder = null;
    };
    splitter.on("data", (chunk: SplitterChunk) => {
      if (chunk.type === "body") {
        if (decoder?.writable) decoder.write(chunk.value);
        return;
      }
      endDecoder();
      if (chunk.type !== "node") return;
      const node = chunk;
      const parent = node.parentNode ? places.get(node.parentNode) : undefined;
      let id = "";
      if (parent) {
        parent.children++;
        id = parent.id ? `${parent.id}.${parent.children}` : String(parent.children);
      }
      places.set(node, { id, children: 0 });
      // Counted on arrival by the same rules (mime-reader.ts), so the list and the summary agree.
      if (node.multipart || readsAsText(node)) return;
      const contentType = node.contentType || "application/octet-stream";
      // The splitter gives the header line as written: "Content-ID: <logo@acme>".
      const idLine = node.headers ? String([node.headers.get("content-id")].flat()[0] ?? "") : "";
      const contentId = idLine
        .slice(idLine.indexOf(":") + 1)
        .replace(/\r?\n[ \t]+/g, " ")
        .trim()
        .replace(/^<|>$/g, "");
      const part: SourcePart = {
        // A message that is one attachment and nothing else: its root is part 1.
        partId: id || "1",
        contentType,
        fileName: node.filename || "",
        contentId,
        attachment: isAttachment(node),
        content: Buffer.alloc(0),
      };
      parts.push(part);
      decoder = node.getDecoder();
      pending.push(collect(decoder).then((content) => void (part.content = content)));
    });
    events.once("error", reject);
    events.once("end", () => {
      endDecoder();
      Promise.all(pending).then(() => resolve({ parts }), reject);
    });
    splitter.end(raw);
  });
}

function collect(stream: Readable): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.once("end", () => resolve(Buffer.concat(chunks)));
    // A part whose transfer encoding cannot be decoded is listed with what was decoded of it.
    stream.once("error", () => resolve(Buffer.concat(chunks)));
  });
}
