import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOn } from "../../service/lib/time.js";
import { isErrorBody, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
});

const create = (body: unknown = {}) => t.api("POST", "/v1/addresses", { body });
const enc = encodeURIComponent;

/** Expects a 400 whose message names the field. */
async function expect400(body: unknown, field: string) {
  const response = await create(body);
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(isErrorBody(response.body)).toBe(true);
  expect(response.body.error).toBe("invalid_request");
  expect(response.body.message).toMatch(new RegExp(`^${field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `));
  expect(response.body.field).toBe(field);
}

describe("POST /v1/addresses", () => {
  it("creates a random address with the plan's lifetime and nothing else set", async () => {
    const response = await create();
    expect(response.status).toBe(201);
    const address = response.body;
    expect(address.address).toMatch(/^test-[a-z0-9]{10}@proofbox\.test$/);
    expect(address).toEqual({
      address: address.address,
      label: null,
      created_at: "2026-03-10T12:00:00.000Z",
      expires_at: "2026-04-09T12:00:00.000Z",
      persona: null,
      notes: null,
      tags: [],
      has_password: false,
      email_count: 0,
      latest: null,
    });
  });

  it("creates with a name, label, lifetime, site and environment", async () => {
    const response = await create({
      name: "o'neil.signup",
      label: "Sign-up test",
      lifetime_days: 2,
      site: "https://App.Example.com/signup?ref=1",
      environment: "staging",
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      address: "o'neil.signup@proofbox.test",
      label: "Sign-up test",
      expires_at: "2026-03-12T12:00:00.000Z",
      site: "app.example.com",
      environment: "staging",
    });
  });

  it("generates a persona and shows a generated password once", async () => {
    const response = await create({ persona: true, password: true });
    expect(response.status).toBe(201);
    const { persona, password, has_password, address } = response.body;
    expect(persona.first_name).toEqual(expect.any(String));
    expect(persona.last_name).toEqual(expect.any(String));
    expect(persona.username).toMatch(/^[a-z0-9._]{1,40}$/);
    expect(persona).not.toHaveProperty("date_of_birth");
    expect(persona).not.toHaveProperty("country");
    expect(address).toMatch(/^[a-z]+\.[a-z]+\.[a-z0-9]{6}@proofbox\.test$/);
    expect(password).toMatch(/^.{16}$/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect(has_password).toBe(true);
    const again = await t.api("GET", `/v1/addresses/${enc(address)}`);
    expect(again.body).not.toHaveProperty("password");
    expect(again.body.has_password).toBe(true);
    const listed = await t.api("GET", "/v1/addresses?limit=200");
    expect(JSON.stringify(listed.body)).not.toContain(password);
  });

  it("gives a date of birth for every age category, and the country upper case", async () => {
    const ranges: Record<string, [number, number]> = {
      adult: [18, 65],
      over21: [21, 65],
      under18: [15, 17],
      under15: [13, 14],
      under13: [8, 12],
      any: [8, 80],
      turns18tomorrow: [17, 17],
      turned18today: [18, 18],
    };
    for (const [age, [min, max]] of Object.entries(ranges)) {
      const response = await create({ age, country: "de" });
      expect(response.status, age).toBe(201);
      const { persona } = response.body;
      expect(persona.country).toBe("DE");
      expect(persona.first_name).toBeNull();
      const years = ageOn(persona.date_of_birth, "2026-03-10");
      expect(years, age).toBeGreaterThanOrEqual(min);
      expect(years, age).toBeLessThanOrEqual(max);
    }
    expect((await create({ age: "turns18tomorrow" })).body.persona.date_of_birth).toBe("2008-03-11");
    expect((await create({ age: "turned18today" })).body.persona.date_of_birth).toBe("2008-03-10");
  });

  it("uses date_of_birth instead of age", async () => {
    const response = await create({ date_of_birth: "1990-05-17", age: "under13" });
    expect(response.body.persona).toEqual({
      first_name: null,
      last_name: null,
      username: null,
      date_of_birth: "1990-05-17",
    });
  });

  it("answers 400 naming the field for every invalid create field", async () => {
    await expect400({ name: "ab" }, "name");
    await expect400({ name: "a".repeat(65) }, "name");
    await expect400({ name: "Alice" }, "name");
    await expect400({ name: ".alice" }, "name");
    await expect400({ name: "al..ice" }, "name");
    await expect400({ name: "alice." }, "name");
    await expect400({ name: "al+ice" }, "name");
    await expect400({ name: 12345 }, "name");
    await expect400({ persona: "yes" }, "persona");
    await expect400({ password: 1 }, "password");
    await expect400({ lifetime_days: 0 }, "lifetime_days");
    await expect400({ lifetime_days: 1.5 }, "lifetime_days");
    await expect400({ lifetime_days: 31 }, "lifetime_days");
    await expect400({ domain: "other.test" }, "domain");
    await expect400({ age: "teen" }, "age");
    await expect400({ date_of_birth: "2001-02-29" }, "date_of_birth");
    await expect400({ date_of_birth: "17.05.1990" }, "date_of_birth");
    await expect400({ date_of_birth: "2027-01-01" }, "date_of_birth");
    await expect400({ date_of_birth: "1850-01-01" }, "date_of_birth");
    await expect400({ country: "DEU" }, "country");
    await expect400({ country: "D1" }, "country");
    await expect400({ site: "x".repeat(301) }, "site");
    await expect400({ site: "ftp://files.example.com" }, "site");
    await expect400({ environment: "e".repeat(41) }, "environment");
    await expect400({ environment: "" }, "environment");
    await expect400({ label: "l".repeat(201) }, "label");
    await expect400({ colour: "blue" }, "colour");
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const rawBody of ["[]", '"text"', "{bad json", "name=alice"]) {
      const response = await t.api("POST", "/v1/addresses", {
        rawBody,
        headers: { "content-type": "application/json" },
      });
      expect(response.status, rawBody).toBe(400);
      expect(isErrorBody(response.body)).toBe(true);
      expect(response.body.message).toMatch(/^body: /);
    }
  });

  it("reads a JSON body whatever its Content-Type, and an empty body as no fields", async () => {
    const curlStyle = await t.api("POST", "/v1/addresses", {
      rawBody: '{"label":"from curl -d"}',
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(curlStyle.status).toBe(201);
    expect(curlStyle.body.label).toBe("from curl -d");
    const empty = await t.api("POST", "/v1/addresses");
    expect(empty.status).toBe(201);
  });

  it("never issues a name twice, even after deletion", async () => {
    expect((await create({ name: "once-only" })).status).toBe(201);
    const twice = await create({ name: "once-only" });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ error: "name_taken", field: "name" });
    expect(twice.body.message).toMatch(/^name: /);
    expect((await t.api("DELETE", "/v1/addresses/once-only%40proofbox.test")).status).toBe(204);
    expect((await create({ name: "once-only" })).body.error).toBe("name_taken");
  });
});

