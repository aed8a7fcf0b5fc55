import type { StatedExpiry } from "./types.js";

/**
 * The lifetime an email states for its code or link: "expires in 10 minutes", "valid for
 * 24 hours", "Der Link ist 5 Minuten gültig", "3 時間以内", or an end date ("due in August 10,
 * 2026 09:14 AM"). Only what the email says: no statement, no expiry.
 */

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

/** Unit words by language, each to seconds. Matched as prefixes of lower-cased words. */
const UNITS: [RegExp, number][] = [
  [/^(?:sec|sek|seg|sn|saniye|秒|초|секунд)/, 1],
  [/^(?:min|minut|dakika|分|분|минут)/, MINUTE],
  [/^(?:h\b|hr|hour|stund|std|heure|hora|or[ae]\b|uur|godzin|saat|時間|小时|小時|시간|час)/, HOUR],
  [/^(?:d\b|day|tag|jour|día|dia|giorn|dag|dni|dzie|gün|日|天|일|дн|дней|суток)/, DAY],
  [/^(?:week|woche|semaine|semana|settiman|tydzie|tygodni|hafta|週|周|주|недел)/, 7 * DAY],
];

const NUMBER_WORDS: Record<string, number> = {
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

const NUMBER = String.raw`(\d{1,4}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
const UNIT = String.raw`([a-zà-ÿąćęłńóśźżğıöüşа-яё]+\.?|秒|分|時間|小时|小時|日|天|週|周|초|분|시간|일|주)`;

/**
 * Phrases that state a lifetime, each with the number and the unit as groups 1 and 2. The
 * statement words bind the number to a lifetime, so "delivered in 3 days" is not one.
 */
const LIFETIME_PHRASES: RegExp[] = [
  // English
  new RegExp(
    String.raw`(?:expires?|expiring|valid|good|active|usable|available|works?)\b[^.!?\n]{0,40}?\b(?:in|for|within|after|during)\s+(?:the\s+next\s+)?${NUMBER}[\s-]*${UNIT}`,
    "iu",
  ),
  new RegExp(String.raw`\bwithin\s+(?:the\s+next\s+)?${NUMBER}[\s-]*${UNIT}`, "iu"),
  new RegExp(String.raw`\b${NUMBER}[\s-]*${UNIT}\s+(?:to|before it expires)`, "iu"),
  // German
  new RegExp(String.raw`\b${NUMBER}\s*${UNIT}\s+(?:lang\s+)?gültig`, "iu"),
  new RegExp(String.raw`(?:gültig|läuft)[^.!?\n]{0,30}?\b(?:für|in|nach|innerhalb von)\s+${NUMBER}\s*${UNIT}`, "iu"),
  new RegExp(String.raw`\binnerhalb\s+(?:von\s+|der\s+nächsten\s+)?${NUMBER}\s*${UNIT}`, "iu"),
  // French
  new RegExp(
    String.raw`(?:expire(?:nt|ra|ront)?|valable|valide)[^.!?\n]{0,30}?\b(?:dans|pendant|pour|durant|sous)\s+${NUMBER}\s*${UNIT}`,
    "iu",
  ),
  // Spanish, Portuguese
  new RegExp(
    String.raw`(?:caduca(?:rá)?|expira(?:rá)?|vence(?:rá)?|válid[oa]|valid[oa])[^.!?\n]{0,30}?\b(?:en|em|durante|por|dentro de)\s+${NUMBER}\s*${UNIT}`,
    "iu",
  ),
  // Italian
  new RegExp(String.raw`(?:scade(?:rà)?|valid[oa])[^.!?\n]{0,30}?\b(?:tra|fra|entro|per)\s+${NUMBER}\s*${UNIT}`, "iu"),
  // Dutch
  new RegExp(
    String.raw`(?:verloopt|vervalt|geldig)[^.!?\n]{0,30}?\b(?:over|na|binnen|voor|gedurende)\s+${NUMBER}\s*${UNIT}`,
    "iu",
  ),
  new RegExp(String.raw`\b${NUMBER}\s*${UNIT}\s+geldig`, "iu"),
  // Polish
  new RegExp(
    String.raw`(?:wygaśnie|wygasa|ważn[yae])[^.!?\n]{0,30}?\b(?:za|przez|w ciągu)\s+${NUMBER}\s*${UNIT}`,
    "iu",
  ),
  // Russian
  new RegExp(
    String.raw`(?:истекает|действителен|действительна|действительно|действует)[^.!?\n]{0,30}?(?:через|в течение)\s+${NUMBER}\s*${UNIT}`,
    "iu",
  ),
  new RegExp(String.raw`(?:в течение|через)\s+${NUMBER}\s*${UNIT}`, "iu"),
  // Turkish
  new RegExp(String.raw`\b${NUMBER}\s*${UNIT}\s+(?:içinde|boyunca|süreyle|geçerli|sonra)`, "iu"),
  // Japanese, Chinese, Korean: the number and unit come first.
  new RegExp(
    String.raw`(\d{1,4})\s*(分|時間|日|週間)(?:間)?\s*(?:だけ)?(?:有効|以内|後に失効|後に期限|で失効|で期限)`,
    "u",
  ),
  new RegExp(String.raw`有効期限[はが：:]?\s*(\d{1,4})\s*(分|時間|日)`, "u"),
  new RegExp(String.raw`(\d{1,4})\s*(分钟|分鐘|小时|小時|天)\s*(?:内|內)?(?:有效|过期|過期|失效)`, "u"),
  new RegExp(String.raw`有效期(?:为|為)?\s*(\d{1,4})\s*(分钟|分鐘|小时|小時|天)`, "u"),
  new RegExp(String.raw`(\d{1,4})\s*(분|시간|일)\s*(?:동안|이내|내에|후에|간)\s*(?:유효|만료|사용)?`, "u"),
];

/** "due in August 10, 2026 09:14 AM", "valid until 10 August 2026", "expires on 2026-08-10". */
const END_DATE =
  /\b(?:due(?: in| on| by)?|valid until|expires? on|expires? at|until)\s+((?:[A-Z][a-z]+\.? \d{1,2},? \d{4}|\d{1,2} [A-Z][a-z]+ \d{4}|\d{4}-\d{2}-\d{2})(?:,? (?:at )?\d{1,2}:\d{2}(?::\d{2})?(?: ?[AP]M)?)?(?: ?(?:UTC|GMT|Z))?)/;

function unitSeconds(unit: string): number | null {
  const word = unit.toLowerCase();
  for (const [pattern, seconds] of UNITS) if (pattern.test(word)) return seconds;
  return null;
}

function numberValue(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  return NUMBER_WORDS[text.toLowerCase()] ?? null;
}

/** The first lifetime the email states, in reading order (subject first). */
export function findExpiry(texts: string[]): StatedExpiry | null {
  for (const text of texts) {
    let best: { index: number; seconds: number } | null = null;
    for (const phrase of LIFETIME_PHRASES) {
      const match = phrase.exec(text);
      if (!match?.[1] || !match[2]) continue;
      const count = numberValue(match[1]);
      const unit = unitSeconds(match[2]);
      if (count === null || unit === null || count <= 0) continue;
      const seconds = count * unit;
      // Lifetimes beyond a year are not what a test reads an email for.
      if (seconds > 366 * DAY) continue;
      if (!best || match.index < best.index) best = { index: match.index, seconds };
    }
    if (best) return { seconds: best.seconds };
    const end = END_DATE.exec(text);
    if (end?.[1]) {
      const when = /UTC|GMT|Z$/.test(end[1]) ? end[1] : `${end[1]} UTC`;
      const at = new Date(when.replace(/ at /, " "));
      if (!Number.isNaN(at.getTime())) return { at };
    }
  }
  return null;
}
