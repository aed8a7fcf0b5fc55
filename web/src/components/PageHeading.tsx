import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { reachedInApp } from "../lib/router.js";

/**
 * The page's h1. After a navigation inside the app it takes focus, so a screen reader announces
 * the new page and the next Tab starts from its top, as after a full page load.
 */
export function PageHeading({ children }: { children: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reachedInApp()) heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
