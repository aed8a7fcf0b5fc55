import { z } from "zod";
import { WEBHOOK_LIST_LIMIT_MAX } from "../limits.js";
import { DELIVERY_STATES, WEBHOOK_EVENTS } from "./enums.js";
import { dateTime, queryInt } from "./fields.js";

/** Webhooks (docs/webhooks.md); the spec leaves outbound delivery "not shown". */

export const Webhook = z
  .object({
    id: z.string(),
    url: z.string().meta({ description: "Where deliveries are POSTed." }),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    created_at: dateTime,
    created_by: z.string().meta({ description: "The id of the key that registered it." }),
  })
  .meta({ id: "Webhook", description: "A webhook endpoint of the project; never its secret." });
export type Webhook = z.output<typeof Webhook>;

export const WebhookList = z.object({ webhooks: z.array(Webhook) }).meta({ id: "WebhookList" });
export type WebhookList = z.output<typeof WebhookList>;

export const CreateWebhookBody = z
  .object({
    url: z
      .string()
      .max(2000)
      .meta({ description: "An http or https URL; not a private or loopback address unless the project allows it." }),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1, "name at least one event")
      .meta({ description: "Which events to deliver." }),
    secret: z.string().optional().meta({
      description: "A Standard Webhooks secret (whsec_ and base64 of 24 to 64 bytes); generated when left out.",
    }),
  })
  .strict()
  .meta({ id: "CreateWebhookBody" });
export type CreateWebhookBody = z.output<typeof CreateWebhookBody>;

export const NewWebhook = Webhook.extend({
  secret: z.string().meta({ description: "The signing secret: in this answer only." }),
}).meta({ id: "NewWebhook" });
export type NewWebhook = z.output<typeof NewWebhook>;

export const WebhookParams = z.object({ id: z.string().meta({ description: "The webhook endpoint's id." }) });
export const DeliveryParams = z.object({
  id: z.string().meta({ description: "The webhook endpoint's id." }),
  delivery: z.string().meta({ description: "The delivery's id (its webhook-id header)." }),
});

/** The forms ids are made in (service/webhooks/service.ts); anything else names nothing. */
export const WEBHOOK_ID = /^wh_[0-9a-f]{32}$/;
export const DELIVERY_ID = /^msg_[0-9a-f]{32}$/;

export const DeliveriesQuery = z
  .object({
    limit: queryInt(1, WEBHOOK_LIST_LIMIT_MAX).default(50),
    before: z
      .string()
      .regex(/^msg_[0-9a-f]{32}$/, "must be a delivery id")
      .optional()
      .meta({ description: "Deliveries older than this one (its id), for paging." }),
  })
  .strict();
export type DeliveriesQuery = z.output<typeof DeliveriesQuery>;

export const WebhookAttempt = z
  .object({
    attempt: z.int(),
    at: dateTime,
    status: z.int().nullable().meta({ description: "The HTTP status; null when no answer came." }),
    duration_ms: z.int(),
    response: z.string().nullable().meta({ description: "The first 1024 bytes of the answer." }),
    error: z
      .string()
      .nullable()
      .meta({ description: "Why no answer came: refused target, timeout, connection error." }),
  })
  .meta({ id: "WebhookAttempt" });

export const WebhookDelivery = z
  .object({
    id: z.string().meta({ description: "The webhook-id header: the same on every attempt." }),
    event: z.enum(WEBHOOK_EVENTS),
    state: z.enum(DELIVERY_STATES),
    attempts: z.int(),
    created_at: dateTime,
    next_attempt_at: dateTime.nullable().meta({ description: "While pending." }),
    finished_at: dateTime.nullable().meta({ description: "When it was delivered or given up." }),
    payload: z.unknown().meta({ description: "The body sent: { type, timestamp, data }." }),
    attempt_log: z.array(WebhookAttempt).meta({ description: "Oldest first." }),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.output<typeof WebhookDelivery>;

export const WebhookDeliveryList = z
  .object({ deliveries: z.array(WebhookDelivery).meta({ description: "Newest first." }) })
  .meta({ id: "WebhookDeliveryList" });
export type WebhookDeliveryList = z.output<typeof WebhookDeliveryList>;
