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
