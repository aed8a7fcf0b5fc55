import type { Router } from "express";
import type { Deps } from "../deps.js";
import { EventStream, mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { countEmails, listMessages, markUsed, watchArrivals } from "./service.js";

/** Messages, count, marking a code or link used, and the stream of arrivals, under /v1/addresses/{address}. */
export function messageRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.listMessages, ({ address, query }) => listMessages(deps, address, query));
  mount(router, deps, operations.countEmails, ({ call, address, query }) => countEmails(deps, call, address, query));
  mount(router, deps, operations.markUsed, ({ address, body }) => markUsed(deps, address, body));
  mount(router, deps, operations.watchArrivals, ({ address }) =>
    Promise.resolve(new EventStream((send) => watchArrivals(deps, address, send))),
  );
  return router;
}
