import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE_FEATURES, CODE_THRESHOLD, LINK_FEATURES, LINK_THRESHOLD } from "../../service/mail/extract/index.js";

/** docs/extraction.md explains every feature with the weight the engine gives it. */
const doc = readFileSync(new URL("../../docs/extraction.md", import.meta.url), "utf8");

const weight = (value: number) => (value > 0 ? `+${value}` : String(value));
/** The code features' table stands before "## Links", the link features' after it. */
const [codeSection = "", linkSection = ""] = doc.split("\n## Links");
const rowOf = (section: string, name: string) => section.split("\n").find((line) => line.startsWith(`| \`${name}\``));

describe("docs/extraction.md", () => {
  it.each([
    ...Object.entries(CODE_FEATURES).map(([name, feature]) => ["code", name, feature, codeSection] as const),
    ...Object.entries(LINK_FEATURES).map(([name, feature]) => ["link", name, feature, linkSection] as const),
  ])("states the weight and meaning of the %s feature %s", (_, name, feature, section) => {
    const cells = rowOf(section, name)
      ?.split("|")
      .map((cell) => cell.trim());
    expect(cells?.[2]).toBe(weight(feature.weight));
    expect(cells?.[3]).toBe(feature.means);
  });

  it("states both thresholds", () => {
    expect(doc).toContain(`Threshold: **${CODE_THRESHOLD}**.`);
    expect(doc).toContain(`Threshold: **${LINK_THRESHOLD}**; below it the link is \`other\`.`);
  });
});
