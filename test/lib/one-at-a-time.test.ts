import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { oneAtATime } from "../../service/lib/one-at-a-time.js";

/** A task whose end the test decides. */
function controlled(log: string[], name: string) {
  let finish: (ok: boolean) => void = () => {};
  const task = () =>
    new Promise<void>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (ok) => {
        log.push(`end ${name}`);
        if (ok) resolve();
        else reject(new Error(name));
      };
    });
  return { task, finish: (ok = true) => finish(ok) };
}

describe("oneAtATime", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts each task only once the one before it has ended, in the order given", async () => {
    const log: string[] = [];
    const queue = oneAtATime({ stallMs: 1000 });
    const a = controlled(log, "a");
    const b = controlled(log, "b");
    const c = controlled(log, "c");
    queue.run(a.task);
    queue.run(b.task);
    queue.run(c.task);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(["start a"]);
    a.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(["start a", "end a", "start b"]);
    b.finish();
    await vi.advanceTimersByTimeAsync(0);
    c.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("goes on after a task that fails", async () => {
    const log: string[] = [];
    const queue = oneAtATime({ stallMs: 1000 });
    const a = controlled(log, "a");
    const b = controlled(log, "b");
    queue.run(a.task);
    queue.run(b.task);
    await vi.advanceTimersByTimeAsync(0);
    a.finish(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(["start a", "end a", "start b"]);
  });

  it("goes on after a task that throws instead of returning a promise", async () => {
    const log: string[] = [];
    const queue = oneAtATime({ stallMs: 1000 });
    const after = controlled(log, "after");
    queue.run(() => {
      throw new Error("thrown");
    });
    queue.run(after.task);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(["start after"]);
  });

  it("stops waiting for a task that never ends once it has stalled, and lets it go on", async () => {
    const log: string[] = [];
    const queue = oneAtATime({ stallMs: 1000 });
    const stuck = controlled(log, "stuck");
    const next = controlled(log, "next");
    queue.run(stuck.task);
    queue.run(next.task);
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual(["start stuck"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(["start stuck", "start next"]);
    next.finish();
    stuck.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(["start stuck", "start next", "end next", "end stuck"]);
  });

  it("keeps no timer once every task has ended", async () => {
    const queue = oneAtATime({ stallMs: 1000 });
    queue.run(() => Promise.resolve());
    queue.run(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
