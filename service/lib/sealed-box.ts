import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Encrypts saved test passwords at rest (AES-256-GCM). The key comes from the secret_key
 * setting; the sealed form is "v1.<iv>.<tag>.<ciphertext>" in base64url so it fits a TEXT column.
 */
export interface SealedBox {
  seal(plain: string): string;
  /** Opens with the current key, then with each previous one (during a key rotation). */
  open(sealed: string): string;
  /** Whether the current key opens it (false: sealed under a previous key, worth re-sealing). */
  isCurrent(sealed: string): boolean;
}

const keyOf = (secret: string) => createHash("sha256").update(`proofbox-secrets:${secret}`).digest();

function openWith(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("unknown sealed format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

export function createSealedBox(secret: string, previous: readonly string[] = []): SealedBox {
  const key = keyOf(secret);
  const older = previous.map(keyOf);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ["v1", iv, tag, body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
    },
    open(sealed) {
      try {
        return openWith(key, sealed);
      } catch (error) {
        // GCM refuses a wrong key (its tag does not match), so each older key is simply tried.
        for (const olderKey of older) {
          try {
            return openWith(olderKey, sealed);
          } catch {
            continue;
          }
        }
        throw error;
      }
    },
    isCurrent(sealed) {
      try {
        openWith(key, sealed);
        return true;
      } catch {
        return false;
      }
    },
  };
}
