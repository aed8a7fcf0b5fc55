import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../service/config.js";
import { newId } from "../../service/lib/random.js";
import {
  type ApiKeyRecord,
  type NewAddress,
  type NewEmail,
  type Project,
  type Store,
  StoreConflict,
} from "../../service/store/store.js";
import { at, HOUR, MIN, newAddressIn, NO_FACTS, T0, twoProjects } from "./fixtures.js";

/**
 * The behaviour every Store backend must have. Each backend's test file calls this with a
 * factory for a fresh, empty store (sql.js now; PostgreSQL when it comes).
 */
export function runStoreContract(backend: string, makeStore: () => Promise<Store>): void {
  describe(`store contract: ${backend}`, () => {
    let store: Store;
    let project: Project;
    let other: Project;

    const newAddress = (address: string, overrides: Partial<NewAddress> = {}): NewAddress =>
      newAddressIn(project.id, address, overrides);

    const newEmail = (addressId: string, receivedAt: Date, overrides: Partial<NewEmail> = {}): NewEmail => ({
      id: newId(),
      addressId,
      projectId: project.id,
      recipient: "x@proofbox.test",
      envelopeFrom: "bounce@app.example.com",
      fromAddress: "no-reply@app.example.com",
      fromName: "App",
      subject: "Subject",
      text: "text",
      html: null,
      htmlCleaned: true,
      textTruncated: false,
      htmlTruncated: false,
      attachments: 0,
      inlineParts: 0,
      source: null,
      headers: { "message-id": "<1@app>" },
      facts: NO_FACTS,
      sizeBytes: 100,
      receivedAt,
      codes: [],
      links: [],
      service: "App",
      serviceDomain: "app.example.com",
      expiresAt: null,
      reading: null,
      ...overrides,
    });

    beforeEach(async () => {
      store = await makeStore();
      ({ project, other } = await twoProjects(store));
    });
    afterEach(async () => {
      await store.close();
    });

    describe("projects and keys", () => {
      it("upserts by name, keeping the id and updating domains and limits", async () => {
        const again = await store.projects.upsert(
          {
            name: "alpha",
            domains: ["alpha.test", "alpha2.test"],
            limits: { ...DEFAULT_LIMITS, max_active_addresses: 5 },
            catchAll: { mode: "domains", lifetimeDays: 3 },
          },
          at(HOUR),
        );
        expect(again.id).toBe(project.id);
        expect(again.domains).toEqual(["alpha.test", "alpha2.test"]);
        expect(again.limits.max_active_addresses).toBe(5);
        expect(again.catchAll).toEqual({ mode: "domains", lifetimeDays: 3 });
        expect((await store.projects.get(project.id))?.catchAll).toEqual({ mode: "domains", lifetimeDays: 3 });
        expect(project.catchAll).toEqual({ mode: "off", lifetimeDays: 1 });
        expect((await store.projects.list()).map((p) => p.name)).toEqual(["alpha", "beta"]);
        expect(await store.projects.get("no-such-id")).toBeNull();
      });

      it("adds dev hosts once each and refuses past the maximum", async () => {
        expect(await store.projects.addDevHost(project.id, "localhost:3000", 2)).toEqual(["localhost:3000"]);
        expect(await store.projects.addDevHost(project.id, "localhost:3000", 2)).toEqual(["localhost:3000"]);
        expect(await store.projects.addDevHost(project.id, "app.test", 2)).toEqual(["localhost:3000", "app.test"]);
        expect(await store.projects.addDevHost(project.id, "third.test", 2)).toBe("full");
        expect((await store.projects.get(other.id))?.devHosts).toEqual([]);
      });

      it("finds keys by digest only, and keeps config keys in step with the configuration", async () => {
        const configured = {
          sha256: "a".repeat(64),
          projectId: project.id,
          name: "ci",
          permissions: ["read_passwords" as const],
        };
        await store.apiKeys.upsertConfigured(configured, at(0));
        expect(await store.apiKeys.findBySha256("a".repeat(64))).toEqual({
          ...configured,
          source: "config",
          createdAt: at(0),
          lastUsedAt: null,
          expiresAt: null,
          revokedAt: null,
          revokedBy: null,
          createdBy: null,
        });
        expect(await store.apiKeys.findBySha256("b".repeat(64))).toBeNull();

        // A config key the configuration no longer names is retired; named again, it comes back.
        await store.apiKeys.upsertConfigured({ ...configured, sha256: "c".repeat(64), name: "kept" }, at(0));
        const retired = await store.apiKeys.retireConfigured(["c".repeat(64)], at(MIN));
        expect(retired.map((key) => [key.name, key.revokedAt, key.revokedBy])).toEqual([
          ["ci", at(MIN), "configuration"],
        ]);
        expect((await store.apiKeys.findBySha256("a".repeat(64)))?.revokedAt).toEqual(at(MIN));
        expect(await store.apiKeys.retireConfigured(["c".repeat(64)], at(2 * MIN))).toEqual([]);
        await store.apiKeys.upsertConfigured(configured, at(3 * MIN));
        expect(await store.apiKeys.findBySha256("a".repeat(64))).toMatchObject({ revokedAt: null, createdAt: at(0) });

        // One revoked through the API stays revoked when the configuration names it again.
        expect(await store.apiKeys.revoke(project.id, "a".repeat(12), at(4 * MIN), "0123456789ab")).toMatchObject({
          changed: true,
          key: { revokedAt: at(4 * MIN), revokedBy: "0123456789ab" },
        });
        await store.apiKeys.upsertConfigured(configured, at(5 * MIN));
        expect(await store.apiKeys.findBySha256("a".repeat(64))).toMatchObject({ revokedBy: "0123456789ab" });
      });

      it("creates, lists, counts, revokes, touches and prunes keys made through the API", async () => {
        const made = (sha: string, minute: number, extra: Partial<ApiKeyRecord> = {}) => ({
          sha256: sha.repeat(64),
          projectId: project.id,
          name: `key ${sha}`,
          permissions: [],
          source: "api" as const,
          createdAt: at(minute * MIN),
          lastUsedAt: null,
          expiresAt: null,
          revokedAt: null,
          revokedBy: null,
          createdBy: "0123456789ab",
          ...extra,
        });
        await store.apiKeys.create(made("1", 1));
        await store.apiKeys.create(made("2", 2, { expiresAt: at(10 * MIN), permissions: ["manage_project"] }));
        await store.apiKeys.create({ ...made("3", 3), projectId: other.id });
        expect((await store.apiKeys.list(project.id)).map((key) => key.name)).toEqual(["key 2", "key 1"]);
        expect(await store.apiKeys.findBySha256("2".repeat(64))).toEqual(
          made("2", 2, { expiresAt: at(10 * MIN), permissions: ["manage_project"] }),
        );
        expect(await store.apiKeys.countActiveCreated(project.id, at(5 * MIN))).toBe(2);
        expect(await store.apiKeys.countActiveCreated(project.id, at(10 * MIN))).toBe(1);

        expect(await store.apiKeys.revoke(other.id, "1".repeat(12), at(5 * MIN), "x")).toBeNull();
        expect((await store.apiKeys.revoke(project.id, "1".repeat(12), at(5 * MIN), "x"))?.changed).toBe(true);
        const again = await store.apiKeys.revoke(project.id, "1".repeat(12), at(6 * MIN), "y");
        expect(again).toMatchObject({ changed: false, key: { revokedAt: at(5 * MIN), revokedBy: "x" } });
        expect(await store.apiKeys.countActiveCreated(project.id, at(5 * MIN))).toBe(1);

        await store.apiKeys.touch("2".repeat(64), at(7 * MIN));
        await store.apiKeys.touch("2".repeat(64), at(6 * MIN));
        expect((await store.apiKeys.findBySha256("2".repeat(64)))?.lastUsedAt).toEqual(at(7 * MIN));

        // Revoked before 6 min: key 1; expired before 11 min: key 2 too. Config keys are never pruned.
        expect(await store.apiKeys.prune(at(6 * MIN))).toBe(1);
        expect(await store.apiKeys.prune(at(11 * MIN))).toBe(1);
        expect(await store.apiKeys.list(project.id)).toEqual([]);
        expect((await store.apiKeys.list(other.id)).length).toBe(1);
      });
    });

    describe("webhooks", () => {
      const endpoint = (id: string) => ({
        id,
        projectId: project.id,
        url: "https://hooks.example.com/",
        events: ["email.received" as const],
        sealedSecret: "sealed",
        createdAt: at(0),
        createdBy: "0123456789ab",
      });
      const delivery = (id: string, endpointId: string, key: string) => ({
        id,
        endpointId,
        projectId: project.id,
        event: "email.received" as const,
        orderingKey: key,
        payload: "{}",
        createdAt: at(0),
      });
      const attempt = (n: number, status: number) => ({
        attempt: n,
        at: at(MIN),
        status,
        durationMs: 5,
        response: null,
        error: null,
      });

      it("queues under a cap, sends one delivery per address at a time, in order, and tells when work is due", async () => {
        expect(await store.webhooks.addEndpoint(endpoint("wh_a"), 2)).toBe("added");
        expect(await store.webhooks.addEndpoint(endpoint("wh_b"), 2)).toBe("added");
        expect(await store.webhooks.addEndpoint(endpoint("wh_c"), 2)).toBe("full");
        // Cap of 2 pending for wh_a: the third is dropped, and a vanished endpoint takes nothing.
        const dropped = await store.webhooks.enqueue(
          [
            delivery("m1", "wh_a", "x"),
            delivery("m2", "wh_a", "x"),
            delivery("m3", "wh_a", "y"),
            delivery("m4", "wh_b", "y"),
            delivery("m5", "wh_gone", "x"),
          ],
          at(MIN),
          2,
        );
        expect(dropped).toBe(2);
        const lease = at(10 * MIN);
        const first = await store.webhooks.claim(at(MIN), lease, 10, []);
        // m2 waits behind m1 (same endpoint and address); wh_b's m4 is its own queue.
        expect(first.map((d) => d.id).sort()).toEqual(["m1", "m4"]);
        expect(await store.webhooks.claim(at(MIN), lease, 10, [])).toEqual([]);
        expect(await store.webhooks.nextDue([])).toEqual(lease);
        expect(await store.webhooks.nextDue(["wh_a", "wh_b"])).toBeNull();

        await store.webhooks.recordAttempt("m1", attempt(1, 503), { state: "pending", nextAttemptAt: at(2 * MIN) });
        expect(await store.webhooks.claim(at(MIN), lease, 10, [])).toEqual([]);
        expect((await store.webhooks.claim(at(2 * MIN), lease, 10, ["wh_b"])).map((d) => d.id)).toEqual(["m1"]);
        await store.webhooks.recordAttempt("m1", attempt(2, 204), { state: "delivered", nextAttemptAt: null });
        expect((await store.webhooks.claim(at(2 * MIN), lease, 10, [])).map((d) => d.id)).toEqual(["m2"]);
        // Delivered, m1 left the cap's count: wh_a takes one more.
        expect(await store.webhooks.enqueue([delivery("m6", "wh_a", "z")], at(3 * MIN), 2)).toBe(0);
        expect(await store.webhooks.enqueue([delivery("m7", "wh_a", "z")], at(3 * MIN), 2)).toBe(1);

        const log = await store.webhooks.deliveries(project.id, "wh_a", { limit: 10 });
        expect(log.map((d) => d.id)).toEqual(["m6", "m2", "m1"]);
        expect(log[2]!.attemptLog.map((a) => a.status)).toEqual([503, 204]);
        expect(await store.webhooks.deliveries(project.id, "wh_a", { limit: 10, before: "m2" })).toMatchObject([
          { id: "m1" },
        ]);
        expect(await store.webhooks.deliveries(project.id, "wh_a", { limit: 10, before: "unknown" })).toEqual([]);
        expect(await store.webhooks.deliveries(other.id, "wh_a", { limit: 10 })).toEqual([]);

        expect(await store.webhooks.redeliver(project.id, "wh_a", "m1", at(4 * MIN))).toMatchObject({
          state: "pending",
        });
        expect(await store.webhooks.removeEndpoint(project.id, "wh_a")).toBe(true);
        expect(await store.webhooks.deliveries(project.id, "wh_a", { limit: 10 })).toEqual([]);
        expect(await store.webhooks.removeEndpoint(other.id, "wh_b")).toBe(false);
      });
    });

    describe("addresses", () => {
      it("creates with every field and reads it back", async () => {
        const created = await store.addresses.create(
          newAddress("ann@alpha.test", {
            label: "signup",
            firstName: "Ann",
            lastName: "Lee",
            username: "annlee",
            dateOfBirth: "2000-02-29",
            country: "DE",
            site: "app.test",
            environment: "qa",
          }),
          { maxActive: 10, now: T0, secret: { label: "password", sealed: "sealed-value" } },
        );
        expect(created).toMatchObject({
          address: "ann@alpha.test",
          label: "signup",
          firstName: "Ann",
          dateOfBirth: "2000-02-29",
          country: "DE",
          site: "app.test",
          environment: "qa",
          emailCount: 0,
          lastEmailAt: null,
          hasPassword: true,
          tags: [],
          notes: null,
        });
        expect(created.createdAt.toISOString()).toBe(T0.toISOString());
        expect(await store.addresses.get(project.id, "ann@alpha.test")).toEqual(created);
        expect(await store.secrets.get(created.id, "password")).toEqual({
          label: "password",
          sealed: "sealed-value",
        });
      });

      it("never issues a name twice, not after deletion and not to another project", async () => {
        await store.addresses.create(newAddress("taken@alpha.test"), { maxActive: 10, now: T0 });
        await expect(
          store.addresses.create(newAddress("taken@alpha.test"), { maxActive: 10, now: T0 }),
        ).rejects.toEqual(new StoreConflict("name_taken"));
        expect(await store.addresses.remove(project.id, "taken@alpha.test")).toBe(true);
        expect(await store.addresses.isNameReserved("taken@alpha.test")).toBe(true);
        await expect(
          store.addresses.create(newAddress("taken@alpha.test", { projectId: other.id }), {
            maxActive: 10,
            now: T0,
          }),
        ).rejects.toBeInstanceOf(StoreConflict);
      });

      it("refuses past the active limit, counting only unexpired addresses of the project", async () => {
        await store.addresses.create(newAddress("one@alpha.test", { expiresAt: at(HOUR) }), {
          maxActive: 2,
          now: T0,
        });
        await store.addresses.create(newAddress("two@alpha.test"), { maxActive: 2, now: T0 });
        await store.addresses.create(newAddress("b1@beta.test", { projectId: other.id }), {
          maxActive: 2,
          now: T0,
        });
        await expect(store.addresses.create(newAddress("three@alpha.test"), { maxActive: 2, now: T0 })).rejects.toEqual(
          new StoreConflict("active_limit"),
        );
        expect(await store.addresses.countActive(project.id, T0)).toBe(2);
        // Once "one" has expired there is room again.
        expect(await store.addresses.countActive(project.id, at(2 * HOUR))).toBe(1);
        await expect(
          store.addresses.create(newAddress("three@alpha.test"), {
            maxActive: 2,
            now: at(2 * HOUR),
          }),
        ).resolves.toMatchObject({ address: "three@alpha.test" });
        // A refused create reserved nothing.
        expect(await store.addresses.isNameReserved("four@alpha.test")).toBe(false);
      });

      it("keeps projects apart on get, update and remove, but finds any address for delivery", async () => {
        await store.addresses.create(newAddress("mine@alpha.test"), { maxActive: 10, now: T0 });
        expect(await store.addresses.get(other.id, "mine@alpha.test")).toBeNull();
        expect(await store.addresses.update(other.id, "mine@alpha.test", { label: "x" })).toBeNull();
        expect(await store.addresses.remove(other.id, "mine@alpha.test")).toBe(false);
        expect((await store.addresses.findForDelivery("mine@alpha.test"))?.projectId).toBe(project.id);
        expect(await store.addresses.findForDelivery("nobody@alpha.test")).toBeNull();
      });

      it("lists newest first with every filter, all of them required", async () => {
        const make = (address: string, minutes: number, extra: Partial<NewAddress> = {}) =>
          store.addresses.create(newAddress(address, { createdAt: at(minutes * MIN), ...extra }), {
            maxActive: 100,
            now: T0,
          });
        await make("a@alpha.test", 1, {
          country: "DE",
          dateOfBirth: "2000-03-10",
          site: "app.test",
          environment: "qa",
          label: "Sign-up 100% flow",
        });
        await make("b@alpha.test", 2, {
          country: "FR",
          dateOfBirth: "2010-03-11",
          username: "Bobby_T",
        });
        await make("c@alpha.test", 3, { environment: "staging" });
        await store.addresses.create(newAddress("d@alpha.test", { createdAt: at(4 * MIN) }), {
          maxActive: 100,
          now: T0,
          secret: { label: "password", sealed: "s" },
        });
        await store.addresses.create(newAddress("e@beta.test", { projectId: other.id, createdAt: at(5 * MIN) }), {
          maxActive: 100,
          now: T0,
        });
        await store.addresses.update(project.id, "a@alpha.test", { tags: ["eu", "pool"] });
        await store.addresses.update(project.id, "b@alpha.test", {
          tags: ["eu"],
          notes: "has notes",
        });

        const list = async (filter: Parameters<Store["addresses"]["list"]>[1]) =>
          (await store.addresses.list(project.id, filter)).map((a) => a.address);
        expect(await list({ limit: 50 })).toEqual(["d@alpha.test", "c@alpha.test", "b@alpha.test", "a@alpha.test"]);
        expect(await list({ limit: 2 })).toEqual(["d@alpha.test", "c@alpha.test"]);
        expect(await list({ limit: 50, createdBefore: at(3 * MIN) })).toEqual(["b@alpha.test", "a@alpha.test"]);
        expect(await list({ limit: 50, tags: ["eu"] })).toEqual(["b@alpha.test", "a@alpha.test"]);
        expect(await list({ limit: 50, tags: ["eu", "pool"] })).toEqual(["a@alpha.test"]);
        expect(await list({ limit: 50, country: "de" })).toEqual(["a@alpha.test"]);
        expect(await list({ limit: 50, bornOnOrBefore: "2008-03-10" })).toEqual(["a@alpha.test"]);
        expect(await list({ limit: 50, bornOnOrAfter: "2005-01-01" })).toEqual(["b@alpha.test"]);
        expect(await list({ limit: 50, hasPassword: true })).toEqual(["d@alpha.test"]);
        expect(await list({ limit: 50, hasPassword: false })).toEqual(["c@alpha.test", "b@alpha.test", "a@alpha.test"]);
        expect(await list({ limit: 50, search: "100%" })).toEqual(["a@alpha.test"]);
        expect(await list({ limit: 50, search: "BOBBY" })).toEqual(["b@alpha.test"]);
        expect(await list({ limit: 50, search: "notes" })).toEqual(["b@alpha.test"]);
        expect(await list({ limit: 50, search: "c@alpha" })).toEqual(["c@alpha.test"]);
        expect(await list({ limit: 50, site: "app.test" })).toEqual(["a@alpha.test"]);
        expect(await list({ limit: 50, environment: "staging" })).toEqual(["c@alpha.test"]);
        expect(await list({ limit: 50, environment: "qa", country: "FR" })).toEqual([]);
      });

      it("updates only the fields given; null clears", async () => {
        await store.addresses.create(newAddress("p@alpha.test", { label: "keep", firstName: "Ann", country: "DE" }), {
          maxActive: 10,
          now: T0,
        });
        const updated = await store.addresses.update(project.id, "p@alpha.test", {
          firstName: null,
          notes: "n",
          tags: ["x"],
        });
        expect(updated).toMatchObject({
          label: "keep",
          firstName: null,
          country: "DE",
          notes: "n",
          tags: ["x"],
        });
      });

      it("removes an address with its mail, refusals and secrets", async () => {
        const created = await store.addresses.create(newAddress("gone@alpha.test"), {
          maxActive: 10,
          now: T0,
          secret: { label: "password", sealed: "s" },
        });
        const email = newEmail(created.id, T0);
        await store.emails.insert(email);
        await store.refusals.record({
          addressId: created.id,
          projectId: project.id,
          reason: "too_large",
          sizeBytes: 5,
          at: T0,
        });
        expect(await store.addresses.remove(project.id, "gone@alpha.test")).toBe(true);
        expect(await store.addresses.get(project.id, "gone@alpha.test")).toBeNull();
        expect(await store.emails.get(created.id, email.id)).toBeNull();
        expect(await store.refusals.list(created.id)).toEqual([]);
        expect(await store.secrets.get(created.id, "password")).toBeNull();
        expect(await store.addresses.remove(project.id, "gone@alpha.test")).toBe(false);
      });
    });

    describe("emails and usage", () => {
      it("stores an email and counts it on its address and in the usage windows", async () => {
        const address = await store.addresses.create(newAddress("in@alpha.test"), {
          maxActive: 10,
          now: T0,
        });
        const first = newEmail(address.id, at(10 * MIN), {
          recipient: "IN+tag@alpha.test",
          html: "<p>x ü 🙂</p>",
          codes: [{ value: "123456", subtype: "otp" }],
          links: [{ url: "https://app.example.com/v?t=1", subtype: "verify", app: false, destination: null }],
          expiresAt: at(20 * MIN),
        });
        await store.emails.insert(first);
        await store.emails.insert(newEmail(address.id, at(20 * MIN)));
        const { facts: _facts, attachments: _attachments, inlineParts: _inline, source: _source, ...stored } = first;
        expect(await store.emails.get(address.id, first.id)).toEqual({ ...stored, used: [] });
        const after = await store.addresses.get(project.id, "in@alpha.test");
        expect(after?.emailCount).toBe(2);
        expect(after?.lastEmailAt?.toISOString()).toBe(at(20 * MIN).toISOString());
        expect(await store.emails.usage(address.id, project.id, at(30 * MIN))).toEqual({
          addressThisHour: 2,
          projectToday: 2,
        });
        // The hourly window is the clock hour: at 13:00 it starts again; the daily one is the UTC day.
        expect(await store.emails.usage(address.id, project.id, at(HOUR))).toEqual({
          addressThisHour: 0,
          projectToday: 2,
        });
        expect(await store.emails.usage(address.id, project.id, at(12 * HOUR))).toEqual({
          addressThisHour: 0,
          projectToday: 0,
        });
      });

      it("keeps the sender's HTML until the first read stores it cleaned", async () => {
        const address = await store.addresses.create(newAddress("clean@alpha.test"), { maxActive: 10, now: T0 });
        const email = newEmail(address.id, at(MIN), { html: "<p>hi<script>x()</script></p>", htmlCleaned: false });
        await store.emails.insert(email);
        expect(await store.emails.get(address.id, email.id)).toMatchObject({
          html: "<p>hi<script>x()</script></p>",
          htmlCleaned: false,
        });
        await store.emails.storeCleanHtml(email.id, "<p>hi</p>");
        expect(await store.emails.get(address.id, email.id)).toMatchObject({ html: "<p>hi</p>", htmlCleaned: true });
        const [listed] = await store.emails.listForAddress(address.id, { tag: null, limit: 1 });
        expect(listed).toMatchObject({ id: email.id, html: "<p>hi</p>", htmlCleaned: true });
      });

      it("keeps why an email was not read in full, and stores mail out of order by when it arrived", async () => {
        const address = await store.addresses.create(newAddress("reading@alpha.test"), { maxActive: 10, now: T0 });
        const slow = newEmail(address.id, at(MIN), { reading: "timed_out", subject: null, text: null });
        const broken = newEmail(address.id, at(2 * MIN), { reading: "unreadable" });
        const fine = newEmail(address.id, at(3 * MIN));
        // Read before the slow one finished: stored first, and still the newest.
        for (const email of [fine, broken, slow]) await store.emails.insert(email);
        const meta = await store.emails.listMeta(address.id, { limit: 10 });
        expect(meta.map((e) => [e.id, e.reading])).toEqual([
          [fine.id, null],
          [broken.id, "unreadable"],
          [slow.id, "timed_out"],
        ]);
        expect(await store.emails.get(address.id, slow.id)).toMatchObject({ reading: "timed_out" });
      });

      it("lists an address's mail newest first and never another address's", async () => {
        const a = await store.addresses.create(newAddress("la@alpha.test"), {
          maxActive: 10,
          now: T0,
        });
        const b = await store.addresses.create(newAddress("lb@alpha.test"), {
          maxActive: 10,
          now: T0,
        });
        const old = newEmail(a.id, at(1 * MIN));
        const recent = newEmail(a.id, at(2 * MIN));
        await store.emails.insert(old);
        await store.emails.insert(recent);
        await store.emails.insert(newEmail(b.id, at(3 * MIN)));
        expect((await store.emails.listForAddress(a.id, { limit: 10 })).map((e) => e.id)).toEqual([recent.id, old.id]);
        expect((await store.emails.listForAddress(a.id, { limit: 1 })).map((e) => e.id)).toEqual([recent.id]);
        expect(await store.emails.get(b.id, old.id)).toBeNull();
      });

      it("lists metadata without content, newest first, from `since` on", async () => {
        const a = await store.addresses.create(newAddress("meta@alpha.test"), { maxActive: 10, now: T0 });
        const old = newEmail(a.id, at(1 * MIN), { codes: [{ value: "1111", subtype: "otp" }] });
        const same1 = newEmail(a.id, at(2 * MIN));
        const same2 = newEmail(a.id, at(2 * MIN));
        for (const email of [old, same1, same2]) await store.emails.insert(email);
        const all = await store.emails.listMeta(a.id, { limit: 10 });
        // Same received_at: the one stored later is newer.
        expect(all.map((e) => e.id)).toEqual([same2.id, same1.id, old.id]);
        expect(all[2]).toMatchObject({ codes: [{ value: "1111", subtype: "otp" }] });
        expect(all[0]).not.toHaveProperty("subject");
        expect(all[0]).not.toHaveProperty("text");
        expect((await store.emails.listMeta(a.id, { since: at(2 * MIN), limit: 10 })).map((e) => e.id)).toEqual([
          same2.id,
          same1.id,
        ]);
        expect(await store.emails.listMeta(a.id, { limit: 1 })).toHaveLength(1);
        expect((await store.emails.listMeta(a.id, { limit: 1, offset: 1 })).map((e) => e.id)).toEqual([same1.id]);
      });

      it("marks a code or link used exactly once", async () => {
        const a = await store.addresses.create(newAddress("used@alpha.test"), { maxActive: 10, now: T0 });
        const email = newEmail(a.id, at(1 * MIN));
        await store.emails.insert(email);
        expect(await store.emails.markUsed(email.id, "code:1234", at(2 * MIN))).toBe(true);
        expect(await store.emails.markUsed(email.id, "code:1234", at(3 * MIN))).toBe(false);
        expect(await store.emails.markUsed(email.id, "link:https://x.test/a?b=c", at(3 * MIN))).toBe(true);
        expect([...((await store.emails.get(a.id, email.id))?.used ?? [])].sort()).toEqual([
          "code:1234",
          "link:https://x.test/a?b=c",
        ]);
      });

      it("keeps an email's facts, and its verdicts once they are set, for its own address only", async () => {
        const a = await store.addresses.create(newAddress("checks@alpha.test"), { maxActive: 10, now: T0 });
        const b = await store.addresses.create(newAddress("checks-b@alpha.test"), { maxActive: 10, now: T0 });
        const facts = {
          ...NO_FACTS,
          htmlBytes: 2048,
          linkHosts: [{ host: "localhost", https: false, via: "click.mailer.example" }],
        };
        const first = newEmail(a.id, at(1 * MIN), { facts });
        const copy = newEmail(b.id, at(1 * MIN), { facts });
        await store.emails.insert(first);
        await store.emails.insert(copy);
        expect(await store.emails.checkRecord(a.id, first.id)).toEqual({ facts, verdicts: null });
        const pass = { result: "pass" as const, domain: "app.example.com", reason: null };
        const verdicts = { spf: pass, dkim: pass, dmarc: { ...pass, reason: "policy reject" }, by: "proofbox" };
        await store.emails.setVerdicts([first.id, copy.id], verdicts);
        expect(await store.emails.checkRecord(a.id, first.id)).toEqual({ facts, verdicts });
        expect(await store.emails.checkRecord(b.id, copy.id)).toEqual({ facts, verdicts });
        expect(await store.emails.checkRecord(b.id, first.id)).toBeNull();
        await store.addresses.remove(project.id, "checks@alpha.test");
        expect(await store.emails.checkRecord(a.id, first.id)).toBeNull();
      });
    });

    describe("refusals", () => {
      it("groups refusals of one address and reason within an hour of the entry's first", async () => {
        const address = await store.addresses.create(newAddress("r@alpha.test"), {
          maxActive: 10,
          now: T0,
        });
        const record = (reason: "too_large" | "address_limit", sizeBytes: number | null, offset: number) =>
          store.refusals.record({
            addressId: address.id,
            projectId: project.id,
            reason,
            sizeBytes,
            at: at(offset),
          });
        await record("too_large", 2000, 0);
        await record("too_large", 5000, 10 * MIN);
        await record("too_large", 3000, 59 * MIN);
        await record("address_limit", null, 30 * MIN);
        await record("too_large", 100, 61 * MIN);
        const list = await store.refusals.list(address.id);
        expect(
          list.map((r) => ({
            ...r,
            firstAt: r.firstAt.toISOString(),
            lastAt: r.lastAt.toISOString(),
          })),
        ).toEqual([
          {
            reason: "too_large",
            firstAt: at(61 * MIN).toISOString(),
            lastAt: at(61 * MIN).toISOString(),
            count: 1,
            sizeBytes: 100,
          },
          {
            reason: "too_large",
            firstAt: T0.toISOString(),
            lastAt: at(59 * MIN).toISOString(),
            count: 3,
            sizeBytes: 5000,
          },
          {
            reason: "address_limit",
            firstAt: at(30 * MIN).toISOString(),
            lastAt: at(30 * MIN).toISOString(),
            count: 1,
            sizeBytes: null,
          },
        ]);
        expect((await store.refusals.list(address.id, at(60 * MIN))).map((r) => r.count)).toEqual([1]);
      });
    });

    describe("secrets", () => {
      it("replaces the secret saved under the same label and keeps others", async () => {
        const address = await store.addresses.create(newAddress("s@alpha.test"), {
          maxActive: 10,
          now: T0,
        });
        await store.secrets.save(address.id, { label: "pin", sealed: "one" }, T0);
        await store.secrets.save(address.id, { label: "pin", sealed: "two" }, T0);
        expect(await store.secrets.get(address.id, "pin")).toEqual({ label: "pin", sealed: "two" });
        expect(await store.secrets.get(address.id, "password")).toBeNull();
        expect((await store.addresses.get(project.id, "s@alpha.test"))?.hasPassword).toBe(false);
        await store.secrets.save(address.id, { label: "password", sealed: "pw" }, T0);
        expect((await store.addresses.get(project.id, "s@alpha.test"))?.hasPassword).toBe(true);
      });
    });
  });
}
