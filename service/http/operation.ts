import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { type z, ZodString } from "zod";
import type { Call } from "../caller.js";
import type { Deps } from "../deps.js";
import { createEvidence, type Evidence, noEvidence } from "../evidence/recorder.js";
import { type ResolvedAddress, resolveAddress } from "../inbox/address-lookup.js";
import { JSON_BODY_LIMIT_BYTES } from "../limits.js";
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

/** A JSON body answered with the operation's alternative success status (see Operation.success). */
export class WithStatus<T> {
  constructor(
    readonly status: 200 | 201,
    readonly body: T,
  ) {}
}

/** A response in another representation than JSON (Markdown, HTML). */
export class TextReply {
  constructor(
    readonly contentType: string,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * Server-sent events (text/event-stream), open until the client goes or the service closes.
 * `open` starts the source of events and returns the function that stops it.
 */
export class EventStream {
  constructor(readonly open: (send: (event: string, data: unknown) => void) => () => void) {}
}

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const STREAM_KEEPALIVE_MS = 15_000;

type SuccessOf<Op extends Operation> = Op["success"] extends { schema: infer S extends z.ZodType }
  ? | z.output<S>
    | (Op["success"] extends { text: object } ? TextReply : never)
    | (Op["success"] extends { alternative: object } ? WithStatus<z.output<S>> : never)
  : Op["success"] extends { text: { contentType: "text/event-stream" } }
    ? EventStream
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

/** "/v1/addresses/{address}/code" -> "/addresses/:address/code" on a router mounted at /v1. */
const expressPath = (template: string, base: string) =>
  template.slice(template.startsWith(base) ? base.length : 0).replace(/\{(\w+)\}/g, ":$1");

/** An AbortSignal that fires when the client closes the connection before the answer is sent. */
function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function evidenceFor(
  deps: Deps,
  kind: Operation["evidence"],
  req: Request,
  res: Response,
  projectId: string,
): Evidence {
  const run = kind ? req.get(RUN_HEADER) : undefined;
  if (run === undefined) return noEvidence;
  return createEvidence(
    deps,
    projectId,
    {
      run,
      test: req.get(TEST_HEADER),
      // Only waits are retried (spec: Service-Run-Retry on code and link waits only).
      retry: kind === "wait" ? req.get(RETRY_HEADER) : undefined,
    },
    (reason) => {
      // Header values are ASCII: the reasons are ours, and ids in them are checked UUIDs.
      if (!res.headersSent) res.setHeader(WARNING_HEADER, reason);
    },
  );
}

/** Where the routers of the API sit: their routes are the operations' paths without it. */
export const API_BASE = "/v1";

/**
 * Path parameters that are plain strings need no parsing: the router already gives strings. Only
 * a schema that checks something more is run on them.
 */
const plainStrings = (schema: z.ZodObject) =>
  Object.values(schema.shape).every(
    (field) => field instanceof ZodString && (field._zod.def.checks ?? []).length === 0,
  );

/**
 * Bodies are JSON whatever their Content-Type says: `curl -d '{...}'` sends
 * application/x-www-form-urlencoded, and a newcomer should not have to know that. Any JSON value
 * is read, so a body that is valid JSON but not an object gets its own clear answer. Only the
 * operations that take a body read one; the others never look at it.
 */
export const readJsonBody = express.json({ limit: JSON_BODY_LIMIT_BYTES, type: () => true, strict: false });

export function mount<Op extends Operation>(router: Router, deps: Deps, operation: Op, handler: Handler<Op>): void {
  // Everything the request path needs from the operation is read here, once: the handler below is
  // one function shared by every operation, and reading a differently shaped operation object on
  // each request would make every such read a slow, megamorphic one.
  const template = operation.path;
  const paramsSchema = operation.params;
  const parseParams = paramsSchema !== undefined && !plainStrings(paramsSchema);
  const namesAddress = paramsSchema === AddressParams;
  const settle = { settle: operation.holds !== true };
  const querySchema = operation.query;
  const bodySchema = operation.body;
  const bearer = operation.auth === undefined || operation.auth === "bearer";
  const { status, schema: successSchema } = operation.success;
  const evidence = operation.evidence;

  const path = expressPath(template, API_BASE);
  const handle = async (req: Request, res: Response) => {
    res.locals.route = template;
    const caller = bearer ? callerOf(res) : undefined;
    const params = (
      paramsSchema === undefined ? undefined : parseParams ? parseInput(paramsSchema, req.params, "path") : req.params
    ) as Parsed<Op["params"]>;
    // Operations on one address name it in the path; it is resolved before anything else is read.
    const written = namesAddress ? (params as { address: string }).address : undefined;
    const address = caller && written !== undefined ? await resolveAddress(deps, caller, written, settle) : undefined;
    const query = (querySchema ? parseInput(querySchema, req.query, "query") : undefined) as Parsed<Op["query"]>;
    const body = (bodySchema ? parseInput(bodySchema, bodyObject(req.body), "body") : undefined) as Parsed<Op["body"]>;
    // Ends a wait when its client goes, and when the service shuts down (it answers 503 then).
    const signal = AbortSignal.any([clientGone(res), deps.closing]);
    const call: Pick<Call, "signal"> | Call = caller
      ? { caller, evidence: evidenceFor(deps, evidence, req, res, caller.project.id), signal }
      : { signal };
    const result: unknown = await handler({
      params,
      query,
      body,
      address: address as HandlerInput<Op>["address"],
      call: call as HandlerInput<Op>["call"],
    });
    res.statusCode = status;
    if (result instanceof WithStatus) {
      res.statusCode = result.status;
      res.json(result.body);
    } else if (result instanceof EventStream) {
      if (req.method === "HEAD") res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8" }).end();
      else streamEvents(res, result, signal, deps.closing);
    } else if (result instanceof TextReply) {
      for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
      res.type(result.contentType).send(result.body);
    } else if (successSchema === undefined) {
      res.end();
    } else {
      res.json(result);
    }
  };
  // The route is named before the body is read, so a request refused for its body is counted
  // and logged under its operation too.
  const named = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.route = template;
    next();
  };
  if (bodySchema) router[operation.method](path, named, readJsonBody, handle);
  else router[operation.method](path, handle);
}

/** Writes an EventStream until the client goes (`gone`) or the service closes (`closing`). */
function streamEvents(res: Response, stream: EventStream, gone: AbortSignal, closing: AbortSignal): void {
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store",
    // Proxies that buffer responses (nginx) would hold events back.
    "X-Accel-Buffering": "no",
  });
  // Listening starts before the first line goes out: a client that has read it misses nothing.
  const stop = stream.open((event, data) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  });
  res.write(": open\n\n");
  const keepalive = setInterval(() => res.write(": keepalive\n\n"), STREAM_KEEPALIVE_MS);
  keepalive.unref();
  const end = () => {
    clearInterval(keepalive);
    stop();
    gone.removeEventListener("abort", end);
    closing.removeEventListener("abort", end);
    if (!res.writableEnded) res.end();
  };
  if (gone.aborted || closing.aborted) return end();
  gone.addEventListener("abort", end, { once: true });
  closing.addEventListener("abort", end, { once: true });
}
