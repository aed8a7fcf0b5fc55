import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, redeliver } from "./service.js";

/** /v1/project/webhooks: endpoints, their delivery log, and redelivery. */
export function webhookRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.listWebhooks, ({ call }) => listWebhooks(deps, call.caller));
  mount(router, deps, operations.createWebhook, ({ call, body }) => createWebhook(deps, call.caller, body));
  mount(router, deps, operations.getWebhook, ({ call, params }) => getWebhook(deps, call.caller, params.id));
  mount(router, deps, operations.deleteWebhook, ({ call, params }) => deleteWebhook(deps, call.caller, params.id));
  mount(router, deps, operations.listWebhookDeliveries, ({ call, params, query }) =>
    listDeliveries(deps, call.caller, params.id, query),
  );
  mount(router, deps, operations.redeliverWebhook, ({ call, params }) =>
    redeliver(deps, call.caller, params.id, params.delivery),
  );
  return router;
}
