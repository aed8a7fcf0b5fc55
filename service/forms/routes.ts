import type { Router } from "express";
import type { Deps } from "../deps.js";
import { mount, WithStatus } from "../http/operation.js";
import { operations } from "../wire/operations.js";

/**
 * POST /v1/form-values. The form rules (and the country names of 78 languages they read) are
 * loaded on the first call, so a service that never fills a form does not carry them.
 */
export function formRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.formValues, async ({ call, body }) => {
    const { formValues } = await import("./service.js");
    const result = await formValues(deps, call, body);
    return result.created ? result : new WithStatus(200, result);
  });
  return router;
}
