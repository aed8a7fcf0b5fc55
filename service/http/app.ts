import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { addressRoutes } from "../addresses/routes.js";
import { deliveryRoutes } from "../delivery/routes.js";
import { matchRoutes } from "../matches/routes.js";
import { runPageRoutes, runRoutes } from "../runs/routes.js";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { JSON_BODY_LIMIT_BYTES } from "../limits.js";
import { projectRoutes } from "../project/routes.js";
import { authenticate } from "./auth.js";
import { errorHandler } from "./error-handler.js";
import { requestId } from "./request-id.js";

/**
 * The HTTP application: request id, health, then /v1 behind the bearer key, then one error
 * handler. Literal paths are registered before `/:address` ones by each router.
 */
export function createApp(deps: Deps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("query parser", "simple");
  app.use(requestId);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  const v1 = express.Router();
  v1.use(authenticate(deps.store));
  // Bodies are JSON whatever their Content-Type says: `curl -d '{...}'` sends
  // application/x-www-form-urlencoded, and a newcomer should not have to know that.
  v1.use(express.json({ limit: JSON_BODY_LIMIT_BYTES, type: () => true, strict: true }));
  v1.use(projectRoutes(deps));
  v1.use(deliveryRoutes(deps));
  v1.use(matchRoutes(deps));
  v1.use(addressRoutes(deps));
  v1.use(runRoutes(deps));
  app.use("/v1", v1);
  app.use(runPageRoutes(deps));

  app.use((req: Request, _res: Response, next: NextFunction) => {
    next(
      new ApiError(
        "not_found",
        `No endpoint ${req.method} ${req.path.slice(0, 200)}. The API lives under /v1; see docs/api.md.`,
      ),
    );
  });
  app.use(errorHandler(deps.logger));
  return app;
}
