/**
 * The public id of an API key, as the service names it (the first 12 hex characters of the key's
 * SHA-256), worked out in the browser so the keys page can tell which row is the key signed in
 * here. Only the digest's start leaves this function, never the key. Web Crypto's digest needs a
 * secure context (https, or localhost); elsewhere the answer is null and no row is marked.
 */
export async function keyIdOf(apiKey: string): Promise<string | null> {
  if (typeof crypto === "undefined" || !crypto.subtle) return null;
  try {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(apiKey));
    return Array.from(new Uint8Array(digest).slice(0, 6), (byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    return null;
  }
}
