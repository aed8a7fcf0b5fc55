import { z } from "zod";
import { EXPECT_TEXT_MAX_COUNT, EXPECT_TEXT_MAX_LENGTH, SITE_MAX_LENGTH } from "../limits.js";
import { CHECK_NAMES, CODE_SUBTYPES, LINK_SUBTYPES, MATCH_TYPES } from "./enums.js";
import { dateTime, nonEmptyText, queryDateTime, queryList, renderAs, uuid } from "./fields.js";
import { COUNT_SUBTYPES } from "./messages.js";
import { serviceFilter } from "./waits.js";

/** GET /v1/addresses/{address}/checks and /variants (spec, Checks on one email; Variants). */

export const CHECK_STATUSES = ["pass", "fail", "warn", "skip"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** What an SPF, DKIM or DMARC evaluation can say (RFC 8601 results). */
export const VERDICT_RESULTS = [
  "pass",
  "fail",
  "softfail",
  "neutral",
  "none",
  "temperror",
  "permerror",
  "policy",
] as const;
export type VerdictResult = (typeof VERDICT_RESULTS)[number];

/** One verdict as stored with an email: the result, the domain it is about, and why (ours, never sender text). */
export interface Verdict {
  result: VerdictResult;
  domain: string | null;
  reason: string | null;
}

/** The three verdicts of one email, and who judged: "proofbox", or the trusted relay's authserv-id. */
export interface AuthVerdicts {
  spf: Verdict;
  dkim: Verdict;
  dmarc: Verdict;
  by: string;
}

/**
 * How an email's HTML will sit on a phone, read on arrival from the original HTML (the checks
 * keep these facts rather than the HTML). Widths are what a phone cannot shrink: fixed pixel
 * widths without a max-width.
 */
export interface HtmlLayout {
  /** A <meta name="viewport"> tag. */
  viewport: boolean;
  /** The widest fixed width (width attribute, width or min-width in px) of a table, cell or block without max-width. */
  widestFixedPx: number | null;
  /** The widest image with a fixed width and no max-width. */
  widestImagePx: number | null;
  /** The smallest font size given in px or pt (as px). */
  smallestFontPx: number | null;
  /** Images shown (tracking pixels of 1 or 2 px not counted). */
  images: number;
  /** Characters of visible text (hidden preheaders and alt texts not counted). */
  textChars: number;
  /**
   * Of those, characters of scripts that write a word in one or two (Han, kana, Hangul): absent
   * from facts stored before it was counted, which then read as alphabetic text.
   */
  wideChars?: number;
  /** The stylesheet adapts the layout to small screens (@media with a max-width). */
  mediaQueries: boolean;
  /** The stylesheet shrinks images to their container (img { max-width: ... }). */
  imagesShrink: boolean;
}

/** Where one link goes: its host, never the link. */
export interface LinkHost {
  /** Host name, with the port when the link writes one (localhost:3000). */
  host: string;
  https: boolean;
  /** The click-tracking wrapper's host, when this host is where a wrapper leads. */
  via: string | null;
}

/** What the checks read of an email, worked out on arrival and stored with it. */
export interface EmailFacts {
  /** Bytes of the original HTML; null without HTML. */
  htmlBytes: number | null;
  /** The sender wrote a text part. */
  textPart: boolean;
  /** The text part carries the email's main code or link; null when the email has neither. */
  textCarries: boolean | null;
  linkHosts: LinkHost[];
  layout: HtmlLayout | null;
}

/** One phrase or several (repeat the parameter); at most ten. */
const expectText = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).map((phrase) => phrase.trim()))
  .refine((phrases) => phrases.length <= EXPECT_TEXT_MAX_COUNT, `at most ${EXPECT_TEXT_MAX_COUNT} phrases`)
  .refine((phrases) => phrases.every((phrase) => phrase.length > 0), "must not be empty")
  .refine(
    (phrases) => phrases.every((phrase) => phrase.length <= EXPECT_TEXT_MAX_LENGTH),
    `each phrase at most ${EXPECT_TEXT_MAX_LENGTH} characters`,
  )
  .meta({
    ...renderAs({ type: "array", items: { type: "string" }, maxItems: EXPECT_TEXT_MAX_COUNT }),
    param: { style: "form", explode: true },
    description:
      "Phrases the email must contain; repeat the parameter for more (at most 10). Case, curly quotes and spacing do not matter.",
  });

