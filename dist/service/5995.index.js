export const id = 5995;
export const ids = [5995];
export const modules = {

/***/ 65995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyzeEmail: () => (/* binding */ analyzeEmail)
});

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./build/service/lib/utf8-cut.js
var utf8_cut = __webpack_require__(58416);
// EXTERNAL MODULE: ./build/service/limits.js
var limits = __webpack_require__(95514);
// EXTERNAL MODULE: ./build/service/mail/html-bound.js
var html_bound = __webpack_require__(57848);
;// CONCATENATED MODULE: ./build/service/mail/extract/features.js
/** A code candidate is taken at this score or above. */
const CODE_THRESHOLD = 3;
const CODE_FEATURES = {
    six_digits: { weight: 1, means: "six digits, the commonest shape of a one-time code" },
    digits: { weight: 0.5, means: "four, five, seven or eight digits" },
    long_digits: { weight: 0, means: "nine or ten digits, as often an account or phone number as a code" },
    capitals_and_digits: { weight: 0.5, means: "capitals mixed with digits (3P3PJ8GZ)" },
    dashed_groups: { weight: 0.5, means: "groups of capitals or digits joined by dashes (WFZF-BLLN, VOORJAAR-25)" },
    mixed_case: { weight: -1, means: "lower and upper case with digits: more often an id than a code" },
    capitals_only: { weight: -1, means: "capitals without a digit or a dash: a word, unless it is a coupon" },
    announced_before: {
        weight: 3,
        means: 'words naming a code just before it in the same sentence ("Your code is", "Code:", "\u8a8d\u8a3c\u30b3\u30fc\u30c9\uff1a")',
    },
    announced_after: { weight: 2.5, means: 'words naming a code just after it ("482913 is your Acme code")' },
    typing_words: { weight: 1.5, means: 'a word asking to type or use it ("Enter", "Use", "Geben Sie", "\u5165\u529b")' },
    purpose_after: { weight: 1, means: 'what it is for, after it ("to sign in", "pour vous connecter")' },
    alone: { weight: 1.5, means: "alone in its block (a line, a cell, a box), at most with a short label" },
    emphasized: { weight: 1, means: "set in bold, large, spaced-out or monospace type" },
    code_words_above: {
        weight: 1.5,
        means: 'words naming a code in the three blocks before it, or an offer on the line just above ("15% off")',
    },
    code_words_below: { weight: 1, means: 'words naming a code in the sentence or block after it ("This code expires")' },
    subject_names_code: { weight: 1, means: "the subject names a code" },
    unnamed: {
        weight: -5,
        means: "nothing near it says it is a code: no code words, no typing words, no purpose, not in a code's subject",
    },
    decoy_label: {
        weight: -6,
        means: "labelled as something else: order, invoice, booking, tracking, card, phone, postcode, version",
    },
    meeting_nearby: {
        weight: -4,
        means: "a meeting in the same or the two blocks before, or a calendar invitation: a meeting id or passcode",
    },
    decoy_email: {
        weight: -3,
        means: "the email is a receipt, shipping notice, calendar invite, booking, statement or account notice",
    },
    booking_reference: {
        weight: -6,
        means: "in a booking or calendar email, a number no sign-in or typing words claim: a reference",
    },
    money: { weight: -6, means: "a currency next to it: a price" },
    date_or_time: { weight: -6, means: "a year, a month name next to it, a time (15h29) or a date (2026-03-10)" },
    phone_number: {
        weight: -6,
        means: "a group of a longer run of digit groups, or three groups joined by dashes: a phone or card number",
    },
};
/** A link of one of the four kinds is taken at this score or above; below it, it is `other`. */
const LINK_THRESHOLD = 2;
const LINK_FEATURES = {
    own_words: { weight: 3, means: "the link's own words name the kind (Verify email, Reset password)" },
    url_words: { weight: 2, means: "the URL's words name the kind (/auth/verify, type=recovery)" },
    nearby_words: { weight: 1.5, means: "the words around the link name the kind" },
    subject_words: { weight: 1, means: "the subject names the kind" },
    button: { weight: 0.5, means: "styled as a button: the email's call to action" },
    decoy_words: {
        weight: -5,
        means: "its own words name another page: a cart, an order, an invoice, a calendar event, settings",
    },
    decoy_url: {
        weight: -5,
        means: "its URL names another page (/cart/, /orders/, /calendar/event, /settings) or a video meeting",
    },
    decoy_email: {
        weight: -2,
        means: "the email is a receipt, shipping notice, calendar invite, booking, statement or account notice",
    },
};
function scoreOf(table, features) {
    let score = 0;
    for (const feature of features)
        score += table[feature].weight;
    return score;
}
//# sourceMappingURL=features.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/vocabulary.js
/**
 * The words extraction looks for, in English, German, French, Spanish, Portuguese, Italian,
 * Dutch, Polish, Japanese, Chinese, Korean, Russian and Turkish. Each list is one regular
 * expression over text in any case. Latin and Cyrillic words are matched as word prefixes (so
 * "verif" covers verify, verifizieren, v\u00e9rifier); a word that must end where it is written ends
 * with `$` in its list ("cap$"). Scripts without spaces (Japanese, Chinese, Korean) are matched
 * anywhere.
 */
