import type { FormValueKind } from "../wire/enums.js";
import type { FormField } from "../wire/forms.js";

/**
 * What each field of a sign-up form asks for, from what the caller saw of it: the autocomplete
 * tokens (the most reliable signal: they are a standard), the input type, and the words of its
 * label, placeholder, name, id and group, in English, German, French, Spanish, Portuguese,
 * Italian, Dutch, Polish, Turkish, Russian, Japanese and Chinese. docs/forms.md lists the rules.
 */

/** Why a field is left to the caller (value null): one of these, named in its note. */
export type OtherReason =
  | "phone"
  | "captcha"
  | "consent"
  | "newsletter"
  | "postal_address"
  | "company"
  | "gender"
  | "promo_code"
  | "one_time_code"
  | "not_an_input"
  | "unknown";

export interface Reading {
  kind: FormValueKind;
  /** For kind other: why. */
  reason?: OtherReason;
  /** Read from a word that names a part of a name in some forms and all of it in others ("Name", "Nom", "Nombre"). */
  ambiguous?: boolean;
}

const LETTERS_WITHOUT_MARKS: Record<string, string> = {
  ł: "l",
  ı: "i",
  ø: "o",
  ß: "ss",
  đ: "d",
  æ: "ae",
  œ: "oe",
};

/** The words of a field, lower case, Latin letters without accents, camelCase and snake_case split. */
export function fieldWords(field: FormField): { label: string; name: string; group: string; all: string } {
  const clean = (text: string | undefined) =>
    (text ?? "")
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
const words = (...list: string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${list.join("|")})(?![\\p{L}])`, "u");
/** A stem: a word that starts this way ("geburt" in "geburtsdatum"). */
const stems = (...list: string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${list.join("|")})`, "u");
/** Scripts without spaces between words: any occurrence. */
const anywhere = (...list: string[]) => new RegExp(list.join("|"), "u");

const EMAIL = stems(
  "e ?mail",
  "email",
  "courriel",
  "correo",
  "posta elettronica",
  "e ?posta",
  "e ?post",
  "почт",
  "mail",
  "sahkoposti",
);
const EMAIL_CJK = anywhere("メール", "邮箱", "电子邮件", "邮件", "電子郵件");

const PASSWORD = stems(
  "password",
  "passwort",
  "kennwort",
  "mot de passe",
  "contrasena",
  "senha",
  "parola",
  "wachtwoord",
  "haslo",
  "sifre",
  "пароль",
  "passcode",
  "passphrase",
  "losenord",
  "adgangskode",
  "passord",
  "salasana",
  "heslo",
  "jelszo",
);
const PASSWORD_WORDS = words("pass", "pwd", "pw", "mdp");
const PASSWORD_CJK = anywhere("パスワード", "密码", "密碼", "暗証番号");

const USERNAME = stems(
  "user ?name",
  "login",
  "benutzername",
  "nutzername",
  "nom d utilisateur",
  "identifiant",
  "nombre de usuario",
  "usuario",
  "nome utente",
  "nome de usuario",
  "gebruikersnaam",
  "nazwa uzytkownika",
  "kullanici adi",
  "логин",
  "имя пользователя",
  "handle",
  "screen ?name",
  "nickname",
  "pseudo",
  "apodo",
  "spitzname",
);
const USERNAME_WORDS = words("user", "uname", "nick");
const USERNAME_CJK = anywhere("ユーザー名", "ユーザ名", "用户名", "用戶名", "ニックネーム", "昵称");

const FIRST_NAME = stems(
  "first ?name",
  "given ?name",
  "forename",
  "fname",
  "vorname",
  "prenom",
  "primeiro nome",
  "voornaam",
  "imie",
  "имя",
  "fornamn",
  "fornavn",
  "etunimi",
  "jmeno",
  "keresztnev",
);
const FIRST_NAME_WORDS = words("first", "given", "nombre", "nome", "ad", "adi", "isim");
const FIRST_NAME_CJK = anywhere("^名$", "名前（名）", "名字（名）", "^名 ", "名（");

