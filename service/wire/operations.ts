import { z } from "zod";
import {
  AuditLog,
  AuditQuery,
  CheckedOut,
  CheckoutBody,
  ExtendBody,
  PasswordQuery,
  ReturnBody,
  SavedSecret,
  SavePasswordBody,
  SecretSaved,
  SignedIn,
  SignInBody,
} from "./accounts.js";
import { Address, AddressParams, CreateAddressBody, ListAddressesQuery, UpdateAddressBody } from "./addresses.js";
import { ChecksQuery, ChecksResult, Variants } from "./checks.js";
import { Delivery } from "./delivery.js";
import {
  AllCheckedOut,
  EmailArrived,
  ErrorBody,
  InvalidRequest,
  NotFound,
  NotHeld,
  PaymentRequired,
  RateLimited,
} from "./errors.js";
import { EvidenceHeaders, WaitEvidenceHeaders } from "./headers.js";
import { Match } from "./matches.js";
import { FormValues, FormValuesBody } from "./forms.js";
import { CountQuery, CountResult, MarkedUsed, MarkUsedBody, Message, MessagesQuery } from "./messages.js";
import { AddDevHostBody, DevHosts, Project } from "./project.js";
import { ApiKey, ApiKeyList, CreateKeyBody, KeyParams, NewApiKey } from "./keys.js";
import {
  CreateWebhookBody,
  DeliveriesQuery,
  DeliveryParams,
  NewWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookList,
  WebhookParams,
} from "./webhooks.js";
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
  notFoundKey: [404, ErrorBody, "No key of this project has that id."],
  notFoundWebhook: [
    404,
    ErrorBody,
    "No webhook endpoint of this project has that id (or no delivery of it, that one).",
  ],
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
  /**
   * The call holds until mail arrives or its timeout passes (code, link, none): it waits for the
   * mail accepted before it within its own timeout, not before it starts.
   */
  holds?: true;
  success: {
    status: 200 | 201 | 204;
    description: string;
    /** JSON body; left out for 204. */
    schema?: z.ZodType;
    /**
     * A representation other than JSON: Markdown or HTML of the same resource, chosen by a query
     * parameter, or (text/event-stream, with no JSON schema) a stream of server-sent events,
     * whose handler returns an EventStream (http/operation.ts).
     */
    text?: { contentType: "text/markdown" | "text/html" | "text/event-stream"; description: string };
    /** A second success status with the same body (form values: 201 made an address, 200 used one). */
    alternative?: { status: 200 | 201; description: string };
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

  getAuditLog: op({
    operationId: "getAuditLog",
    method: "get",
    path: "/v1/project/audit",
    tag: "Project",
    summary: "Every save and reveal of a saved password, and every change to keys and webhooks, newest first",
    description:
      "Time, key, operation and what it was done to (address and label of a secret, or the key or webhook endpoint); never a secret. Kept 90 days. Needs the manage_project permission.",
    query: AuditQuery,
    success: { status: 200, description: "Audit entries, newest first.", schema: AuditLog },
    errors: [E.invalid, E.unauthorized, E.forbidden],
  }),

  listKeys: op({
    operationId: "listKeys",
    method: "get",
    path: "/v1/project/keys",
    tag: "Project",
    summary: "The project's API keys, never their secrets",
    description:
      "Names, permissions, where each comes from (the configuration file or this API), when it was made, last used (to the minute), expires and was revoked. Needs the manage_project permission.",
    success: { status: 200, description: "The keys, newest first.", schema: ApiKeyList },
    errors: [E.unauthorized, E.forbidden],
  }),
  createKey: op({
    operationId: "createKey",
    method: "post",
    path: "/v1/project/keys",
    tag: "Project",
    summary: "Create an API key; its secret is in this answer only",
    description:
      "Needs the manage_project permission; the new key gets at most the permissions of the key that creates it. Written to the audit log.",
    body: CreateKeyBody,
    success: { status: 201, description: "The new key with its secret, shown this once.", schema: NewApiKey },
    errors: [E.invalid, E.unauthorized, E.forbidden],
  }),
  revokeKey: op({
    operationId: "revokeKey",
    method: "delete",
    path: "/v1/project/keys/{id}",
    tag: "Project",
    summary: "Revoke an API key",
    description:
      "From the next request on, on every instance, the key answers 401 saying it was revoked. Revoking a revoked key changes nothing. A key of the configuration file can be revoked too and stays revoked while the file names it. Needs the manage_project permission; written to the audit log.",
    params: KeyParams,
    success: { status: 200, description: "The key, revoked.", schema: ApiKey },
    errors: [E.unauthorized, E.forbidden, E.notFoundKey],
  }),

  listWebhooks: op({
    operationId: "listWebhooks",
    method: "get",
    path: "/v1/project/webhooks",
    tag: "Webhooks",
    summary: "The project's webhook endpoints",
    description: "Needs the manage_project permission. Secrets are never listed.",
    success: { status: 200, description: "The endpoints, oldest first.", schema: WebhookList },
    errors: [E.unauthorized, E.forbidden],
  }),
  createWebhook: op({
    operationId: "createWebhook",
    method: "post",
    path: "/v1/project/webhooks",
    tag: "Webhooks",
    summary: "Register a webhook endpoint; its signing secret is in this answer only",
    description:
      "Deliveries are signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature) and retried with backoff for about a day. A private or loopback target needs the project's webhooks_allow_private. Needs the manage_project permission; written to the audit log.",
    body: CreateWebhookBody,
    success: { status: 201, description: "The endpoint with its secret, shown this once.", schema: NewWebhook },
    errors: [E.invalid, E.unauthorized, E.forbidden],
  }),
  getWebhook: op({
    operationId: "getWebhook",
    method: "get",
    path: "/v1/project/webhooks/{id}",
    tag: "Webhooks",
    summary: "One webhook endpoint",
    params: WebhookParams,
    success: { status: 200, description: "The endpoint.", schema: Webhook },
    errors: [E.unauthorized, E.forbidden, E.notFoundWebhook],
  }),
  deleteWebhook: op({
    operationId: "deleteWebhook",
    method: "delete",
    path: "/v1/project/webhooks/{id}",
    tag: "Webhooks",
    summary: "Delete a webhook endpoint and its deliveries",
    description:
      "Deliveries still waiting are not sent. Needs the manage_project permission; written to the audit log.",
    params: WebhookParams,
    success: { status: 200, description: "The endpoint deleted.", schema: Webhook },
    errors: [E.unauthorized, E.forbidden, E.notFoundWebhook],
  }),
  listWebhookDeliveries: op({
    operationId: "listWebhookDeliveries",
    method: "get",
    path: "/v1/project/webhooks/{id}/deliveries",
    tag: "Webhooks",
    summary: "The endpoint's delivery log: each delivery, its attempts and the answers",
    description: "Kept 7 days after a delivery is delivered or given up. Needs the manage_project permission.",
    params: WebhookParams,
    query: DeliveriesQuery,
    success: { status: 200, description: "Deliveries, newest first.", schema: WebhookDeliveryList },
    errors: [E.invalid, E.unauthorized, E.forbidden, E.notFoundWebhook],
  }),
  redeliverWebhook: op({
    operationId: "redeliverWebhook",
    method: "post",
    path: "/v1/project/webhooks/{id}/deliveries/{delivery}/redeliver",
    tag: "Webhooks",
    summary: "Send a delivered or failed delivery again, now",
    description: "One more attempt with the same webhook-id; a pending delivery is left as it is.",
    params: DeliveryParams,
    success: { status: 200, description: "The delivery, pending again.", schema: WebhookDelivery },
    errors: [E.unauthorized, E.forbidden, E.notFoundWebhook],
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

  getPassword: op({
    operationId: "getPassword",
    method: "get",
    path: "/v1/addresses/{address}/password",
    tag: "Accounts",
    summary: "Reveal a saved password (or another saved secret)",
    description: "Needs a key that may read saved passwords (read_passwords). Every reveal is in the audit log.",
    params: AddressParams,
    query: PasswordQuery,
    success: { status: 200, description: "The secret.", schema: SavedSecret },
    errors: [
      E.invalid,
      E.unauthorized,
      E.forbidden,
      [404, NotFound, "Unknown address, or nothing saved under the label."],
    ],
  }),
  savePassword: op({
    operationId: "savePassword",
    method: "put",
    path: "/v1/addresses/{address}/password",
    tag: "Accounts",
    summary: "Save a password (or another secret) on the address",
    description:
      "Replaces the secret saved under the same label. Without a password, a strong 16-character one is generated and returned once. Any key may save; every save is in the audit log.",
    params: AddressParams,
    body: SavePasswordBody,
    success: { status: 200, description: "Saved.", schema: SecretSaved },
    errors: [E.invalid, E.unauthorized, E.notFoundAddress],
  }),
  signIn: op({
    operationId: "signIn",
    method: "post",
    path: "/v1/addresses/sign-in",
    tag: "Accounts",
    summary: "A saved test account with its password, in one call",
    description:
      "An account with a saved password, every tag given (and the environment), not checked out: used on this site first, then the one that received mail most recently. With a site, an account not yet used on any site is marked as used on this one. Needs read_passwords; every reveal is in the audit log.",
    body: SignInBody,
    success: { status: 200, description: "The account and its password.", schema: SignedIn },
    errors: [E.invalid, E.unauthorized, E.forbidden, [404, NotFound, "No account fits."]],
  }),
  checkout: op({
    operationId: "checkout",
    method: "post",
    path: "/v1/addresses/checkout",
    tag: "Accounts",
    summary: "Check an account out of the pool",
    description:
      "Holds the least recently used account that matches every filter, is not held and lives past the hold. Return it (or let the hold run out) to free it.",
    body: CheckoutBody,
    evidence: "call",
    success: { status: 200, description: "The account, held until checkout.until.", schema: CheckedOut },
    errors: [
      E.invalid,
      E.unauthorized,
      [404, NotFound, "No account matches."],
      [409, AllCheckedOut, "Every matching account is checked out; says when the first comes free."],
    ],
  }),
  extendCheckout: op({
    operationId: "extendCheckout",
    method: "post",
    path: "/v1/addresses/{address}/extend",
    tag: "Accounts",
    summary: "Hold a checked-out account longer",
    description: "The new hold lasts `minutes` from now.",
    params: AddressParams,
    body: ExtendBody,
    success: { status: 200, description: "The account with its new hold.", schema: CheckedOut },
    errors: [E.invalid, E.unauthorized, E.notFoundAddress, [409, NotHeld, "The token does not hold the account."]],
  }),
  returnCheckout: op({
    operationId: "returnCheckout",
    method: "post",
    path: "/v1/addresses/{address}/return",
    tag: "Accounts",
    summary: "Return a checked-out account to the pool",
    description: "Frees it, adding add_tags and removing remove_tags.",
    params: AddressParams,
    body: ReturnBody,
    success: { status: 200, description: "The account, free.", schema: Address },
    errors: [E.invalid, E.unauthorized, E.notFoundAddress, [409, NotHeld, "The token does not hold the account."]],
  }),

  formValues: op({
    operationId: "formValues",
    method: "post",
    path: "/v1/form-values",
    tag: "Accounts",
    summary: "What to type or pick in each field of a sign-up form",
    description:
      "Describe the form's fields; the answer says what to type or pick in each, for a new address made for the form (201) or for the address given (200). The service never sees the page. docs/forms.md explains how fields are recognised.",
    body: FormValuesBody,
    evidence: "call",
    success: {
      status: 201,
      description: "A new address was made for the form; its password is in `password` (shown only here).",
      schema: FormValues,
      alternative: {
        status: 200,
        description: "The values for the address given; its saved password is not returned.",
      },
    },
    errors: [
      E.invalid,
      E.unauthorized,
      [404, NotFound, "The address given does not exist in this project."],
      [402, PaymentRequired, "A new address would exceed the plan's active addresses."],
      [429, RateLimited, "This key created too many addresses in the last minute."],
    ],
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
    holds: true,
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
    holds: true,
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
    holds: true,
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
  markUsed: op({
    operationId: "markUsed",
    method: "post",
    path: "/v1/addresses/{address}/used",
    tag: "Messages",
    summary: "Mark a code or link used, as the app does when a person copies or opens it",
    description:
      "A later wait with unused=true skips it. Marking one already used changes nothing (marked: false). The app calls this; a test that took a code some other way can too.",
    params: AddressParams,
    body: MarkUsedBody,
    success: { status: 200, description: "The code or link is used.", schema: MarkedUsed },
    errors: [
      E.invalid,
      E.unauthorized,
      [404, NotFound, "Unknown address, or no such email of it, or the email has no such code or link."],
    ],
  }),
  watchArrivals: op({
    operationId: "watchArrivals",
    method: "get",
    path: "/v1/addresses/{address}/stream",
    tag: "Messages",
    summary: "Server-sent events: one `email` event as each email arrives",
    description:
      "Stays open until the client goes. Each event's data is JSON { id, received_at } and nothing of the email's content: read it with the messages list. A comment line every 15 seconds keeps proxies from closing the stream. Pushed by the notifier the waits use, so it works across instances on PostgreSQL.",
    params: AddressParams,
    success: {
      status: 200,
      description: "The stream.",
      text: { contentType: "text/event-stream", description: '`event: email` with `data: {"id":…,"received_at":…}`.' },
    },
    errors: [E.unauthorized, E.notFoundAddress],
  }),
  checkEmail: op({
    operationId: "checkEmail",
    method: "get",
    path: "/v1/addresses/{address}/checks",
    tag: "Checks",
    summary: "Run the checks on one email",
    description:
      "SPF, DKIM, DMARC, local and plain-http links, the expected host, expiry, a plain-text part, size, image-only mail, phone layout, expected phrases and language, on the email named by email_id or the newest that matches. Verdicts only: never the email's text or links. Does not wait for mail. docs/checks.md explains each check.",
    params: AddressParams,
    query: ChecksQuery,
    evidence: "call",
    success: { status: 200, description: "The verdicts.", schema: ChecksResult },
    errors: [
      E.invalid,
      E.unauthorized,
      [404, NotFound, "Unknown address (or of another project), or no email to check."],
    ],
  }),
  getVariants: op({
    operationId: "getVariants",
    method: "get",
    path: "/v1/addresses/{address}/variants",
    tag: "Addresses",
    summary: "Unusual forms of the address, and which of them arrive",
    description:
      "delivered: forms whose mail arrives in this inbox (capitals, plus tags with special characters, the longest name); undeliverable: valid by the standards, refused by this service's SMTP; invalid: addresses that break the standards.",
    params: AddressParams,
    success: { status: 200, description: "The variants.", schema: Variants },
    errors: [E.unauthorized, E.notFoundAddress],
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
    summary: "One run, read with its capability token instead of a key",
    description:
      "The run's `url` opens it in the app (/app/runs/{run}?token=…), which reads this with format=json; the token is the capability to read that one run. format=html is the same run as a page that loads nothing.",
    auth: "run-page",
    params: RunParams,
    query: z
      .object({
        token: z
          .string()
          .optional()
          .meta({ description: "The run's capability token, from its url. Without it, 404." }),
        format: z.enum(["html", "json"]).default("html").meta({
          description:
            "html: a page that stands alone (the action saves it as the report artifact); json: the Run, which the app renders.",
        }),
      })
      // Not strict: a shared link that picked up tracking parameters on its way still opens.
      .loose(),
    success: {
      status: 200,
      description: "With format=json: the Run with its events and comparison, as GET /v1/runs/{run} gives it.",
      schema: Run,
      text: { contentType: "text/html", description: "The run, escaped, under a strict Content-Security-Policy." },
    },
    errors: [[404, NotFound, "Unknown run, wrong token, or past retention."]],
  }),
} as const;

export type Operations = typeof operations;

/** Request headers an operation documents, by its evidence kind. */
export const evidenceHeadersOf = (operation: Operation) =>
  operation.evidence === "wait" ? WaitEvidenceHeaders : operation.evidence === "call" ? EvidenceHeaders : undefined;
