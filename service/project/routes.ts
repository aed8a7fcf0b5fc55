import { Router } from "express";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { authOf, requirePermission } from "../http/auth.js";
import { parseInput } from "../http/validate.js";
import { DEV_HOSTS_MAX_COUNT } from "../limits.js";
import { AddDevHostBody } from "./schemas.js";
import { toProjectResponse } from "./serialize.js";

/** GET /v1/project and POST /v1/project/dev-hosts. */
export function projectRoutes(deps: Deps): Router {
  const router = Router();

  router.get("/project", (_req, res) => {
    res.json(toProjectResponse(authOf(res)));
  });

  router.post("/project/dev-hosts", async (req, res) => {
    const auth = authOf(res);
    requirePermission(auth, "manage_project", "change the project's dev hosts");
    const { host } = parseInput(AddDevHostBody, req.body ?? {}, "body");
    const hosts = await deps.store.projects.addDevHost(auth.project.id, host, DEV_HOSTS_MAX_COUNT);
    if (hosts === "full") {
      throw new ApiError(
        "invalid_request",
        `host: this project already has ${DEV_HOSTS_MAX_COUNT} dev hosts, the most it can keep`,
        { field: "host" },
      );
    }
    deps.logger.info("dev host added", { project: auth.project.name, host, key: auth.keyId });
    res.json({ dev_hosts: hosts });
  });

  return router;
}
