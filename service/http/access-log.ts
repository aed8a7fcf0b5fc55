import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../lib/logger.js";
import "./locals.js";
import { routeOf } from "./metrics.js";

/**
 * One line per request once it is answered (or abandoned): method, the operation's path template
 * (never the path itself, which holds an address), status, duration and request id. Never the
 * key, never a header, never mail content.
 */
export function accessLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // Below the info level there is no line to write: measure nothing.
    if (!logger.enabled("info")) return next();
    const started = process.hrtime.bigint();
    res.once("close", () => {
      logger.info("request", {
        method: req.method,
        route: routeOf(req, res),
        status: res.writableFinished ? res.statusCode : 499,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        request_id: res.locals.requestId,
      });
    });
    next();
  };
}
