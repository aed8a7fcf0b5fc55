import { isIP } from "node:net";

/**
 * Hosts a user's browser cannot reach from a mail client: localhost, loopback, private,
 * link-local and unique-local addresses, and the names reserved for local networks and tests
 * (.local, .localhost, .internal, .test). A link to one in a real email is a bug, unless the
 * project marked the host as a development host.
 */

const LOCAL_SUFFIXES = [".local", ".localhost", ".internal", ".test"];

function privateIPv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return (
    a === 127 || // loopback
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) || // link-local
    a === 0 // "this network": 0.0.0.0 reaches the local machine
  );
}

function privateIPv6(ip: string): boolean {
  const lower = ip.toLowerCase();
  if (lower === "::1" || lower === "::") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return privateIPv4(mapped[1]!);
  // fc00::/7 unique local, fe80::/10 link-local.
  return /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

/** The host name of "host" or "host:port" (IPv6 in brackets kept apart from its port). */
export function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  } catch {
    return host.toLowerCase();
  }
}

export function isLocalHost(host: string): boolean {
  const name = hostnameOf(host).replace(/\.$/, "");
  if (name === "localhost") return true;
  const version = isIP(name);
  if (version === 4) return privateIPv4(name);
  if (version === 6) return privateIPv6(name);
  return LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** A dev host with a port matches that port only; one without matches the host on any port. */
export function isDevHost(host: string, devHosts: readonly string[]): boolean {
  const lower = host.toLowerCase();
  const name = hostnameOf(lower);
  return devHosts.some((dev) => (dev.includes(":") && !dev.startsWith("[") ? dev === lower : hostnameOf(dev) === name));
}
