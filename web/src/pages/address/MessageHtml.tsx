import type { Proofbox } from "../../../../src/client/index.js";
import { ErrorBox } from "../../components/ErrorBox.js";
import { Loading } from "../../components/Loading.js";
import { useLoad } from "../../hooks/use-load.js";

/** The messages list gives HTML for its newest 100 emails at most; older ones have none to show. */
const HTML_WINDOW = 100;
/** Emails that may have arrived since the page listed this one, pushing it down the list. */
const NEWER_SLACK = 5;

interface Props {
  inbox: Proofbox;
  address: string;
  id: string;
  /** Its place in the page's list, newest first. */
  position: number;
  subject: string;
}

/**
 * An email's HTML, read only when asked for, and shown only inside a frame with an empty sandbox:
 * no scripts, no forms, no popups, no same-origin access. The service has already removed
 * scripts, frames and media; the frame also inherits the page's policy, so nothing in it loads
 * from elsewhere and no sender learns the mail was opened. It asks for the list only down to
 * this email, so the HTML of newer emails never fills the content a list gives at once.
 */
export function MessageHtml({ inbox, address, id, position, subject }: Props) {
  const html = useLoad(async (signal) => {
    const limit = Math.min(HTML_WINDOW, position + 1 + NEWER_SLACK);
    const messages = await inbox.messages(address, { include: ["html"], limit, signal });
    return messages.find((message) => message.id === id) ?? null;
  });
  if (html.error) return <ErrorBox error={html.error} />;
  if (html.data === undefined) return <Loading what="HTML" />;
  if (html.data === null)
    return <p>This email is older than the newest {HTML_WINDOW}, whose HTML the service gives.</p>;
  if (!html.data.html)
    return html.data.html_truncated ? (
      <p>The HTML of this email was left out: the list had already given as much content as it gives at once.</p>
    ) : (
      <p>This email has no HTML part.</p>
    );
  const cut = html.data.html_truncated && <p class="muted">The HTML goes on: the service keeps its first 200 KB.</p>;
  return (
    <>
      <iframe class="mail-html" sandbox="" srcdoc={html.data.html} title={`HTML of the email ${subject}`} />
      {cut}
    </>
  );
}
