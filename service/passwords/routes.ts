import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { getPassword, savePassword, signIn } from "./service.js";

/** GET and PUT /v1/addresses/{address}/password, POST /v1/addresses/sign-in. */
export function passwordRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.signIn, ({ call, body }) => signIn(deps, call.caller, body));
  mount(router, deps, operations.getPassword, ({ call, address, query }) =>
    getPassword(deps, call.caller, address, query),
  );
  mount(router, deps, operations.savePassword, ({ call, address, body }) =>
    savePassword(deps, call.caller, address, body),
  );
  return router;
}
