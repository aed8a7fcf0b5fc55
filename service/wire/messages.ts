import { z } from "zod";
import { COUNT_EMAILS_LISTED, MESSAGES_LIMIT_DEFAULT, MESSAGES_LIMIT_MAX } from "../limits.js";
import { CODE_SUBTYPES, LINK_SUBTYPES, MATCH_TYPES, READINGS } from "./enums.js";
import { dateTime, queryDateTime, queryInt, queryList, uuid } from "./fields.js";
import { EmailSummary } from "./matches.js";
import { serviceFilter } from "./waits.js";

export const MessagesQuery = z
  .object({
    include: queryList(["text", "html"] as const)
      .optional()
      .meta({ description: "Sender-written content to add: text, html, or text,html. Left out: none." }),
    limit: queryInt(1, MESSAGES_LIMIT_MAX).default(MESSAGES_LIMIT_DEFAULT),
  })
  .strict();
export type MessagesQuery = z.output<typeof MessagesQuery>;

/** The message record (its shape is ours: the spec says only codes, links and, on request, content). */
export const Message = z
  .object({
    id: uuid,
    received_at: dateTime,
    recipient: z.string().meta({ description: "The recipient exactly as the sender wrote it (capitals, plus tag)." }),
    sender: z.string().nullable().meta({ description: "The From address, else the envelope sender." }),
    service: z.string().nullable(),
    service_domain: z.string().nullable(),
    expires_at: dateTime.nullable(),
    size_bytes: z.int().min(0),
    reading: z.enum(READINGS).meta({
      description:
        "complete: read in full. timed_out: reading it took longer than the parse timeout; unreadable: the parser refused it. Either way it was stored without content, codes or links.",
    }),
    codes: z.array(z.object({ value: z.string(), subtype: z.enum(CODE_SUBTYPES), used: z.boolean() })),
    links: z.array(
      z.object({
        url: z.string(),
        subtype: z.enum(LINK_SUBTYPES),
        app: z.boolean().meta({ description: "A link that opens a mobile app." }),
        used: z.boolean(),
      }),
    ),
    subject: z.string().nullable().optional().meta({ description: "Only with include. Sender-written: untrusted." }),
    text: z.string().nullable().optional().meta({
      description:
        "Only with include=text: the text part, or text made from the HTML; at most 200 KB. Untrusted. Null when there is none, or when it was left out (text_truncated).",
    }),
    text_truncated: z.boolean().optional().meta({
      description:
        "Only with include=text. True when the text is not the sender's whole text: cut to 200 KB, or left out (null) because the list had already given 8 MB of content.",
    }),
    html: z.string().nullable().optional().meta({
      description:
        "Only with include=html: cleaned (on first read), at most 200 KB. Untrusted. Null when there is none, or when it was left out (html_truncated).",
    }),
    html_truncated: z.boolean().optional().meta({
      description:
        "Only with include=html. True when the HTML is not the sender's whole HTML: cut to 200 KB, or left out (null) because the list had already given 8 MB of content.",
    }),
  })
  .meta({ id: "Message", description: "One received email with its codes and links; content only on request." });
export type Message = z.output<typeof Message>;

/** Subtypes a count may ask for, with `any` for every subtype of the type. */
export const COUNT_SUBTYPES = [...CODE_SUBTYPES, ...LINK_SUBTYPES, "any"] as const;

export const CountQuery = z
  .object({
    since: queryDateTime.optional().meta({ description: "Default: every email the address has received." }),
    service: serviceFilter.optional(),
    type: z.enum(MATCH_TYPES).optional().meta({
      description:
        "code excludes coupons unless subtype says otherwise; link counts verify, magic_signin, invite and reset.",
    }),
    subtype: queryList(COUNT_SUBTYPES).optional().meta({
      description:
        "With type: otp or coupon for codes; verify, magic_signin, invite, reset or other for links; or any.",
    }),
  })
  .strict()
  .superRefine((query, context) => {
    if (!query.subtype) return;
    if (!query.type) {
      context.addIssue({ code: "custom", path: ["subtype"], message: "needs type (code or link)" });
      return;
    }
    const allowed: readonly string[] = query.type === "code" ? [...CODE_SUBTYPES, "any"] : [...LINK_SUBTYPES, "any"];
    if (query.subtype.some((s) => !allowed.includes(s)))
      context.addIssue({
        code: "custom",
        path: ["subtype"],
        message: `must be ${allowed.join(", ")} with type=${query.type}`,
      });
  });
export type CountQuery = z.output<typeof CountQuery>;

export const CountResult = z
  .object({
    address: z.string(),
    since: dateTime.nullable(),
    count: z.int().min(0),
    emails: z
      .array(EmailSummary)
      .max(COUNT_EMAILS_LISTED)
      .meta({ description: `The first ${COUNT_EMAILS_LISTED} counted emails, oldest first.` }),
  })
  .meta({ id: "CountResult" });
export type CountResult = z.output<typeof CountResult>;

/**
 * A person opened or copied a code or link in the app (spec: usage flag, "someone opens or copies
 * it in the app"). Exactly one of code and link names what was taken.
 */
export const MarkUsedBody = z
  .object({
    email_id: uuid.meta({ description: "The email the code or link is in, as the messages list gives it." }),
    code: z.string().min(1).max(200).optional().meta({ description: "The code's value." }),
    link: z.string().min(1).max(8192).optional().meta({ description: "The link's url." }),
  })
  .strict()
  .superRefine((body, context) => {
    if ((body.code === undefined) === (body.link === undefined))
      context.addIssue({ code: "custom", path: ["code"], message: "give exactly one of code and link" });
  });
export type MarkUsedBody = z.output<typeof MarkUsedBody>;

export const MarkedUsed = z
  .object({
    address: z.string(),
    email_id: uuid,
    code: z.string().optional(),
    link: z.string().optional(),
    used: z.literal(true),
    marked: z.boolean().meta({ description: "True when this call marked it; false when it was already used." }),
  })
  .meta({ id: "MarkedUsed" });
export type MarkedUsed = z.output<typeof MarkedUsed>;
