import type { EmailContext } from "./context.js";
import type { Block } from "./document.js";
import { CODE_FEATURES, CODE_THRESHOLD, type CodeFeature, scoreOf } from "./features.js";
import type { FoundCode } from "./types.js";
import {
  CODE_WORDS,
  COUPON_CONTEXT,
  COUPON_NAMES,
  COUPON_WORDS,
  DECOY_LABEL_CJK,
  DECOY_LABEL_WORDS,
  lastMatchEnd,
  lastMatchStart,
  MEETING_WORDS,
  TYPING_WORDS,
  VERIFICATION_WORDS,
} from "./vocabulary.js";

/**
 * Codes: every run of letters and digits a person could type is a candidate, and evidence for
 * and against it is weighed (features.ts): words that name a code before or after it, how it is
 * set apart, its shape, and labels that make it an order number, a price, a date or a phone
 * number. The best candidate at or above the threshold wins. When unsure: no code.
 */

interface Token {
  value: string;
  start: number;
  end: number;
}

export interface CodeCandidate {
  value: string;
  subtype: FoundCode["subtype"];
  score: number;
  /** It has a feature that no evidence outweighs (a price, a date, a phone number, a label). */
  vetoed: boolean;
  features: CodeFeature[];
  /** Reading order, for ties. */
  order: number;
}

/** A run of letters and digits, maybe in groups joined by single dashes ("WFZF-BLLN", "VOORJAAR-25"). */
const TOKEN = /[A-Za-z0-9]+(?:-[A-Za-z0-9]+){0,3}/g;

