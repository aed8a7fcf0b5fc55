import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { seedDemo } from "../bench/lib/app-demo.js";
import { launchChromium } from "../bench/lib/chromium.js";
import { ROOT, startProofbox } from "../bench/lib/processes.js";

/**
 * `npm run screenshots`: the app's main pages as PNGs in docs/app/, from dist/service with a
 * small demo project (bench/lib/app-demo.ts), in Debian's Chromium. Run it after changing the
 * app and commit the pictures with the change.
 */
const OUT = join(ROOT, "docs", "app");

async function main() {
  mkdirSync(OUT, { recursive: true });
  const service = await startProofbox();
  const browser = await launchChromium();
  try {
    const demo = await seedDemo(service);
    const shoot = async (
      name: string,
      path: string,
      options: {
        phone?: boolean;
        dark?: boolean;
        ready: string;
        before?: (page: Page) => Promise<void>;
      },
    ) => {
      const context = await browser.newContext({
        viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 860 },
        deviceScaleFactor: 1,
        colorScheme: options.dark ? "dark" : "light",
      });
      if (!path.includes("token="))
        await context.addInitScript({
          content: `sessionStorage.setItem("proofbox.apiKey", ${JSON.stringify(service.apiKey)})`,
        });
      const page = await context.newPage();
      await page.goto(path.startsWith("http") ? path : `${service.httpUrl}${path}`);
      await page.getByText(options.ready).first().waitFor();
      await options.before?.(page);
      await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: !options.phone });
      await context.close();
      process.stdout.write(`docs/app/${name}.png\n`);
    };
    const addressPath = `/app/addresses/${encodeURIComponent(demo.address)}`;
    await shoot("addresses", "/app/", { ready: demo.address });
    await shoot("address", addressPath, {
      ready: "604817",
      before: async (page) => {
        await page.getByRole("button", { name: "Show HTML" }).first().click();
        await page.locator("iframe").waitFor();
      },
    });
    await shoot("runs", "/app/runs", { ready: "sign-up e2e" });
    await shoot("run", demo.runUrl, { ready: "sends a reset link" });
    await shoot("address-phone-dark", addressPath, { phone: true, dark: true, ready: "604817" });
  } finally {
    await browser.close();
    await service.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`screenshots failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
