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
      textTruncated: false,
      htmlTruncated: false,
      attachments: 0,
      inlineParts: 0,
      source: null,
      headers: {},
      facts: NO_FACTS,
      sizeBytes: 10,
      receivedAt: at(minute),
      codes: [],
      links: [],
      service: null,
      serviceDomain: null,
      expiresAt: null,
      reading: null,
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

  describe(`store contract: ${backend}: newest pages as mail keeps arriving`, () => {
    let store: Store;
    let address: AddressRecord;
    beforeEach(async () => {
      store = await makeStore();
      const { project } = await twoProjects(store);
      address = await store.addresses.create(newAddressIn(project.id, "n@alpha.test"), { maxActive: 10, now: at(0) });
    });
    afterEach(async () => {
      await store.close();
    });

    /** A small deterministic generator (mulberry32): the same sequence on every run and backend. */
    const randomFrom = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const SENDERS = [
      { service: "Acme", serviceDomain: "mail.acme.example" },
      { service: "Shop", serviceDomain: "auth.shop.co.uk" },
      // No registrable domain: only its exact domain names it.
      { service: "Relay", serviceDomain: "localhost" },
      { service: null, serviceDomain: null },
    ];
    const RECIPIENTS = ["n@alpha.test", "n+signup@alpha.test", "N+Login@alpha.test"];
    const QUERIES: EmailQuery[] = [
      {},
      { subtypes: ["otp"] },
      { subtypes: ["verify", "reset"] },
      { subtypes: [] },
      { tag: "signup" },
      { tag: null, subtypes: ["otp", "verify"] },
      { service: serviceKey("acme") },
      { service: serviceKey("www.shop.co.uk"), subtypes: ["reset"] },
      { service: serviceKey("co.uk") },
      { service: serviceKey("localhost"), subtypes: ["otp", "verify", "reset"] },
    ];

    const emailAt = (random: () => number, index: number, minute: number): NewEmail => {
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
      const kind = pick(["otp", "verify", "reset", "none"] as const);
      return {
        id: newId(),
        addressId: address.id,
        projectId: address.projectId,
        recipient: pick(RECIPIENTS),
        envelopeFrom: random() < 0.5 ? null : "bounce@sender.example",
        fromAddress: "hello@sender.example",
        fromName: null,
        subject: `email ${index}`,
        text: null,
        html: null,
        htmlCleaned: true,
        textTruncated: false,
        htmlTruncated: false,
        attachments: 0,
        inlineParts: 0,
        source: null,
        headers: {},
        facts: NO_FACTS,
        sizeBytes: 100 + index,
        receivedAt: at(minute),
        codes: kind === "otp" ? [{ value: String(100000 + index), subtype: "otp" }] : [],
        links:
          kind === "verify" || kind === "reset"
            ? [{ url: `https://a.test/${kind}/${index}`, subtype: kind, app: false, destination: null }]
            : [],
        ...pick(SENDERS),
        expiresAt: random() < 0.5 ? null : at(minute + 10),
        reading: null,
      };
    };

    /** The same page from the store's reads with content (no offset there): ids only. */
    const expectedPage = async (query: EmailQuery, limit: number, offset: number) =>
      (await store.emails.listForAddress(address.id, { ...query, limit: limit + offset }))
        .slice(offset)
        .map((email) => email.id);

    it("agrees with the reads with content for every query, page and offset, between arrivals", async () => {
      const random = randomFrom(16);
      let minute = 10;
      for (let index = 0; index < 40; index++) {
        // Mostly later, sometimes at the same minute as the one before, now and then earlier.
        const step = random();
        minute += step < 0.6 ? 1 : step < 0.85 ? 0 : -3;
        const email = emailAt(random, index, minute);
        await store.emails.insert(email);
        for (const query of QUERIES) {
          const limit = 1 + Math.floor(random() * 4);
          const offset = random() < 0.7 ? 0 : Math.floor(random() * 4);
          const since = random() < 0.3 ? at(minute - 2) : undefined;
          const page = await store.emails.listMeta(address.id, { ...query, since, limit, offset });
          expect(page.map((meta) => meta.id)).toEqual(await expectedPage({ ...query, since }, limit, offset));
        }
      }
      // A meta is the email as stored, field for field, however it was read.
      const [newest] = await store.emails.listMeta(address.id, { limit: 1 });
      const [withContent] = await store.emails.listForAddress(address.id, { limit: 1 });
      const { id, addressId, projectId, recipient, envelopeFrom, fromAddress, sizeBytes, receivedAt } = withContent!;
      const { codes, links, service, serviceDomain, expiresAt, reading } = withContent!;
      expect(newest).toEqual({
        ...{ id, addressId, projectId, recipient, envelopeFrom, fromAddress, sizeBytes, receivedAt },
        ...{ codes, links, service, serviceDomain, expiresAt, reading },
      });
    });

    it("reads nothing of an address once it is removed", async () => {
      const random = randomFrom(7);
      for (let index = 0; index < 3; index++) await store.emails.insert(emailAt(random, index, 10 + index));
      expect(await store.emails.listMeta(address.id, { limit: 2 })).toHaveLength(2);
      expect(await store.addresses.remove(address.projectId, address.address)).toBe(true);
      expect(await store.emails.listMeta(address.id, { limit: 2 })).toEqual([]);
    });

    it("gives every read emails of its own: what one reader changes, the next does not see", async () => {
      await store.emails.insert({ ...emailAt(randomFrom(3), 0, 10), codes: [{ value: "424242", subtype: "otp" }] });
      const [first] = await store.emails.listMeta(address.id, { limit: 1 });
      try {
        (first!.codes[0] as { value: string }).value = "000000";
        (first as { service: string | null }).service = "Changed";
      } catch {
        // A store may share frozen emails between reads: then the change is refused instead.
      }
      const [again] = await store.emails.listMeta(address.id, { limit: 1 });
      expect(again!.codes[0]!.value).toBe("424242");
      expect(again!.service).not.toBe("Changed");
    });
  });
}
