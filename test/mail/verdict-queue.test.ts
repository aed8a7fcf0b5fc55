import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../service/lib/logger.js";
import { newId } from "../../service/lib/random.js";
import type { Envelope } from "../../service/mail/authenticate.js";
import type { VerdictThread } from "../../service/mail/verdict-thread.js";
import { createVerdictQueue, type VerdictQueue } from "../../service/mail/verdict-queue.js";
import { createSqlJsStore } from "../../service/store/sqljs/index.js";
import type { Store } from "../../service/store/store.js";
import type { AuthVerdicts } from "../../service/wire/checks.js";
import { NO_FACTS, T0, newAddressIn, twoProjects } from "../store/fixtures.js";

/**
 * When verdict work runs: held while intake is busy, started when it has room, at once when a
 * check asks, and regardless of intake once too much is held. The store is the real one; the
 * verdict thread is a stand-in whose work the test releases, to see exactly what was started.
 */

const envelope: Envelope = { ip: "127.0.0.1", helo: "localhost", sender: "a@app.example.com" };
const verdictsFor = (tag: string): AuthVerdicts => {
  const pass = { result: "pass" as const, domain: "app.example.com", reason: tag };
  return { spf: pass, dkim: pass, dmarc: pass, by: "proofbox" };
};

/** A verdict thread whose work is recorded and answers only when released. */
function standInThread() {
  const started: string[] = [];
  const release = new Map<string, () => void>();
  const thread: VerdictThread = {
    authenticate(part) {
      const tag = part.toString().slice(0, 64);
      started.push(tag);
      return new Promise((resolve) => release.set(tag, () => resolve(verdictsFor(tag))));
    },
    collect: () => {},
    close: async () => {},
  };
  return { thread, started, release: (tag: string) => release.get(tag)?.() };
}

let store: Store;
let addressId: string;
let projectId: string;
let busy: boolean;
let stand: ReturnType<typeof standInThread>;
let queue: VerdictQueue;

beforeEach(async () => {
  store = await createSqlJsStore({ now: T0 });
  const { project } = await twoProjects(store);
  projectId = project.id;
  addressId = (await store.addresses.create(newAddressIn(project.id, "q@alpha.test"), { maxActive: 10, now: T0 })).id;
  busy = true;
  stand = standInThread();
  queue = createVerdictQueue({
    thread: stand.thread,
    store,
    logger: createLogger("silent"),
    intakeBusy: () => busy,
  });
});
afterEach(async () => {
  await store.close();
});

async function storedEmail(): Promise<string> {
  const id = newId();
  await store.emails.insert({
    id,
    addressId,
    projectId,
    recipient: "q@alpha.test",
    envelopeFrom: null,
    fromAddress: null,
    fromName: null,
    subject: null,
    text: "x",
    html: null,
    htmlCleaned: true,
    textTruncated: false,
    htmlTruncated: false,
    attachments: 0,
    inlineParts: 0,
    source: null,
    headers: {},
    facts: NO_FACTS,
    sizeBytes: 1,
    receivedAt: T0,
    codes: [],
    links: [],
    service: null,
    serviceDomain: null,
    expiresAt: null,
    reading: null,
  });
  return id;
}

const verdictsOf = async (emailId: string) => (await store.emails.checkRecord(addressId, emailId))?.verdicts;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the verdict queue", () => {
  it("holds verdict work while intake is busy and starts it, oldest first, when intake has room", async () => {
    const first = await storedEmail();
    const second = await storedEmail();
    queue.add([first], Buffer.from("first"), envelope);
    queue.add([second], Buffer.from("second"), envelope);
    await tick();
    expect(stand.started).toEqual([]);
    busy = false;
    queue.pump();
    expect(stand.started).toEqual(["first", "second"]);
    stand.release("first");
    stand.release("second");
    await queue.drain();
    expect((await verdictsOf(first))?.spf.reason).toBe("first");
    expect((await verdictsOf(second))?.spf.reason).toBe("second");
  });

  it("is idle only when nothing is held or under way, and says when each message's work ends", async () => {
    let ended = 0;
    const counted = createVerdictQueue({
      thread: stand.thread,
      store,
      logger: createLogger("silent"),
      intakeBusy: () => busy,
      workEnded: () => ended++,
    });
    expect(counted.idle()).toBe(true);
    const email = await storedEmail();
    counted.add([email], Buffer.from("held"), envelope);
    expect(counted.idle()).toBe(false);
    busy = false;
    counted.pump();
    expect(stand.started).toEqual(["held"]);
    expect(counted.idle()).toBe(false);
    const stored = counted.settled(email);
    stand.release("held");
    await stored;
    expect([counted.idle(), ended]).toEqual([true, 1]);
  });

  it("starts an email's held work at once when a check asks for it, and resolves once it is stored", async () => {
    const waiting = await storedEmail();
    const asked = await storedEmail();
    queue.add([waiting], Buffer.from("waiting"), envelope);
    queue.add([asked], Buffer.from("asked"), envelope);
    const settled = queue.settled(asked);
    expect(stand.started).toEqual(["asked"]);
    let done = false;
    void settled.then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    stand.release("asked");
    await settled;
    expect((await verdictsOf(asked))?.spf.reason).toBe("asked");
    expect(await verdictsOf(waiting)).toBeNull();
  });

  it("starts work while intake is busy once too much is held", async () => {
    const small = await storedEmail();
    const large = await storedEmail();
    queue.add([small], Buffer.from("small"), envelope);
    expect(stand.started).toEqual([]);
    // A signed message is held whole: past the bound, the oldest work starts.
    const signed = Buffer.alloc(17 * 1024 * 1024, "x");
    signed.write("large");
    queue.add([large], signed, envelope);
    expect(stand.started[0]).toBe("small");
    expect(stand.started[1]).toMatch(/^large/);
    expect(stand.started).toHaveLength(2);
  });

  it("writes the verdicts of every copy of a message, and answers at once for an email it never held", async () => {
    const copyA = await storedEmail();
    const copyB = await storedEmail();
    busy = false;
    queue.add([copyA, copyB], Buffer.from("copies"), envelope);
    stand.release("copies");
    await queue.settled(copyB);
    expect((await verdictsOf(copyA))?.spf.reason).toBe("copies");
    expect((await verdictsOf(copyB))?.spf.reason).toBe("copies");
    await expect(queue.settled(newId())).resolves.toBeUndefined();
  });

  it("on shutdown, finishes the work under way and drops what is held", async () => {
    const underWay = await storedEmail();
    const held = await storedEmail();
    queue.add([underWay], Buffer.from("under way"), envelope);
    queue.add([held], Buffer.from("held"), envelope);
    void queue.settled(underWay);
    const drained = queue.drain();
    stand.release("under way");
    await drained;
    expect(stand.started).toEqual(["under way"]);
    expect((await verdictsOf(underWay))?.spf.reason).toBe("under way");
    expect(await verdictsOf(held)).toBeNull();
    await expect(queue.settled(held)).resolves.toBeUndefined();
  });

  it("stores temperror verdicts when the work fails", async () => {
    const failing = await storedEmail();
    const broken = createVerdictQueue({
      thread: { authenticate: () => Promise.reject(new Error("worker died")) },
      store,
      logger: createLogger("silent"),
      intakeBusy: () => false,
    });
    broken.add([failing], Buffer.from("x"), envelope);
    await broken.settled(failing);
    expect(await verdictsOf(failing)).toMatchObject({
      spf: { result: "temperror", reason: "the verdicts could not be worked out" },
    });
  });
});
