import type { Message, Proofbox } from "../../../../src/client/index.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import type { MailActions } from "./mail-actions.js";
import { MessageItem } from "./MessageItem.js";

interface Props {
  messages: Message[] | undefined;
  error: unknown;
  limit: number;
  inbox: Proofbox;
  address: string;
  actions: MailActions;
}

/** The newest emails, newest first: who sent what, with its codes and links. */
export function MessageList({ messages, error, limit, inbox, address, actions }: Props) {
  return (
    <section class="messages" aria-labelledby="messages-heading">
      <h2 id="messages-heading">Messages</h2>
      {error ? <ErrorBox error={error} /> : null}
      {messages === undefined ? (
        !error && <Loading what="messages" />
      ) : messages.length === 0 ? (
        <p>No email has arrived yet. New mail appears here as it arrives.</p>
      ) : (
        <>
          {messages.length >= limit && <p class="muted">The newest {limit} emails.</p>}
          <ol class="message-list">
            {messages.map((message, index) => (
              <MessageItem
                key={message.id}
                message={message}
                position={index}
                inbox={inbox}
                address={address}
                actions={actions}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
