import type { components, operations } from "./api.js";

/**
 * The client's names for the wire types. Every shape comes from src/client/api.ts, which
 * `npm run openapi` generates from the OpenAPI document the service's schemas render: nothing
 * here restates a field.
 */
type Schemas = components["schemas"];
type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;
type Query<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;

export type Address = Schemas["Address"];
export type Persona = Schemas["Persona"];
export type Match = Schemas["Match"];
export type EmailSummary = Schemas["EmailSummary"];
export type CountResult = Schemas["CountResult"];
export type NothingArrived = Schemas["NothingArrived"];
export type Message = Schemas["Message"];
export type MarkedUsed = Schemas["MarkedUsed"];
export type MarkUsedInput = JsonBody<"markUsed">;
export type Refusal = Schemas["Refusal"];
export type Delivery = Schemas["Delivery"];
export type Project = Schemas["Project"];
export type Run = Schemas["Run"];
export type RunMeta = Schemas["RunMeta"];
export type RunEvent = Schemas["RunEvent"];
export type NoteAdded = Schemas["NoteAdded"];
export type TestAdded = Schemas["TestAdded"];
export type ErrorCode = Schemas["Error"]["error"];
export type ChecksResult = Schemas["ChecksResult"];
export type CheckResult = Schemas["CheckResult"];
export type Variants = Schemas["Variants"];
export type SavedSecret = Schemas["SavedSecret"];
export type SecretSaved = Schemas["SecretSaved"];
export type SignedIn = Schemas["SignedIn"];
export type CheckedOut = Schemas["CheckedOut"];
export type Checkout = Schemas["Checkout"];
export type AuditLog = Schemas["AuditLog"];
export type AuditEntry = Schemas["AuditEntry"];
export type ApiKey = Schemas["ApiKey"];
export type NewApiKey = Schemas["NewApiKey"];
export type CreateKeyInput = JsonBody<"createKey">;
export type Webhook = Schemas["Webhook"];
export type NewWebhook = Schemas["NewWebhook"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type CreateWebhookInput = JsonBody<"createWebhook">;
export type WebhookDeliveriesQuery = Query<"listWebhookDeliveries">;
export type FormField = Schemas["FormField"];
export type FormValue = Schemas["FormValue"];
export type FormValues = Schemas["FormValues"];

export type CreateAddressInput = JsonBody<"createAddress">;
export type UpdateAddressInput = JsonBody<"updateAddress">;
export type StartRunInput = JsonBody<"startRun">;
export type TestReport = JsonBody<"addRunTest">;
export type SavePasswordInput = JsonBody<"savePassword">;
export type SignInInput = JsonBody<"signIn">;
export type CheckoutInput = JsonBody<"checkout">;
export type FormValuesInput = JsonBody<"formValues">;
export type ChecksQuery = Query<"checkEmail">;
export type AuditQuery = Query<"getAuditLog">;

export type ListAddressesQuery = Query<"listAddresses">;
export type ListRunsQuery = Query<"listRuns">;
export type CodeSubtype = NonNullable<Query<"waitForCode">["type"]>;
/** A link wait's `type`: verify, magic_signin, invite, reset, or any (also other links). */
export type LinkWaitType = NonNullable<Query<"waitForLink">["type"]>[number];
export type CountType = NonNullable<Query<"countEmails">["type"]>;
export type CountSubtype = NonNullable<Query<"countEmails">["subtype"]>[number];
