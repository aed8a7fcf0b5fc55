import { toHost } from "../lib/host.js";
import { CHECK_HTML_LIMIT_BYTES } from "../limits.js";
import type { StoredLink } from "../store/store.js";
import type { AuthVerdicts, CheckResult, EmailFacts, Verdict } from "../wire/checks.js";
import { VERIFICATION_SUBTYPES } from "../wire/enums.js";
import { hostnameOf, isDevHost, isLocalHost } from "./local-hosts.js";

/**
 * The thirteen checks of one email, each a pure function of what is stored with it: its facts
 * (worked out on arrival), its SPF, DKIM and DMARC verdicts, its codes and links, and what the
 * caller expects. A detail names at most a domain or a link's host, a size, a count, a language,
 * or the caller's own phrases: never anything else the sender wrote. docs/checks.md says what
 * makes each check pass, warn, fail or skip.
 */

export interface CheckInput {
  facts: EmailFacts;
  verdicts: AuthVerdicts | null;
  links: StoredLink[];
  /** The email carries a one-time code. */
  hasCode: boolean;
  expiresAt: Date | null;
  devHosts: readonly string[];
}

const result = (check: CheckResult["check"], status: CheckResult["status"], detail: string): CheckResult => ({
  check,
  status,
  detail,
});

const KB = 1024;
/** Fixed widths a phone cannot show without scrolling sideways (a phone is about 360 to 430 px wide). */
const PHONE_HOSTILE_PX = 640;
/** Text smaller than this is hard to read on a phone. */
const SMALLEST_READABLE_PX = 10;
/** An email with images and fewer visible characters than this is all image. */
const ALL_IMAGE_CHARS = 20;
const LITTLE_TEXT_CHARS = 100;
/** What a character of Han, kana or Hangul counts for against the two above. */
const WIDE_CHAR_WEIGHT = 3;

/** The main link: the first sign-in, verify, reset or invite link, web before app. */
function mainLink(links: StoredLink[]): StoredLink | null {
  return links.find((link) => !link.app && (VERIFICATION_SUBTYPES as readonly string[]).includes(link.subtype)) ?? null;
}

/** Where a link ends up as far as its URL tells: a click tracker's destination, else itself. */
function finalHostOf(link: StoredLink): string | null {
  for (const url of [link.destination, link.url]) {
    if (!url) continue;
    try {
      return new URL(url).host.toLowerCase();
    } catch {
      continue;
    }
  }
  return null;
}

const by = (verdicts: AuthVerdicts) => (verdicts.by === "proofbox" ? "" : ` (per ${verdicts.by})`);
const the = (domain: string | null) => domain ?? "the sender's domain";

function unavailable(check: "spf" | "dkim" | "dmarc", verdict: Verdict): CheckResult | null {
  if (verdict.result === "temperror") return result(check, "skip", verdict.reason ?? "no DNS answer");
  if (verdict.result === "none" && verdict.reason?.startsWith("DNS lookups are off"))
    return result(check, "skip", verdict.reason);
  if (verdict.reason?.startsWith("no Authentication-Results from")) return result(check, "skip", verdict.reason);
  return null;
}

export function spfCheck(verdicts: AuthVerdicts | null): CheckResult {
  if (!verdicts) return result("spf", "skip", "the verdicts are not worked out");
  const { spf } = verdicts;
  const skipped = unavailable("spf", spf);
  if (skipped) return skipped;
  const domain = the(spf.domain);
  switch (spf.result) {
    case "pass":
      return result("spf", "pass", `${domain} allows the server that sent it${by(verdicts)}`);
    case "fail":
      return result("spf", "fail", `${domain} does not allow the server that sent it${by(verdicts)}`);
    case "softfail":
      return result("spf", "warn", `${domain} does not quite allow the server that sent it (softfail)${by(verdicts)}`);
    case "neutral":
      return result("spf", "warn", `${domain} takes no position on the server that sent it (neutral)${by(verdicts)}`);
    case "none":
      return result("spf", "warn", `${domain} publishes no SPF record${by(verdicts)}`);
    default:
      // permerror: the record is broken, which says nothing against this mail (RFC 7208 2.6.7).
      return result(
        "spf",
        "warn",
        `${domain} publishes an SPF record that cannot be used (${spf.result})${by(verdicts)}`,
      );
  }
}

