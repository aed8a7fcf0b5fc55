import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { collectGarbage } from "../../service/lib/collect-garbage.js";
import { KEY, startTestService, type TestService } from "../helpers/service.js";

/**
 * Waits that clients drop leave nothing behind: 2,000 open waits, then every client gone at
 * once, and the service's subscriptions and heap are back where they started.
 */
const CLIENT = fileURLToPath(new URL("../fixtures/open-waits.mjs", import.meta.url));
const WAITS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (await condition()) return;
    await sleep(50);
  }
  throw new Error(`gave up waiting until ${what}`);
}

/** The heap in use after a full collection, in bytes. */
function heapAfterCollection(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * The heap once work still under way has finished: the least of a few readings a moment apart.
 * Closing 2,000 sockets and the store's pooled connections settles over a little while on a busy
 * machine (a CI run once read 12 MB of such work in flight); a leak stays in every reading.
 */
async function settledHeap(): Promise<number> {
  let least = heapAfterCollection();
  for (let reading = 0; reading < 5; reading++) {
    await sleep(200);
    least = Math.min(least, heapAfterCollection());
  }
  return least;
}

describe("dropped waits", () => {
  let t: TestService | undefined;
  let client: ChildProcess | undefined;
  afterEach(async () => {
    client?.kill("SIGKILL");
    await t?.close();
    t = undefined;
  });

  const openWaits = (address: string) =>
    spawn(process.execPath, [CLIENT, `${t!.baseUrl}/v1/addresses/${address}/code?timeout=30`, KEY, String(WAITS)], {
      stdio: "ignore",
    });

  it("gives back the memory of 2,000 waits whose clients went away", { timeout: 120_000 }, async () => {
    t = await startTestService();
    const address = await t.newAddress("dropped");
    const notifier = t.service.deps.notifier;

    // Once, to warm everything a wait touches; then the baseline.
    client = openWaits(address);
    await until(() => notifier.size() === WAITS, `${WAITS} waits were open`);
    client.kill("SIGKILL");
    await until(() => notifier.size() === 0, "the first waits were gone");
    const before = await settledHeap();

    client = openWaits(address);
    await until(() => notifier.size() === WAITS, `${WAITS} waits were open again`);
    const held = heapAfterCollection() - before;
    client.kill("SIGKILL");
    await until(() => notifier.size() === 0, "every wait was gone");
    const after = await settledHeap();

    // The waits held memory while open, and gave it back once dropped.
    expect(held).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(before * 1.1);
    // And not a tenth of what they held is left: the margin above must not hide a real leak.
    expect(after - before).toBeLessThan(held / 10);
    // The service answers as before.
    expect((await t.api("GET", `/v1/addresses/${address}/code?timeout=0`)).status).toBe(404);
  });
});
