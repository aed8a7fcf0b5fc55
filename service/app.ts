import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { addressRoutes } from "./addresses/routes.js";
import { checkRoutes } from "./checks/routes.js";
import { deliveryRoutes } from "./delivery/routes.js";
import type { Deps } from "./deps.js";
import { ApiError } from "./errors.js";
import { accessLog } from "./http/access-log.js";
import { authenticate } from "./http/auth.js";
import { httpMetrics, writeMetrics } from "./http/metrics.js";
import { errorHandler } from "./http/error-handler.js";
import { requestId } from "./http/request-id.js";
import { type McpLimits, mcpRoutes } from "./mcp/routes.js";
import { mailpitRoutes } from "./mailpit/routes.js";
import { messageRoutes } from "./messages/routes.js";
import { API_BASE } from "./http/operation.js";
import { formRoutes } from "./forms/routes.js";
import { passwordRoutes } from "./passwords/routes.js";
import { poolRoutes } from "./pool/routes.js";
import { projectRoutes } from "./project/routes.js";
import { keyRoutes } from "./keys/routes.js";
import { webhookRoutes } from "./webhooks/routes.js";
import { runPageRoutes, runRoutes } from "./runs/routes.js";
import { healthRoutes, openApiRoutes } from "./system/routes.js";
import { variantRoutes } from "./variants/routes.js";
import { waitRoutes } from "./waits/routes.js";
import { appRoutes } from "./web/routes.js";

/**
 * The HTTP application, the top floor: request id and access log; /v1 (its description open,
 * the rest behind the bearer key); /mcp for agents (the same key); health, run pages and the
 * app (/app); then
 * one error handler. Every route is
 * mounted from the operation table (wire/operations.ts) by its resource folder.
 */
export function createApp(
  deps: Deps,
  options: { mcp: McpLimits; metrics: "here" | "apart" | "off" },
): { app: Express; close(): Promise<void> } {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("query parser", "simple");
  app.use(requestId);
  app.use(accessLog(deps.logger));
  if (options.metrics !== "off") app.use(httpMetrics(deps.metrics));
  // Prometheus' scrape, behind a key here; on a port of its own (metrics_port) without one.
  if (options.metrics === "here")
    app.get("/metrics", authenticate(deps.keys), (_req: Request, res: Response) => writeMetrics(deps.metrics, res));

  // One router for the whole API, not one per resource: a request walks the routes of /v1 once
  // instead of entering and leaving a router per resource folder on its way to its own.
  const v1 = express.Router();
  openApiRoutes(v1, deps);
  v1.use(authenticate(deps.keys));
  // Literal paths (/addresses/checkout, /addresses/sign-in) before /addresses/{address}.
  projectRoutes(v1, deps);
  keyRoutes(v1, deps);
  webhookRoutes(v1, deps);
  poolRoutes(v1, deps);
  passwordRoutes(v1, deps);
  formRoutes(v1, deps);
  deliveryRoutes(v1, deps);
  waitRoutes(v1, deps);
  messageRoutes(v1, deps);
  checkRoutes(v1, deps);
  variantRoutes(v1, deps);
  addressRoutes(v1, deps);
  runRoutes(v1, deps);
  app.use(API_BASE, v1);

  // Mailpit's API v1 over the same mail, for tests written against Mailpit (docs/mailpit.md).
  app.use(mailpitRoutes(deps));

  // The MCP server for agents (Streamable HTTP), behind the same key.
  const mcp = mcpRoutes(deps, options.mcp);
  app.use(mcp.router);

  app.use(healthRoutes(deps));
  app.use(runPageRoutes(deps));
  // The app for people (inboxes and runs), reading the same /v1 API in the browser.
  app.use(appRoutes());

  app.use((req: Request, _res: Response, next: NextFunction) => {
    next(
      new ApiError(
        "not_found",
        `No endpoint ${req.method} ${req.path.slice(0, 200)}. The API lives under /v1; GET /v1/openapi.json describes it.`,
      ),
    );
  });
  app.use(errorHandler(deps.logger));
  return { app, close: () => mcp.close() };
}
