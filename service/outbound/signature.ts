import { createHmac, randomBytes } from "node:crypto";

/**
 * Standard Webhooks signing (standardwebhooks.com): the secret is "whsec_" and base64 of random
 * bytes; a delivery carries webhook-id, webhook-timestamp (Unix seconds) and webhook-signature,
 * "v1," and base64 of HMAC-SHA256 over "<id>.<timestamp>.<body>" keyed with the decoded secret.
 * Any Standard Webhooks library verifies it (the tests use the reference one).
 */

const PREFIX = "whsec_";

export function generateWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString("base64")}`;
}

/** Whether `secret` is one this service can sign with: whsec_ and base64 of 24 to 64 bytes. */
export function isWebhookSecret(secret: string): boolean {
  if (!secret.startsWith(PREFIX)) return false;
  const encoded = secret.slice(PREFIX.length);
  // Strict base64 (what the reference libraries decode): it must read back exactly as written.
  const decoded = Buffer.from(encoded, "base64");
  if (decoded.toString("base64") !== encoded) return false;
  const bytes = decoded.length;
  return bytes >= 24 && bytes <= 64;
}

export function signatureHeaders(
  secret: string,
  id: string,
  timestamp: Date,
  body: string,
): { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string } {
  const seconds = String(Math.floor(timestamp.getTime() / 1000));
  const key = Buffer.from(secret.slice(PREFIX.length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${seconds}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": seconds, "webhook-signature": `v1,${signature}` };
}
