import { randomInt, randomUUID } from "node:crypto";

export function newId(): string {
  return randomUUID();
}

/** A string of `length` characters drawn uniformly (crypto.randomInt) from `alphabet`. */
export function randomString(alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Fisher-Yates with a cryptographic source, so positions of character classes are not guessable. */
export function shuffle(chars: string[]): string[] {
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars;
}
