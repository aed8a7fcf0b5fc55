import type { Run } from "../../../../src/client/index.js";
import { paths } from "../../lib/routes.js";
import { Changes } from "./Changes.js";
import { Events } from "./Events.js";
import { Failures } from "./Failures.js";
import { RunFacts } from "./RunFacts.js";
import { Tests } from "./Tests.js";

/**
 * A run's report, in the order a person reading a red build needs it: failures first, then what
 * changed since earlier runs, then the tests and every event. The same whether reached signed in
 * or by the run's read-only link.
 */
export function RunReport({ run, token }: { run: Run; token: string | null }) {
  return (
    <>
      <RunFacts run={run} />
      {token && (
        <p>
          <a href={paths.runReport(run.id, token)}>Single-page report</a>
        </p>
      )}
      <Failures run={run} />
      <Changes comparison={run.comparison} />
      <Tests run={run} />
      <Events run={run} />
    </>
  );
}
