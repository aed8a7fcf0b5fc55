import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { checkout, extendCheckout, returnCheckout } from "./service.js";

/** POST /v1/addresses/checkout, /v1/addresses/{address}/extend and /return. */
export function poolRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.checkout, ({ call, body }) => checkout(deps, call, body));
  mount(router, deps, operations.extendCheckout, ({ call, address, body }) =>
    extendCheckout(deps, call.caller, address, body),
  );
  mount(router, deps, operations.returnCheckout, ({ call, address, body }) =>
    returnCheckout(deps, call.caller, address, body),
  );
  return router;
}
