import { randomString } from "../lib/random.js";

const RANDOM_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/**
 * A random local part. With a persona it reads like a person's address (first.last.suffix),
 * which some sign-up forms expect; otherwise "test-" and ten random characters. The random
 * suffix keeps names unguessable, so strangers cannot aim mail at them.
 */
export function randomName(persona?: {
  firstName: string | null;
  lastName: string | null;
  username?: string | null;
}): string {
  const slug = (text: string | null) =>
    (text ?? "")
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z]/g, "")
      .slice(0, 20);
  const first = slug(persona?.firstName ?? null);
  const last = slug(persona?.lastName ?? null);
  if (first && last) return `${first}.${last}.${randomString(RANDOM_ALPHABET, 6)}`;
  // Names in another script (Japanese, Greek...) read as their transliterated username.
  const user = slug(persona?.username ?? null);
  if (user.length >= 3) return `${user}.${randomString(RANDOM_ALPHABET, 6)}`;
  return `test-${randomString(RANDOM_ALPHABET, 10)}`;
}
