import type { NextFunction, Request, Response } from "express";
import type { Caller } from "../caller.js";
import { ApiError } from "../errors.js";
import { digestsEqual, hashApiKey } from "../lib/key-hash.js";
import type { Store } from "../store/store.js";
import "./locals.js";

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/**
 * Bearer-key authentication. The key is hashed and looked up by digest; the stored digest is
 * then compared in constant time. Any failure answers 401 with the same shape.
 */
export function authenticate(store: Store) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get("authorization");
    const unauthorized = (message: string) =>
      new ApiError("unauthorized", message, {}, { "WWW-Authenticate": 'Bearer realm="proofbox"' });
    if (!header) throw unauthorized("Missing API key: send the header Authorization: Bearer <API key>.");
    const match = BEARER.exec(header);
    if (!match?.[1]) throw unauthorized("Malformed Authorization header: expected Authorization: Bearer <API key>.");
    const digest = hashApiKey(match[1]);
    const key = await store.apiKeys.findBySha256(digest);
    if (!key || !digestsEqual(key.sha256, digest)) throw unauthorized("Invalid API key.");
    const project = await store.projects.get(key.projectId);
    if (!project) throw unauthorized("Invalid API key.");
    const caller: Caller = { project, keyId: digest.slice(0, 12), keyName: key.name, permissions: key.permissions };
    res.locals.caller = caller;
    next();
  };
}

/** The authenticated caller of this request (set by `authenticate`). */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller;
  if (!caller) throw new Error("callerOf called on a route without authenticate");
  return caller;
}
