import { useEffect, useState } from "preact/hooks";
import type { Address } from "../../../../src/client/index.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import { PageHeading } from "../../components/PageHeading.js";
import { useTitle } from "../../hooks/use-title.js";
import { isAbort, isUnauthorized } from "../../lib/errors.js";
import { useSession } from "../../session/session.js";
import { AddressFilters, type Filters } from "./AddressFilters.js";
import { AddressTable } from "./AddressTable.js";
import { LoadMore } from "../../components/LoadMore.js";

/** One page of the list; a shorter answer means there is no more. */
const PAGE_SIZE = 50;

/** The next page after the rows shown, without any row already shown (two created at the same instant). */
function appendNew(shown: Address[], page: Address[]): Address[] {
  const seen = new Set(shown.map((row) => row.address));
  return [...shown, ...page.filter((row) => !seen.has(row.address))];
}

interface Listing {
  rows: Address[];
  more: boolean;
}

/** The project's addresses, newest first, filtered as the form says, 50 at a time. */
export function AddressesPage() {
  const session = useSession();
  useTitle("Addresses");
  const [filters, setFilters] = useState<Filters>({});
  /** created_at of the last row loaded, when "Load more" asked for the next page. */
  const [before, setBefore] = useState<string | undefined>(undefined);
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    session.inbox.listAddresses({ ...filters, limit: PAGE_SIZE, before }, { signal: controller.signal }).then(
      (page) => {
        setListing((earlier) => ({
          rows: before === undefined ? page : appendNew(earlier?.rows ?? [], page),
          more: page.length === PAGE_SIZE,
        }));
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
  }, [filters, before]);

  const filtered = Object.keys(filters).length > 0;
  const last = listing?.rows.at(-1);
  return (
    <>
      <PageHeading>Addresses</PageHeading>
      <AddressFilters
        onApply={(next) => {
          setBefore(undefined);
          setFilters(next);
        }}
      />
      {error ? <ErrorBox error={error} /> : null}
      {listing === null ? (
        !error && <Loading what="addresses" />
      ) : listing.rows.length === 0 ? (
        <p>{filtered ? "No address matches these filters." : "This project has no addresses yet."}</p>
      ) : (
        <>
          <AddressTable rows={listing.rows} />
          {listing.more && last && <LoadMore loading={loading} onLoad={() => setBefore(last.created_at)} />}
        </>
      )}
      <div class="visually-hidden" aria-live="polite">
        {listing && !loading ? `${listing.rows.length} addresses shown` : ""}
      </div>
    </>
  );
}
