import type { Proofbox } from "../../../../src/client/index.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import { useLoad } from "../../hooks/use-load.js";

/** The messages list gives HTML for its newest 100 emails at most; older ones have none to show. */
const HTML_WINDOW = 100;

interface Props {
  inbox: Proofbox;
  address: string;
  id: string;
  subject: string;
}

/**
 * An email's HTML, read only when asked for, and shown only inside a frame with an empty sandbox:
 * no scripts, no forms, no popups, no same-origin access. The service has already removed
 * scripts, frames and media; the frame also inherits the page's policy, so nothing in it loads
 * from elsewhere and no sender learns the mail was opened.
 */
export function MessageHtml({ inbox, address, id, subject }: Props) {
  const html = useLoad(async (signal) => {
    const messages = await inbox.messages(address, { include: ["html"], limit: HTML_WINDOW, signal });
    return messages.find((message) => message.id === id) ?? null;
  });
  if (html.error) return <ErrorBox error={html.error} />;
  if (html.data === undefined) return <Loading what="HTML" />;
  if (html.data === null)
    return <p>This email is older than the newest {HTML_WINDOW}, whose HTML the service gives.</p>;
  if (!html.data.html) return <p>This email has no HTML part.</p>;
  return <iframe class="mail-html" sandbox="" srcdoc={html.data.html} title={`HTML of the email ${subject}`} />;
}
