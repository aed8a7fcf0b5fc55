import { describe, expect, it } from "vitest";
import { createMailQuota } from "../../service/mail/mail-quota.js";

describe("mail quota", () => {
  it("counts what is held per address and per project until it is let go, once", () => {
    const quota = createMailQuota();
    const first = quota.hold("a1", "p1");
    quota.hold("a2", "p1");
    expect(quota.held("a1", "p1")).toEqual({ address: 1, project: 2 });
    first();
    first();
    expect(quota.held("a1", "p1")).toEqual({ address: 0, project: 1 });
  });

  it("tells a watcher how many holds were let go while it watched, and only those", () => {
    const quota = createMailQuota();
    const before = quota.hold("a1", "p1");
    const during = quota.hold("a1", "p1");
    const other = quota.hold("a2", "p1");
    before();
    const stop = quota.watch("a1", "p1");
    during();
    other();
    expect(stop()).toEqual({ address: 1, project: 2 });
    // Let go after the watch ended: nobody counts it any more.
    quota.hold("a1", "p1")();
    const again = quota.watch("a1", "p1");
    expect(again()).toEqual({ address: 0, project: 0 });
  });
});