const LAST_NAME = stems(
  "last ?name",
  "surname",
  "family ?name",
  "lname",
  "nachname",
  "familienname",
  "nom de famille",
  "apellido",
  "sobrenome",
  "cognome",
  "achternaam",
  "nazwisko",
  "soyad",
  "фамили",
  "efternamn",
  "efternavn",
  "etternavn",
  "sukunimi",
  "prijmeni",
  "vezeteknev",
);
const LAST_NAME_WORDS = words("last", "family", "nom", "apelido");
const LAST_NAME_CJK = anywhere("^姓$", "^姓 ", "姓（", "苗字", "名字（姓）");

const FULL_NAME = stems(
  "full ?name",
  "your name",
  "complete name",
  "vollstandiger name",
  "nom complet",
  "nombre completo",
  "nome completo",
  "volledige naam",
  "imie i nazwisko",
  "ad soyad",
  "ad ve soyad",
  "nombre y apellidos",
  "first and last name",
  "name and surname",
  "vor und nachname",
  "prenom et nom",
  "nome e cognome",
  "фио",
  "полное имя",
);
const FULL_NAME_WORDS = words("name", "naam");
const FULL_NAME_CJK = anywhere("氏名", "お名前", "名前", "姓名", "フルネーム");

const BIRTH = stems(
  "birth",
  "dob",
  "d o b",
  "bday",
  "birthday",
  "geburt",
  "naissance",
  "nacimiento",
  "nascimento",
  "nascita",
  "geboorte",
  "urodzeni",
  "dogum",
  "рождени",
  "fodelse",
  "fodsel",
  "syntyma",
  "narozeni",
  "szuletes",
);
const BIRTH_CJK = anywhere("生年月日", "誕生日", "出生", "生日");

const DAY = words("day", "days", "tag", "jour", "dia", "giorno", "dag", "dzien", "gun", "день", "dd", "jj", "tt", "gg");
const DAY_CJK = anywhere("^日$", "^日 ", "日（");
const MONTH = words("month", "monat", "mois", "mes", "mese", "maand", "miesiac", "ay", "месяц", "mm");
const MONTH_CJK = anywhere("^月$", "^月 ", "月（");
const YEAR = words("year", "jahr", "annee", "ano", "anno", "jaar", "rok", "yil", "год", "yyyy", "yy", "aaaa", "jjjj");
const YEAR_CJK = anywhere("^年$", "^年 ", "年（");

const COUNTRY = stems(
  "country",
  "nationality",
  "land",
  "pays",
  "pais",
  "paese",
  "nazione",
  "nazionalita",
  "kraj",
  "ulke",
  "страна",
  "staatsangehorigkeit",
  "nationalite",
  "nacionalidad",
  "nacionalidade",
);
const COUNTRY_CJK = anywhere("国", "国家", "地域", "國家");

