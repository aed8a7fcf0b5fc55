/**
 * Where the API key lives: this tab's session storage, and nowhere else (not local storage, a
 * cookie or a URL), so closing the tab forgets it. If storage is blocked the key is kept in
 * memory only, for as long as the page is open.
 */
const KEY_NAME = "proofbox.apiKey";
let inMemory: string | null = null;

export function readKey(): string | null {
  try {
    return sessionStorage.getItem(KEY_NAME) || null;
  } catch {
    return inMemory;
  }
}

export function saveKey(key: string): void {
  inMemory = key;
  try {
    sessionStorage.setItem(KEY_NAME, key);
  } catch {
    // Storage blocked: the in-memory copy serves this page.
  }
}

export function forgetKey(): void {
  inMemory = null;
  try {
    sessionStorage.removeItem(KEY_NAME);
  } catch {
    // Nothing was stored.
  }
}
