import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { parseAddress } from "../lib/email-address.js";
import type { Variants } from "../wire/checks.js";
import { operations } from "../wire/operations.js";
import { variantsOf } from "./service.js";

/** GET /v1/addresses/{address}/variants: unusual forms of the address, and which arrive. */
export function variantRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.getVariants, ({ address }) => truthfulVariants(deps, address.record.address));
  return router;
}

/**
 * A dash or percent variant is undeliverable only while no address of that name exists (names
 * may hold both characters); one that another test address would receive is left out rather
 * than listed wrongly.
 */
async function truthfulVariants(deps: Deps, address: string): Promise<Variants> {
  const variants = variantsOf(address);
  const received = await Promise.all(
    variants.undeliverable.map(async ({ address: variant }) => {
      const parsed = parseAddress(variant);
      return parsed !== null && (await deps.store.addresses.findForDelivery(parsed.plain)) !== null;
    }),
  );
  return { ...variants, undeliverable: variants.undeliverable.filter((_, index) => !received[index]) };
}