export function dkimCheck(verdicts: AuthVerdicts | null): CheckResult {
  if (!verdicts) return result("dkim", "skip", "the verdicts are not worked out");
  const { dkim } = verdicts;
  const skipped = unavailable("dkim", dkim);
  if (skipped) return skipped;
  const domain = the(dkim.domain);
  switch (dkim.result) {
    case "pass":
      return result("dkim", "pass", `signed by ${domain}${by(verdicts)}`);
    case "none":
      // Unsigned is not a broken signature (RFC 6376 6.1): mail sent from a test setup rarely is.
      return result("dkim", "warn", `the email is not DKIM-signed${by(verdicts)}`);
    case "fail":
    case "permerror":
      return result(
        "dkim",
        "fail",
        dkim.result === "fail"
          ? `the signature of ${domain} does not verify${dkim.reason ? `: ${dkim.reason}` : ""}${by(verdicts)}`
          : `the signature of ${domain} cannot be checked (${dkim.reason ?? dkim.result})${by(verdicts)}`,
      );
    default:
      // neutral or policy: a signature the verifier sets aside, neither good nor broken.
      return result("dkim", "warn", `the signature of ${domain} is set aside (${dkim.result})${by(verdicts)}`);
  }
}

export function dmarcCheck(verdicts: AuthVerdicts | null): CheckResult {
  if (!verdicts) return result("dmarc", "skip", "the verdicts are not worked out");
  const { dmarc } = verdicts;
  const skipped = unavailable("dmarc", dmarc);
  if (skipped) return skipped;
  const domain = the(dmarc.domain);
  switch (dmarc.result) {
    case "pass":
      return result("dmarc", "pass", `aligned with the DMARC policy of ${domain}${by(verdicts)}`);
    case "fail":
      // Not aligned, but a policy of none asks receivers for nothing (RFC 7489 6.3): a warning.
      if (dmarc.reason === "policy none")
        return result(
          "dmarc",
          "warn",
          `does not align with ${domain}, whose DMARC policy is none (it asks for no action)${by(verdicts)}`,
        );
      return result("dmarc", "fail", `fails the DMARC policy of ${domain}${by(verdicts)}`);
    case "none":
      return result("dmarc", "warn", `${domain} publishes no DMARC policy${by(verdicts)}`);
    default:
      // permerror: a record no receiver can apply, so no policy applies (RFC 7489 6.6.3).
      return result("dmarc", "warn", `the DMARC policy of ${domain} cannot be used (${dmarc.result})${by(verdicts)}`);
  }
}

export function localLinksCheck({ facts, devHosts }: CheckInput): CheckResult {
  if (facts.linkHosts.length === 0) return result("local_links", "skip", "the email has no links");
  const local = facts.linkHosts.filter((link) => isLocalHost(link.host) && !isDevHost(link.host, devHosts));
  const first = local[0];
  if (first) {
    const through = first.via ? ` through a redirect from ${first.via}` : "";
    const more = local.length > 1 ? ` (and ${local.length - 1} more local host${local.length > 2 ? "s" : ""})` : "";
    return result("local_links", "fail", `a link goes to ${first.host}${through}${more}`);
  }
  const dev = facts.linkHosts.find((link) => isLocalHost(link.host));
  if (dev) return result("local_links", "pass", `links to ${dev.host} go to a dev host of the project`);
  return result("local_links", "pass", "no link goes to a local or private address");
}

export function plainHttpCheck({ facts, links, devHosts }: CheckInput): CheckResult {
  if (facts.linkHosts.length === 0) return result("plain_http", "skip", "the email has no links");
  // Plain http to a marked dev host is how development runs.
  const insecure = facts.linkHosts.filter((link) => !link.https && !isDevHost(link.host, devHosts));
  if (insecure.length === 0) {
    const dev = facts.linkHosts.find((link) => !link.https);
    return result(
      "plain_http",
      "pass",
      dev ? `plain http goes only to ${dev.host}, a dev host of the project` : "every link uses https",
    );
  }
  const main = mainLink(links);
  const mainUrl = main ? (main.destination ?? main.url) : null;
  if (mainUrl && /^http:/i.test(mainUrl) && !isDevHost(finalHostOf(main!) ?? "", devHosts))
    return result(
      "plain_http",
      "fail",
      `the ${main!.subtype.replace("_", " ")} link to ${finalHostOf(main!)} uses plain http`,
    );
  return result("plain_http", "warn", `a link to ${insecure[0]!.host} uses plain http`);
}

