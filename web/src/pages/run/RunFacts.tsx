import type { ComponentChildren } from "preact";
import type { Run } from "../../../../src/client/index.js";
import { DateTime } from "../../components/DateTime.js";
import { httpsUrl } from "../../lib/safe-url.js";
import { runDuration } from "./run-events.js";

function Fact({ term, children }: { term: string; children: ComponentChildren }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Where the run came from (its meta) and when it ran. The job link is followed only when https. */
export function RunFacts({ run }: { run: Run }) {
  const { meta } = run;
  const job = meta.job_url ? httpsUrl(meta.job_url) : null;
  return (
    <dl class="facts">
      <Fact term="Source">{run.source}</Fact>
      {meta.repository && <Fact term="Repository">{meta.repository}</Fact>}
      {meta.branch && <Fact term="Branch">{meta.branch}</Fact>}
      {meta.commit && (
        <Fact term="Commit">
          <code title={meta.commit}>{meta.commit.slice(0, 7)}</code>
        </Fact>
      )}
      {meta.pull_request !== undefined && <Fact term="Pull request">#{meta.pull_request}</Fact>}
      {meta.workflow && <Fact term="Workflow">{meta.workflow}</Fact>}
      {meta.agent && <Fact term="Agent">{meta.agent}</Fact>}
      {meta.job_url && (
        <Fact term="Job">
          {job ? (
            <a href={job} target="_blank" rel="noopener noreferrer">
              Open the job
            </a>
          ) : (
            meta.job_url
          )}
        </Fact>
      )}
      <Fact term="Started">
        <DateTime iso={run.started_at} />
      </Fact>
      <Fact term="Finished">{run.finished_at ? <DateTime iso={run.finished_at} /> : "not yet"}</Fact>
      <Fact term="Duration">{runDuration(run)}</Fact>
    </dl>
  );
}
