/** What the extraction engine reads: the parsed parts of one email. Pure data, no I/O. */
export interface ExtractInput {
  subject: string | null;
  text: string | null;
  html: string | null;
  fromName: string | null;
  fromAddress: string | null;
  /** d= of the first DKIM-Signature, when present. */
  dkimSigner: string | null;
  /** The Date header as written: stated lifetimes are counted from it, in its zone. */
  dateHeader: string | null;
  /** When the email arrived: the anchor of lifetimes when the Date header is missing or implausible. */
  receivedAt: Date;
}

export {
  CODE_SUBTYPES,
  type CodeSubtype,
  LINK_SUBTYPES,
  type LinkSubtype,
  VERIFICATION_SUBTYPES,
  type VerificationSubtype,
} from "../../wire/enums.js";
import type { CodeSubtype, LinkSubtype } from "../../wire/enums.js";

export interface FoundCode {
  /** What a person types: spaces removed, a dash kept. */
  value: string;
  subtype: CodeSubtype;
}

export interface FoundLink {
  /** The URL exactly as sent (click-tracking wrappers included). */
  url: string;
  subtype: LinkSubtype;
  /** A scheme other than http and https: a link that opens a mobile app. */
  app: boolean;
  /** Where a click-tracking wrapper says it leads, when it carries the destination. */
  destination: string | null;
}

export interface Extraction {
  /** Best first. */
  codes: FoundCode[];
  /** Best first; within one subtype, web links before app links. */
  links: FoundLink[];
  service: string | null;
  serviceDomain: string | null;
  /** When the code or link stops working, as the email states it; null when it states nothing. */
  expiresAt: Date | null;
  /** Every web link's host, for the link checks: where each link goes, never the link itself. */
  linkHosts: LinkHost[];
  /** How the HTML will sit on a phone; null without HTML. */
  layout: HtmlLayout | null;
}

import type { HtmlLayout, LinkHost } from "../../wire/checks.js";
export type { HtmlLayout, LinkHost };
