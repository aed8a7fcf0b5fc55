import { useEffect, useState } from "preact/hooks";
import type { Run } from "../../../../src/client/index.js";
import { RunStatus } from "../../components/Badge.js";
import { DateTime } from "../../components/DateTime.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import { PageHeading } from "../../components/PageHeading.js";
import { TableScroll } from "../../components/TableScroll.js";
import { useTitle } from "../../hooks/use-title.js";
import { isAbort, isUnauthorized } from "../../lib/errors.js";
import { Link } from "../../lib/router.js";
import { paths } from "../../lib/routes.js";
import { useSession } from "../../session/session.js";
import { LoadMore } from "../../components/LoadMore.js";

const PAGE_SIZE = 50;

function RunTable({ runs }: { runs: Run[] }) {
  return (
    <TableScroll label="Runs">
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Source</th>
            <th scope="col">Branch</th>
            <th scope="col">Pull request</th>
            <th scope="col">Started</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <th scope="row">
                <Link href={paths.run(run.id)}>{run.name}</Link>
              </th>
              <td>
                <RunStatus status={run.status} />
              </td>
              <td>{run.source}</td>
              <td>{run.meta.branch ?? ""}</td>
              <td>{run.meta.pull_request !== undefined ? `#${run.meta.pull_request}` : ""}</td>
              <td>
                <DateTime iso={run.started_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The project's runs, newest first, 50 at a time. */
export function RunsPage() {
  const session = useSession();
  useTitle("Runs");
  /** started_at of the last run shown, when "Load more" asked for the next page. */
  const [before, setBefore] = useState<string | undefined>(undefined);
  const [runs, setRuns] = useState<Run[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    session.inbox.listRuns({ limit: PAGE_SIZE, before }, { signal: controller.signal }).then(
      (page) => {
        setRuns((earlier) => {
          const seen = new Set((earlier ?? []).map((run) => run.id));
          return [...(earlier ?? []), ...page.filter((run) => !seen.has(run.id))];
        });
        setMore(page.length === PAGE_SIZE);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isAbort(failure)) return;
        if (isUnauthorized(failure)) session.expire();
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [before]);

  const last = runs?.at(-1);
  return (
    <>
      <PageHeading>Runs</PageHeading>
      {error ? <ErrorBox error={error} /> : null}
      {runs === null ? (
        !error && <Loading what="runs" />
      ) : runs.length === 0 ? (
        <p>No runs yet. A run groups what one CI job or agent session saw; see the docs on runs.</p>
      ) : (
        <>
          <RunTable runs={runs} />
          {more && last && <LoadMore loading={loading} onLoad={() => setBefore(last.started_at)} />}
        </>
      )}
    </>
  );
}
