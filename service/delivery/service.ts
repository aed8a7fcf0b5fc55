import type { Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import type { ResolvedAddress } from "../inbox/address-lookup.js";
import { toRefusal } from "../inbox/serialize.js";
import type { Delivery } from "../wire/delivery.js";
import { deliveryHint } from "./hint.js";

/** How many refusal entries a delivery answer lists (newest first); older ones are counted in the hint. */
const REFUSALS_LISTED = 100;
/** How many of the latest emails the hint looks at for mail that could not be read. */
const HINT_EMAILS = 200;

/** Whether mail reaches the address, and why not. Does not wait. */
export async function getDelivery(deps: Deps, caller: Caller, { record }: ResolvedAddress): Promise<Delivery> {
  const now = deps.clock.now();
  const [refusals, emails] = await Promise.all([
    deps.store.refusals.list(record.id),
    deps.store.emails.listMeta(record.id, { limit: HINT_EMAILS }),
  ]);
  return {
    address: record.address,
    created_at: record.createdAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    receiving: record.expiresAt.getTime() > now.getTime(),
    emails: record.emailCount,
    last_email_at: record.lastEmailAt?.toISOString() ?? null,
    refused: refusals.slice(0, REFUSALS_LISTED).map(toRefusal),
    hint: deliveryHint({
      address: record,
      refusals,
      emails,
      limits: caller.project.limits,
      now,
      smtpEndpoint: `${deps.endpoints.smtpHost}:${deps.endpoints.smtpPort}`,
    }),
    help: deps.helpUrl,
  };
}
