import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The app's build: web/ → dist/app, served by the service at /app/ under a strict
 * Content-Security-Policy (docs/app.md). Hence no inline script (no module-preload polyfill)
 * and no source maps; names carry content hashes only, so two builds of the same source give
 * the same files, which are committed with the other bundles.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "/app/",
  publicDir: false,
  envDir: false,
  // Preact's automatic JSX runtime, without the Preact preset (no extra dependency).
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: here("../dist/app"),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    // The policy allows no data: scripts or styles: every asset stays a file of its own.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
