import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMS, type FixtureField, type FormFixture } from "../fixtures/forms.js";
import { isErrorBody, startTestService, type TestService } from "../helpers/service.js";

/**
 * POST /v1/form-values over HTTP: every fixture form (test/fixtures/forms.ts) gets the kinds and
 * values it must, checked against the answer's own persona and password with rules written
 * independently of the service's (dates formatted here, option meanings written by hand).
 */

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ limits: { address_creations_per_minute: 1000 } });
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  address: string;
  created: boolean;
  persona: {
    first_name: string | null;
    last_name: string | null;
    username: string | null;
    date_of_birth?: string;
    country?: string;
  };
  password?: string;
  values: { id: string; kind: string; value: string | null; note?: string }[];
}

/** The request a test sends: the fixture without the hand-written option meanings and expectations. */
function requestOf(form: FormFixture) {
  return {
    ...form.request,
    fields: form.fields.map(({ kind: _kind, expect: _expect, note: _note, options, ...field }) => ({
      ...field,
      ...(options ? { options: options.map(({ means: _means, ...option }) => option) } : {}),
    })),
  };
}

/** "{dob:DD.MM.YYYY}" and the like, written here from the persona's ISO date. */
function render(template: string, answer: Answer): string {
  return template.replace(/\{(\w+)(?::([^}]+))?\}/g, (_, name: string, format?: string) => {
    if (name === "address") return answer.address;
    if (name === "dob") {
      const [year, month, day] = answer.persona.date_of_birth!.split("-") as [string, string, string];
      return format!.replace("YYYY", year).replace("MM", month).replace("DD", day);
    }
    return (answer.persona as Record<string, string>)[name] ?? `<no ${name}>`;
  });
}

function meaningOf(field: FixtureField, value: string | null): number | string | undefined {
  return field.options?.find((option) => option.value === value)?.means;
}

function wanted(part: "day" | "month" | "year" | "country", answer: Answer): number | string {
  if (part === "country") return answer.persona.country!;
  const [year, month, day] = answer.persona.date_of_birth!.split("-").map(Number) as [number, number, number];
  return part === "day" ? day : part === "month" ? month : year;
}

/** The field's own limits, checked as a browser would. */
function fitsField(field: FixtureField, text: string): boolean {
  if (field.min_length !== undefined && text.length < field.min_length) return false;
  if (field.max_length !== undefined && text.length > field.max_length) return false;
  return field.pattern === undefined || new RegExp(`^(?:${field.pattern})$`, "v").test(text);
}

describe("form values for real-world sign-up forms", () => {
  it("has at least 20 forms in several languages", () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(20);
  });

  for (const form of FORMS) {
    it(form.name, async () => {
      const response = await t.api("POST", "/v1/form-values", { body: requestOf(form) });
      expect(response.status).toBe(201);
      const answer = response.body as Answer;
      expect(answer.created).toBe(true);
      expect(answer.password).toMatch(/\S/);
      if (form.country) expect(answer.persona.country).toBe(form.country);
      expect(answer.values.map((v) => v.id)).toEqual(form.fields.map((f) => f.id));
      for (const [index, field] of form.fields.entries()) {
        const got = answer.values[index]!;
        const where = `${form.name} / ${field.id}`;
        expect({ where, kind: got.kind }).toEqual({ where, kind: field.kind });
        const rule = field.expect;
        if ("null" in rule) expect({ where, value: got.value }).toEqual({ where, value: null });
        if ("value" in rule) expect({ where, value: got.value }).toEqual({ where, value: render(rule.value, answer) });
        if ("matches" in rule)
          expect({ where, value: got.value }).toEqual({ where, value: expect.stringMatching(rule.matches) });
        if ("option" in rule)
          expect({ where, means: meaningOf(field, got.value) }).toEqual({ where, means: wanted(rule.option, answer) });
        if ("password" in rule) {
          expect({ where, value: got.value }).toEqual({ where, value: answer.password });
          expect({ where, fits: fitsField(field, got.value!) }).toEqual({ where, fits: true });
        }
        if (field.note) expect({ where, note: got.note }).toEqual({ where, note: expect.stringMatching(field.note) });
        if (got.value === null) expect({ where, note: got.note }).toEqual({ where, note: expect.stringMatching(/\S/) });
      }
      // The password is saved on the new address, and the answer's persona is the address's.
      const address = await t.api("GET", `/v1/addresses/${answer.address}`);
      expect(address.body.has_password).toBe(true);
      expect(address.body.persona).toEqual(answer.persona);
      const saved = await t.api("GET", `/v1/addresses/${answer.address}/password`);
      expect(saved.body.secret).toBe(answer.password);
    });
  }
});

