import { useEffect, useState } from "preact/hooks";
import type { NewApiKey } from "../../../../src/client/index.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { isUnauthorized } from "../../lib/errors.js";
import { useSession } from "../../session/session.js";
import {
  type FormField,
  localDateTime,
  NAME_MAX_LENGTH,
  type Problem,
  problemOf,
  readCreateForm,
} from "./create-key.js";
import { PERMISSION_HELP, PERMISSIONS, type Permission } from "./key-words.js";

interface Props {
  /** The signed-in key's permissions: a new key can have at most these. */
  own: readonly Permission[];
  onCreated: (created: NewApiKey) => void;
}

const checkboxId = (permission: Permission) => `key-permission-${permission}`;

/** The ids that describe a control: its help, and its problem when there is one. */
const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

function FieldProblem({ id, problem }: { id: string; problem: Problem | null }) {
  return problem === null ? null : (
    <span id={id} class="field-problem">
      {problem.message}
    </span>
  );
}

/**
 * Name, permissions (only those the signed-in key has, as the service allows no more) and an
 * optional expiry. The form checks what it can before asking; a problem, the service's or its
 * own, is shown beside the field it is about, which takes focus, or else in the error box.
 */
export function CreateKeyForm({ own, onCreated }: Props) {
  const session = useSession();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const offered = PERMISSIONS.filter((permission) => own.includes(permission));
  const withheld = PERMISSIONS.filter((permission) => !own.includes(permission));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  // The control a problem is about takes focus (for permissions, the first checkbox), so the
  // keyboard lands where the fix goes and a screen reader reads the problem with the label.
  useEffect(() => {
    if (!problem?.field) return;
    const first = offered[0];
    const focusIds: Record<FormField, string | undefined> = {
      name: "key-name",
      permissions: first && checkboxId(first),
      expires_at: "key-expires",
    };
    const id = focusIds[problem.field];
    if (id) document.getElementById(id)?.focus();
  }, [problem]);

  const submit = async (target: HTMLFormElement) => {
    const read = readCreateForm(new FormData(target));
    if ("problem" in read) return setProblem(read.problem);
    setBusy(true);
    setProblem(null);
    try {
      const created = await session.inbox.createKey(read.input);
      target.reset();
      onCreated(created);
    } catch (failure) {
      if (isUnauthorized(failure)) return session.expire();
      setProblem(problemOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const about = (field: FormField) => (problem?.field === field ? problem : null);
  return (
    <form
      class="key-form"
      noValidate
      aria-labelledby="create-key-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit(event.currentTarget);
      }}
    >
      <div class="field">
        <label for="key-name">Name</label>
        <input
          id="key-name"
          name="name"
          type="text"
          required
          maxLength={NAME_MAX_LENGTH}
          autocomplete="off"
          spellcheck={false}
          aria-invalid={about("name") ? true : undefined}
          aria-describedby={describedBy("key-name-help", about("name") !== null && "key-name-problem")}
        />
        <span id="key-name-help" class="field-help">
          What the key is for, such as nightly-e2e. Up to {NAME_MAX_LENGTH} characters.
        </span>
        <FieldProblem id="key-name-problem" problem={about("name")} />
      </div>

      <fieldset
        class="field choices"
        aria-describedby={describedBy(
          "key-permissions-help",
          about("permissions") !== null && "key-permissions-problem",
        )}
      >
        <legend>Permissions</legend>
        {offered.map((permission) => (
          <div class="choice" key={permission}>
            <input
              id={checkboxId(permission)}
              type="checkbox"
              name="permissions"
              value={permission}
              aria-describedby={`${checkboxId(permission)}-help`}
            />
            <label for={checkboxId(permission)}>
              <code>{permission}</code>
            </label>
            <span id={`${checkboxId(permission)}-help`} class="field-help">
              {PERMISSION_HELP[permission]}
            </span>
          </div>
        ))}
        <span id="key-permissions-help" class="field-help">
          With none, a key still creates addresses, reads mail and records runs. A key can give only the permissions it
          has itself{withheld.length > 0 ? `; yours lacks ${withheld.join(" and ")}` : ""}.
        </span>
        <FieldProblem id="key-permissions-problem" problem={about("permissions")} />
      </fieldset>

      <div class="field">
        <label for="key-expires">Expires (optional)</label>
        <input
          id="key-expires"
          name="expires_at"
          type="datetime-local"
          min={localDateTime(new Date())}
          aria-invalid={about("expires_at") ? true : undefined}
          aria-describedby={describedBy("key-expires-help", about("expires_at") !== null && "key-expires-problem")}
        />
        <span id="key-expires-help" class="field-help">
          In your time zone ({zone}). Left empty, the key never expires.
        </span>
        <FieldProblem id="key-expires-problem" problem={about("expires_at")} />
      </div>

      <div class="form-buttons">
        <button type="submit" disabled={busy}>
          {busy ? "Creating…" : "Create key"}
        </button>
      </div>
      {problem !== null && problem.field === null && <ErrorBox message={problem.message} />}
    </form>
  );
}
