import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { expectNoEmail, waitForCode, waitForLink } from "./service.js";

/** GET code, link and none under /v1/addresses/{address}: waits that answer the moment mail lands. */
export function waitRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.waitForCode, ({ call, address, query }) => waitForCode(deps, call, address, query));
  mount(router, deps, operations.waitForLink, ({ call, address, query }) => waitForLink(deps, call, address, query));
  mount(router, deps, operations.expectNoEmail, ({ call, address, query }) =>
    expectNoEmail(deps, call, address, query),
  );
  return router;
}
