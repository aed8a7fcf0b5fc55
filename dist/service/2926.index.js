export const id = 2926;
export const ids = [2926];
export const modules = {

/***/ 42926:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  formValues: () => (/* binding */ formValues)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./build/service/accounts/age.js
var age = __webpack_require__(72742);
// EXTERNAL MODULE: ./build/service/accounts/create.js + 1 modules
var create = __webpack_require__(47530);
// EXTERNAL MODULE: ./build/service/accounts/persona.js + 1 modules
var persona = __webpack_require__(67259);
// EXTERNAL MODULE: ./build/service/accounts/secrets.js
var secrets = __webpack_require__(87304);
// EXTERNAL MODULE: ./build/service/errors.js
var errors = __webpack_require__(4661);
// EXTERNAL MODULE: ./build/service/inbox/address-resource.js + 1 modules
var address_resource = __webpack_require__(79368);
// EXTERNAL MODULE: ./build/service/inbox/address-lookup.js
var address_lookup = __webpack_require__(25986);
// EXTERNAL MODULE: ./node_modules/i18n-iso-countries/entry-node.js
var entry_node = __webpack_require__(60204);
;// CONCATENATED MODULE: ./build/service/forms/countries.js

/**
 * Countries as sign-up forms offer them: a drop-down's options carry ISO codes (DE, DEU, 276) or
 * names in some language (Germany, Deutschland, Allemagne, Alemania, Германия...). Names and
 * codes come from i18n-iso-countries (ISO 3166-1 with names in 78 languages, and the usual
 * aliases such as USA or UK).
 */
const key = (text) => text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
let byName;
function nameTable() {
    if (byName)
        return byName;
    byName = new Map();
    // English first, so that its names win a clash ("Congo" is CG in English).
    const languages = ["en", ...entry_node.getSupportedLanguages().filter((language) => language !== "en")];
    for (const language of languages) {
        const names = entry_node.getNames(language, { select: "all" });
        for (const [code, list] of Object.entries(names)) {
            for (const name of list) {
                const normalized = key(name);
                // English names win a clash (they are read first); later languages only add new names.
                if (normalized && !byName.has(normalized))
                    byName.set(normalized, code);
            }
        }
    }
    return byName;
}
/** The ISO 3166-1 alpha-2 code a value or label names (by code or by name), or null. */
function countryCodeOf(text) {
    const trimmed = text.trim();
    if (/^[A-Za-z]{2}$/.test(trimmed) && entry_node.isValid(trimmed.toUpperCase()))
        return trimmed.toUpperCase();
    if (/^[A-Za-z]{3}$/.test(trimmed)) {
        const alpha2 = entry_node.alpha3ToAlpha2(trimmed.toUpperCase());
        if (alpha2)
            return alpha2;
    }
    // ISO numeric codes are written with three digits (004, 276); "1" or "42" is an option's index.
    if (/^\d{3}$/.test(trimmed))
        return entry_node.numericToAlpha2(trimmed) ?? null;
    return nameTable().get(key(trimmed)) ?? null;
}
/** The country's name in English, for a field that asks for it typed. */
const countryName = (code) => entry_node.getName(code, "en") ?? code;
//# sourceMappingURL=countries.js.map
;// CONCATENATED MODULE: ./build/service/forms/dates.js
/**
 * Dates of birth as a form wants them typed: the format its label or placeholder spells out
 * (DD/MM/YYYY, MM-DD-YYYY, YYYY.MM.DD, TT.MM.JJJJ, jj/mm/aaaa, ГГГГ-ММ-ДД, YYYY年MM月DD日...),
 * and the day, month and year apart for fields that ask for one part.
 */
/**
 * Letters that stand for each part in the languages of forms: D/J/T/G/Д day, M/М month, Y/A/J/R/Å/Г
 * year. "AA" is a year in Spanish and French (año, année) and a month in Turkish (ay, as in
 * GG.AA.YYYY): such a token gets each of its readings, and the reading that makes three
 * different parts wins.
 */
const PART_LETTERS = [
    ["year", /^(?:y{2}|y{4}|a{2}|a{4}|j{4}|r{4}|å{4}|г{2}|г{4})$/iu],
    ["day", /^(?:d{1,2}|j{1,2}|t{1,2}|g{1,2}|д{1,2})$/iu],
    ["month", /^(?:m{1,2}|м{1,2}|a{2})$/iu],
];
const readingsOf = (token) => PART_LETTERS.filter(([, pattern]) => pattern.test(token)).map(([part]) => part);
/** The reading of three tokens as three different parts, or null. */
function partsOfTokens(tokens) {
    const [a, b, c] = tokens.map(readingsOf);
    for (const x of a)
        for (const y of b)
            for (const z of c)
                if (new Set([x, y, z]).size === 3)
                    return [x, y, z];
    return null;
}
/**
 * The format a text spells out, such as "DD/MM/YYYY" or "Geburtsdatum (TT.MM.JJJJ)", or null
 * when it spells none out.
 */
function spelledFormat(text) {
    const cjk = /(y{2,4}|Y{2,4})\s*年\s*(m{1,2}|M{1,2})\s*月\s*(d{1,2}|D{1,2})\s*日/u.exec(text);
    if (cjk) {
        return {
            order: ["year", "month", "day"],
            separators: ["年", "月", "日"],
            widths: { year: cjk[1].length === 2 ? 2 : 4, month: cjk[2].length, day: cjk[3].length },
        };
    }
    for (const match of text.matchAll(/(?<![\p{L}])(\p{L}{1,4})([./\- ]{1,2})(\p{L}{1,4})\2(\p{L}{1,4})(?![\p{L}])/gu)) {
        const tokens = [match[1], match[3], match[4]];
        // "JJ" is a French day, "JJJJ" a German or Dutch year: the letters' count decides.
        const parts = partsOfTokens(tokens);
        if (!parts)
            continue;
        const widths = Object.fromEntries(tokens.map((token, index) => [
            parts[index],
            parts[index] === "year" ? (token.length === 2 ? 2 : 4) : token.length,
        ]));
        return { order: parts, separators: [match[2], match[2], ""], widths };
    }
    return null;
}
/** US order, as a form that says nothing is most likely to take it. */
const US_FORMAT = {
    order: ["month", "day", "year"],
    separators: ["/", "/", ""],
    widths: { month: 2, day: 2, year: 4 },
};
/** The parts of an ISO date (YYYY-MM-DD). */
function partsOf(isoDate) {
    const [year, month, day] = isoDate.split("-").map(Number);
    return { year, month, day };
}
/** The date written in the format. */
function formatDate(isoDate, format) {
    const parts = partsOf(isoDate);
    const written = (part) => {
        const value = parts[part];
        const width = format.widths[part];
        if (part === "year")
            return width === 2 ? String(value % 100).padStart(2, "0") : String(value);
        return width >= 2 ? String(value).padStart(2, "0") : String(value);
    };
    return format.order.map((part, index) => `${written(part)}${format.separators[index]}`).join("");
}
const MONTH_LOCALES = [
    "en",
    "de",
    "fr",
    "es",
    "pt",
    "it",
    "nl",
    "pl",
    "tr",
    "ru",
    "uk",
    "sv",
    "da",
    "nb",
    "fi",
    "cs",
    "sk",
    "hu",
    "ro",
    "el",
    "ja",
    "zh",
    "ko",
];
const monthKey = (text) => text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.\s]/g, "");
let monthNames;
/** Month names and abbreviations in the languages of forms, from the runtime's CLDR data (Intl). */
function monthNameTable() {
    if (monthNames)
        return monthNames;
    monthNames = new Map();
    for (const locale of MONTH_LOCALES) {
        for (const style of ["long", "short"]) {
            for (const context of [false, true]) {
                const format = new Intl.DateTimeFormat(locale, context ? { month: style, day: "numeric" } : { month: style });
                for (let month = 1; month <= 12; month++) {
                    const date = new Date(Date.UTC(2000, month - 1, 15));
                    const name = context
                        ? format.formatToParts(date).find((part) => part.type === "month")?.value
                        : format.format(date);
                    if (name && !/^\d+$/.test(name))
                        monthNames.set(monthKey(name), month);
                }
            }
        }
    }
    return monthNames;
}
/** The month (1 to 12) an option's value or label names, by number or by name in any of those languages. */
function monthOf(text) {
    const trimmed = text.trim();
    if (/^\d{1,2}$/.test(trimmed)) {
        const month = Number(trimmed);
        return month >= 1 && month <= 12 ? month : null;
    }
    return monthNameTable().get(monthKey(trimmed)) ?? null;
}
//# sourceMappingURL=dates.js.map
// EXTERNAL MODULE: ./build/service/lib/password.js
var lib_password = __webpack_require__(16127);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(30714);
;// CONCATENATED MODULE: ./build/service/forms/pattern.js

