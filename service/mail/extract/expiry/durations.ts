/**
 * Lifetimes written as durations, in the 13 languages: "10 minutes", "1 hour and 30 minutes",
 * "half an hour", "anderthalb Stunden", "une heure et demie", "полчаса", "30分間", "半小时",
 * "30분". A duration counts only where words say it is how long the code or link lasts
 * ("expires in", "valid for", "gültig", "有効"), so "delivered in 3 days" is not one.
 */

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

/** Unit words, each to seconds: every form a unit takes in the 13 languages (regular expressions). */
const UNITS: [string[], number][] = [
  [
    [
      "s",
      "secs?",
      "seconds?",
      "saniyedir",
      "sekunden?",
      "sekund[ayę]?",
      "secondes?",
      "segundos?",
      "second[oi]",
      "seconden?",
      "saniye",
      "секунд[аыу]?",
      "сек",
      "秒",
      "초",
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
      "minut[aęy]?",
      "dakikadır",
      "dakikalık",
      "dakika",
      "dk",
      "минут[аыу]?",
      "мин",
      "分钟",
      "分鐘",
      "分間",
      "分",
      "분",
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
      "godzin[aęy]?",
      "godz",
      "saattir",
      "saatlik",
      "saat",
      "часов",
      "часа",
      "час",
      "ч",
      "時間",
      "小时",
      "小時",
      "钟头",
      "鐘頭",
      "시간",
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
      "días?",
      "dias?",
      "giorn[oi]",
      "dagen",
      "dag",
      "dni",
      "dzień",
      "doby",
      "gündür",
      "günlük",
      "gün",
      "дней",
      "дня",
      "день",
      "дн",
      "суток",
      "сутки",
      "日間",
      "日",
      "天",
      "일",
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
      "tydzień",
      "tygodni[ea]?",
      "haftadır",
      "haftalık",
      "hafta",
      "недел[яиью]",
      "週間",
      "週",
      "周",
      "星期",
      "주일",
      "주",
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
      "mês",
      "mes[ei]",
      "maanden",
      "maand",
      "miesiąc[ae]?",
      "miesięcy",
      "ay",
      "месяцев",
      "месяца",
      "месяц",
      "か月",
      "ヶ月",
      "ケ月",
      "个月",
      "個月",
      "개월",
    ],
    30 * DAY,
  ],
];

/** Numbers written as words, per language. */
const NUMBER_WORDS: Record<string, number> = {
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
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  fünfzehn: 15,
  zwanzig: 20,
  dreißig: 30,
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
  três: 3,
  quatro: 4,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  vinte: 20,
  trinta: 30,
  "un'": 1,
  "un’": 1,
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
  één: 1,
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
  dwóch: 2,
  trzy: 3,
  cztery: 4,
  pięć: 5,
  sześć: 6,
  siedem: 7,
  osiem: 8,
  dziewięć: 9,
  dziesięć: 10,
  piętnaście: 15,
  dwadzieścia: 20,
  trzydzieści: 30,
  // Turkish
  bir: 1,
  iki: 2,
  üç: 3,
  dört: 4,
  beş: 5,
  altı: 6,
  yedi: 7,
  sekiz: 8,
  dokuz: 9,
  on: 10,
  yirmi: 20,
  otuz: 30,
  // Russian
  один: 1,
  одна: 1,
  одну: 1,
  одной: 1,
  одного: 1,
  два: 2,
  две: 2,
  двух: 2,
  три: 3,
  трёх: 3,
  трех: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  пятнадцать: 15,
  двадцать: 20,
  тридцать: 30,
  // Korean native numbers before 시간 (hours)
  한: 1,
  두: 2,
  세: 3,
  네: 4,
};

/** One and a half, as one word: "anderthalb Stunden", "anderhalf uur", "półtorej godziny", "полтора часа". */
const ONE_AND_A_HALF = ["anderthalb", "eineinhalb", "anderhalf", "półtorej", "półtora", "полтора", "полторы"];

/** Half an hour, as people write it (with or without its article). */
const HALF_HOUR =
  "(?:(?:a|une|eine|una|uma|een)\\s+)?(?:half an hour|a half hour|half hour|halbe stunde|demi-heure|media hora|meia hora|mezz['’]?ora|mezzora|half uur|pół godziny|yarım saat|полчаса|полу?часа|半小时|半小時|半時間)";

