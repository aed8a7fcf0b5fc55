import type { Chrono } from "chrono-node";
// Only the languages read here: the whole package would load 16 locales into every parser worker.
import * as de from "chrono-node/de";
import * as en from "chrono-node/en";
import * as es from "chrono-node/es";
import * as fr from "chrono-node/fr";
import * as it from "chrono-node/it";
import * as ja from "chrono-node/ja";
import * as nl from "chrono-node/nl";
import * as pt from "chrono-node/pt";
import * as ru from "chrono-node/ru";
import * as zh from "chrono-node/zh";
import { DURATION, NOT_A_LIFETIME } from "./durations.js";
import { findZone, zoneOffsetMinutes } from "./zones.js";

/**
 * A window that starts with a duration, after a preposition or none: "in 15 minutes", "dans 2
 * heures", "10 minutes after it was sent". Right after "until" a number of hours is a time
 * ("jusqu'à 14 h 45", "a las 14 horas"), read as an end.
 */
const STARTS_WITH_DURATION = new RegExp(
  `^(?:(?:in|within|for|after|dans|pendant|en|em|por|durante|tra|fra|per|over|na|binnen|za|przez|через|в течение|após)\\s+(?:the next\\s+)?${DURATION}|(?!\\d{1,2}\\s*(?:h\\b|h\\s*\\d|uhr|heures?|horas?|ore\\b|uur))${DURATION})`,
  "iu",
);

/**
 * Lifetimes written as an end: "valid until August 10, 2026 09:14 AM PST", "gültig bis
 * 12.11.2026, 18:00 Uhr MEZ", "2026年11月12日 18:00まで有効", "until tomorrow", "until the end
 * of the day". Dates are read by chrono-node where it knows the language and by rules where it
 * does not (Polish, Turkish, Korean, and numeric dates everywhere). A date without a time ends at
 * the midnight after it; a time without a zone is in the zone of the email's Date header.
 */

/** When and in which zone the email was written: what "today" and a zone-less time mean. */
export interface TimeAnchor {
  at: Date;
  /** Minutes east of UTC of the Date header's zone (0 without one). */
  offsetMinutes: number;
}

type ChronoLocale = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl" | "ru" | "ja" | "zh";

interface EndPhrase {
  pattern: RegExp;

  /** The date comes after the words ("valid until ...") or before them ("...まで有効"). */
  dateAfter: boolean;
  locale: ChronoLocale | null;
}

