import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AuditEntry, NewAddress, Project, Store } from "../../service/store/store.js";
import { at, DAY, MIN, newAddressIn, T0, twoProjects } from "./fixtures.js";

/**
 * The pool and the audit log, on every backend: a hold is taken by one checkout only, changed
 * only by its token, and frees itself; least recently used first; sign-in's order and marking.
 */
export function runAccountStoreContract(backend: string, makeStore: () => Promise<Store>): void {
  describe(`store contract: ${backend}: accounts`, () => {
    let store: Store;
    let project: Project;
    let other: Project;

    const create = async (name: string, overrides: Partial<NewAddress> = {}, password = false) => {
      const record = await store.addresses.create(newAddressIn(project.id, `${name}@alpha.test`, overrides), {
        maxActive: 100,
        now: T0,
        ...(password ? { secret: { label: "password", sealed: `sealed-${name}` } } : {}),
      });
      return record;
    };
    const hold = (token: string, minutes: number, now = T0) => ({
      tokenSha256: token,
      until: new Date(now.getTime() + minutes * MIN),
      now,
    });

    beforeEach(async () => {
      store = await makeStore();
      ({ project, other } = await twoProjects(store));
    });
    afterEach(async () => {
      await store.close();
    });

    describe("checkout", () => {
      it("holds the least recently used free account and sets its hold", async () => {
        await create("first");
        await create("second");
        const one = await store.pool.checkout(project.id, {}, hold("t1", 10));
        expect(one).toMatchObject({ kind: "held", record: { address: "first@alpha.test" } });
        if (one.kind !== "held") throw new Error("not held");
        expect(one.record.checkoutUntil).toEqual(at(10 * MIN));
        expect(one.record.lastUsedAt).toEqual(T0);
        const two = await store.pool.checkout(project.id, {}, hold("t2", 10, at(MIN)));
        expect(two).toMatchObject({ kind: "held", record: { address: "second@alpha.test" } });
        // Both held: the first frees at its hold's end.
        expect(await store.pool.checkout(project.id, {}, hold("t3", 10, at(2 * MIN)))).toEqual({
          kind: "all_held",
          matching: 2,
          firstFreeAt: at(10 * MIN),
        });
        // Once the first hold has run out, the least recently used is "first" again.
        const later = await store.pool.checkout(project.id, {}, hold("t4", 10, at(10 * MIN)));
        expect(later).toMatchObject({ kind: "held", record: { address: "first@alpha.test" } });
      });

      it("picks only accounts that match every filter and live past the hold, in its own project", async () => {
        await create("short", { expiresAt: at(5 * MIN) });
        await create("tagged", {});
        await store.addresses.update(project.id, "tagged@alpha.test", { tags: ["eu", "pool"] });
        await store.addresses.create(newAddressIn(other.id, "theirs@beta.test"), { maxActive: 10, now: T0 });
        expect(await store.pool.checkout(project.id, { tags: ["eu", "pool", "x"] }, hold("t", 10))).toEqual({
          kind: "none",
        });
        // "short" expires before a 10-minute hold ends.
        const held = await store.pool.checkout(project.id, {}, hold("t", 10));
        expect(held).toMatchObject({ record: { address: "tagged@alpha.test" } });
        expect(await store.pool.checkout(project.id, {}, hold("u", 10))).toEqual({
          kind: "all_held",
          matching: 1,
          firstFreeAt: at(10 * MIN),
        });
        expect(await store.pool.checkout(project.id, {}, hold("u", 4))).toMatchObject({
          record: { address: "short@alpha.test" },
        });
      });
    });

    describe("extend and release", () => {
      it("change a hold only with its token, and not once it has run out", async () => {
        await create("acct");
        await store.pool.checkout(project.id, {}, hold("good", 10));
        const key = { projectId: project.id, address: "acct@alpha.test", now: at(5 * MIN) };
        expect(await store.pool.extend({ ...key, tokenSha256: "bad" }, at(20 * MIN))).toBe("not_held");
        expect(
          await store.pool.extend({ ...key, address: "nobody@alpha.test", tokenSha256: "good" }, at(20 * MIN)),
        ).toBe(null);
        const extended = await store.pool.extend({ ...key, tokenSha256: "good" }, at(20 * MIN));
        expect(extended).toMatchObject({ checkoutUntil: at(20 * MIN) });
        // Past the new end the token holds nothing.
        expect(await store.pool.extend({ ...key, tokenSha256: "good", now: at(20 * MIN) }, at(30 * MIN))).toBe(
          "not_held",
        );
      });

      it("frees the account and changes its tags on release; the token holds nothing after", async () => {
        await create("acct");
        await store.addresses.update(project.id, "acct@alpha.test", { tags: ["pool", "dirty"] });
        await store.pool.checkout(project.id, {}, hold("good", 10));
        const key = { projectId: project.id, address: "acct@alpha.test", tokenSha256: "good", now: at(MIN) };
        const released = await store.pool.release(key, { add: ["used", "pool"], remove: ["dirty"] });
        expect(released).toMatchObject({ checkoutUntil: null, tags: ["pool", "used"] });
        expect(await store.pool.release(key, { add: [], remove: [] })).toBe("not_held");
        expect(await store.pool.checkout(project.id, {}, hold("next", 10, at(MIN)))).toMatchObject({ kind: "held" });
      });
    });

    describe("sign-in", () => {
      it("picks an account with a password and every tag, not held, used on the site first", async () => {
        await create("nopass");
        const onSite = await create("onsite", { site: "shop.example" }, true);
        await create("elsewhere", { site: "other.example" }, true);
        await create("fresh", {}, true);
        const picked = await store.pool.signIn(project.id, {
          site: "shop.example",
          environment: null,
          tags: [],
          now: at(MIN),
        });
        expect(picked).toMatchObject({ record: { address: onSite.address }, usedOnSite: true });
        expect(picked?.record.lastUsedAt).toEqual(at(MIN));
        // Held, it is skipped: then the newest mail (none has any, so the newest account), which
        // was used on no site and is marked as used on this one.
        await store.pool.checkout(project.id, { search: "onsite" }, hold("t", 10, at(MIN)));
        const next = await store.pool.signIn(project.id, {
          site: "shop.example",
          environment: null,
          tags: [],
          now: at(2 * MIN),
        });
        expect(next).toMatchObject({
          record: { address: "fresh@alpha.test", site: "shop.example" },
          usedOnSite: false,
        });
        const again = await store.pool.signIn(project.id, {
          site: "shop.example",
          environment: null,
          tags: [],
          now: at(3 * MIN),
        });
        expect(again).toMatchObject({ record: { address: "fresh@alpha.test" }, usedOnSite: true });
        // An account used on another site keeps that site.
        await store.pool.checkout(project.id, { search: "fresh" }, hold("u", 10, at(3 * MIN)));
        const other = await store.pool.signIn(project.id, {
          site: "shop.example",
          environment: null,
          tags: [],
          now: at(4 * MIN),
        });
        expect(other).toMatchObject({
          record: { address: "elsewhere@alpha.test", site: "other.example" },
          usedOnSite: false,
        });
      });

      it("prefers the newest mail without a site, honours tags and environment, and finds nothing expired", async () => {
        const old = await create("old", { environment: "staging" }, true);
        const recent = await create("recent", { environment: "staging" }, true);
        await store.addresses.update(project.id, old.address, { tags: ["eu"] });
        await store.addresses.update(project.id, recent.address, { tags: ["eu"] });
        await store.emails.insert({
          id: "00000000-0000-4000-8000-000000000001",
          addressId: recent.id,
          projectId: project.id,
          recipient: recent.address,
          envelopeFrom: null,
          fromAddress: null,
          fromName: null,
          subject: null,
          text: null,
          html: null,
          htmlCleaned: true,
          textTruncated: false,
          htmlTruncated: false,
          attachments: 0,
          inlineParts: 0,
          source: null,
          headers: {},
          facts: { htmlBytes: null, textPart: false, textCarries: null, linkHosts: [], layout: null },
          sizeBytes: 1,
          receivedAt: at(MIN),
          codes: [],
          links: [],
          service: null,
          serviceDomain: null,
          expiresAt: null,
          reading: null,
        });
        const pick = (
          over: Partial<{ site: string | null; environment: string | null; tags: string[] }>,
          now = at(2 * MIN),
        ) => store.pool.signIn(project.id, { site: null, environment: null, tags: [], now, ...over });
        expect((await pick({ tags: ["eu"], environment: "staging" }))?.record.address).toBe(recent.address);
        expect(await pick({ tags: ["us"] })).toBeNull();
        expect(await pick({ environment: "production" })).toBeNull();
        expect(await pick({}, at(31 * DAY))).toBeNull();
        expect(await store.pool.signIn(other.id, { site: null, environment: null, tags: [], now: at(MIN) })).toBeNull();
      });
    });

    describe("audit log", () => {
      const entry = (action: AuditEntry["action"], minute: number): AuditEntry => ({
        at: at(minute * MIN),
        action,
        via: action === "save" ? "put_password" : "get_password",
        key: { name: "ci", id: "0123456789ab" },
        address: "acct@alpha.test",
        label: "password",
        subject: null,
      });

      it("lists a project's entries newest first, pages by id, and prunes old ones", async () => {
        await store.audit.record(project.id, entry("save", 1));
        await store.audit.record(project.id, entry("reveal", 2));
        await store.audit.record(other.id, entry("reveal", 3));
        await store.audit.record(project.id, entry("reveal", 4));
        const all = await store.audit.list(project.id, { limit: 10 });
        expect(all.map((e) => [e.action, e.at])).toEqual([
          ["reveal", at(4 * MIN)],
          ["reveal", at(2 * MIN)],
          ["save", at(MIN)],
        ]);
        expect(all[0]).toMatchObject({
          via: "get_password",
          key: { name: "ci", id: "0123456789ab" },
          label: "password",
          subject: null,
        });
        const page = await store.audit.list(project.id, { limit: 10, before: all[1]!.id });
        expect(page.map((e) => e.action)).toEqual(["save"]);
        expect(await store.audit.prune(at(3 * MIN))).toBe(2);
        expect((await store.audit.list(project.id, { limit: 10 })).map((e) => e.at)).toEqual([at(4 * MIN)]);
      });

      it("keeps changes to keys and webhooks with what they changed, and a change by the configuration", async () => {
        const subject = { kind: "api_key" as const, id: "fedcba987654", name: "nightly" };
        await store.audit.record(project.id, {
          ...entry("save", 1),
          action: "create_key",
          via: "keys",
          address: null,
          label: null,
          subject,
        });
        await store.audit.record(project.id, {
          ...entry("save", 2),
          action: "revoke_key",
          via: "configuration",
          key: null,
          address: null,
          label: null,
          subject,
        });
        const [retired, created] = await store.audit.list(project.id, { limit: 10 });
        expect(created).toMatchObject({
          action: "create_key",
          via: "keys",
          key: { name: "ci", id: "0123456789ab" },
          address: null,
          label: null,
          subject,
        });
        expect(retired).toMatchObject({
          action: "revoke_key",
          via: "configuration",
          key: null,
          address: null,
          label: null,
          subject,
        });
      });
    });
  });
}
