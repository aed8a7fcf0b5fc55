export const id = 9817;
export const ids = [9817];
export const modules = {

/***/ 49817:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanHtml: () => (/* binding */ cleanHtml)
/* harmony export */ });
/* harmony import */ var sanitize_html__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43595);
/* harmony import */ var _lib_utf8_cut_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58416);
/* harmony import */ var _html_bound_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57848);



/**
 * Only what surely hides: font-size:0 and max-height:0 also lay out columns and mobile-only
 * blocks whose children are seen.
 */
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;
/** Marks a hidden element between transformTags and exclusiveFilter; never in the output. */
const HIDDEN_MARK = "data-proofbox-hidden";
/** A style or attribute that hides the element from a reader. */
function hides(attribs) {
    const style = attribs.style;
    // aria-hidden hides from screen readers only: what it marks is still seen.
    return (style !== undefined && HIDING_STYLE.test(style)) || "hidden" in attribs;
}
/**
 * Sender-written HTML made safe to show: no scripts, styles, frames, media, forms or meta
 * refreshes; form controls are unwrapped to their text; links keep only web, mailto: and tel:
 * targets (app links stay available through the codes and links). Done once, on the first read
 * of the HTML (inbox/clean-on-read.ts).
 */
const OPTIONS = {
    allowedTags: [...sanitize_html__WEBPACK_IMPORTED_MODULE_1__.defaults.allowedTags.filter((tag) => tag !== "img"), "center", "font", "span"],
    allowedAttributes: {
        // rel is the one transformTags adds below; the sender's own is overwritten there.
        a: ["href", "title", "rel"],
        td: ["colspan", "rowspan", "align", "valign"],
        th: ["colspan", "rowspan", "align", "valign"],
        table: ["align", "width"],
        "*": ["dir", "lang", HIDDEN_MARK],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    // Their content goes with them; every other disallowed tag is unwrapped to its content.
    nonTextTags: [
        "script",
        "style",
        "textarea",
        "option",
        "noscript",
        "title",
        "head",
        "iframe",
        "frame",
        "frameset",
        "object",
        "embed",
        "video",
        "audio",
        "svg",
        "math",
        "template",
    ],
    disallowedTagsMode: "discard",
    exclusiveFilter: (frame) => HIDDEN_MARK in frame.attribs,
    transformTags: {
        a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow" } }),
        // What a mail client hides (a preheader, a display:none block) is marked here, while its style
        // is still readable, and dropped with its content by exclusiveFilter below: with the styles
        // gone, it would show, and the text checks would read what no reader sees.
        "*": (tagName, attribs) => ({ tagName, attribs: hides(attribs) ? { [HIDDEN_MARK]: "" } : attribs }),
    },
};
function cleanHtml(html) {
    // Cleaning a bounded input bounds the work; the sanitizer closes what the cut leaves open.
    const cleaned = (0,_lib_utf8_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cutToBytes */ .z)(sanitize_html__WEBPACK_IMPORTED_MODULE_1__((0,_html_bound_js__WEBPACK_IMPORTED_MODULE_0__/* .boundNesting */ .zI)(html.slice(0, _html_bound_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_CLEAN_HTML_BYTES */ .F)), OPTIONS), _html_bound_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_CLEAN_HTML_BYTES */ .F);
    if (!cleaned.cut)
        return { html: cleaned.text, cut: false };
    // Never end inside a tag: drop a trailing partial one.
    const open = cleaned.text.lastIndexOf("<");
    return { html: open > cleaned.text.lastIndexOf(">") ? cleaned.text.slice(0, open) : cleaned.text, cut: true };
}
//# sourceMappingURL=clean-html.js.map

/***/ }),

/***/ 57848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ MAX_CLEAN_HTML_BYTES),
/* harmony export */   n7: () => (/* binding */ MAX_HTML_DEPTH),
/* harmony export */   zI: () => (/* binding */ boundNesting)
/* harmony export */ });
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27260);

/**
 * Bounds on reading sender HTML. Every reader of an email's HTML (extraction, the text made from
 * HTML, cleaning for include=html) goes through htmlparser2, whose element stack is an array it
 * unshifts and searches from the front: each open tag costs as much as the elements already
 * open, and each end tag that matches nothing costs a search of them all. A few hundred thousand
 * unclosed or stray tags (well under the size limits) then took tens of seconds to read. The
 * bound below keeps every reader's cost linear in the HTML's length.
 */
/** The spec's limit on stored HTML per email, which is also as far as cleaning reads. */
const MAX_CLEAN_HTML_BYTES = 200 * 1024;
/**
 * How deep elements may nest for a reader. Real mail nests 10 to 25 deep (the two corpora: 21 at
 * most); browsers stop nesting at 512. Past this depth, further start tags are left out (their
 * text stays), so each reader's stack work per tag stays under this many steps.
 */
