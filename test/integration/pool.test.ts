import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isErrorBody, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";

/**
 * The pool over HTTP: checkout, extend and return with every status of the spec, holds that run
 * out on a fake clock, least recently used first, every filter, run evidence, and a checkout
 * that stays exclusive under 50 concurrent requests.
 */

let t: TestService;
let counter = 0;
/** Each test works on accounts tagged with its own group, so tests do not see each other's. */
let group = "";

beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  group = `g${++counter}`;
});

async function account(body: Record<string, unknown> = {}, tags: string[] = []): Promise<string> {
  const created = await t.api("POST", "/v1/addresses", { body: { name: `pool${++counter}`, ...body } });
  expect(created.status).toBe(201);
  const address = created.body.address as string;
  const patched = await t.api("PATCH", `/v1/addresses/${address}`, { body: { tags: [group, ...tags] } });
  expect(patched.status).toBe(200);
  return address;
}

const checkout = (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.api("POST", "/v1/addresses/checkout", { body: { tags: [group], ...body }, headers });
const extend = (address: string, body: unknown) => t.api("POST", `/v1/addresses/${address}/extend`, { body });
const giveBack = (address: string, body: unknown) => t.api("POST", `/v1/addresses/${address}/return`, { body });

describe("POST /v1/addresses/checkout", () => {
  it("holds an account: the Address with checkout { token, until } and checked_out_until, for 10 minutes by default", async () => {
    const address = await account();
    const held = await checkout();
    expect(held.status).toBe(200);
    const until = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    expect(held.body).toMatchObject({
      address,
      checked_out_until: until,
      checkout: { token: expect.stringMatching(/^[0-9a-f-]{36}$/), until },
    });
    expect((await t.api("GET", `/v1/addresses/${address}`)).body.checked_out_until).toBe(until);
    const listed = await t.api("GET", `/v1/addresses?tag=${group}`);
    expect(listed.body[0].checked_out_until).toBe(until);
  });

  it("answers 409 while every match is held, saying when the first comes free, and frees a hold that runs out", async () => {
    const address = await account();
    const held = await checkout({ minutes: 5 });
    expect(held.body.address).toBe(address);
    const busy = await checkout();
    expect(busy.status).toBe(409);
    const freeAt = new Date(t.clock.now().getTime() + 5 * 60_000).toISOString();
    expect(busy.body).toMatchObject({ error: "all_checked_out", matching: 1, first_free_at: freeAt });
    expect(busy.body.message).toContain(freeAt);
    expect(busy.headers.get("retry-after")).toBe("300");

    t.clock.advance(5 * 60_000);
    expect((await t.api("GET", `/v1/addresses/${address}`)).body.checked_out_until).toBeUndefined();
    // The old token holds nothing any more; a new checkout takes the account.
    expect((await extend(address, { token: held.body.checkout.token })).status).toBe(409);
    const again = await checkout();
    expect(again.status).toBe(200);
    expect(again.body.checkout.token).not.toBe(held.body.checkout.token);
  });

  it("takes the least recently used account first", async () => {
    const a = await account();
    const b = await account();
    const c = await account();
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      const held = await checkout();
      order.push(held.body.address);
      expect((await giveBack(held.body.address, { token: held.body.checkout.token })).status).toBe(200);
      t.clock.advance(1000);
    }
    expect(order).toEqual([a, b, c]);
    // a is now the least recently used again.
    expect((await checkout()).body.address).toBe(a);
  });

  it("matches every filter given: tags, country, ages, password, search, site, environment", async () => {
    const target = await account(
      {
        persona: true,
        country: "de",
        date_of_birth: "1990-03-10",
        password: true,
        label: "checkout filter target",
        site: "shop.example.com",
        environment: "staging",
      },
      ["eu"],
    );
    await account({ country: "DE", environment: "staging", site: "shop.example.com" }, ["eu"]);
    const filters: Record<string, unknown>[] = [
      { tags: [group, "eu"], has_password: true },
      { country: "de", min_age: 30, max_age: 40, has_password: true },
      { search: "filter target" },
      { site: "https://shop.example.com/signup", has_password: true },
      { environment: "staging", has_password: true },
      { min_age: 36, max_age: 36 },
    ];
    for (const filter of filters) {
      const held = await checkout(filter);
      expect({ filter, address: held.body.address }).toEqual({ filter, address: target });
      await giveBack(target, { token: held.body.checkout.token });
    }
    const none = await checkout({ country: "FR" });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ error: "not_found", message: expect.stringContaining("No account matches") });
  });

  it("does not hand out an account that expires during the hold", async () => {
    await account({ lifetime_days: 1 });
    t.clock.advance(24 * 3600_000 - 5 * 60_000);
    expect((await checkout({ minutes: 10 })).status).toBe(404);
    expect((await checkout({ minutes: 4 })).status).toBe(200);
  });

  it("answers 400 naming the field for a bad body", async () => {
    for (const [body, field] of [
      [{ minutes: 0 }, "minutes"],
      [{ minutes: 61 }, "minutes"],
      [{ minutes: 1.5 }, "minutes"],
      [{ tags: "pool" }, "tags"],
      [{ min_age: 40, max_age: 30 }, "min_age"],
      [{ country: "DEU" }, "country"],
      [{ has_password: "yes" }, "has_password"],
      [{ colour: "red" }, "colour"],
    ] as const) {
      const response = await t.api("POST", "/v1/addresses/checkout", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ error: "invalid_request", field });
    }
  });

  it("adds a checkout event to the run", async () => {
    await account();
    const run = (await t.api("POST", "/v1/runs", { body: { name: "pool", source: "ci" } })).body.id as string;
    const held = await checkout({ minutes: 15 }, { "Service-Run": run, "Service-Test": "checkout%20test" });
    expect(held.status).toBe(200);
    const read = await t.api("GET", `/v1/runs/${run}`);
    expect(read.body.events).toContainEqual(
      expect.objectContaining({
        kind: "checkout",
        address: held.body.address,
        test: "checkout test",
        failed: false,
        detail: { until: held.body.checkout.until, minutes: 15 },
      }),
    );
  });
});

