import { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { countEmails, listMessages } from "./service.js";

/** GET messages and count under /v1/addresses/{address}. */
export function messageRoutes(deps: Deps): Router {
  const router = Router();
  mount(router, deps, operations.listMessages, ({ address, query }) => listMessages(deps, address, query));
  mount(router, deps, operations.countEmails, ({ call, address, query }) => countEmails(deps, call, address, query));
  return router;
}
