import { formatDateTime } from "../lib/format.js";

/** A time for people, with the exact ISO time in the markup. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
