import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newId } from "../../service/lib/random.js";
import { serviceKey } from "../../service/lib/service-match.js";
import type { AddressRecord, EmailQuery, NewEmail, Store } from "../../service/store/store.js";
import { at as atMs, MIN, newAddressIn, NO_FACTS, twoProjects } from "./fixtures.js";

const at = (minutes: number) => atMs(minutes * MIN);

/**
 * Reads that filter in the store's query (waits, counts, /none): every backend must select the
 * same emails for the same EmailQuery.
 */
export function runEmailQueryContract(backend: string, makeStore: () => Promise<Store>): void {
  describe(`store contract: ${backend}: email queries`, () => {
    let store: Store;
    let address: AddressRecord;
    const stored: Record<string, NewEmail> = {};

    const email = (name: string, minute: number, overrides: Partial<NewEmail>): NewEmail => ({
      id: newId(),
      addressId: address.id,
      projectId: address.projectId,
      recipient: "q@alpha.test",
      envelopeFrom: null,
      fromAddress: null,
      fromName: null,
      subject: name,
      text: null,
      html: null,
      htmlCleaned: true,
      headers: {},
      facts: NO_FACTS,
      sizeBytes: 10,
      receivedAt: at(minute),
      codes: [],
      links: [],
      service: null,
      serviceDomain: null,
      expiresAt: null,
      ...overrides,
    });

    beforeEach(async () => {
      store = await makeStore();
      const { project } = await twoProjects(store);
      address = await store.addresses.create(newAddressIn(project.id, "q@alpha.test"), { maxActive: 10, now: at(0) });
      const emails = [
        email("otp", 1, {
          codes: [{ value: "111111", subtype: "otp" }],
          service: "Acme",
          serviceDomain: "mail.acme.example",
        }),
        email("coupon", 2, {
          codes: [{ value: "SAVE10", subtype: "coupon" }],
          service: "Acme",
          serviceDomain: "acme.example",
        }),
        email("verify-to-tag", 3, {
          recipient: "Q+Signup@alpha.test",
          links: [{ url: "https://a.test/v", subtype: "verify", app: false, destination: null }],
          service: "Zoë Shop",
          serviceDomain: "auth.shop.co.uk",
        }),
        email("other-link", 4, {
          links: [{ url: "https://a.test/o", subtype: "other", app: false, destination: null }],
          service: "news.example",
          serviceDomain: "news.example",
        }),
        email("nothing", 5, { service: null, serviceDomain: null }),
      ];
      for (const each of emails) {
        stored[each.subject!] = each;
        await store.emails.insert(each);
      }
    });
    afterEach(async () => {
      await store.close();
    });

    const names = async (query: EmailQuery & { order?: "newest" | "oldest" }) =>
      (await store.emails.listMeta(address.id, { ...query, limit: 10 })).map(
        (meta) => Object.values(stored).find((e) => e.id === meta.id)!.subject,
      );

    it("filters by code and link subtypes, and counts the same emails", async () => {
      expect(await names({ subtypes: ["otp"] })).toEqual(["otp"]);
      expect(await names({ subtypes: ["otp", "coupon"] })).toEqual(["coupon", "otp"]);
      expect(await names({ subtypes: ["verify", "magic_signin", "invite", "reset"] })).toEqual(["verify-to-tag"]);
      expect(await names({ subtypes: ["other"] })).toEqual(["other-link"]);
      expect(await store.emails.count(address.id, { subtypes: ["otp", "coupon", "verify", "other"] })).toBe(4);
      expect(await store.emails.count(address.id, {})).toBe(5);
      expect(await store.emails.count(address.id, { subtypes: ["reset"] })).toBe(0);
    });

    it("filters by the recipient's plus tag, whatever its case", async () => {
      expect(await names({ tag: "signup" })).toEqual(["verify-to-tag"]);
      expect(await names({ tag: "other" })).toEqual([]);
      expect(await names({ tag: null })).toHaveLength(5);
    });

    it("filters by sender: name in any case, exact domain, same registrable domain", async () => {
      expect(await names({ service: serviceKey("acme") })).toEqual(["coupon", "otp"]);
      expect(await names({ service: serviceKey("ZOË SHOP") })).toEqual(["verify-to-tag"]);
      expect(await names({ service: serviceKey("acme.example") })).toEqual(["coupon", "otp"]);
      // A host of the same registrable domain matches its siblings too.
      expect(await names({ service: serviceKey("mail.acme.example") })).toEqual(["coupon", "otp"]);
      // Same registrable domain: auth.shop.co.uk and www.shop.co.uk are both shop.co.uk.
      expect(await names({ service: serviceKey("www.shop.co.uk") })).toEqual(["verify-to-tag"]);
      // A public suffix is no registrable domain: it names nobody here.
      expect(await names({ service: serviceKey("co.uk") })).toEqual([]);
      expect(await names({ service: serviceKey("example") })).toEqual([]);
    });

    it("combines every condition, from `since` on, newest or oldest first", async () => {
      expect(await names({ since: at(2), service: serviceKey("acme.example") })).toEqual(["coupon"]);
      expect(await names({ order: "oldest" })).toEqual(["otp", "coupon", "verify-to-tag", "other-link", "nothing"]);
      expect(await store.emails.count(address.id, { since: at(3), subtypes: ["verify", "other"], tag: "signup" })).toBe(
        1,
      );
      const page = await store.emails.listMeta(address.id, { order: "oldest", limit: 2, offset: 1 });
      expect(page.map((meta) => meta.id)).toEqual([stored.coupon!.id, stored["verify-to-tag"]!.id]);
      const withContent = await store.emails.listForAddress(address.id, { tag: "signup", limit: 5 });
      expect(withContent.map((e) => e.subject)).toEqual(["verify-to-tag"]);
    });

    it("answers a ping", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
