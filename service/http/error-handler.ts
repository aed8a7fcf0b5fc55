import { routeOf } from "./metrics.js";
import type { NextFunction, Request, Response } from "express";
import { ApiError, CallAborted, StoreUnavailable, storeUnavailable } from "../errors.js";
import type { Logger } from "../lib/logger.js";

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** Maps the errors of express's own body parser and router to API errors. */
function fromFrameworkError(error: HttpLikeError): ApiError | null {
  switch (error.type) {
    case "entity.parse.failed":
      return new ApiError("invalid_request", "body: not valid JSON", { field: "body" });
    case "entity.too.large":
      return new ApiError("payload_too_large", "body: larger than the 5 MB limit for a request body", {
        field: "body",
      });
    case "encoding.unsupported":
    case "charset.unsupported":
      return new ApiError("unsupported_media_type", "body: send JSON encoded as UTF-8", { field: "body" });
    case "request.aborted":
    case "request.size.invalid":
    case "stream.encoding.set":
      return new ApiError("invalid_request", "body: the request body was incomplete", { field: "body" });
  }
  const status = error.status ?? error.statusCode;
  if (status === 400)
    return new ApiError("invalid_request", "the request could not be read (malformed URL or percent-encoding)");
  if (status === 413) return new ApiError("payload_too_large", "body: too large");
  return null;
}

/**
 * The only place that writes error responses. Known errors keep their code; anything else is
 * logged with the request id and answered 500 with no internals.
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The caller went away mid-call: nobody is left to answer.
    if (error instanceof CallAborted || res.headersSent) {
      if (!res.writableEnded) res.destroy();
      return;
    }
    const apiError =
      error instanceof ApiError
        ? error
        : error instanceof StoreUnavailable
          ? storeUnavailable()
          : typeof error === "object" && error !== null
            ? fromFrameworkError(error)
            : null;
    if (apiError) {
      for (const [name, value] of Object.entries(apiError.headers)) res.setHeader(name, value);
      res.status(apiError.status).json(apiError.toBody());
      return;
    }
    const requestId = res.locals.requestId;
    logger.error("unexpected error", {
      request_id: requestId,
      method: req.method,
      route: routeOf(req, res),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    res.status(500).json({
      error: "internal",
      message: `Something went wrong on our side (request ${requestId}).`,
    });
  };
}
