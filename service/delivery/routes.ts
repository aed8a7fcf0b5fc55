import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { getDelivery } from "./service.js";

/** GET /v1/addresses/{address}/delivery: whether mail reaches the address, and why not. */
export function deliveryRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.getDelivery, ({ call, address }) => getDelivery(deps, call.caller, address));
  return router;
}
