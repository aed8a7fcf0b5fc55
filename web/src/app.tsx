import { useCallback, useEffect, useMemo, useState } from "preact/hooks";
import { Proofbox, type Project } from "../../src/client/index.js";
import { PlainLayout, SignedInLayout } from "./components/Layout.js";
import { isAbort, isUnauthorized } from "./lib/errors.js";
import { markChangedInApp, useLocation } from "./lib/router.js";
import { parseRoute, type Route } from "./lib/routes.js";
import { AddressPage } from "./pages/address/AddressPage.js";
import { AddressesPage } from "./pages/addresses/AddressesPage.js";
import { KeysPage } from "./pages/keys/KeysPage.js";
import { NotFoundPage } from "./pages/NotFoundPage.js";
import { RunPage } from "./pages/run/RunPage.js";
import { RunsPage } from "./pages/runs/RunsPage.js";
import { SignInPage } from "./pages/sign-in/SignInPage.js";
import { forgetKey, readKey, saveKey } from "./session/key-storage.js";
import { type Session, SessionContext } from "./session/session.js";

const READ_ONLY_NOTE = "Read-only link to one run";

/** The page for a route. Keyed by the path, so each navigation starts the page afresh. */
function Page({ route }: { route: Route }) {
  switch (route.page) {
    case "addresses":
      return <AddressesPage />;
    case "address":
      return <AddressPage address={route.address} />;
    case "runs":
      return <RunsPage />;
    case "run":
      return <RunPage id={route.id} token={route.token} />;
    case "keys":
      return <KeysPage />;
    case "not-found":
      return <NotFoundPage />;
  }
}

interface SignedInProps {
  apiKey: string;
  project: Project | null;
  route: Route;
  pageKey: string;
  onSignOut: () => void;
  onExpired: () => void;
}

function SignedIn({ apiKey, project: known, route, pageKey, onSignOut, onExpired }: SignedInProps) {
  const inbox = useMemo(() => new Proofbox({ url: location.origin, apiKey, run: null }), [apiKey]);
  const [project, setProject] = useState(known);
  // After a reload the key comes from storage: read the project for its name (and to learn
  // early that the key no longer works).
  useEffect(() => {
    if (project) return;
    const controller = new AbortController();
    inbox.project({ signal: controller.signal }).then(setProject, (error: unknown) => {
      if (isUnauthorized(error)) onExpired();
      else if (!isAbort(error)) setProject(null);
    });
    return () => controller.abort();
  }, [inbox]);
  const session = useMemo<Session>(
    () => ({ inbox, apiKey, project, expire: onExpired }),
    [inbox, apiKey, project, onExpired],
  );
  return (
    <SessionContext.Provider value={session}>
      <SignedInLayout
        route={route}
        projectName={project?.name ?? null}
        canManageKeys={project?.key.permissions.includes("manage_project") ?? false}
        onSignOut={onSignOut}
      >
        <Page key={pageKey} route={route} />
      </SignedInLayout>
    </SessionContext.Provider>
  );
}

/**
 * The app: signed in with a key from this tab's session storage, or the sign-in form; a run's
 * read-only link (with its token) needs no key and shows only that run.
 */
export function App() {
  const where = useLocation();
  const route = parseRoute(where.pathname, where.search);
  const pageKey = `${where.pathname}${where.search}`;
  const [apiKey, setApiKey] = useState(readKey);
  const [project, setProject] = useState<Project | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const signOut = useCallback(() => {
    markChangedInApp();
    forgetKey();
    setApiKey(null);
    setProject(null);
    setNotice(null);
  }, []);
  const expired = useCallback(() => {
    markChangedInApp();
    forgetKey();
    setApiKey(null);
    setProject(null);
    setNotice("The key was refused: it may have been revoked. Sign in again.");
  }, []);

  if (apiKey === null && route.page === "run" && route.token !== null)
    return (
      <PlainLayout note={READ_ONLY_NOTE}>
        <RunPage key={pageKey} id={route.id} token={route.token} />
      </PlainLayout>
    );

  if (apiKey === null)
    return (
      <PlainLayout>
        <SignInPage
          notice={notice}
          onSignedIn={(key, signedInProject) => {
            markChangedInApp();
            saveKey(key);
            setProject(signedInProject);
            setNotice(null);
            setApiKey(key);
          }}
        />
      </PlainLayout>
    );

  return (
    <SignedIn
      key={apiKey}
      apiKey={apiKey}
      project={project}
      route={route}
      pageKey={pageKey}
      onSignOut={signOut}
      onExpired={expired}
    />
  );
}
