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

/** "Iago (via Zulip)": the service in brackets. */
const VIA_IN_BRACKETS = /\((?:via|über|par|vía|tramite|przez|через)\s+([^)]+)\)\s*$/i;
/** "Anna Kowalska via Planbook", "Marco tramite Trello": a person, then the service. */
const VIA = /^(.+?)\s+(?:via|über|vía|tramite|por meio de|por medio de|przez|через)\s+(.+)$/i;

/** Words of a name, lower-case, for comparing with the sender's domain. */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);

/**
 * The service of "Person via Service": the part the sender's domain names (planbook.io sends
 * "Anna via Planbook"; acme.com sends "Acme via SendGrid", where the service is before "via");
 * with neither named, the part after "via", as people write it.
 */
function serviceOfVia(value: string, domain: string | null): string {
  const match = VIA.exec(value);
  if (!match) return value;
  const [, before, after] = match as unknown as [string, string, string];
  const named = (part: string) => domain !== null && nameWords(part).some((word) => domain.includes(word));
  if (named(after)) return after.trim();
  if (named(before)) return before.trim();
  return after.trim();
}

function cleanName(name: string | null, domain: string | null): string | null {
  if (!name) return null;
  // Control characters have no place in a name that reports and logs will show.
  let value = [...name]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim();
  const via = VIA_IN_BRACKETS.exec(value);
  value = via?.[1] ? via[1].trim() : serviceOfVia(value, domain);
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
  return { service: cleanName(input.fromName, serviceDomain) ?? serviceDomain, serviceDomain };
}
