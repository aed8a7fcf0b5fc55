import { Router } from "express";
import type { Deps } from "../deps.js";
import { mount, TextReply } from "../http/operation.js";
import { operations } from "../wire/operations.js";
import { RUN_PAGE_CSP } from "./page.js";
import {
  addNote,
  addTestReport,
  finishRun,
  getRun,
  getRunMarkdown,
  getRunPage,
  getSharedRun,
  listRuns,
  startRun,
} from "./service.js";

/** /v1/runs: start, list, read (JSON or Markdown), notes, tests, finish. */
export function runRoutes(router: Router, deps: Deps): Router {
  mount(router, deps, operations.startRun, ({ call, body }) => startRun(deps, call.caller, body));
  mount(router, deps, operations.listRuns, ({ call, query }) => listRuns(deps, call.caller, query));
  mount(router, deps, operations.getRun, async ({ call, params, query }) =>
    query.format === "markdown"
      ? new TextReply("text/markdown; charset=utf-8", await getRunMarkdown(deps, call.caller, params.run))
      : getRun(deps, call.caller, params.run),
  );
  mount(router, deps, operations.addRunNote, ({ call, params, body }) => addNote(deps, call.caller, params.run, body));
  mount(router, deps, operations.addRunTest, ({ call, params, body }) =>
    addTestReport(deps, call.caller, params.run, body),
  );
  mount(router, deps, operations.finishRun, ({ call, params, body }) => finishRun(deps, call.caller, params.run, body));
  return router;
}

/**
 * What a read by capability link carries: the run holds codes and the URL holds the token, so no
 * cache keeps the answer and no referrer passes the URL on.
 */
const SHARED_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/** GET /runs/{id}?token=...: one run read by its capability link, as a page or (format=json) for the app. */
export function runPageRoutes(deps: Deps): Router {
  const router = Router();
  mount(router, deps, operations.getRunPage, async ({ params, query }) =>
    query.format === "json"
      ? new TextReply(
          "application/json; charset=utf-8",
          JSON.stringify(await getSharedRun(deps, params.run, query.token ?? "")),
          SHARED_HEADERS,
        )
      : new TextReply("text/html; charset=utf-8", await getRunPage(deps, params.run, query.token ?? ""), {
          ...SHARED_HEADERS,
          "Content-Security-Policy": RUN_PAGE_CSP,
        }),
  );
  return router;
}
