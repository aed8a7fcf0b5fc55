import { useCallback, useEffect, useState } from "preact/hooks";
import type { Address, CountResult } from "../../../../src/client/index.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { PageHeading } from "../../components/PageHeading.js";
import { useLoad } from "../../hooks/use-load.js";
import { useTitle } from "../../hooks/use-title.js";
import { watchArrivals } from "../../lib/arrivals.js";
import { isNotFound, isUnauthorized } from "../../lib/errors.js";
import { formatTime } from "../../lib/format.js";
import { useSession } from "../../session/session.js";
import { AddressFacts } from "./AddressFacts.js";
import { DeliveryPanel } from "./DeliveryPanel.js";
import { useMailActions } from "./mail-actions.js";
import { MessageList } from "./MessageList.js";
import { NewestCards } from "./NewestCards.js";

/** The newest emails the page lists (with their text, so "Show text" needs no request). */
const MESSAGE_LIMIT = 20;

/**
 * One address: the newest code and link first, then delivery, then the messages. It listens on
 * the address's stream and reads the messages, delivery and count again as mail arrives.
 */
export function AddressPage({ address }: { address: string }) {
  const session = useSession();
  const { inbox } = session;
  useTitle(address);

  const details = useLoad<Address>((signal) => inbox.getAddress(address, { signal }));
  const messages = useLoad((signal) => inbox.messages(address, { include: ["text"], limit: MESSAGE_LIMIT, signal }));
  const delivery = useLoad((signal) => inbox.delivery(address, { signal }));
  const count = useLoad<CountResult>((signal) => inbox.count(address, { signal }));

  const [announcement, setAnnouncement] = useState("");
  const [actionError, setActionError] = useState<unknown>(null);
  // A key refused while marking a code used signs out, as everywhere else.
  const fail = useCallback(
    (error: unknown) => (isUnauthorized(error) ? session.expire() : setActionError(error)),
    [session.expire],
  );
  const announce = useCallback((text: string) => {
    setActionError(null);
    // The time makes each announcement new text, so a repeated one is read out again.
    setAnnouncement(`${text} at ${formatTime(new Date())}`);
  }, []);
  const actions = useMailActions({
    inbox,
    address,
    updateMessages: messages.update,
    reloadMessages: messages.reload,
    announce,
    fail,
  });

  const { reload: reloadMessages } = messages;
  const { reload: reloadDelivery } = delivery;
  const { reload: reloadCount } = count;
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => {
      reloadMessages();
      reloadDelivery();
      reloadCount();
    };
    void watchArrivals({
      address,
      apiKey: session.apiKey,
      signal: controller.signal,
      onOpen: refresh,
      onEmail: () => {
        refresh();
        announce("New email received");
      },
      onUnauthorized: session.expire,
    });
    return () => controller.abort();
  }, [address]);

  // An unknown address: one clear error instead of one per panel.
  if (isNotFound(details.error))
    return (
      <>
        <PageHeading>{address}</PageHeading>
        <ErrorBox error={details.error} />
      </>
    );

  return (
    <>
      <PageHeading>
        <span class="visually-hidden">Address </span>
        <span class="address-title">{address}</span>
      </PageHeading>
      <div class="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      <AddressFacts address={details.data} error={details.error} count={count.data?.count} />
      {actionError ? <ErrorBox error={actionError} /> : null}
      <NewestCards messages={messages.data} error={messages.error} actions={actions} />
      <DeliveryPanel delivery={delivery.data} error={delivery.error} />
      <MessageList
        messages={messages.data}
        error={messages.error}
        limit={MESSAGE_LIMIT}
        inbox={inbox}
        address={address}
        actions={actions}
      />
    </>
  );
}
