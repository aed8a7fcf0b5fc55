import { useEffect, useRef, useState } from "preact/hooks";
import type { ApiKey } from "../../../../src/client/index.js";

interface Props {
  apiKey: ApiKey;
  /** The key this tab is signed in with: revoking it signs out. */
  own: boolean;
  /** Revokes the key; false when the service refused (the page shows why). */
  onRevoke: (key: ApiKey) => Promise<boolean>;
}

type Step = "idle" | "confirming" | "revoking" | "revoked";

/** What happens after a yes, said before it, so nobody is surprised. */
function consequence(apiKey: ApiKey, own: boolean): string {
  if (own) return " You are signed in with it: the app will sign you out.";
  if (apiKey.source === "config") return " It stays revoked even though the configuration file still names it.";
  return "";
}

/**
 * "Revoke", then an inline "Revoke name? Yes / Cancel" in its place (no window.confirm, which
 * blocks the page and cannot be styled). Focus moves to Cancel, so a second Enter changes
 * nothing; Cancel brings it back to Revoke, and after a revocation it rests on the word
 * "Revoked" where the buttons were, so the keyboard never drops to the top of the page.
 */
export function RevokeControl({ apiKey, own, onRevoke }: Props) {
  const [step, setStep] = useState<Step>("idle");
  const revokeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const revokedNote = useRef<HTMLSpanElement>(null);
  /** Whether focus was in this control when its step changed (and so should stay in it). */
  const keepFocus = useRef(false);

  useEffect(() => {
    if (!keepFocus.current) return;
    if (step === "confirming") cancelButton.current?.focus();
    else if (step === "idle") revokeButton.current?.focus();
    else if (step === "revoked") revokedNote.current?.focus();
  }, [step]);

  const go = (next: Step) => {
    keepFocus.current = true;
    setStep(next);
  };

  if (step === "revoked")
    return (
      <span ref={revokedNote} tabIndex={-1} class="muted">
        Revoked
      </span>
    );
  if (apiKey.state !== "active") return null;
  if (step === "idle")
    return (
      <button ref={revokeButton} type="button" class="button-secondary" onClick={() => go("confirming")}>
        Revoke<span class="visually-hidden"> {apiKey.name}</span>
      </button>
    );

  const question = `revoke-question-${apiKey.id}`;
  return (
    <div class="confirm" role="group" aria-labelledby={question}>
      <span id={question}>
        Revoke {apiKey.name}?{consequence(apiKey, own)}
      </span>
      <span class="confirm-buttons">
        <button
          type="button"
          class="button-danger"
          disabled={step === "revoking"}
          onClick={() => {
            setStep("revoking");
            void onRevoke(apiKey).then((revoked) => go(revoked ? "revoked" : "idle"));
          }}
        >
          {step === "revoking" ? "Revoking…" : "Yes, revoke"}
        </button>
        <button
          ref={cancelButton}
          type="button"
          class="button-secondary"
          disabled={step === "revoking"}
          onClick={() => go("idle")}
        >
          Cancel
        </button>
      </span>
    </div>
  );
}