describe("POST /v1/addresses/{address}/extend and /return", () => {
  it("extend moves the hold to minutes from now with the same token", async () => {
    const address = await account();
    const held = await checkout({ minutes: 5 });
    t.clock.advance(4 * 60_000);
    const extended = await extend(address, { token: held.body.checkout.token, minutes: 20 });
    expect(extended.status).toBe(200);
    const until = new Date(t.clock.now().getTime() + 20 * 60_000).toISOString();
    expect(extended.body).toMatchObject({
      address,
      checked_out_until: until,
      checkout: { token: held.body.checkout.token, until },
    });
    t.clock.advance(10 * 60_000);
    expect((await t.api("GET", `/v1/addresses/${address}`)).body.checked_out_until).toBe(until);
  });

  it("refuses a hold that would outlive the account, naming minutes", async () => {
    const created = await t.api("POST", "/v1/addresses", { body: { name: `short${++counter}`, lifetime_days: 1 } });
    const address = created.body.address as string;
    await t.api("PATCH", `/v1/addresses/${address}`, { body: { tags: [group] } });
    t.clock.advance(24 * 60 * 60_000 - 30 * 60_000);
    const held = await checkout({ minutes: 10 });
    expect(held.body.address).toBe(address);
    const tooLong = await extend(address, { token: held.body.checkout.token, minutes: 45 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ error: "invalid_request", field: "minutes" });
    expect(tooLong.body.message).toMatch(/before the account expires at .*at most 30 minutes/);
    expect((await extend(address, { token: held.body.checkout.token, minutes: 25 })).status).toBe(200);
  });

  it("answers the Address with its latest code on checkout, extend and return", async () => {
    const address = await account();
    await sendMail(t.smtpPort, { to: address, subject: "Your code", text: "Your verification code is 604218." });
    const held = await checkout();
    expect(held.body.latest).toMatchObject({ type: "code", value: "604218" });
    const extended = await extend(address, { token: held.body.checkout.token });
    expect(extended.body.latest).toMatchObject({ value: "604218" });
    const returned = await giveBack(address, { token: held.body.checkout.token });
    expect(returned.body).toMatchObject({ email_count: 1, latest: { value: "604218" } });
  });

  it("return frees the account, adds and removes tags, and the token holds nothing after", async () => {
    const address = await account({}, ["dirty"]);
    const held = await checkout();
    const returned = await giveBack(address, {
      token: held.body.checkout.token,
      add_tags: ["quarantine"],
      remove_tags: ["dirty"],
    });
    expect(returned.status).toBe(200);
    expect(returned.body.tags).toEqual([group, "quarantine"]);
    expect(returned.body.checked_out_until).toBeUndefined();
    expect(returned.body.checkout).toBeUndefined();
    const twice = await giveBack(address, { token: held.body.checkout.token });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: "not_held" });
  });

  it("answer 409 for a token that does not hold the account, 404 for an unknown address, 400 for a bad body", async () => {
    const address = await account();
    const other = await account();
    const held = await checkout({ search: address.split("@")[0] });
    expect(held.body.address).toBe(address);
    const otherHeld = await checkout({ search: other.split("@")[0] });
    // Another account's token does not hold this one.
    for (const call of [extend, giveBack]) {
      const wrong = await call(address, { token: otherHeld.body.checkout.token });
      expect(wrong.status).toBe(409);
      expect(isErrorBody(wrong.body)).toBe(true);
      expect(wrong.body.message).toContain(address);
      expect((await call("nobody@proofbox.test", { token: held.body.checkout.token })).status).toBe(404);
      for (const [body, field] of [
        [{}, "token"],
        [{ token: "not-a-uuid" }, "token"],
        // Out of range for extend; not a field of return.
        [{ token: held.body.checkout.token, minutes: 0 }, "minutes"],
      ] as const) {
        const response = await call(address, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.field).toBe(field);
      }
    }
    // The right tokens still hold their accounts.
    expect((await giveBack(address, { token: held.body.checkout.token })).status).toBe(200);
    expect((await giveBack(other, { token: otherHeld.body.checkout.token })).status).toBe(200);
  });
});

describe("exclusive under concurrency", () => {
  it("50 concurrent checkouts over 10 matching accounts: 10 holds, 40 answers 409, no account twice", async () => {
    const accounts = new Set<string>();
    for (let i = 0; i < 10; i++) accounts.add(await account());
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkout()));
    const held = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.address as string);
    const busy = answers.filter((answer) => answer.status === 409);
    expect(held).toHaveLength(10);
    expect(busy).toHaveLength(40);
    expect(new Set(held)).toEqual(accounts);
    for (const answer of busy) expect(answer.body).toMatchObject({ error: "all_checked_out", matching: 10 });
  });
});
