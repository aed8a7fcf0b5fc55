import type { EmailDocument } from "./document.js";
import type { FoundLink, LinkSubtype, VerificationSubtype } from "./types.js";
import { IMAGE_PATH, INTENT_WORDS, NOISE_HOSTS, NOISE_LINK_WORDS, NOISE_PATHS } from "./vocabulary.js";

/**
 * Links: every link a person could follow, judged by its own words, its URL, the words around
 * it and the subject. A verify, magic sign-in, invite or reset link always carries a secret
 * (a token in the query, the path or the fragment); a link without one (a log-in page, a
 * "forgot password" page) is at most `other`. Links no test wants (unsubscribe, view in
 * browser, social networks, app stores, legal, help, images, revoke) are left out entirely.
 */

interface Candidate {
  url: string;
  texts: string[];
  contexts: string[];
  order: number;
}

const NOT_FOLLOWABLE = /^(?:mailto|tel|sms|javascript|data|cid|about|file|vbscript):/i;

const TRACKER_PATH = /(?:^|\/)(?:click|clicks|track|tracking|redirect|ls\/click|wf\/click|c|r|l|e)(?:\/|$)/i;
const TRACKER_HOST = /^(?:click|clicks|links?|track|trk|email|em|e|url\d*|go)\./i;
const DESTINATION_PARAMS = ["url", "u", "redirect", "redirect_url", "target", "dest", "destination", "to", "link", "q"];

const TOKEN_PARAM = /^(?:token|key|code|secret|sig|signature|otp|hash|ticket|t|k|.*_token|.*token|.*_key)$/i;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A value random enough to be a secret: long, and mixing letters with digits (or a JWT). */
function looksSecret(value: string): boolean {
  if (JWT.test(value)) return true;
  if (value.length < 16 || !/^[\w.~+/=:%-]+$/.test(value)) return false;
  return /\d/.test(value) && /[a-z]/i.test(value);
}

function carriesToken(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    // Campaign parameters are long and mixed but say nothing about the reader.
    if (/^(?:utm_|mc_|_hs|fbclid|gclid)/i.test(name)) continue;
    if (looksSecret(value)) return true;
    if (TOKEN_PARAM.test(name) && value.length >= 6) return true;
  }
  const segments = [...url.pathname.split("/"), ...url.hash.replace(/^#/, "").split(/[/?&=]/)];
  return segments.some((segment) => looksSecret(safeDecode(segment)));
}

function destinationOf(url: URL): string | null {
  if (!TRACKER_HOST.test(url.hostname) && !TRACKER_PATH.test(url.pathname)) return null;
  for (const name of DESTINATION_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && /^https?:\/\//i.test(value)) return value;
  }
  return null;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function isNoise(url: URL, texts: string[]): boolean {
  if (NOISE_HOSTS.test(url.hostname)) return true;
  if (IMAGE_PATH.test(url.pathname)) return true;
  if (NOISE_PATHS.test(url.pathname) || NOISE_PATHS.test(url.hash)) return true;
  if (texts.some((text) => NOISE_LINK_WORDS.test(text))) return true;
  // A home page link (the logo, the footer) is never a call to action.
  const web = url.protocol === "http:" || url.protocol === "https:";
  return web && (url.pathname === "/" || url.pathname === "") && !url.search && (!url.hash || url.hash === "#");
}

/** URL words as text: "/auth/v1/verify?type=recovery" reads "auth v1 verify type recovery". */
const urlWords = (url: URL) =>
  safeDecode(`${url.hostname} ${url.pathname} ${url.search} ${url.hash}`).replace(/[-_/.?=&#:+%]+/g, " ");

const KINDS: VerificationSubtype[] = ["reset", "invite", "magic_signin", "verify"];

function scores(url: URL, texts: string[], contexts: string[], subject: string): Record<VerificationSubtype, number> {
  const words = urlWords(url);
  const result = { verify: 0, magic_signin: 0, invite: 0, reset: 0 };
  for (const kind of KINDS) {
    const pattern = INTENT_WORDS[kind];
    if (texts.some((text) => pattern.test(text))) result[kind] += 3;
    if (pattern.test(words)) result[kind] += 2;
    if (contexts.some((context) => pattern.test(context))) result[kind] += 1.5;
    if (pattern.test(subject)) result[kind] += 1;
  }
  return result;
}

function collect(documents: EmailDocument[]): Candidate[] {
  const byUrl = new Map<string, Candidate>();
  let order = 0;
  for (const document of documents) {
    for (const anchor of document.anchors) {
      const url = anchor.href;
      if (!url || url.startsWith("#") || NOT_FOLLOWABLE.test(url) || url.length > 8192) continue;
      const block = document.blocks[anchor.block]?.text ?? "";
      const previous = document.blocks[anchor.block - 1]?.text ?? "";
      // The words around the link, without the URL itself (its words are judged separately).
      const context = `${previous} \n ${block}`.split(url).join(" ");
      let candidate = byUrl.get(url);
      if (!candidate) byUrl.set(url, (candidate = { url, texts: [], contexts: [], order: order++ }));
      if (anchor.text && anchor.text !== url) candidate.texts.push(anchor.text);
      candidate.contexts.push(context);
    }
  }
  return [...byUrl.values()];
}

interface Judged extends FoundLink {
  score: number;
  order: number;
}

/** Links of an email, best first. */
export function findLinks(subject: string | null, documents: EmailDocument[]): FoundLink[] {
  const judged: Judged[] = [];
  for (const candidate of collect(documents)) {
    const url = parse(candidate.url);
    if (!url) continue;
    const destinationText = destinationOf(url);
    const destination = destinationText ? parse(destinationText) : null;
    const effective = destination ?? url;
    if (isNoise(effective, candidate.texts)) continue;
    const app = url.protocol !== "http:" && url.protocol !== "https:";
    let subtype: LinkSubtype = "other";
    let score = 0;
    if (carriesToken(effective)) {
      const byKind = scores(effective, candidate.texts, candidate.contexts, subject ?? "");
      for (const kind of KINDS) {
        if (byKind[kind] > score) {
          score = byKind[kind];
          subtype = kind;
        }
      }
      // A secret-bearing link with no word of any kind: still likelier wanted than a plain page.
      if (subtype === "other") score = 0.5;
    }
    judged.push({ url: candidate.url, subtype, app, destination: destinationText, score, order: candidate.order });
  }
  const group = (link: Judged) => (link.subtype === "other" ? 1 : 0);
  return judged
    .sort((a, b) => group(a) - group(b) || b.score - a.score || Number(a.app) - Number(b.app) || a.order - b.order)
    .map(({ url, subtype, app, destination }) => ({ url, subtype, app, destination }));
}
