import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where a webhook may be sent (docs/webhooks.md#where-webhooks-may-go). Unless the project allows
 * private targets, every address the URL's host stands for must be a public unicast address: not
 * loopback, private (RFC 1918), carrier-grade NAT, link-local (cloud metadata lives there),
 * unique-local, multicast, reserved or unspecified, IPv4-mapped forms included. Names are checked
 * when the endpoint is registered and again on every delivery, at the moment of connecting (the
 * address checked is the address connected to), so a name that later resolves inward is caught.
 */

/** Why an address may not be a target, or null when it may. */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === "unicast" ? null : `${parsed.toString()} is a ${range} address`;
}

/** Problems with the URL itself, whatever it resolves to; null when there are none. */
export function urlProblem(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must be an http or https URL";
  if (url.username || url.password) return "must not carry a user name or password; put a token in the path or query";
  if (url.hash) return "must not have a #fragment";
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return refusedAddress(host);
  const name = host.toLowerCase().replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return `${name} is a loopback name`;
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses a name resolving to any address that may not be a
 * target. Node connects to what this returns, so nothing can resolve differently in between.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate) {
        for (const { address } of addresses) {
          const refused = refusedAddress(address);
          if (refused) {
            const denied: NodeJS.ErrnoException = new Error(
              `${hostname} resolves to ${refused}; the project does not allow private webhook targets`,
            );
            denied.code = "ETARGETREFUSED";
            return callback(denied, []);
          }
        }
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
      callback(null, first.address, first.family);
    });
  };
}
