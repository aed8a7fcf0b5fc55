import { describe, expect, it } from "vitest";
import { extractEmail, type ExtractInput } from "../../service/mail/extract/index.js";
import { email } from "./input.js";

/** Written on a Monday morning in Los Angeles, received a minute later. */
const DATE_HEADER = "Mon, 10 Aug 2026 08:00:00 -0700";
const WRITTEN = new Date("2026-08-10T15:00:00Z");
const RECEIVED = new Date("2026-08-10T15:01:00Z");

const expiresAt = (text: string, parts: Partial<ExtractInput> = {}) =>
  extractEmail(email({ text, dateHeader: DATE_HEADER, receivedAt: RECEIVED, ...parts })).expiresAt;
const secondsAfterWriting = (text: string) => {
  const at = expiresAt(text);
  return at === null ? null : (at.getTime() - WRITTEN.getTime()) / 1000;
};

describe("stated lifetimes as durations", () => {
  it.each([
    ["This code expires in 10 minutes.", 600],
    ["The link is valid for 24 hours.", 86400],
    ["It will expire within an hour.", 3600],
    ["This code is valid for 1 hour and 30 minutes.", 5400],
    ["The link works for an hour and a half.", 5400],
    ["Use it within half an hour.", 1800],
    // A lifetime written with no numeral.
    ["Use the code within the hour.", 3600],
    ["The link is valid for half a day.", 43200],
    ["Der Link ist einen halben Tag gültig.", 43200],
    ["Le lien est valable une demi-journée.", 43200],
    ["Il link scade tra un'ora.", 3600],
    ["Link wygaśnie za godzinę.", 3600],
    ["Le lien est valable pendant les 15 prochaines minutes.", 900],
    ["The code expires 10 minutes after it was sent.", 600],
    ["For your protection, the code stops working after 10 minutes.", 600],
    ["Por segurança, este link só funciona durante a próxima hora.", 3600],
    ["Przycisk działa tylko w ciągu najbliższej godziny.", 3600],
    ["3분 안에 입력해 주세요.", 180],
    // The unit's abbreviation dot ends the sentence: the payment in the next one is not this one's.
    ["Kod jest ważny przez 5 minut. Wpisz go tylko na stronie płatności.", 300],
    // What follows the duration's clause is about something else, and does not undo it.
    ["The code expires in 10 minutes, do not share it with anyone, including support staff.", 600],
    ["验证码有效期为5分钟，请勿将验证码告知任何人，包括自称客服的人员。", 300],
    ["Bitte innerhalb der nächsten Stunde bestätigen.", 3600],
    ["Utilisez-le dans l'heure.", 3600],
    ["Gebruik de code binnen het uur.", 3600],
    ["Ссылка истечёт через час.", 3600],
    // Label forms, with a full-width colon touching the number in CJK.
    ["Valid for: 30 min", 1800],
    ["Vigencia: 15 minutos.", 900],
    ["Срок действия: 30 мин.", 1800],
    ["有効期限：30分", 1800],
    ["有效期：30分钟", 1800],
    ["有效期為：15分鐘", 900],
    ["유효 시간: 30분", 1800],
    ["Ссылка действительна полдня.", 43200],
    ["链接半天内有效。", 43200],
    ["You have 72 hours to activate your account.", 259200],
    ["Der Link ist 5 Minuten gültig.", 300],
    ["Der Code läuft in anderthalb Stunden ab.", 5400],
    ["Der Anmeldelink gilt 15 Minuten.", 900],
    ["Ce lien expire dans 15 minutes.", 900],
    ["Il est valable une demi-heure.", 1800],
    ["El enlace caduca en 2 horas.", 7200],
    ["La clave tiene una validez de 1 hora y 30 minutos.", 5400],
    ["O código expira em 30 minutos.", 1800],
    ["Il link scade tra 3 giorni.", 259200],
    ["Vale per 2 ore, poi dovrai richiederne uno nuovo.", 7200],
    ["De link verloopt over 20 minuten.", 1200],
    ["Deze link werkt 72 uur.", 259200],
    ["Link wygaśnie za 45 minut.", 2700],
    ["Kod działa przez pół godziny.", 1800],
    ["Masz na to tydzień.", 604800],
    ["De link is een kwartier geldig.", 900],
    ["Der Link ist eine Viertelstunde gültig.", 900],
    ["このリンクは 30 分 だけ有効です", 1800],
    ["本メール送信時刻から1時間30分 以内に入力してください", 5400],
    ["このコードは15分後に無効になります。", 900],
    ["验证码10分钟内有效", 600],
    ["您只需在一周内点击下面的链接即可激活您的帐号", 604800],
    ["이 코드는 5분 동안 유효합니다", 300],
    ["인증 링크는 발송 후 일주일 이내에 사용하셔야 합니다.", 604800],
    ["Ссылка действительна в течение 7 дней.", 604800],
    ["Код действителен 10 минут.", 600],
    ["Bu kod 10 dakika içinde geçerlidir.", 600],
    ["Şifrenin geçerlilik süresi 5 dakikadır.", 300],
  ])("reads %s", (text, seconds) => {
    expect(secondsAfterWriting(text)).toBe(seconds);
  });

  // "In an hour" with no numeral, and a label form, in each of the 13 languages.
  it.each([
    ["en", "Your code expires in an hour.", 3600],
    ["en", "Valid for: 30 min", 1800],
    ["de", "Der Code läuft in einer Stunde ab.", 3600],
    ["de", "Gültig für: 30 Min.", 1800],
    ["fr", "Le code expire dans une heure.", 3600],
    ["fr", "Durée de validité : 15 minutes", 900],
    ["es", "El código caduca en una hora.", 3600],
    ["es", "Válido por: 30 min.", 1800],
    ["pt", "O código expira em uma hora.", 3600],
    ["pt", "Validade: 15 minutos", 900],
    ["it", "Usa il codice entro un'ora.", 3600],
    ["it", "Validità: 15 minuti", 900],
    ["nl", "De code verloopt over een uur.", 3600],
    ["nl", "Geldig voor: 30 min.", 1800],
    ["pl", "Kod jest ważny przez godzinę.", 3600],
    ["pl", "Ważność: 15 minut", 900],
    ["ru", "Ссылка действительна в течение часа.", 3600],
    ["ru", "Действителен: 15 минут", 900],
    ["tr", "Kodu bir saat içinde kullanın.", 3600],
    ["tr", "Geçerlilik süresi: 30 dk.", 1800],
    ["ja", "このリンクの有効期限は半日です。", 43200],
    ["ja", "有効期間: 1時間", 3600],
    ["zh", "验证码一小时内有效。", 3600],
    ["zh", "有效期：30分钟", 1800],
    ["ko", "인증번호는 한 시간 동안 유효합니다.", 3600],
    ["ko", "유효기간: 15분", 900],
  ])("reads a lifetime in %s: %s", (_, text, seconds) => {
    expect(secondsAfterWriting(text)).toBe(seconds);
  });

  it("reads the words that announce a lifetime from a label cell above the duration", () => {
    const html = "<table><tr><td>Validité</td></tr><tr><td>2 heures</td></tr></table>";
    const at = extractEmail(email({ html, dateHeader: DATE_HEADER, receivedAt: RECEIVED })).expiresAt;
    expect(at).toEqual(new Date(WRITTEN.getTime() + 7200 * 1000));
  });

  it.each([
    ["shipping", "Your order ships in 3 days."],
    ["a refund", "You will see the refund within 30 days."],
    ["how long a step takes", "Turning on two-factor sign-in takes less than 2 minutes."],
    ["opening hours", "Our support team is available 24 hours a day."],
    ["a date, not a number of days", "이 코드는 2026년 5월 12일에 발급되었습니다"],
    ["a colour, not a number of days", "<style>color:#1a91d4</style> valid"],
  ])("says nothing of %s", (_, text) => {
    expect(expiresAt(text)).toBeNull();
  });
});

