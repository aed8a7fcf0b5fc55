import type { ComponentChildren } from "preact";

/**
 * A wide table on a narrow screen scrolls sideways inside this frame instead of widening the
 * page. The frame can take focus, so the keyboard can scroll it too; it is a group rather than
 * a region so it adds no landmark.
 */
export function TableScroll({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="table-scroll" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
