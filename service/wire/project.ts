import { z } from "zod";
import { DEV_HOST_MAX_LENGTH } from "../limits.js";
import { siteField } from "./addresses.js";
import { PERMISSIONS } from "./enums.js";
import { dateTime, uuid } from "./fields.js";

export const Limits = z
  .object({
    max_lifetime_days: z.int().meta({ description: "Longest address lifetime, and the default of lifetime_days." }),
    max_active_addresses: z.int().meta({ description: "Unexpired addresses the project may have; over it, 402." }),
    address_creations_per_minute: z
      .int()
      .meta({ description: "Addresses one API key may create per minute; over it, 429." }),
    mail_per_address_per_hour: z
      .int()
      .meta({ description: "Mail one address accepts per clock hour; over it, SMTP 452." }),
    mail_per_project_per_day: z.int().meta({ description: "Mail the project accepts per UTC day; over it, SMTP 452." }),
    max_message_bytes: z.int().meta({ description: "Largest message accepted; over it, SMTP 552." }),
  })
  .meta({ id: "Limits", description: "The project's plan limits." });

/** The project record (its fields are ours to design: mail domains, limits, dev hosts, the calling key). */
export const Project = z
  .object({
    id: uuid,
    name: z.string(),
    domains: z.array(z.string()).meta({ description: "Values `domain` accepts on create; the first is the default." }),
    limits: Limits,
    dev_hosts: z.array(z.string()).meta({ description: "Hosts whose links pass the local-links check." }),
    created_at: dateTime,
    key: z
      .object({
        id: z.string().meta({ description: "The key's id, as GET /v1/project/keys lists it." }),
        name: z.string(),
        permissions: z.array(z.enum(PERMISSIONS)),
        expires_at: dateTime.nullable(),
      })
      .meta({
        description:
          "The calling key: a client can tell in advance whether a call will answer 403, and when the key stops working.",
      }),
  })
  .meta({ id: "Project" });
export type Project = z.output<typeof Project>;

export const AddDevHostBody = z
  .object({
    host: siteField(DEV_HOST_MAX_LENGTH, "must be a host and port (such as localhost:3000) or a page URL").meta({
      description: "A host, a host and port, or a page URL (kept as host and port).",
      example: "localhost:3000",
    }),
  })
  .strict()
  .meta({ id: "AddDevHostBody" });
export type AddDevHostBody = z.output<typeof AddDevHostBody>;

export const DevHosts = z.object({ dev_hosts: z.array(z.string()) }).meta({ id: "DevHosts" });
export type DevHosts = z.output<typeof DevHosts>;