describe("stated lifetimes as an end", () => {
  it.each([
    ["with a zone", "This link is valid until August 10, 2026 09:14 AM PST.", "2026-08-10T17:14:00Z"],
    [
      "with an offset in brackets",
      "válidos hasta el 20 de septiembre de 2026 a las 10:30 a. m. (GMT-06:00).",
      "2026-09-20T16:30:00Z",
    ],
    ["without a zone, in the Date header's", "The code works until 11:45 PM today.", "2026-08-11T06:45:00Z"],
    ["tomorrow: the midnight after the next day", "This invitation is valid until tomorrow.", "2026-08-12T07:00:00Z"],
    ["the end of the day", "The link works until the end of the day.", "2026-08-11T07:00:00Z"],
    ["a date alone: the midnight after it", "Your invitation expires on August 20, 2026.", "2026-08-21T07:00:00Z"],
    ["German with MEZ", "Der Link ist gültig bis 12.11.2026, 18:00 Uhr MEZ.", "2026-11-12T17:00:00Z"],
    ["German end of today", "Es gilt bis zum Ende des heutigen Tages.", "2026-08-11T07:00:00Z"],
    [
      "Italian time before the date",
      "Il codice è valido fino alle 10:45 del 28/08/2026 (ora italiana, CEST).",
      "2026-08-28T08:45:00Z",
    ],
    ["Italian time alone", "Il codice scade alle 20:15.", "2026-08-11T03:15:00Z"],
    ["French hours written 14 h 45, today", "Ce lien est valable jusqu’à 14 h 45 aujourd’hui.", "2026-08-10T21:45:00Z"],
    ["Polish with a month name", "Zaproszenie wygaśnie 14 września 2026 r. o godz. 12:00.", "2026-09-14T19:00:00Z"],
    [
      "Russian today, not the tomorrow after it",
      "Приглашение действует до конца сегодняшнего дня. Завтра нет.",
      "2026-08-11T07:00:00Z",
    ],
    ["Portuguese hours written 15h40", "Válido até às 15h40.", "2026-08-10T22:40:00Z"],
    ["Polish end of tomorrow", "Zaproszenie jest ważne do końca jutrzejszego dnia.", "2026-08-12T07:00:00Z"],
    ["Russian with MSK", "Ссылка действительна до 20 августа 2026 г., 12:00 (МСК).", "2026-08-20T09:00:00Z"],
    ["Turkish with TSİ", "Kod, 12.09.2026 saat 14:30'a (TSİ) kadar geçerlidir.", "2026-09-12T11:30:00Z"],
    ["Turkish tomorrow", "Bağlantı yarın gün sonuna kadar geçerlidir.", "2026-08-12T07:00:00Z"],
    ["Japanese with JST", "有効期限 ：2026/09/18 23:59（JST）", "2026-09-18T14:59:00Z"],
    ["Japanese today only", "このコードは本日中のみ有効です。", "2026-08-11T07:00:00Z"],
    ["Chinese Taiwan time", "此連結將於 2026年9月2日 18:00（台灣時間）失效。", "2026-09-02T10:00:00Z"],
    ["Korean PM and KST", "이 코드는 2026년 9월 12일 오후 6시 10분(KST)까지 유효합니다.", "2026-09-12T09:10:00Z"],
    // The year's own month and day must not be read alone as this year's.
    ["Korean in the next year", "초대 링크는 2027년 1월 10일 오후 6시까지 유효합니다.", "2027-01-11T01:00:00Z"],
    ["Korean without a year, still to come", "링크는 3월 5일까지 유효합니다.", "2027-03-06T07:00:00Z"],
    ["Japanese without a year, still to come", "有効期限は8月20日までです。", "2026-08-21T07:00:00Z"],
  ])("reads an end %s", (_, text, at) => {
    expect(expiresAt(text)).toEqual(new Date(at));
  });

  it("says nothing of a sale or a membership that ends", () => {
    expect(expiresAt("Our summer sale runs until August 31, 2026.")).toBeNull();
    expect(expiresAt("会员有效期至:2026-09-14")).toBeNull();
  });
});

