import { describe, expect, it } from "vitest";
import { countryCodeOf } from "../../service/forms/countries.js";
import { formatDate, monthOf, spelledFormat, US_FORMAT } from "../../service/forms/dates.js";

describe("the date format a field spells out", () => {
  const cases: [string, string | null][] = [
    ["DD/MM/YYYY", "07/03/1990"],
    ["MM-DD-YYYY", "03-07-1990"],
    ["YYYY.MM.DD", "1990.03.07"],
    ["Geburtsdatum (TT.MM.JJJJ)", "07.03.1990"],
    ["jj/mm/aaaa", "07/03/1990"],
    ["AAAA-MM-GG", "1990-03-07"],
    ["GG.AA.YYYY", "07.03.1990"],
    ["ДД.ММ.ГГГГ", "07.03.1990"],
    ["ÅÅÅÅ-MM-DD", "1990-03-07"],
    ["DD.MM.RRRR", "07.03.1990"],
    ["dd-mm-jjjj", "07-03-1990"],
    ["D/M/YYYY", "7/3/1990"],
    ["mm/dd/yy", "03/07/90"],
    ["YYYY年MM月DD日", "1990年03月07日"],
    ["Date of birth", null],
    ["Your birthday, please", null],
  ];
  for (const [text, written] of cases) {
    it(`${text} -> ${written}`, () => {
      const format = spelledFormat(text);
      expect(format ? formatDate("1990-03-07", format) : null).toBe(written);
    });
  }
  it("writes month/day/year when nothing is spelled out", () => {
    expect(formatDate("1990-03-07", US_FORMAT)).toBe("03/07/1990");
  });
});

describe("month and country names", () => {
  it("reads months by number and by name in the languages of forms", () => {
    for (const name of [
      "3",
      "03",
      "March",
      "Mar",
      "mars",
      "März",
      "marzo",
      "março",
      "maart",
      "marzec",
      "mart",
      "март",
      "марта",
      "3月",
    ])
      expect(monthOf(name), name).toBe(3);
    for (const name of ["13", "0", "Marsh", ""]) expect(monthOf(name), name).toBeNull();
  });

  it("reads countries by ISO code (alpha-2, alpha-3, numeric) and by name in many languages", () => {
    for (const text of [
      "DE",
      "de",
      "DEU",
      "276",
      "Germany",
      "Deutschland",
      "Allemagne",
      "Alemania",
      "Germania",
      "Niemcy",
      "Германия",
      "ドイツ",
      "德国",
    ])
      expect(countryCodeOf(text), text).toBe("DE");
    expect(countryCodeOf("UK")).toBe("GB");
    expect(countryCodeOf("United States")).toBe("US");
    expect(countryCodeOf("USA")).toBe("US");
    expect(countryCodeOf("Türkiye")).toBe("TR");
    // An option's index is no ISO numeric code; a prompt is no country.
    for (const text of ["4", "12", "Select a country", "", "XX"]) expect(countryCodeOf(text), text).toBeNull();
  });
});
