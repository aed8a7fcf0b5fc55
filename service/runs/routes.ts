import { Router } from "express";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { authOf } from "../http/auth.js";
import { parseInput } from "../http/validate.js";
import { renderMarkdown } from "./markdown.js";
import { RUN_PAGE_CSP, renderRunPage } from "./page.js";
import {
  CreateRunBody,
  FinishBody,
  ListRunsQuery,
  NoteBody,
  ReadRunQuery,
  TestResultBody,
  TestTotalsBody,
} from "./schemas.js";
import { toRunResponse } from "./serialize.js";
import { createRun, loadRun, readRun, runPageTokenValid, runUrl } from "./service.js";

/** /v1/runs: start, list, read (JSON or Markdown), notes, tests, finish. */
export function runRoutes(deps: Deps): Router {
  const router = Router();

  router.post("/runs", async (req, res) => {
    const auth = authOf(res);
    const body = parseInput(CreateRunBody, req.body ?? {}, "body");
    const run = await createRun(deps, auth, body);
    res.status(201).json(toRunResponse(run, auth.project, runUrl(deps, run.id)));
  });

  router.get("/runs", async (req, res) => {
    const auth = authOf(res);
    const query = parseInput(ListRunsQuery, req.query, "query");
    const runs = await deps.store.runs.list(auth.project.id, query);
    res.json(runs.map((run) => toRunResponse(run, auth.project, runUrl(deps, run.id))));
  });

  router.get("/runs/:run", async (req, res) => {
    const auth = authOf(res);
    const run = await loadRun(deps, auth.project.id, req.params.run);
    const { format } = parseInput(ReadRunQuery, req.query, "query");
    const report = await readRun(deps, run);
    const url = runUrl(deps, run.id);
    if (format === "markdown") {
      res.type("text/markdown; charset=utf-8").send(renderMarkdown({ ...report, url, now: deps.clock.now() }));
      return;
    }
    res.json(toRunResponse(run, auth.project, url, report));
  });

  router.post("/runs/:run/notes", async (req, res) => {
    const auth = authOf(res);
    const run = await loadRun(deps, auth.project.id, req.params.run);
    const body = parseInput(NoteBody, req.body ?? {}, "body");
    const outcome = await deps.store.runs.addEvent(auth.project.id, run.id, {
      at: deps.clock.now(),
      kind: "note",
      address: null,
      test: null,
      failed: body.failed,
      detail: { text: body.text },
    });
    if (outcome === "finished")
      throw new ApiError("run_finished", `Run ${run.id} is finished; notes can be added only while it runs.`);
    res.status(201).json({ run: run.id, added: "note", failed: body.failed });
  });

  router.post("/runs/:run/tests", async (req, res) => {
    const auth = authOf(res);
    const run = await loadRun(deps, auth.project.id, req.params.run);
    if (run.status !== "running")
      throw new ApiError("run_finished", `Run ${run.id} is finished; test results can be added only while it runs.`);
    const raw = (req.body ?? {}) as Record<string, unknown>;
    if (raw && typeof raw === "object" && "totals" in raw) {
      const { totals } = parseInput(TestTotalsBody, raw, "body");
      await deps.store.runs.setTotals(run.id, totals);
      res.status(201).json({ run: run.id, added: "totals", totals });
      return;
    }
    const body = parseInput(TestResultBody, raw, "body");
    await deps.store.runs.addTest(run.id, {
      at: deps.clock.now(),
      name: body.name,
      status: body.status,
      durationMs: body.duration_ms ?? null,
      file: body.file ?? null,
      error: body.error ?? null,
    });
    res.status(201).json({ run: run.id, added: "test", name: body.name, status: body.status });
  });

  router.post("/runs/:run/finish", async (req, res) => {
    const auth = authOf(res);
    const run = await loadRun(deps, auth.project.id, req.params.run);
    const body = parseInput(FinishBody, req.body ?? {}, "body");
    const finished = await deps.store.runs.finish(auth.project.id, run.id, {
      failed: body.failed,
      at: deps.clock.now(),
    });
    if (!finished) throw new ApiError("not_found", `No run ${run.id} in this project.`);
    res.json(toRunResponse(finished, auth.project, runUrl(deps, finished.id)));
  });

  return router;
}

/** GET /runs/{id}?token=...: the run's read-only page, reached by its capability link. */
export function runPageRoutes(deps: Deps): Router {
  const router = Router();
  router.get("/runs/:run", async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const id = req.params.run.toLowerCase();
    const gone = () => new ApiError("not_found", "No such run page; the link may be wrong or the run past retention.");
    if (!runPageTokenValid(deps, id, token)) throw gone();
    // The token proves the link; the project is the run's own.
    const projectId = await deps.store.runs.projectOf(id);
    if (!projectId) throw gone();
    const run = await loadRun(deps, projectId, id).catch(() => null);
    if (!run) throw gone();
    const report = await readRun(deps, run);
    res.setHeader("Content-Security-Policy", RUN_PAGE_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.type("text/html; charset=utf-8").send(renderRunPage(report));
  });
  return router;
}
