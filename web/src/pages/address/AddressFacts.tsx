import type { Address } from "../../../../src/client/index.js";
import { DateTime } from "../../components/DateTime.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import { Tags } from "../../components/Tags.js";
import { inFuture } from "../../lib/format.js";

interface Props {
  address: Address | undefined;
  error: unknown;
  /** Every email the address received (GET /count). */
  count: number | undefined;
}

/** What the address is for and how long it lives, under its heading. */
export function AddressFacts({ address, error, count }: Props) {
  if (!address) return error ? <ErrorBox error={error} /> : <Loading what="the address" />;
  const persona = address.persona;
  const name = [persona?.first_name, persona?.last_name].filter(Boolean).join(" ");
  return (
    <dl class="facts address-facts">
      <div>
        <dt>Label</dt>
        <dd>{address.label ?? "none"}</dd>
      </div>
      <div>
        <dt>Tags</dt>
        <dd>
          <Tags tags={address.tags} />
        </dd>
      </div>
      <div>
        <dt>Created</dt>
        <dd>
          <DateTime iso={address.created_at} />
        </dd>
      </div>
      <div>
        <dt>Expires</dt>
        <dd>
          <DateTime iso={address.expires_at} />
        </dd>
      </div>
      <div>
        <dt>Emails received</dt>
        <dd>{count ?? address.email_count}</dd>
      </div>
      {name && (
        <div>
          <dt>Persona</dt>
          <dd>{name}</dd>
        </div>
      )}
      {address.site !== undefined && (
        <div>
          <dt>Site</dt>
          <dd>{address.site}</dd>
        </div>
      )}
      {address.environment !== undefined && (
        <div>
          <dt>Environment</dt>
          <dd>{address.environment}</dd>
        </div>
      )}
      <div>
        <dt>Saved password</dt>
        <dd>{address.has_password ? "yes" : "no"}</dd>
      </div>
      {inFuture(address.checked_out_until) && (
        <div>
          <dt>Checked out</dt>
          <dd>
            until <DateTime iso={address.checked_out_until} />
          </dd>
        </div>
      )}
    </dl>
  );
}
