import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../service/wire/openapi.js";
import { type Operation, operations } from "../../service/wire/operations.js";
import { checkAgainstDocument, openApiDocument } from "../helpers/openapi.js";
import { startTestService, type TestService } from "../helpers/service.js";

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
});

describe("the OpenAPI document", () => {
  it("is what the wire schemas render (run npm run openapi after changing them)", () => {
    const committed = readFileSync(new URL("../../docs/openapi.json", import.meta.url), "utf8");
    expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it("is valid OpenAPI 3.1.0, version 1.0.0, with bearer security", async () => {
    const result = await new Validator().validate(
      structuredClone(openApiDocument) as unknown as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(openApiDocument).toMatchObject({
      openapi: "3.1.0",
      info: { version: "1.0.0" },
      components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer" } } },
    });
  });

  it("is served at GET /v1/openapi.json without a key, naming this service", async () => {
    const response = await t.api("GET", "/v1/openapi.json", { key: null });
    expect(response.status).toBe(200);
    expect(response.body.servers).toEqual([{ url: t.baseUrl, description: "This service." }]);
    expect({ ...response.body, servers: [] }).toEqual({ ...JSON.parse(JSON.stringify(openApiDocument)), servers: [] });
  });

  it("describes the run headers on the calls that take them, and the warning on their answers", () => {
    const wait = openApiDocument.paths["/v1/addresses/{address}/code"]!.get! as unknown as {
      parameters: { $ref?: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(wait.parameters.map((p) => p.$ref).filter(Boolean)).toEqual([
      "#/components/parameters/ServiceRun",
      "#/components/parameters/ServiceTest",
      "#/components/parameters/ServiceRunRetry",
    ]);
    expect(Object.keys(wait.responses["200"]!.headers!)).toContain("Service-Run-Warning");
    expect(Object.keys(wait.responses["404"]!.headers!)).toContain("Service-Run-Warning");
  });

  it("has a route for every operation: none answers 'no endpoint'", async () => {
    for (const operation of Object.values(operations) as Operation[]) {
      const path = operation.path.replace("{address}", "nobody%40proofbox.test").replace("{run}", crypto.randomUUID());
      const response = await t.api(operation.method.toUpperCase(), path, { body: operation.body ? {} : undefined });
      expect(response.text, `${operation.method} ${operation.path}`).not.toMatch(/No endpoint/);
    }
  });
});

describe("the document check every integration test runs", () => {
  const headers = new Headers({ "content-type": "application/json", "x-request-id": crypto.randomUUID() });
  const match = {
    address: "a@proofbox.test",
    type: "code",
    subtype: "otp",
    value: "123456",
    service: null,
    service_domain: null,
    received_at: "2026-03-10T12:00:00.000Z",
    expires_at: null,
    email_id: crypto.randomUUID(),
  };
  const answer = (status: number, body: unknown, extra: Partial<Parameters<typeof checkAgainstDocument>[0]> = {}) => ({
    method: "GET",
    path: "/v1/addresses/a%40proofbox.test/code",
    status,
    headers,
    text: JSON.stringify(body),
    ...extra,
  });

  it("accepts a documented answer", () => {
    expect(() => checkAgainstDocument(answer(200, match))).not.toThrow();
  });

  it("refuses a field the document does not list, a missing one, and a wrong type", () => {
    expect(() => checkAgainstDocument(answer(200, { ...match, subject: "Your code" }))).toThrow(/additional/);
    const { value: _left, ...withoutValue } = match;
    expect(() => checkAgainstDocument(answer(200, withoutValue))).toThrow(/value/);
    expect(() => checkAgainstDocument(answer(200, { ...match, received_at: 12 }))).toThrow(/received_at/);
  });

  it("refuses an undocumented success status, a missing required header and an undocumented warning", () => {
    expect(() => checkAgainstDocument(answer(201, match))).toThrow(/not documented/);
    expect(() =>
      checkAgainstDocument(answer(200, match, { headers: new Headers({ "content-type": "application/json" }) })),
    ).toThrow(/X-Request-Id/);
    const warned = new Headers(headers);
    warned.set("service-run-warning", "run finished");
    expect(() =>
      checkAgainstDocument(
        answer(200, { dev_hosts: [] }, { method: "POST", path: "/v1/project/dev-hosts", headers: warned }),
      ),
    ).toThrow(/Service-Run-Warning/);
  });

  it("holds error answers to { error, message } with the documented details", () => {
    expect(() => checkAgainstDocument(answer(500, { error: "internal", message: "x" }))).not.toThrow();
    expect(() => checkAgainstDocument(answer(500, { message: "x" }))).toThrow(/error/);
    expect(() => checkAgainstDocument(answer(404, { error: "not_found", message: "x", secret: 1 }))).toThrow(
      /additional/,
    );
  });
});
