import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { collectGarbage, isCollectRequest } from "../../service/lib/collect-garbage.js";

describe("collectGarbage", () => {
  it("collects an object nothing refers to any more, without node being started with --expose-gc", async () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    let kept: object | null = { payload: new Array(1000).fill("x") };
    const weak = new WeakRef(kept);
    kept = null;
    // A WeakRef keeps its target for the rest of the turn that made or read it.
    await nextTurn();
    expect(collectGarbage()).toBe(true);
    expect(weak.deref()).toBeUndefined();
  });

  it("leaves --expose-gc off again for code that looks for a global gc", async () => {
    collectGarbage();
    const { runInNewContext } = await import("node:vm");
    expect(runInNewContext("typeof gc")).toBe("undefined");
  });

  it("tells a collect request from a job", () => {
    expect(isCollectRequest({ kind: "collect" })).toBe(true);
    expect(isCollectRequest({ kind: "analyze", id: 1 })).toBe(false);
    expect(isCollectRequest(null)).toBe(false);
  });
});
