import { z } from "zod";
import { Address, AddressParams, CreateAddressBody, ListAddressesQuery, UpdateAddressBody } from "./addresses.js";
import { Delivery } from "./delivery.js";
import { EmailArrived, ErrorBody, InvalidRequest, NotFound, PaymentRequired, RateLimited } from "./errors.js";
import { EvidenceHeaders, WaitEvidenceHeaders } from "./headers.js";
import { Match } from "./matches.js";
import { CountQuery, CountResult, Message, MessagesQuery } from "./messages.js";
import { AddDevHostBody, DevHosts, Project } from "./project.js";
import {
  CreateRunBody,
  FinishBody,
  ListRunsQuery,
  NoteAdded,
  NoteBody,
  ReadRunQuery,
  Run,
  RunParams,
  TestAdded,
  TestReportBody,
} from "./runs.js";
import { Health, HealthUnavailable } from "./system.js";
import { CodeWaitQuery, LinkWaitQuery, NoneQuery, NothingArrived } from "./waits.js";

/**
 * Every operation of the HTTP API, declared once. The Express routes are mounted from these
 * declarations (service/http/operation.ts validates params, query and body with them), and the
 * OpenAPI document is rendered from the same objects (wire/openapi.ts), so a route cannot exist
 * without its description, and the description cannot say what the route does not check.
 */

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** An error status an operation may answer, with the body it has then. */
export type ErrorResponse = readonly [status: number, schema: z.ZodType, description: string];

const E = {
  invalid: [400, InvalidRequest, "Invalid request: the message and `field` name what is wrong."],
  unauthorized: [401, ErrorBody, "Missing or invalid API key."],
  forbidden: [403, ErrorBody, "The key lacks the permission this call needs."],
  notFoundAddress: [
    404,
    NotFound,
    "Unknown address, or one of another project (both answer alike); hint and help say what that can mean.",
  ],
  notFoundRun: [404, NotFound, "Unknown run, or one of another project, or past retention."],
  runFinished: [409, ErrorBody, "The run is finished (error run_finished)."],
} as const satisfies Record<string, ErrorResponse>;

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template: /v1/addresses/{address}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** bearer (default): an API key; none: open; run-page: the run's capability token in the query. */
  auth?: "bearer" | "none" | "run-page";
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Which run headers the call honours: a wait also takes Service-Run-Retry. */
  evidence?: "call" | "wait";
  success: {
    status: 200 | 201 | 204;
    description: string;
    /** JSON body; left out for 204. */
    schema?: z.ZodType;
    /** Another representation of the same resource, chosen by a query parameter. */
    text?: { contentType: "text/markdown" | "text/html"; description: string };
  };
  errors: readonly ErrorResponse[];
}

const op = <const T extends Operation>(operation: T): T => operation;

