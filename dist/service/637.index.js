export const id = 637;
export const ids = [637];
export const modules = {

/***/ 7637:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseEmail: () => (/* binding */ parseEmail)
/* harmony export */ });
/* harmony import */ var mailparser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7068);

/**
 * Headers later features read. Everything else of the header section is dropped on arrival:
 * nothing asks for it, and it is sender-written.
 */
const KEPT_HEADERS = [
    "message-id",
    "date",
    "reply-to",
    "list-unsubscribe",
    "list-unsubscribe-post",
    "auto-submitted",
    "precedence",
    "content-language",
    "otp-token",
];
/**
 * Untrusted HTML larger than this is not converted to text (the conversion is superlinear on
 * pathological markup); such a message keeps its HTML and gets no derived text.
 */
const MAX_HTML_TO_TEXT_CHARS = 2 * 1024 * 1024;
function firstAddress(from) {
    const entry = from?.value[0];
    return { address: entry?.address?.toLowerCase() || null, name: entry?.name?.trim() || null };
}
function keptHeaders(parsed) {
    const kept = {};
    for (const line of parsed.headerLines) {
        if (!KEPT_HEADERS.includes(line.key) || kept[line.key] !== undefined)
            continue;
        const colon = line.line.indexOf(":");
        kept[line.key] = line.line
            .slice(colon + 1)
            .replace(/\r?\n[ \t]+/g, " ")
            .trim()
            .slice(0, 2000);
    }
    // The DKIM signer domain (d=) names the sender even when From is a shared provider.
    const dkim = parsed.headerLines.find((line) => line.key === "dkim-signature");
    const signer = dkim
        ? /(?:^|;)\s*d\s*=\s*([^;\s]+)/i.exec(dkim.line.slice(dkim.line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " "))?.[1]
        : undefined;
    if (signer)
        kept["dkim-signer"] = signer.toLowerCase().slice(0, 253);
    return kept;
}
/** Parses a raw RFC 5322 message once. Malformed MIME parses as far as it goes; it never throws for content. */
async function parseEmail(raw) {
    const parsed = await (0,mailparser__WEBPACK_IMPORTED_MODULE_0__/* .simpleParser */ .mo)(raw, {
        skipImageLinks: true,
        keepCidLinks: true,
        skipTextToHtml: true,
        skipTextLinks: true,
        checksumAlgo: false,
        maxHtmlLengthToParse: MAX_HTML_TO_TEXT_CHARS,
    });
    const from = firstAddress(parsed.from);
    return {
        fromAddress: from.address,
        fromName: from.name,
        subject: parsed.subject ?? null,
        text: parsed.text ?? null,
        html: typeof parsed.html === "string" ? parsed.html : null,
        headers: keptHeaders(parsed),
    };
}
//# sourceMappingURL=parse.js.map

/***/ })

};
