import type { ComponentChildren } from "preact";
import type { Message } from "../../../../src/client/index.js";
import { UsedBadge } from "../../components/Badge.js";
import { DateTime } from "../../components/DateTime.js";
import { Loading } from "../../components/Loading.js";
import { webUrl } from "../../lib/safe-url.js";
import { CopyButton } from "./CopyButton.js";
import type { MailActions } from "./mail-actions.js";
import { MailLink } from "./MailLink.js";
import { newestCode, newestLink, SUBTYPE_WORDS } from "./newest.js";

interface CardsProps {
  messages: Message[] | undefined;
  error: unknown;
  actions: MailActions;
}

function Card({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section class="card newest" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Where the code or link came from and when, under its value. */
function Origin({ message }: { message: Message }) {
  return (
    <p class="muted">
      {message.service ?? message.sender ?? "Unknown sender"}, <DateTime iso={message.received_at} />
    </p>
  );
}

function NewestCode({ messages, actions }: { messages: Message[]; actions: MailActions }) {
  const found = newestCode(messages);
  if (!found) return <p>No code yet.</p>;
  const { message, code } = found;
  const mark = { email_id: message.id, code: code.value };
  return (
    <>
      <p class="value-line">
        <code id="newest-code-value" class="big-value">
          {code.value}
        </code>
        {code.used && <UsedBadge />}
      </p>
      <Origin message={message} />
      <p class="actions">
        <CopyButton mark={mark} actions={actions} describedBy="newest-code-value" />
      </p>
    </>
  );
}

function NewestLink({ messages, actions }: { messages: Message[]; actions: MailActions }) {
  const found = newestLink(messages);
  if (!found) return <p>No link yet.</p>;
  const { message, link } = found;
  const mark = { email_id: message.id, link: link.url };
  return (
    <>
      <p class="value-line">
        <code id="newest-link-value" class="link-value">
          {link.url}
        </code>
        {link.used && <UsedBadge />}
      </p>
      <p class="muted">
        {SUBTYPE_WORDS[link.subtype]}
        {link.app ? " (opens an app)" : ""}
      </p>
      <Origin message={message} />
      <p class="actions">
        <CopyButton mark={mark} actions={actions} describedBy="newest-link-value" />
        {webUrl(link.url) !== null && (
          <MailLink url={link.url} mark={mark} actions={actions} class="button-link">
            Open link
          </MailLink>
        )}
      </p>
    </>
  );
}

/** The two cards at the top of an address: what a person signing up most often needs. */
export function NewestCards({ messages, error, actions }: CardsProps) {
  const body = (render: (list: Message[]) => ComponentChildren) =>
    messages !== undefined ? (
      render(messages)
    ) : error ? (
      // The error itself is shown once, in the messages section.
      <p class="muted">The mail could not be read.</p>
    ) : (
      <Loading what="mail" />
    );
  return (
    <div class="newest-cards">
      <Card id="newest-code" title="Newest code">
        {body((list) => (
          <NewestCode messages={list} actions={actions} />
        ))}
      </Card>
      <Card id="newest-link" title="Newest link">
        {body((list) => (
          <NewestLink messages={list} actions={actions} />
        ))}
      </Card>
    </div>
  );
}
