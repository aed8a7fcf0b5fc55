import { describe, expect, it } from "vitest";
import { fitPassword } from "../../service/forms/password-fit.js";

/**
 * Passwords fitted to many real-world password rules: each one must pass the rule as a browser
 * checks it (the whole value against the pattern, with the v flag) and the length limits; strong
 * ones where the rule allows, and an honest null where nothing can fit.
 */

interface Rule {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** The pattern as today's browsers compile it (v flag), or as older ones and most servers do (u). */
function compiled(pattern: string): RegExp {
  try {
    return new RegExp(`^(?:${pattern})$`, "v");
  } catch {
    return new RegExp(`^(?:${pattern})$`, "u");
  }
}

const browserAccepts = (rule: Rule, value: string) =>
  value.length >= (rule.minLength ?? 0) &&
  value.length <= (rule.maxLength ?? Number.POSITIVE_INFINITY) &&
  (rule.pattern === undefined || compiled(rule.pattern).test(value));

const strong = (value: string) =>
  /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);

const FITTING: Rule[] = [
  {},
  { minLength: 8 },
  { minLength: 8, maxLength: 10 },
  { minLength: 20 },
  { maxLength: 6 },
  { pattern: "(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}" },
  { pattern: "(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{12,64}" },
  { pattern: "^(?=.*[!@#$%])[A-Za-z\\d!@#$%]{8,20}$" },
  { pattern: "(?=.*[0-9])(?=.*[!@#$%^&*])[a-zA-Z0-9!@#$%^&*]{8,16}" },
  { pattern: "(?=(.*\\d){2})(?=(.*[A-Z]){2}).{10,}" },
  { pattern: "(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{12,}" },
  { pattern: "[A-Za-z0-9]{6,12}" },
  { pattern: "[A-Za-z0-9]+", minLength: 8, maxLength: 20 },
  { pattern: "[a-z-_]{8,}" },
  { pattern: "\\d{4}" },
  { pattern: "\\d{6}" },
  { pattern: "[0-9]{4,8}" },
  { pattern: "[a-z]+" },
  { pattern: "[A-Za-z]{3}" },
  { pattern: "\\S+", minLength: 10 },
  { pattern: ".{8,64}" },
  { pattern: "^\\S*$" },
  { pattern: "(?!.*password).{8,}" },
  { pattern: "[^\\s'\"]{8,}" },
  { pattern: "(?=.*[a-z])(?=.*[A-Z])[a-zA-Z]{8,}" },
  { pattern: "(?=.*\\p{Lu})(?=.*\\p{Ll})(?=.*\\p{N}).{8,}" },
  { pattern: "[\\w!@#]{10,}" },
];

describe("fitting a password to a field", () => {
  for (const rule of FITTING) {
    it(`fits ${JSON.stringify(rule)}`, () => {
      const { password } = fitPassword(rule);
      expect(password).not.toBeNull();
      expect(browserAccepts(rule, password!)).toBe(true);
    });
  }

  it("keeps the usual strong 16 characters when the rule allows them", () => {
    for (const rule of [{}, { minLength: 8 }, FITTING[5]!, FITTING[6]!, FITTING[7]!]) {
      const { password, note } = fitPassword(rule);
      expect(password).toHaveLength(16);
      expect(strong(password!)).toBe(true);
      expect(note).toBeUndefined();
    }
  });

  it("says so when the length or the alphabet had to give way", () => {
    expect(fitPassword({ maxLength: 10 }).note).toMatch(/10 characters/);
    expect(fitPassword({ pattern: "\\d{4}" }).note).toMatch(/4 characters.*simpler alphabet/);
    expect(fitPassword({ pattern: "[A-Za-z0-9]{6,12}" }).password).toHaveLength(12);
  });

  it("gives no password when nothing fits or the pattern backtracks for ever, and says why", () => {
    // (.*.*)*é backtracks exponentially on every candidate (none holds an é), so each batch runs
    // into the time limit; the other two admit no candidate an alphabet of ours would make (no ñ;
    // three characters against a minimum of five). A pattern some candidate may fit by chance,
    // such as [A-Z]{2}\d{6}, does not belong here.
    for (const rule of [{ pattern: "(.*.*)*é" }, { pattern: "ñ{10}" }, { pattern: "x{3}", minLength: 5 }]) {
      const fitted = fitPassword(rule);
      expect(fitted.password).toBeNull();
      expect(fitted.note).toMatch(/type one yourself/);
    }
  });

  it("reads only the literal symbols of a class: not a range's hyphen, not a negated class", () => {
    // [A-Z] names no symbol: the passwords use the whole symbol set, not "-" alone.
    const symbols = new Set(
      Array.from({ length: 20 }, () => fitPassword({ pattern: "(?=.*\\d)(?=.*[A-Z]).{10,}" }).password ?? "")
        .join("")
        .replace(/[A-Za-z0-9]/g, ""),
    );
    expect([...symbols].some((symbol) => symbol !== "-")).toBe(true);
    // Letters and the named symbols, with no digits: the symbols are used, not dropped.
    const fitted = fitPassword({ pattern: "[a-z_-]{12}" });
    expect(fitted.password).toMatch(/^[a-z_-]{12}$/);
    expect(fitted.password).toMatch(/[_-]/);
    // What a negated class excludes is never offered.
    for (let i = 0; i < 10; i++) expect(fitPassword({ pattern: "[^<>^]{16}" }).password).toMatch(/^[^<>^]{16}$/);
  });

  it("gives none when the length limits leave no room", () => {
    expect(fitPassword({ maxLength: 0 })).toMatchObject({
      password: null,
      note: expect.stringMatching(/type one yourself/),
    });
    expect(fitPassword({ minLength: 9, maxLength: 3 }).password).toBeNull();
    expect(fitPassword({ maxLength: 1, pattern: "\\d" }).note).toMatch(/1 character to fit/);
  });

  it("ignores a pattern that is no regular expression, as a browser does", () => {
    const fitted = fitPassword({ pattern: "((" });
    expect(fitted.password).toHaveLength(16);
    expect(fitted.note).toMatch(/ignored/);
  });
});