export const operations = {
  healthCheck: op({
    operationId: "healthCheck",
    method: "get",
    path: "/healthz",
    tag: "System",
    summary: "Whether the service and its store answer",
    auth: "none",
    success: { status: 200, description: "The service answers and so does its store.", schema: Health },
    errors: [[503, HealthUnavailable, "The store does not answer."]],
  }),
  getOpenApiDocument: op({
    operationId: "getOpenApiDocument",
    method: "get",
    path: "/v1/openapi.json",
    tag: "System",
    summary: "This OpenAPI 3.1 document",
    auth: "none",
    success: { status: 200, description: "The document.", schema: z.record(z.string(), z.unknown()) },
    errors: [],
  }),

  getProject: op({
    operationId: "getProject",
    method: "get",
    path: "/v1/project",
    tag: "Project",
    summary: "The key's project, its mail domains and limits",
    success: { status: 200, description: "The project.", schema: Project },
    errors: [E.unauthorized],
  }),
  addDevHost: op({
    operationId: "addDevHost",
    method: "post",
    path: "/v1/project/dev-hosts",
    tag: "Project",
    summary: "Mark a host as a development host",
    description:
      "Links to this host in emails pass the local-links check instead of failing it; links to an unmarked localhost still fail. Needs the manage_project permission.",
    body: AddDevHostBody,
    success: { status: 200, description: "The project's dev hosts.", schema: DevHosts },
    errors: [E.invalid, E.unauthorized, E.forbidden],
  }),

  createAddress: op({
    operationId: "createAddress",
    method: "post",
    path: "/v1/addresses",
    tag: "Addresses",
    summary: "Create a test address",
    body: CreateAddressBody,
    evidence: "call",
    success: {
      status: 201,
      description: "The new address (with its password when one was generated).",
      schema: Address,
    },
    errors: [
      E.invalid,
      E.unauthorized,
      [402, PaymentRequired, "The project has its plan's maximum of active addresses."],
      [429, RateLimited, "This key created too many addresses in the last minute; Retry-After says when to try again."],
    ],
  }),
  listAddresses: op({
    operationId: "listAddresses",
    method: "get",
    path: "/v1/addresses",
    tag: "Addresses",
    summary: "List the project's addresses, newest first",
    description: "Every filter given must match.",
    query: ListAddressesQuery,
    success: { status: 200, description: "Addresses, newest first.", schema: z.array(Address) },
    errors: [E.invalid, E.unauthorized],
  }),
  getAddress: op({
    operationId: "getAddress",
    method: "get",
    path: "/v1/addresses/{address}",
    tag: "Addresses",
    summary: "One address",
    params: AddressParams,
    success: { status: 200, description: "The address.", schema: Address },
    errors: [E.unauthorized, E.notFoundAddress],
  }),
  updateAddress: op({
    operationId: "updateAddress",
    method: "patch",
    path: "/v1/addresses/{address}",
    tag: "Addresses",
    summary: "Change an address's label, notes, tags or persona",
    description: "Send only the fields to change. The password is not changed here.",
    params: AddressParams,
    body: UpdateAddressBody,
    success: { status: 200, description: "The changed address.", schema: Address },
    errors: [E.invalid, E.unauthorized, E.notFoundAddress],
  }),
  deleteAddress: op({
    operationId: "deleteAddress",
    method: "delete",
    path: "/v1/addresses/{address}",
    tag: "Addresses",
    summary: "Delete an address and its mail",
    description: "The name is never issued again.",
    params: AddressParams,
    success: { status: 204, description: "Deleted." },
    errors: [E.unauthorized, E.notFoundAddress],
  }),
  getDelivery: op({
    operationId: "getDelivery",
    method: "get",
    path: "/v1/addresses/{address}/delivery",
    tag: "Addresses",
    summary: "Whether mail reaches the address, and why not",
    description: "Does not wait.",
    params: AddressParams,
    success: { status: 200, description: "The delivery status.", schema: Delivery },
    errors: [E.unauthorized, E.notFoundAddress],
  }),

  waitForCode: op({
    operationId: "waitForCode",
    method: "get",
    path: "/v1/addresses/{address}/code",
    tag: "Codes and links",
    summary: "Wait for the newest code",
    description: "Answers the newest matching code the moment it lands, waiting up to `timeout` seconds.",
    params: AddressParams,
    query: CodeWaitQuery,
    evidence: "wait",
    success: { status: 200, description: "The code, and nothing else from the email.", schema: Match },
    errors: [
      E.invalid,
      E.unauthorized,
      [404, NotFound, "Unknown address, or nothing matching arrived within the timeout (hint and refused say why)."],
    ],
  }),
  waitForLink: op({
    operationId: "waitForLink",
    method: "get",
    path: "/v1/addresses/{address}/link",
    tag: "Codes and links",
    summary: "Wait for the newest verify, sign-in, invite or reset link",
    description: "Answers the newest matching link the moment it lands, waiting up to `timeout` seconds.",
    params: AddressParams,
    query: LinkWaitQuery,
    evidence: "wait",
    success: { status: 200, description: "The link, and nothing else from the email.", schema: Match },
    errors: [
      E.invalid,
      E.unauthorized,
      [404, NotFound, "Unknown address, or nothing matching arrived within the timeout (hint and refused say why)."],
    ],
  }),
  expectNoEmail: op({
    operationId: "expectNoEmail",
    method: "get",
    path: "/v1/addresses/{address}/none",
    tag: "Codes and links",
    summary: "Assert that no email arrives",
    description:
      "Holds like a wait. Without since it watches from the request time. For longer than 30 seconds, call again with the same since.",
    params: AddressParams,
    query: NoneQuery,
    evidence: "call",
    success: { status: 200, description: "Nothing matching arrived.", schema: NothingArrived },
    errors: [E.invalid, E.unauthorized, E.notFoundAddress, [409, EmailArrived, "A matching email arrived."]],
  }),
  listMessages: op({
    operationId: "listMessages",
    method: "get",
    path: "/v1/addresses/{address}/messages",
    tag: "Messages",
    summary: "List received mail with its codes and links, newest first",
    description: "Subject, text and HTML are sender-written and untrusted; they are returned only when `include` asks.",
    params: AddressParams,
    query: MessagesQuery,
    success: { status: 200, description: "Messages, newest first.", schema: z.array(Message) },
    errors: [E.invalid, E.unauthorized, E.notFoundAddress],
  }),
  countEmails: op({
    operationId: "countEmails",
    method: "get",
    path: "/v1/addresses/{address}/count",
    tag: "Messages",
    summary: "Count received mail",
    description: "Does not wait.",
    params: AddressParams,
    query: CountQuery,
    evidence: "call",
    success: { status: 200, description: "The count and the first emails counted.", schema: CountResult },
    errors: [E.invalid, E.unauthorized, E.notFoundAddress],
  }),

  startRun: op({
    operationId: "startRun",
    method: "post",
    path: "/v1/runs",
    tag: "Runs",
    summary: "Start a run",
    description: "Send its id as Service-Run on later calls and every call leaves evidence in it.",
    body: CreateRunBody,
    success: { status: 201, description: "The run, running.", schema: Run },
    errors: [E.invalid, E.unauthorized],
  }),
  listRuns: op({
    operationId: "listRuns",
    method: "get",
    path: "/v1/runs",
    tag: "Runs",
    summary: "List the project's runs, newest first, without events",
    query: ListRunsQuery,
    success: { status: 200, description: "Runs, newest first.", schema: z.array(Run) },
    errors: [E.invalid, E.unauthorized],
  }),
  getRun: op({
    operationId: "getRun",
    method: "get",
    path: "/v1/runs/{run}",
    tag: "Runs",
    summary: "Read a run, as JSON or as a Markdown report",
    description: "Both compare with the last 10 finished runs of the same name.",
    params: RunParams,
    query: ReadRunQuery,
    success: {
      status: 200,
      description: "The run with its events (oldest first) and comparison.",
      schema: Run,
      text: {
        contentType: "text/markdown",
        description: "With format=markdown: the report for a PR comment or job summary.",
      },
    },
    errors: [E.invalid, E.unauthorized, E.notFoundRun],
  }),
  addRunNote: op({
    operationId: "addRunNote",
    method: "post",
    path: "/v1/runs/{run}/notes",
    tag: "Runs",
    summary: "Add a note to a running run",
    params: RunParams,
    body: NoteBody,
    success: { status: 201, description: "The note was added.", schema: NoteAdded },
    errors: [E.invalid, E.unauthorized, E.notFoundRun, E.runFinished],
  }),
  addRunTest: op({
    operationId: "addRunTest",
    method: "post",
    path: "/v1/runs/{run}/tests",
    tag: "Runs",
    summary: "Add a test result, or the totals, to a running run",
    params: RunParams,
    body: TestReportBody,
    success: { status: 201, description: "The result or totals were added.", schema: TestAdded },
    errors: [E.invalid, E.unauthorized, E.notFoundRun, E.runFinished],
  }),
  finishRun: op({
    operationId: "finishRun",
    method: "post",
    path: "/v1/runs/{run}/finish",
    tag: "Runs",
    summary: "Finish a run: passed, or failed when any evidence, note or test failed it",
    description: "Finishing a finished run changes nothing.",
    params: RunParams,
    body: FinishBody,
    success: { status: 200, description: "The finished run.", schema: Run },
    errors: [E.invalid, E.unauthorized, E.notFoundRun],
  }),
  getRunPage: op({
    operationId: "getRunPage",
    method: "get",
    path: "/runs/{run}",
    tag: "Runs",
    summary: "The run's read-only page",
    description: "Reached by the run's `url`: the token in it is the capability to read that one run.",
    auth: "run-page",
    params: RunParams,
    query: z.object({
      token: z.string().optional().meta({ description: "The run's capability token, from its url. Without it, 404." }),
    }),
    success: {
      status: 200,
      description: "The run as an HTML page.",
      text: { contentType: "text/html", description: "The run, escaped, under a strict Content-Security-Policy." },
    },
    errors: [[404, NotFound, "Unknown run, wrong token, or past retention."]],
  }),
} as const;

export type Operations = typeof operations;

/** Request headers an operation documents, by its evidence kind. */
export const evidenceHeadersOf = (operation: Operation) =>
  operation.evidence === "wait" ? WaitEvidenceHeaders : operation.evidence === "call" ? EvidenceHeaders : undefined;