/** Characters that, right before a token, make it part of something else (a URL, a price, a colour). */
const GLUED_BEFORE = /(?:[\p{L}\p{N}@#$€£¥₹₩₽+/\\=&?_%'’.-]|\d[.,:])$/u;
/** Characters that, right after, do the same ("12:30", "3.5", "10%", "5€", "file.png"). */
const GLUED_AFTER = /^(?:[\p{L}\p{N}@/\\_%$€£¥₹₩₽'’]|[.,:-][\p{L}\p{N}])/u;
/** CJK text runs into codes without spaces: only these letters may touch a code there. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

const CURRENCY_NEAR = /(?:[$€£¥₹₩₽元円원]|\b(?:usd|eur|gbp|chf|jpy|cny|rmb|brl|pln|zł|try|tl|rub|krw|kr)\b|руб|лир)/iu;
const MONTHS =
  /\b(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|märz|apr(?:il)?|may|mai|jun[ei]?|jul[iy]?|aug(?:ust)?|sep(?:tember)?|o[ck]t(?:ober)?|nov(?:ember)?|de[cz](?:ember)?)\b/i;
/** How far back a token's sentence is read: a long announcement ending in a colon fits. */
const SENTENCE_REACH = 240;
/** How much text around a token the word lists are run over: enough for any announcement. */
const NEAR = 160;

/** Where a sentence ends: a stop followed by a space, or a CJK full stop. */
const SENTENCE_END = /[.!?](?:\s|$)|[。！？]/g;
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

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    tokens.push({ value: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

const shapeOf = (part: string) => (/^\d+$/.test(part) ? "digits" : /^[A-Z0-9]+$/.test(part) ? "upper" : "other");

/**
 * Joins what a person types as one code: "123 456" (two halves of the same shape and about the
 * same length, one space apart: the space goes), and a run of single characters spaced out in a
 * block of their own ("4 8 2 9 1 3"). Groups joined by a dash are one token already, dash kept.
 */
function joinParts(text: string, tokens: Token[]): Token[] {
  if (tokens.length >= 4 && tokens.length <= 10 && tokens.every((token) => token.value.length === 1)) {
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    const spaced = tokens.every((token, i) => i === 0 || /^[ -]$/.test(text.slice(tokens[i - 1]!.end, token.start)));
    if (spaced && text.slice(0, first.start).trim() === "" && text.slice(last.end).trim() === "")
      return [{ value: tokens.map((token) => token.value).join(""), start: first.start, end: last.end }];
  }
  // "48 13 97", "ABC DEF GHI": three or four groups of the same shape alone in their block.
  if (tokens.length >= 3 && tokens.length <= 4) {
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    const shape = shapeOf(first.value);
    const grouped =
      shape !== "other" &&
      tokens.every(
        (token, i) =>
          token.value.length >= 2 &&
          token.value.length <= 4 &&
          shapeOf(token.value) === shape &&
          (i === 0 || text.slice(tokens[i - 1]!.end, token.start) === " "),
      );
    const value = tokens.map((token) => token.value).join("");
    if (
      grouped &&
      value.length <= MAX_CODE_LENGTH &&
      text.slice(0, first.start).trim() === "" &&
      text.slice(last.end).trim() === ""
    )
      return [{ value, start: first.start, end: last.end }];
  }
  const joined: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const left = tokens[i]!;
    const right = tokens[i + 1];
    const separator = right ? text.slice(left.end, right.start) : "";
    if (
      right &&
      separator === " " &&
      left.value.length >= 2 &&
      left.value.length <= 5 &&
      Math.abs(left.value.length - right.value.length) <= 1 &&
      shapeOf(left.value) !== "other" &&
      shapeOf(left.value) === shapeOf(right.value) &&
      left.value.length + right.value.length <= MAX_CODE_LENGTH
    ) {
      joined.push({ value: left.value + right.value, start: left.start, end: right.end });
      i++;
      continue;
    }
    joined.push(left);
  }
  return joined;
}

/** The shape features of a token, or null when it cannot be a code at all. */
function shapeFeatures(value: string): CodeFeature[] | null {
  const plain = value.replace(/-/g, "");
  if (plain.length < 4 || plain.length > MAX_COUPON_LENGTH) return null;
  if (/^\d+$/.test(plain)) {
    if (plain.length > MAX_CODE_LENGTH) return null;
    if (value.includes("-")) return ["dashed_groups", plain.length === 6 ? "six_digits" : "digits"];
    return [plain.length === 6 ? "six_digits" : plain.length <= 8 ? "digits" : "long_digits"];
  }
  const hasDigit = /\d/.test(plain);
  // "6-digit", "2-step", "24-hour": words, however they are joined.
  if (value.includes("-") && /[a-z]/.test(plain)) return null;
  if (/^[A-Z0-9]+$/.test(plain)) {
    if (value.includes("-")) return ["dashed_groups"];
    return [hasDigit ? "capitals_and_digits" : "capitals_only"];
  }
  // Lower case: a word, unless digits make it an id or a code ("a3Fk9Q").
  return hasDigit && plain.length <= MAX_CODE_LENGTH ? ["mixed_case"] : null;
}

/** Part of something else: a URL, an address, a price, a version, a time. */
function glued(text: string, token: Token): boolean {
  const before = text.slice(Math.max(0, token.start - 2), token.start);
  const after = text.slice(token.end, token.end + 2);
  // In CJK text a code touches the words around it: "認証コード123456を入力".
  const cjkBefore = CJK.test(before.slice(-1));
  const cjkAfter = CJK.test(after.slice(0, 1));
  return (!cjkBefore && GLUED_BEFORE.test(before)) || (!cjkAfter && GLUED_AFTER.test(after));
}

/** The sentence around a token: what comes before it and after it, up to the sentence's ends. */
function sentenceAround(text: string, token: Token): { before: string; after: string; rest: string } {
  const head = text.slice(Math.max(0, token.start - SENTENCE_REACH), token.start);
  let cut = 0;
  for (const match of head.matchAll(SENTENCE_END)) cut = match.index + match[0].length;
  const tail = text.slice(token.end, token.end + 160);
  SENTENCE_END.lastIndex = 0;
  const end = /[.!?](?:\s|$)|[。！？]/.exec(tail);
  return {
    before: head.slice(cut),
    after: end ? tail.slice(0, end.index + 1) : tail,
    rest: end ? tail.slice(end.index + 1) : "",
  };
}

/** A label that makes the number something else, with no sign-in word between it and the number. */
function labelled(before: string): boolean {
  const near = before.slice(-40);
  const at = Math.max(lastMatchStart(DECOY_LABEL_WORDS, near), lastMatchStart(DECOY_LABEL_CJK, near));
  return at !== -1 && lastMatchStart(VERIFICATION_WORDS, near.slice(at)) === -1;
}

/** Evidence of number decoys that no wording can outweigh: prices, dates, phone numbers. */
function numberDecoys(text: string, token: Token, tokens: Token[], features: CodeFeature[]): void {
  const plain = token.value.replace(/-/g, "");
  const around = `${text.slice(Math.max(0, token.start - 5), token.start)} ${text.slice(token.end, token.end + 5)}`;
  if (CURRENCY_NEAR.test(around)) features.push("money");
  // "15h29", "9h30": a time as French and Portuguese write it; "2026-03-10": a date.
  if (/^\d{1,2}h\d{2}$/i.test(plain) || /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4})$/.test(token.value))
    features.push("date_or_time");
  // Three or more groups of digits: a phone or account number ("555-123-4567").
  if (/^\d+(?:-\d+){2,}$/.test(token.value)) features.push("phone_number");
  if (!/^\d+$/.test(plain)) return;
  const year = Number(plain);
  if (
    (plain.length === 4 && year >= 1900 && year <= 2099) ||
    MONTHS.test(text.slice(Math.max(0, token.start - 12), token.end + 12))
  )
    features.push("date_or_time");
  // A group of a longer digit sequence: "+49 30 1234 5678", "555 123 4567", "4821 9934 1120 0042".
  const index = tokens.indexOf(token);
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  const group = (other: Token | undefined, gap: string) =>
    other && /^\d+$/.test(other.value) && /^[\s()/-]{1,3}$/.test(gap);
  if (
    group(previous, previous ? text.slice(previous.end, token.start) : "") ||
    group(next, next ? text.slice(token.end, next.start) : "")
  )
    features.push("phone_number");
}

/** The whole block is the token, maybe framed by punctuation or a short label ("Code: 1234"). */
function standsAlone(text: string, token: Token): boolean {
  const rest = (text.slice(0, token.start) + text.slice(token.end)).replace(/[\s"'“”‘’«»()[\]{}:：.,!*|_=~>-]/g, "");
  return rest.length === 0 || (rest.length <= 24 && CODE_WORDS.test(rest) && !/\d/.test(rest));
}

const squeeze = (text: string) => text.replace(/[\s-]/g, "");

/**
 * A coupon when promotion words stand closer to the code than sign-in or verification words.
 * With neither near it, the email decides: a shop's mail that never speaks of signing in holds
 * coupons, everything else one-time codes.
 */
function classify(region: string, nearby: () => string, context: EmailContext): FoundCode["subtype"] {
  const coupon = lastMatchEnd(COUPON_WORDS, region);
  const verification = lastMatchEnd(VERIFICATION_WORDS, region);
  if (coupon !== -1 || verification !== -1) return coupon > verification ? "coupon" : "otp";
  const shop = context.decoyGenre === "marketing" || context.decoyGenre === "commerce";
  return shop && !context.aboutSigningIn && COUPON_WORDS.test(nearby()) ? "coupon" : "otp";
}

/** Features that set a token before a reader: without one, the words around it prove nothing. */
const PRESENTED: CodeFeature[] = ["announced_before", "announced_after", "typing_words", "alone", "emphasized"];
/** Features that say what the token is: without one, a number is only a number. */
const NAMED: CodeFeature[] = [
  "announced_before",
  "announced_after",
  "typing_words",
  "purpose_after",
  "code_words_above",
  "code_words_below",
  "subject_names_code",
];
/** Evidence that a token is something else, which no other evidence outweighs. */
const VETOES: CodeFeature[] = ["decoy_label", "booking_reference", "money", "date_or_time", "phone_number"];
const CONTEXTUAL: CodeFeature[] = ["purpose_after", "code_words_above", "code_words_below", "subject_names_code"];

/** What the candidates of one block share, worked out once per block. */
interface BlockView {
  aboveText: string;
  /** Code words in the three blocks before. */
  codeWordsAbove: boolean;
  /** Code words in the block after. */
  codeWordsInNext: boolean;
  labelIsDecoy: boolean;
  /** The line above is a short decoy label ("Order number"). */
  aboveIsDecoyLabel: boolean;
  meeting: boolean;
  /** The subject and the blocks around, for telling a coupon without words near it. */
  nearby: () => string;
}

const COUPON_NAME_AT_END = new RegExp(`(?:${COUPON_NAMES.source})$`, COUPON_NAMES.flags);
/** The text ends in a coupon's name: its last word is part of the name, not a code. */
const endsCouponName = (text: string) => COUPON_NAME_AT_END.test(text);

function viewOf(context: EmailContext, blocks: Block[], index: number): BlockView {
  const block = blocks[index]!;
  const aboveText = blocks[index - 1]?.text ?? "";
  const threeAbove = blocks
    .slice(Math.max(0, index - 3), index)
    .map((b) => b.text)
    .join("\n")
    .slice(-2 * NEAR);
  let nearby: string | undefined;
  return {
    aboveText,
    // A promotion's words on the line just above a token set apart ("15% off your next order",
    // "10% korting op je volgende bestelling:") name it as its code, as a coupon's name would.
    codeWordsAbove:
      CODE_WORDS.test(threeAbove) ||
      COUPON_NAMES.test(threeAbove.slice(-200)) ||
      (aboveText.length <= 200 && COUPON_CONTEXT.test(aboveText)),
    codeWordsInNext: CODE_WORDS.test(blocks[index + 1]?.text ?? ""),
    labelIsDecoy: block.label !== "" && labelled(block.label),
    // "15% off your next order with code" offers a discount: no order number's label.
    aboveIsDecoyLabel: aboveText.length <= 40 && labelled(aboveText) && !COUPON_CONTEXT.test(aboveText),
    meeting:
      context.decoyGenre === "calendar" ||
      MEETING_WORDS.test(`${blocks[index - 2]?.text ?? ""}\n${aboveText}\n${block.text}`.slice(-3 * NEAR)),
    nearby: () =>
      (nearby ??= [context.subject, ...blocks.slice(Math.max(0, index - 3), index + 3).map((b) => b.text)].join("\n")),
  };
}

function judge(
  context: EmailContext,
  block: Block,
  view: () => BlockView,
  token: Token,
  tokens: Token[],
  order: number,
): CodeCandidate | null {
  const text = block.text;
  const shape = shapeFeatures(token.value);
  if (!shape || glued(text, token)) return null;
  const features: CodeFeature[] = [...shape];
  const { before, after, rest } = sentenceAround(text, token);
  // Vetoes first: a price, a date, a phone number or a labelled number is never a code, and
  // most numbers of a receipt or a newsletter end here.
  numberDecoys(text, token, tokens, features);
  if (labelled(before)) features.push("decoy_label");
  if (features.some((feature) => VETOES.includes(feature))) return candidate(token, "otp", features, order);
  const { aboveText } = view();

  // The announcement is looked for near the token first, and further back only for a long one
  // that ends in a colon.
  const near = before.slice(-NEAR);
  const reach = before.length > NEAR && /[:：]\s*$/.test(before) ? before : near;
  const offset = before.length - reach.length;
  const named = lastMatchEnd(CODE_WORDS, reach);
  const namedCoupon = lastMatchEnd(COUPON_NAMES, reach);
  const announcer = Math.max(named, namedCoupon);
  const gap = announcer === -1 ? "" : before.slice(offset + announcer);
  const startsBlock = text.slice(0, token.start).trim() === "";
  const alone = standsAlone(text, token);
  // "Your code is 1234", "Code: 1234", "Вот твой код для входа в приложение «Полюс»: 004521",
  // "Il codice di conferma da inserire [...] è il seguente: R8KX-27QM": a short gap without
  // digits, or a longer one that ends in a colon.
  const shortGap = gap.length <= 30 || (gap.length <= 200 && /[:：]\s*$/.test(gap));
  if (
    (announcer !== -1 && shortGap && !/\d/.test(gap) && !/[,;]/.test(gap)) ||
    (startsBlock && /[:：]\s*$/.test(aboveText) && CODE_WORDS.test(aboveText.slice(-40))) ||
    (alone && block.label !== "" && (CODE_WORDS.test(block.label) || COUPON_NAMES.test(block.label)))
  )
    features.push("announced_before");
  const after40 = after.slice(0, 40);
  if (!/\d/.test(after40.slice(0, Math.max(0, lastMatchStart(CODE_WORDS, after40)))) && CODE_WORDS.test(after40))
    features.push("announced_after");
  const typing = lastMatchEnd(TYPING_WORDS, before.slice(-60));
  if ((typing !== -1 && Math.min(before.length, 60) - typing <= 25) || TYPING_WORDS.test(after.slice(0, 12)))
    features.push("typing_words");
  if (VERIFICATION_WORDS.test(after.slice(0, 50))) features.push("purpose_after");
  if (alone) features.push("alone");
  if (block.emphasized && squeeze(block.emphasized).includes(squeeze(token.value))) features.push("emphasized");
  // A number in the run of a sentence that no words around it name: no need to look further.
  if (!features.some((feature) => PRESENTED.includes(feature) || NAMED.includes(feature)))
    return candidate(token, "otp", [...features, "unnamed"], order);
  const shared = view();

  // The blocks above, and this block's sentences before the token's.
  const earlierInBlock = text.slice(Math.max(0, token.start - before.length - NEAR), token.start - before.length);
  if (shared.codeWordsAbove || CODE_WORDS.test(earlierInBlock)) features.push("code_words_above");
  if (shared.codeWordsInNext || CODE_WORDS.test(rest)) features.push("code_words_below");
  if (context.subjectNamesCode) features.push("subject_names_code");

  // Words around a token count only for a token set before the reader.
  if (!features.some((feature) => PRESENTED.includes(feature)))
    features.splice(0, features.length, ...features.filter((feature) => !CONTEXTUAL.includes(feature)));
  if (!features.some((feature) => NAMED.includes(feature))) features.push("unnamed");

  // A label of its table cell, or (for a value alone on its line) the line above.
  const bare = startsBlock && text.slice(token.end).trim() === "";
  if ((alone && shared.labelIsDecoy) || (bare && block.label === "" && shared.aboveIsDecoyLabel))
    features.push("decoy_label");
  if (shared.meeting) features.push("meeting_nearby");

  // The words nearest the code decide its kind; the subject only when the body says nothing.
  const region = `${context.subject} \n ${aboveText.slice(-NEAR)} \n ${near} ${after.slice(0, NEAR)}`;
  const subtype = classify(region, shared.nearby, context);
  // Capitals without a digit are a word unless promotion words make them a coupon ("Code: SUMMER"),
  // and never the last word of a coupon's own name ("TU CÓDIGO REGALO" names a gift code).
  if (features.includes("capitals_only") && (subtype !== "coupon" || !COUPON_WORDS.test(`${aboveText} ${text}`)))
    return null;
  if (features.includes("capitals_only") && endsCouponName(`${before.slice(-40)}${token.value}`)) return null;
  // A coupon is at home in a shop's mail; a one-time code is not. In a booking or a calendar
  // invitation, a "confirmation number" is a reference unless words say it is for signing in.
  if (subtype === "otp" && context.decoyGenre && context.decoyGenre !== "marketing") {
    features.push("decoy_email");
    if (
      (context.decoyGenre === "travel" || context.decoyGenre === "calendar") &&
      !features.includes("typing_words") &&
      !VERIFICATION_WORDS.test(region)
    )
      features.push("booking_reference");
  }
  if (subtype === "otp" && token.value.replace(/-/g, "").length > MAX_CODE_LENGTH) return null;
  return candidate(token, subtype, features, order);
}

function candidate(token: Token, subtype: FoundCode["subtype"], features: CodeFeature[], order: number): CodeCandidate {
  const vetoed = features.some((feature) => VETOES.includes(feature));
  return { value: token.value, subtype, score: scoreOf(CODE_FEATURES, features), vetoed, features, order };
}

/**
 * Every code candidate of the email (the subject counts as a block before the body), judged.
 * `findCodes` keeps the ones at or above the threshold.
 */
export function codeCandidates(context: EmailContext, documents: Block[][]): CodeCandidate[] {
  const candidates: CodeCandidate[] = [];
  let order = 0;
  const subjectBlock: Block[] = context.subject ? [{ text: context.subject, emphasized: "", label: "" }] : [];
  for (const [documentIndex, blocks] of [subjectBlock, ...documents].entries()) {
    blocks.forEach((block, index) => {
      if (order >= MAX_CODE_TOKENS) return;
      const text = block.text;
      if (text.length > 2000) return;
      if (!MAY_HOLD_CODE.test(text) && !(HAS_CAPITAL_WORD.test(text) && COUPON_WORDS.test(text))) return;
      const tokens = joinParts(text, tokensOf(text));
      // The subject is no evidence for a code in the subject itself.
      const blockContext = documentIndex === 0 ? { ...context, subjectNamesCode: false } : context;
      let shared: BlockView | undefined;
      const view = () => (shared ??= viewOf(blockContext, blocks, index));
      for (const token of tokens) {
        order++;
        const candidate = judge(blockContext, block, view, token, tokens, order);
        if (candidate) candidates.push(candidate);
      }
    });
  }
  return candidates;
}

/** Codes of the email, best first, one per value: one-time codes before coupons. */
export function findCodes(context: EmailContext, documents: Block[][]): FoundCode[] {
  const seen = new Set<string>();
  return codeCandidates(context, documents)
    .filter((candidate) => !candidate.vetoed && candidate.score >= CODE_THRESHOLD)
    .sort(
      (a, b) => (a.subtype === b.subtype ? 0 : a.subtype === "otp" ? -1 : 1) || b.score - a.score || a.order - b.order,
    )
    .filter((candidate) => !seen.has(candidate.value) && seen.add(candidate.value))
    .map(({ value, subtype }) => ({ value, subtype }));
}
