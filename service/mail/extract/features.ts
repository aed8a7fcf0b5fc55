/**
 * The evidence extraction weighs, named and weighted in one place. A candidate's score is the
 * sum of the weights of the features it has; the best candidate at or above the threshold wins.
 * docs/extraction.md explains each feature (a test keeps that page and these tables in step), and
 * `npm run eval:corpus -- --explain <file>` shows which features a candidate of one email had.
 */
export interface Feature {
  weight: number;
  /** What the feature means, as docs/extraction.md says it. */
  means: string;
}

/** A code candidate is taken at this score or above. */
export const CODE_THRESHOLD = 3;

export const CODE_FEATURES = {
  six_digits: { weight: 1, means: "six digits, the commonest shape of a one-time code" },
  digits: { weight: 0.5, means: "four, five, seven or eight digits" },
  long_digits: { weight: 0, means: "nine or ten digits, as often an account or phone number as a code" },
  capitals_and_digits: { weight: 0.5, means: "capitals mixed with digits (3P3PJ8GZ)" },
  dashed_groups: { weight: 0.5, means: "groups of capitals or digits joined by dashes (WFZF-BLLN, VOORJAAR-25)" },
  mixed_case: { weight: -1, means: "lower and upper case with digits: more often an id than a code" },
  capitals_only: { weight: -1, means: "capitals without a digit or a dash: a word, unless it is a coupon" },
  announced_before: {
    weight: 3,
    means: 'words naming a code just before it in the same sentence ("Your code is", "Code:", "認証コード：")',
  },
  announced_after: { weight: 2.5, means: 'words naming a code just after it ("482913 is your Acme code")' },
  typing_words: { weight: 1.5, means: 'a word asking to type or use it ("Enter", "Use", "Geben Sie", "入力")' },
  purpose_after: { weight: 1, means: 'what it is for, after it ("to sign in", "pour vous connecter")' },
  alone: { weight: 1.5, means: "alone in its block (a line, a cell, a box), at most with a short label" },
  emphasized: { weight: 1, means: "set in bold, large, spaced-out or monospace type" },
  code_words_above: {
    weight: 1.5,
    means: 'words naming a code in the three blocks before it, or an offer on the line just above ("15% off")',
  },
  code_words_below: { weight: 1, means: 'words naming a code in the sentence or block after it ("This code expires")' },
  subject_names_code: { weight: 1, means: "the subject names a code" },
  unnamed: {
    weight: -5,
    means: "nothing near it says it is a code: no code words, no typing words, no purpose, not in a code's subject",
  },
  decoy_label: {
    weight: -6,
    means: "labelled as something else: order, invoice, booking, tracking, card, phone, postcode, version",
  },
  meeting_nearby: {
    weight: -4,
    means: "a meeting in the same or the two blocks before, or a calendar invitation: a meeting id or passcode",
  },
  decoy_email: {
    weight: -3,
    means: "the email is a receipt, shipping notice, calendar invite, booking, statement or account notice",
  },
  booking_reference: {
    weight: -6,
    means: "in a booking or calendar email, a number no sign-in or typing words claim: a reference",
  },
  money: { weight: -6, means: "a currency next to it: a price" },
  date_or_time: { weight: -6, means: "a year, a month name next to it, a time (15h29) or a date (2026-03-10)" },
  phone_number: {
    weight: -6,
    means: "a group of a longer run of digit groups, or three groups joined by dashes: a phone or card number",
  },
} as const satisfies Record<string, Feature>;

export type CodeFeature = keyof typeof CODE_FEATURES;

/** A link of one of the four kinds is taken at this score or above; below it, it is `other`. */
export const LINK_THRESHOLD = 2;

export const LINK_FEATURES = {
  own_words: { weight: 3, means: "the link's own words name the kind (Verify email, Reset password)" },
  url_words: { weight: 2, means: "the URL's words name the kind (/auth/verify, type=recovery)" },
  nearby_words: { weight: 1.5, means: "the words around the link name the kind" },
  subject_words: { weight: 1, means: "the subject names the kind" },
  button: { weight: 0.5, means: "styled as a button: the email's call to action" },
  decoy_words: {
    weight: -5,
    means: "its own words name another page: a cart, an order, an invoice, a calendar event, settings",
  },
  decoy_url: {
    weight: -5,
    means: "its URL names another page (/cart/, /orders/, /calendar/event, /settings) or a video meeting",
  },
  decoy_email: {
    weight: -2,
    means: "the email is a receipt, shipping notice, calendar invite, booking, statement or account notice",
  },
} as const satisfies Record<string, Feature>;

export type LinkFeature = keyof typeof LINK_FEATURES;

export function scoreOf<F extends string>(table: Record<F, Feature>, features: Iterable<F>): number {
  let score = 0;
  for (const feature of features) score += table[feature].weight;
  return score;
}