/** ", and a half": "an hour and a half", "une heure et demie", "una hora y media", "bir buçuk saat". */
const AND_A_HALF =
  "and a half|und ein(?:e)? halb\\w*|et demie?|y media|e meia|e mezz[ao]|en een half|i pół|с половиной";

const CJK_NUMERALS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};

function cjkNumber(text: string): number | null {
  // 十 = 10, 十五 = 15, 二十 = 20, 二十四 = 24, 三十 = 30.
  if (!/^[一二两兩三四五六七八九十]+$/.test(text)) return null;
  if (!text.includes("十")) return text.length === 1 ? (CJK_NUMERALS[text] ?? null) : null;
  const [tens, ones] = text.split("十") as [string, string];
  return (tens ? (CJK_NUMERALS[tens] ?? 0) : 1) * 10 + (ones ? (CJK_NUMERALS[ones] ?? 0) : 0);
}

const NUMBER_WORD_SOURCE = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  .join("|");
/** Digits (or CJK numerals), which may touch their unit: "10分", "1h", "90min". */
const DIGITS = "(?:\\d{1,3}(?:[.,]\\d{1,2})?|[一二两兩三四五六七八九十]{1,3})";
/** A number written as a word, which stands apart from its unit: "an hour", not the "an" of "and". */
const NUMBER_WORD = `(?:${NUMBER_WORD_SOURCE}|${ONE_AND_A_HALF.join("|")})`;
/**
 * Where a number may start: not inside a Latin or Cyrillic word or another number (CJK text runs
 * into it), nor right after a colon that follows one ("12:30", "ID:30"); a CJK label's colon may
 * touch it ("有効期限：30分", the full-width colon read as ":").
 */
const NUMBER_START =
  "(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}#.,/-])(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}#.,/-]:)";
/** Unit words, longest first, ending where the word ends (CJK units end anywhere). */
const UNIT_FORMS = UNITS.flatMap(([forms]) => forms).sort((a, b) => b.length - a.length);
const CJK_UNIT = /[\u3040-\u9fff\uac00-\ud7af]/u;
/**
 * Unit words, longest first. A Latin or Cyrillic unit ends where its word ends ("91d4" is no
 * duration); a CJK unit may run into what follows ("1時間30分").
 */
const UNIT_WORD = `(?:(?:${UNIT_FORMS.filter((form) => !CJK_UNIT.test(form)).join("|")})(?![a-zà-ÿąćęłńóśźżğıöüşа-яё\\d])\\.?|${UNIT_FORMS.filter((form) => CJK_UNIT.test(form)).join("|")})`;
/** French writes "next" between the number and the unit: "les 15 prochaines minutes". */
const NEXT_BETWEEN = "(?:prochaine?s\\s+)?";
const PAIR = `${NUMBER_START}(?:${DIGITS}[\\s-]*|${NUMBER_WORD}[\\s-]+)${NEXT_BETWEEN}${UNIT_WORD}`;
// CJK writes "1時間30分", "1小时30分钟" with no space between the parts.
const SEPARATOR = "(?:\\s*,\\s*|\\s+(?:and|und|et|y|e|en|i|ve|и)\\s+|\\s*)";

/**
 * One of a unit, written as the unit alone: "tydzień" (a week), "в течение недели" (within a
 * week), "일주일" (one week), "하루" (one day), "сутки" (a day and a night).
 */
