/** What the extraction engine reads: the parsed parts of one email. Pure data, no I/O. */
export interface ExtractInput {
  subject: string | null;
  text: string | null;
  html: string | null;
  fromName: string | null;
  fromAddress: string | null;
  /** d= of the first DKIM-Signature, when present. */
  dkimSigner: string | null;
  /** The Date header, for lifetimes stated as a date ("due on August 10, 2026"). */
  sentAt: Date | null;
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

/** Either a lifetime ("valid for 10 minutes") or a stated end ("due on August 10, 2026"). */
export type StatedExpiry = { seconds: number } | { at: Date };

export interface Extraction {
  /** Best first. */
  codes: FoundCode[];
  /** Best first; within one subtype, web links before app links. */
  links: FoundLink[];
  service: string | null;
  serviceDomain: string | null;
  expiry: StatedExpiry | null;
}
