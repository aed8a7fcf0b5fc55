import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (apt-get install chromium), which playwright-core drives: no browser download. */
export const CHROMIUM = process.env.PROOFBOX_CHROMIUM ?? "/usr/bin/chromium";

/**
 * Headless Chromium for the app's browser tests, its bench and its screenshots. This machine has
 * no network beyond loopback: Chromium's own background calls would only fail, so they are off.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
