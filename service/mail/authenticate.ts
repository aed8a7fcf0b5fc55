import { dkimVerify as mailauthDkimVerify } from "mailauth/lib/dkim/verify.js";
import { dmarc as mailauthDmarc } from "mailauth/lib/dmarc/index.js";
import { spf as mailauthSpf } from "mailauth/lib/spf/index.js";
import type { AuthVerdicts, Verdict, VerdictResult } from "../wire/checks.js";
import { dkimOutcome, judgeDmarc } from "./auth-rules.js";
import { createDnsResolver, type DnsResolver, type DnsSettings } from "./dns.js";

export type { AuthVerdicts, Verdict };

/**
 * SPF, DKIM and DMARC verdicts of one message, as the receiving server sees it: from the
 * connecting IP, the HELO name, the envelope sender and the raw message, with mailauth (by the
 * author of smtp-server and mailparser). Computed once on arrival, after the message is stored,
 * so that DNS never holds up a 250 or a waiting test. Or, behind a real MX, read from the
 * Authentication-Results header its relay added.
 */

export interface AuthSettings extends DnsSettings {
  /** authserv-id of the relay whose Authentication-Results header is trusted instead. */
  trustedRelay: string | null;
}

export interface Envelope {
  /** The connecting client's IP. */
  ip: string | null;
  /** The name it gave in HELO/EHLO. */
  helo: string | null;
  /** MAIL FROM. */
  sender: string | null;
}

/** What the verdicts are read with when the receiver itself judges. */
interface MailAuth {
  dkimVerify: (raw: Buffer, options: { resolver: DnsResolver; sender?: string }) => Promise<DkimResult>;
  spf: (options: {
    ip: string;
    helo?: string;
    sender?: string;
    mta: string;
    resolver: DnsResolver;
  }) => Promise<SpfResult>;
  dmarc: (options: {
    headerFrom: string | string[];
    spfDomains: string[];
    dkimDomains: { id?: string; domain: string; aligned?: unknown; underSized?: unknown }[];
    resolver: DnsResolver;
  }) => Promise<DmarcResult | false>;
}

interface Status {
  result: string;
  comment?: string;
  aligned?: unknown;
  underSized?: unknown;
}
interface DkimResult {
  results?: { id?: string; signingDomain?: string; status: Status }[];
  headerFrom?: string | string[];
}
interface SpfResult {
  status: Status;
  domain?: string;
}
interface DmarcResult {
  status: Status;
  domain?: string;
  p?: string;
  /** The policy that applies (sp for a subdomain under the organizational record). */
  policy?: string;
  /** The record found. */
  rr?: string;
}

/**
 * mailauth's three verifiers, imported one by one: its top-level module also loads ARC, BIMI and
 * an HTTP client, which these verdicts never use (about 20 MB per thread). Static imports, so
 * that the bundle carries them. Typed by what this module reads of their answers.
 */
const mailauth: MailAuth = {
  dkimVerify: mailauthDkimVerify as unknown as MailAuth["dkimVerify"],
  spf: mailauthSpf as unknown as MailAuth["spf"],
  dmarc: mailauthDmarc as unknown as MailAuth["dmarc"],
};

const RESULTS = new Set<VerdictResult>([
  "pass",
  "fail",
  "softfail",
  "neutral",
  "none",
  "temperror",
  "permerror",
  "policy",
]);
const resultOf = (value: string | undefined): VerdictResult =>
  RESULTS.has(value as VerdictResult) ? (value as VerdictResult) : "permerror";

const verdict = (result: VerdictResult, domain: string | null = null, reason: string | null = null): Verdict => ({
  result,
  domain: domain ? domain.toLowerCase().slice(0, 253) : null,
  reason,
});

/** A domain from an address or a domain (for details that may name only a domain). */
function domainOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = value.lastIndexOf("@");
  const domain = (at === -1 ? value : value.slice(at + 1)).replace(/[<>\s]/g, "").toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) ? domain : null;
}

/** IPv4 clients arrive as ::ffff:127.0.0.1 on a dual-stack socket; SPF wants the IPv4 form. */
const plainIp = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** How long one message's verdicts may take, whatever DNS does. */
const budgetOf = (settings: AuthSettings) => settings.timeoutMs * 4 + 500;

