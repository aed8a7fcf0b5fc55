import { z } from "zod";
import { REFUSAL_REASONS } from "./enums.js";
import { dateTime } from "./fields.js";

export const Refusal = z
  .object({
    reason: z.enum(REFUSAL_REASONS),
    first_at: dateTime,
    last_at: dateTime,
    count: z.int().min(1).meta({ description: "Refusals for the same reason within one hour share one entry." }),
    size_bytes: z.int().min(0).nullable().meta({ description: "Size of the largest refused message, in bytes." }),
  })
  .meta({ id: "Refusal", description: "Mail the service turned away. Lists are ordered newest first." });
export type Refusal = z.output<typeof Refusal>;

export const Delivery = z
  .object({
    address: z.string(),
    created_at: dateTime,
    expires_at: dateTime,
    receiving: z.boolean().meta({ description: "False once the address has expired." }),
    emails: z.int().min(0).meta({ description: "Emails received so far." }),
    last_email_at: dateTime.nullable(),
    refused: z.array(Refusal),
    hint: z.string().meta({ description: "What the status means, most important first." }),
    help: z.url(),
  })
  .meta({ id: "Delivery", description: "Whether mail reaches the address, and why not." });
export type Delivery = z.output<typeof Delivery>;
