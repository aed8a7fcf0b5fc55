import type { NextFunction, Request, Response } from "express";
import { newId } from "../lib/random.js";
import { REQUEST_ID_HEADER } from "../wire/headers.js";
import "./locals.js";

/** Gives every request an id, returned as X-Request-Id and logged with its access line. */
export function requestId(_req: Request, res: Response, next: NextFunction): void {
  const id = newId();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}