export const ChecksQuery = z
  .object({
    email_id: uuid
      .optional()
      .meta({ description: "The email to check, as /count gives it. Default: the newest match." }),
    since: queryDateTime.optional().meta({ description: "Only email received at or after this time." }),
    expect_host: nonEmptyText(SITE_MAX_LENGTH).optional().meta({
      description:
        "Site the sign-in, verify, reset or invite link should go to after any redirect the URL reveals (subdomains count). Without it the expected_host check is skipped.",
    }),
    expect_text: expectText.optional(),
    expect_language: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, "must be a language code such as de or pt-BR")
      .optional()
      .meta({
        description:
          "Language such as de or pt-BR (the region does not matter). Without it the language check is skipped.",
      }),
    service: serviceFilter.optional(),
    type: z.enum(MATCH_TYPES).optional().meta({ description: "code or link: only email carrying one." }),
    subtype: queryList(COUNT_SUBTYPES).optional().meta({ description: "As in /count: with type." }),
  })
  .strict()
  .superRefine((query, context) => {
    if (!query.subtype) return;
    if (!query.type) {
      context.addIssue({ code: "custom", path: ["subtype"], message: "needs type (code or link)" });
      return;
    }
    const allowed: readonly string[] = query.type === "code" ? [...CODE_SUBTYPES, "any"] : [...LINK_SUBTYPES, "any"];
    const wrong = query.subtype.find((subtype) => !allowed.includes(subtype));
    if (wrong)
      context.addIssue({
        code: "custom",
        path: ["subtype"],
        message: `${wrong} is not a subtype of ${query.type} (${allowed.join(", ")})`,
      });
  });
export type ChecksQuery = z.output<typeof ChecksQuery>;

export const CheckResult = z
  .object({
    check: z.enum(CHECK_NAMES),
    status: z.enum(CHECK_STATUSES),
    detail: z.string().meta({ description: "One-line reason; names at most a domain or a link's host." }),
  })
  .meta({ id: "CheckResult" });
export type CheckResult = z.output<typeof CheckResult>;

export const ChecksResult = z
  .object({
    address: z.string(),
    email: z.object({
      id: uuid,
      received_at: dateTime,
      service: z.string().nullable(),
      service_domain: z.string().nullable(),
      type: z.enum(MATCH_TYPES).nullable(),
      subtype: z.enum([...CODE_SUBTYPES, ...LINK_SUBTYPES]).nullable(),
    }),
    passed: z.boolean().meta({ description: "No check failed (warnings do not count)." }),
    failed: z.array(z.enum(CHECK_NAMES)),
    warnings: z.array(z.enum(CHECK_NAMES)),
    checks: z.array(CheckResult),
  })
  .meta({ id: "ChecksResult", description: "Verdicts on one email: never its text or links." });
export type ChecksResult = z.output<typeof ChecksResult>;

export const Variant = z
  .object({
    tests: z.string().meta({ description: "What the variant checks." }),
    address: z.string(),
  })
  .meta({ id: "Variant" });
export type Variant = z.output<typeof Variant>;

export const Variants = z
  .object({
    address: z.string().meta({ description: "The plain address." }),
    delivered: z.array(Variant).meta({ description: "Unusual but valid forms whose mail arrives in this inbox." }),
    undeliverable: z
      .array(Variant)
      .meta({ description: "Valid by RFC 5321/5322, refused by this service's SMTP before they arrive." }),
    invalid: z.array(Variant).meta({ description: "Addresses that break the standard." }),
  })
  .meta({ id: "Variants" });
export type Variants = z.output<typeof Variants>;
