import type { Address } from "../../../../src/client/index.js";
import { DateTime } from "../../components/DateTime.js";
import { TableScroll } from "../../components/TableScroll.js";
import { Tags } from "../../components/Tags.js";
import { inFuture } from "../../lib/format.js";
import { Link } from "../../lib/router.js";
import { paths } from "../../lib/routes.js";

export function AddressTable({ rows }: { rows: Address[] }) {
  const now = Date.now();
  return (
    <TableScroll label="Addresses">
      <table>
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">Label</th>
            <th scope="col">Created</th>
            <th scope="col">Expires</th>
            <th scope="col">Tags</th>
            <th scope="col">Checked out</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.address}>
              <th scope="row" class="address-cell">
                <Link href={paths.address(row.address)}>{row.address}</Link>
              </th>
              <td>{row.label ?? ""}</td>
              <td>
                <DateTime iso={row.created_at} />
              </td>
              <td>
                <DateTime iso={row.expires_at} />
              </td>
              <td>
                <Tags tags={row.tags} />
              </td>
              <td>
                {inFuture(row.checked_out_until, now) ? (
                  <>
                    until <DateTime iso={row.checked_out_until} />
                  </>
                ) : (
                  "no"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
