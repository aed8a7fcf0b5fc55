import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** An API key: "pbx_" and 32 characters of base64url from a cryptographic source. */
export function generateApiKey(): string {
  return `pbx_${randomBytes(24).toString("base64url")}`;
}

/**
 * API keys are random secrets, so a plain SHA-256 is enough to store them: nobody can walk back
 * from the digest, and there is no low-entropy password to slow down with a KDF.
 */
export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

/** Hex SHA-256 of a random token (a checkout's), which is stored instead of the token. */
export function sha256Hex(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Constant-time comparison of two hex digests of equal length. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
