import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Metrics } from "../lib/metrics.js";
import { exposition, secondsSince, timerStart } from "../lib/metrics.js";
import "./locals.js";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route a request took, as a template: the operation's path for /v1 (it never holds the
 * address itself), else the path pattern of the route that matched (/api/v1/message/:id), else
 * "unmatched". What access logs and metrics label requests with.
 */
export function routeOf(req: Request, res: Response): string {
  if (res.locals.route) return res.locals.route;
  // A route of several paths (the app's ["/app", "/app/*rest"]) is named by its first.
  const written = (req.route as { path?: unknown } | undefined)?.path;
  const path = Array.isArray(written) ? (written as unknown[])[0] : written;
  return typeof path === "string" ? `${req.baseUrl}${path}` : "unmatched";
}

/** Counts every request and its time to answer, by method, route template and status. */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = timerStart();
    res.once("close", () => {
      const method = METHODS.has(req.method) ? req.method : "OTHER";
      const route = routeOf(req, res);
      // A client that went away before the answer: nginx's 499.
      const status = res.writableFinished ? String(res.statusCode) : "499";
      metrics.httpRequests.inc({ method, route, status });
      metrics.httpSeconds.observe({ method, route }, secondsSince(started));
    });
    next();
  };
}

/** GET /metrics in Prometheus' text format. */
export async function writeMetrics(metrics: Metrics, res: ServerResponse): Promise<void> {
  const text = await exposition(metrics);
  res.writeHead(200, { "Content-Type": metrics.registry.contentType });
  res.end(text);
}

/**
 * The metrics on a port of their own (metrics_port): GET /metrics without a key, since only what
 * can reach that port can read them; everything else 404.
 */
export function createMetricsServer(metrics: Metrics): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "").split("?")[0];
    if (req.method === "GET" && path === "/metrics") {
      writeMetrics(metrics, res).catch(() => {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: "internal", message: "the metrics could not be read" }));
      });
      return;
    }
    res.writeHead(404, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: "not_found", message: "This port serves GET /metrics only." }));
  });
}
