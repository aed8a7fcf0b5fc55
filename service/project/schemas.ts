import { z } from "zod";
import { toHost } from "../lib/host.js";
import { DEV_HOST_MAX_LENGTH } from "../limits.js";

export const AddDevHostBody = z
  .object({
    host: z
      .string({ error: "must be a string" })
      .max(DEV_HOST_MAX_LENGTH, `must be at most ${DEV_HOST_MAX_LENGTH} characters`)
      .transform((value, ctx) => {
        const host = toHost(value);
        if (!host) {
          ctx.addIssue({
            code: "custom",
            message: "must be a host and port (such as localhost:3000) or a page URL",
          });
          return z.NEVER;
        }
        return host;
      }),
  })
  .strict();
