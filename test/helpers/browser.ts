import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { CHROMIUM, launchChromium } from "../../bench/lib/chromium.js";

/**
 * Debian's Chromium, driven by playwright-core (no browser download). Without it the browser
 * suites are skipped with a line saying so, so `npm test` needs nothing installed; CI installs
 * chromium and sets PROOFBOX_REQUIRE_BROWSER=1, which fails instead.
 */
export function browserAvailable(what: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.PROOFBOX_REQUIRE_BROWSER === "1")
    throw new Error(
      `Chromium is required (PROOFBOX_REQUIRE_BROWSER=1) but ${CHROMIUM} is missing: apt-get install chromium`,
    );
  process.stderr.write(`${what}: skipped, no Chromium at ${CHROMIUM} (apt-get install chromium)\n`);
  return false;
}

/** The same launch as the bench and the screenshots (bench/lib/chromium.ts). */
export const launchBrowser = launchChromium;

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page and returns the serious and critical violations. It is evaluated
 * through the DevTools protocol, which the page's Content-Security-Policy does not govern, so the
 * page is scanned under its real policy.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run();
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  return result.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}