const PHONE_WORDS = words("tel", "tlf", "gsm");
const PHONE = stems(
  "phone",
  "mobile",
  "cell",
  "handy",
  "telefon",
  "telephone",
  "telefono",
  "celular",
  "telefoon",
  "телефон",
  "mobil",
);
const PHONE_CJK = anywhere("電話", "手机", "电话", "携帯");
const CAPTCHA = stems("captcha", "recaptcha", "hcaptcha", "i m not a robot", "robot", "turnstile");
const CONSENT = stems(
  "terms",
  "conditions",
  "agree",
  "accept",
  "privacy",
  "policy",
  "consent",
  "agb",
  "datenschutz",
  "einverstanden",
  "akzeptier",
  "cgu",
  "j accepte",
  "acepto",
  "terminos",
  "termos",
  "aceito",
  "accetto",
  "termini",
  "voorwaarden",
  "akkoord",
  "regulamin",
  "zgadzam",
  "kabul",
  "sartlar",
  "согла",
  "услови",
  "gdpr",
  "tos",
);
const CONSENT_CJK = anywhere("同意", "利用規約", "条款", "隐私");
const NEWSLETTER = stems(
  "newsletter",
  "subscribe",
  "marketing",
  "promotion",
  "offers",
  "news",
  "updates",
  "abonnier",
  "angebote",
  "inscri",
  "boletin",
  "novidades",
  "iscriv",
  "nieuwsbrief",
  "рассылк",
);
const NEWSLETTER_CJK = anywhere("メルマガ", "订阅", "ニュースレター");
const POSTAL = stems(
  "street",
  "address",
  "addr",
  "zip",
  "postal",
  "postcode",
  "city",
  "town",
  "state",
  "province",
  "region",
  "strasse",
  "plz",
  "ort",
  "stadt",
  "adresse",
  "rue",
  "code postal",
  "ville",
  "calle",
  "direccion",
  "ciudad",
  "cep",
  "cidade",
  "endereco",
  "indirizzo",
  "citta",
  "straat",
  "woonplaats",
  "ulica",
  "kod pocztowy",
  "miasto",
  "адрес",
  "индекс",
  "город",
);
const POSTAL_CJK = anywhere("住所", "郵便番号", "地址", "邮编");
const COMPANY = stems(
  "company",
  "organi[sz]ation",
  "organisation",
  "firma",
  "unternehmen",
  "societe",
  "entreprise",
  "empresa",
  "azienda",
  "bedrijf",
  "employer",
  "business",
);
const GENDER = stems(
  "gender",
  "sex",
  "geschlecht",
  "anrede",
  "civilite",
  "genero",
  "sexo",
  "sesso",
  "geslacht",
  "plec",
  "cinsiyet",
  "salutation",
  "title",
);
/** "Пол" as a word of its own: as a stem it would find "полное имя". */
const GENDER_WORDS = words("пол");
const GENDER_CJK = anywhere("性別", "性别");
const PROMO = stems(
  "promo",
  "coupon",
  "voucher",
  "referral",
  "referrer",
  "invite code",
  "invitation code",
  "gutschein",
  "cupon",
  "codice",
  "discount",
);
const OTP = stems(
  "verification code",
  "one time",
  "otp",
  "2fa",
  "sms code",
  "code de verification",
  "codigo de verificacion",
  "bestatigungscode",
);
const OTP_CJK = anywhere("短信验证码", "認証コード", "確認コード", "验证码", "驗證碼");
const CAPTCHA_CJK = anywhere("图形验证码", "画像認証", "图片验证码");

/** The last autocomplete token that names a kind of value (section-, shipping and the like skipped). */
function autocompleteKind(autocomplete: string | undefined): Reading | null {
  const tokens = (autocomplete ?? "").toLowerCase().trim().split(/\s+/).filter(Boolean);
  const token = tokens.findLast(
    (t) => !/^(?:section-.*|shipping|billing|home|work|mobile|fax|pager|webauthn)$/.test(t),
  );
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
      if (token?.startsWith("tel")) return { kind: "other", reason: "phone" };
      if (token && /^(?:street-address|address-line\d|address-level\d|postal-code)$/.test(token))
        return { kind: "other", reason: "postal_address" };
      return null;
  }
}

const has = (text: string, ...patterns: RegExp[]) => patterns.some((pattern) => pattern.test(text));

