import { z } from "zod";
import { queryBool, queryDateTime, queryInt, queryList } from "../http/query-fields.js";

/** Query strings of the waits, the message list, the count and /none, as the spec bounds them. */

export const WAIT_TIMEOUT_MAX = 30;
export const WAIT_LOOK_BACK_MS = 15 * 60 * 1000;
export const MESSAGES_LIMIT_MAX = 100;
export const MESSAGES_LIMIT_DEFAULT = 20;
export const COUNT_EMAILS_LISTED = 50;

const timeout = queryInt(0, WAIT_TIMEOUT_MAX).default(WAIT_TIMEOUT_MAX);
const service = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "must not be empty")
  .max(253, "must be at most 253 characters");

export const CodeQuery = z
  .object({
    timeout,
    service: service.optional(),
    since: queryDateTime.optional(),
    unused: queryBool.optional(),
    type: z.enum(["otp", "coupon"], { error: "must be otp or coupon" }).default("otp"),
  })
  .strict();

const LINK_TYPES = ["verify", "magic_signin", "invite", "reset", "any"] as const;

export const LinkQuery = z
  .object({
    timeout,
    service: service.optional(),
    since: queryDateTime.optional(),
    unused: queryBool.optional(),
    type: queryList(LINK_TYPES).default(["verify", "magic_signin", "invite", "reset"]),
    app: queryBool.optional(),
  })
  .strict();

export const MessagesQuery = z
  .object({
    include: queryList(["text", "html"] as const).optional(),
    limit: queryInt(1, MESSAGES_LIMIT_MAX).default(MESSAGES_LIMIT_DEFAULT),
  })
  .strict();

const COUNT_SUBTYPES = ["otp", "coupon", "verify", "magic_signin", "invite", "reset", "other", "any"] as const;

export const CountQuery = z
  .object({
    since: queryDateTime.optional(),
    service: service.optional(),
    type: z.enum(["code", "link"], { error: "must be code or link" }).optional(),
    subtype: queryList(COUNT_SUBTYPES).optional(),
  })
  .strict()
  .superRefine((query, context) => {
    if (!query.subtype) return;
    if (!query.type) {
      context.addIssue({ code: "custom", path: ["subtype"], message: "needs type (code or link)" });
      return;
    }
    const allowed: readonly string[] =
      query.type === "code" ? ["otp", "coupon", "any"] : ["verify", "magic_signin", "invite", "reset", "other", "any"];
    const wrong = query.subtype.filter((s) => !allowed.includes(s));
    if (wrong.length > 0)
      context.addIssue({
        code: "custom",
        path: ["subtype"],
        message: `must be ${allowed.join(", ")} with type=${query.type}`,
      });
  });

export const NoneQuery = z
  .object({
    since: queryDateTime.optional(),
    timeout,
    service: service.optional(),
    type: z.enum(["code", "link"], { error: "must be code or link" }).optional(),
  })
  .strict();
