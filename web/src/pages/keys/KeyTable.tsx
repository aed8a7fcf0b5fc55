import type { ApiKey } from "../../../../src/client/index.js";
import { Badge } from "../../components/Badge.js";
import { TableScroll } from "../../components/TableScroll.js";
import { Tags } from "../../components/Tags.js";
import { REVOKED_BY_CONFIGURATION, SOURCE_WORDS, STATE_TONES } from "./key-words.js";
import { KeyTime } from "./KeyTime.js";
import { RevokeControl } from "./RevokeControl.js";

interface Props {
  keys: ApiKey[];
  /** The id of the key this tab is signed in with, when the browser could work it out. */
  ownId: string | null;
  onRevoke: (key: ApiKey) => Promise<boolean>;
}

/** Another key named by its id (created_by, revoked_by): its name too when it is in the list. */
function KeyRef({ id, keys }: { id: string; keys: ApiKey[] }) {
  const name = keys.find((key) => key.id === id)?.name;
  return name === undefined ? (
    <code>{id}</code>
  ) : (
    <>
      {name}{" "}
      <span class="key-id">
        (<code>{id}</code>)
      </span>
    </>
  );
}

/** The state in words; for a revoked key, when and by whom too. */
function State({ apiKey, keys }: { apiKey: ApiKey; keys: ApiKey[] }) {
  const { revoked_at: at, revoked_by: by } = apiKey;
  return (
    <>
      <Badge tone={STATE_TONES[apiKey.state]}>{apiKey.state}</Badge>
      {at !== null && (
        <span class="cell-note">
          <KeyTime iso={at} />
          {by !== null && (
            <>
              {" "}
              by{" "}
              {by === REVOKED_BY_CONFIGURATION ? (
                "the configuration file, which no longer names it"
              ) : (
                <KeyRef id={by} keys={keys} />
              )}
            </>
          )}
        </span>
      )}
    </>
  );
}

/**
 * The project's keys, newest first, never their secrets. A key that no longer opens the API
 * (revoked or expired) is a greyed row, and says so in words in its state, with when and by whom
 * it was revoked. The id goes under the name (names need not be unique; the id is): eight
 * columns fit a desktop's width.
 */
export function KeyTable({ keys, ownId, onRevoke }: Props) {
  return (
    <TableScroll label="API keys">
      <table class="key-table">
        <thead>
          <tr>
            <th scope="col">Name and ID</th>
            <th scope="col">Permissions</th>
            <th scope="col">Source</th>
            <th scope="col">State</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} class={key.state === "active" ? undefined : "inactive"}>
              <th scope="row" class="key-name">
                {key.name}
                <span class="cell-note">
                  <code>{key.id}</code>
                  {key.id === ownId && ", signed in here"}
                </span>
              </th>
              <td>
                <Tags tags={key.permissions} />
              </td>
              <td>{SOURCE_WORDS[key.source]}</td>
              <td>
                <State apiKey={key} keys={keys} />
              </td>
              <td>
                <KeyTime iso={key.created_at} />
                {key.created_by !== null && (
                  <span class="cell-note">
                    by <KeyRef id={key.created_by} keys={keys} />
                  </span>
                )}
              </td>
              <td>{key.last_used_at === null ? "never" : <KeyTime iso={key.last_used_at} />}</td>
              <td>{key.expires_at === null ? "never" : <KeyTime iso={key.expires_at} />}</td>
              <td>
                <RevokeControl apiKey={key} own={key.id === ownId} onRevoke={onRevoke} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
