import type { NextFunction, Request, Response } from "express";
import type { Caller } from "../caller.js";
import { ApiError } from "../errors.js";
import { type KeyGate, refusalMessage } from "../access/key-gate.js";
import "./locals.js";

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

const BASIC = /^Basic[ \t]+([A-Za-z0-9+/=]+)[ \t]*$/i;

/**
 * Bearer-key authentication. Any failure answers 401 with the same shape; the message says
 * whether the key is unknown, revoked or expired. With `basic`, HTTP
 * Basic is accepted too, the API key being the password (the user name is not read): what
 * Mailpit's clients send (docs/mailpit.md).
 */
export function authenticate(keys: KeyGate, options: { basic?: boolean } = {}) {
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
    const opened = await keys.open(key);
    if ("refused" in opened) throw unauthorized(refusalMessage(opened));
    res.locals.caller = opened;
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
