import { Link } from "../../lib/router.js";
import { paths } from "../../lib/routes.js";
import { useOptionalSession } from "../../session/session.js";

/** An address a run names: a link to its page when signed in; on a read-only link, only text. */
export function AddressRef({ address }: { address: string }) {
  const session = useOptionalSession();
  if (!session) return <code>{address}</code>;
  return (
    <Link href={paths.address(address)}>
      <code>{address}</code>
    </Link>
  );
}
