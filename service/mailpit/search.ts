/**
 * Mailpit's search syntax (https://mailpit.axllent.org/docs/usage/search-filters/), read the way
 * Mailpit reads it: words split on spaces outside double quotes, every term must hold (there is
 * no OR), a leading "-" or "!" negates a term, and matching is case-insensitive substring
 * matching, except tag: (the whole tag). docs/mailpit.md lists the filters.
 */

/** The text fields a term can name; "text" is a plain word, matched against all of them and the body. */
type TextField = "text" | "to" | "from" | "cc" | "bcc" | "reply-to" | "addressed" | "subject" | "message-id";

export type SearchTerm = { negated: boolean } & (
  | { kind: "text"; field: TextField; value: string }
  | { kind: "tag"; value: string }
  | { kind: "read"; read: boolean }
  | { kind: "tagged" }
  | { kind: "attachment" }
  | { kind: "inline" }
  | { kind: "after" | "before"; at: number }
  | { kind: "larger" | "smaller"; bytes: number }
);

/** What a term is matched against: an email as the Mailpit API shows it, and its body text. */
export interface Searchable {
  from: string;
  to: string;
  cc: string;
  bcc: string;
  replyTo: string;
  subject: string;
  messageId: string;
  /** Lower case, as the search compares. */
  tags: string[];
  read: boolean;
  attachments: number;
  inlineParts: number;
  receivedAt: number;
  sizeBytes: number;
  /**
   * What a plain word is looked for in, cleaned as the word is: the sender, recipients, subject
   * and body text. Read only when a plain word asks for it.
   */
  searchText: () => string;
}

/** At most this many terms are read from one query: a query is typed by a person or a test. */
const MAX_TERMS = 50;

const TEXT_FIELDS = new Set<string>(["to", "from", "cc", "bcc", "reply-to", "addressed", "subject", "message-id"]);

/** Mailpit's cleanString: separators become spaces, runs of space one, lower case. */
export function cleanText(value: string): string {
  return value
    .replace(/[\r\n\t<>",;()]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Words of a query: split on spaces outside double quotes, the quotes removed. */
function tokens(query: string): string[] {
  const found: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of query) {
    if (char === '"') quoted = !quoted;
    else if (char === " " && !quoted) {
      if (current) found.push(current);
      current = "";
    } else current += char;
  }
  if (current) found.push(current);
  return found.slice(0, MAX_TERMS);
}

const SIZE = /^(\d+(?:\.\d+)?)\s?(b|k|kb|m|mb)?$/;

function bytesOf(value: string): number | null {
  const match = SIZE.exec(value.toLowerCase());
  if (!match) return null;
  const unit = match[2] ?? "b";
  const scale = unit.startsWith("m") ? 1024 * 1024 : unit.startsWith("k") ? 1024 : 1;
  return Math.round(Number(match[1]) * scale);
}

/**
 * A date of before:/after:, in the time zone `tz` (an IANA name, checked by the route; UTC when absent): an
 * ISO date or date-time, or what chrono reads ("2024-05-01 13:00", "May 1 2024", "yesterday").
 * A date alone is its midnight. Null when it is no date.
 */
async function timeOf(value: string, tz: string | undefined, now: Date): Promise<number | null> {
  const offsetMinutes = (at: Date) => zoneOffsetMinutes(tz, at);
  // Loaded only when a query has a date: chrono and its locales are 14 MB the main thread
  // otherwise never needs.
  const chrono = await import("chrono-node");
  const parsed = chrono.parseDate(value, { instant: now, timezone: offsetMinutes(now) }, { forwardDate: false });
  if (!parsed) return null;
  // chrono reads a date alone as noon: Mailpit means the start of that day.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    const [year, month, day] = value.split("-").map(Number) as [number, number, number];
    const midnightUtc = Date.UTC(year, month - 1, day);
    return midnightUtc - offsetMinutes(new Date(midnightUtc)) * 60_000;
  }
  return parsed.getTime();
}

/** The offset of `tz` from UTC at `at`, in minutes (0 without one). */
function zoneOffsetMinutes(tz: string | undefined, at: Date): number {
  if (!tz) return 0;
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }).formatToParts(at);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
    return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  } catch {
    return 0;
  }
}