const phrase = (source: string, dateAfter: boolean, locale: ChronoLocale | null): EndPhrase => ({
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
const ABOUT_A_LIFETIME = new RegExp(
  `${B}(?:code|link|url|invitation|invite|token|password|pin|passcode|valid|expir|works${E}|einladung|gültig|gilt${E}|läuft|verfällt|lien|valable|valide|expire|enlace|invitación|código|codigo|válid|caduca|vence|convite|expira|collegamento|invito|codice|valid[oa]${E}|scad|uitnodiging|geldig|verloopt|kod|kodu|zaproszeni|ważn|wygas|bağlantı|davet|geçerli|ссылк|приглашени|код|действ|истека)|コード|リンク|招待|有効|期限|链接|鏈接|連結|邀请|邀請|验证码|驗證碼|有效|링크|초대|코드|유효|만료`,
  "iu",
);

/** Words that say the code or link lasts until a time. */
const END_PHRASES: EndPhrase[] = [
  phrase(
    `${B}(?:(?:valid|good|active|usable|works)\\s+)?(?:until|till|through|thru|before)${E}|${B}expir(?:es|e|ing|y|ation)\\s*(?:on|at|date|:)?${E}|${B}due(?:\\s+(?:in|on|by))?${E}`,
    true,
    "en",
  ),
  phrase(
    `${B}(?:gültig\\s+)?bis(?:\\s+(?:zum|spätestens|um))?${E}|${B}(?:läuft|verfällt|endet|abläuft)\\s+(?:am|um)${E}`,
    true,
    "de",
  ),
  phrase(`${B}jusqu['’](?:au|à|a)${E}|${B}avant(?:\\s+le)?${E}|${B}expire(?:ra)?\\s+(?:le|à)${E}`, true, "fr"),
  phrase(
    `${B}hasta(?:\\s+(?:el|las?))?${E}|${B}antes\\s+de(?:l|\\s+las?)?${E}|${B}(?:caduca|vence|expira)\\s+(?:el|a\\s+las?)${E}`,
    true,
    "es",
  ),
  phrase(
    `${B}até(?:\\s+(?:o|às|as|a|ao))?${E}|${B}antes\\s+d[eoa]s?${E}|${B}(?:expira|vence)\\s+(?:em|às|no dia)${E}`,
    true,
    "pt",
  ),
  phrase(
    `${B}fino\\s+a(?:l|lle|lla|d)?${E}|${B}entro\\s+(?:il|le|la|l['’])|${B}scade\\s+(?:il|alle|alla|a)${E}`,
    true,
    "it",
  ),
  phrase(`${B}(?:tot(?:\\s+en\\s+met)?|t/m|vóór)${E}|${B}(?:verloopt|vervalt)\\s+(?:op|om)${E}`, true, "nl"),
  phrase(
    `${B}do(?:\\s+(?:dnia|godz\\.?|godziny))?${E}|${B}(?:wygasa|wygaśnie|traci ważność)(?:\\s+dnia)?${E}`,
    true,
    null,
  ),
  phrase(`${B}(?:до|истекает)${E}`, true, "ru"),
  phrase(`(?:['’]?(?:[ae]|y[ae]|n[ae]))?\\s*kadar${E}`, false, null),
  phrase("まで|(?:中|内|のみ)+有効", false, "ja"),
  phrase("(?:有効期限|期限|有効期間)\\s*(?:は|が|：|:)", true, "ja"),
  phrase(
    "有效期限?(?:至|到)|截止(?:至|到|时间|時間|日期)?(?:为|為|：|:)?|有效期限(?:：|:)|(?<![\\p{Script=Han}])至",
    true,
    "zh",
  ),
  phrase("(?:之前|以前|前)(?:有效|失效)?|(?:内|內)?有效|失效|過期|过期|到期", false, "zh"),
  phrase("까지", false, null),
  phrase("(?:만료일|유효기간|만료 시간|만료 일시)\\s*[:：]?", true, null),
];

const ANY_END_PHRASE = new RegExp(END_PHRASES.map(({ pattern }) => pattern.source).join("|"), "iu");

/** Words for today, tomorrow and the end of a day, in the 13 languages. */
const TOMORROW =
  /(?<![\p{L}\p{N}])(?:tomorrow|morgen|morgigen|demain|mañana|amanhã|domani|jutro|jutrzejsz\p{L}*|yarın|завтра|завтрашнего)(?![\p{L}\p{N}])|明日|明天|내일/iu;
const END_OF_DAY =
  /(?<![\p{L}\p{N}])(?:(?:the\s+)?end\s+of\s+(?:the\s+)?(?:day|today)|today|tonight|midnight|ende\s+des\s+(?:heutigen\s+)?tages|heutigen|heute|mitternacht|(?:la\s+)?fin\s+de\s+(?:la\s+)?journée|aujourd['’]hui|minuit|(?:el\s+)?final\s+del\s+día|hoy|medianoche|(?:o\s+)?(?:final|fim)\s+do\s+dia(?:\s+de\s+hoje)?|hoje|meia-noite|(?:la\s+)?fine\s+della\s+giornata|oggi|mezzanotte|(?:het\s+)?einde\s+van\s+de\s+dag|vandaag|middernacht|końca\s+dnia|dzisiaj|dziś|północy|gün\s+sonuna|bugün|gece\s+yarısı|конца\s+(?:сегодняшнего\s+)?дня|сегодняшнего|сегодня|полуночи)(?![\p{L}\p{N}])|本日中|今日中|本日|今日内|今日|当天|當天|今天|오늘/iu;

/** A time of day: "18:00", "6:30 PM", "9 AM", "18 Uhr", "18h00", "18時30分", "18시 30분". */
const TIME =
  /(오전|오후|午前|午後|上午|下午|晚上)?\s*(\d{1,2})(?:\s?[:.h]\s?(\d{2}))?\s*(?:(a\.?\s?m\.?|p\.?\s?m\.?)|uhr|時|时|시|点|點)?(?:\s*(\d{1,2})\s*(?:分|분))?/iu;

/** The instant of a wall-clock time in a zone. */
function instant(year: number, month: number, day: number, hour: number, minute: number, offset: number): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - offset * 60_000);
}

/** The calendar day of an instant in a zone. */
function localDay(at: Date, offset: number): { year: number; month: number; day: number } {
  const shifted = new Date(at.getTime() + offset * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The midnight after a calendar day, in a zone. */
const endOfDay = (year: number, month: number, day: number, offset: number) =>
  instant(year, month, day + 1, 0, 0, offset);

/** A time of day at the start of the text: hour and minute on the 24-hour clock. */
function timeOfDay(text: string): { hour: number; minute: number } | null {
  const match = TIME.exec(text);
  if (!match || match.index > 12) return null;
  const [, before, hours, minutes, after, cjkMinutes] = match;
  // "24時間", "3시간": a number of hours, not a time of day.
  if (/^(?:間|간)/u.test(text.slice(match.index + match[0].length))) return null;
  // A bare number is a time only with minutes, a meridiem or a word for "o'clock".
  if (minutes === undefined && after === undefined && before === undefined && !/uhr|時|时|시|点|點/i.test(match[0]))
    return null;
  let hour = Number(hours);
  const minute = Number(minutes ?? cjkMinutes ?? 0);
  const meridiem = after?.toLowerCase().replace(/[.\s]/g, "");
  const pm = meridiem === "pm" || (before !== undefined && /오후|午後|下午|晚上/u.test(before));
  const am = meridiem === "am" || (before !== undefined && /오전|午前|上午/u.test(before));
  if (pm && hour < 12) hour += 12;
  if (am && hour === 12) hour = 0;
  if (hour > 24 || minute > 59) return null;
  return { hour, minute };
}

/** "until tomorrow", "bis heute 18 Uhr", "until 11:45 PM today", "until the end of the day", "本日中". */
function relativeDay(window: string, anchor: TimeAnchor): Date | null {
  // The first day word of the sentence: "до конца сегодняшнего дня. Завтра ..." ends today.
  const sentence = window.split(/[.!?](?:\s|$)|[。！？]/u)[0] ?? "";
  const tomorrowWord = TOMORROW.exec(sentence);
  const todayWord = END_OF_DAY.exec(sentence);
  const tomorrow = tomorrowWord && (!todayWord || tomorrowWord.index <= todayWord.index) ? tomorrowWord : null;
  const match = tomorrow ?? todayWord;
  if (!match || match.index > 24) return null;
  const { year, month, day } = localDay(anchor.at, anchor.offsetMinutes);
  const target = tomorrow ? day + 1 : day;
  const rest = window
    .slice(match.index + match[0].length)
    .replace(/^\s*(?:at|um|à|a las|às|alle|om|o|saat|в)?\s*/iu, "");
  const midnight =
    /midnight|mitternacht|minuit|medianoche|meia-noite|mezzanotte|middernacht|północy|gece yarısı|полуночи/iu.test(
      match[0],
    );
  // The time may come before the day ("11:45 PM today") or after it ("heute um 18 Uhr").
  const time = midnight ? null : match.index > 0 ? timeOfDay(window.slice(0, match.index)) : timeOfDay(rest);
  const zone = zoneNear(rest) ?? anchor.offsetMinutes;
  if (time) return instant(year, month, target, time.hour, time.minute, zone);
  return endOfDay(year, month, target, anchor.offsetMinutes);
}

/** A zone written near a time: "PST", "MEZ", "UTC+3", "(ora italiana, CEST)", "МСК", "日本時間". */
function zoneNear(text: string): number | null {
  // A stop ends the sentence, unless it ends a one-letter abbreviation ("10:30 a. m.").
  // A rest of a one-letter abbreviation may lead ("10:30 a" + ". m. (GMT-06:00)").
  const rest = text.replace(/^\.?\s*(?:\p{L}\.\s*)*/u, "");
  const sentence = rest.slice(0, 60).split(/(?<!(?:^|[\s(])\p{L})[.!?](?:\s|$)|[。！？]/u)[0] ?? "";
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
  "września",
  "października",
  "listopada",
  "grudnia",
];
const TURKISH_MONTHS = [
  "ocak",
  "şubat",
  "mart",
  "nisan",
  "mayıs",
  "haziran",
  "temmuz",
  "ağustos",
  "eylül",
  "ekim",
  "kasım",
  "aralık",
];

/**
 * Dates chrono does not read: numeric forms in every language (12.11.2026, 2026-11-12,
 * 2026/11/12, 2026년 11월 12일, 12/11/2026 outside English), and Polish and Turkish month names.
 */
function ruleDate(
  window: string,
  english: boolean,
  anchor: TimeAnchor,
): { year: number; month: number; day: number; start: number; end: number } | null {
  const today = localDay(anchor.at, anchor.offsetMinutes);
  // A day written without its year is the next one to come: "1월 10일" in late November is January's.
  const upcoming = (month: number, day: number) =>
    month < today.month || (month === today.month && day < today.day) ? today.year + 1 : today.year;
  const forms: [RegExp, (m: RegExpExecArray) => [number, number, number]][] = [
    [/(\d{4})\s*[-./年]\s*(\d{1,2})\s*[-./月]\s*(\d{1,2})\s*日?/u, (m) => [+m[1]!, +m[2]!, +m[3]!]],
    [/(\d{1,2})\s*月\s*(\d{1,2})\s*日/u, (m) => [upcoming(+m[1]!, +m[2]!), +m[1]!, +m[2]!]],
    // With its year before without: "1월 10일" alone would take this year out of "2027년 1월 10일".
    [/(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일/u, (m) => [+m[1]!, +m[2]!, +m[3]!]],
    [/(\d{1,2})\s*월\s*(\d{1,2})\s*일/u, (m) => [upcoming(+m[1]!, +m[2]!), +m[1]!, +m[2]!]],
    [
      /(\d{1,2})[./](\d{1,2})[./](\d{4})/u,
      (m) => (english && m[0].includes("/") ? [+m[3]!, +m[1]!, +m[2]!] : [+m[3]!, +m[2]!, +m[1]!]),
    ],
    [
      new RegExp(`(\\d{1,2})\\s+(${POLISH_MONTHS.join("|")})\\s+(\\d{4})`, "iu"),
      (m) => [+m[3]!, POLISH_MONTHS.indexOf(m[2]!.toLowerCase()) + 1, +m[1]!],
    ],
    [
      new RegExp(`(\\d{1,2})\\s+(${TURKISH_MONTHS.join("|")})\\s+(\\d{4})`, "iu"),
      (m) => [+m[3]!, TURKISH_MONTHS.indexOf(m[2]!.toLocaleLowerCase("tr")) + 1, +m[1]!],
    ],
  ];
  for (const [pattern, read] of forms) {
    const match = pattern.exec(window);
    if (!match || match.index > 16) continue;
    const [year, month, day] = read(match);
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    return { year, month, day, start: match.index, end: match.index + match[0].length };
  }
  return null;
}

const PARSERS: Record<ChronoLocale, Chrono> = {
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
function absolute(window: string, locale: ChronoLocale | null, anchor: TimeAnchor): Date | null {
  const rule = ruleDate(window, locale === "en", anchor);
  if (rule) {
    const rest = window.slice(rule.end).replace(/^[\s,]*(?:at|um|à|a las|às|alle|om|o|godz\.?|saat|в)?\s*/iu, "");
    // "10:45 del 28/04/2026" has its time before the date, "28/04/2026 10:45" after it.
    const time = (rule.start > 0 ? timeOfDay(window.slice(0, rule.start)) : null) ?? timeOfDay(rest);
    const zone = zoneNear(rest) ?? anchor.offsetMinutes;
    return time
      ? instant(rule.year, rule.month, rule.day, time.hour, time.minute, zone)
      : endOfDay(rule.year, rule.month, rule.day, zone);
  }
  if (locale) {
    const [result] = PARSERS[locale].parse(
      window,
      { instant: anchor.at, timezone: anchor.offsetMinutes },
      { forwardDate: true },
    );
    const start = result?.start;
    // A weekday or a time alone ("until Friday", "until 6 PM") is fine; a bare number is not a date.
    // A reading that stops inside a word ("24時" of "24時間", a duration) is no date.
    const cut = result ? /^[\p{L}]/u.test(window.slice(result.index + result.text.length)) : false;
    if (
      result &&
      start &&
      !cut &&
      result.index <= 16 &&
      (start.isCertain("day") || start.isCertain("weekday") || start.isCertain("hour"))
    ) {
      const year = start.get("year") ?? localDay(anchor.at, anchor.offsetMinutes).year;
      const month = start.get("month")!;
      const day = start.get("day")!;
      const after = window.slice(result.index + result.text.length);
      const zone = start.isCertain("timezoneOffset")
        ? start.get("timezoneOffset")!
        : (zoneNear(after) ?? anchor.offsetMinutes);
      if (!start.isCertain("hour")) {
        // "20 апреля 2026 г., 12:00": a time chrono left after the date.
        const time = timeOfDay(
          after.replace(/^\s*(?:г\.|года|r\.|roku)?[\s,]*(?:at|um|à|a las|às|alle|om|o|saat|в)?\s*/iu, ""),
        );
        if (time) return instant(year, month, day, time.hour, time.minute, zone);
        return endOfDay(year, month, day, zone);
      }
      return instant(year, month, day, start.get("hour")!, start.get("minute") ?? 0, zone);
    }
  }
  // A time alone ("scade alle 20:15", "até às 15h40", "18:00'e kadar"): the next such time.
  const time = timeOfDay(window);
  if (!time) return null;
  const zone = zoneNear(window) ?? anchor.offsetMinutes;
  const { year, month, day } = localDay(anchor.at, zone);
  const at = instant(year, month, day, time.hour, time.minute, zone);
  return at.getTime() > anchor.at.getTime() ? at : instant(year, month, day + 1, time.hour, time.minute, zone);
}

/** The first stated end in a text, with where it stands. */
export function findStatedEnd(text: string, anchor: TimeAnchor): { at: Date; index: number } | null {
  // One scan tells whether any end words stand in the text at all; most texts have none.
  if (!ANY_END_PHRASE.test(text)) return null;
  let best: { at: Date; index: number } | null = null;
  for (const { pattern, dateAfter, locale } of END_PHRASES) {
    for (const match of text.matchAll(pattern)) {
      if (best && match.index >= best.index) break;
      // Words as general as "until" or "bis" state a lifetime only in a sentence about the code
      // or link ("This invitation will be due in August 10"), not about a payment or a sale.
      const sentence = sentenceOf(text, match.index);
      if (!ABOUT_A_LIFETIME.test(sentence)) continue;
      NOT_A_LIFETIME.lastIndex = 0;
      if (NOT_A_LIFETIME.test(sentence)) continue;
      const window = dateAfter
        ? text.slice(match.index + match[0].length, match.index + match[0].length + 80).replace(/^[\s:：,]+/, "")
        : text.slice(Math.max(0, match.index - 48), match.index);
      // "expires in 15 minutes" is a duration (durations.ts), not an end.
      if (dateAfter && STARTS_WITH_DURATION.test(window)) continue;
      const at = dateAfter
        ? (relativeDay(window, anchor) ?? absolute(window, locale, anchor))
        : before(window, locale, anchor);
      if (!at || at.getTime() <= anchor.at.getTime() - 60_000) continue;
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
const SENTENCE_REACH = 300;

/** The sentence a position stands in, as far as SENTENCE_REACH on each side. */
function sentenceOf(text: string, index: number): string {
  const window = text.slice(Math.max(0, index - SENTENCE_REACH), index + SENTENCE_REACH);
  const at = Math.min(index, SENTENCE_REACH);
  const start = Math.max(window.lastIndexOf(". ", at), window.lastIndexOf("\n", at), 0);
  const ends = [". ", "\n"].map((stop) => window.indexOf(stop, at)).filter((end) => end !== -1);
  return window.slice(start, ends.length > 0 ? Math.min(...ends) : undefined);
}

/** The date that stands before words like "まで" or "kadar": the last date in the window. */
function before(window: string, locale: ChronoLocale | null, anchor: TimeAnchor): Date | null {
  // "bugün gün sonuna kadar", "yarın gün sonuna kadar", "今日内有效": a day word near the end.
  const near = window.slice(-30);
  const day = TOMORROW.exec(near) ?? END_OF_DAY.exec(near);
  if (day) {
    const at = relativeDay(near.slice(day.index), anchor);
    if (at) return at;
  }
  // Try each place a date or time may start, in reading order: the first that reads as one, read
  // as far as it goes ("31 Ağustos 2026 saat 23:59'a kadar", not just "23:59'a kadar").
  const starts = [...window.matchAll(/(?:^|[\s、,(（：:])(?=[\d明今本오내])|(?<=\D)(?=\d{4}\s*[-./年년])/gu)].map(
    (match) => match.index + match[0].length,
  );
  for (const start of starts) {
    const piece = window.slice(start);
    const at = relativeDay(piece, anchor) ?? absolute(piece, locale, anchor);
    if (at) return at;
  }
  return null;
}
