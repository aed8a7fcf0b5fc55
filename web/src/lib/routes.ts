/**
 * The app's pages and their paths. The service answers index.html for every path under /app/,
 * so the page is chosen here, from the path alone (and a run link's token). URLs hold an address
 * or a run id, never anything from an email.
 */
export const APP_BASE = "/app";

export type Route =
  | { page: "addresses" }
  | { page: "address"; address: string }
  | { page: "runs" }
  | { page: "run"; id: string; token: string | null }
  | { page: "keys" }
  | { page: "not-found" };

export const paths = {
  addresses: () => `${APP_BASE}/`,
  address: (address: string) => `${APP_BASE}/addresses/${encodeURIComponent(address)}`,
  runs: () => `${APP_BASE}/runs`,
  run: (id: string) => `${APP_BASE}/runs/${encodeURIComponent(id)}`,
  /** The service's own page of one run, which stands alone (the read-only link's sibling). */
  runReport: (id: string, token: string) => `/runs/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
  /** The project's API keys (for a key with manage_project). A new key's secret never goes in a URL. */
  keys: () => `${APP_BASE}/keys`,
};

/** A path segment as written; null when it is not valid percent-encoding. */
function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function parseRoute(pathname: string, search: string): Route {
  const inside = pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`) ? pathname.slice(APP_BASE.length) : null;
  if (inside === null) return { page: "not-found" };
  const [first, second, ...more] = inside.split("/").filter((segment) => segment !== "");
  if (more.length > 0) return { page: "not-found" };
  if (first === undefined) return { page: "addresses" };
  const value = second === undefined ? undefined : decode(second);
  if (value === null || value === "") return { page: "not-found" };
  if (first === "addresses") return value === undefined ? { page: "addresses" } : { page: "address", address: value };
  if (first === "runs") {
    if (value === undefined) return { page: "runs" };
    const token = new URLSearchParams(search).get("token");
    return { page: "run", id: value, token: token === "" ? null : token };
  }
  if (first === "keys") return value === undefined ? { page: "keys" } : { page: "not-found" };
  return { page: "not-found" };
}