/** Whether `tz` names a time zone this runtime knows. */
export function knownZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Reads a query into its terms. A date that is no date is left out, as Mailpit leaves it out. */
export async function parseSearch(query: string, options: { tz?: string; now: Date }): Promise<SearchTerm[]> {
  const terms: SearchTerm[] = [];
  for (const token of tokens(query)) {
    const negated = token.length > 1 && (token.startsWith("-") || token.startsWith("!"));
    const word = negated ? token.slice(1) : token;
    if (cleanText(word) === "") continue;
    const colon = word.indexOf(":");
    const key = colon > 0 ? word.slice(0, colon).toLowerCase() : "";
    const value = colon > 0 ? word.slice(colon + 1) : word;
    const plain = (): SearchTerm => ({ negated, kind: "text", field: "text", value: cleanText(word) });
    if (TEXT_FIELDS.has(key)) {
      // subject: is matched as written (case aside); the others as Mailpit cleans them.
      const wanted = key === "subject" ? value.toLowerCase() : cleanText(value);
      if (wanted !== "") terms.push({ negated, kind: "text", field: key as TextField, value: wanted });
    } else if (key === "tag") {
      terms.push({ negated, kind: "tag", value: cleanText(value) });
    } else if (key === "is") {
      const state = value.toLowerCase();
      if (state === "read" || state === "unread") terms.push({ negated, kind: "read", read: state === "read" });
      else if (state === "tagged") terms.push({ negated, kind: "tagged" });
      else terms.push(plain());
    } else if (key === "has") {
      const what = value.toLowerCase();
      if (what === "attachment" || what === "attachments") terms.push({ negated, kind: "attachment" });
      else if (what === "inline" || what === "inlines") terms.push({ negated, kind: "inline" });
      else terms.push(plain());
    } else if (key === "before" || key === "after") {
      const at = await timeOf(value, options.tz, options.now);
      if (at !== null) terms.push({ negated, kind: key, at });
    } else if (key === "larger" || key === "smaller") {
      const bytes = bytesOf(value);
      terms.push(bytes === null ? plain() : { negated, kind: key, bytes });
    } else {
      terms.push(plain());
    }
  }
  return terms;
}

/** Whether a term reads the body text (only plain words do). */
export const readsText = (terms: readonly SearchTerm[]) =>
  terms.some((term) => term.kind === "text" && term.field === "text");

function holds(term: SearchTerm, email: Searchable): boolean {
  switch (term.kind) {
    case "text": {
      const { value } = term;
      switch (term.field) {
        case "subject":
          return email.subject.toLowerCase().includes(value);
        case "message-id":
          return email.messageId.toLowerCase().includes(value);
        case "addressed":
          return [email.to, email.from, email.cc, email.bcc, email.replyTo].some((field) =>
            cleanText(field).includes(value),
          );
        case "text":
          return email.searchText().includes(value);
        default:
          return cleanText(email[term.field === "reply-to" ? "replyTo" : term.field]).includes(value);
      }
    }
    case "tag":
      return email.tags.includes(term.value);
    case "read":
      return email.read === term.read;
    case "tagged":
      return email.tags.length > 0;
    case "attachment":
      return email.attachments > 0;
    case "inline":
      return email.inlineParts > 0;
    case "after":
      return email.receivedAt >= term.at;
    case "before":
      return email.receivedAt <= term.at;
    case "larger":
      return email.sizeBytes > term.bytes;
    case "smaller":
      return email.sizeBytes < term.bytes;
  }
}

/**
 * Mailpit negates a bound by its opposite, not its complement: -larger:10kb is "smaller than
 * 10 KB" (exactly 10 KB is neither), -after:X is "before X", each end included.
 */
const OPPOSITE = { larger: "smaller", smaller: "larger", after: "before", before: "after" } as const;

/** Whether every term holds for the email (a negated term must not). */
export function matches(terms: readonly SearchTerm[], email: Searchable): boolean {
  return terms.every((term) => {
    if (term.negated && term.kind in OPPOSITE) {
      const bound = term as Extract<SearchTerm, { kind: keyof typeof OPPOSITE }>;
      return holds({ ...bound, kind: OPPOSITE[bound.kind], negated: false } as SearchTerm, email);
    }
    return holds(term, email) !== term.negated;
  });
}
