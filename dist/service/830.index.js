export const id = 830;
export const ids = [830];
export const modules = {

/***/ 76962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ readsAsText),
/* harmony export */   LE: () => (/* binding */ readMessageText),
/* harmony export */   s5: () => (/* binding */ isAttachment),
/* harmony export */   tG: () => (/* binding */ plainAddressList)
/* harmony export */ });
/* harmony import */ var _zone_eu_mailsplit__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19357);
/* harmony import */ var _zone_eu_mailsplit_lib_flowed_decoder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38437);
/* harmony import */ var libmime__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97882);
/* harmony import */ var mailparser__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67416);




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
async function readMessageText(raw) {
    const tree = await splitIntoParts(raw);
    if (tree === null)
        return null;
    const root = tree.root;
    // No part at all (an empty message): simpleParser's to answer.
    if (root === null)
        return null;
    if (!(await settleTexts(tree)))
        return null;
    const content = joinContent(root, tree.hasText, tree.hasHtml);
    const header = rootHeaders(root.node);
    if (header === null)
        return null;
    return { ...header, ...content, attachments: tree.attachments, inlineParts: tree.inlineParts };
}
/** Content types mailparser reads as text (message/delivery-status too: it keeps no delivery status). */
const TEXT_TYPES = new Set(["text/plain", "text/html", "message/delivery-status"]);
const FAILED = Symbol("decoding failed");
/** The parts as mailparser's MailParser places them (createNode), each text part being decoded. */
function splitIntoParts(raw) {
    return new Promise((resolve) => {
        const splitter = new _zone_eu_mailsplit__WEBPACK_IMPORTED_MODULE_0__.Splitter();
        // mailsplit declares only the 'data' event of its streams; they have every event of a Transform.
        const events = splitter;
        const tree = { root: null, hasText: false, hasHtml: false, attachments: 0, inlineParts: 0, texts: [] };
        let current = null;
        let settled = false;
        const giveUp = () => {
            if (settled)
                return;
            settled = true;
            splitter.removeAllListeners("data");
            splitter.destroy();
            resolve(null);
        };
        const endDecoder = (part) => {
            if (part?.decoder && !part.decoder.writableEnded)
                part.decoder.end();
        };
        splitter.on("data", (chunk) => {
            if (chunk.type === "node") {
                // An embedded message puts its own headers into the text: simpleParser's to write.
                if (chunk.contentType === "message/rfc822")
                    return giveUp();
                current = placePart(tree, current, chunk);
                if (readsAsText(current.node)) {
                    if (current.contentType === "text/html")
                        tree.hasHtml = true;
                    else
                        tree.hasText = true;
                    const decoder = chunk.getDecoder();
                    current.decoder = decoder;
                    tree.texts.push({ part: current, text: decodedText(decoder, chunk) });
                }
                else if (!chunk.multipart) {
                    if (isAttachment(chunk))
                        tree.attachments++;
                    else
                        tree.inlineParts++;
                }
            }
            else if (chunk.type === "body") {
                if (current?.decoder?.writable)
                    current.decoder.write(chunk.value);
            }
            else {
                endDecoder(current);
            }
        });
        events.once("error", giveUp);
        events.once("end", () => {
            if (settled)
                return;
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
async function settleTexts(tree) {
    const ended = tree.texts.filter(({ part }) => part.decoder?.writableEnded);
    const texts = await Promise.all(ended.map(({ text }) => text));
    if (texts.includes(FAILED))
        return false;
    ended.forEach(({ part }, index) => (part.textContent = texts[index]));
    return true;
}
/** mailparser's createNode: the part's content type, and its place in the tree. */
function placePart(tree, current, node) {
    const part = {
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
    const attachTo = (parent) => {
        part.parent = parent;
        parent.children.push(part);
        return part;
    };
    if (current.parent === null)
        return attachTo(current);
    if (current.parent.node === node.parentNode)
        return attachTo(current.parent);
    if (current.node === node.parentNode)
        return attachTo(current);
    for (let parent = current.parent; parent !== null; parent = parent.parent) {
        if (parent.node === node.parentNode)
            return attachTo(parent);
    }
    // A part whose parent cannot be found is left out of the tree, as mailparser leaves it.
    return part;
}
/**
 * Whether a leaf that is not read as text is an attachment rather than an inline part (an image
 * the HTML shows): its disposition says attachment, or it has none and carries a file name.
 * parse.ts counts simpleParser's attachments by the same rule.
 */
function isAttachment(part) {
    return part.disposition === "attachment" || (!part.disposition && Boolean(part.filename));
}
/**
 * Whether a part is read as the message's text (and so is neither an attachment nor an inline
 * part): mailparser's rule, which source-parts.ts lists parts by too.
 */
function readsAsText(node) {
    const contentType = node.contentType || (node.root ? "text/plain" : false);
    // A multipart node is no text type either.
    if (contentType === false || !TEXT_TYPES.has(contentType))
        return false;
    const disposition = node.disposition;
    return !disposition || disposition === "inline";
}
/**
 * The decoded body of a text part, through the same format=flowed and charset streams mailparser
 * pipes it through, joined and with line ends made "\n" as mailparser does.
 */
function decodedText(decoder, node) {
    let stream = decoder;
    if (node.flowed)
        stream = stream.pipe(new _zone_eu_mailsplit_lib_flowed_decoder_js__WEBPACK_IMPORTED_MODULE_1__({ delSp: node.delSp }));
    const charset = node.charset || "utf-8";
    if (!["ascii", "usascii", "utf8"].includes(charset.toLowerCase().replace(/[^a-z0-9]+/g, ""))) {
        try {
            stream = stream.pipe(libmime__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .h.createDecodeStream(charset));
        }
        catch {
            // As mailparser: a charset that cannot be decoded is read as it is.
        }
    }
    return new Promise((resolve) => {
        const chunks = [];
        let length = 0;
        stream.on("data", (chunk) => {
            const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
            chunks.push(bytes);
            length += bytes.length;
        });
        stream.once("end", () => {
            // Most decoders give their text as one chunk: read it where it is rather than copy it.
            const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length);
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
function joinContent(root, hasText, hasHtml) {
    const text = [];
    const html = [];
    const visit = (part, inAlternative) => {
        const content = part.textContent;
        if (content) {
            if (part.contentType === "text/html") {
                if ((!inAlternative && hasText) || (part.root && !hasText))
                    text.push("");
                html.push(content);
            }
            else {
                text.push(content);
                if (!inAlternative && hasHtml)
                    html.push("");
            }
        }
        const childrenInAlternative = inAlternative || part.contentType === "multipart/alternative";
        for (const child of part.children)
            visit(child, childrenInAlternative);
    };
    visit(root, false);
    return {
        text: text.length > 0 ? text.join("\n") : undefined,
        html: html.length > 0 ? html.join("<br/>\n") : undefined,
    };
}
/** The root's header lines, and its Subject and From as mailparser interprets them. */
function rootHeaders(node) {
    const headers = node.headers;
    // mailparser reads the lines before it parses them; a root without them is simpleParser's to fail.
    const headerLines = headers ? headers.lines : false;
    if (!headers || !headerLines)
        return null;
    try {
        let subject;
        let from;
        for (const line of headers.getList()) {
            // mailparser keeps the first Subject that is not empty, and the first From.
            if (line.key === "subject" && subject === undefined) {
                let value = headerValue(line.line);
                try {
                    value = libmime__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .h.decodeWords(value);
                }
                catch {
                    // As mailparser: kept as it is.
                }
                if (value)
                    subject = value;
            }
            else if (line.key === "from" && from === undefined) {
                from = (0,mailparser__WEBPACK_IMPORTED_MODULE_3__/* .parseAddressHeader */ .jB)(headerValue(line.line));
            }
        }
        return { headerLines, subject, from };
    }
    catch {
        return null;
    }
}
/**
 * The addresses of an address header line (To, Cc, Reply-To), as mailparser reads them (encoded
 * names decoded, groups flattened), written back as one plain header value that any address
 * parser reads the same way: `"Name" <address>, address`. Empty when it names none.
 */
function plainAddressList(line) {
    const written = [];
    const visit = (entries) => {
        for (const entry of entries) {
            if (entry.group)
                visit(entry.group);
            else if (entry.address || entry.name) {
                const name = entry.name
                    ? `"${entry.name.replace(/["\\\r\n]/g, (c) => (c === "\r" || c === "\n" ? " " : `\\${c}`))}" `
                    : "";
                written.push(name ? `${name}<${entry.address ?? ""}>` : (entry.address ?? ""));
            }
        }
    };
    try {
        visit((0,mailparser__WEBPACK_IMPORTED_MODULE_3__/* .parseAddressHeader */ .jB)(headerValue(line)).value);
    }
    catch {
        return "";
    }
    return written.join(", ");
}
/** A header line's value as mailparser's processHeaders reads it, before the field's own decoding. */
function headerValue(line) {
    const value = (libmime__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .h.decodeHeader(line)?.value || "").toString().trim();
    return Buffer.from(value, "binary").toString();
}
//# sourceMappingURL=mime-reader.js.map

/***/ }),

/***/ 20830:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readSourceParts: () => (/* binding */ readSourceParts)
/* harmony export */ });
/* harmony import */ var _zone_eu_mailsplit__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19357);
/* harmony import */ var _mime_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76962);


/**
 * Reads the parts a mail client lists beside a stored message's text (attachments and inline
 * images), decoded, for the Mailpit-compatible API's message summary and part downloads. Counted by the same rule as on arrival (mime-reader.ts), so a list
 * entry's Attachments is the summary's. Work and memory are linear in the message's size (at
 * most max_message_bytes).
 */
function readSourceParts(raw) {
    return new Promise((resolve, reject) => {
        const splitter = new _zone_eu_mailsplit__WEBPACK_IMPORTED_MODULE_0__.Splitter();
        const events = splitter;
        const places = new Map();
        const parts = [];
        const pending = [];
        // The splitter hands a part's body over in chunks, written into its decoder here.
        let decoder = null;
        const endDecoder = () => {
            if (decoder && !decoder.writableEnded)
                decoder.end();
            decoder = null;
        };
        splitter.on("data", (chunk) => {
            if (chunk.type === "body") {
                if (decoder?.writable)
                    decoder.write(chunk.value);
                return;
            }
            endDecoder();
            if (chunk.type !== "node")
                return;
            const node = chunk;
            const parent = node.parentNode ? places.get(node.parentNode) : undefined;
            let id = "";
            if (parent) {
                parent.children++;
                id = parent.id ? `${parent.id}.${parent.children}` : String(parent.children);
            }
            places.set(node, { id, children: 0 });
            // Counted on arrival by the same rules (mime-reader.ts), so the list and the summary agree.
            if (node.multipart || (0,_mime_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .readsAsText */ .J_)(node))
                return;
            const contentType = node.contentType || "application/octet-stream";
            // The splitter gives the header line as written: "Content-ID: <logo@acme>".
            const idLine = node.headers ? String([node.headers.get("content-id")].flat()[0] ?? "") : "";
            const contentId = idLine
                .slice(idLine.indexOf(":") + 1)
                .replace(/\r?\n[ \t]+/g, " ")
                .trim()
                .replace(/^<|>$/g, "");
            const part = {
                // A message that is one attachment and nothing else: its root is part 1.
                partId: id || "1",
                contentType,
                fileName: node.filename || "",
                contentId,
                attachment: (0,_mime_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .isAttachment */ .s5)(node),
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
function collect(stream) {
    return new Promise((resolve) => {
        const chunks = [];
        stream.on("data", (chunk) => chunks.push(chunk));
        stream.once("end", () => resolve(Buffer.concat(chunks)));
        // A part whose transfer encoding cannot be decoded is listed with what was decoded of it.
        stream.once("error", () => resolve(Buffer.concat(chunks)));
    });
}
//# sourceMappingURL=source-parts.js.map

/***/ })

};