describe("POST /v1/form-values", () => {
  const form = {
    fields: [
      { id: "e", type: "email", label: "Email" },
      { id: "fn", label: "First name" },
      { id: "pw", type: "password", label: "Password" },
      { id: "dob", type: "date", label: "Date of birth" },
    ],
  };

  it("answers 200 for an existing address: fills what it lacks, saves it, and does not return a saved password", async () => {
    const created = await t.api("POST", "/v1/addresses", { body: { password: true } });
    const address = created.body.address as string;
    const response = await t.api("POST", "/v1/form-values", { body: { ...form, address: address.toUpperCase() } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ address, created: false });
    expect(response.body.password).toBeUndefined();
    const [email, first, password, dob] = response.body.values;
    expect(email.value).toBe(address);
    expect(first.value).toBe(response.body.persona.first_name);
    expect(first.value).toMatch(/\S/);
    expect(password).toMatchObject({ kind: "password", value: null, note: expect.stringContaining("not returned") });
    expect(dob.value).toBe(response.body.persona.date_of_birth);
    const after = await t.api("GET", `/v1/addresses/${address}`);
    expect(after.body.persona).toEqual(response.body.persona);
    expect(response.text).not.toContain(created.body.password);
  });

  it("gives an existing address without a password a fitted one, saved on it", async () => {
    const address = (await t.api("POST", "/v1/addresses", { body: {} })).body.address as string;
    const response = await t.api("POST", "/v1/form-values", {
      body: { address, fields: [{ type: "password", label: "PIN", pattern: "\\d{4}" }] },
    });
    expect(response.status).toBe(200);
    expect(response.body.password).toMatch(/^\d{4}$/);
    expect(response.body.values[0]).toMatchObject({ id: "0", kind: "password", value: response.body.password });
    expect((await t.api("GET", `/v1/addresses/${address}/password`)).body.secret).toBe(response.body.password);
  });

  it("uses the age, date of birth and country asked for", async () => {
    const minor = await t.api("POST", "/v1/form-values", { body: { ...form, age: "under18" } });
    const born = new Date(minor.body.persona.date_of_birth);
    const age = (t.clock.now().getTime() - born.getTime()) / (365.25 * 24 * 3600_000);
    expect(age).toBeGreaterThanOrEqual(15);
    expect(age).toBeLessThan(18);
    const fixed = await t.api("POST", "/v1/form-values", {
      body: { ...form, date_of_birth: "1984-02-29", country: "de", label: "form test" },
    });
    expect(fixed.body.values[3].value).toBe("1984-02-29");
    expect(fixed.body.persona.country).toBe("DE");
    expect((await t.api("GET", `/v1/addresses/${fixed.body.address}`)).body.label).toBe("form test");
  });

  it("reads labels whose words hold a part of a name, and letters that lose no accent", async () => {
    const labels: [string, string][] = [
      ["Imię i nazwisko", "full_name"],
      ["Ad Soyad", "full_name"],
      ["Nombre y apellidos", "full_name"],
      ["First and last name", "full_name"],
      ["Полное имя", "full_name"],
      ["Пол", "other"],
      ["Hasło", "password"],
      ["Kullanıcı adı", "username"],
      ["Fødselsdato", "date_of_birth"],
      ["Straße und Hausnummer", "other"],
    ];
    const response = await t.api("POST", "/v1/form-values", {
      body: { fields: labels.map(([label], index) => ({ id: String(index), label })) },
    });
    expect(response.status).toBe(201);
    expect((response.body as Answer).values.map((value) => [labels[Number(value.id)]![0], value.kind])).toEqual(labels);
  });

  it("picks a month by its label when the option values count from 0", async () => {
    const months = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ];
    const response = await t.api("POST", "/v1/form-values", {
      body: {
        date_of_birth: "1990-06-15",
        fields: [
          {
            type: "select",
            label: "Birth month",
            options: months.map((label, index) => ({ value: String(index), label })),
          },
        ],
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.values[0]).toMatchObject({ kind: "birth_month", value: "5" });
  });

  it("refuses what only shapes a new address when address is given, and checks its date of birth", async () => {
    const address = (await t.api("POST", "/v1/addresses", { body: {} })).body.address as string;
    for (const [extra, field] of [
      [{ label: "x" }, "label"],
      [{ domain: "proofbox.test" }, "domain"],
      [{ lifetime_days: 3 }, "lifetime_days"],
      [{ date_of_birth: "2090-01-01" }, "date_of_birth"],
    ] as const) {
      const response = await t.api("POST", "/v1/form-values", { body: { ...form, address, ...extra } });
      expect(response.status, field).toBe(400);
      expect(response.body).toMatchObject({ error: "invalid_request", field });
    }
    expect((await t.api("GET", `/v1/addresses/${address}`)).body.persona).toBeNull();
  });

  it("adds an address event to the run", async () => {
    const run = (await t.api("POST", "/v1/runs", { body: { name: "forms", source: "ci" } })).body.id as string;
    const response = await t.api("POST", "/v1/form-values", { body: form, headers: { "Service-Run": run } });
    const events = (await t.api("GET", `/v1/runs/${run}`)).body.events as { kind: string; address: string }[];
    expect(events).toContainEqual(expect.objectContaining({ kind: "address", address: response.body.address }));
  });

  it("answers 400 naming the field, and 404 for an unknown address", async () => {
    const options = Array.from({ length: 401 }, (_, i) => ({ value: String(i) }));
    const cases: [unknown, string][] = [
      [{}, "fields"],
      [{ fields: [] }, "fields"],
      [{ fields: Array.from({ length: 61 }, () => ({ type: "text" })) }, "fields"],
      [{ fields: [{ type: "select", options }] }, "fields.0.options"],
      [{ fields: [{ min_length: 9, max_length: 3 }] }, "fields.0.min_length"],
      [{ fields: [{ options: [{ label: "no value" }] }] }, "fields.0.options.0.value"],
      [{ fields: [{ colour: "red" }] }, "fields.0.colour"],
      [{ ...form, age: "ancient" }, "age"],
      [{ ...form, country: "Germany" }, "country"],
      [{ ...form, date_of_birth: "1990-02-30" }, "date_of_birth"],
    ];
    for (const [body, field] of cases) {
      const response = await t.api("POST", "/v1/form-values", { body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toMatchObject({ error: "invalid_request", field });
    }
    const unknown = await t.api("POST", "/v1/form-values", { body: { ...form, address: "nobody@proofbox.test" } });
    expect(unknown.status).toBe(404);
    expect(isErrorBody(unknown.body)).toBe(true);
  });

  it("survives a hostile pattern: the password is left to the caller, the service keeps answering", async () => {
    // Backtracks exponentially on every candidate the service makes (none holds an é).
    const response = await t.api("POST", "/v1/form-values", {
      body: { fields: [{ type: "password", label: "Password", pattern: "(.*.*)*é" }] },
    });
    expect(response.status).toBe(201);
    expect(response.body.values[0]).toMatchObject({ value: null, note: expect.stringContaining("type one yourself") });
    expect(response.body.password).toMatch(/^.{16}$/);
    expect((await t.api("GET", "/v1/project")).status).toBe(200);
  });
});
