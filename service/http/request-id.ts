import type { NextFunction, Request, Response } from "express";
import { newId } from "../lib/random.js";

/** Gives every request an id, returned as X-Request-Id and logged with any 500. */
export function requestId(_req: Request, res: Response, next: NextFunction): void {
  const id = newId();
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
}
