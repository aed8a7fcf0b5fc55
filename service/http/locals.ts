import type { Caller } from "../caller.js";

/** What the middleware leaves on `res.locals` for the rest of a request. */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals through this namespace
  namespace Express {
    interface Locals {
      /** Set by request-id.ts on every request. */
      requestId: string;
      /** Set by auth.ts on /v1 requests with a valid key. */
      caller?: Caller;
      /** The operation's path template, for the access log (never the path with its address). */
      route?: string;
    }
  }
}

export {};
