import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BurstWatch, watchBursts } from "../../service/mail/after-burst.js";

/** When the memory of a burst is given back: once enough mail came, and only once all is quiet. */
describe("watchBursts", () => {
  let reclaims = 0;
  let workLeft = false;
  let watch: BurstWatch;
  beforeEach(() => {
    vi.useFakeTimers();
    reclaims = 0;
    workLeft = false;
    watch = watchBursts({ minMails: 3, quietMs: 100, idle: () => !workLeft, reclaim: () => reclaims++ });
  });
  afterEach(() => {
    watch.close();
    vi.useRealTimers();
  });

  const mails = (n: number) => {
    for (let i = 0; i < n; i++) watch.noteMail();
  };

  it("reclaims once, within two quiet periods after the last mail of a burst", () => {
    mails(5);
    vi.advanceTimersByTime(199);
    expect(reclaims).toBe(0);
    vi.advanceTimersByTime(1);
    expect(reclaims).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(reclaims).toBe(1);
  });

  it("waits while mail or other work goes on, however long the burst", () => {
    for (let ms = 0; ms < 1000; ms += 50) {
      mails(1);
      vi.advanceTimersByTime(50);
    }
    for (let ms = 0; ms < 1000; ms += 90) {
      watch.noteWork();
      vi.advanceTimersByTime(90);
    }
    expect(reclaims).toBe(0);
    vi.advanceTimersByTime(200);
    expect(reclaims).toBe(1);
  });

  it("waits out a pause while work of the burst is left, and reclaims once it is done", () => {
    mails(5);
    workLeft = true;
    vi.advanceTimersByTime(5000);
    expect(reclaims).toBe(0);
    workLeft = false;
    vi.advanceTimersByTime(100);
    expect(reclaims).toBe(1);
  });

  it("does nothing after fewer mails than a burst, and counts again from zero after a reclaim", () => {
    mails(2);
    vi.advanceTimersByTime(1000);
    expect(reclaims).toBe(0);
    // The two count towards the next burst.
    mails(1);
    vi.advanceTimersByTime(1000);
    expect(reclaims).toBe(1);
    mails(2);
    vi.advanceTimersByTime(1000);
    expect(reclaims).toBe(1);
  });

  it("keeps no timer while idle, and none after close", () => {
    mails(1);
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
    mails(5);
    expect(vi.getTimerCount()).toBe(1);
    watch.close();
    expect(vi.getTimerCount()).toBe(0);
    mails(5);
    vi.advanceTimersByTime(1000);
    expect(reclaims).toBe(0);
  });
});
