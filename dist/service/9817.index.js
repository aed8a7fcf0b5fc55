export const id = 9817;
export const ids = [9817];
export const modules = {

/***/ 49817:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanHtml: () => (/* binding */ cleanHtml)
/* harmony export */ });
/* harmony import */ var sanitize_html__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43595);
/* harmony import */ var _html_bound_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57848);


/**
 * Sender-written HTML made safe to show: no scripts, styles, frames, media, forms or meta
 * refreshes; form controls are unwrapped to their text; links keep only web, mailto: and tel:
 * targets (app links stay available through the codes and links). Done once, on the first read
 * of the HTML (inbox/clean-on-read.ts).
 */
const OPTIONS = {
    allowedTags: [...sanitize_html__WEBPACK_IMPORTED_MODULE_0__.defaults.allowedTags.filter((tag) => tag !== "img"), "center", "font", "span"],
    allowedAttributes: {
        // rel is the one transformTags adds below; the sender's own is overwritten there.
        a: ["href", "title", "rel"],
        td: ["colspan", "rowspan", "align", "valign"],
        th: ["colspan", "rowspan", "align", "valign"],
        table: ["align", "width"],
        "*": ["dir", "lang"],
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
    transformTags: {
        a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow" } }),
    },
};
function cleanHtml(html) {
    // Cleaning a bounded input bounds the work; the sanitizer closes what the cut leaves open.
    let clean = sanitize_html__WEBPACK_IMPORTED_MODULE_0__(html.slice(0, _html_bound_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CLEAN_HTML_BYTES */ .F), OPTIONS);
    if (Buffer.byteLength(clean) > _html_bound_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CLEAN_HTML_BYTES */ .F) {
        clean = Buffer.from(clean).subarray(0, _html_bound_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CLEAN_HTML_BYTES */ .F).toString("utf8");
        // Never end inside a tag: drop a trailing partial one.
        const open = clean.lastIndexOf("<");
        if (open > clean.lastIndexOf(">"))
            clean = clean.slice(0, open);
        clean = clean.replace(/\uFFFD$/, "");
    }
    return clean;
}
//# sourceMappingURL=clean-html.js.map

/***/ }),

/***/ 57848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ MAX_CLEAN_HTML_BYTES)
/* harmony export */ });
/**
 * The spec's limit on stored HTML per email, which is also as far as cleaning reads. Its own
 * module so that cutting HTML to it (analyze.ts) does not need the sanitizer.
 */
const MAX_CLEAN_HTML_BYTES = 200 * 1024;
//# sourceMappingURL=html-bound.js.map

/***/ })

};
