import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../service/lib/logger.js";
import type { AuthSettings, Envelope } from "../../service/mail/authenticate.js";
import { createVerdictThread, VerdictFailure, type VerdictThread } from "../../service/mail/verdict-thread.js";

const script = fileURLToPath(new URL("../fixtures/stand-in-verdict-worker.mjs", import.meta.url));
const logger = createLogger("silent");
const auth: AuthSettings = { dns: "off", records: null, timeoutMs: 200, trustedRelay: null };
const envelope: Envelope = { ip: "127.0.0.1", helo: "localhost", sender: null };
/** The stand-in answers "<thread id>:<the part it was sent>". */
const threadAndPart = (reason: string | null) => {
  const colon = reason!.indexOf(":");
  return [reason!.slice(0, colon), reason!.slice(colon + 1)];
};

describe("the verdict thread", () => {
  let thread: VerdictThread | undefined;
  afterEach(async () => {
    await thread?.close();
  });

  it("works out every message on one thread, each answer its own, header strings and whole messages alike", async () => {
    thread = createVerdictThread({ script, auth, logger });
    const parts = Array.from({ length: 10 }, (_, i) => (i % 2 ? `Subject: ${i}\r\n\r\n` : Buffer.from(`message ${i}`)));
    const answers = await Promise.all(parts.map((part) => thread!.authenticate(part, envelope)));
    const reasons = answers.map((verdicts) => threadAndPart(verdicts.spf.reason));
    expect(new Set(reasons.map(([threadId]) => threadId)).size).toBe(1);
    expect(reasons.map(([, text]) => text)).toEqual(parts.map((part) => part.toString()));
  });

  it("rejects the work a dying thread had, and starts a new thread for the next", async () => {
    thread = createVerdictThread({ script, auth, logger });
    const [first] = threadAndPart((await thread.authenticate("before", envelope)).spf.reason);
    await expect(thread.authenticate("CRASH", envelope)).rejects.toBeInstanceOf(VerdictFailure);
    const [next] = threadAndPart((await thread.authenticate("after", envelope)).spf.reason);
    expect(next).not.toBe(first);
  });

  it("asks its thread to collect its heap, and the thread goes on working", async () => {
    thread = createVerdictThread({ script, auth, logger });
    // Before the thread has started there is nothing to ask.
    thread.collect();
    expect((await thread.authenticate("first", envelope)).by).toBe("stand-in, collected 0");
    thread.collect();
    const after = await thread.authenticate("second", envelope);
    expect([threadAndPart(after.spf.reason)[1], after.by]).toEqual(["second", "stand-in, collected 1"]);
  });

  it("works on the main thread with mailauth when there is no worker script", async () => {
    thread = createVerdictThread({ script: undefined, auth, logger });
    const verdicts = await thread.authenticate("From: a@app.example.com\r\n\r\n", envelope);
    // With DNS off, no lookup is made and every verdict says so; the message is not signed.
    expect(verdicts.spf).toMatchObject({ result: "none", reason: "DNS lookups are off (the dns setting is off)" });
    expect(verdicts.dkim).toMatchObject({ result: "none", reason: "not signed" });
  });
});
