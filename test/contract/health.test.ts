import { afterEach, describe, expect, it } from "vitest";
import { SettingsSchema } from "../../service/config.js";
import { silentLogger } from "../../service/lib/logger.js";
import { type RunningService, startService } from "../../service/start.js";
import type { Store } from "../../service/store/store.js";
import { documentCheckingFetch } from "../helpers/openapi.js";
import { currentStoreBackend } from "../helpers/store-backends.js";

const fetch = documentCheckingFetch();
let service: RunningService | undefined;
afterEach(async () => {
  await service?.close(1000);
  service = undefined;
});

/** Starts the service on this project's backend, with the store's ping answering as told. */
async function startWith(pingWorks: () => boolean): Promise<RunningService> {
  const backend = currentStoreBackend();
  return startService({
    settings: SettingsSchema.parse({
      http_port: 0,
      smtp_port: 0,
      api_key: "pbx_health_test_key_000000",
      log_level: "silent",
    }),
    logger: silentLogger,
    store: async (options) => {
      const store = await backend.make(options);
      const ping = store.ping.bind(store);
      return {
        ...store,
        ping: () => (pingWorks() ? ping() : Promise.reject(new Error("store away"))),
      } satisfies Store;
    },
  });
}

describe("GET /healthz", () => {
  it("says the version and that the store answers, and 503 with the error body when it does not", async () => {
    let storeAnswers = true;
    service = await startWith(() => storeAnswers);
    const healthy = await fetch(`${service.publicUrl}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({
      status: "ok",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      store: "ok",
    });

    storeAnswers = false;
    const unwell = await fetch(`${service.publicUrl}/healthz`);
    expect(unwell.status).toBe(503);
    expect(await unwell.json()).toEqual({
      error: "unavailable",
      message: "The store does not answer.",
      status: "unavailable",
      version: expect.any(String),
      store: "unavailable",
    });

    storeAnswers = true;
    expect((await fetch(`${service.publicUrl}/healthz`)).status).toBe(200);
  });
});