const MAX_HTML_DEPTH = 64;
/** HTML this short holds too few tags for nesting to cost anything: it is read as it is. */
const TAGS_READ_AS_THEY_ARE = 2048;
/** htmlparser2's rules: a start tag closes these open elements when they are the innermost. */
const PARAGRAPH = ["p"];
const FORM_CONTROLS = ["input", "option", "optgroup", "select", "button", "datalist", "textarea"];
const CLOSED_BY = {
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
    ...Object.fromEntries(["select", "input", "output", "button", "datalist", "textarea"].map((tag) => [tag, FORM_CONTROLS])),
    ...Object.fromEntries([
        ..."h1 h2 h3 h4 h5 h6 p address article aside blockquote details div dl fieldset figcaption figure".split(" "),
        ..."footer form header hr main nav ol pre section table ul".split(" "),
    ].map((tag) => [tag, PARAGRAPH])),
};
const IMPLIED_CLOSES = new Map(Object.entries(CLOSED_BY).map(([tag, closes]) => [tag, new Set(closes)]));
const VOID_ELEMENTS = new Set("area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr".split(" "));
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
function manyTags(html) {
    // Every tag takes at least three characters.
    if (html.length < TAGS_READ_AS_THEY_ARE * 3)
        return false;
    let count = 0;
    for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1))
        if (++count > TAGS_READ_AS_THEY_ARE)
            return true;
    return false;
}
/**
 * The HTML as its readers may read it: the same text and markup, less the start tags that would
 * nest deeper than MAX_HTML_DEPTH (with their end tags) and the end tags that close nothing
 * (which every reader ignores). It follows htmlparser2's own rules of which tags close which, in
 * one pass with constant work per tag. HTML within the bound comes back unchanged, as the same
 * string.
 */
function boundNesting(html) {
    if (!manyTags(html))
        return html;
    const open = [];
    /** How many elements of each name are open: whether an end tag closes anything, at once. */
    const openCount = new Map();
    /** Start tags left out for depth, by name, whose end tags are left out with them. */
    const leftOut = new Map();
    const foreign = [false];
    /** What is kept: the text between the cuts. */
    const kept = [];
    let keptUpTo = 0;
    const cut = (start, end) => {
        kept.push(html.slice(keptUpTo, start));
        keptUpTo = end;
    };
    const count = (map, name, by) => map.set(name, (map.get(name) ?? 0) + by);
    const pop = () => count(openCount, open.pop(), -1);
    /** The start tag being read: its name, where it starts, and whether it is left out. */
    let tag = { name: "", start: 0, leftOut: false };
    const nameOf = (start, end) => html.slice(start, end).toLowerCase();
    const endOfTag = (end, selfClosing) => {
        const { name, start } = tag;
        if (tag.leftOut) {
            cut(start, end + 1);
            if (!selfClosing)
                count(leftOut, name, 1);
        }
        else if (selfClosing && open[open.length - 1] === name)
            pop();
    };
    const ignore = () => { };
    const tokenizer = new htmlparser2__WEBPACK_IMPORTED_MODULE_0__/* .Tokenizer */ ._F({ xmlMode: false, decodeEntities: false }, {
        onopentagname(start, end) {
            const name = nameOf(start, end);
            tag = { name, start: start - 1, leftOut: false };
            const closes = IMPLIED_CLOSES.get(name);
            if (closes)
                while (open.length > 0 && closes.has(open[open.length - 1]))
                    pop();
            if (VOID_ELEMENTS.has(name))
                return;
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
            if (foreignish)
                foreign.push(FOREIGN_ELEMENTS.has(name));
        },
        onopentagend: (end) => endOfTag(end, false),
        // htmlparser2 honours `<x/>` only inside SVG and MathML; elsewhere it is a start tag.
        onselfclosingtag: (end) => endOfTag(end, foreign[foreign.length - 1] === true),
        onclosetag(start, end) {
            const name = nameOf(start, end);
            // "</br>" reads as <br>, and "</p>" alone as an empty paragraph: both are kept.
            if (VOID_ELEMENTS.has(name))
                return;
            const tagEnd = html.indexOf(">", end);
            const through = tagEnd === -1 ? html.length : tagEnd + 1;
            if ((leftOut.get(name) ?? 0) > 0) {
                count(leftOut, name, -1);
                cut(start - 2, through);
                return;
            }
            if ((openCount.get(name) ?? 0) > 0) {
                while (open.length > 0 && open[open.length - 1] !== name)
                    pop();
                pop();
            }
            else if (name !== "p") {
                cut(start - 2, through);
                return;
            }
            // A kept end tag of SVG, MathML or an integration point leaves htmlparser2's second stack.
            if ((FOREIGN_ELEMENTS.has(name) || HTML_INTEGRATION_ELEMENTS.has(name)) && foreign.length > 1)
                foreign.pop();
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
    });
    tokenizer.write(html);
    tokenizer.end();
    if (kept.length === 0)
        return html;
    kept.push(html.slice(keptUpTo));
    return kept.join("");
}
//# sourceMappingURL=html-bound.js.map

/***/ })

};