/**
 * A field's pattern attribute, checked as a browser checks it: the whole value must match
 * `^(?:pattern)$`, compiled with the v flag (older browsers: u). The pattern is written by
 * whoever calls the service, so it runs under a time limit: a pattern that backtracks for ever
 * (such as (a+)+$) is cut off and counts as matching nothing.
 */
/** Time one batch of candidates may take against the pattern. */
const BUDGET_MS = 50;
// A function body, so that its declarations do not outlive one run in the reused context.
const script = new external_node_vm_.Script(`(() => {
  const regex = new RegExp("^(?:" + source + ")$", flags);
  for (let i = 0; i < candidates.length; i++) if (regex.test(candidates[i])) return i;
  return -1;
})()`);
/** A tester for the pattern, or null when it is no valid regular expression (a browser ignores it then). */
function patternTester(source) {
    for (const flags of ["v", "u"]) {
        try {
            new RegExp(`^(?:${source})$`, flags);
        }
        catch {
            continue;
        }
        // One context per pattern, reused for every batch: making a context costs more than a batch.
        const context = (0,external_node_vm_.createContext)({ source, flags, candidates: [] });
        return {
            flags,
            firstMatch(candidates) {
                context.candidates = candidates;
                try {
                    return script.runInContext(context, { timeout: BUDGET_MS });
                }
                catch {
                    return -1;
                }
            },
        };
    }
    return null;
}
//# sourceMappingURL=pattern.js.map
;// CONCATENATED MODULE: ./build/service/forms/password-fit.js



/**
 * A password that fits a form's password field: its min_length, max_length and pattern. Strong
 * first (lower and upper case, digits, symbols; the symbols the pattern names when it names
 * some), then weaker alphabets only when the pattern allows nothing stronger (a PIN of digits,
 * letters and digits only). Every candidate is checked against the pattern before it is used.
 */
const LOWER = "abcdefghijkmnopqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const SYMBOLS = "!#$%*+-=?@^_";
const ALL_SYMBOLS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
/**
 * Symbols the pattern names inside a character class, such as [!@#$%] or [\\W_]. A negated class
 * ([^...]) names what may not be used, and the hyphen of a range (A-Z) is no symbol.
 */
