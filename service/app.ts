import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { addressRoutes } from "./addresses/routes.js";
import { checkRoutes } from "./checks/routes.js";
import { deliveryRoutes } from "./delivery/routes.js";
import type { Deps } from "./deps.js";
import { ApiError } from "./errors.js";
import { accessLog } from "./http/access-log.js";
import { authenticate } from "./http/auth.js";
import { errorHandler } from "./http/error-handler.js";
import { requestId } from "./http/request-id.js";
import { JSON_BODY_LIMIT_BYTES } from "./limits.js";
import { mcpRoutes } from "./mcp/routes.js";
import { messageRoutes } from "./messages/routes.js";
import { API_BASE } from "./http/operation.js";
import { formRoutes } from "./forms/routes.js";
import { passwordRoutes } from "./passwords/routes.js";
import { poolRoutes } from "./pool/routes.js";
import { projectRoutes } from "./project/routes.js";
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
export function createApp(deps: Deps): { app: Express; close(): Promise<void> } {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("query parser", "simple");
  app.use(requestId);
  app.use(accessLog(deps.logger));

  const v1 = express.Router();
  v1.use(openApiRoutes(deps));
  v1.use(authenticate(deps.store));
  // Bodies are JSON whatever their Content-Type says: `curl -d '{...}'` sends
  // application/x-www-form-urlencoded, and a newcomer should not have to know that. Any JSON
  // value is read, so a body that is valid JSON but not an object gets its own clear answer.
  v1.use(express.json({ limit: JSON_BODY_LIMIT_BYTES, type: () => true, strict: false }));
  // Literal paths (/addresses/checkout, /addresses/sign-in) before /addresses/{address}.
  v1.use(projectRoutes(deps));
  v1.use(poolRoutes(deps));
  v1.use(passwordRoutes(deps));
  v1.use(formRoutes(deps));
  v1.use(deliveryRoutes(deps));
  v1.use(waitRoutes(deps));
  v1.use(messageRoutes(deps));
  v1.use(checkRoutes(deps));
  v1.use(variantRoutes(deps));
  v1.use(addressRoutes(deps));
  v1.use(runRoutes(deps));
  app.use(API_BASE, v1);

  // The MCP server for agents (Streamable HTTP), behind the same key.
  const mcp = mcpRoutes(deps);
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
