/** Shown while a read is under way. */
export function Loading({ what }: { what: string }) {
  return <p class="muted">Loading {what}…</p>;
}
