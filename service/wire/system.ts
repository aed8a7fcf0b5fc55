import { z } from "zod";
import { VERSION } from "../version.js";
import { ErrorBody } from "./errors.js";

const healthFields = {
  status: z.enum(["ok", "unavailable"]),
  version: z.string().meta({ description: "The service's version." }),
  store: z.enum(["ok", "unavailable"]).meta({ description: "Whether the store answered just now." }),
};

export const Health = z
  .object(healthFields)
  .meta({ id: "Health", examples: [{ status: "ok", version: VERSION, store: "ok" }] });
export type Health = z.output<typeof Health>;

/** 503 of /healthz: an error body that also says what is unwell. */
export const HealthUnavailable = ErrorBody.extend({ error: z.literal("unavailable"), ...healthFields }).meta({
  id: "HealthUnavailable",
});
