import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../service/lib/logger.js";
import { createMailParser, type MailParser, ParseFailure, ParseTimedOut } from "../../service/mail/parser-pool.js";

const script = fileURLToPath(new URL("../fixtures/stand-in-parse-worker.mjs", import.meta.url));
const logger = createLogger("silent");

/**
 * A message whose Buffer is the sole view of its memory, as a large received message is: its
 * bytes can move to a worker. (Small Buffers, and on Node 22 and later Buffers up to 32 KB, are
 * slices of Node's shared pool.)
 */
function ownMemory(firstLine: string, size: number, fill = "x"): Buffer {
  const bytes = Buffer.from(new ArrayBuffer(size));
  bytes.fill(fill);
  bytes.write(`${firstLine}\n`);
  return bytes;
}

describe("mail parser pool", () => {
  let parser: MailParser | undefined;
  afterEach(async () => {
    await parser?.close();
  });

  it("parses on worker threads and answers each message with its own result", async () => {
    parser = createMailParser({ workers: 2, script, logger });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => parser!.parse(Buffer.from(`message ${i}\nbody`), new Date())),
    );
    expect(results.map((r) => r.subject)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i}`));
  });

  it("rejects a message that kills its worker, replaces the worker and goes on", async () => {
    parser = createMailParser({ workers: 1, script, logger });
    await expect(parser.parse(Buffer.from("CRASH"), new Date())).rejects.toBeInstanceOf(ParseFailure);
    const after = await parser.parse(Buffer.from("still here"), new Date());
    expect(after.subject).toBe("still here");
  });

  /** Resolves with the order in which the given parses settled, by their labels. */
  async function settleOrder(parses: Record<string, Promise<unknown>>): Promise<string[]> {
    const order: string[] = [];
    await Promise.all(
      Object.entries(parses).map(([label, parse]) =>
        parse.then(
          () => order.push(label),
          () => order.push(label),
        ),
      ),
    );
    return order;
  }

  it("gives up a message still being read at the timeout, replaces its worker and reads the next", async () => {
    parser = createMailParser({ workers: 1, script, logger, timeoutMs: 300 });
    const spinning = parser.parse(Buffer.from("SPIN"), new Date());
    await expect(spinning).rejects.toBeInstanceOf(ParseTimedOut);
    await expect(spinning).rejects.toThrow("reading took longer than 300 ms");
    expect((await parser.parse(Buffer.from("after\nbody"), new Date())).subject).toBe("after");
  });

  it("moves a message queued behind a slow one to another worker, so it is not held up", async () => {
    // One worker: the second message is queued on it behind the slow one, then moved.
    parser = createMailParser({ workers: 1, script, logger, timeoutMs: 60_000 });
    const slow = parser.parse(Buffer.from("SLOW 3000"), new Date());
    // Handed over with memory of its own: its bytes move, and a copy kept here moves again.
    const bytes = ownMemory("ordinary", 8009);
    const ordinary = parser.parse(bytes, new Date(), true);
    expect(await settleOrder({ slow, ordinary })).toEqual(["ordinary", "slow"]);
    expect((await ordinary).subject).toBe("ordinary");
    expect((await slow).subject).toBe("SLOW 3000");
    // The slow one's worker finished within the timeout and went away, as one extra.
    const workers = new Set(
      await Promise.all(
        [0, 1, 2].map(async (i) => (await parser!.parse(Buffer.from(`n ${i}`), new Date())).headers.worker),
      ),
    );
    expect(workers.size).toBe(1);
  });

  it("reads large messages on a worker of their own: one that never ends holds up no ordinary mail", async () => {
    parser = createMailParser({ workers: 1, script, logger, timeoutMs: 1000 });
    const large = Buffer.concat([Buffer.from("SPIN\n"), Buffer.alloc(200 * 1024, "x")]);
    const hostile = parser.parse(large, new Date(), true);
    const ordinary = Array.from({ length: 5 }, (_, i) => parser!.parse(Buffer.from(`ordinary ${i}`), new Date()));
    const order = await settleOrder({ hostile, ...Object.fromEntries(ordinary.map((p, i) => [`ordinary ${i}`, p])) });
    expect(order.at(-1)).toBe("hostile");
    await expect(hostile).rejects.toBeInstanceOf(ParseTimedOut);
    // The large lane is read again after its worker was replaced.
    const next = Buffer.concat([Buffer.from("large again\n"), Buffer.alloc(200 * 1024, "y")]);
    expect((await parser.parse(next, new Date(), true)).subject).toBe("large again");
  });

  it("reads again a message that was queued on a worker that crashed, instead of failing it", async () => {
    parser = createMailParser({ workers: 1, script, logger });
    const crash = parser.parse(Buffer.from("CRASH"), new Date());
    const behind = parser.parse(Buffer.from("behind\nbody"), new Date());
    const handedOver = parser.parse(ownMemory("handed over", 8012, "z"), new Date(), true);
    await expect(crash).rejects.toBeInstanceOf(ParseFailure);
    expect((await behind).subject).toBe("behind");
    expect((await handedOver).subject).toBe("handed over");
  });

  it("asks every worker to collect its heap, and they go on answering", async () => {
    parser = createMailParser({ workers: 2, script, logger });
    // Two at once start the second worker.
    const first = await Promise.all([0, 1].map((i) => parser!.parse(Buffer.from(`before ${i}`), new Date())));
    expect(first.map((r) => r.text)).toEqual(["collected 0", "collected 0"]);
    parser.collect();
    const after = await Promise.all([0, 1].map((i) => parser!.parse(Buffer.from(`after ${i}`), new Date())));
    expect(after.map((r) => [r.subject, r.text])).toEqual([
      ["after 0", "collected 1"],
      ["after 1", "collected 1"],
    ]);
  });

  it("moves a handed-over message to its worker instead of copying it, unless it shares its memory", async () => {
    parser = createMailParser({ workers: 1, script, logger });
    const whole = ownMemory("handed over", 8012);
    expect((await parser.parse(whole, new Date(), true)).subject).toBe("handed over");
    // Moved: the caller's view is empty now.
    expect(whole.length).toBe(0);

    // A small Buffer is a slice of Node's shared pool; a slice of a larger one shares it too.
    const pooled = Buffer.from("pooled\n");
    const larger = Buffer.alloc(9000, "y");
    larger.write("a slice\n");
    const slice = larger.subarray(0, 4000);
    expect((await parser.parse(pooled, new Date(), true)).subject).toBe("pooled");
    expect((await parser.parse(slice, new Date(), true)).subject).toBe("a slice");
    expect([pooled.length, slice.length, larger.length]).toEqual([7, 4000, 9000]);

    // Not handed over: copied, and the caller keeps it.
    const kept = Buffer.concat([Buffer.from("kept\n"), Buffer.alloc(8000, "z")]);
    expect((await parser.parse(kept, new Date())).subject).toBe("kept");
    expect(kept.length).toBe(8005);
  });

  it("parses on the main thread when there are no workers or no worker script", async () => {
    for (const options of [
      { workers: 0, script },
      { workers: 2, script: undefined },
      { workers: 2, script: "/nonexistent/parse-worker.js" },
    ]) {
      const inline = createMailParser({ ...options, logger });
      const parsed = await inline.parse(Buffer.from("Subject: inline\r\n\r\nhello\r\n"), new Date());
      expect(parsed.subject).toBe("inline");
      expect(parsed.text?.trim()).toBe("hello");
      await inline.close();
    }
  });
});
