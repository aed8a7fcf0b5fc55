import { useEffect, useState } from "preact/hooks";

interface Props {
  label: string;
  /** Copies (and does whatever else copying means on the page); false when it failed. */
  copy: () => Promise<boolean>;
  /** The id of the element showing the value, which describes the button to screen readers. */
  describedBy?: string;
}

const SHOWN_MS = 2500;

/**
 * A copy button. A short "Copied" appears beside it for sighted users; the page's live region
 * says the same to screen readers, so this one is hidden from them.
 */
export function CopyButton({ label, copy, describedBy }: Props) {
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
          void copy().then(setCopied);
        }}
      >
        {label}
      </button>
      {copied && (
        <span class="copied" aria-hidden="true">
          Copied
        </span>
      )}
    </span>
  );
}
