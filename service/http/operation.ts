import type { Request, Response, Router } from "express";
import type { z } from "zod";
import type { Call } from "../caller.js";
import type { Deps } from "../deps.js";
import { createEvidence, type Evidence, noEvidence } from "../evidence/recorder.js";
import { type ResolvedAddress, resolveAddress } from "../inbox/address-lookup.js";
import { AddressParams } from "../wire/addresses.js";
import { RETRY_HEADER, RUN_HEADER, TEST_HEADER, WARNING_HEADER } from "../wire/headers.js";
import type { Operation } from "../wire/operations.js";
import { callerOf } from "./auth.js";
import { bodyObject, parseInput } from "./validate.js";

/**
 * Mounts one operation of the wire table (wire/operations.ts) on a router. The route is the
 * request pipeline of the architecture in one place: the path's `{address}` resolved in the
 * caller's project (an unknown address is 404 whatever else is wrong), query and body parsed
 * with the operation's schemas (400 naming the field), the run headers read once into the
 * call's Evidence (the warning header set here and nowhere else), then the handler, a domain
 * call, whose typed result is written with the operation's status.
 */

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A response in another representation than JSON (Markdown, HTML). */
export class TextReply {
  constructor(
    readonly contentType: string,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

type SuccessOf<Op extends Operation> = Op["success"] extends { schema: infer S extends z.ZodType }
  ? z.output<S> | (Op["success"] extends { text: object } ? TextReply : never)
  : Op["success"] extends { text: object }
    ? TextReply
    : void;

export interface HandlerInput<Op extends Operation> {
  params: Parsed<Op["params"]>;
  query: Parsed<Op["query"]>;
  body: Parsed<Op["body"]>;
  /** The `{address}` of the path, resolved in the caller's project. */
  address: Op["params"] extends typeof AddressParams ? ResolvedAddress : undefined;
  /** Who calls, where the evidence goes, and when the client went away (open operations have no caller). */
  call: Op["auth"] extends "none" | "run-page" ? Pick<Call, "signal"> : Call;
}

export type Handler<Op extends Operation> = (input: HandlerInput<Op>) => Promise<SuccessOf<Op>>;

/** "/v1/addresses/{address}/code" -> "/v1/addresses/:address/code". */
const expressPath = (template: string) => template.replace(/\{(\w+)\}/g, ":$1");

/** An AbortSignal that fires when the client closes the connection before the answer is sent. */
function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function evidenceFor(deps: Deps, operation: Operation, req: Request, res: Response, projectId: string): Evidence {
  if (!operation.evidence) return noEvidence;
  return createEvidence(
    deps,
    projectId,
    {
      run: req.get(RUN_HEADER),
      test: req.get(TEST_HEADER),
      // Only waits are retried (spec: Service-Run-Retry on code and link waits only).
      retry: operation.evidence === "wait" ? req.get(RETRY_HEADER) : undefined,
    },
    (reason) => {
      // Header values are ASCII: the reasons are ours, and ids in them are checked UUIDs.
      if (!res.headersSent) res.setHeader(WARNING_HEADER, reason);
    },
  );
}

export function mount<Op extends Operation>(router: Router, deps: Deps, operation: Op, handler: Handler<Op>): void {
  router[operation.method](expressPath(operation.path), async (req: Request, res: Response) => {
    res.locals.route = operation.path;
    const bearer = operation.auth === undefined || operation.auth === "bearer";
    const caller = bearer ? callerOf(res) : undefined;
    const params = (operation.params ? parseInput(operation.params, req.params, "path") : undefined) as Parsed<
      Op["params"]
    >;
    // Operations on one address name it in the path; it is resolved before anything else is read.
    const written = operation.params === AddressParams ? (params as { address: string }).address : undefined;
    const address = caller && written !== undefined ? await resolveAddress(deps, caller, written) : undefined;
    const query = (operation.query ? parseInput(operation.query, req.query, "query") : undefined) as Parsed<
      Op["query"]
    >;
    const body = (operation.body ? parseInput(operation.body, bodyObject(req.body), "body") : undefined) as Parsed<
      Op["body"]
    >;
    const signal = clientGone(res);
    const call: Pick<Call, "signal"> | Call = caller
      ? { caller, evidence: evidenceFor(deps, operation, req, res, caller.project.id), signal }
      : { signal };
    const result: unknown = await handler({
      params,
      query,
      body,
      address: address as HandlerInput<Op>["address"],
      call: call as HandlerInput<Op>["call"],
    });
    if (result instanceof TextReply) {
      for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
      res.status(operation.success.status).type(result.contentType).send(result.body);
    } else if (operation.success.schema === undefined) {
      res.status(operation.success.status).end();
    } else {
      res.status(operation.success.status).json(result);
    }
  });
}
