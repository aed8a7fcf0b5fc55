import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

/**
 * Checks an answer of the service against docs/openapi.json: the status must be documented for
 * its operation (an error status may fall under `default`), a JSON body must match the
 * documented schema exactly (the schemas forbid fields they do not list), a text body must be a
 * documented content type, and documented required headers must be there. Every integration
 * test's answers go through here, so the description cannot drift from the behaviour.
 */
const DOCUMENT_PATH = fileURLToPath(new URL("../../docs/openapi.json", import.meta.url));
export const openApiDocument = JSON.parse(readFileSync(DOCUMENT_PATH, "utf8")) as OpenApiDocument;

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: { headers?: Record<string, { required?: boolean }> };
}

interface ResponseObject {
  content?: Record<string, unknown>;
  headers?: Record<string, { $ref?: string; required?: boolean }>;
}

// ajv-formats is CommonJS with a default export; under ESM interop it can arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(openApiDocument, "openapi.json");

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
const validators = new Map<string, ValidateFunction>();
function validatorAt(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/** Path templates, literal ones first, as regular expressions. */
const templates = Object.keys(openApiDocument.paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
    params: (template.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

export interface ReceivedAnswer {
  method: string;
  /** The request path, without the query string (percent-encoded as sent). */
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

/** Throws, with what differs, when an answer is not what docs/openapi.json says it can be. */
export function checkAgainstDocument(answer: ReceivedAnswer): void {
  const where = `${answer.method} ${answer.path} -> ${answer.status}`;
  const fail = (why: string): never => {
    throw new Error(`answer not as documented in docs/openapi.json: ${where}: ${why}\n${answer.text.slice(0, 800)}`);
  };
  const method = answer.method.toLowerCase();
  const template = templates.find(
    ({ template, pattern }) => pattern.test(answer.path) && openApiDocument.paths[template]?.[method],
  );
  if (!template) {
    // No such operation: only the generic error answer is possible.
    if (answer.status < 400) fail("a success status from a path and method the document does not describe");
    checkJson(answer, "openapi.json#/components/schemas/Error", fail);
    return;
  }
  const responses = openApiDocument.paths[template.template]![method]!.responses;
  const key = String(answer.status);
  const response = responses[key] ?? (answer.status >= 400 ? responses.default : undefined);
  if (!response) fail(`status ${key} is not documented for ${method.toUpperCase()} ${template.template}`);
  const responseKey = responses[key] ? key : "default";
  const base = `openapi.json#/paths/${pointer(template.template, method)}/responses/${responseKey}`;

  for (const [name, header] of Object.entries(response!.headers ?? {})) {
    const resolved = header.$ref ? openApiDocument.components.headers?.[header.$ref.split("/").pop()!] : header;
    if (resolved?.required && answer.headers.get(name) === null) fail(`the required header ${name} is missing`);
  }
  const documentedHeaders = new Set(Object.keys(response!.headers ?? {}).map((name) => name.toLowerCase()));
  if (answer.headers.get("service-run-warning") !== null && !documentedHeaders.has("service-run-warning"))
    fail("Service-Run-Warning is set but not documented for this answer");

  const content = response!.content ?? {};
  if (answer.status === 204 || Object.keys(content).length === 0) {
    if (answer.text !== "") fail("a body where the document says there is none");
    return;
  }
  const type = (answer.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (!(type in content)) fail(`content type ${type || "(none)"} is not one of ${Object.keys(content).join(", ")}`);
  if (type === "application/json") checkJson(answer, `${base}/content/${pointer("application/json")}/schema`, fail);
}

function checkJson(answer: ReceivedAnswer, ref: string, fail: (why: string) => never): void {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    fail("the body is not JSON");
  }
  const validate = validatorAt(ref);
  if (!validate(body)) fail(ajv.errorsText(validate.errors, { separator: "; " }));
}

/** A fetch that checks every answer it receives against the document (for the typed client). */
export function documentCheckingFetch(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const text = await response.clone().text();
    checkAgainstDocument({
      method: init?.method ?? "GET",
      path: url.pathname,
      status: response.status,
      headers: response.headers,
      text,
    });
    return response;
  };
}