function symbolsNamedBy(pattern) {
    const named = new Set();
    for (const [, body] of pattern.matchAll(/\[((?:\\.|[^\]\\])*)\]/g)) {
        if (!body || body.startsWith("^"))
            continue;
        // Ranges first (escaped ends included), then escapes, so that only literal symbols are left.
        const literal = body.replace(/(?:\\.|[^\\])-(?:\\.|[^\\\]])/g, "").replace(/\\(.)/g, "$1");
        for (const char of literal)
            if (ALL_SYMBOLS.includes(char))
                named.add(char);
    }
    return [...named].join("");
}
const pick = (alphabet) => alphabet[(0,external_node_crypto_.randomInt)(alphabet.length)];
/** A random string of `length` from the classes, one of each first when there is room. */
function candidate(classes, length) {
    const chars = classes.length <= length ? classes.map(pick) : [];
    const all = classes.join("");
    while (chars.length < length)
        chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i--) {
        const j = (0,external_node_crypto_.randomInt)(i + 1);
        [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    return chars.join("");
}
const CANDIDATES_PER_TRY = 40;
/** All tries for one field together: beyond this, no password is offered. */
const TOTAL_BUDGET_MS = 250;
/**
 * Lengths to try, preferred first: as close to the usual 16 as the limits allow, longer before
 * shorter; among them the lengths the pattern's counts name ({4}, {8,20}).
 */
function lengthsToTry(min, max, pattern) {
    const counted = [...(pattern ?? "").matchAll(/\{(\d+)(?:,(\d*))?\}/g)].flatMap(([, a, b]) => [
        Number(a),
        Number(b || a),
    ]);
    const range = Array.from({ length: 32 }, (_, i) => i + 1);
    const lengths = [...new Set([min, max, ...counted, ...range, 48, 64])].filter((n) => n >= min && n <= max);
    const distance = (n) => Math.abs(n - lib_password/* GENERATED_PASSWORD_LENGTH */.l);
    return lengths.sort((a, b) => distance(a) - distance(b) || b - a);
}
function fitPassword(rules) {
    const min = Math.max(1, rules.minLength ?? 1);
    const max = rules.maxLength ?? 128;
    if (max < min)
        return {
            password: null,
            note: "No password fits the field's length limits (max_length is below min_length or 0); type one yourself.",
        };
    const tester = rules.pattern ? patternTester(rules.pattern) : null;
    const named = rules.pattern ? symbolsNamedBy(rules.pattern) : "";
    const alphabets = [
        ...(named ? [[LOWER, UPPER, DIGITS, named]] : []),
        [LOWER, UPPER, DIGITS, SYMBOLS],
        [LOWER, UPPER, DIGITS],
        // Letters and symbols without digits, for patterns such as [a-z_-]{8,}.
        ...(named
            ? [
                [LOWER, UPPER, named],
                [LOWER, named],
            ]
            : []),
        [LOWER, DIGITS],
        [UPPER, DIGITS],
        [LOWER, UPPER],
        [DIGITS],
        [LOWER],
        [UPPER],
    ];
    const lengths = lengthsToTry(min, max, rules.pattern);
    const ignored = rules.pattern && !tester
        ? "The field's pattern is no valid regular expression, so (as a browser does) it is ignored."
        : null;
    const deadline = performance.now() + TOTAL_BUDGET_MS;
    for (const [index, classes] of alphabets.entries()) {
        for (const length of lengths) {
            if (performance.now() > deadline)
                break;
            // Too short to hold one of each class: the same length is tried with fewer classes later.
            if (length < classes.length)
                continue;
            const candidates = Array.from({ length: tester ? CANDIDATES_PER_TRY : 1 }, () => candidate(classes, length));
            const found = tester ? tester.firstMatch(candidates) : 0;
            if (found === -1)
                continue;
            const password = candidates[found];
            const weaker = index > (named ? 1 : 0);
            const characters = length === 1 ? "1 character" : `${length} characters`;
            const why = [
                length !== lib_password/* GENERATED_PASSWORD_LENGTH */.l ? `${characters} to fit the field's limits` : null,
                weaker ? "a simpler alphabet, as the field's pattern allows no stronger one" : null,
            ].filter(Boolean);
            const notes = [why.length > 0 ? `The password has ${why.join(" and ")}.` : null, ignored].filter(Boolean);
            return notes.length > 0 ? { password, note: notes.join(" ") } : { password };
        }
    }
    return {
        password: null,
        note: "No password that fits the field's pattern and length limits was found; type one yourself.",
    };
}
/** The first of the values that fits the field's length limits and pattern, or null. */
function firstFitting(values, rules) {
    const fits = values.filter((value) => value.length >= (rules.minLength ?? 0) && value.length <= (rules.maxLength ?? Number.POSITIVE_INFINITY));
    if (!rules.pattern)
        return fits[0] ?? null;
    const tester = patternTester(rules.pattern);
    if (!tester)
        return fits[0] ?? null;
    const found = tester.firstMatch(fits);
    return found === -1 ? null : fits[found];
}
//# sourceMappingURL=password-fit.js.map
;// CONCATENATED MODULE: ./build/service/forms/recognize.js
const LETTERS_WITHOUT_MARKS = {
    ł: "l",
    ı: "i",
    ø: "o",
    ß: "ss",
    đ: "d",
    æ: "ae",
    œ: "oe",
};
/** The words of a field, lower case, Latin letters without accents, camelCase and snake_case split. */
function fieldWords(field) {
    const clean = (text) => (text ?? "")
        .replace(/([a-z])([A-Z])/g, "$1 $2")
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        // Letters that NFKD leaves whole: "hasło", "kullanıcı adı", "fødsel", "straße".
        .replace(/[łıøßđæœ]/g, (letter) => LETTERS_WITHOUT_MARKS[letter] ?? letter)
        .replace(/[_\-[\]().:*]+/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    const label = clean(`${field.label ?? ""} ${field.placeholder ?? ""}`);
    const name = clean(`${field.name ?? ""} ${field.id ?? ""}`);
    const group = clean(field.group);
    return { label, name, group, all: `${label} ${name}`.trim() };
}
/** A word (or words) of a language, bounded so that "name" is not found in "username". */
const words = (...list) => new RegExp(`(?:^|[^\\p{L}])(?:${list.join("|")})(?![\\p{L}])`, "u");
/** A stem: a word that starts this way ("geburt" in "geburtsdatum"). */
const stems = (...list) => new RegExp(`(?:^|[^\\p{L}])(?:${list.join("|")})`, "u");
/** Scripts without spaces between words: any occurrence. */
const anywhere = (...list) => new RegExp(list.join("|"), "u");
const EMAIL = stems("e ?mail", "email", "courriel", "correo", "posta elettronica", "e ?posta", "e ?post", "почт", "mail", "sahkoposti");
const EMAIL_CJK = anywhere("メール", "邮箱", "电子邮件", "邮件", "電子郵件");
const PASSWORD = stems("password", "passwort", "kennwort", "mot de passe", "contrasena", "senha", "parola", "wachtwoord", "haslo", "sifre", "пароль", "passcode", "passphrase", "losenord", "adgangskode", "passord", "salasana", "heslo", "jelszo");
const PASSWORD_WORDS = words("pass", "pwd", "pw", "mdp");
const PASSWORD_CJK = anywhere("パスワード", "密码", "密碼", "暗証番号");
const USERNAME = stems("user ?name", "login", "benutzername", "nutzername", "nom d utilisateur", "identifiant", "nombre de usuario", "usuario", "nome utente", "nome de usuario", "gebruikersnaam", "nazwa uzytkownika", "kullanici adi", "логин", "имя пользователя", "handle", "screen ?name", "nickname", "pseudo", "apodo", "spitzname");
const USERNAME_WORDS = words("user", "uname", "nick");
const USERNAME_CJK = anywhere("ユーザー名", "ユーザ名", "用户名", "用戶名", "ニックネーム", "昵称");
const FIRST_NAME = stems("first ?name", "given ?name", "forename", "fname", "vorname", "prenom", "primeiro nome", "voornaam", "imie", "имя", "fornamn", "fornavn", "etunimi", "jmeno", "keresztnev");
const FIRST_NAME_WORDS = words("first", "given", "nombre", "nome", "ad", "adi", "isim");
const FIRST_NAME_CJK = anywhere("^名$", "名前（名）", "名字（名）", "^名 ", "名（");
const LAST_NAME = stems("last ?name", "surname", "family ?name", "lname", "nachname", "familienname", "nom de famille", "apellido", "sobrenome", "cognome", "achternaam", "nazwisko", "soyad", "фамили", "efternamn", "efternavn", "etternavn", "sukunimi", "prijmeni", "vezeteknev");
const LAST_NAME_WORDS = words("last", "family", "nom", "apelido");
const LAST_NAME_CJK = anywhere("^姓$", "^姓 ", "姓（", "苗字", "名字（姓）");
const FULL_NAME = stems("full ?name", "your name", "complete name", "vollstandiger name", "nom complet", "nombre completo", "nome completo", "volledige naam", "imie i nazwisko", "ad soyad", "ad ve soyad", "nombre y apellidos", "first and last name", "name and surname", "vor und nachname", "prenom et nom", "nome e cognome", "фио", "полное имя");
const FULL_NAME_WORDS = words("name", "naam");
const FULL_NAME_CJK = anywhere("氏名", "お名前", "名前", "姓名", "フルネーム");
const BIRTH = stems("birth", "dob", "d o b", "bday", "birthday", "geburt", "naissance", "nacimiento", "nascimento", "nascita", "geboorte", "urodzeni", "dogum", "рождени", "fodelse", "fodsel", "syntyma", "narozeni", "szuletes");
const BIRTH_CJK = anywhere("生年月日", "誕生日", "出生", "生日");
const DAY = words("day", "days", "tag", "jour", "dia", "giorno", "dag", "dzien", "gun", "день", "dd", "jj", "tt", "gg");
const DAY_CJK = anywhere("^日$", "^日 ", "日（");
const MONTH = words("month", "monat", "mois", "mes", "mese", "maand", "miesiac", "ay", "месяц", "mm");
const MONTH_CJK = anywhere("^月$", "^月 ", "月（");
const YEAR = words("year", "jahr", "annee", "ano", "anno", "jaar", "rok", "yil", "год", "yyyy", "yy", "aaaa", "jjjj");
const YEAR_CJK = anywhere("^年$", "^年 ", "年（");
const COUNTRY = stems("country", "nationality", "land", "pays", "pais", "paese", "nazione", "nazionalita", "kraj", "ulke", "страна", "staatsangehorigkeit", "nationalite", "nacionalidad", "nacionalidade");
const COUNTRY_CJK = anywhere("国", "国家", "地域", "國家");
const PHONE_WORDS = words("tel", "tlf", "gsm");
const PHONE = stems("phone", "mobile", "cell", "handy", "telefon", "telephone", "telefono", "celular", "telefoon", "телефон", "mobil");
const PHONE_CJK = anywhere("電話", "手机", "电话", "携帯");
const CAPTCHA = stems("captcha", "recaptcha", "hcaptcha", "i m not a robot", "robot", "turnstile");
const CONSENT = stems("terms", "conditions", "agree", "accept", "privacy", "policy", "consent", "agb", "datenschutz", "einverstanden", "akzeptier", "cgu", "j accepte", "acepto", "terminos", "termos", "aceito", "accetto", "termini", "voorwaarden", "akkoord", "regulamin", "zgadzam", "kabul", "sartlar", "согла", "услови", "gdpr", "tos");
const CONSENT_CJK = anywhere("同意", "利用規約", "条款", "隐私");
const NEWSLETTER = stems("newsletter", "subscribe", "marketing", "promotion", "offers", "news", "updates", "abonnier", "angebote", "inscri", "boletin", "novidades", "iscriv", "nieuwsbrief", "рассылк");
const NEWSLETTER_CJK = anywhere("メルマガ", "订阅", "ニュースレター");
const POSTAL = stems("street", "address", "addr", "zip", "postal", "postcode", "city", "town", "state", "province", "region", "strasse", "plz", "ort", "stadt", "adresse", "rue", "code postal", "ville", "calle", "direccion", "ciudad", "cep", "cidade", "endereco", "indirizzo", "citta", "straat", "woonplaats", "ulica", "kod pocztowy", "miasto", "адрес", "индекс", "город");
const POSTAL_CJK = anywhere("住所", "郵便番号", "地址", "邮编");
const COMPANY = stems("company", "organi[sz]ation", "organisation", "firma", "unternehmen", "societe", "entreprise", "empresa", "azienda", "bedrijf", "employer", "business");
const GENDER = stems("gender", "sex", "geschlecht", "anrede", "civilite", "genero", "sexo", "sesso", "geslacht", "plec", "cinsiyet", "salutation", "title");
/** "Пол" as a word of its own: as a stem it would find "полное имя". */
const GENDER_WORDS = words("пол");
const GENDER_CJK = anywhere("性別", "性别");
const PROMO = stems("promo", "coupon", "voucher", "referral", "referrer", "invite code", "invitation code", "gutschein", "cupon", "codice", "discount");
const OTP = stems("verification code", "one time", "otp", "2fa", "sms code", "code de verification", "codigo de verificacion", "bestatigungscode");
const OTP_CJK = anywhere("短信验证码", "認証コード", "確認コード", "验证码", "驗證碼");
const CAPTCHA_CJK = anywhere("图形验证码", "画像認証", "图片验证码");
/** The last autocomplete token that names a kind of value (section-, shipping and the like skipped). */
function autocompleteKind(autocomplete) {
    const tokens = (autocomplete ?? "").toLowerCase().trim().split(/\s+/).filter(Boolean);
    const token = tokens.findLast((t) => !/^(?:section-.*|shipping|billing|home|work|mobile|fax|pager|webauthn)$/.test(t));
    switch (token) {
        case "email":
            return { kind: "email" };
        case "given-name":
            return { kind: "first_name" };
        case "family-name":
            return { kind: "last_name" };
        case "name":
            return { kind: "full_name" };
        case "username":
        case "nickname":
            return { kind: "username" };
        case "new-password":
        case "current-password":
            return { kind: "password" };
        case "bday":
            return { kind: "date_of_birth" };
        case "bday-day":
            return { kind: "birth_day" };
        case "bday-month":
            return { kind: "birth_month" };
        case "bday-year":
            return { kind: "birth_year" };
        case "country":
        case "country-name":
            return { kind: "country" };
        case "one-time-code":
            return { kind: "other", reason: "one_time_code" };
        case "organization":
        case "organization-title":
            return { kind: "other", reason: "company" };
        case "sex":
        case "honorific-prefix":
        case "honorific-suffix":
            return { kind: "other", reason: "gender" };
        default:
            if (token?.startsWith("tel"))
                return { kind: "other", reason: "phone" };
            if (token && /^(?:street-address|address-line\d|address-level\d|postal-code)$/.test(token))
                return { kind: "other", reason: "postal_address" };
            return null;
    }
}
const has = (text, ...patterns) => patterns.some((pattern) => pattern.test(text));
/** One field on its own; confirmation fields and birth dates are settled across the form after. */
function readField(field) {
    const type = (field.type ?? "text").toLowerCase().trim();
    if (["hidden", "submit", "button", "reset", "image", "file", "color", "range"].includes(type))
        return { kind: "other", reason: "not_an_input" };
    const fromAutocomplete = autocompleteKind(field.autocomplete);
    if (fromAutocomplete)
        return fromAutocomplete;
    const { label, name, group, all } = fieldWords(field);
    const raw = [field.label, field.placeholder, field.name].filter(Boolean).join(" ").trim();
    if (has(all, CAPTCHA) || has(raw, CAPTCHA_CJK))
        return { kind: "other", reason: "captcha" };
    if (type === "checkbox" || (type === "radio" && !field.options?.length)) {
        if (has(all, NEWSLETTER) || has(raw, NEWSLETTER_CJK))
            return { kind: "other", reason: "newsletter" };
        return { kind: "other", reason: "consent" };
    }
    if (type === "email")
        return { kind: "email" };
    if (type === "password")
        return { kind: "password" };
    if (type === "tel")
        return { kind: "other", reason: "phone" };
    if (type === "date")
        return { kind: "date_of_birth" };
    if (has(all, OTP) || has(raw, OTP_CJK))
        return { kind: "other", reason: "one_time_code" };
    if (has(all, EMAIL) || has(raw, EMAIL_CJK))
        return { kind: "email" };
    if (has(all, PASSWORD, PASSWORD_WORDS) || has(raw, PASSWORD_CJK))
        return { kind: "password" };
    if (has(all, CONSENT) || has(raw, CONSENT_CJK))
        return { kind: "other", reason: "consent" };
    if (has(all, PHONE, PHONE_WORDS) || has(raw, PHONE_CJK))
        return { kind: "other", reason: "phone" };
    if (has(all, USERNAME, USERNAME_WORDS) || has(raw, USERNAME_CJK))
        return { kind: "username" };
    if (has(all, PROMO))
        return { kind: "other", reason: "promo_code" };
    if (has(all, COMPANY))
        return { kind: "other", reason: "company" };
    // A day, month or year on its own (a select, or a short box) is a part of the date of birth.
    const birthWords = has(`${all} ${group}`, BIRTH) || has(`${raw} ${field.group ?? ""}`, BIRTH_CJK);
    const part = datePart(label || name, field.label ?? field.placeholder ?? "") ?? datePart(name, "");
    if (part)
        return { kind: part };
    if (birthWords)
        return { kind: "date_of_birth" };
    if (has(all, COUNTRY) || has(raw, COUNTRY_CJK))
        return { kind: "country" };
    if (has(all, GENDER, GENDER_WORDS) || has(raw, GENDER_CJK))
        return { kind: "other", reason: "gender" };
    if (has(all, POSTAL) || has(raw, POSTAL_CJK))
        return { kind: "other", reason: "postal_address" };
    // The whole name first: "Imię i nazwisko" and "Ad Soyad" hold the words of its parts.
    if (has(all, FULL_NAME))
        return { kind: "full_name" };
    if (has(all, FIRST_NAME) || has(raw, FIRST_NAME_CJK))
        return { kind: "first_name" };
    if (has(all, LAST_NAME) || has(raw, LAST_NAME_CJK))
        return { kind: "last_name" };
    if (has(raw, FULL_NAME_CJK))
        return { kind: "full_name" };
    if (has(label, FIRST_NAME_WORDS) || has(name, FIRST_NAME_WORDS))
        return { kind: "first_name", ambiguous: true };
    if (has(label, LAST_NAME_WORDS) || has(name, LAST_NAME_WORDS))
        return { kind: "last_name", ambiguous: true };
    if (has(all, FULL_NAME_WORDS))
        return { kind: "full_name", ambiguous: true };
    return { kind: "other", reason: "unknown" };
}
/** "Day", "Monat", "YYYY"... when that is what the field is (not "date of birth" as a whole). */
function datePart(text, raw) {
    const kinds = [
        ["birth_day", DAY, DAY_CJK],
        ["birth_month", MONTH, MONTH_CJK],
        ["birth_year", YEAR, YEAR_CJK],
    ];
    const found = kinds.filter(([, latin, cjk]) => latin.test(text) || cjk.test(raw.trim()));
    // "Date of birth (DD/MM/YYYY)" names all three: it is the whole date, not a part.
    return found.length === 1 ? found[0][0] : null;
}
/**
 * Every field of the form. A second email or password field is its confirmation. A word that
 * names part of a name in one form and all of it in another is settled by the rest of the form:
 * "Nombre" without a surname field is the full name; "Name" beside "Vorname" is the surname.
 */
function recognizeFields(fields) {
    const readings = fields.map(readField);
    const kinds = new Set(readings.map((reading) => reading.kind));
    let emails = 0;
    let passwords = 0;
    return readings.map((reading) => {
        if (reading.kind === "email")
            return emails++ > 0 ? { kind: "confirm_email" } : reading;
        if (reading.kind === "password")
            return passwords++ > 0 ? { kind: "confirm_password" } : reading;
        if (!reading.ambiguous)
            return reading;
        if (reading.kind === "first_name" && !kinds.has("last_name"))
            return { kind: "full_name" };
        if (reading.kind === "last_name" && !kinds.has("first_name"))
            return { kind: "full_name" };
        if (reading.kind === "full_name" && kinds.has("first_name") && !kinds.has("last_name"))
            return { kind: "last_name" };
        return { kind: reading.kind };
    });
}
//# sourceMappingURL=recognize.js.map
;// CONCATENATED MODULE: ./build/service/forms/service.js












/**
 * POST /v1/form-values: what to type or pick in each field of a sign-up form, for a new address
 * made for the form or for an existing one. The form is what the caller describes; the service
 * never sees or fills the page. docs/forms.md has the rules.
 */
const OTHER_NOTES = {
    phone: "A phone number is not a sign-up detail Proofbox gives; use your app's test number.",
    captcha: "A CAPTCHA: use your provider's test keys in the test environment.",
    consent: "A consent checkbox (terms, privacy): tick it yourself if the test needs it.",
    newsletter: "A newsletter or marketing choice is not a sign-up detail; leave it or set it yourself.",
    postal_address: "A postal address is not a sign-up detail Proofbox gives.",
    company: "A company or organisation is not a sign-up detail Proofbox gives.",
    gender: "Gender or title is not a sign-up detail Proofbox gives; pick one yourself.",
    promo_code: "A promotion, coupon or referral code is not a sign-up detail.",
    one_time_code: "A one-time code comes by email: wait for it with GET /v1/addresses/{address}/code.",
    not_an_input: "Not a field to fill (a button, a hidden or file input).",
    unknown: "Not recognised as a sign-up detail: fill it yourself. docs/forms.md lists what is recognised.",
};
const NAME_KINDS = new Set(["first_name", "last_name", "full_name", "username"]);
const BIRTH_KINDS = new Set(["date_of_birth", "birth_day", "birth_month", "birth_year"]);
const isSelect = (field) => (field.type ?? "").toLowerCase() === "select" || (field.options?.length ?? 0) > 0;
const realOptions = (field) => (field.options ?? []).filter((option) => option.value.trim() !== "");
/** The option whose value or label the test accepts, preferring the value. */
function optionWhere(field, accepts) {
    const options = realOptions(field);
    return (options.find((option) => accepts(option.value))?.value ??
        options.find((option) => option.label !== undefined && accepts(option.label))?.value ??
        null);
}
/** A country the form's drop-down offers, preferring one whose people get names of its own language. */
function countryOffered(fields, readings) {
    const index = readings.findIndex((reading) => reading.kind === "country");
    const field = fields[index];
    if (!field || !isSelect(field))
        return null;
    const codes = [
        ...new Set(realOptions(field)
            .map((option) => countryCodeOf(option.value) ?? (option.label ? countryCodeOf(option.label) : null))
            .filter((code) => code !== null)),
    ];
    const local = codes.filter(persona/* hasLocalNames */.e);
    const pool = local.length > 0 ? local : codes;
    return pool.length > 0 ? pool[(0,external_node_crypto_.randomInt)(pool.length)] : null;
}
/** What the field says about the date it wants typed: its placeholder, label and name. */
function dateFormatOf(field) {
    const format = spelledFormat(`${field.placeholder ?? ""} ${field.label ?? ""} ${field.name ?? ""}`);
    return format ? { format, spelled: true } : { format: US_FORMAT, spelled: false };
}
async function formValues(deps, call, body) {
    const { fields } = body;
    const readings = recognizeFields(fields);
    const kinds = new Set(readings.map((reading) => reading.kind));
    const asksBirth = readings.some((reading) => BIRTH_KINDS.has(reading.kind));
    const asksNames = readings.some((reading) => NAME_KINDS.has(reading.kind));
    const passwordField = fields[readings.findIndex((reading) => reading.kind === "password")];
    const fitted = passwordField
        ? fitPassword({
            ...(passwordField.min_length !== undefined ? { minLength: passwordField.min_length } : {}),
            ...(passwordField.max_length !== undefined ? { maxLength: passwordField.max_length } : {}),
            ...(passwordField.pattern !== undefined ? { pattern: passwordField.pattern } : {}),
        })
        : null;
    const subject = body.address
        ? await existingSubject(deps, call, body, { asksBirth, asksNames, fitted, readings, kinds, fields })
        : await newSubject(deps, call, body, { asksBirth, fitted, readings, fields });
    const { record } = subject;
    const values = fields.map((field, index) => valueFor(field, index, readings[index], record, subject));
    const persona = (0,address_resource/* toAddress */.c)(record, deps.clock.now()).persona ?? {
        first_name: null,
        last_name: null,
        username: null,
    };
    return {
        address: record.address,
        created: subject.created,
        persona,
        ...(subject.password !== null ? { password: subject.password } : {}),
        values,
    };
}
async function newSubject(deps, call, body, form) {
    const country = body.country ?? countryOffered(form.fields, form.readings) ?? undefined;
    // The password fitted to the field, or (no field, or nothing fits) the usual generated one.
    const password = form.fitted?.password ?? true;
    const { record, password: saved } = await (0,create/* createAccount */._)(deps, call, {
        label: body.label,
        persona: true,
        password,
        lifetimeDays: body.lifetime_days,
        domain: body.domain,
        age: body.date_of_birth ? undefined : form.asksBirth ? (body.age ?? "adult") : body.age,
        dateOfBirth: body.date_of_birth,
        country,
    }, "form_values");
    return {
        record,
        created: true,
        password: saved ?? null,
        fieldPassword: form.fitted?.password ?? null,
        passwordNote: form.fitted && form.fitted.password === null
            ? `${form.fitted.note ?? ""} The address got a usual 16-character password (in password).`.trim()
            : null,
        fitNote: form.fitted?.password ? (form.fitted.note ?? null) : null,
    };
}
/**
 * An existing address: what the form needs and the address lacks (names, a date of birth, a
 * country, a password) is made and saved on it, so later steps see the same person. A password it
 * already has is not returned.
 */
async function existingSubject(deps, call, body, form) {
    const { caller } = call;
    const { record: found } = await (0,address_lookup/* resolveAddress */.t)(deps, caller, body.address);
    // What only shapes a new address is refused rather than ignored, so a caller is not misled.
    for (const field of ["label", "domain", "lifetime_days"])
        if (body[field] !== undefined)
            throw (0,errors/* invalidRequest */.xk)(field, "is only for a new address; leave it out when address is given");
    if (body.date_of_birth)
        (0,create/* checkDateOfBirth */.T)("date_of_birth", body.date_of_birth, deps.clock.now());
    const patch = {};
    const country = found.country ?? body.country ?? (form.kinds.has("country") ? countryOffered(form.fields, form.readings) : null);
    if (!found.country && country)
        patch.country = country;
    if (form.asksNames && (!found.firstName || !found.lastName || !found.username)) {
        const names = await (0,persona/* generatePersonaNames */.k)(country);
        if (!found.firstName)
            patch.firstName = names.firstName;
        if (!found.lastName)
            patch.lastName = names.lastName;
        if (!found.username)
            patch.username = names.username;
    }
    if (form.asksBirth && !found.dateOfBirth)
        patch.dateOfBirth = body.date_of_birth ?? (0,age/* dateOfBirthFor */.Q)(body.age ?? "adult", deps.clock.now());
    const record = Object.keys(patch).length > 0
        ? ((await deps.store.addresses.update(caller.project.id, found.address, patch)) ?? found)
        : found;
    if (!form.fitted)
        return { record, created: false, password: null, fieldPassword: null, passwordNote: null, fitNote: null };
    if (record.hasPassword)
        return {
            record,
            created: false,
            password: null,
            fieldPassword: null,
            passwordNote: "The address's saved password is not returned here: reveal it with GET /v1/addresses/{address}/password (a key that may read saved passwords).",
            fitNote: null,
        };
    if (form.fitted.password === null)
        return {
            record,
            created: false,
            password: null,
            fieldPassword: null,
            passwordNote: form.fitted.note ?? null,
            fitNote: null,
        };
    await (0,secrets/* saveSecret */.Ip)(deps, caller, record, { label: "password", plain: form.fitted.password, via: "form_values" });
    return {
        record: { ...record, hasPassword: true },
        created: false,
        password: form.fitted.password,
        fieldPassword: form.fitted.password,
        passwordNote: null,
        fitNote: form.fitted.note ?? null,
    };
}
const value = (id, kind, text, note) => ({
    id,
    kind,
    value: text,
    ...(note ? { note } : {}),
});
/** A text cut to the field's max_length, with a note when it had to be. */
function fitted(id, kind, text, field) {
    if (text === null)
        return value(id, kind, null, "The address has no such detail.");
    const max = field.max_length;
    if (max !== undefined && text.length > max)
        return value(id, kind, text.slice(0, max), `Cut to the field's ${max} characters.`);
    return value(id, kind, text);
}
function valueFor(field, index, reading, record, subject) {
    const id = field.id ?? String(index);
    const { kind } = reading;
    switch (kind) {
        case "email":
        case "confirm_email": {
            const fits = firstFitting([record.address], {
                minLength: field.min_length,
                maxLength: field.max_length,
                pattern: field.pattern,
            });
            return value(id, kind, record.address, fits ? null : "The address does not fit the field's pattern or length.");
        }
        case "first_name":
            return fitted(id, kind, record.firstName, field);
        case "last_name":
            return fitted(id, kind, record.lastName, field);
        case "full_name":
            return fitted(id, kind, record.firstName && record.lastName
                ? `${record.firstName} ${record.lastName}`
                : (record.firstName ?? record.lastName), field);
        case "username":
            return usernameFor(id, field, record);
        case "password":
        case "confirm_password": {
            const password = subject.fieldPassword;
            if (password === null)
                return value(id, kind, null, subject.passwordNote ?? "No password to give.");
            return value(id, kind, password, kind === "password" ? subject.fitNote : null);
        }
        case "date_of_birth":
            return typedDateOfBirth(id, field, record);
        case "birth_day":
        case "birth_month":
        case "birth_year":
            return birthPartFor(id, kind, field, record);
        case "country":
            return countryFor(id, field, record);
        default:
            return value(id, "other", null, OTHER_NOTES[reading.reason ?? "unknown"]);
    }
}
function usernameFor(id, field, record) {
    const base = record.username;
    if (!base)
        return value(id, "username", null, "The address has no username.");
    const plain = base.replace(/[^a-z0-9]/g, "");
    const first = (record.firstName ?? "")
        .normalize("NFKD")
        .replace(/[^A-Za-z]/g, "")
        .toLowerCase();
    const digits = String((0,external_node_crypto_.randomInt)(10, 100));
    const variants = [
        base,
        plain,
        `${plain}${digits}`,
        base.replace(/\./g, "_"),
        `${first}${digits}`,
        `${plain.slice(0, 8)}${digits}`,
        plain.slice(0, field.max_length ?? plain.length),
        `${plain}${digits}${digits}`.slice(0, Math.max(field.min_length ?? 0, 3)),
    ].filter((variant, index, all) => variant.length > 0 && all.indexOf(variant) === index);
    const chosen = firstFitting(variants, {
        minLength: field.min_length,
        maxLength: field.max_length,
        pattern: field.pattern,
    });
    if (chosen === null)
        return value(id, "username", null, "No form of the address's username fits the field's pattern and length; type one yourself.");
    return value(id, "username", chosen, chosen === base ? null : `A form of the username ${base} that fits the field.`);
}
function typedDateOfBirth(id, field, record) {
    const date = record.dateOfBirth;
    if (!date)
        return value(id, "date_of_birth", null, "The address has no date of birth.");
    const type = (field.type ?? "text").toLowerCase();
    if (type === "date")
        return value(id, "date_of_birth", date);
    if (isSelect(field))
        return value(id, "date_of_birth", null, "A date of birth in one drop-down: pick it yourself.");
    const { format, spelled } = dateFormatOf(field);
    return value(id, "date_of_birth", formatDate(date, format), spelled ? null : "The field does not say its format: written month/day/year (US order).");
}
function birthPartFor(id, kind, field, record) {
    if (!record.dateOfBirth)
        return value(id, kind, null, "The address has no date of birth.");
    const parts = partsOf(record.dateOfBirth);
    const part = kind === "birth_day" ? parts.day : kind === "birth_month" ? parts.month : parts.year;
    if (isSelect(field)) {
        const options = realOptions(field);
        // Months named by their labels go by the label: values may count from 0 (value 5 for June).
        const monthsByLabel = kind === "birth_month" &&
            options.length > 0 &&
            options.every((option) => option.label !== undefined && monthOf(option.label) !== null);
        const accepts = kind === "birth_month"
            ? (text) => monthOf(text) === part
            : (text) => /^\d{1,4}$/.test(text.trim()) && Number(text.trim()) === part;
        const option = monthsByLabel
            ? (options.find((candidate) => monthOf(candidate.label ?? "") === part)?.value ?? null)
            : optionWhere(field, accepts);
        return option === null
            ? value(id, kind, null, `The drop-down offers no option for ${part}.`)
            : value(id, kind, option);
    }
    if (kind === "birth_year") {
        const two = field.max_length === 2 || /(?:^|[^a-z])(?:yy|jj|aa)(?:[^a-z]|$)/i.test(field.placeholder ?? "");
        return value(id, kind, two ? String(part % 100).padStart(2, "0") : String(part));
    }
    const single = field.max_length === 1 || /^(?:d|m|j|t|g)$/i.test((field.placeholder ?? "").trim());
    return value(id, kind, single ? String(part) : String(part).padStart(2, "0"));
}
function countryFor(id, field, record) {
    const code = record.country;
    if (!code)
        return value(id, "country", null, "No country: give one in the request (country).");
    if (isSelect(field)) {
        const option = optionWhere(field, (text) => countryCodeOf(text) === code);
        return option === null
            ? value(id, "country", null, `The drop-down does not offer ${code}.`)
            : value(id, "country", option);
    }
    return value(id, "country", countryName(code), "The country's English name; the field does not offer choices.");
}
//# sourceMappingURL=service.js.map

/***/ })

};
