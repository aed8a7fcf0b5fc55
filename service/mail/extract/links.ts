import type { EmailContext } from "./context.js";
import type { EmailDocument } from "./document.js";
import { LINK_FEATURES, LINK_THRESHOLD, type LinkFeature, scoreOf } from "./features.js";
import type { FoundLink, LinkHost, LinkSubtype, VerificationSubtype } from "./types.js";
import { safeLink } from "./url-safety.js";
import {
  DECOY_LINK_WORDS,
  IMAGE_PATH,
  INTENT_WORDS,
  NOISE_HOSTS,
  NOISE_LINK_WORDS,
  NOISE_PATHS,
} from "./vocabulary.js";

/**
 * Links: every link a person could follow, judged by its own words, its URL, the words around
 * it and the subject (features.ts). A verify, magic sign-in, invite or reset link always carries
 * a secret (a token in the query, the path or the fragment) and must score at or above the
 * threshold; anything else is `other`. Links no test wants (unsubscribe, view in browser,
 * social networks, app stores, legal, help, images, revoke) and links that must never be
 * returned (javascript:, data: and their kin, however written) are left out entirely.
 */

export interface LinkCandidate extends FoundLink {
  score: number;
  /** Carries a secret: of two `other` links, the one with a secret is likelier the one wanted. */
  secret: boolean;
  secrets: string[];
  features: LinkFeature[];
  /** Why the link was left out, when it was. */
  dropped: string | null;
  order: number;
}

interface Written {
  href: string;
  texts: string[];
  /** The words around each place the link stands; worked out only for a link with a secret. */
  contexts: () => string[];
  places: (() => string)[];
  button: boolean;
  order: number;
}

const TRACKER_PATH = /(?:^|\/)(?:click|clicks|track|tracking|redirect|ls\/click|wf\/click|c|r|l|e|t)(?:\/|$)/i;
const TRACKER_HOST = /^(?:click|clicks|links?|track|trk|email|em|e|url\d*|go|r|t|ablink|mandrillapp)\./i;
const DESTINATION_PARAMS = [
  "url",
  "u",
  "redirect",
  "redirect_url",
  "redirect_uri",
  "target",
  "dest",
  "destination",
  "to",
  "link",
  "q",
];

const TOKEN_PARAM = /^(?:token|key|code|secret|sig|signature|otp|hash|ticket|t|k|.*_token|.*token|.*_key|auth)$/i;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Parameters that say where a reader came from, never who they are. */
const CAMPAIGN_PARAM = /^(?:utm_|mc_|_hs|fbclid|gclid|mkt_tok|ref$|source$|medium$|campaign$)/i;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A value random enough to be a secret: long, and mixing letters with digits (or a JWT, a UUID). */
function looksSecret(value: string): boolean {
  if (JWT.test(value) || UUID.test(value)) return true;
  if (value.length < 16 || !/^[\w.~+/=:%-]+$/.test(value)) return false;
  return /\d/.test(value) && /[a-z]/i.test(value);
}

