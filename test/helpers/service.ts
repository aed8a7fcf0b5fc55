import { fileURLToPath } from "node:url";
import { type Settings, SettingsSchema } from "../../service/config.js";
import { createFakeClock, type FakeClock } from "../../service/lib/clock.js";
import type { Logger } from "../../service/lib/logger.js";
import { type RunningService, startService } from "../../service/start.js";
import { checkAgainstDocument } from "./openapi.js";
import { currentStoreBackend } from "./store-backends.js";

export const KEY = "pbx_test_default_key_0000000000";

/** The parser worker as it ships (dist/, committed and checked fresh in CI). */
export const PARSE_WORKER = fileURLToPath(new URL("../../dist/service/parse-worker.js", import.meta.url));

export interface TestService {
  service: RunningService;
  clock: FakeClock;
  baseUrl: string;
  smtpPort: number;
  /** Calls the API with a key (the default project's unless given) and parses the JSON answer. */
  api(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      key?: string | null;
      headers?: Record<string, string>;
    },
  ): Promise<ApiResponse>;
  /** Creates the address `name` in the default project (POST /v1/addresses) and returns it. */
  newAddress(name: string, options?: { headers?: Record<string, string> }): Promise<string>;
  close(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  body: any;
  text: string;
}

/**
 * Starts the real service (HTTP and SMTP on ephemeral ports) on the test project's store
 * backend (helpers/store-backends.ts) with a fake clock. Settings are those of the zero-configuration default unless overridden. Every answer
 * `api` receives is checked against docs/openapi.json (helpers/openapi.ts).
 */
export async function startTestService(
  overrides: Partial<Record<keyof Settings, unknown>> = {},
  clockStart?: string,
  options: {
    logger?: Logger;
    /**
     * Reads mail on worker threads with this parser worker: the shipped one (PARSE_WORKER) or a
     * fixture around it. Without it, mail is read on the main thread.
     */
    parseWorkerScript?: string;
  } = {},
): Promise<TestService> {
  const settings = SettingsSchema.parse({
    http_port: 0,
    smtp_port: 0,
    api_key: KEY,
    log_level: "silent",
    // Hermetic: no test asks the network's DNS; a test that wants verdicts declares its records.
    dns: "off",
    ...overrides,
  });
  const clock = createFakeClock(clockStart ?? "2026-03-10T12:00:00.000Z");
  const service = await startService({
    settings,
    clock,
    store: currentStoreBackend().make,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.parseWorkerScript ? { parseWorkerScript: options.parseWorkerScript } : {}),
  });
  const baseUrl = service.publicUrl;
  const test: TestService = {
    service,
    clock,
    baseUrl,
    smtpPort: service.smtpPort,
    async api(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      const key = options.key === undefined ? KEY : options.key;
      if (key !== null) headers.authorization = `Bearer ${key}`;
      let body: string | undefined;
      if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers["content-type"] ??= "application/json";
      }
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      const text = await response.text();
      checkAgainstDocument({
        method,
        path: new URL(`${baseUrl}${path}`).pathname,
        status: response.status,
        headers: response.headers,
        text,
      });
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    async newAddress(name, options = {}) {
      const response = await test.api("POST", "/v1/addresses", { body: { name }, headers: options.headers ?? {} });
      if (response.status !== 201) throw new Error(`creating ${name}: ${response.status} ${response.text}`);
      return (response.body as { address: string }).address;
    },
    close: () => service.close(1000),
  };
  return test;
}

/** Asserts the shape every 4xx/5xx answer must have. */
export function isErrorBody(body: unknown): body is { error: string; message: string } {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { error?: unknown }).error === "string" &&
    typeof (body as { message?: unknown }).message === "string"
  );
}
