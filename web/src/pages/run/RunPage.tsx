import type { Run } from "../../../../src/client/index.js";
import { RunStatus } from "../../components/Badge.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import { PageHeading } from "../../components/PageHeading.js";
import { useLoad } from "../../hooks/use-load.js";
import { useTitle } from "../../hooks/use-title.js";
import { readSharedRun, tokenOf } from "../../lib/shared-run.js";
import { useOptionalSession } from "../../session/session.js";
import { RunReport } from "./RunReport.js";

/**
 * One run. With a token (the run's own link) it is read by the token, key or no key, so the link
 * works for anyone it was given to; otherwise with the session's key.
 */
export function RunPage({ id, token }: { id: string; token: string | null }) {
  const session = useOptionalSession();
  const run = useLoad<Run>(async (signal) => {
    if (token !== null) return readSharedRun(id, token, signal);
    if (!session) throw new Error("Sign in to read this run.");
    return session.inbox.getRun(id, { signal });
  });
  const data = run.data;
  useTitle(data ? `Run ${data.name}` : "Run");
  return (
    <>
      <PageHeading>
        Run{data ? ` ${data.name}` : ""}
        {data && (
          <>
            : <RunStatus status={data.status} />
          </>
        )}
      </PageHeading>
      {run.error ? (
        <ErrorBox error={run.error} />
      ) : data ? (
        <RunReport run={data} token={token ?? tokenOf(data.url)} />
      ) : (
        <Loading what="the run" />
      )}
    </>
  );
}