describe("what a lifetime is counted from", () => {
  it("counts from the Date header, in its zone", () => {
    // Written at 08:00 in Los Angeles, received a minute later: ten minutes from writing.
    expect(expiresAt("This code expires in 10 minutes.")).toEqual(new Date("2026-08-10T15:10:00Z"));
  });

  it("counts from the receipt without a Date header, or with one that cannot be true", () => {
    const at = (dateHeader: string | null) => expiresAt("This code expires in 10 minutes.", { dateHeader });
    const fromReceipt = new Date(RECEIVED.getTime() + 600_000);
    expect(at(null)).toEqual(fromReceipt);
    expect(at("not a date")).toEqual(fromReceipt);
    // A Date header from last year is a replayed fixture or a wrong clock, not the writing time.
    expect(at("Sun, 10 Aug 2025 08:00:00 -0700")).toEqual(fromReceipt);
    // Nor is one from the future.
    expect(at("Mon, 10 Aug 2026 10:00:00 -0700")).toEqual(fromReceipt);
  });

  it("takes the first statement in reading order, the subject first", () => {
    const at = extractEmail(
      email({
        subject: "Your link (valid for 1 hour)",
        text: "This code expires in 10 minutes.",
        dateHeader: DATE_HEADER,
        receivedAt: RECEIVED,
      }),
    ).expiresAt;
    expect(at).toEqual(new Date(WRITTEN.getTime() + 3600_000));
  });
});