export function createAuthenticator(
  settings: AuthSettings,
): (raw: Buffer, envelope: Envelope) => Promise<AuthVerdicts> {
  const resolver = createDnsResolver(settings);
  return async (raw, envelope) => {
    if (settings.trustedRelay) return fromRelay(raw, settings.trustedRelay);
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<AuthVerdicts>((resolve) => {
      timer = setTimeout(() => {
        const late = verdict("temperror", null, "the DNS lookups took too long");
        resolve({ spf: late, dkim: late, dmarc: late, by: "proofbox" });
      }, budgetOf(settings));
    });
    try {
      return await Promise.race([verify(raw, envelope, resolver, settings), overrun]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Why a temperror happened, in words a check can show: the DNS setting, or no answer. */
function noAnswerReason(settings: AuthSettings, domain: string | null): string {
  if (settings.dns === "off") return DNS_OFF;
  return domain ? `no DNS answer for ${domain}` : "no DNS answer";
}

const DNS_OFF = "DNS lookups are off (the dns setting is off)";

/**
 * With DNS off, "none" means nothing was looked up, not that nothing was published: say so,
 * unless the records file declares the domain (then "none" is its honest answer).
 */
function unlessDnsOff(settings: AuthSettings, found: Verdict): Verdict {
  if (settings.dns !== "off" || found.reason || (found.result !== "none" && found.result !== "temperror")) return found;
  if (found.domain && settings.records && Object.keys(settings.records).some((name) => name.endsWith(found.domain!)))
    return found;
  return { ...found, reason: DNS_OFF };
}

async function verify(
  raw: Buffer,
  envelope: Envelope,
  resolver: DnsResolver,
  settings: AuthSettings,
): Promise<AuthVerdicts> {
  const { dkimVerify, spf, dmarc } = mailauth;
  const sender = envelope.sender ?? undefined;
  const dkimResult = await dkimVerify(raw, { resolver, ...(sender ? { sender } : {}) });
  const signatures = dkimResult.results ?? [];
  const passing = signatures.filter((row) => row.status.result === "pass");
  const first = passing[0] ?? signatures[0];
  const dkimStatus = resultOf(first?.status.result ?? "none");
  const dkimJudged = dkimOutcome(dkimStatus, first?.status.comment);
  const dkim =
    signatures.length === 0 || dkimStatus === "none"
      ? verdict("none", null, "not signed")
      : verdict(
          dkimJudged.result,
          first?.signingDomain ?? null,
          dkimStatus === "temperror" ? noAnswerReason(settings, first?.signingDomain ?? null) : dkimJudged.reason,
        );

  let spfVerdict: Verdict;
  if (!envelope.ip) spfVerdict = verdict("none", domainOf(sender), "no connecting IP");
  else {
    const spfResult = await spf({
      ip: plainIp(envelope.ip),
      ...(envelope.helo ? { helo: envelope.helo } : {}),
      ...(sender ? { sender } : {}),
      mta: "proofbox",
      resolver,
    });
    const result = resultOf(spfResult.status.result);
    const domain = spfResult.domain ?? domainOf(sender) ?? domainOf(envelope.helo);
    spfVerdict = verdict(result, domain, result === "temperror" ? noAnswerReason(settings, domain) : null);
  }

  let dmarcVerdict = verdict("none", null, "no From domain");
  if (dkimResult.headerFrom && (!Array.isArray(dkimResult.headerFrom) || dkimResult.headerFrom.length > 0)) {
    const spfDomains = spfVerdict.result === "pass" && spfVerdict.domain ? [spfVerdict.domain] : [];
    const dmarcResult = await dmarc({
      headerFrom: dkimResult.headerFrom,
      spfDomains,
      dkimDomains: passing.map((row) => ({
        ...(row.id ? { id: row.id } : {}),
        domain: row.signingDomain ?? "",
        aligned: row.status.aligned,
        underSized: row.status.underSized,
      })),
      resolver,
    });
    if (dmarcResult) {
      // The From domain the policy was applied to (mailauth reports the organizational domain).
      const from = Array.isArray(dkimResult.headerFrom) ? dkimResult.headerFrom[0] : dkimResult.headerFrom;
      const domain = domainOf(from) ?? dmarcResult.domain ?? null;
      const found = resultOf(dmarcResult.status.result);
      // A record was found: alignment and policy are judged here, as RFC 7489 says.
      // Judged against the From domain itself: without it (a name domainOf cannot read), mailauth's
      // answer stands rather than one against the organizational domain.
      const fromDomain = domainOf(from);
      const judged =
        (found === "pass" || found === "fail") && fromDomain
          ? judgeDmarc(
              fromDomain,
              { policy: dmarcResult.policy, record: dmarcResult.rr ?? "" },
              spfDomains,
              passing.map((row) => row.signingDomain ?? ""),
            )
          : null;
      const result = judged?.result ?? found;
      dmarcVerdict = verdict(
        result,
        domain,
        result === "temperror"
          ? noAnswerReason(settings, domain)
          : result === "none"
            ? "no DMARC policy published"
            : (judged?.reason ?? null),
      );
    }
  }
  return {
    spf: unlessDnsOff(settings, spfVerdict),
    dkim: dkim.reason === "not signed" ? dkim : unlessDnsOff(settings, dkim),
    dmarc: dmarcVerdict.reason === "no From domain" ? dmarcVerdict : unlessDnsOff(settings, dmarcVerdict),
    by: "proofbox",
  };
}

/** The header section of a raw message, unfolded into lines. */
function headerLines(raw: Buffer): string[] {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, end === -1 ? Math.min(raw.length, 256 * 1024) : end).toString("latin1");
  return head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}

/** Splits on semicolons outside quotes and comments, and drops the comments. */
function resinfoParts(value: string): string[] {
  const parts: string[] = [];
  let current = "";
  let depth = 0;
  let quoted = false;
  for (const char of value) {
    if (quoted) {
      current += char;
      if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = true;
      current += char;
    } else if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (char === ";") {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/**
 * Verdicts from the topmost Authentication-Results header of the trusted relay (RFC 8601):
 * "mx.example.com; spf=pass smtp.mailfrom=a.example; dkim=pass header.d=a.example; dmarc=pass
 * header.from=a.example". Headers of other authserv-ids are sender-written and ignored.
 */
export function fromRelay(raw: Buffer, relay: string): AuthVerdicts {
  const missing = verdict("none", null, `no Authentication-Results from ${relay}`);
  for (const line of headerLines(raw)) {
    const colon = line.indexOf(":");
    if (colon === -1 || line.slice(0, colon).trim().toLowerCase() !== "authentication-results") continue;
    const [servId = "", ...resinfos] = resinfoParts(line.slice(colon + 1));
    if (servId.split(/\s+/)[0]?.toLowerCase() !== relay) continue;
    const found: Partial<Record<"spf" | "dkim" | "dmarc", Verdict>> = {};
    for (const resinfo of resinfos) {
      const match = /^(spf|dkim|dmarc)\s*=\s*([a-z]+)\b(.*)$/i.exec(resinfo);
      if (!match) continue;
      const method = match[1]!.toLowerCase() as "spf" | "dkim" | "dmarc";
      const result = resultOf(match[2]!.toLowerCase());
      const property = /\b(?:header\.d|header\.from|smtp\.mailfrom|header\.i|smtp\.helo)\s*=\s*"?([^\s";]+)/i.exec(
        match[3] ?? "",
      )?.[1];
      const previous = found[method];
      // Of several DKIM signatures, a passing one decides.
      if (!previous || (previous.result !== "pass" && result === "pass"))
        found[method] = verdict(result, domainOf(property), `from ${relay}`);
    }
    return {
      spf: found.spf ?? verdict("none", null, `${relay} gave no SPF result`),
      dkim: found.dkim ?? verdict("none", null, `${relay} gave no DKIM result`),
      dmarc: found.dmarc ?? verdict("none", null, `${relay} gave no DMARC result`),
      by: relay,
    };
  }
  return { spf: missing, dkim: missing, dmarc: missing, by: relay };
}
