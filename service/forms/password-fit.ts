import { randomFillSync } from "node:crypto";
import { GENERATED_PASSWORD_LENGTH } from "../lib/password.js";
import { patternTester } from "./pattern.js";

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
function symbolsNamedBy(pattern: string): string {
  const named = new Set<string>();
  for (const [, body] of pattern.matchAll(/\[((?:\\.|[^\]\\])*)\]/g)) {
    if (!body || body.startsWith("^")) continue;
    // Ranges first (escaped ends included), then escapes, so that only literal symbols are left.
    const literal = body.replace(/(?:\\.|[^\\])-(?:\\.|[^\\\]])/g, "").replace(/\\(.)/g, "$1");
    for (const char of literal) if (ALL_SYMBOLS.includes(char)) named.add(char);
  }
  return [...named].join("");
}

/**
 * Random numbers drawn from the system's generator in one call: thousands of candidates may be
 * made for one field, and a call per character was the slow part of fitting one. A 32-bit draw
 * taken modulo an alphabet of under a hundred characters favours some characters by less than
 * one part in 10^7.
 */
class Draws {
  private readonly values: Uint32Array;
  private next = 0;
  constructor(count: number) {
    this.values = randomFillSync(new Uint32Array(count));
  }
  /** A number from 0 to n - 1. */
  below(n: number): number {
    return this.values[this.next++]! % n;
  }
}

/** Draws one candidate takes: a character each, and a swap each to shuffle them. */
const drawsFor = (length: number) => 2 * length;

/** A random string of `length` from the classes, one of each first when there is room. */
function candidate(classes: string[], length: number, draws: Draws): string {
  const pick = (alphabet: string) => alphabet[draws.below(alphabet.length)]!;
  const chars = classes.length <= length ? classes.map(pick) : [];
  const all = classes.join("");
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = draws.below(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}

export interface FittedPassword {
  password: string | null;
  /** Why it is not the usual 16-character strong password, or why there is none. */
  note?: string;
}

/** Candidates of each length an alphabet is tried with. */
const CANDIDATES_PER_TRY = 40;
/** All tries for one field together: beyond this, no password is offered. */
const TOTAL_BUDGET_MS = 250;

/**
 * Lengths to try, preferred first: as close to the usual 16 as the limits allow, longer before
 * shorter; among them the lengths the pattern's counts name ({4}, {8,20}).
 */
function lengthsToTry(min: number, max: number, pattern: string | undefined): number[] {
  const counted = [...(pattern ?? "").matchAll(/\{(\d+)(?:,(\d*))?\}/g)].flatMap(([, a, b]) => [
    Number(a),
    Number(b || a),
  ]);
  const range = Array.from({ length: 32 }, (_, i) => i + 1);
  const lengths = [...new Set([min, max, ...counted, ...range, 48, 64])].filter((n) => n >= min && n <= max);
  const distance = (n: number) => Math.abs(n - GENERATED_PASSWORD_LENGTH);
  return lengths.sort((a, b) => distance(a) - distance(b) || b - a);
}

export function fitPassword(rules: { minLength?: number; maxLength?: number; pattern?: string }): FittedPassword {
  const min = Math.max(1, rules.minLength ?? 1);
  const max = rules.maxLength ?? 128;
  if (max < min)
    return {
      password: null,
      note: "No password fits the field's length limits (max_length is below min_length or 0); type one yourself.",
    };
  const tester = rules.pattern ? patternTester(rules.pattern) : null;
  const named = rules.pattern ? symbolsNamedBy(rules.pattern) : "";
  const alphabets: string[][] = [
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
  const ignored =
    rules.pattern && !tester
      ? "The field's pattern is no valid regular expression, so (as a browser does) it is ignored."
      : null;
  const deadline = performance.now() + TOTAL_BUDGET_MS;
  const perLength = tester ? CANDIDATES_PER_TRY : 1;
  for (const [index, classes] of alphabets.entries()) {
    if (performance.now() > deadline) break;
    // Too short to hold one of each class: the same length is tried with fewer classes later.
    const fitting = lengths.filter((length) => length >= classes.length);
    if (fitting.length === 0) continue;
    // Every length of one alphabet in one batch, in the order of preference: the pattern is run
    // once per alphabet rather than once per length, and its first match is still the one wanted.
    const draws = new Draws(fitting.reduce((sum, length) => sum + perLength * drawsFor(length), 0));
    const candidates = fitting.flatMap((length) =>
      Array.from({ length: perLength }, () => candidate(classes, length, draws)),
    );
    const found = tester ? tester.firstMatch(candidates) : 0;
    if (found === -1) continue;
    const password = candidates[found]!;
    const length = fitting[Math.floor(found / perLength)]!;
    const weaker = index > (named ? 1 : 0);
    const characters = length === 1 ? "1 character" : `${length} characters`;
    const why = [
      length !== GENERATED_PASSWORD_LENGTH ? `${characters} to fit the field's limits` : null,
      weaker ? "a simpler alphabet, as the field's pattern allows no stronger one" : null,
    ].filter(Boolean);
    const notes = [why.length > 0 ? `The password has ${why.join(" and ")}.` : null, ignored].filter(Boolean);
    return notes.length > 0 ? { password, note: notes.join(" ") } : { password };
  }
  return {
    password: null,
    note: "No password that fits the field's pattern and length limits was found; type one yourself.",
  };
}

/** The first of the values that fits the field's length limits and pattern, or null. */
export function firstFitting(
  values: string[],
  rules: { minLength?: number | undefined; maxLength?: number | undefined; pattern?: string | undefined },
): string | null {
  const fits = values.filter(
    (value) => value.length >= (rules.minLength ?? 0) && value.length <= (rules.maxLength ?? Number.POSITIVE_INFINITY),
  );
  if (!rules.pattern) return fits[0] ?? null;
  const tester = patternTester(rules.pattern);
  if (!tester) return fits[0] ?? null;
  const found = tester.firstMatch(fits);
  return found === -1 ? null : fits[found]!;
}
