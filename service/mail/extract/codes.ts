import type { Block } from "./document.js";
import type { FoundCode } from "./types.js";
import { CODE_WORDS, COUPON_WORDS, DECOY_WORDS, lastMatchEnd, OTP_WORDS } from "./vocabulary.js";

/**
 * Codes: 4 to 10 letters and digits a person types, found where a person would see them as a
 * code: right after words that announce one ("Your code is 123456"), or alone on a line or in
 * a cell near such words. Everything else that looks like a number (dates, times, prices,
 * phones, order numbers, colours, versions, addresses) is a decoy. When unsure: no code.
 */

interface Token {
  value: string;
  start: number;
  end: number;
}

/** A run of letters and digits not glued to other characters that make it something else. */
const TOKEN = /[A-Za-z0-9]+/g;

/** Characters that, right before a token, make it part of something else (a URL, a price, a colour). */
const GLUED_BEFORE = /(?:[\p{L}\p{N}@#$€£¥₹₩₽+/\\=&?_%'’-]|\d[.,:])$/u;
/** Characters that, right after, do the same ("12:30", "3.5", "10%", "5€", "file.png"). */
const GLUED_AFTER = /^(?:[\p{L}\p{N}@/\\_%$€£¥₹₩₽'’]|[.,:-][\p{L}\p{N}])/u;

const CURRENCY_NEAR = /(?:[$€£¥₹₩₽]|\b(?:usd|eur|gbp|chf|jpy|cny|brl|pln|try|rub)\b)/i;
const MONTHS =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
const SENTENCE_END = /[.!?。！？]\s/;
const MAY_HOLD_CODE = /\d|[A-Z]{2,5}-[A-Z]{2,5}/;

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    tokens.push({ value: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

const shapeOf = (part: string) => (/^\d+$/.test(part) ? "digits" : /^[A-Z0-9]+$/.test(part) ? "upper" : "other");

/**
 * Joins "123 456" and "WFZF-BLLN" into one code: two halves of the same shape and about the
 * same length, separated by one space or dash. The dash stays (it is typed); the space goes.
 */
function joinHalves(text: string, tokens: Token[]): Token[] {
  const joined: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const left = tokens[i]!;
    const right = tokens[i + 1];
    const separator = right ? text.slice(left.end, right.start) : "";
    if (
      right &&
      (separator === " " || separator === "-") &&
      left.value.length >= 2 &&
      left.value.length <= 5 &&
      Math.abs(left.value.length - right.value.length) <= 1 &&
      shapeOf(left.value) !== "other" &&
      shapeOf(left.value) === shapeOf(right.value) &&
      left.value.length + right.value.length <= 10
    ) {
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

const alnumLength = (value: string) => value.replace(/-/g, "").length;

/** Whether the characters of a token can be a code at all, and how sure a lone token can make us. */
function shapeAllows(value: string, inline: boolean): boolean {
  const length = alnumLength(value);
  if (length < 4 || length > 10) return false;
  const plain = value.replace(/-/g, "");
  if (/^\d+$/.test(plain)) return true;
  const hasDigit = /\d/.test(plain);
  const upper = /^[A-Z0-9]+$/.test(plain);
  // Letters only: a dashed group of capitals (WFZF-BLLN) reads as a code; a word does not.
  if (!hasDigit) return upper && value.includes("-");
  // Letters and digits in capitals (3P3PJ8GZ) read as a code; mixed case only when announced.
  return upper || inline;
}

function isDecoy(text: string, token: Token, joinedNeighbours: Token[]): boolean {
  const before = text.slice(0, token.start);
  const after = text.slice(token.end);
  if (GLUED_BEFORE.test(before) || GLUED_AFTER.test(after)) return true;
  const plain = token.value.replace(/-/g, "");
  const digitsOnly = /^\d+$/.test(plain);
  const near = text.slice(Math.max(0, token.start - 28), token.start);
  if (DECOY_WORDS.test(near.replace(/\s+$/, "")) && /(?:^|[\s:#])$/.test(near)) {
    // "Order 123456", "Tel: 0301234567": the word right before says what the number is.
    const lastWords = near.split(/\s+/).slice(-3).join(" ");
    if (DECOY_WORDS.test(lastWords)) return true;
  }
  if (
    CURRENCY_NEAR.test(text.slice(Math.max(0, token.start - 5), token.start)) ||
    CURRENCY_NEAR.test(after.slice(0, 5))
  )
    return true;
  if (digitsOnly) {
    const year = Number(plain);
    if (plain.length === 4 && year >= 1900 && year <= 2099) return true;
    if (MONTHS.test(text.slice(Math.max(0, token.start - 12), token.end + 12))) return true;
    // A group of a longer digit sequence: "+49 30 1234 5678", "555 123 4567".
    const index = joinedNeighbours.indexOf(token);
    const previous = joinedNeighbours[index - 1];
    const next = joinedNeighbours[index + 1];
    if (previous && /^\d+$/.test(previous.value) && /^[\s()-]{1,2}$/.test(text.slice(previous.end, token.start)))
      return true;
    if (next && /^\d+$/.test(next.value) && /^[\s()-]{1,2}$/.test(text.slice(token.end, next.start))) return true;
  }
  return false;
}

/** The token comes right after words announcing a code, in the same sentence, or right before them. */
function announced(text: string, token: Token): boolean {
  const before = text.slice(Math.max(0, token.start - 80), token.start);
  const sentence = before.split(SENTENCE_END).pop() ?? "";
  const end = lastMatchEnd(CODE_WORDS, sentence);
  // "Your code is 1234", "Code: 1234", "código de verificación: 1234": a short gap without digits.
  if (end !== -1) {
    const gap = sentence.slice(end);
    if (gap.length <= 30 && !/\d/.test(gap) && !/[,;]/.test(gap)) return true;
  }
  const after = text.slice(token.end, token.end + 40);
  return /^\s*(?:is|ist|est|es|é|è|jest)\s/i.test(after) && CODE_WORDS.test(after);
}

/** The whole block is the token, maybe framed by punctuation or a short label ("Code: 1234"). */
function standsAlone(text: string, token: Token): boolean {
  const rest = (text.slice(0, token.start) + text.slice(token.end)).replace(/[\s"'“”‘’«»()[\]{}:：.,!*|_=~>-]/g, "");
  return rest.length === 0;
}

interface Candidate {
  value: string;
  subtype: FoundCode["subtype"];
  order: number;
}

/** A coupon when promotion words stand closer to the code than sign-in or verification words. */
function classify(region: string): FoundCode["subtype"] {
  const coupon = lastMatchEnd(COUPON_WORDS, region);
  return coupon !== -1 && coupon > lastMatchEnd(OTP_WORDS, region) ? "coupon" : "otp";
}

/** Codes of one document (the subject counts as the first block). Best first, no duplicates. */
export function findCodes(subject: string | null, documents: Block[][]): FoundCode[] {
  const candidates: Candidate[] = [];
  let order = 0;
  for (const blocks of [subject ? [{ text: subject }] : [], ...documents]) {
    blocks.forEach((block, index) => {
      const text = block.text;
      // A code has a digit or is a dashed group of capitals; most blocks have neither.
      if (text.length > 2000 || !MAY_HOLD_CODE.test(text)) return;
      const tokens = joinHalves(text, tokensOf(text));
      for (const token of tokens) {
        order++;
        // Most tokens are words: the cheap shape test goes first.
        if (!shapeAllows(token.value, true)) continue;
        const inline = announced(text, token);
        if (!shapeAllows(token.value, inline) || isDecoy(text, token, tokens)) continue;
        const context = blocks
          .slice(Math.max(0, index - 4), index)
          .map((b) => b.text)
          .join(" \n ");
        const alone = standsAlone(text, token) && (CODE_WORDS.test(context) || CODE_WORDS.test(subject ?? ""));
        if (!inline && !alone) continue;
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
  const seen = new Set<string>();
  return candidates
    .sort((a, b) => (a.subtype === b.subtype ? a.order - b.order : a.subtype === "otp" ? -1 : 1))
    .filter((candidate) => !seen.has(candidate.value) && seen.add(candidate.value))
    .map(({ value, subtype }) => ({ value, subtype }));
}
