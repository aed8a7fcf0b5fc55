import type { Run, RunEvent } from "../../../../src/client/index.js";
import { AddressRef } from "./AddressRef.js";
import type { RunTest } from "./run-events.js";

/** " for <address>", when the event names one. */
function For({ address }: { address: string | null }) {
  return address ? (
    <>
      {" for "}
      <AddressRef address={address} />
    </>
  ) : null;
}

/** One failed event in the report's words (service/runs/markdown.ts, failureLine). */
function FailedEvent({ event }: { event: RunEvent }) {
  const where = event.test ? (
    <>
      <code>{event.test}</code>:{" "}
    </>
  ) : null;
  switch (event.kind) {
    case "missing":
      return (
        <li>
          {where}no <code>{event.detail.waited_for}</code> arrived
          <For address={event.address} /> — {event.detail.hint}
        </li>
      );
    case "none":
      return (
        <li>
          {where}an email arrived
          <For address={event.address} /> where none should
        </li>
      );
    case "note":
      return (
        <li>
          {where}note: {event.detail.text}
        </li>
      );
    case "checks":
      return (
        <li>
          {where}email checks failed
          <For address={event.address} />: {event.detail.failed.join(", ")}
        </li>
      );
    default:
      return (
        <li>
          {where}
          {event.kind} failed
          <For address={event.address} />
        </li>
      );
  }
}

function FailedTest({ test }: { test: RunTest }) {
  return (
    <li>
      test <code>{test.name}</code> failed{test.error ? `: ${test.error}` : ""}
    </li>
  );
}

/**
 * What failed the run, before anything else: emails that never came, email that came when none
 * should, failed checks and notes, and failed tests. Nothing is shown when nothing failed.
 */
export function Failures({ run }: { run: Run }) {
  const events = (run.events ?? []).filter((event) => event.failed);
  const tests = (run.tests ?? []).filter((test) => test.status === "failed");
  if (events.length === 0 && tests.length === 0) {
    if (run.status !== "failed") return null;
    return (
      <section class="card failures" aria-labelledby="failures-heading">
        <h2 id="failures-heading">Failures</h2>
        <p>The caller finished the run as failed; no event or test recorded a failure.</p>
      </section>
    );
  }
  return (
    <section class="card failures" aria-labelledby="failures-heading">
      <h2 id="failures-heading">Failures</h2>
      <ul class="failure-list">
        {events.map((event, index) => (
          <FailedEvent key={`event-${index}`} event={event} />
        ))}
        {tests.map((test, index) => (
          <FailedTest key={`test-${index}`} test={test} />
        ))}
      </ul>
    </section>
  );
}
