export const id = 155;
export const ids = [155];
export const modules = {

/***/ 3155:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyzeEmail: () => (/* binding */ analyzeEmail)
});

// EXTERNAL MODULE: ./node_modules/sanitize-html/index.js
var sanitize_html = __webpack_require__(3595);
;// CONCATENATED MODULE: ./build/service/mail/clean-html.js

/** The spec's limit on stored HTML per email. */
const MAX_CLEAN_HTML_BYTES = 200 * 1024;
/**
 * Sender-written HTML made safe to show: no scripts, styles, frames, media, forms or meta
 * refreshes; form controls are unwrapped to their text; links keep only web, mailto: and tel:
 * targets (app links stay available through the codes and links). Done once, on arrival.
 */
const OPTIONS = {
    allowedTags: [...sanitize_html.defaults.allowedTags.filter((tag) => tag !== "img"), "center", "font", "span"],
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
    let clean = sanitize_html(html.slice(0, MAX_CLEAN_HTML_BYTES), OPTIONS);
    if (Buffer.byteLength(clean) > MAX_CLEAN_HTML_BYTES) {
        clean = Buffer.from(clean).subarray(0, MAX_CLEAN_HTML_BYTES).toString("utf8");
        // Never end inside a tag: drop a trailing partial one.
        const open = clean.lastIndexOf("<");
        if (open > clean.lastIndexOf(">"))
            clean = clean.slice(0, open);
        clean = clean.replace(/\uFFFD$/, "");
    }
    return clean;
}
//# sourceMappingURL=clean-html.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/vocabulary.js
/**
 * The words extraction looks for, in English, German, French, Spanish, Portuguese, Italian,
 * Dutch, Polish, Japanese, Chinese, Korean, Russian and Turkish. Each list is one regular
 * expression over lower-cased text. Latin-script words are matched as word prefixes (so
 * "verif" covers verify, verifizieren, vérifier); scripts without spaces are matched anywhere.
 */
