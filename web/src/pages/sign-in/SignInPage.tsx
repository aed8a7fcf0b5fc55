import { useState } from "preact/hooks";
import { Proofbox, type Project } from "../../../../src/client/index.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { PageHeading } from "../../components/PageHeading.js";
import { useTitle } from "../../hooks/use-title.js";
import { errorMessage, isUnauthorized } from "../../lib/errors.js";

interface Props {
  /** Why the form is back: the key on file was refused. */
  notice: string | null;
  onSignedIn: (key: string, project: Project) => void;
}

/**
 * Asks for an API key and tries it on GET /v1/project before keeping it. The field is a
 * password field with autocomplete off: the key is a secret, and browsers should not offer it
 * to other sites' forms.
 */
export function SignInPage({ notice, onSignedIn }: Props) {
  useTitle("Sign in");
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(notice);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const candidate = key.trim();
    if (candidate === "") return setError("Enter an API key.");
    setBusy(true);
    setError(null);
    try {
      const project = await new Proofbox({ url: location.origin, apiKey: candidate, run: null }).project();
      onSignedIn(candidate, project);
    } catch (failure) {
      setError(isUnauthorized(failure) ? "That key is not valid." : errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading>Sign in</PageHeading>
      <p>Enter an API key of your project. It is kept in this browser tab only and forgotten when the tab closes.</p>
      <form
        class="sign-in"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <div class="field">
          <label for="api-key">API key</label>
          <input
            id="api-key"
            name="api-key"
            type="password"
            autocomplete="off"
            spellcheck={false}
            value={key}
            onInput={(event) => setKey(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
          />
        </div>
        <button type="submit">{busy ? "Signing in…" : "Sign in"}</button>
      </form>
      {error && (
        <div id="sign-in-error">
          <ErrorBox message={error} />
        </div>
      )}
    </>
  );
}
