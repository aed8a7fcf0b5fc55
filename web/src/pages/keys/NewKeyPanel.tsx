import { useEffect, useRef, useState } from "preact/hooks";
import type { NewApiKey } from "../../../../src/client/index.js";
import { CopyButton } from "../../components/CopyButton.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { copyText } from "../../lib/clipboard.js";

interface Props {
  created: NewApiKey;
  /** Says "Key copied" in the page's live region (the button's own "Copied" is hidden from screen readers). */
  onCopied: () => void;
  onDone: () => void;
}

/**
 * A new key's secret, the one time the service gives it. It lives in the page's memory only:
 * never in the URL, storage or a log, and gone once "Done" is pressed or the page is left. The
 * heading takes focus when the panel appears, so a screen reader reads it first.
 */
export function NewKeyPanel({ created, onCopied, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copyError, setCopyError] = useState<unknown>(null);
  useEffect(() => {
    heading.current?.focus();
    setCopyError(null);
  }, [created.id]);

  const copy = async () => {
    try {
      await copyText(created.secret);
    } catch (error) {
      setCopyError(error);
      return false;
    }
    setCopyError(null);
    onCopied();
    return true;
  };

  return (
    <section class="card new-key" aria-labelledby="new-key-heading">
      <h2 id="new-key-heading" ref={heading} tabIndex={-1}>
        New key {created.name}
      </h2>
      <p>
        <strong>Copy the key now: it will not be shown again.</strong> The service keeps only its digest, so nobody can
        read it back later; if it is lost, revoke it and create another.
      </p>
      <p class="value-line">
        <code class="secret-value">{created.secret}</code>
        <CopyButton label="Copy key" copy={copy} />
      </p>
      {copyError ? <ErrorBox error={copyError} /> : null}
      <p>
        <button type="button" class="button-secondary" onClick={onDone}>
          Done
        </button>
      </p>
    </section>
  );
}
