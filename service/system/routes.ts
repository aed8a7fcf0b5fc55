import { Router } from "express";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { mount } from "../http/operation.js";
import { VERSION } from "../version.js";
import { operations } from "../wire/operations.js";
import type { Health } from "../wire/system.js";

/** GET /healthz: whether the service and its store answer, without a key. */
export function healthRoutes(deps: Deps): Router {
  const router = Router();

  mount(router, deps, operations.healthCheck, async () => {
    const store = await deps.store.ping().then(
      () => "ok" as const,
      () => "unavailable" as const,
    );
    const health: Health = { status: store === "ok" ? "ok" : "unavailable", version: VERSION, store };
    if (store !== "ok") throw new ApiError("unavailable", "The store does not answer.", health);
    return health;
  });
  return router;
}

/** GET /v1/openapi.json: this API's description, without a key (mounted under /v1). */
export function openApiRoutes(router: Router, deps: Deps): Router {
  // Rendered on first request, not at start: the document is not needed to serve, and building
  // it loads the OpenAPI renderer.
  let document: Promise<unknown> | undefined;
  mount(router, deps, operations.getOpenApiDocument, async () => {
    document ??= import("../wire/openapi.js").then(({ buildOpenApiDocument }) =>
      buildOpenApiDocument({ serverUrl: deps.endpoints.publicUrl }),
    );
    return (await document) as Record<string, unknown>;
  });

  return router;
}
