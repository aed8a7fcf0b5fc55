import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from "zod-openapi";
import { VERSION } from "../version.js";
import { AllCheckedOut, ErrorBody } from "./errors.js";
import { RequestIdHeader, RunWarningHeader, WARNING_HEADER, REQUEST_ID_HEADER } from "./headers.js";
import { evidenceHeadersOf, type Operation, operations } from "./operations.js";

/**
 * The OpenAPI 3.1 description of the API, rendered from the operation table and the wire
 * schemas. `npm run openapi` writes it to docs/openapi.json (CI fails when that file is stale),
 * and the service serves it at GET /v1/openapi.json.
 */
/** The document's version is the service's (package.json, the one source of the version). */
export const API_VERSION = VERSION;

const TAGS = [
  { name: "Addresses", description: "Disposable test addresses inside a project." },
  { name: "Accounts", description: "Saved passwords, sign-in and the pool of test accounts." },
  { name: "Codes and links", description: "Waits that answer the newest code or link the moment it lands." },
  { name: "Messages", description: "Received mail: counts, and content only on request." },
  { name: "Runs", description: "A CI job or agent session: evidence from every call, and a report." },
  { name: "Project", description: "The key's project, its API keys and audit log." },
  { name: "Webhooks", description: "Events POSTed to the project's endpoints, signed the Standard Webhooks way." },
  { name: "System", description: "Health and this description." },
];

const DESCRIPTION = `Disposable test inboxes for sign-up, sign-in, reset and invite email flows. Create an address, let the app under test send to it over SMTP, and wait for the newest code or link. Email text is written by strangers: the service returns only the code or link unless asked for text or HTML, and never opens a link.

Every error answer is \`{ error, message }\`; see docs/errors.md for every code. Calls that take \`Service-Run\` leave evidence in that run; when they cannot, they still answer and \`Service-Run-Warning\` says why.`;

const jsonBody = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });

const requestIdHeader = { [REQUEST_ID_HEADER]: RequestIdHeader };

function responsesOf(operation: Operation): ZodOpenApiOperationObject["responses"] {
  const { success } = operation;
  // A call that records evidence says why it could not, whatever it answers.
  const warningHeader: Record<string, z.ZodType> = operation.evidence ? { [WARNING_HEADER]: RunWarningHeader } : {};
  const successHeaders = z.object({ ...requestIdHeader, ...warningHeader });
  const content: Record<string, { schema: z.ZodType }> = {};
  if (success.schema) content["application/json"] = { schema: success.schema };
  if (success.text)
    content[success.text.contentType] = { schema: z.string().meta({ description: success.text.description }) };
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [String(success.status)]: {
      description: success.description,
      headers: successHeaders,
      ...(Object.keys(content).length > 0 ? { content } : {}),
    },
  };
  if (success.alternative)
    responses[String(success.alternative.status)] = {
      description: success.alternative.description,
      headers: successHeaders,
      ...(Object.keys(content).length > 0 ? { content } : {}),
    };
  for (const [status, schema, description] of operation.errors) {
    const headers: Record<string, z.ZodType> = { ...requestIdHeader, ...warningHeader };
    if (status === 401) headers["WWW-Authenticate"] = z.string().meta({ description: 'Bearer realm="proofbox"' });
    if (status === 429 || schema === AllCheckedOut)
      headers["Retry-After"] = z.string().meta({ description: "Seconds until a new attempt may succeed." });
    responses[String(status)] = { description, headers: z.object(headers), ...jsonBody(schema) };
  }
  responses.default = {
    description:
      "Any other error: 413 body too large, 415 not UTF-8, 431 headers too large, 500 a fault on our side, 503 the store is away. Always { error, message }.",
    ...jsonBody(ErrorBody),
  };
  return responses;
}

function operationObject(operation: Operation): ZodOpenApiOperationObject {
  const headers = evidenceHeadersOf(operation);
  const body = operation.body;
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    ...(operation.auth === "none" || operation.auth === "run-page" ? { security: [] } : {}),
    requestParams: {
      ...(operation.params ? { path: operation.params } : {}),
      ...(operation.query ? { query: operation.query as z.ZodObject } : {}),
      ...(headers ? { header: headers } : {}),
    },
    ...(body
      ? {
          requestBody: {
            // A body whose every field may be left out may be left out itself.
            required: !body.safeParse({}).success,
            ...jsonBody(body),
          },
        }
      : {}),
    responses: responsesOf(operation),
  };
}

const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

/** Keeps the rendered schemas to what a reader needs: no regex beside a named format, no ±2^53 bounds. */
function tidy({ jsonSchema }: { jsonSchema: Record<string, unknown> }): void {
  if (typeof jsonSchema.format === "string" && typeof jsonSchema.pattern === "string") delete jsonSchema.pattern;
  if (jsonSchema.minimum === -SAFE_BOUND) delete jsonSchema.minimum;
  if (jsonSchema.maximum === SAFE_BOUND) delete jsonSchema.maximum;
}

export function buildOpenApiDocument(options: { serverUrl?: string } = {}): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of Object.values(operations) as Operation[]) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) };
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Proofbox API",
        version: API_VERSION,
        description: DESCRIPTION,
      },
      servers: [
        {
          url: options.serverUrl ?? "http://127.0.0.1:7025",
          description: options.serverUrl ? "This service." : "The embedded service's default address.",
        },
      ],
      tags: TAGS,
      security: [{ apiKey: [] }],
      components: {
        securitySchemes: {
          apiKey: {
            type: "http",
            scheme: "bearer",
            description: "An API key of the project: Authorization: Bearer <API key>.",
          },
        },
      },
      paths,
    },
    { override: tidy },
  );
}
