import { Router } from "express";
import { loadAddress } from "../addresses/service.js";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { authOf } from "../http/auth.js";
import { parseAddress } from "../lib/email-address.js";
import { deliveryHint, REFUSALS_LISTED } from "./hint.js";
import { toRefusalResponse } from "./serialize.js";

/** GET /v1/addresses/{address}/delivery: whether mail reaches the address, and why not. */
export function deliveryRoutes(deps: Deps): Router {
  const router = Router();

  router.get("/addresses/:address/delivery", async (req, res) => {
    const auth = authOf(res);
    const address = await loadAddress(deps, auth, req.params.address).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.code !== "not_found") throw error;
      const plain = parseAddress(req.params.address)?.plain ?? req.params.address;
      throw new ApiError("not_found", error.message, {
        hint: `Check the spelling of ${plain} and that the API key belongs to the project that created it. Mail to an address that does not exist is refused with SMTP 550, so the app under test sees a bounce.`,
        help: deps.helpUrl,
      });
    });
    const now = deps.clock.now();
    const refusals = await deps.store.refusals.list(address.id);
    res.json({
      address: address.address,
      created_at: address.createdAt.toISOString(),
      expires_at: address.expiresAt.toISOString(),
      receiving: address.expiresAt.getTime() > now.getTime(),
      emails: address.emailCount,
      last_email_at: address.lastEmailAt?.toISOString() ?? null,
      refused: refusals.slice(0, REFUSALS_LISTED).map(toRefusalResponse),
      hint: deliveryHint({
        address,
        refusals,
        limits: auth.project.limits,
        now,
        smtpEndpoint: `${deps.endpoints.smtpHost}:${deps.endpoints.smtpPort}`,
      }),
      help: deps.helpUrl,
    });
  });

  return router;
}