const ONE_UNIT: [forms: string, seconds: number, after?: string][] = [
  [
    "(?:a |one )?quarter(?: of an)? hour|(?:een )?kwartier|(?:eine )?viertelstunde|(?:un )?quart d['’]heure|(?:un )?cuarto de hora|(?:um )?quarto de hora|(?:un )?quarto d['’]ora|kwadrans",
    15 * MINUTE,
  ],
  [
    "three quarters of an hour|drie kwartier|dreiviertelstunde|trois quarts d['’]heure|tres cuartos de hora",
    45 * MINUTE,
  ],
  ["tydzień|tygodnia|недели|неделю|неделя|일주일|한 주|一星期", 7 * DAY],
  ["сутки|суток|하루|一昼夜", DAY],
  // Half a day, before "a day" reads as one ("meio dia" and "mediodía" are noon, not here).
  [
    "(?:a |one )?half(?: a|-)? ?day|(?:einen |ein )?halbe[nr]? tag|(?:une )?demi-journée|medio día|(?:una )?mezza giornata|(?:een )?halve dag|pół dnia|пол ?дня|yarım gün|반나절|半天|半日",
    12 * HOUR,
  ],
  // An hour written without a numeral: "un'ora", Polish "godzinę" (an hour), "часа", "через час.".
  ["un['’]ora|godzinę|часа|часу|час(?=[\\s.,;!)]|$)", HOUR],
  // "within the hour": only after the word for "within" ("on the hour" is a time, not a lifetime).
  ["the (?:next )?hour", HOUR, "(?<=within )"],
  ["der (?:nächsten )?stunde", HOUR, "(?<=innerhalb )"],
  // "durante a próxima hora", "en la próxima hora", "nella prossima ora", "w ciągu najbliższej godziny".
  ["(?:a |la |na )?próxima hora|(?:la )?prossima ora|najbliższej godziny", HOUR],
  // French puts "within" inside the phrase: "dans l'heure" says it all (see WITHIN_ITSELF).
  ["dans l['’]heure", HOUR],
  ["het (?:komende )?uur", HOUR, "(?<=binnen )"],
];
const ONE_UNIT_SOURCE = ONE_UNIT.map(([forms, , after]) => (after ? `${after}(?:${forms})` : forms)).join("|");
const ONE_UNIT_PATTERNS = ONE_UNIT.map(([forms, seconds]) => [new RegExp(`^(?:${forms})$`, "iu"), seconds] as const);

/** A duration: "10 minutes", "1 hour and 30 minutes", "1h30", "an hour and a half", "half an hour". */
export const DURATION = `(?:(?<![\\p{Script=Latin}\\p{Script=Cyrillic}])(?:${ONE_UNIT_SOURCE})(?![\\p{Script=Latin}\\p{Script=Cyrillic}])|${HALF_HOUR}|(?<![\\d:.])[1-9]\\s*h\\s*[0-5]\\d(?:\\s*min)?(?!\\d)|${PAIR}(?:${SEPARATOR}${PAIR}){0,2}(?:\\s+(?:${AND_A_HALF}))?)`;

function numberValue(text: string): number | null {
  const lower = text.toLowerCase();
  if (/^\d/.test(lower)) return Number(lower.replace(",", "."));
  if (ONE_AND_A_HALF.includes(lower)) return 1.5;
  return NUMBER_WORDS[lower] ?? cjkNumber(lower);
}

const UNIT_PATTERNS: [RegExp, number][] = UNITS.map(([forms, seconds]) => [
  new RegExp(`^(?:${forms.join("|")})$`, "iu"),
  seconds,
]);

function unitSeconds(unit: string): number | null {
  const word = unit.toLowerCase().replace(/\.$/, "");
  for (const [pattern, seconds] of UNIT_PATTERNS) if (pattern.test(word)) return seconds;
  return null;
}

const HALF_HOUR_ONLY = new RegExp(`^(?:${HALF_HOUR})$`, "iu");
const ENDS_AND_A_HALF = new RegExp(`(?:${AND_A_HALF})$`, "iu");
const PAIR_GLOBAL = new RegExp(
  `${NUMBER_START}(${DIGITS}(?=[\\s-]*\\S)|${NUMBER_WORD}(?=[\\s-]))[\\s-]*${NEXT_BETWEEN}(${UNIT_WORD})`,
  "giu",
);

/** Seconds of a written duration, or null when it does not read as one. */
export function durationSeconds(text: string): number | null {
  const lower = text.toLowerCase().trim();
  if (HALF_HOUR_ONLY.test(lower)) return 1800;
  for (const [pattern, seconds] of ONE_UNIT_PATTERNS) if (pattern.test(lower)) return seconds;
  const clock = /^(\d{1,2})\s*h\s*(\d{2})/.exec(lower);
  if (clock) return Number(clock[1]) * HOUR + Number(clock[2]) * MINUTE;
  let total = 0;
  let lastUnit = 0;
  for (const match of lower.matchAll(PAIR_GLOBAL)) {
    const count = numberValue(match[1]!);
    const unit = unitSeconds(match[2]!);
    if (count === null || unit === null || count <= 0) return total > 0 ? total : null;
    total += count * unit;
    lastUnit = unit;
  }
  if (total === 0) return null;
  if (ENDS_AND_A_HALF.test(lower)) total += lastUnit / 2;
  return Math.round(total);
}

