import type { Run, RunEvent } from "../../../../src/client/index.js";
import { Badge } from "../../components/Badge.js";
import { TableScroll } from "../../components/TableScroll.js";
import { AddressRef } from "./AddressRef.js";
import { EventSeen } from "./EventSeen.js";
import { arrivalText, eventsByTest, offsetText } from "./run-events.js";

function serviceOf(event: RunEvent): string {
  if (event.kind === "email" || event.kind === "missing") return event.detail.service ?? "";
  return "";
}

function EventTable({ run, events, label }: { run: Run; events: RunEvent[]; label: string }) {
  return (
    <TableScroll label={label}>
      <table class="events">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Kind</th>
            <th scope="col">Address</th>
            <th scope="col">Service</th>
            <th scope="col">Took</th>
            <th scope="col">What it saw</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            <tr key={index} class={event.failed ? "failed" : undefined}>
              <td>
                <time dateTime={event.at}>{offsetText(run, event.at)}</time>
              </td>
              <td>
                {event.kind} {event.failed && <Badge tone="bad">failed</Badge>}
              </td>
              <td>{event.address ? <AddressRef address={event.address} /> : ""}</td>
              <td>{serviceOf(event)}</td>
              <td>{event.kind === "email" ? arrivalText(event.detail) : ""}</td>
              <td>
                <EventSeen event={event} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Every event, oldest first, grouped per test (calls sent without a test name last come together). */
export function Events({ run }: { run: Run }) {
  const events = run.events ?? [];
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading">Events</h2>
      {events.length === 0 ? (
        <p>No calls sent this run's id, so it holds no evidence.</p>
      ) : (
        eventsByTest(events).map(([test, list], index) => {
          const title = test ?? "Outside any test";
          const headingId = `events-test-${index}`;
          return (
            <div key={headingId} class="test-events">
              <h3 id={headingId}>{title}</h3>
              <EventTable run={run} events={list} label={`Events of ${title}`} />
            </div>
          );
        })
      )}
    </section>
  );
}
