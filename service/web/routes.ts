import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { ApiError } from "../errors.js";

/** Where the app lives under the service's public URL. */
export const APP_BASE = "/app";

/**
 * The app's policy: its own scripts and styles only, requests to its own origin only, nothing
 * may frame it. An email's HTML is shown in a sandboxed srcdoc frame, which inherits this
 * policy: the frame runs no scripts (sandbox without allow-scripts), and as the HTML was cleaned
 * of styles and images, img-src keeps anything left from loading a remote image, so opening a
 * mail in the app tells no sender that it was read.
 */
export const APP_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  // The email's frame is srcdoc, which frame-src does not govern; nothing else may be framed
  // (a relative link in the mail cannot turn the frame into a page of the service).
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const SECURITY_HEADERS = {
  "Content-Security-Policy": APP_CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The built app (vite build into dist/app): beside the service bundle in dist/, or the
 * repository's dist/app when the service runs from source (tests, `npm run dev`).
 */
function appDirectory(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  // dist/service/index.js (the bundle) -> dist/app; service/web/routes.ts (source, as tests
  // run it) -> dist/app; build/service/web/routes.js (npm run dev) -> dist/app.
  const candidates = [
    join(here, "..", "app"),
    join(here, "..", "..", "dist", "app"),
    join(here, "..", "..", "..", "dist", "app"),
  ];
  return candidates.find((dir) => existsSync(join(dir, "index.html"))) ?? null;
}

/**
 * GET /app/…: the app's files, and its page for every other path under /app (the app routes in
 * the browser). Hashed assets are cached for good; the page is revalidated, so a new version
 * of the service is picked up on the next load.
 */
export function appRoutes(): Router {
  const router = Router();
  const dir = appDirectory();
  const page = dir ? readFileSync(join(dir, "index.html")) : null;
  const secure = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.route = `${APP_BASE}/*`;
    res.set(SECURITY_HEADERS);
    next();
  };
  router.use(APP_BASE, secure);
  if (dir) {
    router.use(
      `${APP_BASE}/assets`,
      express.static(join(dir, "assets"), { index: false, redirect: false, immutable: true, maxAge: "365d" }),
    );
  }
  router.get(`${APP_BASE}/assets/*rest`, () => {
    throw new ApiError("not_found", "No such file of the app; reload the page to get the current version.");
  });
  router.get([APP_BASE, `${APP_BASE}/*rest`], (_req: Request, res: Response) => {
    if (!page)
      throw new ApiError("not_found", "The app is not built into this service: run `npm run build` (dist/app).");
    res.set("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(page);
  });
  return router;
}