export function expectedHostCheck({ links }: CheckInput, expectHost: string | undefined): CheckResult {
  if (!expectHost) return result("expected_host", "skip", "no expect_host given");
  const expected = hostnameOf(toHost(expectHost) ?? expectHost);
  const main = mainLink(links);
  if (!main) return result("expected_host", "fail", "the email has no sign-in, verify, reset or invite link");
  const host = finalHostOf(main);
  const name = host ? hostnameOf(host) : null;
  if (name && (name === expected || name.endsWith(`.${expected}`)))
    return result("expected_host", "pass", `the ${main.subtype.replace("_", " ")} link goes to ${host}`);
  return result(
    "expected_host",
    "fail",
    `the ${main.subtype.replace("_", " ")} link goes to ${host ?? "no host"}, not ${expected}`,
  );
}

export function expiryCheck({ links, hasCode, expiresAt }: CheckInput): CheckResult {
  if (!hasCode && !mainLink(links) && !links.some((link) => link.app))
    return result("expiry", "skip", "the email has no code or sign-in link");
  if (expiresAt) return result("expiry", "pass", "the email says when its code or link expires");
  return result("expiry", "warn", "the email does not say when its code or link expires");
}

export function plainTextCheck({ facts }: CheckInput): CheckResult {
  if (!facts.textPart) {
    if (facts.htmlBytes === null) return result("plain_text", "fail", "the email has no text at all");
    return result("plain_text", "fail", "the email has no plain-text part");
  }
  if (facts.textCarries === false)
    return result("plain_text", "warn", "the plain-text part does not carry the code or link");
  return result(
    "plain_text",
    "pass",
    facts.textCarries ? "the plain-text part carries the code or link" : "the email has a plain-text part",
  );
}

export function sizeCheck({ facts }: CheckInput): CheckResult {
  if (facts.htmlBytes === null) return result("size", "skip", "the email has no HTML part");
  const kb = Math.ceil(facts.htmlBytes / KB);
  if (facts.htmlBytes > CHECK_HTML_LIMIT_BYTES)
    return result("size", "fail", `the HTML is ${kb} KB; Gmail clips HTML over ${CHECK_HTML_LIMIT_BYTES / KB} KB`);
  if (facts.htmlBytes > CHECK_HTML_LIMIT_BYTES * 0.9)
    return result(
      "size",
      "warn",
      `the HTML is ${kb} KB, close to the ${CHECK_HTML_LIMIT_BYTES / KB} KB where Gmail clips`,
    );
  return result("size", "pass", `the HTML is ${kb} KB`);
}

export function imagesOnlyCheck({ facts }: CheckInput): CheckResult {
  const layout = facts.layout;
  if (!layout) return result("images_only", "skip", "the email has no HTML part");
  const images = `${layout.images} image${layout.images === 1 ? "" : "s"}`;
  const text = `${layout.textChars} character${layout.textChars === 1 ? "" : "s"} of text`;
  // Judged by how much the text says, not its length: a Chinese, Japanese or Korean character
  // says about what three letters do (a word is one or two characters, not five or six).
  const amount = layout.textChars + (WIDE_CHAR_WEIGHT - 1) * (layout.wideChars ?? 0);
  if (layout.images > 0 && amount < ALL_IMAGE_CHARS)
    return result("images_only", "fail", `the email is all image: ${images} and ${text}`);
  if (layout.images > 0 && amount < LITTLE_TEXT_CHARS && !facts.textPart)
    return result("images_only", "warn", `the email is mostly image: ${images} and ${text}`);
  return result("images_only", "pass", `${text} beside ${images}`);
}

export function layoutCheck({ facts }: CheckInput): CheckResult {
  const layout = facts.layout;
  if (!layout) return result("layout", "skip", "the email has no HTML part");
  const wide: string[] = [];
  if ((layout.widestFixedPx ?? 0) > PHONE_HOSTILE_PX) wide.push(`a block ${layout.widestFixedPx} px wide`);
  if (!layout.imagesShrink && (layout.widestImagePx ?? 0) > PHONE_HOSTILE_PX)
    wide.push(`an image ${layout.widestImagePx} px wide`);
  if (wide.length > 0) {
    const problem = `${wide.join(" and ")} without max-width`;
    // A stylesheet with @media rules for small screens may well fix the width; we cannot tell.
    if (layout.mediaQueries)
      return result("layout", "warn", `${problem}; the stylesheet adapts to small screens, which may fix it`);
    return result("layout", "fail", `${problem}: a phone scrolls sideways`);
  }
  if (layout.smallestFontPx !== null && layout.smallestFontPx < SMALLEST_READABLE_PX)
    return result("layout", "warn", `text of ${layout.smallestFontPx} px is hard to read on a phone`);
  if (!layout.viewport && !layout.mediaQueries)
    return result("layout", "warn", "no viewport tag and no styles for small screens");
  return result("layout", "pass", "fits a phone: no fixed width over 640 px, readable text sizes");
}
