import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { createKey, listKeys, revokeKey } from "./service.js";

/** GET and POST /v1/project/keys, DELETE /v1/project/keys/{id}. */
export function keyRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.listKeys, ({ call }) => listKeys(deps, call.caller));
  mount(router, deps, operations.createKey, ({ call, body }) => createKey(deps, call.caller, body));
  mount(router, deps, operations.revokeKey, ({ call, params }) => revokeKey(deps, call.caller, params.id));
  return router;
}
