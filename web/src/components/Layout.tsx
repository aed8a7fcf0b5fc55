import type { ComponentChildren } from "preact";
import { Link } from "../lib/router.js";
import { paths, type Route } from "../lib/routes.js";

/**
 * The frame of every page: a skip link, the header, and <main>. Signed in, the header carries
 * the navigation, the project's name and "Sign out"; otherwise (signing in, a read-only run
 * link) only the name of the app and a note of what the page is.
 */
function SkipLink() {
  return (
    <a
      class="skip-link"
      href="#main"
      onClick={(event) => {
        // Focus the content without adding #main to the address (it is not a page of its own).
        event.preventDefault();
        document.getElementById("main")?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

function Frame({ header, children }: { header: ComponentChildren; children: ComponentChildren }) {
  return (
    <>
      <SkipLink />
      <header class="site-header">
        <p class="brand">Proofbox</p>
        {header}
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

interface SignedInProps {
  route: Route;
  projectName: string | null;
  /** Whether the signed-in key has manage_project: only then is "Keys" a page it can use. */
  canManageKeys: boolean;
  onSignOut: () => void;
  children: ComponentChildren;
}

export function SignedInLayout({ route, projectName, canManageKeys, onSignOut, children }: SignedInProps) {
  const onAddresses = route.page === "addresses" || route.page === "address";
  const onRuns = route.page === "runs" || route.page === "run";
  const onKeys = route.page === "keys";
  return (
    <Frame
      header={
        <>
          <nav aria-label="Main">
            <ul class="nav-list">
              <li>
                <Link href={paths.addresses()} current={onAddresses}>
                  Addresses
                </Link>
              </li>
              <li>
                <Link href={paths.runs()} current={onRuns}>
                  Runs
                </Link>
              </li>
              {canManageKeys && (
                <li>
                  <Link href={paths.keys()} current={onKeys}>
                    Keys
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <div class="session">
            {projectName !== null && (
              <p class="project-name">
                Project <strong>{projectName}</strong>
              </p>
            )}
            <button type="button" class="button-secondary" onClick={onSignOut}>
              Sign out
            </button>
          </div>
        </>
      }
    >
      {children}
    </Frame>
  );
}

export function PlainLayout({ note, children }: { note?: string; children: ComponentChildren }) {
  return <Frame header={note ? <p class="header-note">{note}</p> : null}>{children}</Frame>;
}
