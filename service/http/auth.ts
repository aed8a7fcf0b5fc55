import type { NextFunction, Request, Response } from "express";
import type { Caller } from "../caller.js";
import { ApiError } from "../errors.js";
import { digestsEqual, hashApiKey } from "../lib/key-hash.js";
import type { Store } from "../store/store.js";
import "./locals.js";

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

const BASIC = /^Basic[ \t]+([A-Za-z0-9+/=]+)[ \t]*$/i;

/**
 * The caller an API key stands for, or null for a key that is no key here. The key is hashed and
 * looked up by digest; the stored digest is then compared in constant time.
 */
export async function callerForKey(store: Store, apiKey: string): Promise<Caller | null> {
  const digest = hashApiKey(apiKey);
  const key = await store.apiKeys.findBySha256(digest);
  if (!key || !digestsEqual(key.sha256, digest)) return null;
  const project = await store.projects.get(key.projectId);
  if (!project) return null;
  return { project, keyId: digest.slice(0, 12), keyName: key.name, permissions: key.permissions };
}

/**
 * Bearer-key authentication. Any failure answers 401 with the same shape. With `basic`, HTTP
 * Basic is accepted too, the API key being the password (the user name is not read): what
 * Mailpit's clients send (docs/mailpit.md).
 */
export function authenticate(store: Store, options: { basic?: boolean } = {}) {
  const expected = options.basic
    ? "Authorization: Bearer <API key>, or HTTP Basic with the API key as the password"
    : "Authorization: Bearer <API key>";
  const challenge = options.basic ? 'Basic realm="proofbox", Bearer realm="proofbox"' : 'Bearer realm="proofbox"';
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get("authorization");
    const unauthorized = (message: string) =>
      new ApiError("unauthorized", message, {}, { "WWW-Authenticate": challenge });
    if (!header) throw unauthorized(`Missing API key: send the header ${expected}.`);
    const key = BEARER.exec(header)?.[1] ?? (options.basic ? basicPassword(header) : undefined);
    if (!key) throw unauthorized(`Malformed Authorization header: expected ${expected}.`);
    const caller = await callerForKey(store, key);
    if (!caller) throw unauthorized("Invalid API key.");
    res.locals.caller = caller;
    next();
  };
}

/** The password of an HTTP Basic header (RFC 7617: base64 of user:password), or undefined. */
function basicPassword(header: string): string | undefined {
  const encoded = BASIC.exec(header)?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon === -1 || colon === decoded.length - 1 ? undefined : decoded.slice(colon + 1);
}

/** The authenticated caller of this request (set by `authenticate`). */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller;
  if (!caller) throw new Error("callerOf called on a route without authenticate");
  return caller;
}
