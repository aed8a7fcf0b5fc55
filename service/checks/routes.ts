import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { checkEmail } from "./service.js";

/** GET /v1/addresses/{address}/checks: verdicts on one email. */
export function checkRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.checkEmail, ({ call, address, query }) => checkEmail(deps, call, address, query));
  return router;
}
