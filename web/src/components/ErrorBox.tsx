import { errorMessage } from "../lib/errors.js";

/** An error answer, visible and announced (role="alert"); the service's message as text. */
export function ErrorBox({ error, message }: { error?: unknown; message?: string }) {
  return (
    <div class="error-box" role="alert">
      <p>{message ?? errorMessage(error)}</p>
    </div>
  );
}
