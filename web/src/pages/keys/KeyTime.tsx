import { formatDateAndMinute } from "../../lib/format.js";

/**
 * A time in the keys table: to the minute, as the service records a key's last use, with the
 * exact ISO time in the markup. The date and the time each stay whole, so a narrow column puts
 * them on two lines rather than breaking inside either.
 */
export function KeyTime({ iso }: { iso: string }) {
  const parts = formatDateAndMinute(iso);
  return (
    <time dateTime={iso} class="key-time">
      {parts === null ? (
        iso
      ) : (
        <>
          <span>{parts.date}</span> <span>{parts.time}</span>
        </>
      )}
    </time>
  );
}
