import { describe, expect, it } from "vitest";
import { dateOfBirthFor } from "../../service/accounts/age.js";
import { AGE_CATEGORIES } from "../../service/wire/enums.js";
import { isValidName } from "../../service/wire/addresses.js";
import { randomName } from "../../service/accounts/names.js";
import { addDays, ageOn, utcDate } from "../../service/lib/time.js";

const RANGES: Record<string, [number, number]> = {
  adult: [18, 65],
  over21: [21, 65],
  under18: [15, 17],
  under15: [13, 14],
  under13: [8, 12],
  any: [8, 80],
};

describe("dateOfBirthFor", () => {
  const days = ["2026-03-10", "2026-12-31", "2027-01-01", "2028-02-28", "2028-02-29", "2028-03-01", "2027-02-28"];
  for (const day of days) {
    it(`gives ages inside every range on ${day}`, () => {
      const now = new Date(`${day}T23:30:00Z`);
      for (const category of AGE_CATEGORIES) {
        if (!(category in RANGES)) continue;
        const [min, max] = RANGES[category] as [number, number];
        for (let i = 0; i < 50; i++) {
          const age = ageOn(dateOfBirthFor(category, now), day);
          expect(age, category).toBeGreaterThanOrEqual(min);
          expect(age, category).toBeLessThanOrEqual(max);
        }
      }
    });

    it(`makes turns18tomorrow 17 today and turned18today 18 today on ${day}`, () => {
      const now = new Date(`${day}T00:00:00Z`);
      const today = utcDate(now);
      const tomorrowBirth = dateOfBirthFor("turns18tomorrow", now);
      expect(ageOn(tomorrowBirth, today)).toBe(17);
      const todayBirth = dateOfBirthFor("turned18today", now);
      expect(ageOn(todayBirth, today)).toBe(18);
      if (day !== "2028-02-28" && day !== "2028-02-29") {
        // Away from the leap day the birthday is exactly tomorrow / exactly today.
        expect(ageOn(tomorrowBirth, addDays(today, 1))).toBe(18);
        expect(ageOn(todayBirth, addDays(today, -1))).toBe(17);
      }
    });
  }
});

describe("address names", () => {
  it("accepts the spec's character set and length", () => {
    for (const good of ["abc", "a.b.c", "o'neil", "x!#$%&'*-/=?^_`{|}~", "a".repeat(64), "123"])
      expect(isValidName(good), good).toBe(true);
  });

  it("refuses capitals, plus, bad dots and lengths", () => {
    for (const bad of ["ab", "a".repeat(65), "Abc", "a+b", ".abc", "abc.", "a..b", "a b", "a@b", "ä-b", 'a"b'])
      expect(isValidName(bad), bad).toBe(false);
  });

  it("makes valid random names, person-like with a persona", () => {
    for (let i = 0; i < 50; i++) expect(isValidName(randomName())).toBe(true);
    const name = randomName({ firstName: "Zoë", lastName: "O'Brien-Smith" });
    expect(name).toMatch(/^zoe\.obriensmith\.[a-z0-9]{6}$/);
    expect(isValidName(name)).toBe(true);
  });
});
