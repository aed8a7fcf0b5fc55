import { z } from "zod";
import { SERVICE_FILTER_MAX_LENGTH, WAIT_TIMEOUT_MAX } from "../limits.js";
import { CODE_SUBTYPES, MATCH_TYPES, VERIFICATION_SUBTYPES } from "./enums.js";
import { dateTime, nonEmptyText, queryBool, queryDateTime, queryInt, queryList } from "./fields.js";

/** Query strings of the code and link waits and of /none (spec, Waiting for a code or link). */

const timeout = queryInt(0, WAIT_TIMEOUT_MAX)
  .default(WAIT_TIMEOUT_MAX)
  .meta({ description: "Seconds to wait; 0 checks once." });

export const serviceFilter = nonEmptyText(SERVICE_FILTER_MAX_LENGTH).meta({
  description:
    "Only email from this service: by name (any case), by domain, or by any host of the same registrable domain (auth.acme.com matches acme.com).",
});

const since = queryDateTime.meta({
  description: "Only email received at or after this time. Default: 15 minutes before the request.",
});

const unused = queryBool.meta({ description: "Skip codes and links an earlier wait already returned." });

export const CodeWaitQuery = z
  .object({
    timeout,
    service: serviceFilter.optional(),
    since: since.optional(),
    unused: unused.optional(),
    type: z
      .enum(CODE_SUBTYPES)
      .default("otp")
      .meta({ description: "otp or coupon. Coupons are left out unless type=coupon." }),
  })
  .strict();
export type CodeWaitQuery = z.output<typeof CodeWaitQuery>;

const LINK_WAIT_TYPES = [...VERIFICATION_SUBTYPES, "any"] as const;

export const LinkWaitQuery = z
  .object({
    timeout,
    service: serviceFilter.optional(),
    since: since.optional(),
    unused: unused.optional(),
    type: queryList(LINK_WAIT_TYPES)
      .default([...VERIFICATION_SUBTYPES])
      .meta({
        description:
          "Comma-separated: verify, magic_signin, invite, reset, or any (also other links). Default: the first four.",
      }),
    app: queryBool.optional().meta({
      description:
        "True: only links that open a mobile app. False: only web links. Left out: either; when an email has both for the same thing, the web link comes first.",
    }),
  })
  .strict();
export type LinkWaitQuery = z.output<typeof LinkWaitQuery>;

export const NoneQuery = z
  .object({
    since: queryDateTime.optional().meta({
      description:
        "Watch from this time (pass the time of the action so an earlier email still counts). Default: the request time.",
    }),
    timeout,
    service: serviceFilter.optional(),
    type: z.enum(MATCH_TYPES).optional().meta({
      description: "code: one-time codes (coupons excluded); link: verify, magic_signin, invite and reset links.",
    }),
  })
  .strict();
export type NoneQuery = z.output<typeof NoneQuery>;

export const NothingArrived = z
  .object({
    arrived: z.literal(false),
    until: dateTime.meta({ description: "The time watched up to." }),
  })
  .meta({ id: "NothingArrived", description: "No matching email arrived during the hold." });
export type NothingArrived = z.output<typeof NothingArrived>;
