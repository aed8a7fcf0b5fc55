import { z } from "zod";
import { ERROR_CODES, MATCH_TYPES } from "./enums.js";
import { dateTime } from "./fields.js";
import { Refusal } from "./delivery.js";

/** Every error answer: { error, message }, plus details for some codes (docs/errors.md). */
export const ErrorBody = z
  .object({
    error: z.enum(ERROR_CODES).meta({ description: "The error code; its HTTP status is always the same." }),
    message: z.string().meta({ description: "What is wrong, in one sentence." }),
    field: z.string().optional().meta({
      description: "On 400, 413 and 415: the field, query parameter or header at fault (a path such as meta.repo).",
    }),
  })
  .meta({
    id: "Error",
    examples: [{ error: "unauthorized", message: "Invalid API key." }],
  });

/** 400: the field or parameter at fault is named at the start of the message and in `field`. */
export const InvalidRequest = ErrorBody.extend({
  error: z.enum(["invalid_request", "name_taken"]),
  field: z
    .string()
    .optional()
    .meta({ description: "The field, query parameter or header at fault (a path such as meta.repo)." }),
}).meta({
  id: "InvalidRequest",
  examples: [{ error: "invalid_request", message: "name: must be a string", field: "name" }],
});

/** 404: what was not found; the 404 of a wait and of an address adds what it can mean. */
export const NotFound = ErrorBody.extend({
  error: z.literal("not_found"),
  hint: z
    .string()
    .optional()
    .meta({ description: "What was refused, or the likeliest cause (such as a provider in sandbox mode)." }),
  refused: z.array(Refusal).optional().meta({ description: "On a wait: mail turned away since `since`." }),
  help: z.url().optional(),
}).meta({
  id: "NotFound",
  examples: [
    {
      error: "not_found",
      message:
        "No matching code arrived for alice@proofbox.test within 30 s (looking at mail since 2026-03-10T11:45:00.000Z).",
      hint: "No email arrived since 2026-03-10T11:45:00.000Z. Check that the app sends to alice@proofbox.test through Proofbox's SMTP server ...",
      refused: [],
      help: "https://github.com/proofbox/proofbox/blob/main/docs/delivery.md",
    },
  ],
});

/** 409 of /none. */
export const EmailArrived = ErrorBody.extend({
  error: z.literal("email_arrived"),
  count: z.int().min(1).meta({ description: "Matching emails that arrived." }),
  first: z
    .object({
      received_at: dateTime,
      service: z.string().nullable(),
      type: z.enum(MATCH_TYPES).nullable().meta({ description: "Kind of its main code or link." }),
    })
    .meta({ description: "The first matching email: its time, service and kind." }),
}).meta({ id: "EmailArrived" });

/** 402 of address creation. */
export const PaymentRequired = ErrorBody.extend({
  error: z.literal("payment_required"),
  limit: z.int().meta({ description: "The plan's maximum of active addresses." }),
}).meta({ id: "PaymentRequired" });

/** 429 of address creation. */
export const RateLimited = ErrorBody.extend({
  error: z.literal("rate_limited"),
  retry_after: z.int().min(1).meta({ description: "Seconds until a new attempt may succeed (also Retry-After)." }),
}).meta({ id: "RateLimited" });

/** 409 of checkout: accounts match, and every one is held. */
export const AllCheckedOut = ErrorBody.extend({
  error: z.literal("all_checked_out"),
  matching: z.int().min(1).meta({ description: "Accounts that match, all of them held." }),
  first_free_at: dateTime.meta({ description: "When the first of them comes free (also Retry-After, in seconds)." }),
}).meta({
  id: "AllCheckedOut",
  examples: [
    {
      error: "all_checked_out",
      message: "All 3 matching accounts are checked out; the first comes free at 2026-03-10T12:10:00.000Z (in 412 s).",
      matching: 3,
      first_free_at: "2026-03-10T12:10:00.000Z",
    },
  ],
});

/** 409 of extend and return: the token does not hold the account (wrong, returned or run out). */
export const NotHeld = ErrorBody.extend({ error: z.literal("not_held") }).meta({
  id: "NotHeld",
  examples: [
    {
      error: "not_held",
      message:
        "This token does not hold alice@proofbox.test: the hold was returned, ran out, or belongs to another checkout.",
    },
  ],
});
