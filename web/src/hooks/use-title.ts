import { useEffect } from "preact/hooks";

/** The tab's title for the page on screen, so history entries and screen readers name it. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Proofbox`;
  }, [title]);
}