const END = "(?![\\p{L}\\p{N}])";
const words = (latin, other = []) => {
    const prefixes = latin.map((word) => (word.endsWith("$") ? `${word.slice(0, -1)}${END}` : word));
    return new RegExp(`(?:(?<![\\p{L}\\p{N}])(?:${prefixes.join("|")})|${other.join("|") || "(?!)"})`, "iu");
};
/** Where the last match of `pattern` in `text` ends, or -1. */
const globalVersions = new WeakMap();
function globalOf(pattern) {
    let global = globalVersions.get(pattern);
    if (!global)
        globalVersions.set(pattern, (global = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`)));
    return global;
}
function lastMatchEnd(pattern, text) {
    const last = lastMatch(pattern, text);
    return last === null ? -1 : last.index + last[0].length;
}
/** Where the last match of `pattern` in `text` starts, or -1. */
function lastMatchStart(pattern, text) {
    return lastMatch(pattern, text)?.index ?? -1;
}
/** The last match of `pattern` in `text`: exec in a loop, which allocates no iterator (a hot path). */
function lastMatch(pattern, text) {
    const global = globalOf(pattern);
    global.lastIndex = 0;
    let last = null;
    for (let match = global.exec(text); match !== null; match = global.exec(text)) {
        last = match;
        if (match[0].length === 0)
            global.lastIndex++;
    }
    return last;
}
/** A code to type: "your code", "one-time password", "Best\u00e4tigungscode", "\u9a8c\u8bc1\u7801". */
const CODE_WORDS = words([
    "code$",
    // German and Dutch compounds whose first part says what the code is for (Freigabecode,
    // verificatiecode, Einmal-Code); "Zonecode" and "Postcode" are no such code.
    "(?:best\u00e4tigungs|sicherheits|anmelde|einmal|verifizierungs|zugangs|freigabe|freischalt|pr\u00fcf|login|authentifizierungs|aktivierungs|registrierungs|identifikations|bevestigings|verificatie|beveiligings|toegangs|inlog|aanmeld|activerings|registratie|sms|otp|pin|app|push|e-?mail)-?code$",
    "tan$",
    "m-?tan$",
    "sms-?tan$",
    "codes$",
    "otp$",
    "passcode",
    "pin$",
    "pin-code",
    "one[- ]time password",
    "one[- ]time code",
    "token$",
    "best\u00e4tigungscode",
    "sicherheitscode",
    "anmeldecode",
    "einmalcode",
    "einmalpasswort",
    "verifizierungscode",
    "zugangscode",
    "freischaltcode",
    "pr\u00fcfcode",
    "mot de passe \u00e0 usage unique",
    "c\u00f3digo",
    "codigo",
    "clave$",
    "clave de acceso",
    "contrase\u00f1a de un solo uso",
    "clave de un solo uso",
    "senha de uso \u00fanico",
    "codice",
    "verificatiecode",
    "inlogcode",
    "bevestigingscode",
    "beveiligingscode",
    "toegangscode",
    "eenmalige code",
    "kod$",
    "kodu$",
    "kodem$",
    "koduyla",
    "kodunuz",
    "kodunu",
    "do\u011frulama kodu",
    "\u015fifre",
    "tek kullan\u0131ml\u0131k",
    "\u043a\u043e\u0434$",
    "\u043a\u043e\u0434\u0430$",
    "\u043a\u043e\u0434\u043e\u043c$",
    "\u043f\u0430\u0440\u043e\u043b\u044c",
], [
    "\u30b3\u30fc\u30c9",
    "\u8a8d\u8a3c\u756a\u53f7",
    "\u78ba\u8a8d\u756a\u53f7",
    "\u6697\u8a3c\u756a\u53f7",
    "\u30ef\u30f3\u30bf\u30a4\u30e0\u30d1\u30b9\u30ef\u30fc\u30c9",
    "\u30d1\u30b9\u30b3\u30fc\u30c9",
    "\u9a8c\u8bc1\u7801",
    "\u9a57\u8b49\u78bc",
    "\u6821\u9a8c\u7801",
    "\u6821\u9a57\u78bc",
    "\u786e\u8ba4\u7801",
    "\u78ba\u8a8d\u78bc",
    "\u767b\u5f55\u7801",
    "\u767b\u9304\u78bc",
    "\u767b\u5165\u7801",
    "\u767b\u5165\u78bc",
    "\u8ba4\u8bc1\u7801",
    "\u8a8d\u8b49\u78bc",
    "\u6388\u6743\u7801",
    "\u6388\u6b0a\u78bc",
    "\u6fc0\u6d3b\u7801",
    "\u6fc0\u6d3b\u78bc",
    "\u52a8\u6001\u7801",
    "\u52d5\u614b\u78bc",
    "\u52a8\u6001\u5bc6\u7801",
    "\u52d5\u614b\u5bc6\u78bc",
    "\u5b89\u5168\u7801",
    "\u5b89\u5168\u78bc",
    "\ucf54\ub4dc",
    "\uc778\uc99d\ubc88\ud638",
    "\uc778\uc99d \ubc88\ud638",
    "\ud655\uc778\ubc88\ud638",
    "\ud655\uc778 \ubc88\ud638",
    "\ubcf4\uc548\ucf54\ub4dc",
]);
/**
 * Names of a promotion code: "coupon", "promo code", "Gutschein", "cup\u00f3n", "\u4f18\u60e0\u5238". Like code
 * words, they announce the code that follows them.
 */
const COUPON_NAMES = words([
    "coupon",
    "promo",
    "promotion",
    "voucher",
    "gift card",
    "gift code",
    "discount code",
    "gutschein",
    "aktionscode",
    "rabattcode",
    "code promo",
    "bon de r\u00e9duction",
    "bon d'achat",
    "cup\u00f3n",
    "cupon",
    "cupom",
    "c\u00f3digo (?:de descuento|promocional|de desconto)",
    // A gift code: "c\u00f3digo regalo", "code cadeau", "Geschenkcode", "hediye kodu"...
    "c[o\u00f3]digo (?:de )?(?:regalo|presente)",
    "code cadeau",
    "geschenkcode",
    "codice regalo",
    "cadeaucode",
    "kod prezentowy",
    "hediye kodu",
    "\u043f\u043e\u0434\u0430\u0440\u043e\u0447\u043d\u044b\u0439 \u043a\u043e\u0434",
    "codice (?:sconto|promozionale)",
    "buono",
    "kortingscode",
    "actiecode",
    "kupon",
    "kod rabatowy",
    "kod promocyjny",
    "indirim kodu",
    "kampanya kodu",
    "kupon kodu",
    "\u043f\u0440\u043e\u043c\u043e\u043a\u043e\u0434",
    "\u043f\u0440\u043e\u043c\u043e-\u043a\u043e\u0434",
    "\u043a\u0443\u043f\u043e\u043d",
], [
    "\u30af\u30fc\u30dd\u30f3",
    "\u30d7\u30ed\u30e2\u30fc\u30b7\u30e7\u30f3\u30b3\u30fc\u30c9",
    "\u5272\u5f15\u30b3\u30fc\u30c9",
    "\u4f18\u60e0\u5238",
    "\u512a\u60e0\u5238",
    "\u4f18\u60e0\u7801",
    "\u512a\u60e0\u78bc",
    "\u6298\u6263\u7801",
    "\u6298\u6263\u78bc",
    "\u5151\u6362\u7801",
    "\u514c\u63db\u78bc",
    "\ucfe0\ud3f0",
    "\ud560\uc778 \ucf54\ub4dc",
    "\ud560\uc778\ucf54\ub4dc",
    "\ud504\ub85c\ubaa8\uc158 \ucf54\ub4dc",
]);
/**
 * Words of a shop's offer around a code: a percentage off, a discount, the cart, the checkout.
 * They make a code a coupon rather than a one-time code, but announce nothing themselves.
 */
const COUPON_CONTEXT = words([
    "discount",
    "\\d+ ?% off",
    // A percentage or an amount off is a discount in every language: "-20 %", "15% mniej".
    "-\\s?\\d+\\s?%",
    "\\d+\\s?%",
    "save \\d+",
    "off your",
    "checkout",
    "at the register",
    "in (?:your |the )?(?:cart|basket|bag)",
    "rabatt",
    "warenkorb",
    "kasse",
    "r\u00e9duction",
    "remise",
    "panier",
    "descuento",
    "desconto",
    "carrito",
    "carrinho",
    "sconto",
    "carrello",
    "korting",
    "winkelwagen",
    "winkelmand",
    "zni\u017ck",
    "rabat",
    "koszyk",
    "indirim",
    "hediye",
    "sepet",
    "\u0441\u043a\u0438\u0434\u043a",
    "\u043a\u043e\u0440\u0437\u0438\u043d",
], ["\u5272\u5f15", "\u4f18\u60e0", "\u512a\u60e0", "\u6298\u6263", "\u6298\u50f9", "\ud560\uc778", "\ud504\ub85c\ubaa8\uc158"]);
/** Either: what makes a code a coupon. */
const COUPON_WORDS = new RegExp(`${COUPON_NAMES.source}|${COUPON_CONTEXT.source}`, "iu");
/**
 * What a one-time code is for: signing in, verifying, proving who one is. Beside a code these
 * make it a one-time code rather than a coupon, and they outweigh order words before it.
 */
const VERIFICATION_WORDS = words([
    "verif",
    "one[- ]time",
    "login",
    "log in",
    "log-in",
    "sign[- ]?in",
    "signing in",
    "security",
    "authenticat",
    "2fa",
    "two[- ]factor",
    "two[- ]step",
    "passcode",
    "otp$",
    "best\u00e4tig",
    "anmeld",
    "einlogg",
    "sicherheit",
    "connexion",
    "connecter",
    "v\u00e9rif",
    "s\u00e9curit\u00e9",
    "inicio de sesi\u00f3n",
    "iniciar sesi\u00f3n",
    "verificaci\u00f3n",
    "verifica\u00e7\u00e3o",
    "seguridad",
    "seguran\u00e7a",
    "acceso",
    "accesso",
    "acessar",
    "accedere",
    "verifica",
    "sicurezza",
    "inloggen",
    "aanmeld",
    "verificatie",
    "beveiliging",
    "logowani",
    "zaloguj",
    "weryfikac",
    "zweryfik",
    // Approving a card payment with a one-time code (3-D Secure): "Freigabe", "autorizzazione".
    "authoriz",
    "authoris",
    "autoriz",
    "autoris",
    "autoryz",
    "freigabe",
    "potwierd\u017a p\u0142atno\u015b\u0107",
    "\u0430\u0432\u0442\u043e\u0440\u0438\u0437",
    "bezpiecze\u0144st",
    // Resetting a password is the way back in: "Reset your password", "R\u00e9initialiser votre mot de passe".
    "reset",
    "r\u00e9initialis",
    "zur\u00fccksetz",
    "restablec",
    "redefin",
    "reimposta",
    "herstel",
    "opnieuw instellen",
    "resetuj",
    "zresetuj",
    "\u0441\u0431\u0440\u043e\u0441",
    "s\u0131f\u0131rla",
    "giri\u015f",
    "do\u011frulama",
    "g\u00fcvenlik",
    "\u0432\u0445\u043e\u0434",
    "\u0432\u043e\u0439\u0442\u0438",
    "\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0436\u0434",
    "\u0431\u0435\u0437\u043e\u043f\u0430\u0441\u043d\u043e\u0441\u0442",
], [
    "\u30ed\u30b0\u30a4\u30f3",
    "\u30b5\u30a4\u30f3\u30a4\u30f3",
    "\u8a8d\u8a3c",
    "\u672c\u4eba\u78ba\u8a8d",
    "\u30ef\u30f3\u30bf\u30a4\u30e0",
    "\u9a8c\u8bc1",
    "\u9a57\u8b49",
    "\u767b\u5f55",
    "\u767b\u5165",
    "\u767b\u9304",
    "\ub85c\uadf8\uc778",
    "\uc778\uc99d",
    "\ubcf8\uc778 \ud655\uc778",
    "\u30d1\u30b9\u30ef\u30fc\u30c9\u518d\u8a2d\u5b9a",
    "\u30d1\u30b9\u30ef\u30fc\u30c9\u306e\u30ea\u30bb\u30c3\u30c8",
    "\u91cd\u7f6e\u5bc6\u7801",
    "\u91cd\u8a2d\u5bc6\u78bc",
    "\ube44\ubc00\ubc88\ud638 \uc7ac\uc124\uc815",
]);
/** Words asking the reader to type or use what follows: "Enter 482913", "Use 739201 to sign in". */
const TYPING_WORDS = words([
    "enter$",
    "use$",
    "type$",
    "paste$",
    "input$",
    "provide$",
    "geben sie",
    "gib",
    "verwenden sie",
    "verwende",
    "nutzen sie",
    "nutze",
    "saisissez",
    "saisir",
    "entrez",
    "entrer",
    "utilisez",
    "utiliser",
    "introduce",
    "introducir",
    "ingresa",
    "ingrese",
    "escribe",
    "usa$",
    "use$",
    "utiliza",
    "digite",
    "insira",
    "informe",
    "utilize",
    "inserisci",
    "immetti",
    "digita",
    "usa$",
    "utilizza",
    "voer",
    "gebruik",
    "vul",
    "wpisz",
    "wprowad\u017a",
    "podaj",
    "u\u017cyj",
    "girin",
    "giriniz",
    "kullan\u0131n",
    "kullan$",
    "\u0432\u0432\u0435\u0434\u0438\u0442\u0435",
    "\u0443\u043a\u0430\u0436\u0438\u0442\u0435",
    "\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0439\u0442\u0435",
], ["\u5165\u529b", "\u3054\u5229\u7528", "\u4f7f\u7528", "\u8f93\u5165", "\u8f38\u5165", "\u586b\u5199", "\uc785\ub825", "\uc0ac\uc6a9"]);
/**
 * Numbers that are not codes, by the words that label them: orders, invoices, bookings,
 * phones, cards, accounts, postcodes, meetings. A label before a number says what it is.
 */
const DECOY_LABEL_WORDS = words([
    "order",
    "invoice",
    "receipt",
    "tracking",
    "track",
    "barcode",
    "qr",
    "shipment",
    "parcel",
    "package",
    "ticket",
    "case$",
    "reference",
    "ref$",
    "customer",
    "client",
    "klant",
    "kund",
    "cliente",
    "m\u00fc\u015fteri",
    "\u043a\u043b\u0438\u0435\u043d\u0442",
    "account (?:no|number|ending)",
    "ending (?:in|with)",
    "last (?:4|four)",
    // A card's or an account's last digits: "endend auf", "se terminant par", "terminada en"...
    "endend auf",
    "se terminant par",
    "terminad[ao] en",
    "che termina",
    "eindigend op",
    "ko\u0144cz\u0105c",
    "\u043e\u043a\u0430\u043d\u0447\u0438\u0432\u0430\u044e\u0449",
    "\u0437\u0430\u043a\u0430\u043d\u0447\u0438\u0432\u0430\u044e\u0449",
    "card$",
    "iban",
    "member",
    "membership",
    "store",
    "branch",
    "filiale",
    "magasin",
    "tienda",
    "sucursal",
    "loja",
    "negozio",
    "filiaal",
    "winkel",
    "sklep",
    "ma\u011faza",
    "\u015fube",
    "\u043c\u0430\u0433\u0430\u0437\u0438\u043d",
    "\u0444\u0438\u043b\u0438\u0430\u043b",
    "loyalty",
    "booking",
    "reservation",
    "confirmation (?:no|number|#)",
    "flight",
    "seat",
    "gate",
    "pnr",
    "meeting",
    "webinar",
    "conference",
    "room",
    "dial",
    "phone",
    "tel$",
    "telephone",
    "fax",
    "call",
    "mobile",
    "hotline",
    "zip",
    "postal",
    "postcode",
    "post code",
    "plz",
    "transaction",
    "amount",
    "total",
    "balance",
    "serial",
    "model",
    "sku",
    "item",
    "article",
    "version",
    "build",
    "release",
    // Error and status codes, and the registry and tax numbers of a company's imprint.
    "error",
    "status",
    "area code",
    "product",
    "produkt",
    "produit",
    "producto",
    "produto",
    "prodotto",
    "artikel",
    "art\u00edculo",
    "articolo",
    "\u00fcr\u00fcn",
    "\u0442\u043e\u0432\u0430\u0440",
    "\u0430\u0440\u0442\u0438\u043a\u0443\u043b",
    "dress code",
    "fehler",
    "erreur",
    "c\u00f3digo de error",
    "errore",
    "fout",
    "b\u0142\u0119d",
    "hata",
    "\u043e\u0448\u0438\u0431\u043a",
    "krs$",
    "nip$",
    "regon",
    "kvk",
    "siren",
    "siret",
    "ust-id",
    "ust\\.-idnr",
    "vat",
    "cnpj",
    "cpf$",
    "\u0438\u043d\u043d$",
    "\u043e\u0433\u0440\u043d",
    "tax id",
    "bestell",
    "rechnung",
    "sendung",
    "paket",
    "kunden",
    "buchung",
    "reservierung",
    "flug",
    "sitz",
    "vorgang",
    "kontonummer",
    "karte",
    "telefon",
    "besprechung",
    "termin",
    "commande",
    "facture",
    "colis",
    "suivi",
    "r\u00e9servation",
    "vol$",
    "si\u00e8ge",
    "r\u00e9union",
    "carte",
    "t\u00e9l\u00e9phone",
    "code postal",
    "dossier",
    "pedido",
    "factura",
    "fatura",
    "encomenda",
    "env\u00edo",
    "envio",
    "seguimiento",
    "rastreo",
    "rastreamento",
    "rastreio",
    "reserva",
    "vuelo",
    "voo$",
    "asiento",
    "assento",
    "reuni\u00f3n",
    "reuni\u00e3o",
    "tarjeta",
    "cart\u00e3o",
    "tel\u00e9fono",
    "telefone",
    "c\u00f3digo postal",
    "cep$",
    "localizador",
    "ordine",
    "fattura",
    "spedizione",
    "prenotazione",
    "volo$",
    "posto$",
    "riunione",
    "carta$",
    "telefono",
    "cap$",
    "pratica",
    "bestelling",
    "factuur",
    "zending",
    "boeking",
    "reservering",
    "vlucht",
    "stoel",
    "vergadering",
    "kaart",
    "zam\u00f3wieni",
    "faktur",
    "przesy\u0142k",
    "paczk",
    "rezerwacj",
    "lot$",
    "miejsce",
    "spotkani",
    "karta$",
    "karty$",
    "telefon",
    "kod pocztowy",
    "sipari\u015f",
    "fatura",
    "kargo",
    "takip",
    "rezervasyon",
    "u\u00e7u\u015f",
    "koltuk",
    "toplant\u0131",
    "kart$",
    "\u0437\u0430\u043a\u0430\u0437",
    "\u0441\u0447\u0435\u0442",
    "\u0441\u0447\u0451\u0442",
    "\u043f\u043e\u0441\u044b\u043b\u043a",
    "\u043e\u0442\u043f\u0440\u0430\u0432\u043b\u0435\u043d\u0438",
    "\u0442\u0440\u0435\u043a",
    "\u0431\u0440\u043e\u043d\u0438\u0440\u043e\u0432\u0430\u043d\u0438",
    "\u0431\u0440\u043e\u043d\u0438",
    "\u0440\u0435\u0439\u0441",
    "\u043c\u0435\u0441\u0442\u043e",
    "\u0432\u0441\u0442\u0440\u0435\u0447",
    "\u043a\u043e\u043d\u0444\u0435\u0440\u0435\u043d\u0446",
    "\u043a\u0430\u0440\u0442",
    "\u0442\u0435\u043b\u0435\u0444\u043e\u043d",
    "\u0438\u043d\u0434\u0435\u043a\u0441",
    "no\\.",
    "nr\\.?",
    "n\u00b0",
    "n\u00ba",
    "#",
    "\u2116",
]);
/** CJK labels of the same kinds (matched anywhere). */
const DECOY_LABEL_CJK = /\uace0\uac1d\uc13c\ud130|\uace0\uac1d \uc13c\ud130|\u5ba2\u670d|\u5ba2\u6237\u670d\u52a1|\u30ab\u30b9\u30bf\u30de\u30fc\u30bb\u30f3\u30bf\u30fc|\u30b3\u30fc\u30eb\u30bb\u30f3\u30bf\u30fc|\u5c3e\u53f7|\u5c3e\u865f|\u672b\u5c3e|\u4e0b4\u6841|\u4e0b\u56db\u6841|\ub05d\uc790\ub9ac|\ub4b7\uc790\ub9ac|\u30a8\u30e9\u30fc\u30b3\u30fc\u30c9|\u9519\u8bef\u4ee3\u7801|\u932f\u8aa4\u4ee3\u78bc|\uc624\ub958 \ucf54\ub4dc|\u5e97\u8217|\u652f\u5e97|\u95e8\u5e97|\u9580\u5e02|\u5206\u5e97|\ub9e4\uc7a5|\uc9c0\uc810|\u5546\u54c1|\u54c1\u756a|\u578b\u756a|\u4ea7\u54c1|\u7522\u54c1|\uc0c1\ud488|\u6ce8\u6587|\u3054\u6ce8\u6587|\u53d7\u6ce8|\u8acb\u6c42|\u9818\u53ce|\u914d\u9001|\u8ffd\u8de1|\u304a\u554f\u3044\u5408\u308f\u305b\u756a\u53f7|\u4e88\u7d04|\u4fbf\u540d|\u5ea7\u5e2d|\u4f1a\u8b70|\u30df\u30fc\u30c6\u30a3\u30f3\u30b0|\u30ab\u30fc\u30c9|\u53e3\u5ea7|\u96fb\u8a71|\u90f5\u4fbf|\u8ba2\u5355|\u8a02\u55ae|\u53d1\u7968|\u767c\u7968|\u5feb\u9012|\u5feb\u905e|\u8fd0\u5355|\u904b\u55ae|\u7269\u6d41|\u9884\u8ba2|\u9810\u8a02|\u9884\u7ea6|\u9810\u7d04|\u822a\u73ed|\u5ea7\u4f4d|\u4f1a\u8bae|\u6703\u8b70|\u5361\u53f7|\u5361\u865f|\u8d26\u6237|\u5e33\u6236|\u7535\u8bdd|\u96fb\u8a71|\u90ae\u7f16|\u90f5\u7de8|\uc8fc\ubb38|\uc1a1\uc7a5|\ubc30\uc1a1|\uc6b4\uc1a1\uc7a5|\uc608\uc57d|\ud56d\uacf5\ud3b8|\uc88c\uc11d|\ud68c\uc758|\uce74\ub4dc|\uacc4\uc88c|\uc804\ud654|\uc6b0\ud3b8/;
/** Words of a meeting: a meeting id or passcode is not a sign-in code. */
const MEETING_WORDS = words([
    "meeting",
    "webinar",
    "conference",
    "dial[- ]in",
    "zoom",
    "besprechung",
    "konferenz",
    "r\u00e9union",
    "visioconf\u00e9rence",
    "reuni\u00f3n",
    "reuni\u00e3o",
    "riunione",
    "vergadering",
    "spotkani",
    "toplant\u0131",
    "\u0432\u0441\u0442\u0440\u0435\u0447",
    "\u043a\u043e\u043d\u0444\u0435\u0440\u0435\u043d\u0446",
], ["\u4f1a\u8b70", "\u30df\u30fc\u30c6\u30a3\u30f3\u30b0", "\u4f1a\u8bae", "\u6703\u8b70", "\ud68c\uc758"]);
/** What kind of email this is, when it is not a sign-in email: each kind's telling words. */
const GENRE_WORDS = {
    /** Orders, receipts, invoices, shipping, carts, payments. */
    commerce: words([
        "order",
        "receipt",
        "invoice",
        "shipped",
        "shipping",
        "shipment",
        "delivery",
        "tracking",
        "your cart",
        "your basket",
        "your bag",
        "left in your",
        "subtotal",
        "payment",
        "refund",
        "purchase",
        "bestellung",
        "rechnung",
        "versand",
        "lieferung",
        "warenkorb",
        "einkaufswagen",
        "zahlung",
        "commande",
        "facture",
        "livraison",
        "exp\u00e9di",
        "panier",
        "paiement",
        "pedido",
        "factura",
        "env\u00edo",
        "carrito",
        "pago$",
        "encomenda",
        "entrega",
        "carrinho",
        "pagamento",
        "ordine",
        "fattura",
        "spedizione",
        "consegna",
        "carrello",
        "bestelling",
        "factuur",
        "verzending",
        "levering",
        "winkelwagen",
        "winkelmand",
        "betaling",
        "zam\u00f3wieni",
        "faktur",
        "wysy\u0142k",
        "dostaw",
        "koszyk",
        "p\u0142atno\u015b",
        "sipari\u015f",
        "kargo",
        "teslimat",
        "sepet",
        "\u00f6deme",
        "\u0437\u0430\u043a\u0430\u0437",
        "\u0441\u0447\u0451\u0442",
        "\u0434\u043e\u0441\u0442\u0430\u0432\u043a",
        "\u043a\u043e\u0440\u0437\u0438\u043d",
        "\u043e\u043f\u043b\u0430\u0442",
    ], [
        "\u6ce8\u6587",
        "\u8acb\u6c42",
        "\u9818\u53ce",
        "\u914d\u9001",
        "\u767a\u9001",
        "\u30ab\u30fc\u30c8",
        "\u304a\u652f\u6255",
        "\u8ba2\u5355",
        "\u8a02\u55ae",
        "\u53d1\u8d27",
        "\u767c\u8ca8",
        "\u8d2d\u7269\u8f66",
        "\u8cfc\u7269\u8eca",
        "\u4ed8\u6b3e",
        "\uc8fc\ubb38",
        "\ubc30\uc1a1",
        "\uc7a5\ubc14\uad6c\ub2c8",
        "\uacb0\uc81c",
    ]),
    /** Calendar invitations and meetings. */
    calendar: words([
        "calendar",
        "meeting",
        "webinar",
        "rsvp",
        // Appointments and visits: a dentist, a doctor, a salon, a table.
        "appointment",
        "reschedule",
        "rendez-vous",
        "cita$",
        "consulta$",
        "appuntamento",
        "visita$",
        "afspraak",
        "wizyt",
        "\u0437\u0430\u043f\u0438\u0441[\u0438\u044c] \u043a",
        "\u043f\u0440\u0438\u0451\u043c",
        "\u043f\u0440\u0438\u0435\u043c",
        "randevu",
        // Events to attend: an opening, a meetup.
        "event$",
        "evento",
        "\u00e9v\u00e9nement",
        "veranstaltung",
        "evenement",
        "wydarzeni",
        "\u043c\u0435\u0440\u043e\u043f\u0440\u0438\u044f\u0442\u0438",
        "etkinlik",
        "bulu\u015fma",
        "inaugura",
        "vernissage",
        "going\\?",
        // "Invitation: Weekly sync @ Tue 14:00", as calendars write their subjects.
        "(?:updated )?invitation:.*@.*\\d",
        "einladung:.*@.*\\d",
        "invitation ?:.*@.*\\d",
        "add to (?:your )?calendar",
        "kalender",
        "besprechung",
        "termin",
        "calendrier",
        "r\u00e9union",
        "calendario",
        "reuni\u00f3n",
        "reuni\u00e3o",
        "riunione",
        "agenda",
        "vergadering",
        "afspraak",
        "kalendarz",
        "spotkani",
        "takvim",
        "toplant\u0131",
        "\u043a\u0430\u043b\u0435\u043d\u0434\u0430\u0440",
        "\u0432\u0441\u0442\u0440\u0435\u0447",
    ], ["\u30ab\u30ec\u30f3\u30c0\u30fc", "\u4f1a\u8b70", "\u30df\u30fc\u30c6\u30a3\u30f3\u30b0", "\u65e5\u5386", "\u65e5\u66c6", "\u4f1a\u8bae", "\u6703\u8b70", "\uce98\ub9b0\ub354", "\ud68c\uc758", "\uc77c\uc815"]),
    /** Flights, trains, events: bookings with references. */
    travel: words([
        "booking",
        "reservation",
        "flight",
        "boarding",
        "itinerary",
        "check-in",
        "e-ticket",
        "buchung",
        "reservierung",
        "flug",
        "r\u00e9servation",
        "vol$",
        "reserva",
        "vuelo",
        "voo$",
        "prenotazione",
        "volo$",
        "boeking",
        "reservering",
        "vlucht",
        "rezerwacj",
        "lot$",
        "rezervasyon",
        "u\u00e7u\u015f",
        "\u0431\u0440\u043e\u043d\u0438\u0440\u043e\u0432\u0430\u043d\u0438",
        "\u0440\u0435\u0439\u0441",
    ], ["\u4e88\u7d04", "\u642d\u4e57", "\u822a\u7a7a\u5238", "\u9884\u8ba2", "\u9810\u8a02", "\u822a\u73ed", "\u673a\u7968", "\u6a5f\u7968", "\uc608\uc57d", "\ud56d\uacf5"]),
    /** Bank and card statements, balances, transactions. */
    statement: words([
        "statement",
        "balance",
        "transaction",
        "kontoauszug",
        "kontostand",
        "umsatz",
        "relev\u00e9",
        "solde",
        "extracto",
        "saldo",
        "extrato",
        "estratto conto",
        "rekeningoverzicht",
        "wyci\u0105g",
        "ekstre",
        "bakiye",
        "\u0432\u044b\u043f\u0438\u0441\u043a",
        "\u0431\u0430\u043b\u0430\u043d\u0441",
    ], ["\u660e\u7d30", "\u6b8b\u9ad8", "\u8d26\u5355", "\u5e33\u55ae", "\u5bf9\u8d26\u5355", "\u5c0d\u5e33\u55ae", "\uba85\uc138\uc11c", "\uc794\uc561"]),
    /**
     * Notices about something that already happened to the account: a changed password, a new
     * sign-in, a reminder to turn on two-factor sign-in. They talk about codes and sign-ins but
     * carry none.
     */
    notice: words([
        "password (?:was|has been) (?:changed|updated|reset)",
        "changed your password",
        "new (?:sign[- ]?in|login|log-in)",
        "signed in (?:from|on|to)",
        "logged in (?:from|on)",
        "sign[- ]?in (?:attempt|activity|alert)",
        "login (?:attempt|activity|alert)",
        "security alert",
        "turn on two",
        "enable two",
        "set up two",
        "two-factor authentication is (?:off|not)",
        "passwort wurde ge\u00e4ndert",
        "neue anmeldung",
        "zwei-faktor",
        "mot de passe a \u00e9t\u00e9 modifi\u00e9",
        "nouvelle connexion",
        "double authentification",
        "contrase\u00f1a ha sido cambiada",
        "contrase\u00f1a se ha cambiado",
        "nuevo inicio de sesi\u00f3n",
        "verificaci\u00f3n en dos pasos",
        "senha foi alterada",
        "novo login",
        "verifica\u00e7\u00e3o em duas etapas",
        "password \u00e8 stata modificata",
        "nuovo accesso",
        "verifica in due passaggi",
        "wachtwoord is gewijzigd",
        "nieuwe aanmelding",
        "tweestapsverificatie",
        "has\u0142o zosta\u0142o zmienione",
        "nowe logowanie",
        "weryfikacj[ai\u0119] dwuetapow",
        "\u015fifreniz de\u011fi\u015ftirildi",
        "yeni giri\u015f",
        "iki ad\u0131ml\u0131",
        "\u043f\u0430\u0440\u043e\u043b\u044c (?:\u0431\u044b\u043b )?\u0438\u0437\u043c\u0435\u043d\u0451\u043d",
        "\u043f\u0430\u0440\u043e\u043b\u044c (?:\u0431\u044b\u043b )?\u0438\u0437\u043c\u0435\u043d\u0435\u043d",
        "\u043d\u043e\u0432\u044b\u0439 \u0432\u0445\u043e\u0434",
        "\u0434\u0432\u0443\u0445\u0444\u0430\u043a\u0442\u043e\u0440",
    ], [
        "\u30d1\u30b9\u30ef\u30fc\u30c9\u304c\u5909\u66f4",
        "\u65b0\u3057\u3044\u30ed\u30b0\u30a4\u30f3",
        "\u4e8c\u6bb5\u968e\u8a8d\u8a3c",
        "2\u6bb5\u968e\u8a8d\u8a3c",
        "\u5bc6\u7801\u5df2\u66f4\u6539",
        "\u5bc6\u78bc\u5df2\u66f4\u6539",
        "\u65b0\u7684\u767b\u5f55",
        "\u65b0\u767b\u5165",
        "\u4e24\u6b65\u9a8c\u8bc1",
        "\u5169\u6b65\u9a57\u8b49",
        "\u53cc\u91cd\u9a8c\u8bc1",
        "\ube44\ubc00\ubc88\ud638\uac00 \ubcc0\uacbd",
        "\uc0c8\ub85c\uc6b4 \ub85c\uadf8\uc778",
        "2\ub2e8\uacc4 \uc778\uc99d",
    ]),
    /** Newsletters and marketing. */
    marketing: words([
        "newsletter",
        "this week",
        "new arrivals",
        "sale$",
        "deals?$",
        "don't miss",
        "angebot",
        "neuheiten",
        "nouveaut\u00e9s",
        "soldes",
        "ofertas",
        "novedades",
        "novidades",
        "offerte",
        "novit\u00e0",
        "aanbieding",
        "nieuwsbrief",
        "promocj",
        "nowo\u015bci",
        "b\u00fclten",
        "f\u0131rsat",
        "\u0440\u0430\u0441\u0441\u044b\u043b\u043a",
        "\u043d\u043e\u0432\u0438\u043d\u043a",
        "\u0430\u043a\u0446\u0438",
    ], ["\u30e1\u30eb\u30de\u30ac", "\u30cb\u30e5\u30fc\u30b9\u30ec\u30bf\u30fc", "\u30bb\u30fc\u30eb", "\u65b0\u54c1", "\u4fc3\u9500", "\u4fc3\u92b7", "\u65b0\u54c1", "\ub274\uc2a4\ub808\ud130", "\uc138\uc77c", "\ud2b9\uac00"]),
};
/** What an email or a link is for. Order matters only for ties: more specific kinds first. */
const INTENT_WORDS = {
    reset: words([
        "reset",
        "recover",
        "forgot",
        "new password",
        "change (?:your |my )?password",
        "update (?:your |my )?password",
        "update your account",
        "choose (?:a )?(?:new )?password",
        "set (?:a |your )?(?:new )?password",
        "zur\u00fccksetzen",
        "neues passwort",
        "passwort (?:\u00e4ndern|festlegen|vergessen)",
        "wiederherstell",
        "r\u00e9initialis",
        "nouveau mot de passe",
        "mot de passe oubli\u00e9",
        "r\u00e9cup\u00e9r",
        "restablecer",
        "nueva contrase\u00f1a",
        "cambiar (?:tu |la )?contrase\u00f1a",
        "recuperar",
        "redefinir",
        "nova senha",
        "reimposta",
        "nuova password",
        "recupera",
        "herstel",
        "nieuw wachtwoord",
        "wachtwoord (?:wijzigen|instellen|vergeten|opnieuw instellen)",
        "resetuj",
        "zresetuj",
        "nowe has\u0142o",
        "odzyskaj",
        "s\u0131f\u0131rla",
        "yeni \u015fifre",
        "\u0441\u0431\u0440\u043e\u0441",
        "\u0441\u0431\u0440\u043e\u0441\u0438\u0442\u044c",
        "\u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432",
        "\u043d\u043e\u0432\u044b\u0439 \u043f\u0430\u0440\u043e\u043b\u044c",
    ], ["\u30d1\u30b9\u30ef\u30fc\u30c9", "\u518d\u8a2d\u5b9a", "\u30ea\u30bb\u30c3\u30c8", "\u91cd\u7f6e", "\u91cd\u8a2d", "\u627e\u56de", "\u5bc6\u7801", "\u5bc6\u78bc", "\uc7ac\uc124\uc815", "\ube44\ubc00\ubc88\ud638"]),
    invite: words([
        "invit",
        "join",
        "accept",
        "einladung",
        "eingeladen",
        "beitreten",
        "annehmen",
        "rejoindre",
        "accepter",
        "invitaci\u00f3n",
        "invitado",
        "unirte",
        "\u00fanete",
        "aceptar",
        "convite",
        "convid",
        "aceitar",
        "invito",
        "unisciti",
        "accetta",
        "uitnodig",
        "uitgenodigd",
        "deelnemen",
        "accepteer",
        "zaproszeni",
        "zaprasza",
        "do\u0142\u0105cz",
        "akceptuj",
        "davet",
        "kat\u0131l",
        "kabul et",
        "\u043f\u0440\u0438\u0433\u043b\u0430\u0448",
        "\u043f\u0440\u0438\u0441\u043e\u0435\u0434\u0438\u043d",
        "\u043f\u0440\u0438\u043d\u044f\u0442\u044c",
    ], ["\u62db\u5f85", "\u53c2\u52a0", "\u9080\u8bf7", "\u9080\u8acb", "\u52a0\u5165", "\ucd08\ub300", "\ucc38\uc5ec", "\uac00\uc785\ud558\uae30"]),
    magic_signin: words([
        "sign[- ]?in",
        "log[- ]?in",
        "magic",
        "anmelden",
        "anmeldung",
        "einloggen",
        "connexion",
        "connecter",
        "iniciar sesi\u00f3n",
        "inicia sesi\u00f3n",
        "acceder",
        "entrar",
        "acessar",
        "accedi",
        "accesso",
        "inloggen",
        "aanmelden",
        "zaloguj",
        "logowani",
        "giri\u015f",
        "giris",
        "oturum a\u00e7",
        "\u0432\u043e\u0439\u0442\u0438",
        "\u0432\u0445\u043e\u0434",
    ], ["\u30ed\u30b0\u30a4\u30f3", "\u30b5\u30a4\u30f3\u30a4\u30f3", "\u767b\u5f55", "\u767b\u5165", "\u767b\u9304", "\ub85c\uadf8\uc778"]),
    verify: words([
        "verif",
        "confirm",
        "activat",
        "activate",
        "validat",
        "best\u00e4tig",
        "aktivier",
        "v\u00e9rifi",
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
        "potwierd\u017a",
        "potwierdz",
        "weryfik",
        "aktywuj",
        "do\u011frula",
        "onayla",
        "etkinle\u015ftir",
        "aktifle\u015ftir",
        "\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434",
        "\u0430\u043a\u0442\u0438\u0432",
    ], [
        "\u78ba\u8a8d",
        "\u8a8d\u8a3c",
        "\u6709\u52b9\u5316",
        "\u672c\u767b\u9332",
        "\u767b\u9332\u3092\u5b8c\u4e86",
        "\u9a8c\u8bc1",
        "\u9a57\u8b49",
        "\u786e\u8ba4",
        "\u6fc0\u6d3b",
        "\u555f\u7528",
        "\uc778\uc99d",
        "\ud655\uc778",
        "\ud65c\uc131\ud654",
    ]),
};
/** Links no sign-up, sign-in, invite or reset test wants, by their words. */
const NOISE_LINK_WORDS = words([
    "unsubscribe",
    "opt[- ]?out",
    "manage (?:your )?(?:email )?(?:preferences|subscriptions|notifications)",
    "email preferences",
    "notification settings",
    "update (?:your )?preferences",
    // "View in browser" and its kin: a copy of this email, not a page to sign in on.
    "view (?:it |this (?:email|message|newsletter) )?(?:in (?:your |a |the )?browser|online|as a web ?page)",
    "trouble viewing",
    "(?:im browser|online) (?:ansehen|anzeigen|\u00f6ffnen|lesen)",
    "webversion",
    "(?:afficher|voir|lire) (?:(?:ce|cet) (?:e-?mail|message) )?(?:dans (?:votre|le) navigateur|en ligne)",
    "version en ligne",
    "(?:ver|abrir) (?:este (?:correo|mensaje) )?en (?:tu|el|su) navegador",
    "versi\u00f3n web",
    "(?:ver|visualizar|abrir) (?:este e-?mail )?no navegador",
    "(?:visualizza|apri|leggi) (?:(?:questa|la) (?:e-?mail|email) )?(?:nel browser|online)",
    "(?:bekijk|open|lees) (?:deze (?:e-?mail|mail) )?in (?:je|de|uw) browser",
    "(?:zobacz|wy\u015bwietl|otw\u00f3rz) (?:wiadomo\u015b\u0107 )?w przegl\u0105darce",
    "taray\u0131c\u0131da (?:g\u00f6r\u00fcnt\u00fcle|a\u00e7)",
    "(?:\u043e\u0442\u043a\u0440\u044b\u0442\u044c|\u043f\u043e\u0441\u043c\u043e\u0442\u0440\u0435\u0442\u044c|\u043f\u0440\u043e\u0441\u043c\u043e\u0442\u0440\u0435\u0442\u044c) \u0432 \u0431\u0440\u0430\u0443\u0437\u0435\u0440\u0435",
    "web version",
    "privacy",
    "terms",
    "legal",
    "imprint",
    "impressum",
    "datenschutz",
    "agb$",
    "abmelden",
    "abbestellen",
    "newsletter abbestellen",
    "se d\u00e9sabonner",
    "d\u00e9sabonn",
    "d\u00e9sinscri",
    "confidentialit\u00e9",
    "mentions l\u00e9gales",
    "darse de baja",
    "darte de baja",
    "cancelar suscripci\u00f3n",
    "anular suscripci\u00f3n",
    "descadastrar",
    "cancelar inscri\u00e7\u00e3o",
    "privacidad",
    "privacidade",
    "disiscriviti",
    "annulla iscrizione",
    "uitschrijven",
    "afmelden",
    "wypisz",
    "rezygnuj",
    "abonelikten \u00e7\u0131k",
    "aboneli\u011fi iptal",
    "\u043e\u0442\u043f\u0438\u0441\u0430\u0442\u044c\u0441\u044f",
    "\u043e\u0442\u043a\u0430\u0437\u0430\u0442\u044c\u0441\u044f \u043e\u0442 \u0440\u0430\u0441\u0441\u044b\u043b\u043a\u0438",
    "help",
    "support",
    "faq",
    "contact",
    "feedback",
    "report",
    // Reporting an invitation or an abuse, in the 13 languages.
    "signaler",
    // Not "melden" alone: "Melden Sie sich an" signs in.
    "(?:missbrauch|spam|einladung) melden",
    "denunciar",
    "reportar",
    "segnala",
    "rapporteer",
    "zg\u0142o\u015b",
    "\u043f\u043e\u0436\u0430\u043b\u043e\u0432\u0430\u0442\u044c\u0441\u044f",
    "\u0441\u043e\u043e\u0431\u0449\u0438\u0442\u044c \u043e",
    "\u015fikayet",
    "bildir$",
    "revoke",
    "deny",
    "not you",
    "wasn't (?:me|you)",
    "was not (?:me|you)",
    "didn't request",
    "cancel",
    "download (?:the|our) app",
    "app store",
    "google play",
], [
    "\u914d\u4fe1\u505c\u6b62",
    "\u914d\u4fe1\u89e3\u9664",
    "\u9000\u8ba2",
    "\u9000\u8a02",
    "\u53d6\u6d88\u8ba2\u9605",
    "\u53d6\u6d88\u8a02\u95b1",
    "\uc218\uc2e0 \uac70\ubd80",
    "\uc218\uc2e0\uac70\ubd80",
    "\uad6c\ub3c5 \ucde8\uc18c",
    "\u901a\u5831",
    "\u4e3e\u62a5",
    "\u8209\u5831",
    "\uc2e0\uace0",
]);
/**
 * Pages that are never a sign-in, verify, invite or reset target even when their URL carries a
 * token: carts, orders, invoices, shipments, calendar events, meetings, settings, surveys.
 * Matched against the link's own words and its URL's words.
 */
const DECOY_LINK_WORDS = words([
    "cart",
    "basket",
    "your bag",
    "checkout",
    "order",
    "orders",
    "invoice",
    "receipt",
    "track",
    "tracking",
    "shipment",
    "parcel",
    "package",
    "delivery",
    "calendar",
    "event",
    "events",
    "meeting",
    "webinar",
    "rsvp",
    "join (?:the |this )?(?:call|meeting|session|webinar)",
    "video ?call",
    "besprechung",
    "videokonferenz",
    "r\u00e9union",
    "visio",
    "reuni\u00f3n",
    "videollamada",
    "reuni\u00e3o",
    "videochamada",
    "riunione",
    "videochiamata",
    "vergadering",
    "videogesprek",
    "spotkani",
    "wideorozmow",
    "toplant\u0131",
    "g\u00f6r\u00fcnt\u00fcl\u00fc",
    "\u0432\u0441\u0442\u0440\u0435\u0447",
    "\u0432\u0438\u0434\u0435\u043e\u0437\u0432\u043e\u043d",
    "survey",
    "review",
    "rate$",
    "product",
    "products",
    "shop$",
    "store$",
    "deal",
    "offer",
    "sale$",
    "booking",
    "reservation",
    // An appointment, a visit or an event to attend: confirming one is no account verification.
    "appointment",
    "attendance",
    "attend$",
    "reschedule",
    "visit$",
    "check[- ]?in",
    "manage (?:my |your )?(?:booking|reservation|appointment|visit|ticket)",
    "teilnahme",
    "besuch",
    "rendez-vous",
    "pr\u00e9sence",
    "participation",
    "cita",
    "asistencia",
    "consulta",
    "visita",
    "presen\u00e7a",
    "presenz",
    "appuntamento",
    "partecipazione",
    "prenotazion",
    "afspraak",
    "aanwezigheid",
    "wizyt",
    "obecno\u015b",
    "rezerwacj",
    "\u0437\u0430\u043f\u0438\u0441",
    "\u0432\u0438\u0437\u0438\u0442",
    "\u043f\u0440\u0438\u0451\u043c",
    "\u043f\u0440\u0438\u0435\u043c",
    "\u043f\u043e\u0441\u0435\u0449\u0435\u043d\u0438",
    "\u0431\u0440\u043e\u043d\u044c",
    "randevu",
    "kat\u0131l\u0131m",
    "rezervasyon",
    "ticket",
    "tickets",
    "itinerary",
    "boarding",
    "statement",
    "billing",
    "payment",
    "subscription",
    "settings",
    "profile",
    "dashboard",
    "security settings",
    "two[- ]factor",
    "2fa",
    "two[- ]step",
    "complete (?:your )?(?:purchase|order)",
    "warenkorb",
    "einkaufswagen",
    "bestellung",
    "rechnung",
    "sendung",
    "termin",
    "einstellungen",
    "panier",
    "commande",
    "facture",
    "colis",
    "param\u00e8tres",
    "carrito",
    "cesta",
    "pedido",
    "factura",
    "carrinho",
    "sacola",
    "encomenda",
    "carrello",
    "ordine",
    "fattura",
    "winkelwagen",
    "winkelmand",
    "bestelling",
    "factuur",
    "koszyk",
    "zam\u00f3wieni",
    "sepet",
    "sipari\u015f",
    "\u043a\u043e\u0440\u0437\u0438\u043d",
    "\u0437\u0430\u043a\u0430\u0437",
], [
    "\u30ab\u30fc\u30c8",
    "\u6ce8\u6587",
    "\u30ab\u30ec\u30f3\u30c0\u30fc",
    "\u4e88\u7d04",
    "\u6765\u9662",
    "\u51fa\u5e2d",
    "\u9884\u7ea6",
    "\u9810\u7d04",
    "\u9884\u8ba2",
    "\u9810\u8a02",
    "\u51fa\u5e2d",
    "\uc608\uc57d",
    "\ucc38\uc11d",
    "\ubc29\ubb38",
    "\u4f1a\u8b70",
    "\u30df\u30fc\u30c6\u30a3\u30f3\u30b0",
    "\u8d2d\u7269\u8f66",
    "\u8cfc\u7269\u8eca",
    "\u8ba2\u5355",
    "\u8a02\u55ae",
    "\u4f1a\u8bae",
    "\u6703\u8b70",
    "\uc7a5\ubc14\uad6c\ub2c8",
    "\uc8fc\ubb38",
    "\ud68c\uc758",
]);
/** Hosts of social networks, app stores and meeting services: never the link a test waits for. */
const NOISE_HOSTS = /(?:^|\.)(?:facebook\.com|fb\.me|twitter\.com|x\.com|t\.co|linkedin\.com|instagram\.com|youtube\.com|youtu\.be|tiktok\.com|pinterest\.com|reddit\.com|discord\.gg|mastodon\.social|threads\.net|apps\.apple\.com|itunes\.apple\.com|play\.google\.com|zoom\.us|meet\.google\.com|teams\.microsoft\.com|webex\.com|calendar\.google\.com)$/i;
/** Paths of pages that are never a verification target. */
const NOISE_PATHS = /(?:^|\/)(?:unsubscribe|unsub|optout|opt-out|preferences|privacy|terms|legal|imprint|impressum|help|support|faq|contact|revoke|report|deny|cancel|view-in-browser|webversion|open|pixel|beacon)(?:[/._?#-]|$)/i;
/** Images, fonts and style sheets linked directly: assets, never a page to open. */
const IMAGE_PATH = /\.(?:png|jpe?g|gif|svg|webp|bmp|ico|woff2?|ttf|otf|eot|css|js)$/i;
//# sourceMappingURL=vocabulary.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/codes.js


/** A run of letters and digits, maybe in groups joined by single dashes ("WFZF-BLLN", "VOORJAAR-25"). */
const TOKEN = /[A-Za-z0-9]+(?:-[A-Za-z0-9]+){0,3}/g;
/** Characters that, right before a token, make it part of something else (a URL, a price, a colour). */
const GLUED_BEFORE = /(?:[\p{L}\p{N}@#$\u20ac\u00a3\u00a5\u20b9\u20a9\u20bd+/\\=&?_%'\u2019.-]|\d[.,:])$/u;
/** Characters that, right after, do the same ("12:30", "3.5", "10%", "5\u20ac", "file.png"). */
const GLUED_AFTER = /^(?:[\p{L}\p{N}@/\\_%$\u20ac\u00a3\u00a5\u20b9\u20a9\u20bd'\u2019]|[.,:-][\p{L}\p{N}])/u;
/** CJK text runs into codes without spaces: only these letters may touch a code there. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
const CURRENCY_NEAR = /(?:[$\u20ac\u00a3\u00a5\u20b9\u20a9\u20bd\u5143\u5186\uc6d0]|\b(?:usd|eur|gbp|chf|jpy|cny|rmb|brl|pln|z\u0142|try|tl|rub|krw|kr)\b|\u0440\u0443\u0431|\u043b\u0438\u0440)/iu;
const MONTHS = /\b(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|m\u00e4rz|apr(?:il)?|may|mai|jun[ei]?|jul[iy]?|aug(?:ust)?|sep(?:tember)?|o[ck]t(?:ober)?|nov(?:ember)?|de[cz](?:ember)?)\b/i;
/** How far back a token's sentence is read: a long announcement ending in a colon fits. */
const SENTENCE_REACH = 240;
/** How much text around a token the word lists are run over: enough for any announcement. */
const NEAR = 160;
/** Where a sentence ends: a stop followed by a space, or a CJK full stop. */
const SENTENCE_END = /[.!?](?:\s|$)|[\u3002\uff01\uff1f]/g;
/** A block is worth reading only with a digit, a dashed group of capitals, or a capitalised word near coupon words. */
const MAY_HOLD_CODE = /\d|[A-Z]{2,5}-[A-Z]{2,5}/;
const HAS_CAPITAL_WORD = /[A-Z]{4,}/;
/**
 * How many tokens of an email are judged, in reading order: a code stands near the top, and a
 * hostile email of tens of thousands of number-like tokens must not cost tens of microseconds
 * each. The wordiest email of both corpora has 1,431 tokens in all.
 */
const MAX_CODE_TOKENS = 5000;
/** The longest code of each subtype: one-time codes are short; coupons can be words. */
const MAX_CODE_LENGTH = 10;
const MAX_COUPON_LENGTH = 16;
function tokensOf(text) {
    const tokens = [];
    for (const match of text.matchAll(TOKEN)) {
        tokens.push({ value: match[0], start: match.index, end: match.index + match[0].length });
    }
    return tokens;
}
const shapeOf = (part) => (/^\d+$/.test(part) ? "digits" : /^[A-Z0-9]+$/.test(part) ? "upper" : "other");
/**
 * Joins what a person types as one code: "123 456" (two halves of the same shape and about the
 * same length, one space apart: the space goes), and a run of single characters spaced out in a
 * block of their own ("4 8 2 9 1 3"). Groups joined by a dash are one token already, dash kept.
 */
function joinParts(text, tokens) {
    if (tokens.length >= 4 && tokens.length <= 10 && tokens.every((token) => token.value.length === 1)) {
        const first = tokens[0];
        const last = tokens[tokens.length - 1];
        const spaced = tokens.every((token, i) => i === 0 || /^[ -]$/.test(text.slice(tokens[i - 1].end, token.start)));
        if (spaced && text.slice(0, first.start).trim() === "" && text.slice(last.end).trim() === "")
            return [{ value: tokens.map((token) => token.value).join(""), start: first.start, end: last.end }];
    }
    // "48 13 97", "ABC DEF GHI": three or four groups of the same shape alone in their block.
    if (tokens.length >= 3 && tokens.length <= 4) {
        const first = tokens[0];
        const last = tokens[tokens.length - 1];
        const shape = shapeOf(first.value);
        const grouped = shape !== "other" &&
            tokens.every((token, i) => token.value.length >= 2 &&
                token.value.length <= 4 &&
                shapeOf(token.value) === shape &&
                (i === 0 || text.slice(tokens[i - 1].end, token.start) === " "));
        const value = tokens.map((token) => token.value).join("");
        if (grouped &&
            value.length <= MAX_CODE_LENGTH &&
            text.slice(0, first.start).trim() === "" &&
            text.slice(last.end).trim() === "")
            return [{ value, start: first.start, end: last.end }];
    }
    const joined = [];
    for (let i = 0; i < tokens.length; i++) {
        const left = tokens[i];
        const right = tokens[i + 1];
        const separator = right ? text.slice(left.end, right.start) : "";
        if (right &&
            separator === " " &&
            left.value.length >= 2 &&
            left.value.length <= 5 &&
            Math.abs(left.value.length - right.value.length) <= 1 &&
            shapeOf(left.value) !== "other" &&
            shapeOf(left.value) === shapeOf(right.value) &&
            left.value.length + right.value.length <= MAX_CODE_LENGTH) {
            joined.push({ value: left.value + right.value, start: left.start, end: right.end });
            i++;
            continue;
        }
        joined.push(left);
    }
    return joined;
}
/** The shape features of a token, or null when it cannot be a code at all. */
function shapeFeatures(value) {
    const plain = value.replace(/-/g, "");
    if (plain.length < 4 || plain.length > MAX_COUPON_LENGTH)
        return null;
    if (/^\d+$/.test(plain)) {
        if (plain.length > MAX_CODE_LENGTH)
            return null;
        if (value.includes("-"))
            return ["dashed_groups", plain.length === 6 ? "six_digits" : "digits"];
        return [plain.length === 6 ? "six_digits" : plain.length <= 8 ? "digits" : "long_digits"];
    }
    const hasDigit = /\d/.test(plain);
    // "6-digit", "2-step", "24-hour": words, however they are joined.
    if (value.includes("-") && /[a-z]/.test(plain))
        return null;
    if (/^[A-Z0-9]+$/.test(plain)) {
        if (value.includes("-"))
            return ["dashed_groups"];
        return [hasDigit ? "capitals_and_digits" : "capitals_only"];
    }
    // Lower case: a word, unless digits make it an id or a code ("a3Fk9Q").
    return hasDigit && plain.length <= MAX_CODE_LENGTH ? ["mixed_case"] : null;
}
/** Part of something else: a URL, an address, a price, a version, a time. */
function glued(text, token) {
    const before = text.slice(Math.max(0, token.start - 2), token.start);
    const after = text.slice(token.end, token.end + 2);
    // In CJK text a code touches the words around it: "\u8a8d\u8a3c\u30b3\u30fc\u30c9123456\u3092\u5165\u529b".
    const cjkBefore = CJK.test(before.slice(-1));
    const cjkAfter = CJK.test(after.slice(0, 1));
    return (!cjkBefore && GLUED_BEFORE.test(before)) || (!cjkAfter && GLUED_AFTER.test(after));
}
/** The sentence around a token: what comes before it and after it, up to the sentence's ends. */
function sentenceAround(text, token) {
    const head = text.slice(Math.max(0, token.start - SENTENCE_REACH), token.start);
    let cut = 0;
    for (const match of head.matchAll(SENTENCE_END))
        cut = match.index + match[0].length;
    const tail = text.slice(token.end, token.end + 160);
    SENTENCE_END.lastIndex = 0;
    const end = /[.!?](?:\s|$)|[\u3002\uff01\uff1f]/.exec(tail);
    return {
        before: head.slice(cut),
        after: end ? tail.slice(0, end.index + 1) : tail,
        rest: end ? tail.slice(end.index + 1) : "",
    };
}
/** A label that makes the number something else, with no sign-in word between it and the number. */
function labelled(before) {
    const near = before.slice(-40);
    const at = Math.max(lastMatchStart(DECOY_LABEL_WORDS, near), lastMatchStart(DECOY_LABEL_CJK, near));
    return at !== -1 && lastMatchStart(VERIFICATION_WORDS, near.slice(at)) === -1;
}
/** Evidence of number decoys that no wording can outweigh: prices, dates, phone numbers. */
function numberDecoys(text, token, tokens, features) {
    const plain = token.value.replace(/-/g, "");
    const around = `${text.slice(Math.max(0, token.start - 5), token.start)} ${text.slice(token.end, token.end + 5)}`;
    if (CURRENCY_NEAR.test(around))
        features.push("money");
    // "15h29", "9h30": a time as French and Portuguese write it; "2026-03-10": a date.
    if (/^\d{1,2}h\d{2}$/i.test(plain) || /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4})$/.test(token.value))
        features.push("date_or_time");
    // Three or more groups of digits: a phone or account number ("555-123-4567").
    if (/^\d+(?:-\d+){2,}$/.test(token.value))
        features.push("phone_number");
    if (!/^\d+$/.test(plain))
        return;
    const year = Number(plain);
    if ((plain.length === 4 && year >= 1900 && year <= 2099) ||
        MONTHS.test(text.slice(Math.max(0, token.start - 12), token.end + 12)))
        features.push("date_or_time");
    // A group of a longer digit sequence: "+49 30 1234 5678", "555 123 4567", "4821 9934 1120 0042".
    const index = tokens.indexOf(token);
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    const group = (other, gap) => other && /^\d+$/.test(other.value) && /^[\s()/-]{1,3}$/.test(gap);
    if (group(previous, previous ? text.slice(previous.end, token.start) : "") ||
        group(next, next ? text.slice(token.end, next.start) : ""))
        features.push("phone_number");
}
/** The whole block is the token, maybe framed by punctuation or a short label ("Code: 1234"). */
function standsAlone(text, token) {
    const rest = (text.slice(0, token.start) + text.slice(token.end)).replace(/[\s"'\u201c\u201d\u2018\u2019\u00ab\u00bb()[\]{}:\uff1a.,!*|_=~>-]/g, "");
    return rest.length === 0 || (rest.length <= 24 && CODE_WORDS.test(rest) && !/\d/.test(rest));
}
const squeeze = (text) => text.replace(/[\s-]/g, "");
/**
 * A coupon when promotion words stand closer to the code than sign-in or verification words.
 * With neither near it, the email decides: a shop's mail that never speaks of signing in holds
 * coupons, everything else one-time codes.
 */
function classify(region, nearby, context) {
    const coupon = lastMatchEnd(COUPON_WORDS, region);
    const verification = lastMatchEnd(VERIFICATION_WORDS, region);
    if (coupon !== -1 || verification !== -1)
        return coupon > verification ? "coupon" : "otp";
    const shop = context.decoyGenre === "marketing" || context.decoyGenre === "commerce";
    return shop && !context.aboutSigningIn && COUPON_WORDS.test(nearby()) ? "coupon" : "otp";
}
/** Features that set a token before a reader: without one, the words around it prove nothing. */
const PRESENTED = ["announced_before", "announced_after", "typing_words", "alone", "emphasized"];
/** Features that say what the token is: without one, a number is only a number. */
const NAMED = [
    "announced_before",
    "announced_after",
    "typing_words",
    "purpose_after",
    "code_words_above",
    "code_words_below",
    "subject_names_code",
];
/** Evidence that a token is something else, which no other evidence outweighs. */
const VETOES = ["decoy_label", "booking_reference", "money", "date_or_time", "phone_number"];
const CONTEXTUAL = ["purpose_after", "code_words_above", "code_words_below", "subject_names_code"];
const COUPON_NAME_AT_END = new RegExp(`(?:${COUPON_NAMES.source})$`, COUPON_NAMES.flags);
/** The text ends in a coupon's name: its last word is part of the name, not a code. */
const endsCouponName = (text) => COUPON_NAME_AT_END.test(text);
function viewOf(context, blocks, index) {
    const block = blocks[index];
    const aboveText = blocks[index - 1]?.text ?? "";
    const threeAbove = blocks
        .slice(Math.max(0, index - 3), index)
        .map((b) => b.text)
        .join("\n")
        .slice(-2 * NEAR);
    let nearby;
    return {
        aboveText,
        // A promotion's words on the line just above a token set apart ("15% off your next order",
        // "10% korting op je volgende bestelling:") name it as its code, as a coupon's name would.
        codeWordsAbove: CODE_WORDS.test(threeAbove) ||
            COUPON_NAMES.test(threeAbove.slice(-200)) ||
            (aboveText.length <= 200 && COUPON_CONTEXT.test(aboveText)),
        codeWordsInNext: CODE_WORDS.test(blocks[index + 1]?.text ?? ""),
        labelIsDecoy: block.label !== "" && labelled(block.label),
        // "15% off your next order with code" offers a discount: no order number's label.
        aboveIsDecoyLabel: aboveText.length <= 40 && labelled(aboveText) && !COUPON_CONTEXT.test(aboveText),
        meeting: context.decoyGenre === "calendar" ||
            MEETING_WORDS.test(`${blocks[index - 2]?.text ?? ""}\n${aboveText}\n${block.text}`.slice(-3 * NEAR)),
        nearby: () => (nearby ??= [context.subject, ...blocks.slice(Math.max(0, index - 3), index + 3).map((b) => b.text)].join("\n")),
    };
}
function judge(context, block, view, token, tokens, order) {
    const text = block.text;
    const shape = shapeFeatures(token.value);
    if (!shape || glued(text, token))
        return null;
    const features = [...shape];
    const { before, after, rest } = sentenceAround(text, token);
    // Vetoes first: a price, a date, a phone number or a labelled number is never a code, and
    // most numbers of a receipt or a newsletter end here.
    numberDecoys(text, token, tokens, features);
    if (labelled(before))
        features.push("decoy_label");
    if (features.some((feature) => VETOES.includes(feature)))
        return candidate(token, "otp", features, order);
    const { aboveText } = view();
    // The announcement is looked for near the token first, and further back only for a long one
    // that ends in a colon.
    const near = before.slice(-NEAR);
    const reach = before.length > NEAR && /[:\uff1a]\s*$/.test(before) ? before : near;
    const offset = before.length - reach.length;
    const named = lastMatchEnd(CODE_WORDS, reach);
    const namedCoupon = lastMatchEnd(COUPON_NAMES, reach);
    const announcer = Math.max(named, namedCoupon);
    const gap = announcer === -1 ? "" : before.slice(offset + announcer);
    const startsBlock = text.slice(0, token.start).trim() === "";
    const alone = standsAlone(text, token);
    // "Your code is 1234", "Code: 1234", "\u0412\u043e\u0442 \u0442\u0432\u043e\u0439 \u043a\u043e\u0434 \u0434\u043b\u044f \u0432\u0445\u043e\u0434\u0430 \u0432 \u043f\u0440\u0438\u043b\u043e\u0436\u0435\u043d\u0438\u0435 \u00ab\u041f\u043e\u043b\u044e\u0441\u00bb: 004521",
    // "Il codice di conferma da inserire [...] \u00e8 il seguente: R8KX-27QM": a short gap without
    // digits, or a longer one that ends in a colon.
    const shortGap = gap.length <= 30 || (gap.length <= 200 && /[:\uff1a]\s*$/.test(gap));
    if ((announcer !== -1 && shortGap && !/\d/.test(gap) && !/[,;]/.test(gap)) ||
        (startsBlock && /[:\uff1a]\s*$/.test(aboveText) && CODE_WORDS.test(aboveText.slice(-40))) ||
        (alone && block.label !== "" && (CODE_WORDS.test(block.label) || COUPON_NAMES.test(block.label))))
        features.push("announced_before");
    const after40 = after.slice(0, 40);
    if (!/\d/.test(after40.slice(0, Math.max(0, lastMatchStart(CODE_WORDS, after40)))) && CODE_WORDS.test(after40))
        features.push("announced_after");
    const typing = lastMatchEnd(TYPING_WORDS, before.slice(-60));
    if ((typing !== -1 && Math.min(before.length, 60) - typing <= 25) || TYPING_WORDS.test(after.slice(0, 12)))
        features.push("typing_words");
    if (VERIFICATION_WORDS.test(after.slice(0, 50)))
        features.push("purpose_after");
    if (alone)
        features.push("alone");
    if (block.emphasized && squeeze(block.emphasized).includes(squeeze(token.value)))
        features.push("emphasized");
    // A number in the run of a sentence that no words around it name: no need to look further.
    if (!features.some((feature) => PRESENTED.includes(feature) || NAMED.includes(feature)))
        return candidate(token, "otp", [...features, "unnamed"], order);
    const shared = view();
    // The blocks above, and this block's sentences before the token's.
    const earlierInBlock = text.slice(Math.max(0, token.start - before.length - NEAR), token.start - before.length);
    if (shared.codeWordsAbove || CODE_WORDS.test(earlierInBlock))
        features.push("code_words_above");
    if (shared.codeWordsInNext || CODE_WORDS.test(rest))
        features.push("code_words_below");
    if (context.subjectNamesCode)
        features.push("subject_names_code");
    // Words around a token count only for a token set before the reader.
    if (!features.some((feature) => PRESENTED.includes(feature)))
        features.splice(0, features.length, ...features.filter((feature) => !CONTEXTUAL.includes(feature)));
    if (!features.some((feature) => NAMED.includes(feature)))
        features.push("unnamed");
    // A label of its table cell, or (for a value alone on its line) the line above.
    const bare = startsBlock && text.slice(token.end).trim() === "";
    if ((alone && shared.labelIsDecoy) || (bare && block.label === "" && shared.aboveIsDecoyLabel))
        features.push("decoy_label");
    if (shared.meeting)
        features.push("meeting_nearby");
    // The words nearest the code decide its kind; the subject only when the body says nothing.
    const region = `${context.subject} \n ${aboveText.slice(-NEAR)} \n ${near} ${after.slice(0, NEAR)}`;
    const subtype = classify(region, shared.nearby, context);
    // Capitals without a digit are a word unless promotion words make them a coupon ("Code: SUMMER"),
    // and never the last word of a coupon's own name ("TU C\u00d3DIGO REGALO" names a gift code).
    if (features.includes("capitals_only") && (subtype !== "coupon" || !COUPON_WORDS.test(`${aboveText} ${text}`)))
        return null;
    if (features.includes("capitals_only") && endsCouponName(`${before.slice(-40)}${token.value}`))
        return null;
    // A coupon is at home in a shop's mail; a one-time code is not. In a booking or a calendar
    // invitation, a "confirmation number" is a reference unless words say it is for signing in.
    if (subtype === "otp" && context.decoyGenre && context.decoyGenre !== "marketing") {
        features.push("decoy_email");
        if ((context.decoyGenre === "travel" || context.decoyGenre === "calendar") &&
            !features.includes("typing_words") &&
            !VERIFICATION_WORDS.test(region))
            features.push("booking_reference");
    }
    if (subtype === "otp" && token.value.replace(/-/g, "").length > MAX_CODE_LENGTH)
        return null;
    return candidate(token, subtype, features, order);
}
function candidate(token, subtype, features, order) {
    const vetoed = features.some((feature) => VETOES.includes(feature));
    return { value: token.value, subtype, score: scoreOf(CODE_FEATURES, features), vetoed, features, order };
}
/**
 * Every code candidate of the email (the subject counts as a block before the body), judged.
 * `findCodes` keeps the ones at or above the threshold.
 */
function codes_codeCandidates(context, documents) {
    const candidates = [];
    let order = 0;
    const subjectBlock = context.subject ? [{ text: context.subject, emphasized: "", label: "" }] : [];
    for (const [documentIndex, blocks] of [subjectBlock, ...documents].entries()) {
        blocks.forEach((block, index) => {
            if (order >= MAX_CODE_TOKENS)
                return;
            const text = block.text;
            if (text.length > 2000)
                return;
            if (!MAY_HOLD_CODE.test(text) && !(HAS_CAPITAL_WORD.test(text) && COUPON_WORDS.test(text)))
                return;
            const tokens = joinParts(text, tokensOf(text));
            // The subject is no evidence for a code in the subject itself.
            const blockContext = documentIndex === 0 ? { ...context, subjectNamesCode: false } : context;
            let shared;
            const view = () => (shared ??= viewOf(blockContext, blocks, index));
            for (const token of tokens) {
                order++;
                const candidate = judge(blockContext, block, view, token, tokens, order);
                if (candidate)
                    candidates.push(candidate);
            }
        });
    }
    return candidates;
}
/** Codes of the email, best first, one per value: one-time codes before coupons. */
function findCodes(context, documents) {
    const seen = new Set();
    return codes_codeCandidates(context, documents)
        .filter((candidate) => !candidate.vetoed && candidate.score >= CODE_THRESHOLD)
        .sort((a, b) => (a.subtype === b.subtype ? 0 : a.subtype === "otp" ? -1 : 1) || b.score - a.score || a.order - b.order)
        .filter((candidate) => !seen.has(candidate.value) && seen.add(candidate.value))
        .map(({ value, subtype }) => ({ value, subtype }));
}
//# sourceMappingURL=codes.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/context.js

/** How much of the body is read for the genre: the start says what an email is. */
const GENRE_TEXT_CHARS = 6000;
const GENRES = Object.keys(GENRE_WORDS);
function countMatches(pattern, text) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    let count = 0;
    for (const _ of text.matchAll(global))
        if (++count >= 8)
            break;
    return count;
}
function readContext(subject, documents) {
    const subjectText = subject ?? "";
    const subjectNamesCode = CODE_WORDS.test(subjectText);
    // The subject says most: a genre word there decides, unless the subject is about signing in
    // ("Your login code", "Verify your email"). An account notice decides even then: "New sign-in
    // to your account" names a sign-in and is not one.
    const subjectAboutSigningIn = subjectNamesCode || VERIFICATION_WORDS.test(subjectText);
    // Otherwise the body: a genre whose words stand there several times, when nothing in the
    // subject speaks of signing in.
    let body = "";
    for (const document of documents) {
        for (const block of document.blocks) {
            if (body.length >= GENRE_TEXT_CHARS)
                break;
            body += `${block.text}\n`;
        }
    }
    const aboutSigningIn = subjectAboutSigningIn || VERIFICATION_WORDS.test(body.slice(0, 600));
    const context = (decoyGenre) => ({
        subject: subjectText,
        subjectNamesCode,
        aboutSigningIn,
        decoyGenre,
    });
    if (GENRE_WORDS.notice.test(subjectText))
        return context("notice");
    if (!subjectAboutSigningIn) {
        for (const genre of GENRES)
            if (GENRE_WORDS[genre].test(subjectText))
                return context(genre);
    }
    let decoyGenre = null;
    if (!subjectAboutSigningIn) {
        let best = 2;
        for (const genre of GENRES) {
            const count = countMatches(GENRE_WORDS[genre], body);
            if (count > best) {
                best = count;
                decoyGenre = genre;
            }
        }
    }
    // A notice's words in the body ("turn on two-factor authentication") are a tip when the subject
    // asks to sign in, verify or reset; otherwise they make the email an account notice.
    if (decoyGenre === null && !subjectAboutSigningIn && GENRE_WORDS.notice.test(body))
        decoyGenre = "notice";
    return context(decoyGenre);
}
//# sourceMappingURL=context.js.map
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/esm/index.js + 9 modules
var esm = __webpack_require__(27260);
;// CONCATENATED MODULE: ./build/service/mail/extract/layout.js
/**
 * How an email's HTML will sit on a phone, read from the original HTML on the same pass that
 * reads its text (document.ts): the checks keep these facts instead of the original HTML.
 * Widths are what a phone cannot shrink: fixed pixel widths without a max-width.
 */
const SIZED_TAGS = new Set(["table", "td", "th", "div", "center", "section", "article", "img", "tr", "body"]);
/** A pixel length: "700", "700px", "525pt" (in px); percentages and auto are not fixed. */
function pixels(value) {
    if (!value)
        return null;
    const match = /^\s*(\d+(?:\.\d+)?)\s*(px|pt)?\s*$/i.exec(value);
    if (!match)
        return null;
    const number = Number(match[1]);
    return Math.round(match[2]?.toLowerCase() === "pt" ? number * (4 / 3) : number);
}
/** A declaration of a property the layout reads, in an inline style: its name and value. */
const READ_DECLARATION = /(?:^|;)\s*(font-size|min-width|width|height)\s*:([^;]*)/gi;
/**
 * The values of the properties the layout reads in an inline style (the last one given wins),
 * found by one scan of the style; the declarations it does not read are never cut out.
 */
function styleValues(style) {
    const values = new Map();
    for (const [, property, value] of style.matchAll(READ_DECLARATION))
        values.set(property.toLowerCase(), value.replace(/!important/i, "").trim());
    return values;
}
const NO_VALUES = new Map();
/** Any of the properties read, as a cheap first test: most elements' styles have none. */
const MAY_SIZE = /font-size|width|height/i;
/** Bounded: a stylesheet is read for two facts, not kept. */
const MAX_STYLESHEET_CHARS = 64 * 1024;
function createLayoutReader() {
    let viewport = false;
    let widestFixedPx = null;
    let widestImagePx = null;
    let smallestFontPx = null;
    let images = 0;
    let css = "";
    const widest = (current, value) => (current === null || value > current ? value : current);
    return {
        open(name, attributes) {
            if (name === "meta" && attributes.name?.toLowerCase() === "viewport")
                viewport = true;
            const style = attributes.style ?? "";
            const values = MAY_SIZE.test(style) ? styleValues(style) : NO_VALUES;
            const fontSize = pixels(values.get("font-size"));
            // Sizes of 0 and 1 px hide preheaders; they are no reading size.
            if (fontSize !== null && fontSize > 1 && (smallestFontPx === null || fontSize < smallestFontPx))
                smallestFontPx = fontSize;
            if (!SIZED_TAGS.has(name))
                return;
            const width = Math.max(pixels(attributes.width) ?? 0, pixels(values.get("width")) ?? 0, pixels(values.get("min-width")) ?? 0);
            const shrinks = style.includes("max-width");
            if (name === "img") {
                const height = pixels(attributes.height) ?? pixels(values.get("height"));
                const pixel = (width > 0 && width <= 2) || (height !== null && height <= 2);
                if (!pixel)
                    images++;
                if (width > 0 && !shrinks)
                    widestImagePx = widest(widestImagePx, width);
                return;
            }
            if (width > 0 && !shrinks)
                widestFixedPx = widest(widestFixedPx, width);
        },
        stylesheet(text) {
            if (css.length < MAX_STYLESHEET_CHARS)
                css += text.slice(0, MAX_STYLESHEET_CHARS - css.length);
        },
        result(textChars, wideChars) {
            return {
                viewport,
                widestFixedPx,
                widestImagePx,
                smallestFontPx,
                images,
                textChars,
                wideChars,
                mediaQueries: /@media[^{]*max-(?:device-)?width/i.test(css),
                imagesShrink: /(?:^|[},\s])img[^{}]*\{[^}]*max-width/i.test(css),
            };
        },
    };
}
//# sourceMappingURL=layout.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/document.js



/**
 * A run of characters of scripts that write a word in one or two (images_only weighs them).
 * Matched as runs, not one by one: a CJK email is one match per run of text, not per character.
 */
const WIDE_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
/** Invisible characters that templates put between words (preheader padding, soft hyphens). */
// U+034F (combining grapheme joiner) stands outside the class: inside, it would combine.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]|\u034F/g;
/** Full-width letters, digits, colon and hyphen (Japanese and Chinese mail): read as the ASCII a person types. */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF1A\uFF0D]/g;
/** Either of the two: most text has neither, and one test tells. */
const UNUSUAL = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF\uFF01-\uFF5E]|\u034F/;
/** Whitespace that normalizing changes: a run of two, or any but a plain space. */
const UNEVEN_SPACE = /\s\s|[^\S ]/;
const normalizeSpace = (text) => {
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
const EMPHASIS_STYLE = /font-weight\s*:\s*(?:bold|[6-9]00)|font-size\s*:\s*(?:(?:1[8-9]|[2-9]\d|\d{3})px|(?:1[4-9]|[2-9]\d)pt|(?:1\.[3-9]|[2-9](?:\.\d+)?)(?:em|rem))|letter-spacing\s*:\s*(?:[2-9]|\d{2})|font-family\s*:[^;]*(?:mono|courier|consolas|menlo)/i;
const BUTTON_STYLE = /background(?:-color)?\s*:|padding\s*:\s*\d|border-radius/i;
const BUTTON_CLASS = /\b(?:btn|button|cta)\b/i;
/** A label is short: a cell of a sentence's length labels nothing. */
const MAX_LABEL_CHARS = 40;
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0|font-size\s*:\s*0(?:px)?\s*(?:;|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:;|$)/i;
/** Words every hiding style has; most styles have none, and a substring test is cheap. */
const MAY_HIDE = /none|hidden|max-height|:\s*0/i;
const isHidden = (attributes) => {
    const style = attributes.style;
    if (style !== undefined && MAY_HIDE.test(style) && HIDING_STYLE.test(style))
        return true;
    return "hidden" in attributes || attributes["aria-hidden"] === "true";
};
const emphasizes = (name, attributes) => EMPHASIS_TAGS.has(name) || EMPHASIS_STYLE.test(attributes.style ?? "");
/** Web and app URLs written out in text. Trailing punctuation is not part of them. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]{1,30}:\/\/[^\s<>"'`]+/gi;
function trimUrl(url) {
    let end = url.length;
    while (end > 0 && ".,;:!?\u3002\u3001".includes(url[end - 1]))
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
/**
 * Codes shown one character per table cell or box ("4", "8", "2", "9", "1", "3") read as one
 * code: a run of four to ten blocks of one letter or digit each becomes one block. Anchors keep
 * pointing at the block they sat in.
 */
function withJoinedCells(document) {
    const { blocks: original } = document;
    const blocks = [];
    /** The new index of every original block. */
    const moved = [];
    for (let i = 0; i < original.length;) {
        let end = i;
        while (end < original.length && end - i < 10 && /^[A-Za-z0-9]$/.test(original[end].text))
            end++;
        const run = end - i >= 4 ? original.slice(i, end) : [original[i]];
        const text = run.map((block) => block.text).join("");
        for (let k = 0; k < run.length; k++)
            moved.push(blocks.length);
        blocks.push(run.length === 1
            ? run[0]
            : { text, emphasized: run.some((block) => block.emphasized) ? text : "", label: run[0].label });
        i += run.length;
    }
    if (blocks.length === original.length)
        return document;
    return {
        ...document,
        blocks,
        anchors: document.anchors.map((anchor) => ({ ...anchor, block: moved[anchor.block] ?? 0 })),
    };
}
/** Reads HTML with a tolerant streaming parser; entities come out decoded. */
function htmlDocument(html) {
    const blocks = [];
    const anchors = [];
    /** The text of the block being read, in pieces: joined once at its end, not grown string by string. */
    const current = [];
    let emphasized = "";
    const stack = [];
    let emphasisDepth = 0;
    /** Stack index of the element whose content is not read (style, script, hidden), if any. */
    let skipFrom = null;
    let anchor = null;
    const tables = [];
    const layout = createLayoutReader();
    const cells = [];
    const flush = () => {
        if (current.length === 0) {
            emphasized = "";
            return;
        }
        const text = normalizeSpace(current.length === 1 ? current[0] : current.join(""));
        if (text)
            blocks.push({ text, emphasized: normalizeSpace(emphasized), label: "" });
        current.length = 0;
        emphasized = "";
    };
    /** A cell ends: its blocks get their label, and it joins its row. */
    const closeCell = () => {
        const cell = cells.pop();
        const table = tables[tables.length - 1];
        if (!cell || !table)
            return;
        flush();
        const text = normalizeSpace(cell.text);
        const column = table.row.length;
        if (!cell.header) {
            const label = table.headers?.[column] ?? table.row[column - 1]?.text ?? "";
            if (label.length <= MAX_LABEL_CHARS)
                for (let i = cell.firstBlock; i < blocks.length; i++)
                    blocks[i].label ||= label;
        }
        table.row.push({ text, header: cell.header });
    };
    const closeRow = () => {
        const table = tables[tables.length - 1];
        if (!table)
            return;
        // A row of header cells names the columns of the rows below it.
        if (table.headers === null && table.row.length > 0 && table.row.every((cell) => cell.header))
            table.headers = table.row.map((cell) => cell.text);
        table.row = [];
    };
    /** Elements closing (explicitly, or implicitly by an outer end tag): cells, rows and tables. */
    const closing = (name) => {
        if (name === "td" || name === "th")
            closeCell();
        else if (name === "tr")
            closeRow();
        else if (name === "table")
            tables.pop();
    };
    const parser = new esm/* Parser */.iX({
        onopentag(name, attributes) {
            layout.open(name, attributes);
            if (VOID_TAGS.has(name)) {
                if (skipFrom !== null)
                    return;
                if (BLOCK_TAGS.has(name))
                    flush();
                if (name === "img" && anchor && attributes.alt)
                    anchor.alt += ` ${attributes.alt}`;
                return;
            }
            const emphasis = skipFrom === null && emphasizes(name, attributes);
            stack.push({ name, emphasis });
            if (emphasis)
                emphasisDepth++;
            if (skipFrom === null && (SKIPPED_TAGS.has(name) || isHidden(attributes)))
                skipFrom = stack.length - 1;
            if (skipFrom !== null)
                return;
            if (BLOCK_TAGS.has(name))
                flush();
            if (name === "table")
                tables.push({ headers: null, row: [] });
            else if (name === "tr")
                tables[tables.length - 1]?.row.splice(0);
            else if ((name === "td" || name === "th") && tables.length > 0)
                cells.push({ text: "", header: name === "th", firstBlock: blocks.length });
            if (name === "a" && attributes.href) {
                if (anchor)
                    closeAnchor();
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
                if (stack[stack.length - 1]?.name === "style")
                    layout.stylesheet(text);
                return;
            }
            // Whitespace between tags before any text is nothing; after text it separates words.
            if (current.length > 0 || /\S/.test(text))
                current.push(text);
            if (emphasisDepth > 0)
                emphasized += ` ${text}`;
            for (const cell of cells)
                if (cell.text.length < MAX_LABEL_CHARS * 2)
                    cell.text += text;
            if (anchor)
                anchor.text += text;
        },
        onclosetag(name) {
            if (VOID_TAGS.has(name))
                return;
            // Close up to the matching open tag; a stray end tag is ignored.
            let index = -1;
            for (let i = stack.length - 1; i >= 0; i--)
                if (stack[i].name === name) {
                    index = i;
                    break;
                }
            if (index === -1)
                return;
            for (let i = index; i < stack.length; i++)
                if (stack[i].emphasis)
                    emphasisDepth--;
            if (skipFrom === null)
                for (let i = stack.length - 1; i >= index; i--)
                    closing(stack[i].name);
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
        anchors.push({ href: anchor.href, text, block: blocks.length, button: anchor.button });
        anchor = null;
    }
    parser.write((0,html_bound/* boundNesting */.zI)(html));
    parser.end();
    if (anchor)
        closeAnchor();
    flush();
    // An anchor closed before its block was flushed points at that block; clamp the ones that
    // ended in an empty trailing block.
    for (const entry of anchors)
        entry.block = Math.min(entry.block, Math.max(0, blocks.length - 1));
    // URLs written out in the text ("or paste this link: https://...") without an anchor of their own.
    const anchored = new Set(anchors.map((entry) => entry.href.trim()));
    blocks.forEach((block, index) => {
        if (!block.text.includes("://"))
            return;
        for (const match of block.text.matchAll(URL_IN_TEXT)) {
            const href = trimUrl(match[0]);
            if (!anchored.has(href))
                anchors.push({ href, text: "", block: index, button: false });
        }
    });
    let textChars = 0;
    let wideChars = 0;
    for (const block of blocks) {
        textChars += block.text.length;
        for (const run of block.text.matchAll(WIDE_RUN))
            wideChars += run[0].length;
    }
    return withJoinedCells({ blocks, anchors, layout: layout.result(textChars, wideChars) });
}
/** Reads the text part: every non-empty line is a block; URLs in it become anchors. */
function textDocument(text) {
    const blocks = [];
    const anchors = [];
    for (const line of text.split(/\r?\n/)) {
        const normalized = normalizeSpace(line);
        if (!normalized)
            continue;
        if (normalized.includes("://"))
            for (const match of normalized.matchAll(URL_IN_TEXT)) {
                anchors.push({ href: trimUrl(match[0]), text: "", block: blocks.length, button: false });
            }
        blocks.push({ text: normalized, emphasized: "", label: "" });
    }
    return withJoinedCells({ blocks, anchors });
}
//# sourceMappingURL=document.js.map
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/de/index.js + 11 modules
var de = __webpack_require__(90699);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/en/index.js
var en = __webpack_require__(47166);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/es/index.js + 10 modules
var es = __webpack_require__(94615);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/fr/index.js + 12 modules
var fr = __webpack_require__(94253);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/it/index.js + 22 modules
var it = __webpack_require__(37051);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/ja/index.js + 10 modules
var ja = __webpack_require__(10733);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/nl/index.js + 17 modules
var nl = __webpack_require__(31072);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/pt/index.js + 8 modules
var pt = __webpack_require__(22113);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/ru/index.js + 14 modules
var ru = __webpack_require__(12036);
// EXTERNAL MODULE: ./node_modules/chrono-node/dist/esm/locales/zh/index.js + 22 modules
var zh = __webpack_require__(6508);
;// CONCATENATED MODULE: ./build/service/mail/extract/expiry/durations.js
/**
 * Lifetimes written as durations, in the 13 languages: "10 minutes", "1 hour and 30 minutes",
 * "half an hour", "anderthalb Stunden", "une heure et demie", "\u043f\u043e\u043b\u0447\u0430\u0441\u0430", "30\u5206\u9593", "\u534a\u5c0f\u65f6",
 * "30\ubd84". A duration counts only where words say it is how long the code or link lasts
 * ("expires in", "valid for", "g\u00fcltig", "\u6709\u52b9"), so "delivered in 3 days" is not one.
 */
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/** Unit words, each to seconds: every form a unit takes in the 13 languages (regular expressions). */
const UNITS = [
    [
        [
            "s",
            "secs?",
            "seconds?",
            "saniyedir",
            "sekunden?",
            "sekund[ay\u0119]?",
            "secondes?",
            "segundos?",
            "second[oi]",
            "seconden?",
            "saniye",
            "\u0441\u0435\u043a\u0443\u043d\u0434[\u0430\u044b\u0443]?",
            "\u0441\u0435\u043a",
            "\u79d2",
            "\ucd08",
        ],
        1,
    ],
    [
        [
            "m",
            "mins?",
            "minutes?",
            "minuten?",
            "minutos?",
            "minut[io]",
            "minuut",
            "minut[a\u0119y]?",
            "dakikad\u0131r",
            "dakikal\u0131k",
            "dakika",
            "dk",
            "\u043c\u0438\u043d\u0443\u0442[\u0430\u044b\u0443]?",
            "\u043c\u0438\u043d",
            "\u5206\u949f",
            "\u5206\u9418",
            "\u5206\u9593",
            "\u5206",
            "\ubd84",
        ],
        MINUTE,
    ],
    [
        [
            "h",
            "hrs?",
            "hours?",
            "stunden?",
            "std",
            "heures?",
            "horas?",
            "or[ae]",
            "uur",
            "godzin[a\u0119y]?",
            "godz",
            "saattir",
            "saatlik",
            "saat",
            "\u0447\u0430\u0441\u043e\u0432",
            "\u0447\u0430\u0441\u0430",
            "\u0447\u0430\u0441",
            "\u0447",
            "\u6642\u9593",
            "\u5c0f\u65f6",
            "\u5c0f\u6642",
            "\u949f\u5934",
            "\u9418\u982d",
            "\uc2dc\uac04",
        ],
        HOUR,
    ],
    [
        [
            "d",
            "days?",
            "tagen?",
            "tage",
            "tag",
            "jours?",
            "d\u00edas?",
            "dias?",
            "giorn[oi]",
            "dagen",
            "dag",
            "dni",
            "dzie\u0144",
            "doby",
            "g\u00fcnd\u00fcr",
            "g\u00fcnl\u00fck",
            "g\u00fcn",
            "\u0434\u043d\u0435\u0439",
            "\u0434\u043d\u044f",
            "\u0434\u0435\u043d\u044c",
            "\u0434\u043d",
            "\u0441\u0443\u0442\u043e\u043a",
            "\u0441\u0443\u0442\u043a\u0438",
            "\u65e5\u9593",
            "\u65e5",
            "\u5929",
            "\uc77c",
        ],
        DAY,
    ],
    [
        [
            "w",
            "wks?",
            "weeks?",
            "wochen?",
            "semaines?",
            "semanas?",
            "settiman[ae]",
            "weken",
            "tydzie\u0144",
            "tygodni[ea]?",
            "haftad\u0131r",
            "haftal\u0131k",
            "hafta",
            "\u043d\u0435\u0434\u0435\u043b[\u044f\u0438\u044c\u044e]",
            "\u9031\u9593",
            "\u9031",
            "\u5468",
            "\u661f\u671f",
            "\uc8fc\uc77c",
            "\uc8fc",
        ],
        7 * DAY,
    ],
    [
        [
            "months?",
            "monaten?",
            "monate",
            "monat",
            "mois",
            "meses",
            "mes",
            "m\u00eas",
            "mes[ei]",
            "maanden",
            "maand",
            "miesi\u0105c[ae]?",
            "miesi\u0119cy",
            "ay",
            "\u043c\u0435\u0441\u044f\u0446\u0435\u0432",
            "\u043c\u0435\u0441\u044f\u0446\u0430",
            "\u043c\u0435\u0441\u044f\u0446",
            "\u304b\u6708",
            "\u30f6\u6708",
            "\u30b1\u6708",
            "\u4e2a\u6708",
            "\u500b\u6708",
            "\uac1c\uc6d4",
        ],
        30 * DAY,
    ],
];
/** Numbers written as words, per language. */
const NUMBER_WORDS = {
    // English
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
    "forty-five": 45,
    sixty: 60,
    "twenty-four": 24,
    "forty-eight": 48,
    "seventy-two": 72,
    // German
    ein: 1,
    eine: 1,
    einer: 1,
    einem: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    f\u00fcnf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    zw\u00f6lf: 12,
    f\u00fcnfzehn: 15,
    zwanzig: 20,
    drei\u00dfig: 30,
    vierundzwanzig: 24,
    achtundvierzig: 48,
    // French
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    douze: 12,
    quinze: 15,
    vingt: 20,
    trente: 30,
    "vingt-quatre": 24,
    "quarante-huit": 48,
    // Spanish, Portuguese, Italian
    uno: 1,
    una: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    doce: 12,
    quince: 15,
    veinte: 20,
    treinta: 30,
    veinticuatro: 24,
    um: 1,
    uma: 1,
    dois: 2,
    duas: 2,
    tr\u00eas: 3,
    quatro: 4,
    sete: 7,
    oito: 8,
    nove: 9,
    dez: 10,
    vinte: 20,
    trinta: 30,
    "un'": 1,
    "un\u2019": 1,
    due: 2,
    tre: 3,
    quattro: 4,
    cinque: 5,
    sei: 6,
    sette: 7,
    otto: 8,
    dieci: 10,
    dodici: 12,
    quindici: 15,
    venti: 20,
    trenta: 30,
    ventiquattro: 24,
    // Dutch
    een: 1,
    \u00e9\u00e9n: 1,
    twee: 2,
    drie: 3,
    vijf: 5,
    zes: 6,
    zeven: 7,
    negen: 9,
    tien: 10,
    twaalf: 12,
    vijftien: 15,
    twintig: 20,
    dertig: 30,
    vierentwintig: 24,
    // Polish
    jedna: 1,
    jeden: 1,
    jednej: 1,
    jednego: 1,
    dwie: 2,
    dwa: 2,
    dw\u00f3ch: 2,
    trzy: 3,
    cztery: 4,
    pi\u0119\u0107: 5,
    sze\u015b\u0107: 6,
    siedem: 7,
    osiem: 8,
    dziewi\u0119\u0107: 9,
    dziesi\u0119\u0107: 10,
    pi\u0119tna\u015bcie: 15,
    dwadzie\u015bcia: 20,
    trzydzie\u015bci: 30,
    // Turkish
    bir: 1,
    iki: 2,
    \u00fc\u00e7: 3,
    d\u00f6rt: 4,
    be\u015f: 5,
    alt\u0131: 6,
    yedi: 7,
    sekiz: 8,
    dokuz: 9,
    on: 10,
    yirmi: 20,
    otuz: 30,
    // Russian
    \u043e\u0434\u0438\u043d: 1,
    \u043e\u0434\u043d\u0430: 1,
    \u043e\u0434\u043d\u0443: 1,
    \u043e\u0434\u043d\u043e\u0439: 1,
    \u043e\u0434\u043d\u043e\u0433\u043e: 1,
    \u0434\u0432\u0430: 2,
    \u0434\u0432\u0435: 2,
    \u0434\u0432\u0443\u0445: 2,
    \u0442\u0440\u0438: 3,
    \u0442\u0440\u0451\u0445: 3,
    \u0442\u0440\u0435\u0445: 3,
    \u0447\u0435\u0442\u044b\u0440\u0435: 4,
    \u043f\u044f\u0442\u044c: 5,
    \u0448\u0435\u0441\u0442\u044c: 6,
    \u0441\u0435\u043c\u044c: 7,
    \u0432\u043e\u0441\u0435\u043c\u044c: 8,
    \u0434\u0435\u0432\u044f\u0442\u044c: 9,
    \u0434\u0435\u0441\u044f\u0442\u044c: 10,
    \u043f\u044f\u0442\u043d\u0430\u0434\u0446\u0430\u0442\u044c: 15,
    \u0434\u0432\u0430\u0434\u0446\u0430\u0442\u044c: 20,
    \u0442\u0440\u0438\u0434\u0446\u0430\u0442\u044c: 30,
    // Korean native numbers before \uc2dc\uac04 (hours)
    \ud55c: 1,
    \ub450: 2,
    \uc138: 3,
    \ub124: 4,
};
/** One and a half, as one word: "anderthalb Stunden", "anderhalf uur", "p\u00f3\u0142torej godziny", "\u043f\u043e\u043b\u0442\u043e\u0440\u0430 \u0447\u0430\u0441\u0430". */
const ONE_AND_A_HALF = ["anderthalb", "eineinhalb", "anderhalf", "p\u00f3\u0142torej", "p\u00f3\u0142tora", "\u043f\u043e\u043b\u0442\u043e\u0440\u0430", "\u043f\u043e\u043b\u0442\u043e\u0440\u044b"];
/** Half an hour, as people write it (with or without its article). */
const HALF_HOUR = "(?:(?:a|une|eine|una|uma|een)\\s+)?(?:half an hour|a half hour|half hour|halbe stunde|demi-heure|media hora|meia hora|mezz['\u2019]?ora|mezzora|half uur|p\u00f3\u0142 godziny|yar\u0131m saat|\u043f\u043e\u043b\u0447\u0430\u0441\u0430|\u043f\u043e\u043b\u0443?\u0447\u0430\u0441\u0430|\u534a\u5c0f\u65f6|\u534a\u5c0f\u6642|\u534a\u6642\u9593)";
/** ", and a half": "an hour and a half", "une heure et demie", "una hora y media", "bir bu\u00e7uk saat". */
const AND_A_HALF = "and a half|und ein(?:e)? halb\\w*|et demie?|y media|e meia|e mezz[ao]|en een half|i p\u00f3\u0142|\u0441 \u043f\u043e\u043b\u043e\u0432\u0438\u043d\u043e\u0439";
const CJK_NUMERALS = {
    \u4e00: 1,
    \u4e8c: 2,
    \u4e24: 2,
    \u5169: 2,
    \u4e09: 3,
    \u56db: 4,
    \u4e94: 5,
    \u516d: 6,
    \u4e03: 7,
    \u516b: 8,
    \u4e5d: 9,
    \u5341: 10,
};
function cjkNumber(text) {
    // \u5341 = 10, \u5341\u4e94 = 15, \u4e8c\u5341 = 20, \u4e8c\u5341\u56db = 24, \u4e09\u5341 = 30.
    if (!/^[\u4e00\u4e8c\u4e24\u5169\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d\u5341]+$/.test(text))
        return null;
    if (!text.includes("\u5341"))
        return text.length === 1 ? (CJK_NUMERALS[text] ?? null) : null;
    const [tens, ones] = text.split("\u5341");
    return (tens ? (CJK_NUMERALS[tens] ?? 0) : 1) * 10 + (ones ? (CJK_NUMERALS[ones] ?? 0) : 0);
}
const NUMBER_WORD_SOURCE = Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");
/** Digits (or CJK numerals), which may touch their unit: "10\u5206", "1h", "90min". */
const DIGITS = "(?:\\d{1,3}(?:[.,]\\d{1,2})?|[\u4e00\u4e8c\u4e24\u5169\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d\u5341]{1,3})";
/** A number written as a word, which stands apart from its unit: "an hour", not the "an" of "and". */
const NUMBER_WORD = `(?:${NUMBER_WORD_SOURCE}|${ONE_AND_A_HALF.join("|")})`;
/**
 * Where a number may start: not inside a Latin or Cyrillic word or another number (CJK text runs
 * into it), nor right after a colon that follows one ("12:30", "ID:30"); a CJK label's colon may
 * touch it ("\u6709\u52b9\u671f\u9650\uff1a30\u5206", the full-width colon read as ":").
 */
const NUMBER_START = "(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}#.,/-])(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}#.,/-]:)";
/** Unit words, longest first, ending where the word ends (CJK units end anywhere). */
const UNIT_FORMS = UNITS.flatMap(([forms]) => forms).sort((a, b) => b.length - a.length);
const CJK_UNIT = /[\u3040-\u9fff\uac00-\ud7af]/u;
/**
 * Unit words, longest first. A Latin or Cyrillic unit ends where its word ends ("91d4" is no
 * duration); a CJK unit may run into what follows ("1\u6642\u959330\u5206").
 */
const UNIT_WORD = `(?:(?:${UNIT_FORMS.filter((form) => !CJK_UNIT.test(form)).join("|")})(?![a-z\u00e0-\u00ff\u0105\u0107\u0119\u0142\u0144\u00f3\u015b\u017a\u017c\u011f\u0131\u00f6\u00fc\u015f\u0430-\u044f\u0451\\d])\\.?|${UNIT_FORMS.filter((form) => CJK_UNIT.test(form)).join("|")})`;
/** French writes "next" between the number and the unit: "les 15 prochaines minutes". */
const NEXT_BETWEEN = "(?:prochaine?s\\s+)?";
const PAIR = `${NUMBER_START}(?:${DIGITS}[\\s-]*|${NUMBER_WORD}[\\s-]+)${NEXT_BETWEEN}${UNIT_WORD}`;
// CJK writes "1\u6642\u959330\u5206", "1\u5c0f\u65f630\u5206\u949f" with no space between the parts.
const SEPARATOR = "(?:\\s*,\\s*|\\s+(?:and|und|et|y|e|en|i|ve|\u0438)\\s+|\\s*)";
/**
 * One of a unit, written as the unit alone: "tydzie\u0144" (a week), "\u0432 \u0442\u0435\u0447\u0435\u043d\u0438\u0435 \u043d\u0435\u0434\u0435\u043b\u0438" (within a
 * week), "\uc77c\uc8fc\uc77c" (one week), "\ud558\ub8e8" (one day), "\u0441\u0443\u0442\u043a\u0438" (a day and a night).
 */
const ONE_UNIT = [
    [
        "(?:a |one )?quarter(?: of an)? hour|(?:een )?kwartier|(?:eine )?viertelstunde|(?:un )?quart d['\u2019]heure|(?:un )?cuarto de hora|(?:um )?quarto de hora|(?:un )?quarto d['\u2019]ora|kwadrans",
        15 * MINUTE,
    ],
    [
        "three quarters of an hour|drie kwartier|dreiviertelstunde|trois quarts d['\u2019]heure|tres cuartos de hora",
        45 * MINUTE,
    ],
    ["tydzie\u0144|tygodnia|\u043d\u0435\u0434\u0435\u043b\u0438|\u043d\u0435\u0434\u0435\u043b\u044e|\u043d\u0435\u0434\u0435\u043b\u044f|\uc77c\uc8fc\uc77c|\ud55c \uc8fc|\u4e00\u661f\u671f", 7 * DAY],
    ["\u0441\u0443\u0442\u043a\u0438|\u0441\u0443\u0442\u043e\u043a|\ud558\ub8e8|\u4e00\u663c\u591c", DAY],
    // Half a day, before "a day" reads as one ("meio dia" and "mediod\u00eda" are noon, not here).
    [
        "(?:a |one )?half(?: a|-)? ?day|(?:einen |ein )?halbe[nr]? tag|(?:une )?demi-journ\u00e9e|medio d\u00eda|(?:una )?mezza giornata|(?:een )?halve dag|p\u00f3\u0142 dnia|\u043f\u043e\u043b ?\u0434\u043d\u044f|yar\u0131m g\u00fcn|\ubc18\ub098\uc808|\u534a\u5929|\u534a\u65e5",
        12 * HOUR,
    ],
    // An hour written without a numeral: "un'ora", Polish "godzin\u0119" (an hour), "\u0447\u0430\u0441\u0430", "\u0447\u0435\u0440\u0435\u0437 \u0447\u0430\u0441.".
    ["un['\u2019]ora|godzin\u0119|\u0447\u0430\u0441\u0430|\u0447\u0430\u0441\u0443|\u0447\u0430\u0441(?=[\\s.,;!)]|$)", HOUR],
    // "within the hour": only after the word for "within" ("on the hour" is a time, not a lifetime).
    ["the (?:next )?hour", HOUR, "(?<=within )"],
    ["der (?:n\u00e4chsten )?stunde", HOUR, "(?<=innerhalb )"],
    // "durante a pr\u00f3xima hora", "en la pr\u00f3xima hora", "nella prossima ora", "w ci\u0105gu najbli\u017cszej godziny".
    ["(?:a |la |na )?pr\u00f3xima hora|(?:la )?prossima ora|najbli\u017cszej godziny", HOUR],
    // French puts "within" inside the phrase: "dans l'heure" says it all (see WITHIN_ITSELF).
    ["dans l['\u2019]heure", HOUR],
    ["het (?:komende )?uur", HOUR, "(?<=binnen )"],
];
const ONE_UNIT_SOURCE = ONE_UNIT.map(([forms, , after]) => (after ? `${after}(?:${forms})` : forms)).join("|");
const ONE_UNIT_PATTERNS = ONE_UNIT.map(([forms, seconds]) => [new RegExp(`^(?:${forms})$`, "iu"), seconds]);
/** A duration: "10 minutes", "1 hour and 30 minutes", "1h30", "an hour and a half", "half an hour". */
const DURATION = `(?:(?<![\\p{Script=Latin}\\p{Script=Cyrillic}])(?:${ONE_UNIT_SOURCE})(?![\\p{Script=Latin}\\p{Script=Cyrillic}])|${HALF_HOUR}|(?<![\\d:.])[1-9]\\s*h\\s*[0-5]\\d(?:\\s*min)?(?!\\d)|${PAIR}(?:${SEPARATOR}${PAIR}){0,2}(?:\\s+(?:${AND_A_HALF}))?)`;
function numberValue(text) {
    const lower = text.toLowerCase();
    if (/^\d/.test(lower))
        return Number(lower.replace(",", "."));
    if (ONE_AND_A_HALF.includes(lower))
        return 1.5;
    return NUMBER_WORDS[lower] ?? cjkNumber(lower);
}
const UNIT_PATTERNS = UNITS.map(([forms, seconds]) => [
    new RegExp(`^(?:${forms.join("|")})$`, "iu"),
    seconds,
]);
function unitSeconds(unit) {
    const word = unit.toLowerCase().replace(/\.$/, "");
    for (const [pattern, seconds] of UNIT_PATTERNS)
        if (pattern.test(word))
            return seconds;
    return null;
}
const HALF_HOUR_ONLY = new RegExp(`^(?:${HALF_HOUR})$`, "iu");
const ENDS_AND_A_HALF = new RegExp(`(?:${AND_A_HALF})$`, "iu");
const PAIR_GLOBAL = new RegExp(`${NUMBER_START}(${DIGITS}(?=[\\s-]*\\S)|${NUMBER_WORD}(?=[\\s-]))[\\s-]*${NEXT_BETWEEN}(${UNIT_WORD})`, "giu");
/** Seconds of a written duration, or null when it does not read as one. */
function durationSeconds(text) {
    const lower = text.toLowerCase().trim();
    if (HALF_HOUR_ONLY.test(lower))
        return 1800;
    for (const [pattern, seconds] of ONE_UNIT_PATTERNS)
        if (pattern.test(lower))
            return seconds;
    const clock = /^(\d{1,2})\s*h\s*(\d{2})/.exec(lower);
    if (clock)
        return Number(clock[1]) * HOUR + Number(clock[2]) * MINUTE;
    let total = 0;
    let lastUnit = 0;
    for (const match of lower.matchAll(PAIR_GLOBAL)) {
        const count = numberValue(match[1]);
        const unit = unitSeconds(match[2]);
        if (count === null || unit === null || count <= 0)
            return total > 0 ? total : null;
        total += count * unit;
        lastUnit = unit;
    }
    if (total === 0)
        return null;
    if (ENDS_AND_A_HALF.test(lower))
        total += lastUnit / 2;
    return Math.round(total);
}
const durations_END = "(?![\\p{L}\\p{N}])";
const cue = (latin, other) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${latin.join("|")})|${other.join("|")}`, "giu");
/**
 * Words that make a duration the lifetime of what the email carries: valid, expires, works,
 * "you have ... to", "within", in the 13 languages. A duration counts when one of them stands
 * near it in the same sentence, before or after ("valid for 10 minutes", "24 Stunden g\u00fcltig",
 * "30\u5206\u9593\u6709\u52b9").
 */
const LIFETIME_CUES = cue([
    // Becomes invalid: "\u7121\u52b9\u306b\u306a\u308a\u307e\u3059", "ung\u00fcltig", "ge\u00e7ersiz", ...
    "invalid",
    "ung\u00fcltig",
    "invalide",
    "inv\u00e1lid",
    "non (?:\u00e8 pi\u00f9 )?valid",
    "ongeldig",
    "niewa\u017cn",
    "ge\u00e7ersiz",
    "\u043d\u0435\u0434\u0435\u0439\u0441\u0442\u0432\u0438\u0442\u0435\u043b",
    // English
    "valid",
    "validity",
    "expir",
    "works?" + durations_END,
    "stops? working",
    "lasts?" + durations_END,
    "good for",
    "active for",
    "usable",
    "only for",
    "within",
    "in the next",
    "you(?:'ve| have)",
    // German
    "gilt",
    "g\u00fcltig",
    "g\u00fcltigkeit",
    "l\u00e4uft",
    "abl\u00e4uft",
    "verf\u00e4llt",
    "funktioniert",
    "aktiv" + durations_END,
    "innerhalb",
    "(?:sie haben|hast du|du hast|haben sie)",
    // French
    "valable",
    "valide",
    "validit\u00e9",
    "expire",
    "fonctionne",
    "actif",
    "active",
    "durant",
    "pendant",
    "dans les",
    "d['\u2019]ici",
    "(?:vous avez|tu as|vous disposez de|tu disposes de)",
    // Spanish, Portuguese
    "v\u00e1lid",
    "validez",
    "vigencia",
    "vigente",
    "validade",
    "caduca",
    "expira",
    "vence",
    "funciona",
    "activo",
    "ativo",
    "durante",
    "dentro de",
    "pr\u00f3xim[oa]s",
    "(?:tienes|tiene|ten\u00e9s|dispones de|dispone de|cuentas con)",
    "(?:voc\u00ea tem|tens|disp\u00f5e de)",
    // Italian
    "valid[oaie]" + durations_END,
    "validit\u00e0",
    "scad",
    "vale" + durations_END,
    "funziona",
    "attiv[oa]",
    "entro",
    "(?:hai|avete|ha a disposizione|hai a disposizione)",
    // Dutch
    "geldig",
    "geldigheid",
    "verloopt",
    "vervalt",
    "werkt",
    "actief",
    "binnen",
    "(?:je hebt|jij hebt|u heeft)",
    // Polish
    "wa\u017cn",
    "wygas",
    "wyga\u015bnie",
    "dzia\u0142a",
    "aktywn",
    "w ci\u0105gu",
    "(?:masz|macie|maj\u0105 pa\u0144stwo)",
    // Russian
    "\u0434\u0435\u0439\u0441\u0442\u0432",
    "\u0438\u0441\u0442\u0435\u043a\u0430",
    "\u0438\u0441\u0442\u0435\u0447\u0451\u0442",
    "\u0438\u0441\u0442\u0435\u0447\u0435\u0442",
    "\u0441\u0440\u043e\u043a",
    "\u0430\u043a\u0442\u0438\u0432",
    "\u0440\u0430\u0431\u043e\u0442\u0430\u0435\u0442",
    "\u0432 \u0442\u0435\u0447\u0435\u043d\u0438\u0435",
    "\u0443 (?:\u0432\u0430\u0441|\u0442\u0435\u0431\u044f) \u0435\u0441\u0442\u044c",
    // Turkish
    "ge\u00e7erli",
    "ge\u00e7erlilik",
    "s\u00fcre",
    "sona er",
    "i\u00e7inde",
    "boyunca",
    "aktif",
], [
    "\u6709\u52b9",
    "\u7121\u52b9",
    "\u671f\u9650",
    "\u4ee5\u5185",
    "\u5931\u52b9",
    "\u4f5c\u5e9f",
    "\u4f5c\u5ee2",
    "\ubb34\ud6a8",
    "\u6709\u6548",
    "\u8fc7\u671f",
    "\u904e\u671f",
    "\u5931\u6548",
    "\u5185\u6709\u6548",
    "\u5167\u6709\u6548",
    "\uc720\ud6a8",
    "\ub9cc\ub8cc",
    "\uc774\ub0b4",
    "\ub3d9\uc548",
]);
/**
 * Sentences about something else that also say how long: shipping, refunds, payments, support,
 * flights, memberships, how long a step takes, an estimate.
 */
const NOT_A_LIFETIME = cue([
    "refund",
    "payment",
    "contact",
    "takes?" + durations_END,
    "about",
    "approximately",
    "membership",
    "subscription",
    "warranty",
    "boarding",
    "check-in",
    "flight",
    "erstattung",
    "zahlung",
    "kontakt",
    "dauert",
    "etwa",
    "mitgliedschaft",
    "abonnement",
    "rembours",
    "paiement",
    "prend",
    "environ",
    "reembols",
    "pago" + durations_END,
    "pagamento",
    "refer\u00eancia",
    "contacto",
    "contato",
    "tarda",
    "leva",
    "aproximadamente",
    "suscripci\u00f3n",
    "assinatura",
    "rimbors",
    "contatta",
    "richiede" + durations_END,
    "circa",
    "abbonamento",
    "terugbetaling",
    "betaling",
    "duurt",
    "ongeveer",
    "lidmaatschap",
    "zwrot",
    "p\u0142atno\u015b",
    "zajmuje",
    "oko\u0142o",
    "subskrypcj",
    "wysy\u0142",
    "iade",
    "\u00f6deme",
    "s\u00fcrer",
    "yakla\u015f\u0131k",
    "abonelik",
    "\u0432\u043e\u0437\u0432\u0440\u0430\u0442",
    "\u043e\u043f\u043b\u0430\u0442",
    "\u0437\u0430\u043d\u0438\u043c\u0430\u0435\u0442",
    "\u043e\u043a\u043e\u043b\u043e",
    "\u043f\u043e\u0434\u043f\u0438\u0441\u043a",
    "\u0440\u0435\u0439\u0441",
    "ship",
    "deliver",
    "dispatch",
    "support",
    "opening hours",
    "open (?:from|daily)",
    "business days",
    "working days",
    "lieferung",
    "versand",
    "werktag",
    "\u00f6ffnungszeit",
    "livraison",
    "jours ouvr\u00e9s",
    "entrega",
    "d\u00edas h\u00e1biles",
    "dias \u00fateis",
    "consegna",
    "spedizione",
    "giorni lavorativi",
    "levering",
    "verzending",
    "werkdag",
    "dostaw",
    "dni robocz",
    "teslimat",
    "kargo",
    "i\u015f g\u00fcn\u00fc",
    "\u0434\u043e\u0441\u0442\u0430\u0432\u043a",
    "\u0440\u0430\u0431\u043e\u0447\u0438\u0445 \u0434\u043d",
], [
    "\u914d\u9001",
    "\u767a\u9001",
    "\u8fd4\u91d1",
    "\u652f\u6255",
    "\u7d04",
    "\u4f1a\u54e1",
    "\u642d\u4e57",
    "\u8425\u4e1a",
    "\u71df\u696d",
    "\u53d1\u8d27",
    "\u767c\u8ca8",
    "\u9000\u6b3e",
    "\u652f\u4ed8",
    "\u4ed8\u6b3e",
    "\u5ba2\u670d",
    "\u8054\u7cfb",
    "\u806f\u7e6b",
    "\u5927\u7ea6",
    "\u5927\u7d04",
    "\u4f1a\u5458",
    "\u6703\u54e1",
    "\u822a\u73ed",
    "\u767b\u673a",
    "\u503c\u673a",
    "\u8d77\u98de",
    "\u8d77\u98db",
    "\ubc30\uc1a1",
    "\uc601\uc5c5\uc77c",
    "\ud658\ubd88",
    "\uacb0\uc81c",
    "\ubb38\uc758",
    "\uc57d ",
    "\uba64\ubc84\uc2ed",
]);
/** "Within", written after a duration in Chinese, Japanese and Korean. */
const WITHIN_AFTER = /^\s*(?:\u5185|\u5167|\u4ee5\u5185|\u4ee5\u5167|\u4e4b\u5185|\u4e4b\u5167|\ub0b4\uc5d0|\uc774\ub0b4|\uc548\uc5d0)/u;
/** A duration that holds its own "within": French "dans l'heure" needs no cue beside it. */
const WITHIN_ITSELF = /^dans l['\u2019]heure$/iu;
/** What stands before the day of a written date. */
const PART_OF_DATE = /\d\s*[\u5e74\u6708\u65e5\u6642\ub144\uc6d4\uc77c\uc2dc]\s*$/u;
/** Words after which a number and "h" are a time of day. */
const BEFORE_A_TIME = /(?<![\p{L}\p{N}])(?:until|till|by|at|bis|um|jusqu['\u2019]\u00e0|\u00e0|avant|hasta las?|a las?|at\u00e9 \u00e0s?|\u00e0s|fino alle|alle|entro le|tot|om|do|o godz\.?|\u0434\u043e|\u0432)\s*$/iu;
/** A hard end of a sentence: a stop and a space, or a CJK stop. */
const SENTENCE_STOP = /[.!?](?=\s|$)|[\u3002\uff01\uff1f]/u;
const SENTENCE_STOPS = new RegExp(SENTENCE_STOP, "gu");
/** Where the last sentence of a text starts (0 when it has no stop). */
function lastStop(text) {
    SENTENCE_STOPS.lastIndex = 0;
    let start = 0;
    for (let match = SENTENCE_STOPS.exec(text); match !== null; match = SENTENCE_STOPS.exec(text))
        start = match.index + match[0].length;
    return start;
}
/** Where a clause ends: a comma or semicolon, Latin or CJK. */
const CLAUSE_STOP = /[,;\uff0c\uff1b\u3001]/gu;
const clauseAfter = (text) => text.split(CLAUSE_STOP)[0];
/** How far a cue and its duration may stand apart, in characters. */
const CUE_REACH = 70;
const DURATION_GLOBAL = new RegExp(DURATION, "giu");
/** Lifetimes beyond this are not what a test reads an email for. */
const MAX_LIFETIME_SECONDS = 366 * DAY;
/**
 * The first stated lifetime in a text, with where it stands: a duration with a lifetime cue near
 * it in the same sentence.
 */
function findLifetime(text) {
    for (const duration of text.matchAll(DURATION_GLOBAL)) {
        const start = duration.index;
        const end = start + duration[0].length;
        // "2026\u5e745\u670812\u65e5", "5\uc6d4 12\uc77c": the day of a date, not a number of days; "jusqu'\u00e0 14 h 45",
        // "until 18h": a time, not a number of hours.
        if (PART_OF_DATE.test(text.slice(Math.max(0, start - 8), start)))
            continue;
        if (BEFORE_A_TIME.test(text.slice(Math.max(0, start - 16), start)))
            continue;
        const before = text.slice(Math.max(0, start - CUE_REACH), start);
        // A unit's abbreviation dot may end the sentence too ("wa\u017cny przez 5 minut. Wpisz..."): the
        // rest of the sentence starts at it, so the next sentence is not read as this one's.
        const after = text.slice(duration[0].endsWith(".") ? end - 1 : end, end + CUE_REACH);
        // Only the part of each side inside the duration's sentence.
        const stopBefore = lastStop(before);
        const sentenceBefore = before.slice(stopBefore);
        const stopAfter = SENTENCE_STOP.exec(after);
        const sentenceAfter = stopAfter ? after.slice(0, stopAfter.index) : after;
        LIFETIME_CUES.lastIndex = 0;
        const cued = LIFETIME_CUES.test(sentenceBefore) || ((LIFETIME_CUES.lastIndex = 0), LIFETIME_CUES.test(sentenceAfter));
        // "\u5728\u4e00\u5468\u5185\u70b9\u51fb", "24\u6642\u9593\u4ee5\u5185", "\uc77c\uc8fc\uc77c \ub0b4\uc5d0": "within", written right after the duration.
        if (!cued && !WITHIN_AFTER.test(sentenceAfter) && !WITHIN_ITSELF.test(duration[0]))
            continue;
        // What the duration is about is read on its own line, from the sentence's start to the end of
        // the duration's clause: a cue may sit in a label cell on the line above ("Validit\u00e9" /
        // "2 heures"), the subject of a sentence does not; and "valid for 5 minutes, do not tell
        // anyone, not even support" is still a lifetime ("Refunds, once approved, arrive within 10
        // days" is not: what comes before stays in).
        NOT_A_LIFETIME.lastIndex = 0;
        if (NOT_A_LIFETIME.test(`${sentenceBefore.split("\n").pop()} ${clauseAfter(sentenceAfter.split("\n")[0])}`))
            continue;
        const seconds = durationSeconds(duration[0]);
        if (seconds === null || seconds <= 0 || seconds > MAX_LIFETIME_SECONDS)
            continue;
        return { seconds, index: start };
    }
    return null;
}
//# sourceMappingURL=durations.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/expiry/zones.js
/**
 * Time zones as emails write them after a time: abbreviations (in their usual, mostly North
 * American and European, meanings), UTC or GMT with an offset, and the local names of the
 * zones of Japanese, Chinese, Korean, Russian and Turkish mail. Minutes east of UTC.
 */
const ZONES = {
    utc: 0,
    gmt: 0,
    wet: 0,
    west: 60,
    bst: 60,
    cet: 60,
    mez: 60,
    cest: 120,
    mesz: 120,
    eet: 120,
    eest: 180,
    msk: 180,
    \u043c\u0441\u043a: 180,
    trt: 180,
    tsi: 180,
    tsi\u0307: 180,
    // T\u00fcrkiye Saati with its dotted capital, which no case folding turns into "tsi".
    TS\u0130: 180,
    sgt: 480,
    hkt: 480,
    awst: 480,
    jst: 540,
    kst: 540,
    aest: 600,
    aedt: 660,
    nzst: 720,
    nzdt: 780,
    brt: -180,
    art: -180,
    ast: -240,
    adt: -180,
    est: -300,
    edt: -240,
    cst: -360,
    cdt: -300,
    mst: -420,
    mdt: -360,
    pst: -480,
    pdt: -420,
    akst: -540,
    akdt: -480,
    hst: -600,
    \u65e5\u672c\u6642\u9593: 540,
    \u5317\u4eac\u65f6\u95f4: 480,
    \u5317\u4eac\u6642\u9593: 480,
    \u53f0\u5317\u6642\u9593: 480,
    \u53f0\u7063\u6642\u9593: 480,
    \u53f0\u6e7e\u65f6\u95f4: 480,
    \u9999\u6e2f\u6642\u9593: 480,
    \ud55c\uad6d\uc2dc\uac04: 540,
    "\ud55c\uad6d \uc2dc\uac04": 540,
    "\u043f\u043e \u043c\u043e\u0441\u043a\u0432\u0435": 180,
    "\u043f\u043e \u043c\u043e\u0441\u043a\u043e\u0432\u0441\u043a\u043e\u043c\u0443 \u0432\u0440\u0435\u043c\u0435\u043d\u0438": 180,
    "t\u00fcrkiye saati": 180,
};
const zones_escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Abbreviations are capitals ("EST", not the French "est"); local names are words. */
const ABBREVIATIONS = Object.keys(ZONES)
    .filter((name) => /^[a-z]+$/.test(name))
    .map((name) => name.toUpperCase());
const LOCAL_NAMES = Object.keys(ZONES)
    .filter((name) => !/^[a-z]+$/.test(name))
    .sort((a, b) => b.length - a.length)
    .map(zones_escape);
const OFFSET_ZONE = /(?<![\p{L}\p{N}])(?:(?:utc|gmt)\s*[+\u2212-]\s*\d{1,2}(?::?\d{2})?|(?:utc|gmt)(?![\p{L}])|[+\u2212-]\d{2}:?\d{2}(?!\d))/iu;
const NAMED_ZONE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ABBREVIATIONS.join("|")})(?![\\p{L}])|(?:${LOCAL_NAMES.join("|")})`, "u");
const LOCAL_NAME = new RegExp(`(?:${LOCAL_NAMES.join("|")})`, "iu");
/** The first zone written in a short text: an offset from UTC or GMT, a numeric offset, or a name. */
function findZone(text) {
    const found = [OFFSET_ZONE.exec(text), NAMED_ZONE.exec(text), LOCAL_NAME.exec(text)].filter((match) => match !== null);
    if (found.length === 0)
        return null;
    return found.sort((a, b) => a.index - b.index)[0][0];
}
/** Minutes east of UTC of a zone as ZONE_ANYWHERE matched it. */
function zoneOffsetMinutes(written) {
    const text = written
        .replace(/^[\s(\uff08]+/, "")
        .toLowerCase()
        .replace("\u2212", "-");
    const offset = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(text);
    if (offset) {
        const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
        return offset[1] === "-" ? -minutes : minutes;
    }
    return ZONES[text] ?? null;
}
/** The zone of a Date header ("Tue, 10 Nov 2026 09:14:00 -0800", "... GMT"), in minutes east of UTC. */
function dateHeaderOffset(header) {
    const numeric = /([+-])(\d{2})(\d{2})\s*(?:\([^)]*\))?\s*$/.exec(header);
    if (numeric) {
        const minutes = Number(numeric[2]) * 60 + Number(numeric[3]);
        return numeric[1] === "-" ? -minutes : minutes;
    }
    const named = /([A-Za-z]{1,5})\s*$/.exec(header.trim());
    return (named && ZONES[named[1].toLowerCase()]) ?? 0;
}
//# sourceMappingURL=zones.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/expiry/dates.js
// Only the languages read here: the whole package would load 16 locales into every parser worker.












/**
 * A window that starts with a duration, after a preposition or none: "in 15 minutes", "dans 2
 * heures", "10 minutes after it was sent". Right after "until" a number of hours is a time
 * ("jusqu'\u00e0 14 h 45", "a las 14 horas"), read as an end.
 */
const STARTS_WITH_DURATION = new RegExp(`^(?:(?:in|within|for|after|dans|pendant|en|em|por|durante|tra|fra|per|over|na|binnen|za|przez|\u0447\u0435\u0440\u0435\u0437|\u0432 \u0442\u0435\u0447\u0435\u043d\u0438\u0435|ap\u00f3s)\\s+(?:the next\\s+)?${DURATION}|(?!\\d{1,2}\\s*(?:h\\b|h\\s*\\d|uhr|heures?|horas?|ore\\b|uur))${DURATION})`, "iu");
const phrase = (source, dateAfter, locale) => ({
    pattern: new RegExp(source, "giu"),
    dateAfter,
    locale,
});
/** Word boundaries that hold for every script (\\b knows only ASCII letters). */
const B = "(?<![\\p{L}\\p{N}])";
const E = "(?![\\p{L}\\p{N}])";
/**
 * What a sentence with an end must speak of for the end to be the lifetime: a code, a link, an
 * invitation, or validity itself ("Sale ends Sunday" is not one).
 */
const ABOUT_A_LIFETIME = new RegExp(`${B}(?:code|link|url|invitation|invite|token|password|pin|passcode|valid|expir|works${E}|einladung|g\u00fcltig|gilt${E}|l\u00e4uft|verf\u00e4llt|lien|valable|valide|expire|enlace|invitaci\u00f3n|c\u00f3digo|codigo|v\u00e1lid|caduca|vence|convite|expira|collegamento|invito|codice|valid[oa]${E}|scad|uitnodiging|geldig|verloopt|kod|kodu|zaproszeni|wa\u017cn|wygas|ba\u011flant\u0131|davet|ge\u00e7erli|\u0441\u0441\u044b\u043b\u043a|\u043f\u0440\u0438\u0433\u043b\u0430\u0448\u0435\u043d\u0438|\u043a\u043e\u0434|\u0434\u0435\u0439\u0441\u0442\u0432|\u0438\u0441\u0442\u0435\u043a\u0430)|\u30b3\u30fc\u30c9|\u30ea\u30f3\u30af|\u62db\u5f85|\u6709\u52b9|\u671f\u9650|\u94fe\u63a5|\u93c8\u63a5|\u9023\u7d50|\u9080\u8bf7|\u9080\u8acb|\u9a8c\u8bc1\u7801|\u9a57\u8b49\u78bc|\u6709\u6548|\ub9c1\ud06c|\ucd08\ub300|\ucf54\ub4dc|\uc720\ud6a8|\ub9cc\ub8cc`, "iu");
/** Words that say the code or link lasts until a time. */
const END_PHRASES = [
    phrase(`${B}(?:(?:valid|good|active|usable|works)\\s+)?(?:until|till|through|thru|before)${E}|${B}expir(?:es|e|ing|y|ation)\\s*(?:on|at|date|:)?${E}|${B}due(?:\\s+(?:in|on|by))?${E}`, true, "en"),
    phrase(`${B}(?:g\u00fcltig\\s+)?bis(?:\\s+(?:zum|sp\u00e4testens|um))?${E}|${B}(?:l\u00e4uft|verf\u00e4llt|endet|abl\u00e4uft)\\s+(?:am|um)${E}`, true, "de"),
    phrase(`${B}jusqu['\u2019](?:au|\u00e0|a)${E}|${B}avant(?:\\s+le)?${E}|${B}expire(?:ra)?\\s+(?:le|\u00e0)${E}`, true, "fr"),
    phrase(`${B}hasta(?:\\s+(?:el|las?))?${E}|${B}antes\\s+de(?:l|\\s+las?)?${E}|${B}(?:caduca|vence|expira)\\s+(?:el|a\\s+las?)${E}`, true, "es"),
    phrase(`${B}at\u00e9(?:\\s+(?:o|\u00e0s|as|a|ao))?${E}|${B}antes\\s+d[eoa]s?${E}|${B}(?:expira|vence)\\s+(?:em|\u00e0s|no dia)${E}`, true, "pt"),
    phrase(`${B}fino\\s+a(?:l|lle|lla|d)?${E}|${B}entro\\s+(?:il|le|la|l['\u2019])|${B}scade\\s+(?:il|alle|alla|a)${E}`, true, "it"),
    phrase(`${B}(?:tot(?:\\s+en\\s+met)?|t/m|v\u00f3\u00f3r)${E}|${B}(?:verloopt|vervalt)\\s+(?:op|om)${E}`, true, "nl"),
    phrase(`${B}do(?:\\s+(?:dnia|godz\\.?|godziny))?${E}|${B}(?:wygasa|wyga\u015bnie|traci wa\u017cno\u015b\u0107)(?:\\s+dnia)?${E}`, true, null),
    phrase(`${B}(?:\u0434\u043e|\u0438\u0441\u0442\u0435\u043a\u0430\u0435\u0442)${E}`, true, "ru"),
    phrase(`(?:['\u2019]?(?:[ae]|y[ae]|n[ae]))?\\s*kadar${E}`, false, null),
    phrase("\u307e\u3067|(?:\u4e2d|\u5185|\u306e\u307f)+\u6709\u52b9", false, "ja"),
    phrase("(?:\u6709\u52b9\u671f\u9650|\u671f\u9650|\u6709\u52b9\u671f\u9593)\\s*(?:\u306f|\u304c|\uff1a|:)", true, "ja"),
    phrase("\u6709\u6548\u671f\u9650?(?:\u81f3|\u5230)|\u622a\u6b62(?:\u81f3|\u5230|\u65f6\u95f4|\u6642\u9593|\u65e5\u671f)?(?:\u4e3a|\u70ba|\uff1a|:)?|\u6709\u6548\u671f\u9650(?:\uff1a|:)|(?<![\\p{Script=Han}])\u81f3", true, "zh"),
    phrase("(?:\u4e4b\u524d|\u4ee5\u524d|\u524d)(?:\u6709\u6548|\u5931\u6548)?|(?:\u5185|\u5167)?\u6709\u6548|\u5931\u6548|\u904e\u671f|\u8fc7\u671f|\u5230\u671f", false, "zh"),
    phrase("\uae4c\uc9c0", false, null),
    phrase("(?:\ub9cc\ub8cc\uc77c|\uc720\ud6a8\uae30\uac04|\ub9cc\ub8cc \uc2dc\uac04|\ub9cc\ub8cc \uc77c\uc2dc)\\s*[:\uff1a]?", true, null),
];
const ANY_END_PHRASE = new RegExp(END_PHRASES.map(({ pattern }) => pattern.source).join("|"), "iu");
/** Words for today, tomorrow and the end of a day, in the 13 languages. */
const TOMORROW = /(?<![\p{L}\p{N}])(?:tomorrow|morgen|morgigen|demain|ma\u00f1ana|amanh\u00e3|domani|jutro|jutrzejsz\p{L}*|yar\u0131n|\u0437\u0430\u0432\u0442\u0440\u0430|\u0437\u0430\u0432\u0442\u0440\u0430\u0448\u043d\u0435\u0433\u043e)(?![\p{L}\p{N}])|\u660e\u65e5|\u660e\u5929|\ub0b4\uc77c/iu;
const END_OF_DAY = /(?<![\p{L}\p{N}])(?:(?:the\s+)?end\s+of\s+(?:the\s+)?(?:day|today)|today|tonight|midnight|ende\s+des\s+(?:heutigen\s+)?tages|heutigen|heute|mitternacht|(?:la\s+)?fin\s+de\s+(?:la\s+)?journ\u00e9e|aujourd['\u2019]hui|minuit|(?:el\s+)?final\s+del\s+d\u00eda|hoy|medianoche|(?:o\s+)?(?:final|fim)\s+do\s+dia(?:\s+de\s+hoje)?|hoje|meia-noite|(?:la\s+)?fine\s+della\s+giornata|oggi|mezzanotte|(?:het\s+)?einde\s+van\s+de\s+dag|vandaag|middernacht|ko\u0144ca\s+dnia|dzisiaj|dzi\u015b|p\u00f3\u0142nocy|g\u00fcn\s+sonuna|bug\u00fcn|gece\s+yar\u0131s\u0131|\u043a\u043e\u043d\u0446\u0430\s+(?:\u0441\u0435\u0433\u043e\u0434\u043d\u044f\u0448\u043d\u0435\u0433\u043e\s+)?\u0434\u043d\u044f|\u0441\u0435\u0433\u043e\u0434\u043d\u044f\u0448\u043d\u0435\u0433\u043e|\u0441\u0435\u0433\u043e\u0434\u043d\u044f|\u043f\u043e\u043b\u0443\u043d\u043e\u0447\u0438)(?![\p{L}\p{N}])|\u672c\u65e5\u4e2d|\u4eca\u65e5\u4e2d|\u672c\u65e5|\u4eca\u65e5\u5185|\u4eca\u65e5|\u5f53\u5929|\u7576\u5929|\u4eca\u5929|\uc624\ub298/iu;
/** A time of day: "18:00", "6:30 PM", "9 AM", "18 Uhr", "18h00", "18\u664230\u5206", "18\uc2dc 30\ubd84". */
const TIME = /(\uc624\uc804|\uc624\ud6c4|\u5348\u524d|\u5348\u5f8c|\u4e0a\u5348|\u4e0b\u5348|\u665a\u4e0a)?\s*(\d{1,2})(?:\s?[:.h]\s?(\d{2}))?\s*(?:(a\.?\s?m\.?|p\.?\s?m\.?)|uhr|\u6642|\u65f6|\uc2dc|\u70b9|\u9ede)?(?:\s*(\d{1,2})\s*(?:\u5206|\ubd84))?/iu;
/** The instant of a wall-clock time in a zone. */
function instant(year, month, day, hour, minute, offset) {
    return new Date(Date.UTC(year, month - 1, day, hour, minute) - offset * 60_000);
}
/** The calendar day of an instant in a zone. */
function localDay(at, offset) {
    const shifted = new Date(at.getTime() + offset * 60_000);
    return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}
/** The midnight after a calendar day, in a zone. */
const endOfDay = (year, month, day, offset) => instant(year, month, day + 1, 0, 0, offset);
/** A time of day at the start of the text: hour and minute on the 24-hour clock. */
function timeOfDay(text) {
    const match = TIME.exec(text);
    if (!match || match.index > 12)
        return null;
    const [, before, hours, minutes, after, cjkMinutes] = match;
    // "24\u6642\u9593", "3\uc2dc\uac04": a number of hours, not a time of day.
    if (/^(?:\u9593|\uac04)/u.test(text.slice(match.index + match[0].length)))
        return null;
    // A bare number is a time only with minutes, a meridiem or a word for "o'clock".
    if (minutes === undefined && after === undefined && before === undefined && !/uhr|\u6642|\u65f6|\uc2dc|\u70b9|\u9ede/i.test(match[0]))
        return null;
    let hour = Number(hours);
    const minute = Number(minutes ?? cjkMinutes ?? 0);
    const meridiem = after?.toLowerCase().replace(/[.\s]/g, "");
    const pm = meridiem === "pm" || (before !== undefined && /\uc624\ud6c4|\u5348\u5f8c|\u4e0b\u5348|\u665a\u4e0a/u.test(before));
    const am = meridiem === "am" || (before !== undefined && /\uc624\uc804|\u5348\u524d|\u4e0a\u5348/u.test(before));
    if (pm && hour < 12)
        hour += 12;
    if (am && hour === 12)
        hour = 0;
    if (hour > 24 || minute > 59)
        return null;
    return { hour, minute };
}
/** "until tomorrow", "bis heute 18 Uhr", "until 11:45 PM today", "until the end of the day", "\u672c\u65e5\u4e2d". */
function relativeDay(window, anchor) {
    // The first day word of the sentence: "\u0434\u043e \u043a\u043e\u043d\u0446\u0430 \u0441\u0435\u0433\u043e\u0434\u043d\u044f\u0448\u043d\u0435\u0433\u043e \u0434\u043d\u044f. \u0417\u0430\u0432\u0442\u0440\u0430 ..." ends today.
    const sentence = window.split(/[.!?](?:\s|$)|[\u3002\uff01\uff1f]/u)[0] ?? "";
    const tomorrowWord = TOMORROW.exec(sentence);
    const todayWord = END_OF_DAY.exec(sentence);
    const tomorrow = tomorrowWord && (!todayWord || tomorrowWord.index <= todayWord.index) ? tomorrowWord : null;
    const match = tomorrow ?? todayWord;
    if (!match || match.index > 24)
        return null;
    const { year, month, day } = localDay(anchor.at, anchor.offsetMinutes);
    const target = tomorrow ? day + 1 : day;
    const rest = window
        .slice(match.index + match[0].length)
        .replace(/^\s*(?:at|um|\u00e0|a las|\u00e0s|alle|om|o|saat|\u0432)?\s*/iu, "");
    const midnight = /midnight|mitternacht|minuit|medianoche|meia-noite|mezzanotte|middernacht|p\u00f3\u0142nocy|gece yar\u0131s\u0131|\u043f\u043e\u043b\u0443\u043d\u043e\u0447\u0438/iu.test(match[0]);
    // The time may come before the day ("11:45 PM today") or after it ("heute um 18 Uhr").
    const time = midnight ? null : match.index > 0 ? timeOfDay(window.slice(0, match.index)) : timeOfDay(rest);
    const zone = zoneNear(rest) ?? anchor.offsetMinutes;
    if (time)
        return instant(year, month, target, time.hour, time.minute, zone);
    return endOfDay(year, month, target, anchor.offsetMinutes);
}
/** A zone written near a time: "PST", "MEZ", "UTC+3", "(ora italiana, CEST)", "\u041c\u0421\u041a", "\u65e5\u672c\u6642\u9593". */
function zoneNear(text) {
    // A stop ends the sentence, unless it ends a one-letter abbreviation ("10:30 a. m.").
    // A rest of a one-letter abbreviation may lead ("10:30 a" + ". m. (GMT-06:00)").
    const rest = text.replace(/^\.?\s*(?:\p{L}\.\s*)*/u, "");
    const sentence = rest.slice(0, 60).split(/(?<!(?:^|[\s(])\p{L})[.!?](?:\s|$)|[\u3002\uff01\uff1f]/u)[0] ?? "";
    const zone = findZone(sentence);
    return zone ? zoneOffsetMinutes(zone) : null;
}
const POLISH_MONTHS = [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "wrze\u015bnia",
    "pa\u017adziernika",
    "listopada",
    "grudnia",
];
const TURKISH_MONTHS = [
    "ocak",
    "\u015fubat",
    "mart",
    "nisan",
    "may\u0131s",
    "haziran",
    "temmuz",
    "a\u011fustos",
    "eyl\u00fcl",
    "ekim",
    "kas\u0131m",
    "aral\u0131k",
];
/**
 * Dates chrono does not read: numeric forms in every language (12.11.2026, 2026-11-12,
 * 2026/11/12, 2026\ub144 11\uc6d4 12\uc77c, 12/11/2026 outside English), and Polish and Turkish month names.
 */
function ruleDate(window, english, anchor) {
    const today = localDay(anchor.at, anchor.offsetMinutes);
    // A day written without its year is the next one to come: "1\uc6d4 10\uc77c" in late November is January's.
    const upcoming = (month, day) => month < today.month || (month === today.month && day < today.day) ? today.year + 1 : today.year;
    const forms = [
        [/(\d{4})\s*[-./\u5e74]\s*(\d{1,2})\s*[-./\u6708]\s*(\d{1,2})\s*\u65e5?/u, (m) => [+m[1], +m[2], +m[3]]],
        [/(\d{1,2})\s*\u6708\s*(\d{1,2})\s*\u65e5/u, (m) => [upcoming(+m[1], +m[2]), +m[1], +m[2]]],
        // With its year before without: "1\uc6d4 10\uc77c" alone would take this year out of "2027\ub144 1\uc6d4 10\uc77c".
        [/(\d{4})\s*\ub144\s*(\d{1,2})\s*\uc6d4\s*(\d{1,2})\s*\uc77c/u, (m) => [+m[1], +m[2], +m[3]]],
        [/(\d{1,2})\s*\uc6d4\s*(\d{1,2})\s*\uc77c/u, (m) => [upcoming(+m[1], +m[2]), +m[1], +m[2]]],
        [
            /(\d{1,2})[./](\d{1,2})[./](\d{4})/u,
            (m) => (english && m[0].includes("/") ? [+m[3], +m[1], +m[2]] : [+m[3], +m[2], +m[1]]),
        ],
        [
            new RegExp(`(\\d{1,2})\\s+(${POLISH_MONTHS.join("|")})\\s+(\\d{4})`, "iu"),
            (m) => [+m[3], POLISH_MONTHS.indexOf(m[2].toLowerCase()) + 1, +m[1]],
        ],
        [
            new RegExp(`(\\d{1,2})\\s+(${TURKISH_MONTHS.join("|")})\\s+(\\d{4})`, "iu"),
            (m) => [+m[3], TURKISH_MONTHS.indexOf(m[2].toLocaleLowerCase("tr")) + 1, +m[1]],
        ],
    ];
    for (const [pattern, read] of forms) {
        const match = pattern.exec(window);
        if (!match || match.index > 16)
            continue;
        const [year, month, day] = read(match);
        if (month < 1 || month > 12 || day < 1 || day > 31)
            continue;
        return { year, month, day, start: match.index, end: match.index + match[0].length };
    }
    return null;
}
const PARSERS = {
    en: en.casual,
    de: de.casual,
    fr: fr.casual,
    es: es.casual,
    pt: pt.casual,
    it: it.casual,
    nl: nl.casual,
    ru: ru.casual,
    ja: ja.casual,
    zh: zh.casual,
};
/** A date, and maybe a time and a zone, at the start of the window; or a time alone (today). */
function absolute(window, locale, anchor) {
    const rule = ruleDate(window, locale === "en", anchor);
    if (rule) {
        const rest = window.slice(rule.end).replace(/^[\s,]*(?:at|um|\u00e0|a las|\u00e0s|alle|om|o|godz\.?|saat|\u0432)?\s*/iu, "");
        // "10:45 del 28/04/2026" has its time before the date, "28/04/2026 10:45" after it.
        const time = (rule.start > 0 ? timeOfDay(window.slice(0, rule.start)) : null) ?? timeOfDay(rest);
        const zone = zoneNear(rest) ?? anchor.offsetMinutes;
        return time
            ? instant(rule.year, rule.month, rule.day, time.hour, time.minute, zone)
            : endOfDay(rule.year, rule.month, rule.day, zone);
    }
    if (locale) {
        const [result] = PARSERS[locale].parse(window, { instant: anchor.at, timezone: anchor.offsetMinutes }, { forwardDate: true });
        const start = result?.start;
        // A weekday or a time alone ("until Friday", "until 6 PM") is fine; a bare number is not a date.
        // A reading that stops inside a word ("24\u6642" of "24\u6642\u9593", a duration) is no date.
        const cut = result ? /^[\p{L}]/u.test(window.slice(result.index + result.text.length)) : false;
        if (result &&
            start &&
            !cut &&
            result.index <= 16 &&
            (start.isCertain("day") || start.isCertain("weekday") || start.isCertain("hour"))) {
            const year = start.get("year") ?? localDay(anchor.at, anchor.offsetMinutes).year;
            const month = start.get("month");
            const day = start.get("day");
            const after = window.slice(result.index + result.text.length);
            const zone = start.isCertain("timezoneOffset")
                ? start.get("timezoneOffset")
                : (zoneNear(after) ?? anchor.offsetMinutes);
            if (!start.isCertain("hour")) {
                // "20 \u0430\u043f\u0440\u0435\u043b\u044f 2026 \u0433., 12:00": a time chrono left after the date.
                const time = timeOfDay(after.replace(/^\s*(?:\u0433\.|\u0433\u043e\u0434\u0430|r\.|roku)?[\s,]*(?:at|um|\u00e0|a las|\u00e0s|alle|om|o|saat|\u0432)?\s*/iu, ""));
                if (time)
                    return instant(year, month, day, time.hour, time.minute, zone);
                return endOfDay(year, month, day, zone);
            }
            return instant(year, month, day, start.get("hour"), start.get("minute") ?? 0, zone);
        }
    }
    // A time alone ("scade alle 20:15", "at\u00e9 \u00e0s 15h40", "18:00'e kadar"): the next such time.
    const time = timeOfDay(window);
    if (!time)
        return null;
    const zone = zoneNear(window) ?? anchor.offsetMinutes;
    const { year, month, day } = localDay(anchor.at, zone);
    const at = instant(year, month, day, time.hour, time.minute, zone);
    return at.getTime() > anchor.at.getTime() ? at : instant(year, month, day + 1, time.hour, time.minute, zone);
}
/** The first stated end in a text, with where it stands. */
function findStatedEnd(text, anchor) {
    // One scan tells whether any end words stand in the text at all; most texts have none.
    if (!ANY_END_PHRASE.test(text))
        return null;
    let best = null;
    for (const { pattern, dateAfter, locale } of END_PHRASES) {
        for (const match of text.matchAll(pattern)) {
            if (best && match.index >= best.index)
                break;
            // Words as general as "until" or "bis" state a lifetime only in a sentence about the code
            // or link ("This invitation will be due in August 10"), not about a payment or a sale.
            const sentence = sentenceOf(text, match.index);
            if (!ABOUT_A_LIFETIME.test(sentence))
                continue;
            NOT_A_LIFETIME.lastIndex = 0;
            if (NOT_A_LIFETIME.test(sentence))
                continue;
            const window = dateAfter
                ? text.slice(match.index + match[0].length, match.index + match[0].length + 80).replace(/^[\s:\uff1a,]+/, "")
                : text.slice(Math.max(0, match.index - 48), match.index);
            // "expires in 15 minutes" is a duration (durations.ts), not an end.
            if (dateAfter && STARTS_WITH_DURATION.test(window))
                continue;
            const at = dateAfter
                ? (relativeDay(window, anchor) ?? absolute(window, locale, anchor))
                : before(window, locale, anchor);
            if (!at || at.getTime() <= anchor.at.getTime() - 60_000)
                continue;
            best = { at, index: match.index };
            break;
        }
    }
    return best;
}
/**
 * How far a sentence is read on each side of a word: a lifetime is stated near its words, and a
 * text without stops must not make every word read all of it again.
 */
const dates_SENTENCE_REACH = 300;
/** The sentence a position stands in, as far as SENTENCE_REACH on each side. */
function sentenceOf(text, index) {
    const window = text.slice(Math.max(0, index - dates_SENTENCE_REACH), index + dates_SENTENCE_REACH);
    const at = Math.min(index, dates_SENTENCE_REACH);
    const start = Math.max(window.lastIndexOf(". ", at), window.lastIndexOf("\n", at), 0);
    const ends = [". ", "\n"].map((stop) => window.indexOf(stop, at)).filter((end) => end !== -1);
    return window.slice(start, ends.length > 0 ? Math.min(...ends) : undefined);
}
/** The date that stands before words like "\u307e\u3067" or "kadar": the last date in the window. */
function before(window, locale, anchor) {
    // "bug\u00fcn g\u00fcn sonuna kadar", "yar\u0131n g\u00fcn sonuna kadar", "\u4eca\u65e5\u5185\u6709\u6548": a day word near the end.
    const near = window.slice(-30);
    const day = TOMORROW.exec(near) ?? END_OF_DAY.exec(near);
    if (day) {
        const at = relativeDay(near.slice(day.index), anchor);
        if (at)
            return at;
    }
    // Try each place a date or time may start, in reading order: the first that reads as one, read
    // as far as it goes ("31 A\u011fustos 2026 saat 23:59'a kadar", not just "23:59'a kadar").
    const starts = [...window.matchAll(/(?:^|[\s\u3001,(\uff08\uff1a:])(?=[\d\u660e\u4eca\u672c\uc624\ub0b4])|(?<=\D)(?=\d{4}\s*[-./\u5e74\ub144])/gu)].map((match) => match.index + match[0].length);
    for (const start of starts) {
        const piece = window.slice(start);
        const at = relativeDay(piece, anchor) ?? absolute(piece, locale, anchor);
        if (at)
            return at;
    }
    return null;
}
//# sourceMappingURL=dates.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/expiry/index.js



/**
 * When a Date header is believed as the moment the email was written: not after its receipt
 * (beyond clock skew) and not more than a day before it. Outside that, the header is a replayed
 * fixture or a wrong clock, and the lifetime is counted from the receipt.
 */
const CLOCK_SKEW_MS = 5 * 60_000;
const MAX_DELIVERY_DELAY_MS = 24 * 3600_000;
/** What a stated lifetime is counted from: the Date header when it is believable, else receipt. */
function timeAnchor(dateHeader, receivedAt) {
    const offsetMinutes = dateHeader ? dateHeaderOffset(dateHeader) : 0;
    const written = dateHeader ? new Date(dateHeader) : null;
    const believable = written !== null &&
        !Number.isNaN(written.getTime()) &&
        written.getTime() <= receivedAt.getTime() + CLOCK_SKEW_MS &&
        written.getTime() >= receivedAt.getTime() - MAX_DELIVERY_DELAY_MS;
    return { at: believable ? written : receivedAt, offsetMinutes };
}
/**
 * The lifetime the email states for its code or link, as the moment it ends: the first
 * statement in reading order (subject first), a duration or an end. Only what the email says:
 * no statement, no expiry.
 */
function findExpiry(texts, anchor) {
    for (const text of texts) {
        if (!text)
            continue;
        const lifetime = findLifetime(text);
        const end = findStatedEnd(text, anchor);
        if (lifetime && (!end || lifetime.index <= end.index))
            return { at: new Date(anchor.at.getTime() + lifetime.seconds * 1000), form: "duration" };
        if (end)
            return { at: end.at, form: "end" };
    }
    return null;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/url-safety.js
/**
 * Which written links may be returned at all. A link value is an http(s) link or an app link,
 * nothing else, and the scheme is decided the way a browser decides it: after the WHATWG URL
 * parser has stripped leading and trailing C0 control characters and spaces, removed tabs and
 * newlines, and folded the scheme's case. So "\x01 javascript:alert(1)", "java\tscript:" and
 * "JaVaScRiPt:" are all javascript:, and never returned.
 */
/** Schemes that run code, read local data, or are not a page a person opens. Never returned. */
const NEVER = new Set([
    "javascript:",
    "vbscript:",
    "livescript:",
    "data:",
    "file:",
    "filesystem:",
    "blob:",
    "about:",
    "view-source:",
    "jar:",
    "cid:",
    "mid:",
    "mailto:",
    "tel:",
    "sms:",
    "callto:",
    "fax:",
    "ftp:",
    "ws:",
    "wss:",
    "chrome:",
    "chrome-extension:",
    "moz-extension:",
    "res:",
    "ms-its:",
    "mhtml:",
]);
/** C0 control characters and space, which the URL parser strips from both ends. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters to strip
const EDGE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** Tab and newline, which the URL parser removes wherever they stand. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
/** The written link as something that may be returned, or null when it must not be. */
function safeLink(written) {
    const value = written.replace(EDGE, "").replace(TAB_OR_NEWLINE, "");
    // Control characters inside a link are no part of a real one, and trouble in a terminal.
    // eslint-disable-next-line no-control-regex -- the characters to refuse
    if (!value || value.length > 8192 || /[\u0000-\u001f\u007f]/.test(value))
        return null;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        // Relative or malformed: nothing a test could open.
        return null;
    }
    const scheme = url.protocol;
    if (scheme === "http:" || scheme === "https:")
        return url.hostname ? { value, url, app: false } : null;
    if (NEVER.has(scheme))
        return null;
    // An app scheme must carry something to open: "acme:" alone is not a link.
    if (value.length <= scheme.length + 1)
        return null;
    return { value, url, app: true };
}
//# sourceMappingURL=url-safety.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/links.js



const TRACKER_PATH = /(?:^|\/)(?:click|clicks|track|tracking|redirect|ls\/click|wf\/click|c|r|l|e|t)(?:\/|$)/i;
const TRACKER_HOST = /^(?:click|clicks|links?|track|trk|email|em|e|url\d*|go|r|t|ablink|mandrillapp)\./i;
const DESTINATION_PARAMS = [
    "url",
    "u",
    "redirect",
    "redirect_url",
    "redirect_uri",
    "target",
    "dest",
    "destination",
    "to",
    "link",
    "q",
];
const TOKEN_PARAM = /^(?:token|key|code|secret|sig|signature|otp|hash|ticket|t|k|.*_token|.*token|.*_key|auth)$/i;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Parameters that say where a reader came from, never who they are. */
const CAMPAIGN_PARAM = /^(?:utm_|mc_|_hs|fbclid|gclid|mkt_tok|ref$|source$|medium$|campaign$)/i;
function safeDecode(value) {
    try {
        return decodeURIComponent(value);
    }
    catch {
        return value;
    }
}
/** A value random enough to be a secret: long, and mixing letters with digits (or a JWT, a UUID). */
function looksSecret(value) {
    if (JWT.test(value) || UUID.test(value))
        return true;
    if (value.length < 16 || !/^[\w.~+/=:%-]+$/.test(value))
        return false;
    return /\d/.test(value) && /[a-z]/i.test(value);
}
/** The secrets a URL carries: token-like values of its query, path and fragment. */
function secretsOf(url) {
    const secrets = [];
    for (const [name, value] of url.searchParams) {
        if (CAMPAIGN_PARAM.test(name))
            continue;
        if (looksSecret(value) || (TOKEN_PARAM.test(name) && value.length >= 6))
            secrets.push(value);
    }
    const segments = [...url.pathname.split("/"), ...url.hash.replace(/^#/, "").split(/[/?&=]/)];
    for (const segment of segments)
        if (looksSecret(safeDecode(segment)))
            secrets.push(safeDecode(segment));
    return secrets;
}
/**
 * Click-tracking hosts of the major email service providers, whose wrapped URLs say nothing of
 * where they go: SendGrid, Mailchimp, Mandrill, Postmark, Amazon SES, Customer.io, HubSpot,
 * SparkPost, Mailgun, MailerLite, Brevo (sendibt), Constant Contact, Salesforce, Klaviyo, Mailjet.
 */
const ESP_TRACKER_HOST = /(?:^|\.)(?:sendgrid\.net|list-manage\.com|mandrillapp\.com|pstmrk\.it|awstrack\.me|customeriomail\.com|hubspotlinks\.com|hs-sales-engage\.com|spgo\.io|sparkpostmail\.com|mailgun\.org|mlsend\.com|sendibt\d?\.com|sendibm\d?\.com|brevo\.com|rs6\.net|exct\.net|klclick\d?\.com|mjt\.lu)$/i;
/** A click-tracking wrapper: an ESP's tracking host, or a tracker's host or path words. */
const isTracker = (url) => ESP_TRACKER_HOST.test(url.hostname) || TRACKER_HOST.test(url.hostname) || TRACKER_PATH.test(url.pathname);
/** A tracker's own path words ("/ls/click", "/track/click", "/redirect"); "/track/ABC123" follows a parcel. */
const TRACKER_PATH_WORDS = /(?:^|\/)(?:click|clicks|track\/click|redirect|ls\/click|wf\/click|mk\/cl)(?:\/|$)/i;
/** A tracker host's short opaque path: Mailgun's "email.brand.com/c/<id>", "r.brand.com/mk/cl/...". */
const SHORT_TRACKER_PATH = /^\/(?:c|r|l|e|t|ls|wf|mk)\//i;
/**
 * Surely a tracker, so that a URL without a readable destination is the provider's, not the
 * sender's: an ESP's tracking host, a tracker's own path words, or a tracker-like host ("email.",
 * "links.") with a tracker's short path. "email.acme.com/verify-email?token=" is the sender's.
 */
const surelyTracker = (url) => ESP_TRACKER_HOST.test(url.hostname) ||
    TRACKER_PATH_WORDS.test(url.pathname) ||
    (TRACKER_HOST.test(url.hostname) && SHORT_TRACKER_PATH.test(url.pathname));
/** A host and path written into one path segment: "app.acme.com%2Freset%3Ft%3D..." (Postmark). */
const HOST_AND_PATH = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i;
/**
 * Where a tracker sends the reader, when its URL says: a parameter holding a web URL (url=,
 * redirect=...), or a path segment holding one, with or without its scheme ("/L0/https:%2F%2F..."
 * of Amazon SES, "/3s/app.acme.com%2Freset..." of Postmark).
 */
function destinationOf(url) {
    if (!isTracker(url))
        return null;
    for (const name of DESTINATION_PARAMS) {
        const value = url.searchParams.get(name);
        if (value && /^https?:\/\//i.test(value))
            return value;
    }
    for (const segment of url.pathname.split("/")) {
        const inJson = base64JsonUrl(segment);
        if (inJson)
            return inJson;
        if (!/%2F/i.test(segment))
            continue;
        const decoded = safeDecode(segment);
        if (/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(decoded))
            return decoded;
        if (HOST_AND_PATH.test(decoded))
            return `https://${decoded}`;
    }
    return null;
}
/** Base64 JSON of a tracker's link record is short; longer segments are not read. */
const MAX_JSON_SEGMENT = 4096;
/** The web URL in a path segment that is base64 JSON of a link record ({"href": ...}, as Customer.io writes). */
function base64JsonUrl(segment) {
    if (segment.length < 24 || segment.length > MAX_JSON_SEGMENT || !segment.startsWith("eyJ"))
        return null;
    if (!/^[\w-]+={0,2}$/.test(segment))
        return null;
    try {
        const record = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
        if (typeof record !== "object" || record === null)
            return null;
        for (const key of ["href", "url", "link"]) {
            const value = record[key];
            if (typeof value === "string" && /^https?:\/\//i.test(value))
                return value;
        }
    }
    catch {
        // Not JSON: an opaque id.
    }
    return null;
}
/** Why a link is left out entirely, or null. */
function noiseReason(url, texts) {
    if (NOISE_HOSTS.test(url.hostname))
        return "a social network, app store or meeting service";
    if (IMAGE_PATH.test(url.pathname))
        return "an image, font or style sheet";
    if (NOISE_PATHS.test(url.pathname) || NOISE_PATHS.test(url.hash))
        return "an unsubscribe, legal or help page";
    if (texts.some((text) => NOISE_LINK_WORDS.test(text)))
        return "its words: unsubscribe, legal, help, not me";
    // A home page link (the logo, the footer) is never a call to action.
    const web = url.protocol === "http:" || url.protocol === "https:";
    if (web && (url.pathname === "/" || url.pathname === "") && !url.search && (!url.hash || url.hash === "#"))
        return "a home page";
    return null;
}
/**
 * URL words as text: "/auth/v1/verify?type=recovery" reads "auth v1 verify type recovery". An
 * app link's host is part of its path ("acme://verify?t=...").
 */
const urlWords = (url, app) => safeDecode(`${app ? url.hostname : ""} ${url.pathname} ${url.search} ${url.hash}`).replace(/[-_/.?=&#:+%]+/g, " ");
/** The path and parameter names only: where a page is, not the values it is given. */
const urlPlaceWords = (url) => safeDecode(`${url.pathname} ${[...url.searchParams.keys()].join(" ")}`).replace(/[-_/.?=&#:+%]+/g, " ");
/**
 * A video meeting's join link: a meeting number in the path ("/j/83125407761"), a meeting
 * passcode parameter, or a meeting host ("meet.", "zoom."). Joining a meeting is no invitation
 * to an account.
 */
const MEETING_URL = /^[a-z]+:\/\/(?:[^/?#]*\.)?(?:meet|meeting|zoom|teams|webex|whereby|jitsi)[^/?#]*\/|\/(?:j|join|meeting|wc)\/\d{8,12}(?:[/?#]|$)|[?&](?:pwd|passcode|meeting_?id|confno)=/i;
const KINDS = ["reset", "invite", "magic_signin", "verify"];
/**
 * Bounds on what is judged of an email's links, so that hostile mail of tens of thousands of
 * links costs no more than a long newsletter: the first MAX_LINKS distinct links in reading
 * order (the most in an email of both corpora is 24), each judged by its first MAX_PLACES places,
 * and of each place's blocks the first CONTEXT_CHARS characters (a paragraph's length).
 */
const MAX_LINKS = 500;
const MAX_PLACES = 8;
const CONTEXT_CHARS = 2000;
function collect(documents) {
    const byHref = new Map();
    let order = 0;
    for (const document of documents) {
        for (const anchor of document.anchors) {
            const href = anchor.href;
            if (!href || href.startsWith("#"))
                continue;
            // The words around the link, without the URL and the link's own words (judged apart).
            const context = () => {
                const block = document.blocks[anchor.block]?.text.slice(0, CONTEXT_CHARS) ?? "";
                const previous = document.blocks[anchor.block - 1]?.text.slice(0, CONTEXT_CHARS) ?? "";
                const own = anchor.text ? block.split(anchor.text).join(" ") : block;
                return `${previous} \n ${own.split(href.trim()).join(" ")}`;
            };
            let written = byHref.get(href);
            if (!written) {
                if (byHref.size >= MAX_LINKS)
                    continue;
                const places = [];
                written = {
                    href,
                    texts: [],
                    contexts: () => places.map((place) => place()),
                    places,
                    button: false,
                    order: order++,
                };
                byHref.set(href, written);
            }
            if (written.places.length >= MAX_PLACES)
                continue;
            if (anchor.text && anchor.text !== href.trim())
                written.texts.push(anchor.text);
            written.places.push(context);
            written.button ||= anchor.button;
        }
    }
    return [...byHref.values()];
}
/** Every link of the email, judged: kept or left out, with its score and features. */
function links_linkCandidates(context, documents) {
    const candidates = [];
    for (const written of collect(documents)) {
        const link = safeLink(written.href);
        if (!link)
            continue;
        const destinationText = link.app ? null : destinationOf(link.url);
        const destination = destinationText ? safeLink(destinationText) : null;
        const effective = destination?.url ?? link.url;
        // A tracker that hides where it goes: its URL is the ESP's, not the sender's, so it says
        // nothing of the kind (its "track" and "click" are no parcel and no call) and it is personal
        // by construction; the kind comes from the link's words and the sentence around it.
        const opaque = !link.app && !destination && surelyTracker(link.url);
        const base = {
            url: link.value,
            app: link.app,
            destination: destination?.value ?? null,
            order: written.order,
        };
        const dropped = noiseReason(effective, written.texts);
        if (dropped) {
            candidates.push({ ...base, subtype: "other", score: 0, secret: false, secrets: [], features: [], dropped });
            continue;
        }
        let subtype = "other";
        let best = { score: 0, features: [] };
        const secrets = secretsOf(effective);
        const secret = secrets.length > 0 || opaque;
        if (secret) {
            const words = opaque ? "" : urlWords(effective, link.app);
            const contexts = written.contexts();
            const against = [];
            if (written.texts.some((text) => DECOY_LINK_WORDS.test(text)))
                against.push("decoy_words");
            if (!opaque && (DECOY_LINK_WORDS.test(urlPlaceWords(effective)) || MEETING_URL.test(effective.href)))
                against.push("decoy_url");
            if (context.decoyGenre && context.decoyGenre !== "marketing")
                against.push("decoy_email");
            for (const kind of KINDS) {
                const pattern = INTENT_WORDS[kind];
                const features = [];
                if (written.texts.some((text) => pattern.test(text)))
                    features.push("own_words");
                if (pattern.test(words))
                    features.push("url_words");
                if (contexts.some((text) => pattern.test(text)))
                    features.push("nearby_words");
                if (pattern.test(context.subject))
                    features.push("subject_words");
                if (features.length === 0)
                    continue;
                if (written.button)
                    features.push("button");
                features.push(...against);
                const score = scoreOf(LINK_FEATURES, features);
                if (score > best.score) {
                    best = { score, features };
                    subtype = kind;
                }
            }
            if (best.score < LINK_THRESHOLD)
                subtype = "other";
            // Behind an opaque tracker only words speak; a newsletter's "Confirm your spot" or an
            // event's "I'm attending" are words too. Such a link is one of the four kinds only in an
            // email about it (its subject names the kind, or the email is about signing in) that is
            // no booking, receipt or event.
            const aboutIt = best.features.includes("subject_words") || context.aboutSigningIn;
            if (opaque && (!aboutIt || against.includes("decoy_email")))
                subtype = "other";
        }
        candidates.push({ ...base, subtype, score: best.score, secret, secrets, features: best.features, dropped: null });
    }
    return sameThingAsWebLink(candidates);
}
/**
 * An app link that carries the same secret as a web link of one of the four kinds opens the
 * same thing in the app ("Open in the app" beside "Verify in the browser"): it takes that kind.
 */
function sameThingAsWebLink(candidates) {
    const web = candidates.filter((candidate) => !candidate.app && candidate.subtype !== "other");
    return candidates.map((candidate) => {
        if (!candidate.app || candidate.subtype !== "other" || candidate.secrets.length === 0)
            return candidate;
        const twin = web.find((link) => link.secrets.some((secret) => candidate.secrets.includes(secret)));
        return twin ? { ...candidate, subtype: twin.subtype, score: twin.score, features: twin.features } : candidate;
    });
}
/** Links of an email, best first: the four kinds before `other`, web before app, higher score first. */
function findLinks(context, documents) {
    return bestLinks(links_linkCandidates(context, documents));
}
/** The links kept of the judged candidates, best first. */
function bestLinks(candidates) {
    const group = (link) => (link.subtype === "other" ? 1 : 0);
    return candidates
        .filter((candidate) => candidate.dropped === null)
        .sort((a, b) => group(a) - group(b) ||
        // "When an email has both for the same thing, the web link comes first" (the spec).
        Number(a.app) - Number(b.app) ||
        (group(a) === 0 ? b.score - a.score : Number(b.secret) - Number(a.secret)) ||
        a.order - b.order)
        .map(({ url, subtype, app, destination }) => ({ url, subtype, app, destination }));
}
/** At most this many hosts are kept per email: the link checks need the variety, not a count. */
const MAX_LINK_HOSTS = 100;
/**
 * Every web link's host, and where a click-tracking wrapper leads, once each: the local-links
 * and plain-http checks read these (links left out of the answer count too: an unsubscribe
 * link to localhost is a bug as well).
 */
function linkHostsOf(candidates) {
    const hosts = new Map();
    const add = (url, via) => {
        if (url.protocol !== "http:" && url.protocol !== "https:")
            return;
        // With its port when one is written: dev hosts are marked as host and port (localhost:3000).
        const host = { host: url.host.toLowerCase(), https: url.protocol === "https:", via };
        const key = `${host.host} ${host.https} ${via ?? ""}`;
        if (!hosts.has(key) && hosts.size < MAX_LINK_HOSTS)
            hosts.set(key, host);
    };
    for (const candidate of candidates) {
        const link = safeLink(candidate.url);
        if (!link || link.app)
            continue;
        add(link.url, null);
        const destination = candidate.destination ? safeLink(candidate.destination) : null;
        if (destination && !destination.app)
            add(destination.url, link.url.host.toLowerCase());
    }
    return [...hosts.values()];
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
/** "Iago (via Zulip)": the service in brackets. */
const VIA_IN_BRACKETS = /\((?:via|\u00fcber|par|v\u00eda|tramite|przez|\u0447\u0435\u0440\u0435\u0437)\s+([^)]+)\)\s*$/i;
/** "Anna Kowalska via Planbook", "Marco tramite Trello": a person, then the service. */
const VIA = /^(.+?)\s+(?:via|\u00fcber|v\u00eda|tramite|por meio de|por medio de|przez|\u0447\u0435\u0440\u0435\u0437)\s+(.+)$/i;
/** Words of a name, lower-case, for comparing with the sender's domain. */
const nameWords = (name) => name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
/**
 * The service of "Person via Service": the part the sender's domain names (planbook.io sends
 * "Anna via Planbook"; acme.com sends "Acme via SendGrid", where the service is before "via");
 * with neither named, the part after "via", as people write it.
 */
function serviceOfVia(value, domain) {
    const match = VIA.exec(value);
    if (!match)
        return value;
    const [, before, after] = match;
    const named = (part) => domain !== null && nameWords(part).some((word) => domain.includes(word));
    if (named(after))
        return after.trim();
    if (named(before))
        return before.trim();
    return after.trim();
}
function cleanName(name, domain) {
    if (!name)
        return null;
    // Control characters have no place in a name that reports and logs will show.
    let value = [...name]
        .filter((char) => char >= " " && char !== "\u007f")
        .join("")
        .trim();
    const via = VIA_IN_BRACKETS.exec(value);
    value = via?.[1] ? via[1].trim() : serviceOfVia(value, domain);
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
    return { service: cleanName(input.fromName, serviceDomain) ?? serviceDomain, serviceDomain };
}
//# sourceMappingURL=sender.js.map
// EXTERNAL MODULE: ./build/service/wire/enums.js
var enums = __webpack_require__(89862);
;// CONCATENATED MODULE: ./build/service/mail/extract/types.js

//# sourceMappingURL=types.js.map
;// CONCATENATED MODULE: ./build/service/mail/extract/index.js








/**
 * HTML past this size is read only up to it: verification content sits at the top (Gmail shows
 * no more than 102 KB of an email's HTML), and the cost of reading stays bounded for hostile mail.
 */
const MAX_HTML_CHARS = 256 * 1024;
const MAX_TEXT_CHARS = 256 * 1024;
/**
 * How much of each document's text is read for a stated lifetime: it stands beside the code or
 * link, near the top. The longest text of both corpora is 10,405 characters; the lifetime
 * patterns cost about half a microsecond per character, so a hostile body is read no further.
 */
const MAX_EXPIRY_TEXT_CHARS = 32 * 1024;
/** A document's blocks as one text, up to the first block that ends past MAX_EXPIRY_TEXT_CHARS. */
function textOf(document) {
    const texts = [];
    let length = 0;
    for (const block of document.blocks) {
        if (length > MAX_EXPIRY_TEXT_CHARS)
            break;
        texts.push(block.text);
        length += block.text.length + 1;
    }
    return texts.join("\n");
}
function read(input) {
    const documents = [];
    if (input.text)
        documents.push(textDocument(input.text.slice(0, MAX_TEXT_CHARS)));
    if (input.html)
        documents.push(htmlDocument(input.html.slice(0, MAX_HTML_CHARS)));
    const context = readContext(input.subject, documents);
    const expiry = findExpiry([input.subject ?? "", ...documents.map((document) => textOf(document).slice(0, MAX_EXPIRY_TEXT_CHARS))], timeAnchor(input.dateHeader, input.receivedAt));
    return { documents, context, expiry };
}
/**
 * Everything a test may ask of an email, worked out once on arrival: its codes and links (best
 * first), who sent it and how long what it carries lasts. Pure: no I/O, no clock.
 */
function extractEmail(input) {
    const { documents, context, expiry } = read(input);
    const codes = findCodes(context, documents.map((document) => document.blocks));
    const candidates = links_linkCandidates(context, documents);
    const links = bestLinks(candidates);
    const { service, serviceDomain } = findSender(input);
    return {
        codes,
        links,
        service,
        serviceDomain,
        expiresAt: expiry?.at ?? null,
        linkHosts: linkHostsOf(candidates),
        layout: documents.find((document) => document.layout)?.layout ?? null,
    };
}
function explainEmail(input) {
    const { documents, context, expiry } = read(input);
    return {
        context,
        codes: codeCandidates(context, documents.map((document) => document.blocks)),
        links: linkCandidates(context, documents),
        expiry,
    };
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./build/service/mail/facts.js

/**
 * What the checks need from a message that is not kept otherwise: the size of its original
 * HTML, whether the sender wrote a text part and whether that part carries the code or link,
 * where its links go, and how its HTML sits on a phone. Worked out on arrival, beside
 * extraction, so the original HTML need not be stored.
 */
function factsOf(parsed, extraction) {
    return {
        htmlBytes: parsed.html === null ? null : Buffer.byteLength(parsed.html),
        textPart: parsed.textPart,
        textCarries: textCarries(parsed, extraction),
        linkHosts: extraction.linkHosts,
        layout: extraction.layout,
    };
}
const facts_squeeze = (text) => text.replace(/[\s\u00a0-]+/g, "");
/** Whether the sender's text part carries the main code or link (null when the email has neither). */
function textCarries(parsed, extraction) {
    const code = extraction.codes.find((found) => found.subtype === "otp") ?? null;
    const link = extraction.links.find((found) => enums/* VERIFICATION_SUBTYPES */.yU.includes(found.subtype)) ?? null;
    if (!code && !link)
        return null;
    if (!parsed.textPart || parsed.text === null)
        return false;
    const text = parsed.text;
    if (code && facts_squeeze(text).includes(facts_squeeze(code.value)))
        return true;
    return link !== null && (text.includes(link.url) || (link.destination !== null && text.includes(link.destination)));
}
//# sourceMappingURL=facts.js.map
// EXTERNAL MODULE: ./node_modules/html-to-text/lib/html-to-text.mjs + 6 modules
var html_to_text = __webpack_require__(87364);
// EXTERNAL MODULE: ./node_modules/mailparser/dist/esm/index.js + 12 modules
var dist_esm = __webpack_require__(67416);
// EXTERNAL MODULE: ./build/service/mail/mime-reader.js
var mime_reader = __webpack_require__(76962);
;// CONCATENATED MODULE: ./build/service/mail/parse.js




/**
 * Headers later features read. Everything else of the header section is dropped on arrival:
 * nothing asks for it, and it is sender-written.
 */
const KEPT_HEADERS = [
    "message-id",
    "to",
    "cc",
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
 * Text for a message that has only HTML, as mailparser would make it, from the HTML that is
 * stored (MAX_CLEAN_HTML_BYTES): html-to-text spends a few microseconds on every element and
 * wraps long words in time that grows faster than their length, so hostile markup past that
 * size could hold a parser for seconds. Null when it cannot be made.
 */
function textFromHtml(html) {
    try {
        return (0,html_to_text/* htmlToText */.G9)((0,html_bound/* boundNesting */.zI)(html.slice(0, html_bound/* MAX_CLEAN_HTML_BYTES */.F)), { limits: { maxDepth: html_bound/* MAX_HTML_DEPTH */.n7 } });
    }
    catch {
        return null;
    }
}
function firstAddress(from) {
    const entry = from?.value[0];
    return { address: entry?.address?.toLowerCase() || null, name: entry?.name?.trim() || null };
}
/** Address headers are kept as plainAddressList writes them: readers need no MIME decoder. */
const ADDRESS_HEADERS = new Set(["to", "cc", "reply-to"]);
function keptHeaders(parsed) {
    const kept = {};
    for (const line of parsed.headerLines) {
        if (!KEPT_HEADERS.includes(line.key) || kept[line.key] !== undefined)
            continue;
        if (ADDRESS_HEADERS.has(line.key)) {
            kept[line.key] = (0,mime_reader/* plainAddressList */.tG)(line.line.slice(0, 64 * 1024)).slice(0, 8000);
            continue;
        }
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
/** simpleParser's attachments, counted as mime-reader.ts counts the parts it does not read. */
function countParts(parts) {
    const attachments = parts.filter((part) => (0,mime_reader/* isAttachment */.s5)({ disposition: part.contentDisposition || false, filename: part.filename || false })).length;
    return { attachments, inlineParts: parts.length - attachments };
}
/**
 * Reads a message with mailparser's simpleParser, for the messages readMessageText leaves to it.
 * With these options the answer is the one readMessageText gives where both read a message.
 */
async function readWithMailparser(raw) {
    const parsed = await (0,dist_esm/* simpleParser */.mo)(raw, {
        skipImageLinks: true,
        keepCidLinks: true,
        skipTextToHtml: true,
        skipTextLinks: true,
        // The text is made from the HTML below, only when there is no text part, so that it is
        // known which text the sender wrote.
        skipHtmlToText: true,
        checksumAlgo: false,
    });
    return {
        headerLines: parsed.headerLines,
        subject: parsed.subject,
        from: parsed.from,
        text: parsed.text,
        html: typeof parsed.html === "string" ? parsed.html : undefined,
        ...countParts(parsed.attachments),
    };
}
/** Parses a raw RFC 5322 message once. Malformed MIME parses as far as it goes; it never throws for content. */
async function parseEmail(raw) {
    const parsed = (await (0,mime_reader/* readMessageText */.LE)(raw)) ?? (await readWithMailparser(raw));
    const from = firstAddress(parsed.from);
    const html = parsed.html ?? null;
    const textPart = typeof parsed.text === "string" && parsed.text.trim() !== "";
    return {
        fromAddress: from.address,
        fromName: from.name,
        subject: parsed.subject ?? null,
        text: textPart ? parsed.text : html ? textFromHtml(html) : null,
        textPart,
        html,
        headers: keptHeaders(parsed),
        attachments: parsed.attachments,
        inlineParts: parsed.inlineParts,
    };
}
//# sourceMappingURL=parse.js.map
;// CONCATENATED MODULE: ./build/service/mail/analyze.js







/** What is kept of the subject, the sender's name and address (RFC 5321 allows 320 characters). */
const MAX_SUBJECT_BYTES = 2048;
const MAX_NAME_BYTES = 512;
const MAX_ADDRESS_CHARS = 320;
/** Everything CPU-heavy about one message, run once on a parser worker (or inline). */
async function analyzeEmail(raw, receivedAt) {
    const parsed = await parseEmail(raw);
    const extraction = extractEmail({
        ...parsed,
        text: parsed.textPart ? parsed.text : null,
        dkimSigner: parsed.headers["dkim-signer"] ?? null,
        dateHeader: parsed.headers.date ?? null,
        receivedAt,
    });
    const { linkHosts: _hosts, layout: _layout, ...found } = extraction;
    // Extraction and the checks' facts have read all they read; what is kept is bounded.
    const text = parsed.text === null ? null : (0,utf8_cut/* cutToBytes */.z)(parsed.text, limits/* MESSAGE_TEXT_MAX_BYTES */.fQ);
    return {
        ...parsed,
        ...found,
        facts: factsOf(parsed, extraction),
        // A header may be up to a megabyte long: what is kept of the sender's words is bounded too.
        subject: parsed.subject === null ? null : (0,utf8_cut/* cutToBytes */.z)(parsed.subject, MAX_SUBJECT_BYTES).text,
        fromName: parsed.fromName === null ? null : (0,utf8_cut/* cutToBytes */.z)(parsed.fromName, MAX_NAME_BYTES).text,
        fromAddress: parsed.fromAddress !== null && parsed.fromAddress.length <= MAX_ADDRESS_CHARS ? parsed.fromAddress : null,
        text: text?.text ?? null,
        textTruncated: text?.cut ?? false,
        // cleanHtml() reads no further than this; a shorter copy is also less to send and keep.
        html: parsed.html === null ? null : parsed.html.slice(0, html_bound/* MAX_CLEAN_HTML_BYTES */.F),
        htmlCleaned: parsed.html === null,
        htmlTruncated: parsed.html !== null && Buffer.byteLength(parsed.html) > html_bound/* MAX_CLEAN_HTML_BYTES */.F,
        source: raw.length <= limits/* SOURCE_KEPT_MAX_BYTES */.eM ? (0,external_node_zlib_.deflateRawSync)(raw, { level: 1, memLevel: 9 }) : null,
    };
}
//# sourceMappingURL=analyze.js.map

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

/***/ }),

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

/***/ })

};
