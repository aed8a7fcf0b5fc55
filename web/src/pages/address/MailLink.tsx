import type { ComponentChildren } from "preact";
import type { MarkUsedInput } from "../../../../src/client/index.js";
import { webUrl } from "../../lib/safe-url.js";
import type { MailActions } from "./mail-actions.js";

interface Props {
  url: string;
  mark: MarkUsedInput;
  actions: MailActions;
  class?: string;
  children: ComponentChildren;
}

/**
 * A link from an email: followed only when it is http or https, in a new tab that learns nothing
 * of this page (noopener, noreferrer). Opening it marks it used. Any other scheme (an app link)
 * is null here, and the caller shows the URL as text.
 */
export function MailLink({ url, mark, actions, class: className, children }: Props) {
  const href = webUrl(url);
  if (href === null) return null;
  const opened = () => actions.opened(mark);
  return (
    <a
      href={href}
      class={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={opened}
      onAuxClick={(event) => {
        if (event.button === 1) opened();
      }}
    >
      {children}
    </a>
  );
}
