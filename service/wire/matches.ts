import { z } from "zod";
import { CODE_SUBTYPES, LINK_SUBTYPES, MATCH_TYPES } from "./enums.js";
import { dateTime, uuid } from "./fields.js";

/** Match: one code or link of one email, and nothing else from it (spec, Match). */
export const Match = z
  .object({
    address: z.string().meta({ description: "The test address (plain form)." }),
    type: z.enum(MATCH_TYPES),
    subtype: z.enum([...CODE_SUBTYPES, ...LINK_SUBTYPES]).meta({
      description: "For codes: otp or coupon. For links: verify, magic_signin, invite, reset or other.",
    }),
    value: z.string().meta({ description: "The code, or the link URL." }),
    service: z.string().nullable().meta({ description: "Who sent it: a name, or the sender's domain." }),
    service_domain: z.string().nullable(),
    received_at: dateTime,
    expires_at: dateTime.nullable().meta({ description: "Only when the email states how long it lasts." }),
    email_id: uuid,
  })
  .meta({
    id: "Match",
    description: "A code or link and nothing else from the email.",
    examples: [
      {
        address: "alice@proofbox.test",
        type: "code",
        subtype: "otp",
        value: "482913",
        service: "Acme",
        service_domain: "acme.example",
        received_at: "2026-03-10T12:00:01.204Z",
        expires_at: "2026-03-10T12:10:01.204Z",
        email_id: "0b8c2f0e-7d1a-4a57-9a8e-5d2f3c1b9e40",
      },
    ],
  });
export type Match = z.output<typeof Match>;

/** Email summary: what count and /none answers say of an email, no content (spec). */
export const EmailSummary = z
  .object({
    received_at: dateTime,
    service: z.string().nullable(),
    service_domain: z.string().nullable(),
    type: z.enum(MATCH_TYPES).nullable().meta({ description: "Kind of its main code or link." }),
    subtype: z.enum([...CODE_SUBTYPES, ...LINK_SUBTYPES]).nullable(),
    email_id: uuid,
  })
  .meta({ id: "EmailSummary", description: "An email without its content." });
export type EmailSummary = z.output<typeof EmailSummary>;
