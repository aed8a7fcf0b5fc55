import { useCallback, useRef, useState } from "preact/hooks";
import type { ApiKey, NewApiKey } from "../../../../src/client/index.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import { PageHeading } from "../../components/PageHeading.js";
import { useLoad } from "../../hooks/use-load.js";
import { useTitle } from "../../hooks/use-title.js";
import { isForbidden, isUnauthorized } from "../../lib/errors.js";
import { formatTime } from "../../lib/format.js";
import { Link } from "../../lib/router.js";
import { paths } from "../../lib/routes.js";
import { useSession } from "../../session/session.js";
import { CreateKeyForm } from "./CreateKeyForm.js";
import type { Permission } from "./key-words.js";
import { KeyTable } from "./KeyTable.js";
import { NewKeyPanel } from "./NewKeyPanel.js";

/** Said instead of the page to a key without manage_project, which the service would refuse (403). */
function NotAllowed({ keyName }: { keyName: string | null }) {
  return (
    <>
      <p>
        {keyName === null ? "The key you signed in with" : <>The key you signed in with, {keyName},</>} cannot manage
        API keys: that needs the <code>manage_project</code> permission. Sign in with a key that has it, or ask whoever
        runs this Proofbox for one.
      </p>
      <p>
        <Link href={paths.addresses()}>Go to the addresses</Link>.
      </p>
    </>
  );
}

interface ManagerProps {
  /** The signed-in key's permissions; null while the project is still being read (after a reload). */
  own: readonly Permission[] | null;
  keyName: string | null;
}

function KeyManager({ own, keyName }: ManagerProps) {
  const session = useSession();
  const keys = useLoad<ApiKey[]>((signal) => session.inbox.listKeys({ signal }));
  // The service names the calling key (GET /v1/project), so its row can be marked.
  const ownId = session.project?.key.id ?? null;
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [revokeError, setRevokeError] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState("");
  const keysHeading = useRef<HTMLHeadingElement>(null);

  const announce = useCallback((text: string) => {
    // The time makes each announcement new text, so a repeated one is read out again.
    setAnnouncement(`${text} at ${formatTime(new Date())}`);
  }, []);

  /**
   * The row shows the answer at once, then the list is read again. When the key was this tab's
   * own, that read is refused (401) and useLoad signs out with "the key was refused".
   */
  const revoke = useCallback(
    async (key: ApiKey) => {
      setRevokeError(null);
      try {
        const revoked = await session.inbox.revokeKey(key.id);
        keys.update((list) => list.map((listed) => (listed.id === revoked.id ? revoked : listed)));
        announce(`Key ${key.name} revoked`);
        keys.reload();
        return true;
      } catch (error) {
        if (isUnauthorized(error)) session.expire();
        else setRevokeError(error);
        return false;
      }
    },
    [session, keys.update, keys.reload, announce],
  );

  // The project was read, but the list came back 403 all the same (the key changed meanwhile).
  if (isForbidden(keys.error)) return <NotAllowed keyName={keyName} />;

  return (
    <>
      <p>
        Every call to the API carries one of these keys. Keys of the configuration file are listed too. A new key's
        secret is shown once, when it is created; revoking a key stops it from the next request on.
      </p>
      <div class="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {created && (
        <NewKeyPanel
          created={created}
          onCopied={() => announce("Key copied")}
          onDone={() => {
            // The secret leaves memory with the panel; focus goes to the list, where the key now is.
            setCreated(null);
            keysHeading.current?.focus();
          }}
        />
      )}

      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading" ref={keysHeading} tabIndex={-1}>
          Keys
        </h2>
        {revokeError ? <ErrorBox error={revokeError} /> : null}
        {keys.error ? <ErrorBox error={keys.error} /> : null}
        {keys.data === undefined ? (
          !keys.error && <Loading what="the keys" />
        ) : keys.data.length === 0 ? (
          <p>This project has no keys.</p>
        ) : (
          <KeyTable keys={keys.data} ownId={ownId} onRevoke={revoke} />
        )}
      </section>

      <section aria-labelledby="create-key-heading">
        <h2 id="create-key-heading">Create a key</h2>
        {own === null ? (
          <Loading what="your key's permissions" />
        ) : (
          <CreateKeyForm
            own={own}
            onCreated={(key) => {
              setCreated(key);
              keys.reload();
            }}
          />
        )}
      </section>
    </>
  );
}

/**
 * The project's API keys: the list, a form for a new one, and a revoke button on each active
 * key (docs/keys.md). Only for a key with manage_project; any other sees why not, before any
 * request (or after one, while the project is still being read after a reload).
 */
export function KeysPage() {
  const session = useSession();
  useTitle("API keys");
  const own = session.project?.key.permissions ?? null;
  const keyName = session.project?.key.name ?? null;
  return (
    <>
      <PageHeading>API keys</PageHeading>
      {own !== null && !own.includes("manage_project") ? (
        <NotAllowed keyName={keyName} />
      ) : (
        <KeyManager own={own} keyName={keyName} />
      )}
    </>
  );
}
