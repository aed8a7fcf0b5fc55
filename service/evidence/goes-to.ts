/**
 * Where a link goes, as a run records it: the site and the path, never the query, and with
 * every token-like path segment replaced, so a run report cannot leak a sign-in secret.
 */
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;

function tokenLike(segment: string): boolean {
  if (segment.length === 0) return false;
  if (JWT.test(segment) || segment.length >= 24) return true;
  if (/^\d{5,}$/.test(segment)) return true;
  if (/^[0-9a-f]{12,}$/i.test(segment)) return true;
  // Mixed letters and digits of some length, or anything with characters ids are made of.
  return (segment.length >= 10 && /\d/.test(segment) && /[a-z]/i.test(segment)) || /[:=+~%]/.test(segment);
}

const maskPath = (path: string) =>
  path
    .split("/")
    .map((segment) => (tokenLike(segment) ? "…" : segment))
    .join("/");

export function goesTo(url: string): { site: string; path: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { site: "", path: "" };
  }
  const web = parsed.protocol === "http:" || parsed.protocol === "https:";
  const site = web ? parsed.host : `${parsed.protocol}//${parsed.host}`;
  let path = maskPath(parsed.pathname);
  // Single-page apps route in the fragment ("/_/#/auth/confirm/<token>"): keep its path part.
  const route = parsed.hash.startsWith("#/") ? (parsed.hash.slice(1).split("?")[0] ?? "") : "";
  if (route) path += `#${maskPath(route)}`;
  return { site, path };
}
