import { PageHeading } from "../components/PageHeading.js";
import { useTitle } from "../hooks/use-title.js";
import { Link } from "../lib/router.js";
import { paths } from "../lib/routes.js";

export function NotFoundPage() {
  useTitle("Page not found");
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <p>
        The app has no page at this address. <Link href={paths.addresses()}>Go to the addresses</Link>.
      </p>
    </>
  );
}