const END = "(?![\\p{L}\\p{N}])";
const cue = (latin: string[], other: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${latin.join("|")})|${other.join("|")}`, "giu");

/**
 * Words that make a duration the lifetime of what the email carries: valid, expires, works,
 * "you have ... to", "within", in the 13 languages. A duration counts when one of them stands
 * near it in the same sentence, before or after ("valid for 10 minutes", "24 Stunden gültig",
 * "30分間有効").
 */
const LIFETIME_CUES = cue(
  [
    // Becomes invalid: "無効になります", "ungültig", "geçersiz", ...
    "invalid",
    "ungültig",
    "invalide",
    "inválid",
    "non (?:è più )?valid",
    "ongeldig",
    "nieważn",
    "geçersiz",
    "недействител",
    // English
    "valid",
    "validity",
    "expir",
    "works?" + END,
    "stops? working",
    "lasts?" + END,
    "good for",
    "active for",
    "usable",
    "only for",
    "within",
    "in the next",
    "you(?:'ve| have)",
    // German
    "gilt",
    "gültig",
    "gültigkeit",
    "läuft",
    "abläuft",
    "verfällt",
    "funktioniert",
    "aktiv" + END,
    "innerhalb",
    "(?:sie haben|hast du|du hast|haben sie)",
    // French
    "valable",
    "valide",
    "validité",
    "expire",
    "fonctionne",
    "actif",
    "active",
    "durant",
    "pendant",
    "dans les",
    "d['’]ici",
    "(?:vous avez|tu as|vous disposez de|tu disposes de)",
    // Spanish, Portuguese
    "válid",
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
    "próxim[oa]s",
    "(?:tienes|tiene|tenés|dispones de|dispone de|cuentas con)",
    "(?:você tem|tens|dispõe de)",
    // Italian
    "valid[oaie]" + END,
    "validità",
    "scad",
    "vale" + END,
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
    "ważn",
    "wygas",
    "wygaśnie",
    "działa",
    "aktywn",
    "w ciągu",
    "(?:masz|macie|mają państwo)",
    // Russian
    "действ",
    "истека",
    "истечёт",
    "истечет",
    "срок",
    "актив",
    "работает",
    "в течение",
    "у (?:вас|тебя) есть",
    // Turkish
    "geçerli",
    "geçerlilik",
    "süre",
    "sona er",
    "içinde",
    "boyunca",
    "aktif",
  ],
  [
    "有効",
    "無効",
    "期限",
    "以内",
    "失効",
    "作废",
    "作廢",
    "무효",
    "有效",
    "过期",
    "過期",
    "失效",
    "内有效",
    "內有效",
    "유효",
    "만료",
    "이내",
    "동안",
  ],
);

/**
 * Sentences about something else that also say how long: shipping, refunds, payments, support,
 * flights, memberships, how long a step takes, an estimate.
 */
export const NOT_A_LIFETIME = cue(
  [
    "refund",
    "payment",
    "contact",
    "takes?" + END,
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
    "pago" + END,
    "pagamento",
    "referência",
    "contacto",
    "contato",
    "tarda",
    "leva",
    "aproximadamente",
    "suscripción",
    "assinatura",
    "rimbors",
    "contatta",
    "richiede" + END,
    "circa",
    "abbonamento",
    "terugbetaling",
    "betaling",
    "duurt",
    "ongeveer",
    "lidmaatschap",
    "zwrot",
    "płatnoś",
    "zajmuje",
    "około",
    "subskrypcj",
    "wysył",
    "iade",
    "ödeme",
    "sürer",
    "yaklaşık",
    "abonelik",
    "возврат",
    "оплат",
    "занимает",
    "около",
    "подписк",
    "рейс",
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
    "öffnungszeit",
    "livraison",
    "jours ouvrés",
    "entrega",
    "días hábiles",
    "dias úteis",
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
    "iş günü",
    "доставк",
    "рабочих дн",
  ],
  [
    "配送",
    "発送",
    "返金",
    "支払",
    "約",
    "会員",
    "搭乗",
    "营业",
    "營業",
    "发货",
    "發貨",
    "退款",
    "支付",
    "付款",
    "客服",
    "联系",
    "聯繫",
    "大约",
    "大約",
    "会员",
    "會員",
    "航班",
    "登机",
    "值机",
    "起飞",
    "起飛",
    "배송",
    "영업일",
    "환불",
    "결제",
    "문의",
    "약 ",
    "멤버십",
  ],
);

/** "Within", written after a duration in Chinese, Japanese and Korean. */
const WITHIN_AFTER = /^\s*(?:内|內|以内|以內|之内|之內|내에|이내|안에)/u;

/** A duration that holds its own "within": French "dans l'heure" needs no cue beside it. */
const WITHIN_ITSELF = /^dans l['’]heure$/iu;

/** What stands before the day of a written date. */
const PART_OF_DATE = /\d\s*[年月日時년월일시]\s*$/u;

/** Words after which a number and "h" are a time of day. */
const BEFORE_A_TIME =
  /(?<![\p{L}\p{N}])(?:until|till|by|at|bis|um|jusqu['’]à|à|avant|hasta las?|a las?|até às?|às|fino alle|alle|entro le|tot|om|do|o godz\.?|до|в)\s*$/iu;

/** A hard end of a sentence: a stop and a space, or a CJK stop. */
const SENTENCE_STOP = /[.!?](?=\s|$)|[。！？]/u;

const SENTENCE_STOPS = new RegExp(SENTENCE_STOP, "gu");

/** Where the last sentence of a text starts (0 when it has no stop). */
function lastStop(text: string): number {
  SENTENCE_STOPS.lastIndex = 0;
  let start = 0;
  for (let match = SENTENCE_STOPS.exec(text); match !== null; match = SENTENCE_STOPS.exec(text))
    start = match.index + match[0].length;
  return start;
}

/** Where a clause ends: a comma or semicolon, Latin or CJK. */
const CLAUSE_STOP = /[,;，；、]/gu;
const clauseAfter = (text: string) => text.split(CLAUSE_STOP)[0]!;

/** How far a cue and its duration may stand apart, in characters. */
const CUE_REACH = 70;

const DURATION_GLOBAL = new RegExp(DURATION, "giu");

/** Lifetimes beyond this are not what a test reads an email for. */
const MAX_LIFETIME_SECONDS = 366 * DAY;

/**
 * The first stated lifetime in a text, with where it stands: a duration with a lifetime cue near
 * it in the same sentence.
 */
export function findLifetime(text: string): { seconds: number; index: number } | null {
  for (const duration of text.matchAll(DURATION_GLOBAL)) {
    const start = duration.index;
    const end = start + duration[0].length;
    // "2026年5月12日", "5월 12일": the day of a date, not a number of days; "jusqu'à 14 h 45",
    // "until 18h": a time, not a number of hours.
    if (PART_OF_DATE.test(text.slice(Math.max(0, start - 8), start))) continue;
    if (BEFORE_A_TIME.test(text.slice(Math.max(0, start - 16), start))) continue;
    const before = text.slice(Math.max(0, start - CUE_REACH), start);
    // A unit's abbreviation dot may end the sentence too ("ważny przez 5 minut. Wpisz..."): the
    // rest of the sentence starts at it, so the next sentence is not read as this one's.
    const after = text.slice(duration[0].endsWith(".") ? end - 1 : end, end + CUE_REACH);
    // Only the part of each side inside the duration's sentence.
    const stopBefore = lastStop(before);
    const sentenceBefore = before.slice(stopBefore);
    const stopAfter = SENTENCE_STOP.exec(after);
    const sentenceAfter = stopAfter ? after.slice(0, stopAfter.index) : after;
    LIFETIME_CUES.lastIndex = 0;
    const cued =
      LIFETIME_CUES.test(sentenceBefore) || ((LIFETIME_CUES.lastIndex = 0), LIFETIME_CUES.test(sentenceAfter));
    // "在一周内点击", "24時間以内", "일주일 내에": "within", written right after the duration.
    if (!cued && !WITHIN_AFTER.test(sentenceAfter) && !WITHIN_ITSELF.test(duration[0])) continue;
    // What the duration is about is read on its own line, from the sentence's start to the end of
    // the duration's clause: a cue may sit in a label cell on the line above ("Validité" /
    // "2 heures"), the subject of a sentence does not; and "valid for 5 minutes, do not tell
    // anyone, not even support" is still a lifetime ("Refunds, once approved, arrive within 10
    // days" is not: what comes before stays in).
    NOT_A_LIFETIME.lastIndex = 0;
    if (NOT_A_LIFETIME.test(`${sentenceBefore.split("\n").pop()} ${clauseAfter(sentenceAfter.split("\n")[0]!)}`))
      continue;
    const seconds = durationSeconds(duration[0]);
    if (seconds === null || seconds <= 0 || seconds > MAX_LIFETIME_SECONDS) continue;
    return { seconds, index: start };
  }
  return null;
}
