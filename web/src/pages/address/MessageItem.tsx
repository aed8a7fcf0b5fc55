import { useState } from "preact/hooks";
import type { Message, Proofbox } from "../../../../src/client/index.js";
import { UsedBadge } from "../../components/Badge.js";
import { DateTime } from "../../components/DateTime.js";
import { formatBytes } from "../../lib/format.js";
import { webUrl } from "../../lib/safe-url.js";
import { CopyButton } from "./CopyButton.js";
import type { MailActions } from "./mail-actions.js";
import { MailLink } from "./MailLink.js";
import { MessageHtml } from "./MessageHtml.js";
import { SUBTYPE_WORDS } from "./newest.js";

interface Props {
  message: Message;
  /** Its place in the list, newest first: how far down the service's list its HTML is. */
  position: number;
  inbox: Proofbox;
  address: string;
  actions: MailActions;
}

/** Why an email was not read, as the page says it. */
const NOT_READ: Record<Exclude<Message["reading"], "complete">, string> = {
  timed_out: "Not read: it took longer to read than the service allows, so no code or link was looked for in it.",
  unreadable: "Not read: its structure is past what the service reads, so no code or link was looked for in it.",
};

/** Everything in it was written by the sender: it is rendered as text, the HTML only in a sandbox. */
export function MessageItem({ message, position, inbox, address, actions }: Props) {
  const [showText, setShowText] = useState(false);
  const [showHtml, setShowHtml] = useState(false);
  const id = `message-${message.id}`;
  const subject = message.subject ?? "(no subject)";
  return (
    <li>
      <article class="message" aria-labelledby={`${id}-subject`}>
        <h3 id={`${id}-subject`}>{subject}</h3>
        <dl class="facts compact">
          <div>
            <dt>Received</dt>
            <dd>
              <DateTime iso={message.received_at} />
            </dd>
          </div>
          <div>
            <dt>Service</dt>
            <dd>{message.service ?? "unknown"}</dd>
          </div>
          <div>
            <dt>From</dt>
            <dd>{message.sender ?? "unknown"}</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{formatBytes(message.size_bytes)}</dd>
          </div>
        </dl>
        {message.reading !== "complete" && <p class="notice">{NOT_READ[message.reading]}</p>}

        {message.codes.length > 0 && (
          <>
            <h4>Codes</h4>
            <ul class="found-list">
              {message.codes.map((code, index) => (
                <li key={code.value}>
                  <code id={`${id}-code-${index}`}>{code.value}</code>{" "}
                  <span class="muted">{SUBTYPE_WORDS[code.subtype]}</span> {code.used && <UsedBadge />}{" "}
                  <CopyButton
                    mark={{ email_id: message.id, code: code.value }}
                    actions={actions}
                    describedBy={`${id}-code-${index}`}
                  />
                </li>
              ))}
            </ul>
          </>
        )}

        {message.links.length > 0 && (
          <>
            <h4>Links</h4>
            <ul class="found-list">
              {message.links.map((link, index) => {
                const mark = { email_id: message.id, link: link.url };
                const valueId = `${id}-link-${index}`;
                return (
                  <li key={link.url}>
                    <span id={valueId} class="link-value">
                      {webUrl(link.url) !== null ? (
                        <MailLink url={link.url} mark={mark} actions={actions}>
                          {link.url}
                        </MailLink>
                      ) : (
                        // Not a web link (an app link): shown, never followed from here.
                        <code>{link.url}</code>
                      )}
                    </span>{" "}
                    <span class="muted">
                      {SUBTYPE_WORDS[link.subtype]}
                      {link.app ? ", opens an app" : ""}
                    </span>{" "}
                    {link.used && <UsedBadge />} <CopyButton mark={mark} actions={actions} describedBy={valueId} />
                  </li>
                );
              })}
            </ul>
          </>
        )}

        <p class="actions">
          <button
            type="button"
            class="button-secondary"
            aria-expanded={showText}
            aria-controls={`${id}-text`}
            onClick={() => setShowText(!showText)}
          >
            {showText ? "Hide text" : "Show text"}
          </button>
          <button
            type="button"
            class="button-secondary"
            aria-expanded={showHtml}
            aria-controls={`${id}-html`}
            onClick={() => setShowHtml(!showHtml)}
          >
            {showHtml ? "Hide HTML" : "Show HTML"}
          </button>
        </p>
        <div id={`${id}-text`}>
          {showText &&
            (message.text ? (
              <>
                {/* Focusable, so the keyboard can scroll a long text. */}
                <pre class="mail-text" tabIndex={0} role="group" aria-label={`Text of the email ${subject}`}>
                  {message.text}
                </pre>
                {message.text_truncated && <p class="muted">The text goes on: the service keeps its first 200 KB.</p>}
              </>
            ) : message.text_truncated ? (
              <p>The text of this email was left out: the list had already given as much text as it gives at once.</p>
            ) : (
              <p>This email has no text part.</p>
            ))}
        </div>
        <div id={`${id}-html`}>
          {showHtml && (
            <MessageHtml inbox={inbox} address={address} id={message.id} position={position} subject={subject} />
          )}
        </div>
      </article>
    </li>
  );
}
