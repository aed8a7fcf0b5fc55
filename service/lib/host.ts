/**
 * Reduces "host", "host:port" or a page URL to its host (with the port when one is written
 * and not the scheme's default), lower case. Returns null when nothing host-like is there.
 */
export function toHost(input: string): string | null {
  const value = input.trim();
  if (value.length === 0) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `http://${value}`);
  } catch {
    return null;
  }
  if (!url.hostname || url.username || url.password) return null;
  return url.host.toLowerCase();
}
