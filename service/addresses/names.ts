import { randomString } from "../lib/random.js";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "../limits.js";

/**
 * Spec, create body: 3 to 64 characters of lowercase letters, digits, dots (not first, last or
 * doubled) or any of ! # $ % & ' * - / = ? ^ _ ` { | } ~.
 */
const NAME_PATTERN = /^[a-z0-9!#$%&'*\-/=?^_`{|}~]+(\.[a-z0-9!#$%&'*\-/=?^_`{|}~]+)*$/;

export const NAME_RULE = `${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters of lowercase letters, digits, dots (not first, last or doubled) or ! # $ % & ' * - / = ? ^ _ \` { | } ~`;

export function isValidName(name: string): boolean {
  return name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name);
}

const RANDOM_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/**
 * A random local part. With a persona it reads like a person's address (first.last.suffix),
 * which some sign-up forms expect; otherwise "test-" and ten random characters. The random
 * suffix keeps names unguessable, so strangers cannot aim mail at them.
 */
export function randomName(persona?: { firstName: string | null; lastName: string | null }): string {
  const slug = (text: string | null) =>
    (text ?? "")
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z]/g, "")
      .slice(0, 20);
  const first = slug(persona?.firstName ?? null);
  const last = slug(persona?.lastName ?? null);
  if (first && last) return `${first}.${last}.${randomString(RANDOM_ALPHABET, 6)}`;
  return `test-${randomString(RANDOM_ALPHABET, 10)}`;
}
