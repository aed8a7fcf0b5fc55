import { useEffect, useState } from "preact/hooks";
import type { MarkUsedInput } from "../../../../src/client/index.js";
import type { MailActions } from "./mail-actions.js";

interface Props {
  mark: MarkUsedInput;
  actions: MailActions;
  /** The id of the element showing the value, which describes the button to screen readers. */
  describedBy?: string;
}

const SHOWN_MS = 2500;

/**
 * "Copy code" or "Copy link". A short "Copied" appears beside it for sighted users; the page's
 * live region says the same to screen readers, so this one is hidden from them.
 */
export function CopyButton({ mark, actions, describedBy }: Props) {
  const what = mark.code !== undefined ? "Code" : "Link";
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span class="copy">
      <button
        type="button"
        class="button-secondary"
        aria-describedby={describedBy}
        onClick={() => {
          void actions.copy(mark, what).then(setCopied);
        }}
      >
        {what === "Code" ? "Copy code" : "Copy link"}
      </button>
      {copied && (
        <span class="copied" aria-hidden="true">
          Copied
        </span>
      )}
    </span>
  );
}
