import type { NextFunction, Request, Response } from "express";
import type { Permission } from "../config.js";
import { ApiError } from "../errors.js";
import { digestsEqual, hashApiKey } from "../lib/key-hash.js";
import type { Project, Store } from "../store/store.js";

export interface AuthContext {
  project: Project;
  /** Identifies the key in logs and rate limits without revealing it: the first 12 digest characters. */
  keyId: string;
  keyName: string;
  permissions: Permission[];
}

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/**
 * Bearer-key authentication. The key is hashed and looked up by digest; the stored digest is
 * then compared in constant time. Any failure answers 401 with the same shape.
 */
export function authenticate(store: Store) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get("authorization");
    const unauthorized = (message: string) => {
      res.setHeader("WWW-Authenticate", 'Bearer realm="proofbox"');
      return new ApiError("unauthorized", message);
    };
    if (!header) throw unauthorized("Missing API key: send the header Authorization: Bearer <API key>.");
    const match = BEARER.exec(header);
    if (!match?.[1]) throw unauthorized("Malformed Authorization header: expected Authorization: Bearer <API key>.");
    const digest = hashApiKey(match[1]);
    const key = await store.apiKeys.findBySha256(digest);
    if (!key || !digestsEqual(key.sha256, digest)) throw unauthorized("Invalid API key.");
    const project = await store.projects.get(key.projectId);
    if (!project) throw unauthorized("Invalid API key.");
    const auth: AuthContext = {
      project,
      keyId: digest.slice(0, 12),
      keyName: key.name,
      permissions: key.permissions,
    };
    res.locals.auth = auth;
    next();
  };
}

/** The authenticated caller of this request (set by `authenticate`). */
export function authOf(res: Response): AuthContext {
  const auth = res.locals.auth as AuthContext | undefined;
  if (!auth) throw new Error("authOf called on a route without authenticate");
  return auth;
}

export function requirePermission(auth: AuthContext, permission: Permission, what: string): void {
  if (!auth.permissions.includes(permission)) {
    throw new ApiError("forbidden", `This API key may not ${what}: it lacks the ${permission} permission.`);
  }
}
