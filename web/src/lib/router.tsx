import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";

/**
 * A router of the smallest kind: the location is the browser's, links push onto the history,
 * and every component that asks for the location hears each change (a push or Back/Forward).
 */
const CHANGED = "proofbox:navigate";

export interface AppLocation {
  pathname: string;
  search: string;
}

/**
 * Whether the page on screen was reached inside the app rather than by loading it: only then
 * does focus move to its heading (after a full load the browser already starts at the top).
 */
let navigatedInApp = false;
export const reachedInApp = () => navigatedInApp;

/** The screen changed without a navigation (signed in or out): the new page's heading takes focus too. */
export function markChangedInApp(): void {
  navigatedInApp = true;
}

const current = (): AppLocation => ({ pathname: location.pathname, search: location.search });

export function navigate(href: string): void {
  history.pushState(null, "", href);
  navigatedInApp = true;
  window.scrollTo(0, 0);
  window.dispatchEvent(new Event(CHANGED));
}

export function useLocation(): AppLocation {
  const [where, setWhere] = useState(current);
  useEffect(() => {
    const pushed = () => setWhere(current());
    const popped = () => {
      navigatedInApp = true;
      setWhere(current());
    };
    window.addEventListener(CHANGED, pushed);
    window.addEventListener("popstate", popped);
    return () => {
      window.removeEventListener(CHANGED, pushed);
      window.removeEventListener("popstate", popped);
    };
  }, []);
  return where;
}

/** Whether a click asks for something else than following the link here (a new tab, a download). */
const wantsBrowserDefault = (event: MouseEvent) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface LinkProps {
  href: string;
  class?: string;
  current?: boolean;
  children: ComponentChildren;
}

/** A link to a page of the app: a real <a href> (so it opens in a new tab too), followed in place. */
export function Link({ href, class: className, current: isCurrent, children }: LinkProps) {
  return (
    <a
      href={href}
      class={className}
      aria-current={isCurrent ? "page" : undefined}
      onClick={(event) => {
        if (wantsBrowserDefault(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
