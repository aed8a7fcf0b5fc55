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

export const CODE_SUBTYPES = ["otp", "coupon"] as const;
export type CodeSubtype = (typeof CODE_SUBTYPES)[number];

export const LINK_SUBTYPES = ["verify", "magic_signin", "invite", "reset", "other"] as const;
export type LinkSubtype = (typeof LINK_SUBTYPES)[number];

/** The four kinds a sign-up, sign-in, invite or reset test waits for. */
export const VERIFICATION_SUBTYPES = ["verify", "magic_signin", "invite", "reset"] as const;
export type VerificationSubtype = (typeof VERIFICATION_SUBTYPES)[number];

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