/** One field on its own; confirmation fields and birth dates are settled across the form after. */
function readField(field: FormField): Reading {
  const type = (field.type ?? "text").toLowerCase().trim();
  if (["hidden", "submit", "button", "reset", "image", "file", "color", "range"].includes(type))
    return { kind: "other", reason: "not_an_input" };
  const fromAutocomplete = autocompleteKind(field.autocomplete);
  if (fromAutocomplete) return fromAutocomplete;

  const { label, name, group, all } = fieldWords(field);
  const raw = [field.label, field.placeholder, field.name].filter(Boolean).join(" ").trim();
  if (has(all, CAPTCHA) || has(raw, CAPTCHA_CJK)) return { kind: "other", reason: "captcha" };
  if (type === "checkbox" || (type === "radio" && !field.options?.length)) {
    if (has(all, NEWSLETTER) || has(raw, NEWSLETTER_CJK)) return { kind: "other", reason: "newsletter" };
    return { kind: "other", reason: "consent" };
  }
  if (type === "email") return { kind: "email" };
  if (type === "password") return { kind: "password" };
  if (type === "tel") return { kind: "other", reason: "phone" };
  if (type === "date") return { kind: "date_of_birth" };

  if (has(all, OTP) || has(raw, OTP_CJK)) return { kind: "other", reason: "one_time_code" };
  if (has(all, EMAIL) || has(raw, EMAIL_CJK)) return { kind: "email" };
  if (has(all, PASSWORD, PASSWORD_WORDS) || has(raw, PASSWORD_CJK)) return { kind: "password" };
  if (has(all, CONSENT) || has(raw, CONSENT_CJK)) return { kind: "other", reason: "consent" };
  if (has(all, PHONE, PHONE_WORDS) || has(raw, PHONE_CJK)) return { kind: "other", reason: "phone" };
  if (has(all, USERNAME, USERNAME_WORDS) || has(raw, USERNAME_CJK)) return { kind: "username" };
  if (has(all, PROMO)) return { kind: "other", reason: "promo_code" };
  if (has(all, COMPANY)) return { kind: "other", reason: "company" };

  // A day, month or year on its own (a select, or a short box) is a part of the date of birth.
  const birthWords = has(`${all} ${group}`, BIRTH) || has(`${raw} ${field.group ?? ""}`, BIRTH_CJK);
  const part = datePart(label || name, field.label ?? field.placeholder ?? "") ?? datePart(name, "");
  if (part) return { kind: part };
  if (birthWords) return { kind: "date_of_birth" };
  if (has(all, COUNTRY) || has(raw, COUNTRY_CJK)) return { kind: "country" };
  if (has(all, GENDER, GENDER_WORDS) || has(raw, GENDER_CJK)) return { kind: "other", reason: "gender" };
  if (has(all, POSTAL) || has(raw, POSTAL_CJK)) return { kind: "other", reason: "postal_address" };

  // The whole name first: "Imię i nazwisko" and "Ad Soyad" hold the words of its parts.
  if (has(all, FULL_NAME)) return { kind: "full_name" };
  if (has(all, FIRST_NAME) || has(raw, FIRST_NAME_CJK)) return { kind: "first_name" };
  if (has(all, LAST_NAME) || has(raw, LAST_NAME_CJK)) return { kind: "last_name" };
  if (has(raw, FULL_NAME_CJK)) return { kind: "full_name" };
  if (has(label, FIRST_NAME_WORDS) || has(name, FIRST_NAME_WORDS)) return { kind: "first_name", ambiguous: true };
  if (has(label, LAST_NAME_WORDS) || has(name, LAST_NAME_WORDS)) return { kind: "last_name", ambiguous: true };
  if (has(all, FULL_NAME_WORDS)) return { kind: "full_name", ambiguous: true };
  return { kind: "other", reason: "unknown" };
}

/** "Day", "Monat", "YYYY"... when that is what the field is (not "date of birth" as a whole). */
function datePart(text: string, raw: string): "birth_day" | "birth_month" | "birth_year" | null {
  const kinds: ["birth_day" | "birth_month" | "birth_year", RegExp, RegExp][] = [
    ["birth_day", DAY, DAY_CJK],
    ["birth_month", MONTH, MONTH_CJK],
    ["birth_year", YEAR, YEAR_CJK],
  ];
  const found = kinds.filter(([, latin, cjk]) => latin.test(text) || cjk.test(raw.trim()));
  // "Date of birth (DD/MM/YYYY)" names all three: it is the whole date, not a part.
  return found.length === 1 ? found[0]![0] : null;
}

/**
 * Every field of the form. A second email or password field is its confirmation. A word that
 * names part of a name in one form and all of it in another is settled by the rest of the form:
 * "Nombre" without a surname field is the full name; "Name" beside "Vorname" is the surname.
 */
export function recognizeFields(fields: FormField[]): Reading[] {
  const readings = fields.map(readField);
  const kinds = new Set(readings.map((reading) => reading.kind));
  let emails = 0;
  let passwords = 0;
  return readings.map((reading): Reading => {
    if (reading.kind === "email") return emails++ > 0 ? { kind: "confirm_email" } : reading;
    if (reading.kind === "password") return passwords++ > 0 ? { kind: "confirm_password" } : reading;
    if (!reading.ambiguous) return reading;
    if (reading.kind === "first_name" && !kinds.has("last_name")) return { kind: "full_name" };
    if (reading.kind === "last_name" && !kinds.has("first_name")) return { kind: "full_name" };
    if (reading.kind === "full_name" && kinds.has("first_name") && !kinds.has("last_name"))
      return { kind: "last_name" };
    return { kind: reading.kind };
  });
}
