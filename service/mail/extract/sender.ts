import { getDomain } from "tldts";

/**
 * Who sent an email: a service name from the From display name, and the sender's domain.
 * Display names carry noise around the name: "Iago (via Zulip)" is Zulip, "Zulip Account
 * Security" is Zulip, and a bare "Support" or "no-reply" names nobody, so the domain does.
 */

/** Trailing words that name a department, not the service. */
const DEPARTMENT_WORDS = new Set([
  "account",
  "accounts",
  "alerts",
  "auth",
  "authentication",
  "do-not-reply",
  "donotreply",
  "mailer",
  "no-reply",
  "noreply",
  "notification",
  "notifications",
  "security",
  "service",
  "services",
  "support",
  "team",
  "verification",
  "admin",
  "info",
]);

function cleanName(name: string | null): string | null {
  if (!name) return null;
  // Control characters have no place in a name that reports and logs will show.
  let value = [...name]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim();
  const via = /\((?:via|über|par|vía|via)\s+([^)]+)\)\s*$/i.exec(value);
  if (via?.[1]) value = via[1].trim();
  if (value.includes("@")) return null;
  const words = value.split(/\s+/);
  while (words.length > 1 && DEPARTMENT_WORDS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  const cleaned = words.join(" ").slice(0, 120);
  if (!cleaned || DEPARTMENT_WORDS.has(cleaned.toLowerCase())) return null;
  return cleaned;
}

const hostOf = (address: string | null) => {
  const at = address?.lastIndexOf("@") ?? -1;
  return address && at > 0 ? address.slice(at + 1).toLowerCase() : null;
};

export function findSender(input: { fromName: string | null; fromAddress: string | null; dkimSigner: string | null }): {
  service: string | null;
  serviceDomain: string | null;
} {
  const serviceDomain = hostOf(input.fromAddress) ?? input.dkimSigner?.toLowerCase() ?? null;
  return { service: cleanName(input.fromName) ?? serviceDomain, serviceDomain };
}

/**
 * Whether a `service` filter names this sender: its name (any case), its domain, or any host
 * of the same registrable domain by the public suffix list ("supabase.io" and
 * "auth.supabase.io" both match "mail.app.supabase.io"; "co.uk" matches nothing).
 */
export function serviceMatches(filter: string, service: string | null, serviceDomain: string | null): boolean {
  const wanted = filter.trim().toLowerCase();
  if (!wanted) return true;
  if (service && service.toLowerCase() === wanted) return true;
  if (!serviceDomain) return false;
  const domain = serviceDomain.toLowerCase();
  if (domain === wanted || domain.endsWith(`.${wanted}`)) return true;
  const registrable = getDomain(domain);
  return registrable !== null && registrable === getDomain(wanted);
}
