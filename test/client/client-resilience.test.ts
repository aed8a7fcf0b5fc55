import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { Proofbox, ProofboxError } from "../../src/client/index.js";
import { documentCheckingFetch } from "../helpers/openapi.js";
import { KEY, startTestService } from "../helpers/service.js";

const fetch = documentCheckingFetch();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("the client around a service that is starting, busy or abandoned", () => {
  it("tries a refused connection again until the service answers", async () => {
    const port = await freePort();
    const inbox = new Proofbox({ url: `http://127.0.0.1:${port}`, apiKey: KEY, run: null, fetch, connectTimeout: 15 });
    // Nothing listens yet: the first attempts are refused.
    const project = inbox.project();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const t = await startTestService({ http_port: port });
    try {
      expect((await project).name).toBe("default");
    } finally {
      await t.close();
    }
  });

  it("gives up on a refused connection after connectTimeout", async () => {
    const port = await freePort();
    const inbox = new Proofbox({ url: `http://127.0.0.1:${port}`, apiKey: KEY, run: null, connectTimeout: 0.2 });
    await expect(inbox.project()).rejects.toThrow(TypeError);
  });

  it("waits out a 429 for its Retry-After, within rateLimitWait", async () => {
    const answers = [
      json(429, { error: "rate_limited", message: "slow down", retry_after: 1 }, { "retry-after": "1" }),
    ];
    let calls = 0;
    const fakeFetch = (() => {
      calls++;
      return Promise.resolve(answers.shift() ?? json(201, { address: "a@proofbox.test" }));
    }) as typeof globalThis.fetch;
    const patient = new Proofbox({ url: "http://proofbox.invalid", apiKey: KEY, run: null, fetch: fakeFetch });
    expect((await patient.createAddress()).address).toBe("a@proofbox.test");
    expect(calls).toBe(2);

    const impatient = new Proofbox({
      url: "http://proofbox.invalid",
      apiKey: KEY,
      run: null,
      rateLimitWait: 0.5,
      fetch: () =>
        Promise.resolve(
          json(429, { error: "rate_limited", message: "slow down", retry_after: 30 }, { "retry-after": "30" }),
        ),
    });
    await expect(impatient.createAddress()).rejects.toMatchObject({ status: 429, error: "rate_limited" });
  });

  it("stops a wait on the caller's AbortSignal, and the service lets go of it", async () => {
    const t = await startTestService();
    try {
      const inbox = new Proofbox({ url: t.baseUrl, apiKey: KEY, run: null, fetch });
      const { address } = await inbox.createAddress();
      const before = t.service.deps.notifier.size();
      const controller = new AbortController();
      const waiting = inbox.code(address, { timeout: 30, signal: controller.signal });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t.service.deps.notifier.size()).toBe(before + 1);
      controller.abort();
      await expect(waiting).rejects.toMatchObject({ name: "AbortError" });
      for (let i = 0; i < 50 && t.service.deps.notifier.size() > before; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(t.service.deps.notifier.size()).toBe(before);
    } finally {
      await t.close();
    }
  });

  it("puts the service's hint in the error message a test runner prints", async () => {
    const t = await startTestService();
    try {
      const inbox = new Proofbox({ url: t.baseUrl, apiKey: KEY, run: null, fetch, waitTimeout: 0 });
      const { address } = await inbox.createAddress();
      const error = await inbox.code(address).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProofboxError);
      expect((error as Error).message).toMatch(/^No matching code arrived .*\nHint: No email arrived since /s);
    } finally {
      await t.close();
    }
  });
});
