import type { Delivery, Refusal } from "../../../../src/client/index.js";
import { Badge } from "../../components/Badge.js";
import { DateTime } from "../../components/DateTime.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import { TableScroll } from "../../components/TableScroll.js";
import { formatBytes } from "../../lib/format.js";
import { webUrl } from "../../lib/safe-url.js";

const REASONS: Record<Refusal["reason"], string> = {
  too_large: "Too large",
  address_limit: "Over the address's hourly limit",
  daily_limit: "Over the project's daily limit",
};

function Refused({ refused }: { refused: Refusal[] }) {
  if (refused.length === 0) return <p>No mail was refused.</p>;
  return (
    <>
      <h3>Refused mail</h3>
      <TableScroll label="Refused mail">
        <table>
          <thead>
            <tr>
              <th scope="col">Reason</th>
              <th scope="col">Count</th>
              <th scope="col">First</th>
              <th scope="col">Last</th>
              <th scope="col">Largest</th>
            </tr>
          </thead>
          <tbody>
            {refused.map((entry) => (
              <tr key={`${entry.reason}-${entry.first_at}`}>
                <th scope="row">{REASONS[entry.reason]}</th>
                <td>{entry.count}</td>
                <td>
                  <DateTime iso={entry.first_at} />
                </td>
                <td>
                  <DateTime iso={entry.last_at} />
                </td>
                <td>{entry.size_bytes === null ? "" : formatBytes(entry.size_bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

function DeliveryFacts({ delivery }: { delivery: Delivery }) {
  const help = webUrl(delivery.help);
  return (
    <>
      <dl class="facts">
        <div>
          <dt>Status</dt>
          <dd>{delivery.receiving ? <Badge tone="good">receiving</Badge> : <Badge tone="bad">not receiving</Badge>}</dd>
        </div>
        <div>
          <dt>Emails so far</dt>
          <dd>{delivery.emails}</dd>
        </div>
        <div>
          <dt>Last email</dt>
          <dd>{delivery.last_email_at ? <DateTime iso={delivery.last_email_at} /> : "none yet"}</dd>
        </div>
      </dl>
      <p class="hint">{delivery.hint}</p>
      <Refused refused={delivery.refused} />
      {help && (
        <p>
          <a href={help} target="_blank" rel="noopener noreferrer">
            How delivery works
          </a>
        </p>
      )}
    </>
  );
}

/** Whether mail reaches the address, and what was turned away: the first place to look when a wait finds nothing. */
export function DeliveryPanel({ delivery, error }: { delivery: Delivery | undefined; error: unknown }) {
  return (
    <section class="card" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Delivery</h2>
      {delivery ? (
        <DeliveryFacts delivery={delivery} />
      ) : error ? (
        <ErrorBox error={error} />
      ) : (
        <Loading what="delivery" />
      )}
    </section>
  );
}
