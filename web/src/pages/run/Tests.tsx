import type { Run } from "../../../../src/client/index.js";
import { Badge } from "../../components/Badge.js";
import { TableScroll } from "../../components/TableScroll.js";

const TONES = { passed: "good", failed: "bad", skipped: "plain" } as const;

/** The test results the caller reported, when it reported any. */
export function Tests({ run }: { run: Run }) {
  const tests = run.tests ?? [];
  if (tests.length === 0 && !run.totals) return null;
  return (
    <section aria-labelledby="tests-heading">
      <h2 id="tests-heading">Tests</h2>
      {run.totals && (
        <p>
          {run.totals.passed} passed, {run.totals.failed} failed, {run.totals.skipped} skipped
        </p>
      )}
      {tests.length > 0 && (
        <TableScroll label="Tests">
          <table>
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Status</th>
                <th scope="col">Duration</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {tests.map((test, index) => (
                <tr key={index}>
                  <th scope="row">{test.name}</th>
                  <td>
                    <Badge tone={TONES[test.status]}>{test.status}</Badge>
                  </td>
                  <td>{test.duration_ms === null ? "" : `${test.duration_ms} ms`}</td>
                  <td class="test-error">{test.error ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