const words = (latin, other = []) => new RegExp(`(?:(?<![\\p{L}\\p{N}])(?:${latin.join("|")})|${other.join("|") || "(?!)"})`, "iu");
/** Where the last match of `pattern` in `text` ends, or -1. */
const globalVersions = new WeakMap();
function lastMatchEnd(pattern, text) {
    let global = globalVersions.get(pattern);
    if (!global)
        globalVersions.set(pattern, (global = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`)));
    let end = -1;
    for (const match of text.matchAll(global))
        end = match.index + match[0].length;
    return end;
}
/** A code to type: "your code", "one-time password", "Bestätigungscode", "验证码". */
const CODE_WORDS = words([
    "code",
    "codes",
    "otp",
    "passcode",
    "pin",
    "one[- ]time password",
    "one[- ]time code",
    "token",
    "bestätigungscode",
    "sicherheitscode",
    "anmeldecode",
    "einmalcode",
    "einmalpasswort",
    "verifizierungscode",
    "mot de passe à usage unique",
    "código",
    "codigo",
    "contraseña de un solo uso",
    "senha de uso único",
    "codice",
    "verificatiecode",
    "kod",
    "kodu",
    "doğrulama",
    "şifre",
    "код",
    "пароль",
], [
    "コード",
    "認証番号",
    "確認番号",
    "ワンタイムパスワード",
    "验证码",
    "驗證碼",
    "代码",
    "代碼",
    "动态码",
    "코드",
    "인증번호",
    "인증 번호",
]);
/** Promotion codes: "coupon", "promo code", "20% off", "Gutschein", "cupón", "优惠券". */
const COUPON_WORDS = words([
    "coupon",
    "promo",
    "promotion",
    "discount",
    "voucher",
    "gift card",
    "\\d+ ?% off",
    "save \\d+",
    "gutschein",
    "rabatt",
    "réduction",
    "remise",
    "bon de réduction",
    "cupón",
    "cupom",
    "descuento",
    "desconto",
    "sconto",
    "buono",
    "kortingscode",
    "korting",
    "kupon",
    "zniżk",
    "rabat",
    "indirim",
    "скидк",
    "промокод",
    "купон",
], ["クーポン", "割引", "优惠", "優惠", "折扣", "쿠폰", "할인"]);
/** What a code is for when it is a one-time code; it outweighs coupon words nearby. */
const OTP_WORDS = words([
    "verif",
    "one[- ]time",
    "login",
    "log in",
    "sign[- ]?in",
    "security",
    "confirm",
    "authenticat",
    "passcode",
    "otp",
    "bestätig",
    "anmeld",
    "connexion",
    "vérif",
    "confirmation",
    "inicio de sesión",
    "verificación",
    "verificação",
    "acceso",
    "accesso",
    "verifica",
    "inloggen",
    "logowani",
    "weryfikac",
    "giriş",
    "doğrulama",
    "вход",
    "подтвержд",
], ["ログイン", "認証", "確認", "ワンタイム", "验证", "驗證", "登录", "登入", "로그인", "인증", "확인"]);
/** Numbers that are not codes, by the word before them: orders, invoices, phones, postcodes. */
const DECOY_WORDS = words([
    "order",
    "invoice",
    "receipt",
    "tracking",
    "shipment",
    "ticket",
    "case",
    "reference",
    "ref",
    "customer",
    "account (?:no|number)",
    "member",
    "phone",
    "tel",
    "telephone",
    "fax",
    "call",
    "mobile",
    "zip",
    "postal",
    "postcode",
    "post code",
    "plz",
    "bestellung",
    "bestellnummer",
    "rechnung",
    "sendungsnummer",
    "kundennummer",
    "telefon",
    "commande",
    "facture",
    "téléphone",
    "code postal",
    "pedido",
    "factura",
    "fatura",
    "encomenda",
    "teléfono",
    "telefone",
    "código postal",
    "cep",
    "ordine",
    "fattura",
    "telefono",
    "cap",
    "bestelling",
    "factuur",
    "postcode",
    "zamówieni",
    "faktur",
    "telefon",
    "sipariş",
    "заказ",
    "счет",
    "счёт",
    "телефон",
    "индекс",
    "version",
    "build",
    "release",
    "no\\.",
    "nr\\.?",
    "n°",
    "#",
]);
/** What an email or a link is for. Order matters only for ties: more specific kinds first. */
const INTENT_WORDS = {
    reset: words([
        "reset",
        "recover",
        "forgot",
        "new password",
        "change (?:your |my )?password",
        "update (?:your |my )?password",
        "set (?:a |your )?(?:new )?password",
        "update your account",
        "zurücksetzen",
        "passwort",
        "wiederherstell",
        "réinitialis",
        "mot de passe",
        "récupér",
        "restablecer",
        "contraseña",
        "recuperar",
        "redefinir",
        "senha",
        "reimposta",
        "recupera",
        "herstel",
        "wachtwoord",
        "resetuj",
        "hasło",
        "hasła",
        "sıfırla",
        "şifre",
        "сброс",
        "восстанов",
        "пароль",
    ], ["パスワード", "回復", "再設定", "リセット", "重置", "密码", "密碼", "找回", "재설정", "비밀번호"]),
    invite: words([
        "invit",
        "join",
        "accept",
        "einladung",
        "eingeladen",
        "beitreten",
        "rejoindre",
        "invitación",
        "invitado",
        "unirte",
        "convite",
        "convidado",
        "invito",
        "unisciti",
        "uitnodig",
        "zaproszeni",
        "dołącz",
        "davet",
        "katıl",
        "приглаш",
        "присоедин",
    ], ["招待", "参加", "邀请", "邀請", "加入", "초대", "참여"]),
    magic_signin: words([
        "sign[- ]?in",
        "log[- ]?in",
        "magic",
        "anmelden",
        "anmeldung",
        "einloggen",
        "connexion",
        "connecter",
        "iniciar sesión",
        "inicia sesión",
        "acceder",
        "entrar",
        "acessar",
        "accedi",
        "accesso",
        "inloggen",
        "aanmelden",
        "zaloguj",
        "logowani",
        "giriş",
        "oturum aç",
        "войти",
        "вход",
    ], ["ログイン", "サインイン", "登录", "登入", "로그인"]),
    verify: words([
        "verif",
        "confirm",
        "activat",
        "activate",
        "validat",
        "bestätig",
        "aktivier",
        "vérifi",
        "valider",
        "activer",
        "verific",
        "confirma",
        "activa",
        "ativa",
        "conferma",
        "attiva",
        "bevestig",
        "activeer",
        "potwierdź",
        "potwierdz",
        "weryfik",
        "aktywuj",
        "doğrula",
        "onayla",
        "etkinleştir",
        "подтверд",
        "актив",
    ], ["確認", "認証", "有効化", "验证", "驗證", "确认", "確認", "激活", "인증", "확인", "활성화"]),
};
/** Links no sign-up, sign-in, invite or reset test wants, by their words or their URL. */
const NOISE_LINK_WORDS = words([
    "unsubscribe",
    "opt[- ]?out",
    "manage (?:your )?(?:email )?(?:preferences|subscriptions|notifications)",
    "email preferences",
    "notification settings",
    "view (?:it |this (?:email|message) )?(?:in (?:your |a |the )?browser|online|as a web ?page)",
    "im browser",
    "dans (?:votre|le) navigateur",
    "en (?:tu|el) navegador",
    "web version",
    "privacy",
    "terms",
    "legal",
    "imprint",
    "impressum",
    "datenschutz",
    "abmelden",
    "abbestellen",
    "se désabonner",
    "désinscri",
    "confidentialité",
    "darse de baja",
    "cancelar suscripción",
    "descadastrar",
    "privacidad",
    "privacidade",
    "disiscriviti",
    "uitschrijven",
    "afmelden",
    "wypisz",
    "abonelikten çık",
    "отписаться",
    "help",
    "support",
    "faq",
    "contact",
    "feedback",
    "report",
    "revoke",
    "deny",
    "not you",
    "wasn't me",
    "was not me",
    "cancel",
    "download (?:the|our) app",
    "app store",
    "google play",
], ["配信停止", "退订", "取消订阅", "수신 거부", "구독 취소"]);
/** Hosts of social networks and app stores: never the link a test waits for. */
const NOISE_HOSTS = /(?:^|\.)(?:facebook\.com|fb\.me|twitter\.com|x\.com|t\.co|linkedin\.com|instagram\.com|youtube\.com|youtu\.be|tiktok\.com|pinterest\.com|reddit\.com|discord\.gg|mastodon\.social|threads\.net|apps\.apple\.com|itunes\.apple\.com|play\.google\.com)$/i;
/** Paths of pages that are never a verification target. */
const NOISE_PATHS = /(?:^|\/)(?:unsubscribe|optout|opt-out|preferences|privacy|terms|legal|imprint|impressum|help|support|faq|contact|revoke|report|deny|cancel)(?:[/._?#-]|$)/i;
/** Images, fonts and style sheets linked directly: assets, never a page to open. */
const IMAGE_PATH = /\.(?:png|jpe?g|gif|svg|webp|bmp|ico|woff2?|ttf|otf|eot|css|js)$/i;
//# sourceMappingURL=vocabulary.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/codes.js

/** A run of letters and digits not glued to other characters that make it something else. */
const TOKEN = /[A-Za-z0-9]+/g;
/** Characters that, right before a token, make it part of something else (a URL, a price, a colour). */
const GLUED_BEFORE = /(?:[\p{L}\p{N}@#$€£¥₹₩₽+/\\=&?_%'’-]|\d[.,:])$/u;
/** Characters that, right after, do the same ("12:30", "3.5", "10%", "5€", "file.png"). */
const GLUED_AFTER = /^(?:[\p{L}\p{N}@/\\_%$€£¥₹₩₽'’]|[.,:-][\p{L}\p{N}])/u;
const CURRENCY_NEAR = /(?:[$€£¥₹₩₽]|\b(?:usd|eur|gbp|chf|jpy|cny|brl|pln|try|rub)\b)/i;
const MONTHS = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
const SENTENCE_END = /[.!?。！？]\s/;
const MAY_HOLD_CODE = /\d|[A-Z]{2,5}-[A-Z]{2,5}/;
function tokensOf(text) {
    const tokens = [];
    for (const match of text.matchAll(TOKEN)) {
        tokens.push({ value: match[0], start: match.index, end: match.index + match[0].length });
    }
    return tokens;
}
const shapeOf = (part) => (/^\d+$/.test(part) ? "digits" : /^[A-Z0-9]+$/.test(part) ? "upper" : "other");
/**
 * Joins "123 456" and "WFZF-BLLN" into one code: two halves of the same shape and about the
 * same length, separated by one space or dash. The dash stays (it is typed); the space goes.
 */
function joinHalves(text, tokens) {
    const joined = [];
    for (let i = 0; i < tokens.length; i++) {
        const left = tokens[i];
        const right = tokens[i + 1];
        const separator = right ? text.slice(left.end, right.start) : "";
        if (right &&
            (separator === " " || separator === "-") &&
            left.value.length >= 2 &&
            left.value.length <= 5 &&
            Math.abs(left.value.length - right.value.length) <= 1 &&
            shapeOf(left.value) !== "other" &&
            shapeOf(left.value) === shapeOf(right.value) &&
            left.value.length + right.value.length <= 10) {
            joined.push({
                value: separator === "-" ? `${left.value}-${right.value}` : left.value + right.value,
                start: left.start,
                end: right.end,
            });
            i++;
            continue;
        }
        joined.push(left);
    }
    return joined;
}
const alnumLength = (value) => value.replace(/-/g, "").length;
/** Whether the characters of a token can be a code at all, and how sure a lone token can make us. */
function shapeAllows(value, inline) {
    const length = alnumLength(value);
    if (length < 4 || length > 10)
        return false;
    const plain = value.replace(/-/g, "");
    if (/^\d+$/.test(plain))
        return true;
    const hasDigit = /\d/.test(plain);
    const upper = /^[A-Z0-9]+$/.test(plain);
    // Letters only: a dashed group of capitals (WFZF-BLLN) reads as a code; a word does not.
    if (!hasDigit)
        return upper && value.includes("-");
    // Letters and digits in capitals (3P3PJ8GZ) read as a code; mixed case only when announced.
    return upper || inline;
}
function isDecoy(text, token, joinedNeighbours) {
    const before = text.slice(0, token.start);
    const after = text.slice(token.end);
    if (GLUED_BEFORE.test(before) || GLUED_AFTER.test(after))
        return true;
    const plain = token.value.replace(/-/g, "");
    const digitsOnly = /^\d+$/.test(plain);
    const near = text.slice(Math.max(0, token.start - 28), token.start);
    if (DECOY_WORDS.test(near.replace(/\s+$/, "")) && /(?:^|[\s:#])$/.test(near)) {
        // "Order 123456", "Tel: 0301234567": the word right before says what the number is.
        const lastWords = near.split(/\s+/).slice(-3).join(" ");
        if (DECOY_WORDS.test(lastWords))
            return true;
    }
    if (CURRENCY_NEAR.test(text.slice(Math.max(0, token.start - 5), token.start)) ||
        CURRENCY_NEAR.test(after.slice(0, 5)))
        return true;
    if (digitsOnly) {
        const year = Number(plain);
        if (plain.length === 4 && year >= 1900 && year <= 2099)
            return true;
        if (MONTHS.test(text.slice(Math.max(0, token.start - 12), token.end + 12)))
            return true;
        // A group of a longer digit sequence: "+49 30 1234 5678", "555 123 4567".
        const index = joinedNeighbours.indexOf(token);
        const previous = joinedNeighbours[index - 1];
        const next = joinedNeighbours[index + 1];
        if (previous && /^\d+$/.test(previous.value) && /^[\s()-]{1,2}$/.test(text.slice(previous.end, token.start)))
            return true;
        if (next && /^\d+$/.test(next.value) && /^[\s()-]{1,2}$/.test(text.slice(token.end, next.start)))
            return true;
    }
    return false;
}
/** The token comes right after words announcing a code, in the same sentence, or right before them. */
function announced(text, token) {
    const before = text.slice(Math.max(0, token.start - 80), token.start);
    const sentence = before.split(SENTENCE_END).pop() ?? "";
    const end = lastMatchEnd(CODE_WORDS, sentence);
    // "Your code is 1234", "Code: 1234", "código de verificación: 1234": a short gap without digits.
    if (end !== -1) {
        const gap = sentence.slice(end);
        if (gap.length <= 30 && !/\d/.test(gap) && !/[,;]/.test(gap))
            return true;
    }
    const after = text.slice(token.end, token.end + 40);
    return /^\s*(?:is|ist|est|es|é|è|jest)\s/i.test(after) && CODE_WORDS.test(after);
}
/** The whole block is the token, maybe framed by punctuation or a short label ("Code: 1234"). */
function standsAlone(text, token) {
    const rest = (text.slice(0, token.start) + text.slice(token.end)).replace(/[\s"'“”‘’«»()[\]{}:：.,!*|_=~>-]/g, "");
    return rest.length === 0;
}
/** A coupon when promotion words stand closer to the code than sign-in or verification words. */
function classify(region) {
    const coupon = lastMatchEnd(COUPON_WORDS, region);
    return coupon !== -1 && coupon > lastMatchEnd(OTP_WORDS, region) ? "coupon" : "otp";
}
/** Codes of one document (the subject counts as the first block). Best first, no duplicates. */
function findCodes(subject, documents) {
    const candidates = [];
    let order = 0;
    for (const blocks of [subject ? [{ text: subject }] : [], ...documents]) {
        blocks.forEach((block, index) => {
            const text = block.text;
            // A code has a digit or is a dashed group of capitals; most blocks have neither.
            if (text.length > 2000 || !MAY_HOLD_CODE.test(text))
                return;
            const tokens = joinHalves(text, tokensOf(text));
            for (const token of tokens) {
                order++;
                // Most tokens are words: the cheap shape test goes first.
                if (!shapeAllows(token.value, true))
                    continue;
                const inline = announced(text, token);
                if (!shapeAllows(token.value, inline) || isDecoy(text, token, tokens))
                    continue;
                const context = blocks
                    .slice(Math.max(0, index - 4), index)
                    .map((b) => b.text)
                    .join(" \n ");
                const alone = standsAlone(text, token) && (CODE_WORDS.test(context) || CODE_WORDS.test(subject ?? ""));
                if (!inline && !alone)
                    continue;
                // The words nearest the code decide; the subject only when the body says nothing.
                const near = blocks
                    .slice(Math.max(0, index - 1), index)
                    .map((b) => b.text)
                    .join(" \n ");
                const region = `${subject ?? ""} \n ${near} \n ${text.slice(0, token.start)}`;
                candidates.push({ value: token.value, subtype: classify(region), order });
            }
        });
    }
    const seen = new Set();
    return candidates
        .sort((a, b) => (a.subtype === b.subtype ? a.order - b.order : a.subtype === "otp" ? -1 : 1))
        .filter((candidate) => !seen.has(candidate.value) && seen.add(candidate.value))
        .map(({ value, subtype }) => ({ value, subtype }));
}
//# sourceMappingURL=codes.js.map
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/esm/index.js + 15 modules
var esm = __webpack_require__(3225);
;// CONCATENATED MODULE: ./build/service/mail/extract/document.js

/** Invisible characters that templates put between words (preheader padding, soft hyphens). */
// U+034F (combining grapheme joiner) stands outside the class: inside, it would combine.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]|\u034F/g;
const HAS_INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]|\u034F/;
const normalizeSpace = (text) => (HAS_INVISIBLE.test(text) ? text.replace(INVISIBLE, "") : text).replace(/\s+/g, " ").trim();
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
const isHidden = (attributes) => /display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0/i.test(attributes.style ?? "") ||
    "hidden" in attributes;
/** Reads HTML with a tolerant streaming parser; entities come out decoded. */
function htmlDocument(html) {
    const blocks = [];
    const anchors = [];
    let current = "";
    const stack = [];
    /** Stack index of the element whose content is not read (style, script, hidden), if any. */
    let skipFrom = null;
    let anchor = null;
    const flush = () => {
        const text = normalizeSpace(current);
        if (text)
            blocks.push({ text });
        current = "";
    };
    const parser = new esm/* Parser */.iX({
        onopentag(name, attributes) {
            if (VOID_TAGS.has(name)) {
                if (skipFrom !== null)
                    return;
                if (BLOCK_TAGS.has(name))
                    flush();
                if (name === "img" && anchor && attributes.alt)
                    anchor.alt += ` ${attributes.alt}`;
                return;
            }
            stack.push(name);
            if (skipFrom === null && (SKIPPED_TAGS.has(name) || isHidden(attributes)))
                skipFrom = stack.length - 1;
            if (skipFrom !== null)
                return;
            if (BLOCK_TAGS.has(name))
                flush();
            if (name === "a" && attributes.href) {
                if (anchor)
                    closeAnchor();
                anchor = { href: attributes.href.trim(), text: "", alt: "" };
            }
        },
        ontext(text) {
            if (skipFrom !== null)
                return;
            current += text;
            if (anchor)
                anchor.text += text;
        },
        onclosetag(name) {
            if (VOID_TAGS.has(name))
                return;
            // Close up to the matching open tag; a stray end tag is ignored.
            const index = stack.lastIndexOf(name);
            if (index === -1)
                return;
            stack.length = index;
            if (skipFrom !== null) {
                if (index <= skipFrom)
                    skipFrom = null;
                return;
            }
            if (name === "a" && anchor)
                closeAnchor();
            if (BLOCK_TAGS.has(name))
                flush();
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    function closeAnchor() {
        if (!anchor)
            return;
        const text = normalizeSpace(anchor.text) || normalizeSpace(anchor.alt);
        // The block the link belongs to is the one being filled, pushed at the next flush.
        anchors.push({ href: anchor.href, text, block: blocks.length });
        anchor = null;
    }
    parser.write(html);
    parser.end();
    if (anchor)
        closeAnchor();
    flush();
    // An anchor closed before its block was flushed points at that block; clamp the ones that
    // ended in an empty trailing block.
    for (const entry of anchors)
        entry.block = Math.min(entry.block, Math.max(0, blocks.length - 1));
    return { blocks, anchors };
}
/** Web and app URLs written out in plain text. Trailing punctuation is not part of them. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]{1,30}:\/\/[^\s<>"'`]+/gi;
function trimUrl(url) {
    let end = url.length;
    while (end > 0 && ".,;:!?".includes(url[end - 1]))
        end--;
    let result = url.slice(0, end);
    // A closing bracket belongs to the URL only when the URL opened one.
    for (const [open, close] of [
        ["(", ")"],
        ["[", "]"],
    ]) {
        while (result.endsWith(close) && result.split(open).length < result.split(close).length)
            result = result.slice(0, -1);
    }
    return result;
}
/** Reads the text part: every non-empty line is a block; URLs in it become anchors. */
function textDocument(text) {
    const blocks = [];
    const anchors = [];
    for (const line of text.split(/\r?\n/)) {
        const normalized = normalizeSpace(line);
        if (!normalized)
            continue;
        for (const match of normalized.matchAll(URL_IN_TEXT)) {
            anchors.push({ href: trimUrl(match[0]), text: "", block: blocks.length });
        }
        blocks.push({ text: normalized });
    }
    return { blocks, anchors };
}
//# sourceMappingURL=document.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/expiry.js
/**
 * The lifetime an email states for its code or link: "expires in 10 minutes", "valid for
 * 24 hours", "Der Link ist 5 Minuten gültig", "3 時間以内", or an end date ("due in August 10,
 * 2026 09:14 AM"). Only what the email says: no statement, no expiry.
 */
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/** Unit words by language, each to seconds. Matched as prefixes of lower-cased words. */
const UNITS = [
    [/^(?:sec|sek|seg|sn|saniye|秒|초|секунд)/, 1],
    [/^(?:min|minut|dakika|分|분|минут)/, MINUTE],
    [/^(?:h\b|hr|hour|stund|std|heure|hora|or[ae]\b|uur|godzin|saat|時間|小时|小時|시간|час)/, HOUR],
    [/^(?:d\b|day|tag|jour|día|dia|giorn|dag|dni|dzie|gün|日|天|일|дн|дней|суток)/, DAY],
    [/^(?:week|woche|semaine|semana|settiman|tydzie|tygodni|hafta|週|周|주|недел)/, 7 * DAY],
];
const NUMBER_WORDS = {
    a: 1,
    an: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    twelve: 12,
    fifteen: 15,
    twenty: 20,
    thirty: 30,
    "twenty-four": 24,
    sixty: 60,
    ein: 1,
    eine: 1,
    einer: 1,
    une: 1,
    un: 1,
    una: 1,
    uma: 1,
    um: 1,
    uno: 1,
    een: 1,
    jedn: 1,
    bir: 1,
};
const NUMBER = String.raw `(\d{1,4}|${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})`;
const UNIT = String.raw `([a-zà-ÿąćęłńóśźżğıöüşа-яё]+\.?|秒|分|時間|小时|小時|日|天|週|周|초|분|시간|일|주)`;
/**
 * Phrases that state a lifetime, each with the number and the unit as groups 1 and 2. The
 * statement words bind the number to a lifetime, so "delivered in 3 days" is not one.
 */
const LIFETIME_PHRASES = [
    // English
    new RegExp(String.raw `(?:expires?|expiring|valid|good|active|usable|available|works?)\b[^.!?\n]{0,40}?\b(?:in|for|within|after|during)\s+(?:the\s+next\s+)?${NUMBER}[\s-]*${UNIT}`, "iu"),
    new RegExp(String.raw `\bwithin\s+(?:the\s+next\s+)?${NUMBER}[\s-]*${UNIT}`, "iu"),
    new RegExp(String.raw `\b${NUMBER}[\s-]*${UNIT}\s+(?:to|before it expires)`, "iu"),
    // German
    new RegExp(String.raw `\b${NUMBER}\s*${UNIT}\s+(?:lang\s+)?gültig`, "iu"),
    new RegExp(String.raw `(?:gültig|läuft)[^.!?\n]{0,30}?\b(?:für|in|nach|innerhalb von)\s+${NUMBER}\s*${UNIT}`, "iu"),
    new RegExp(String.raw `\binnerhalb\s+(?:von\s+|der\s+nächsten\s+)?${NUMBER}\s*${UNIT}`, "iu"),
    // French
    new RegExp(String.raw `(?:expire(?:nt|ra|ront)?|valable|valide)[^.!?\n]{0,30}?\b(?:dans|pendant|pour|durant|sous)\s+${NUMBER}\s*${UNIT}`, "iu"),
    // Spanish, Portuguese
    new RegExp(String.raw `(?:caduca(?:rá)?|expira(?:rá)?|vence(?:rá)?|válid[oa]|valid[oa])[^.!?\n]{0,30}?\b(?:en|em|durante|por|dentro de)\s+${NUMBER}\s*${UNIT}`, "iu"),
    // Italian
    new RegExp(String.raw `(?:scade(?:rà)?|valid[oa])[^.!?\n]{0,30}?\b(?:tra|fra|entro|per)\s+${NUMBER}\s*${UNIT}`, "iu"),
    // Dutch
    new RegExp(String.raw `(?:verloopt|vervalt|geldig)[^.!?\n]{0,30}?\b(?:over|na|binnen|voor|gedurende)\s+${NUMBER}\s*${UNIT}`, "iu"),
    new RegExp(String.raw `\b${NUMBER}\s*${UNIT}\s+geldig`, "iu"),
    // Polish
    new RegExp(String.raw `(?:wygaśnie|wygasa|ważn[yae])[^.!?\n]{0,30}?\b(?:za|przez|w ciągu)\s+${NUMBER}\s*${UNIT}`, "iu"),
    // Russian
    new RegExp(String.raw `(?:истекает|действителен|действительна|действительно|действует)[^.!?\n]{0,30}?(?:через|в течение)\s+${NUMBER}\s*${UNIT}`, "iu"),
    new RegExp(String.raw `(?:в течение|через)\s+${NUMBER}\s*${UNIT}`, "iu"),
    // Turkish
    new RegExp(String.raw `\b${NUMBER}\s*${UNIT}\s+(?:içinde|boyunca|süreyle|geçerli|sonra)`, "iu"),
    // Japanese, Chinese, Korean: the number and unit come first.
    new RegExp(String.raw `(\d{1,4})\s*(分|時間|日|週間)(?:間)?\s*(?:だけ)?(?:有効|以内|後に失効|後に期限|で失効|で期限)`, "u"),
    new RegExp(String.raw `有効期限[はが：:]?\s*(\d{1,4})\s*(分|時間|日)`, "u"),
    new RegExp(String.raw `(\d{1,4})\s*(分钟|分鐘|小时|小時|天)\s*(?:内|內)?(?:有效|过期|過期|失效)`, "u"),
    new RegExp(String.raw `有效期(?:为|為)?\s*(\d{1,4})\s*(分钟|分鐘|小时|小時|天)`, "u"),
    new RegExp(String.raw `(\d{1,4})\s*(분|시간|일)\s*(?:동안|이내|내에|후에|간)\s*(?:유효|만료|사용)?`, "u"),
];
/** "due in August 10, 2026 09:14 AM", "valid until 10 August 2026", "expires on 2026-08-10". */
const END_DATE = /\b(?:due(?: in| on| by)?|valid until|expires? on|expires? at|until)\s+((?:[A-Z][a-z]+\.? \d{1,2},? \d{4}|\d{1,2} [A-Z][a-z]+ \d{4}|\d{4}-\d{2}-\d{2})(?:,? (?:at )?\d{1,2}:\d{2}(?::\d{2})?(?: ?[AP]M)?)?(?: ?(?:UTC|GMT|Z))?)/;
function unitSeconds(unit) {
    const word = unit.toLowerCase();
    for (const [pattern, seconds] of UNITS)
        if (pattern.test(word))
            return seconds;
    return null;
}
function numberValue(text) {
    if (/^\d+$/.test(text))
        return Number(text);
    return NUMBER_WORDS[text.toLowerCase()] ?? null;
}
/** The first lifetime the email states, in reading order (subject first). */
function findExpiry(texts) {
    for (const text of texts) {
        let best = null;
        for (const phrase of LIFETIME_PHRASES) {
            const match = phrase.exec(text);
            if (!match?.[1] || !match[2])
                continue;
            const count = numberValue(match[1]);
            const unit = unitSeconds(match[2]);
            if (count === null || unit === null || count <= 0)
                continue;
            const seconds = count * unit;
            // Lifetimes beyond a year are not what a test reads an email for.
            if (seconds > 366 * DAY)
                continue;
            if (!best || match.index < best.index)
                best = { index: match.index, seconds };
        }
        if (best)
            return { seconds: best.seconds };
        const end = END_DATE.exec(text);
        if (end?.[1]) {
            const when = /UTC|GMT|Z$/.test(end[1]) ? end[1] : `${end[1]} UTC`;
            const at = new Date(when.replace(/ at /, " "));
            if (!Number.isNaN(at.getTime()))
                return { at };
        }
    }
    return null;
}
//# sourceMappingURL=expiry.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/links.js

const NOT_FOLLOWABLE = /^(?:mailto|tel|sms|javascript|data|cid|about|file|vbscript):/i;
const TRACKER_PATH = /(?:^|\/)(?:click|clicks|track|tracking|redirect|ls\/click|wf\/click|c|r|l|e)(?:\/|$)/i;
const TRACKER_HOST = /^(?:click|clicks|links?|track|trk|email|em|e|url\d*|go)\./i;
const DESTINATION_PARAMS = ["url", "u", "redirect", "redirect_url", "target", "dest", "destination", "to", "link", "q"];
const TOKEN_PARAM = /^(?:token|key|code|secret|sig|signature|otp|hash|ticket|t|k|.*_token|.*token|.*_key)$/i;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
function safeDecode(value) {
    try {
        return decodeURIComponent(value);
    }
    catch {
        return value;
    }
}
/** A value random enough to be a secret: long, and mixing letters with digits (or a JWT). */
function looksSecret(value) {
    if (JWT.test(value))
        return true;
    if (value.length < 16 || !/^[\w.~+/=:%-]+$/.test(value))
        return false;
    return /\d/.test(value) && /[a-z]/i.test(value);
}
function carriesToken(url) {
    for (const [name, value] of url.searchParams) {
        // Campaign parameters are long and mixed but say nothing about the reader.
        if (/^(?:utm_|mc_|_hs|fbclid|gclid)/i.test(name))
            continue;
        if (looksSecret(value))
            return true;
        if (TOKEN_PARAM.test(name) && value.length >= 6)
            return true;
    }
    const segments = [...url.pathname.split("/"), ...url.hash.replace(/^#/, "").split(/[/?&=]/)];
    return segments.some((segment) => looksSecret(safeDecode(segment)));
}
function destinationOf(url) {
    if (!TRACKER_HOST.test(url.hostname) && !TRACKER_PATH.test(url.pathname))
        return null;
    for (const name of DESTINATION_PARAMS) {
        const value = url.searchParams.get(name);
        if (value && /^https?:\/\//i.test(value))
            return value;
    }
    return null;
}
function parse(url) {
    try {
        return new URL(url);
    }
    catch {
        return null;
    }
}
function isNoise(url, texts) {
    if (NOISE_HOSTS.test(url.hostname))
        return true;
    if (IMAGE_PATH.test(url.pathname))
        return true;
    if (NOISE_PATHS.test(url.pathname) || NOISE_PATHS.test(url.hash))
        return true;
    if (texts.some((text) => NOISE_LINK_WORDS.test(text)))
        return true;
    // A home page link (the logo, the footer) is never a call to action.
    const web = url.protocol === "http:" || url.protocol === "https:";
    return web && (url.pathname === "/" || url.pathname === "") && !url.search && (!url.hash || url.hash === "#");
}
/** URL words as text: "/auth/v1/verify?type=recovery" reads "auth v1 verify type recovery". */
const urlWords = (url) => safeDecode(`${url.hostname} ${url.pathname} ${url.search} ${url.hash}`).replace(/[-_/.?=&#:+%]+/g, " ");
const KINDS = ["reset", "invite", "magic_signin", "verify"];
function scores(url, texts, contexts, subject) {
    const words = urlWords(url);
    const result = { verify: 0, magic_signin: 0, invite: 0, reset: 0 };
    for (const kind of KINDS) {
        const pattern = INTENT_WORDS[kind];
        if (texts.some((text) => pattern.test(text)))
            result[kind] += 3;
        if (pattern.test(words))
            result[kind] += 2;
        if (contexts.some((context) => pattern.test(context)))
            result[kind] += 1.5;
        if (pattern.test(subject))
            result[kind] += 1;
    }
    return result;
}
function collect(documents) {
    const byUrl = new Map();
    let order = 0;
    for (const document of documents) {
        for (const anchor of document.anchors) {
            const url = anchor.href;
            if (!url || url.startsWith("#") || NOT_FOLLOWABLE.test(url) || url.length > 8192)
                continue;
            const block = document.blocks[anchor.block]?.text ?? "";
            const previous = document.blocks[anchor.block - 1]?.text ?? "";
            // The words around the link, without the URL itself (its words are judged separately).
            const context = `${previous} \n ${block}`.split(url).join(" ");
            let candidate = byUrl.get(url);
            if (!candidate)
                byUrl.set(url, (candidate = { url, texts: [], contexts: [], order: order++ }));
            if (anchor.text && anchor.text !== url)
                candidate.texts.push(anchor.text);
            candidate.contexts.push(context);
        }
    }
    return [...byUrl.values()];
}
/** Links of an email, best first. */
function findLinks(subject, documents) {
    const judged = [];
    for (const candidate of collect(documents)) {
        const url = parse(candidate.url);
        if (!url)
            continue;
        const destinationText = destinationOf(url);
        const destination = destinationText ? parse(destinationText) : null;
        const effective = destination ?? url;
        if (isNoise(effective, candidate.texts))
            continue;
        const app = url.protocol !== "http:" && url.protocol !== "https:";
        let subtype = "other";
        let score = 0;
        if (carriesToken(effective)) {
            const byKind = scores(effective, candidate.texts, candidate.contexts, subject ?? "");
            for (const kind of KINDS) {
                if (byKind[kind] > score) {
                    score = byKind[kind];
                    subtype = kind;
                }
            }
            // A secret-bearing link with no word of any kind: still likelier wanted than a plain page.
            if (subtype === "other")
                score = 0.5;
        }
        judged.push({ url: candidate.url, subtype, app, destination: destinationText, score, order: candidate.order });
    }
    const group = (link) => (link.subtype === "other" ? 1 : 0);
    return judged
        .sort((a, b) => group(a) - group(b) || b.score - a.score || Number(a.app) - Number(b.app) || a.order - b.order)
        .map(({ url, subtype, app, destination }) => ({ url, subtype, app, destination }));
}
//# sourceMappingURL=links.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/sender.js
/**
 * Who sent an email: a service name from the From display name, and the sender's domain.
 * Display names carry noise around the name: "Iago (via Zulip)" is Zulip, "Zulip Account
 * Security" is Zulip, and a bare "Support" or "no-reply" names nobody, so the domain does.
 */
/** Trailing words that name a department, not the service. */
const DEPARTMENT_WORDS = new Set([
    "account",
    "accounts",
    "alerts",
    "auth",
    "authentication",
    "do-not-reply",
    "donotreply",
    "mailer",
    "no-reply",
    "noreply",
    "notification",
    "notifications",
    "security",
    "service",
    "services",
    "support",
    "team",
    "verification",
    "admin",
    "info",
]);
function cleanName(name) {
    if (!name)
        return null;
    // Control characters have no place in a name that reports and logs will show.
    let value = [...name]
        .filter((char) => char >= " " && char !== "\u007f")
        .join("")
        .trim();
    const via = /\((?:via|über|par|vía|via)\s+([^)]+)\)\s*$/i.exec(value);
    if (via?.[1])
        value = via[1].trim();
    if (value.includes("@"))
        return null;
    const words = value.split(/\s+/);
    while (words.length > 1 && DEPARTMENT_WORDS.has(words[words.length - 1].toLowerCase()))
        words.pop();
    const cleaned = words.join(" ").slice(0, 120);
    if (!cleaned || DEPARTMENT_WORDS.has(cleaned.toLowerCase()))
        return null;
    return cleaned;
}
const hostOf = (address) => {
    const at = address?.lastIndexOf("@") ?? -1;
    return address && at > 0 ? address.slice(at + 1).toLowerCase() : null;
};
function findSender(input) {
    const serviceDomain = hostOf(input.fromAddress) ?? input.dkimSigner?.toLowerCase() ?? null;
    return { service: cleanName(input.fromName) ?? serviceDomain, serviceDomain };
}
//# sourceMappingURL=sender.js.map
// EXTERNAL MODULE: ./build/service/wire/enums.js
var enums = __webpack_require__(9862);
;// CONCATENATED MODULE: ./build/service/mail/extract/types.js

//# sourceMappingURL=types.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/index.js






/**
 * HTML past this size is read only up to it: verification content sits at the top, and the
 * cost of reading stays bounded for hostile mail.
 */
const MAX_HTML_CHARS = 512 * 1024;
const MAX_TEXT_CHARS = 256 * 1024;
/**
 * Everything a test may ask of an email, worked out once on arrival: its codes and links (best
 * first), who sent it and how long what it carries lasts. Pure: no I/O, no clock.
 */
function extractEmail(input) {
    const documents = [];
    if (input.text)
        documents.push(textDocument(input.text.slice(0, MAX_TEXT_CHARS)));
    if (input.html)
        documents.push(htmlDocument(input.html.slice(0, MAX_HTML_CHARS)));
    const codes = findCodes(input.subject, documents.map((document) => document.blocks));
    const links = findLinks(input.subject, documents);
    const { service, serviceDomain } = findSender(input);
    const expiry = findExpiry([
        input.subject ?? "",
        ...documents.map((document) => document.blocks.map((block) => block.text).join("\n")),
    ]);
    return { codes, links, service, serviceDomain, expiry };
}
//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./node_modules/mailparser/dist/esm/index.js + 25 modules
var dist_esm = __webpack_require__(3269);
;// CONCATENATED MODULE: ./build/service/mail/parse.js

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
    const parsed = await (0,dist_esm/* simpleParser */.mo)(raw, {
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
;// CONCATENATED MODULE: ./build/service/mail/analyze.js



/** Everything CPU-heavy about one message, run once on a parser worker (or inline). */
async function analyzeEmail(raw) {
    const parsed = await parseEmail(raw);
    const sentAt = parsed.headers.date ? new Date(parsed.headers.date) : null;
    const extraction = extractEmail({
        ...parsed,
        dkimSigner: parsed.headers["dkim-signer"] ?? null,
        sentAt: sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : null,
    });
    return { ...parsed, ...extraction, html: parsed.html === null ? null : cleanHtml(parsed.html) };
}
//# sourceMappingURL=analyze.js.map

/***/ })

};
