import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newId } from "../../service/lib/random.js";
import type { Project, RunEventRecord, RunRecord, Store } from "../../service/store/store.js";
import { at as atMs, MIN, T0, twoProjects } from "./fixtures.js";

const at = (minutes: number) => atMs(minutes * MIN);

/** The run store: every write to a run checks that it runs in the same step, on every backend. */
export function runRunStoreContract(backend: string, makeStore: () => Promise<Store>): void {
  describe(`store contract: ${backend}: runs`, () => {
    let store: Store;
    let project: Project;
    let other: Project;

    const run = (overrides: Partial<RunRecord> = {}): RunRecord => ({
      id: newId(),
      projectId: project.id,
      name: "e2e",
      source: "ci",
      status: "running",
      meta: { repository: "acme/shop", pull_request: 7 },
      startedAt: T0,
      finishedAt: null,
      totals: null,
      ...overrides,
    });
    const note = (failed: boolean, minute = 1): RunEventRecord => ({
      at: at(minute),
      kind: "note",
      address: null,
      test: null,
      failed,
      detail: { text: failed ? "broke" : "fine" },
    });
    const test = (status: "passed" | "failed") => ({
      at: at(2),
      name: `test ${status}`,
      status,
      durationMs: 12,
      file: "a.spec.ts",
      error: status === "failed" ? "expected 1" : null,
    });

    beforeEach(async () => {
      store = await makeStore();
      ({ project, other } = await twoProjects(store));
    });
    afterEach(async () => {
      await store.close();
    });

    it("creates and reads a run only within its project", async () => {
      const created = run();
      await store.runs.create(created);
      expect(await store.runs.get(project.id, created.id)).toEqual(created);
      expect(await store.runs.get(other.id, created.id)).toBeNull();
      expect(await store.runs.projectOf(created.id)).toBe(project.id);
      expect(await store.runs.projectOf(newId())).toBeNull();
    });

    it("lists newest first, filtered by name, status and start, within the project", async () => {
      const a = run({ name: "a", startedAt: at(1) });
      const b = run({ name: "b", startedAt: at(2) });
      const c = run({ name: "a", startedAt: at(3), status: "passed", finishedAt: at(4) });
      for (const each of [a, b, c, run({ projectId: other.id, startedAt: at(5) })]) await store.runs.create(each);
      const ids = async (filter: Parameters<Store["runs"]["list"]>[1]) =>
        (await store.runs.list(project.id, filter)).map((r) => r.id);
      expect(await ids({ limit: 10 })).toEqual([c.id, b.id, a.id]);
      expect(await ids({ limit: 10, name: "a" })).toEqual([c.id, a.id]);
      expect(await ids({ limit: 10, status: "running" })).toEqual([b.id, a.id]);
      expect(await ids({ limit: 10, before: at(3) })).toEqual([b.id, a.id]);
      expect(await ids({ limit: 1 })).toEqual([c.id]);
    });

    it("adds events to a running run only, oldest first; a replace key replaces", async () => {
      const target = run();
      await store.runs.create(target);
      expect(await store.runs.addEvent(project.id, target.id, note(false, 1))).toBe("added");
      const missing = (minute: number): RunEventRecord => ({
        at: at(minute),
        kind: "missing",
        address: "q@alpha.test",
        test: "t",
        failed: true,
        detail: {
          waited_for: "code (otp)",
          service: null,
          since: T0.toISOString(),
          timeout: 30,
          hint: `try ${minute}`,
        },
      });
      expect(await store.runs.addEvent(project.id, target.id, missing(2), "k")).toBe("added");
      expect(await store.runs.addEvent(project.id, target.id, missing(3), "k")).toBe("added");
      expect(await store.runs.events(target.id)).toEqual([note(false, 1), missing(3)]);
      expect(await store.runs.addEvent(other.id, target.id, note(false))).toBe("not_found");
      expect(await store.runs.addEvent(project.id, newId(), note(false))).toBe("not_found");
      await store.runs.finish(project.id, target.id, { failed: false, at: at(5) });
      expect(await store.runs.addEvent(project.id, target.id, note(false))).toBe("finished");
      expect(await store.runs.events(target.id)).toHaveLength(2);
    });

    it("adds test results and totals to a running run only, in one step with that check", async () => {
      const target = run();
      await store.runs.create(target);
      expect(await store.runs.addTest(project.id, target.id, test("passed"))).toBe("added");
      expect(await store.runs.setTotals(project.id, target.id, { passed: 3, failed: 0, skipped: 1 })).toBe("added");
      expect(await store.runs.addTest(other.id, target.id, test("passed"))).toBe("not_found");
      expect(await store.runs.setTotals(other.id, target.id, { passed: 0, failed: 9, skipped: 0 })).toBe("not_found");
      await store.runs.finish(project.id, target.id, { failed: false, at: at(5) });
      expect(await store.runs.addTest(project.id, target.id, test("failed"))).toBe("finished");
      expect(await store.runs.setTotals(project.id, target.id, { passed: 0, failed: 9, skipped: 0 })).toBe("finished");
      expect(await store.runs.tests(target.id)).toEqual([test("passed")]);
      expect((await store.runs.get(project.id, target.id))?.totals).toEqual({ passed: 3, failed: 0, skipped: 1 });
    });

    it("finishes by the state table, once", async () => {
      const outcome = async (prepare: (id: string) => Promise<unknown>, failed = false) => {
        const target = run();
        await store.runs.create(target);
        await prepare(target.id);
        return (await store.runs.finish(project.id, target.id, { failed, at: at(9) }))?.status;
      };
      expect(await outcome(async () => {})).toBe("passed");
      expect(await outcome(async () => {}, true)).toBe("failed");
      expect(await outcome((id) => store.runs.addEvent(project.id, id, note(true)))).toBe("failed");
      expect(await outcome((id) => store.runs.addEvent(project.id, id, note(false)))).toBe("passed");
      expect(await outcome((id) => store.runs.addTest(project.id, id, test("failed")))).toBe("failed");
      expect(await outcome((id) => store.runs.setTotals(project.id, id, { passed: 1, failed: 1, skipped: 0 }))).toBe(
        "failed",
      );

      const once = run();
      await store.runs.create(once);
      const first = await store.runs.finish(project.id, once.id, { failed: false, at: at(9) });
      const again = await store.runs.finish(project.id, once.id, { failed: true, at: at(20) });
      expect(again).toEqual(first);
      expect(first?.finishedAt?.toISOString()).toBe(at(9).toISOString());
      expect(await store.runs.finish(other.id, once.id, { failed: false, at: at(9) })).toBeNull();
    });

    it("finds the earlier finished runs of the same name, newest first", async () => {
      const finished = (minute: number, name = "e2e") =>
        run({ name, startedAt: at(minute), status: "passed", finishedAt: at(minute + 1) });
      const older = finished(1);
      const newer = finished(2);
      const current = run({ startedAt: at(10) });
      for (const each of [older, newer, finished(3, "other"), run({ startedAt: at(4) }), current, finished(11)])
        await store.runs.create(each);
      expect((await store.runs.previousFinished(project.id, "e2e", current.startedAt, 10)).map((r) => r.id)).toEqual([
        newer.id,
        older.id,
      ]);
      expect(await store.runs.previousFinished(project.id, "e2e", current.startedAt, 1)).toHaveLength(1);
    });

    it("sweeps runs that started before a moment, with their evidence", async () => {
      const old = run({ startedAt: at(1) });
      const kept = run({ startedAt: at(30) });
      await store.runs.create(old);
      await store.runs.create(kept);
      await store.runs.addEvent(project.id, old.id, note(false));
      expect(await store.runs.sweep(at(10))).toBe(1);
      expect(await store.runs.get(project.id, old.id)).toBeNull();
      expect(await store.runs.events(old.id)).toEqual([]);
      expect(await store.runs.get(project.id, kept.id)).not.toBeNull();
    });
  });
}
