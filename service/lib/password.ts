import { randomString, shuffle } from "./random.js";

/** Spec, Limits: generated passwords are 16 characters. */
export const GENERATED_PASSWORD_LENGTH = 16;

const LOWER = "abcdefghijkmnopqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
// Symbols that sign-up forms accept and that survive shells and URLs without quoting trouble.
const SYMBOLS = "!#$%*+-=?@^_";

/**
 * A strong password from a cryptographic source: at least one lower-case letter, upper-case
 * letter, digit and symbol, the rest drawn from all four, positions shuffled.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [
    randomString(LOWER, 1),
    randomString(UPPER, 1),
    randomString(DIGITS, 1),
    randomString(SYMBOLS, 1),
    ...randomString(all, length - 4),
  ];
  return shuffle(chars.join("").split("")).join("");
}
