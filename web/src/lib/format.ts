/** Times and sizes as people read them, in the browser's language and time zone. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: "medium" });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const toTheMinute = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The date and the time to the minute, apart (so a narrow column can put them on two lines); null if not a time. */
export function formatDateAndMinute(iso: string): { date: string; time: string } | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : { date: dateOnly.format(date), time: toTheMinute.format(date) };
}

export function formatTime(date: Date): string {
  return timeOnly.format(date);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Seconds with one decimal, as the run report writes them ("0.2 s"). */
export function formatSeconds(seconds: number): string {
  return `${Math.round(seconds * 10) / 10} s`;
}

/** Whether an ISO time is still ahead (such as the end of a checkout). */
export function inFuture(iso: string | undefined, now = Date.now()): iso is string {
  return iso !== undefined && new Date(iso).getTime() > now;
}
