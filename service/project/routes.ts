import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { toProject } from "./serialize.js";
import { addDevHost, auditLog } from "./service.js";

/** GET /v1/project, POST /v1/project/dev-hosts and GET /v1/project/audit. */
export function projectRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.getProject, ({ call }) => Promise.resolve(toProject(call.caller)));
  mount(router, deps, operations.addDevHost, ({ call, body }) => addDevHost(deps, call.caller, body));
  mount(router, deps, operations.getAuditLog, ({ call, query }) => auditLog(deps, call.caller, query));
  return router;
}
