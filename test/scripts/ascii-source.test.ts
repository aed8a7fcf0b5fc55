import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { asciiSource } from "../../scripts/ascii-source.js";

/**
 * The build writes every bundle in ASCII (scripts/ascii-source.ts) so V8 keeps its source with
 * one byte per character. Each case runs the code before and after and expects the same answer.
 */
const isAscii = (text: string) => !/[\u0080-\uffff]/.test(text);

function sameMeaning(code: string): string {
  const rewritten = asciiSource(code, { sourceType: "script" });
  expect(isAscii(rewritten)).toBe(true);
  expect(runInNewContext(rewritten)).toEqual(runInNewContext(code));
  return rewritten;
}

describe("asciiSource", () => {
  it("returns ASCII source unchanged", () => {
    const code = "const a = 'plain'; a";
    expect(asciiSource(code)).toBe(code);
  });

  it("escapes strings, including the characters outside the Basic Multilingual Plane", () => {
    expect(sameMeaning(`["café", 'naïve 中文', "😀".length, JSON.parse('{"ключ":"значение"}')]`)).toContain("\\u00e9");
  });

  it("keeps what an escaped character and a line continuation mean", () => {
    sameMeaning(`["\\é", "a\\\u2028b", "\\\\é", 'x\u2028y']`);
  });

  it("escapes patterns, with and without the unicode flag", () => {
    sameMeaning(
      `[/é+/.test("éé"), /[😀-😂]/u.test("😁"), /^.$/u.test("😀"), /^..$/.test("😀"), "aÉb".replace(/É/g, "-")]`,
    );
  });

  it("escapes untagged templates and identifiers", () => {
    sameMeaning("const café = 'x'; const ñ = 2; [`${café} – ${ñ}`, `line\u2028end`]");
  });

  it("escapes comments and keeps a line terminator in one, and white space between tokens", () => {
    const rewritten = sameMeaning("const a = 1 /* naïve\u2028*/\u00a0\n// ☃\n;[a]");
    expect(rewritten).toContain("/* na\\u00efve\n*/");
  });

  it("refuses a tagged template with such characters, whose raw text would change", () => {
    expect(() => asciiSource("String.raw`é`", { sourceType: "script" })).toThrow(/tagged template/);
  });

  it("rewrites module code as a module", () => {
    const rewritten = asciiSource(`export const greeting = "grüße";\n`);
    expect(rewritten).toBe(`export const greeting = "gr\\u00fc\\u00dfe";\n`);
  });
});
