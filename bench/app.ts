import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { seedDemo } from "./lib/app-demo.js";
import { launchChromium } from "./lib/chromium.js";
import { median, ROOT, startProofbox } from "./lib/processes.js";

/** Every file of the built app with its size and gzipped size, in bytes. */
function appFiles(dir = join(ROOT, "dist", "app")): { file: string; bytes: number; gzipped: number }[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => {
      const content = readFileSync(join(dir, file));
      return { file, bytes: content.length, gzipped: gzipSync(content, { level: 9 }).length };
    });
}

/**
 * The app: what it adds to the bundle (gzipped, target <= 150 KB), and the time to first render
 * of an address page in Chromium: from navigation to the newest code on screen, with a cold
 * browser cache each time, against dist/service on loopback.
 */
export async function benchApp(log: (line: string) => void) {
  const files = appFiles();
  const gzipped = files.reduce((sum, file) => sum + file.gzipped, 0);
  log(
    `  dist/app: ${files.length} files, ${(files.reduce((sum, f) => sum + f.bytes, 0) / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped (target <= 150 KB)`,
  );
  const service = await startProofbox();
  const browser = await launchChromium();
  try {
    const demo = await seedDemo(service);
    const url = `${service.httpUrl}/app/addresses/${encodeURIComponent(demo.address)}`;
    const shown: number[] = [];
    const paints: number[] = [];
    for (let i = 0; i < 9; i++) {
      const context = await browser.newContext();
      // Signed in as the app signs in: the key in this tab's session storage.
      await context.addInitScript({
        content: `sessionStorage.setItem("proofbox.apiKey", ${JSON.stringify(service.apiKey)})`,
      });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(url, { waitUntil: "commit" });
      await page.getByText("604817").first().waitFor();
      shown.push(performance.now() - started);
      paints.push(
        await page.evaluate<number>(
          `performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN`,
        ),
      );
      await context.close();
    }
    log(
      `  address page, cold cache: first contentful paint median ${median(paints).toFixed(0)} ms; newest code on screen median ${median(shown).toFixed(0)} ms (${shown.map((ms) => ms.toFixed(0)).join(", ")})\n`,
    );
    return { gzippedBytes: gzipped, files, firstPaintMs: paints, codeShownMs: shown };
  } finally {
    await browser.close();
    await service.stop();
  }
}
