import { z } from "zod";
import { KEY_NAME_MAX_LENGTH } from "../limits.js";
import { KEY_SOURCES, KEY_STATES, PERMISSIONS } from "./enums.js";
import { dateTime, nonEmptyText } from "./fields.js";

/** API keys managed without a restart (docs/keys.md); not in the spec, which leaves them "not shown". */

const keyId = z
  .string()
  .meta({ description: "The first 12 characters of the key's SHA-256: names the key without revealing it." });

export const ApiKey = z
  .object({
    id: keyId,
    name: z.string(),
    permissions: z.array(z.enum(PERMISSIONS)),
    source: z.enum(KEY_SOURCES).meta({
      description:
        "config: named in the configuration file (kept in step with it at start); api: made through this API.",
    }),
    state: z.enum(KEY_STATES).meta({ description: "Whether the key opens the API now." }),
    created_at: dateTime,
    created_by: keyId
      .nullable()
      .meta({ description: "The key that made it; null for a key of the configuration file." }),
    last_used_at: dateTime.nullable().meta({ description: "To the minute; null when never used." }),
    expires_at: dateTime.nullable(),
    revoked_at: dateTime.nullable(),
    revoked_by: z.string().nullable().meta({
      description:
        "The id of the key that revoked it, or configuration for a key the configuration file no longer names.",
    }),
  })
  .meta({ id: "ApiKey", description: "An API key of the project; never its secret." });
export type ApiKey = z.output<typeof ApiKey>;

export const ApiKeyList = z
  .object({ keys: z.array(ApiKey).meta({ description: "Newest first, revoked and expired ones included." }) })
  .meta({ id: "ApiKeyList" });
export type ApiKeyList = z.output<typeof ApiKeyList>;

export const CreateKeyBody = z
  .object({
    name: nonEmptyText(KEY_NAME_MAX_LENGTH).meta({
      description: "What the key is for, such as nightly-e2e.",
      example: "nightly-e2e",
    }),
    permissions: z
      .array(z.enum(PERMISSIONS))
      .max(PERMISSIONS.length)
      .default([])
      .meta({ description: "At most the permissions of the key that creates it." }),
    expires_at: dateTime
      .optional()
      .meta({ description: "When the key stops opening the API; in the future. Left out, it never expires." }),
  })
  .strict()
  .meta({ id: "CreateKeyBody" });
export type CreateKeyBody = z.output<typeof CreateKeyBody>;

export const NewApiKey = ApiKey.extend({
  secret: z.string().meta({ description: "The key itself: shown this once, never again." }),
}).meta({ id: "NewApiKey" });
export type NewApiKey = z.output<typeof NewApiKey>;

export const KeyParams = z.object({
  id: z.string().meta({ description: "The key's id (12 characters of its digest)." }),
});