describe("GET /v1/addresses/{address}", () => {
  it("finds an address by its plain form, capitals and plus tags", async () => {
    await create({ name: "finder", label: "find me" });
    for (const variant of [
      "finder@proofbox.test",
      "FINDER@ProofBox.Test",
      "finder+signup@proofbox.test",
      "Finder+A.B@proofbox.test",
    ]) {
      const response = await t.api("GET", `/v1/addresses/${enc(variant)}`);
      expect(response.status, variant).toBe(200);
      expect(response.body.address).toBe("finder@proofbox.test");
    }
    // A raw "@" and "+" in the path work too.
    expect((await t.api("GET", "/v1/addresses/finder+x@proofbox.test")).body.label).toBe("find me");
  });

  it("answers 404 for unknown and malformed addresses", async () => {
    for (const path of ["nobody%40proofbox.test", "not-an-address", "%40proofbox.test"]) {
      const response = await t.api("GET", `/v1/addresses/${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.error).toBe("not_found");
      expect(isErrorBody(response.body)).toBe(true);
    }
  });

  it("handles names with a slash and other allowed symbols", async () => {
    expect((await create({ name: "a/b{c}|d" })).status).toBe(201);
    expect((await t.api("GET", `/v1/addresses/${enc("a/b{c}|d@proofbox.test")}`)).body.address).toBe(
      "a/b{c}|d@proofbox.test",
    );
  });
});

describe("PATCH /v1/addresses/{address}", () => {
  it("changes only the fields sent; null and empty string clear", async () => {
    await create({
      name: "patchme",
      label: "original",
      persona: true,
      country: "fr",
      date_of_birth: "1999-01-01",
    });
    const first = await t.api("PATCH", "/v1/addresses/patchme%40proofbox.test", {
      body: {
        notes: "Uses the EU flow",
        tags: ["eu", "pool", "eu"],
        first_name: "Ann",
        country: "de",
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      label: "original",
      notes: "Uses the EU flow",
      tags: ["eu", "pool"],
      persona: { first_name: "Ann", country: "DE", date_of_birth: "1999-01-01" },
    });
    const lastName = first.body.persona.last_name;
    const second = await t.api("PATCH", "/v1/addresses/PATCHME%2Btag%40proofbox.test", {
      body: { label: null, notes: "", last_name: null, date_of_birth: null, country: "" },
    });
    expect(second.status).toBe(200);
    expect(second.body.label).toBeNull();
    expect(second.body.notes).toBeNull();
    expect(second.body.persona).toEqual({
      first_name: "Ann",
      last_name: null,
      username: first.body.persona.username,
    });
    expect(lastName).not.toBeNull();
    const third = await t.api("PATCH", "/v1/addresses/patchme%40proofbox.test", {
      body: { tags: null, first_name: null, username: "" },
    });
    expect(third.body.tags).toEqual([]);
    expect(third.body.persona).toBeNull();
    const nothing = await t.api("PATCH", "/v1/addresses/patchme%40proofbox.test", { body: {} });
    expect(nothing.status).toBe(200);
  });

  it("answers 400 naming the field, and 404 for an unknown address", async () => {
    await create({ name: "patchbad" });
    const cases: [unknown, string][] = [
      [{ notes: "n".repeat(2001) }, "notes"],
      [{ first_name: "f".repeat(61) }, "first_name"],
      [{ last_name: "l".repeat(61) }, "last_name"],
      [{ username: "u".repeat(41) }, "username"],
      [{ date_of_birth: "2020-13-01" }, "date_of_birth"],
      [{ date_of_birth: "2030-01-01" }, "date_of_birth"],
      [{ country: "Germany" }, "country"],
      [{ tags: "eu" }, "tags"],
      [{ tags: [""] }, "tags.0"],
      [{ tags: ["t".repeat(61)] }, "tags.0"],
      [{ password: "new" }, "password"],
      [{ label: 5 }, "label"],
    ];
    for (const [body, field] of cases) {
      const response = await t.api("PATCH", "/v1/addresses/patchbad%40proofbox.test", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field).toBe(field);
      expect(response.body.message.startsWith(`${field}: `)).toBe(true);
    }
    const unknown = await t.api("PATCH", "/v1/addresses/nobody%40proofbox.test", {
      body: { notes: "x" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("DELETE /v1/addresses/{address}", () => {
  it("deletes the address and its mail; it is gone for good", async () => {
    await create({ name: "deleteme" });
    await sendMail(t.smtpPort, { to: "deleteme@proofbox.test", text: "hello" });
    expect((await t.api("GET", "/v1/addresses/deleteme%40proofbox.test")).body.email_count).toBe(1);
    const response = await t.api("DELETE", "/v1/addresses/DeleteMe%2Bx%40proofbox.test");
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect((await t.api("GET", "/v1/addresses/deleteme%40proofbox.test")).status).toBe(404);
    expect((await t.api("GET", "/v1/addresses/deleteme%40proofbox.test/delivery")).status).toBe(404);
    expect((await t.api("DELETE", "/v1/addresses/deleteme%40proofbox.test")).status).toBe(404);
    await expect(sendMail(t.smtpPort, { to: "deleteme@proofbox.test", text: "again" })).rejects.toThrow(/550/);
  });
});

describe("GET /v1/addresses (list)", () => {
  let listing: TestService;
  beforeAll(async () => {
    listing = await startTestService();
    const make = async (body: unknown, patch?: unknown) => {
      listing.clock.advance(60_000);
      const created = await listing.api("POST", "/v1/addresses", { body });
      expect(created.status).toBe(201);
      if (patch) await listing.api("PATCH", `/v1/addresses/${enc(created.body.address)}`, { body: patch });
      return created.body.address as string;
    };
    await make(
      {
        name: "l-adult-de",
        date_of_birth: "1990-01-01",
        country: "de",
        site: "app.example.com",
        environment: "qa",
        label: "Checkout",
      },
      { tags: ["eu", "pool"] },
    );
    await make(
      { name: "l-teen-fr", date_of_birth: "2010-06-01", country: "FR", password: true },
      { tags: ["eu"], notes: "Minor account", username: "Teen_Fan" },
    );
    await make({ name: "l-plain", environment: "staging" });
    await make({
      name: "l-kid",
      date_of_birth: "2016-03-10",
      site: "http://localhost:3000/signup",
    });
  });
  afterAll(async () => {
    await listing.close();
  });

  const names = async (query: string) => {
    const response = await listing.api("GET", `/v1/addresses${query}`);
    expect(response.status, query).toBe(200);
    return (response.body as { address: string }[]).map((a) => a.address.replace("@proofbox.test", ""));
  };

  it("lists newest first, limited and paged with before", async () => {
    expect(await names("")).toEqual(["l-kid", "l-plain", "l-teen-fr", "l-adult-de"]);
    expect(await names("?limit=2")).toEqual(["l-kid", "l-plain"]);
    const page = await listing.api("GET", "/v1/addresses?limit=2");
    const last = page.body[1].created_at as string;
    expect(await names(`?limit=2&before=${enc(last)}`)).toEqual(["l-teen-fr", "l-adult-de"]);
  });

  it("filters by every parameter, requiring all of them", async () => {
    expect(await names("?tag=eu")).toEqual(["l-teen-fr", "l-adult-de"]);
    expect(await names("?tag=eu&tag=pool")).toEqual(["l-adult-de"]);
    expect(await names("?tag=eu,pool")).toEqual(["l-adult-de"]);
    expect(await names("?tag=eu,missing")).toEqual([]);
    expect(await names("?country=fr")).toEqual(["l-teen-fr"]);
    expect(await names("?min_age=18")).toEqual(["l-adult-de"]);
    expect(await names("?max_age=17")).toEqual(["l-kid", "l-teen-fr"]);
    expect(await names("?min_age=10&max_age=15")).toEqual(["l-kid", "l-teen-fr"]);
    expect(await names("?min_age=11")).toEqual(["l-teen-fr", "l-adult-de"]);
    expect(await names("?has_password=true")).toEqual(["l-teen-fr"]);
    expect(await names("?has_password=false")).toEqual(["l-kid", "l-plain", "l-adult-de"]);
    expect(await names("?search=checkout")).toEqual(["l-adult-de"]);
    expect(await names("?search=teen_fan")).toEqual(["l-teen-fr"]);
    expect(await names("?search=minor")).toEqual(["l-teen-fr"]);
    expect(await names("?search=l-pl")).toEqual(["l-plain"]);
    expect(await names(`?site=${enc("https://app.example.com/any/page")}`)).toEqual(["l-adult-de"]);
    expect(await names("?site=localhost:3000")).toEqual(["l-kid"]);
    expect(await names("?environment=staging")).toEqual(["l-plain"]);
    expect(await names("?environment=qa&country=FR")).toEqual([]);
  });

  it("answers 400 naming the parameter", async () => {
    const cases: [string, string][] = [
      ["?limit=0", "limit"],
      ["?limit=201", "limit"],
      ["?limit=ten", "limit"],
      ["?limit=1&limit=2", "limit"],
      ["?before=yesterday", "before"],
      ["?min_age=-1", "min_age"],
      ["?min_age=20&max_age=10", "min_age"],
      ["?max_age=old", "max_age"],
      ["?has_password=perhaps", "has_password"],
      ["?site=ftp%3A%2F%2Fx", "site"],
      ["?tags=eu", "tags"],
    ];
    for (const [query, field] of cases) {
      const response = await listing.api("GET", `/v1/addresses${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.field, query).toBe(field);
      expect(response.body.message.startsWith(`${field}: `), response.body.message).toBe(true);
    }
  });
});

describe("plan limits on creation", () => {
  it("answers 402 at the active-address maximum, and counts expired addresses out", async () => {
    const limited = await startTestService({
      limits: { max_active_addresses: 2, max_lifetime_days: 5 },
    });
    try {
      expect((await limited.api("POST", "/v1/addresses", { body: { lifetime_days: 1 } })).status).toBe(201);
      expect((await limited.api("POST", "/v1/addresses", { body: {} })).status).toBe(201);
      const refused = await limited.api("POST", "/v1/addresses", { body: {} });
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({ error: "payment_required", limit: 2 });
      expect(refused.body.message).toMatch(/2 active addresses/);
      limited.clock.advance(25 * 3600_000);
      expect((await limited.api("POST", "/v1/addresses", { body: {} })).status).toBe(201);
      expect((await limited.api("GET", "/v1/addresses")).body).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it("answers 429 with Retry-After past the creations per key per minute", async () => {
    const limited = await startTestService({ limits: { address_creations_per_minute: 3 } });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.api("POST", "/v1/addresses", { body: {} })).status).toBe(201);
      limited.clock.advance(20_000);
      const refused = await limited.api("POST", "/v1/addresses", { body: {} });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("40");
      expect(refused.body).toMatchObject({ error: "rate_limited", retry_after: 40 });
      limited.clock.advance(40_000);
      expect((await limited.api("POST", "/v1/addresses", { body: {} })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