/** The secrets a URL carries: token-like values of its query, path and fragment. */
function secretsOf(url: URL): string[] {
  const secrets: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (CAMPAIGN_PARAM.test(name)) continue;
    if (looksSecret(value) || (TOKEN_PARAM.test(name) && value.length >= 6)) secrets.push(value);
  }
  const segments = [...url.pathname.split("/"), ...url.hash.replace(/^#/, "").split(/[/?&=]/)];
  for (const segment of segments) if (looksSecret(safeDecode(segment))) secrets.push(safeDecode(segment));
  return secrets;
}

/**
 * Click-tracking hosts of the major email service providers, whose wrapped URLs say nothing of
 * where they go: SendGrid, Mailchimp, Mandrill, Postmark, Amazon SES, Customer.io, HubSpot,
 * SparkPost, Mailgun, MailerLite, Brevo (sendibt), Constant Contact, Salesforce, Klaviyo, Mailjet.
 */
const ESP_TRACKER_HOST =
  /(?:^|\.)(?:sendgrid\.net|list-manage\.com|mandrillapp\.com|pstmrk\.it|awstrack\.me|customeriomail\.com|hubspotlinks\.com|hs-sales-engage\.com|spgo\.io|sparkpostmail\.com|mailgun\.org|mlsend\.com|sendibt\d?\.com|sendibm\d?\.com|brevo\.com|rs6\.net|exct\.net|klclick\d?\.com|mjt\.lu)$/i;

/** A click-tracking wrapper: an ESP's tracking host, or a tracker's host or path words. */
const isTracker = (url: URL) =>
  ESP_TRACKER_HOST.test(url.hostname) || TRACKER_HOST.test(url.hostname) || TRACKER_PATH.test(url.pathname);

/** A tracker's own path words ("/ls/click", "/track/click", "/redirect"); "/track/ABC123" follows a parcel. */
const TRACKER_PATH_WORDS = /(?:^|\/)(?:click|clicks|track\/click|redirect|ls\/click|wf\/click|mk\/cl)(?:\/|$)/i;
/** A tracker host's short opaque path: Mailgun's "email.brand.com/c/<id>", "r.brand.com/mk/cl/...". */
const SHORT_TRACKER_PATH = /^\/(?:c|r|l|e|t|ls|wf|mk)\//i;

/**
 * Surely a tracker, so that a URL without a readable destination is the provider's, not the
 * sender's: an ESP's tracking host, a tracker's own path words, or a tracker-like host ("email.",
 * "links.") with a tracker's short path. "email.acme.com/verify-email?token=" is the sender's.
 */
const surelyTracker = (url: URL) =>
  ESP_TRACKER_HOST.test(url.hostname) ||
  TRACKER_PATH_WORDS.test(url.pathname) ||
  (TRACKER_HOST.test(url.hostname) && SHORT_TRACKER_PATH.test(url.pathname));

/** A host and path written into one path segment: "app.acme.com%2Freset%3Ft%3D..." (Postmark). */
const HOST_AND_PATH = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i;

/**
 * Where a tracker sends the reader, when its URL says: a parameter holding a web URL (url=,
 * redirect=...), or a path segment holding one, with or without its scheme ("/L0/https:%2F%2F..."
 * of Amazon SES, "/3s/app.acme.com%2Freset..." of Postmark).
 */
function destinationOf(url: URL): string | null {
  if (!isTracker(url)) return null;
  for (const name of DESTINATION_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && /^https?:\/\//i.test(value)) return value;
  }
  for (const segment of url.pathname.split("/")) {
    const inJson = base64JsonUrl(segment);
    if (inJson) return inJson;
    if (!/%2F/i.test(segment)) continue;
    const decoded = safeDecode(segment);
    if (/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(decoded)) return decoded;
    if (HOST_AND_PATH.test(decoded)) return `https://${decoded}`;
  }
  return null;
}

/** Base64 JSON of a tracker's link record is short; longer segments are not read. */
const MAX_JSON_SEGMENT = 4096;

/** The web URL in a path segment that is base64 JSON of a link record ({"href": ...}, as Customer.io writes). */
function base64JsonUrl(segment: string): string | null {
  if (segment.length < 24 || segment.length > MAX_JSON_SEGMENT || !segment.startsWith("eyJ")) return null;
  if (!/^[\w-]+={0,2}$/.test(segment)) return null;
  try {
    const record: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    if (typeof record !== "object" || record === null) return null;
    for (const key of ["href", "url", "link"]) {
      const value = (record as Record<string, unknown>)[key];
      if (typeof value === "string" && /^https?:\/\//i.test(value)) return value;
    }
  } catch {
    // Not JSON: an opaque id.
  }
  return null;
}

/** Why a link is left out entirely, or null. */
function noiseReason(url: URL, texts: string[]): string | null {
  if (NOISE_HOSTS.test(url.hostname)) return "a social network, app store or meeting service";
  if (IMAGE_PATH.test(url.pathname)) return "an image, font or style sheet";
  if (NOISE_PATHS.test(url.pathname) || NOISE_PATHS.test(url.hash)) return "an unsubscribe, legal or help page";
  if (texts.some((text) => NOISE_LINK_WORDS.test(text))) return "its words: unsubscribe, legal, help, not me";
  // A home page link (the logo, the footer) is never a call to action.
  const web = url.protocol === "http:" || url.protocol === "https:";
  if (web && (url.pathname === "/" || url.pathname === "") && !url.search && (!url.hash || url.hash === "#"))
    return "a home page";
  return null;
}

/**
 * URL words as text: "/auth/v1/verify?type=recovery" reads "auth v1 verify type recovery". An
 * app link's host is part of its path ("acme://verify?t=...").
 */
const urlWords = (url: URL, app: boolean) =>
  safeDecode(`${app ? url.hostname : ""} ${url.pathname} ${url.search} ${url.hash}`).replace(/[-_/.?=&#:+%]+/g, " ");
/** The path and parameter names only: where a page is, not the values it is given. */
const urlPlaceWords = (url: URL) =>
  safeDecode(`${url.pathname} ${[...url.searchParams.keys()].join(" ")}`).replace(/[-_/.?=&#:+%]+/g, " ");

/**
 * A video meeting's join link: a meeting number in the path ("/j/83125407761"), a meeting
 * passcode parameter, or a meeting host ("meet.", "zoom."). Joining a meeting is no invitation
 * to an account.
 */
const MEETING_URL =
  /^[a-z]+:\/\/(?:[^/?#]*\.)?(?:meet|meeting|zoom|teams|webex|whereby|jitsi)[^/?#]*\/|\/(?:j|join|meeting|wc)\/\d{8,12}(?:[/?#]|$)|[?&](?:pwd|passcode|meeting_?id|confno)=/i;

const KINDS: VerificationSubtype[] = ["reset", "invite", "magic_signin", "verify"];

/**
 * Bounds on what is judged of an email's links, so that hostile mail of tens of thousands of
 * links costs no more than a long newsletter: the first MAX_LINKS distinct links in reading
 * order (the most in an email of both corpora is 24), each judged by its first MAX_PLACES places,
 * and of each place's blocks the first CONTEXT_CHARS characters (a paragraph's length).
 */
const MAX_LINKS = 500;
const MAX_PLACES = 8;
const CONTEXT_CHARS = 2000;

function collect(documents: EmailDocument[]): Written[] {
  const byHref = new Map<string, Written>();
  let order = 0;
  for (const document of documents) {
    for (const anchor of document.anchors) {
      const href = anchor.href;
      if (!href || href.startsWith("#")) continue;
      // The words around the link, without the URL and the link's own words (judged apart).
      const context = () => {
        const block = document.blocks[anchor.block]?.text.slice(0, CONTEXT_CHARS) ?? "";
        const previous = document.blocks[anchor.block - 1]?.text.slice(0, CONTEXT_CHARS) ?? "";
        const own = anchor.text ? block.split(anchor.text).join(" ") : block;
        return `${previous} \n ${own.split(href.trim()).join(" ")}`;
      };
      let written = byHref.get(href);
      if (!written) {
        if (byHref.size >= MAX_LINKS) continue;
        const places: (() => string)[] = [];
        written = {
          href,
          texts: [],
          contexts: () => places.map((place) => place()),
          places,
          button: false,
          order: order++,
        };
        byHref.set(href, written);
      }
      if (written.places.length >= MAX_PLACES) continue;
      if (anchor.text && anchor.text !== href.trim()) written.texts.push(anchor.text);
      written.places.push(context);
      written.button ||= anchor.button;
    }
  }
  return [...byHref.values()];
}

/** Every link of the email, judged: kept or left out, with its score and features. */
export function linkCandidates(context: EmailContext, documents: EmailDocument[]): LinkCandidate[] {
  const candidates: LinkCandidate[] = [];
  for (const written of collect(documents)) {
    const link = safeLink(written.href);
    if (!link) continue;
    const destinationText = link.app ? null : destinationOf(link.url);
    const destination = destinationText ? safeLink(destinationText) : null;
    const effective = destination?.url ?? link.url;
    // A tracker that hides where it goes: its URL is the ESP's, not the sender's, so it says
    // nothing of the kind (its "track" and "click" are no parcel and no call) and it is personal
    // by construction; the kind comes from the link's words and the sentence around it.
    const opaque = !link.app && !destination && surelyTracker(link.url);
    const base = {
      url: link.value,
      app: link.app,
      destination: destination?.value ?? null,
      order: written.order,
    };
    const dropped = noiseReason(effective, written.texts);
    if (dropped) {
      candidates.push({ ...base, subtype: "other", score: 0, secret: false, secrets: [], features: [], dropped });
      continue;
    }
    let subtype: LinkSubtype = "other";
    let best: { score: number; features: LinkFeature[] } = { score: 0, features: [] };
    const secrets = secretsOf(effective);
    const secret = secrets.length > 0 || opaque;
    if (secret) {
      const words = opaque ? "" : urlWords(effective, link.app);
      const contexts = written.contexts();
      const against: LinkFeature[] = [];
      if (written.texts.some((text) => DECOY_LINK_WORDS.test(text))) against.push("decoy_words");
      if (!opaque && (DECOY_LINK_WORDS.test(urlPlaceWords(effective)) || MEETING_URL.test(effective.href)))
        against.push("decoy_url");
      if (context.decoyGenre && context.decoyGenre !== "marketing") against.push("decoy_email");
      for (const kind of KINDS) {
        const pattern = INTENT_WORDS[kind];
        const features: LinkFeature[] = [];
        if (written.texts.some((text) => pattern.test(text))) features.push("own_words");
        if (pattern.test(words)) features.push("url_words");
        if (contexts.some((text) => pattern.test(text))) features.push("nearby_words");
        if (pattern.test(context.subject)) features.push("subject_words");
        if (features.length === 0) continue;
        if (written.button) features.push("button");
        features.push(...against);
        const score = scoreOf(LINK_FEATURES, features);
        if (score > best.score) {
          best = { score, features };
          subtype = kind;
        }
      }
      if (best.score < LINK_THRESHOLD) subtype = "other";
      // Behind an opaque tracker only words speak; a newsletter's "Confirm your spot" or an
      // event's "I'm attending" are words too. Such a link is one of the four kinds only in an
      // email about it (its subject names the kind, or the email is about signing in) that is
      // no booking, receipt or event.
      const aboutIt = best.features.includes("subject_words") || context.aboutSigningIn;
      if (opaque && (!aboutIt || against.includes("decoy_email"))) subtype = "other";
    }
    candidates.push({ ...base, subtype, score: best.score, secret, secrets, features: best.features, dropped: null });
  }
  return sameThingAsWebLink(candidates);
}

/**
 * An app link that carries the same secret as a web link of one of the four kinds opens the
 * same thing in the app ("Open in the app" beside "Verify in the browser"): it takes that kind.
 */
function sameThingAsWebLink(candidates: LinkCandidate[]): LinkCandidate[] {
  const web = candidates.filter((candidate) => !candidate.app && candidate.subtype !== "other");
  return candidates.map((candidate) => {
    if (!candidate.app || candidate.subtype !== "other" || candidate.secrets.length === 0) return candidate;
    const twin = web.find((link) => link.secrets.some((secret) => candidate.secrets.includes(secret)));
    return twin ? { ...candidate, subtype: twin.subtype, score: twin.score, features: twin.features } : candidate;
  });
}

/** Links of an email, best first: the four kinds before `other`, web before app, higher score first. */
export function findLinks(context: EmailContext, documents: EmailDocument[]): FoundLink[] {
  return bestLinks(linkCandidates(context, documents));
}

/** The links kept of the judged candidates, best first. */
export function bestLinks(candidates: LinkCandidate[]): FoundLink[] {
  const group = (link: LinkCandidate) => (link.subtype === "other" ? 1 : 0);
  return candidates
    .filter((candidate) => candidate.dropped === null)
    .sort(
      (a, b) =>
        group(a) - group(b) ||
        // "When an email has both for the same thing, the web link comes first" (the spec).
        Number(a.app) - Number(b.app) ||
        (group(a) === 0 ? b.score - a.score : Number(b.secret) - Number(a.secret)) ||
        a.order - b.order,
    )
    .map(({ url, subtype, app, destination }) => ({ url, subtype, app, destination }));
}

/** At most this many hosts are kept per email: the link checks need the variety, not a count. */
const MAX_LINK_HOSTS = 100;

/**
 * Every web link's host, and where a click-tracking wrapper leads, once each: the local-links
 * and plain-http checks read these (links left out of the answer count too: an unsubscribe
 * link to localhost is a bug as well).
 */
export function linkHostsOf(candidates: LinkCandidate[]): LinkHost[] {
  const hosts = new Map<string, LinkHost>();
  const add = (url: URL, via: string | null) => {
    if (url.protocol !== "http:" && url.protocol !== "https:") return;
    // With its port when one is written: dev hosts are marked as host and port (localhost:3000).
    const host: LinkHost = { host: url.host.toLowerCase(), https: url.protocol === "https:", via };
    const key = `${host.host} ${host.https} ${via ?? ""}`;
    if (!hosts.has(key) && hosts.size < MAX_LINK_HOSTS) hosts.set(key, host);
  };
  for (const candidate of candidates) {
    const link = safeLink(candidate.url);
    if (!link || link.app) continue;
    add(link.url, null);
    const destination = candidate.destination ? safeLink(candidate.destination) : null;
    if (destination && !destination.app) add(destination.url, link.url.host.toLowerCase());
  }
  return [...hosts.values()];
}
