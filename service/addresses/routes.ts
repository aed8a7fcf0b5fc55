import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { createAddress, deleteAddress, listAddresses, updateAddress, withLatest } from "./service.js";

/** POST, GET list, GET one, PATCH and DELETE /v1/addresses. */
export function addressRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.createAddress, ({ call, body }) => createAddress(deps, call, body));
  mount(router, deps, operations.listAddresses, ({ call, query }) => listAddresses(deps, call.caller, query));
  mount(router, deps, operations.getAddress, ({ address }) => withLatest(deps, address.record));
  mount(router, deps, operations.updateAddress, ({ call, address, body }) =>
    updateAddress(deps, call.caller, address, body),
  );
  mount(router, deps, operations.deleteAddress, ({ call, address }) => deleteAddress(deps, call.caller, address));
  return router;
}
