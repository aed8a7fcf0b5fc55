import type { EmailMeta, ReadingIssue } from "../store/store.js";
import { plural } from "./refusals.js";

/** Why emails of each kind were not read, as a hint says it. */
const WHY: Record<ReadingIssue, string> = {
  timed_out:
    "took longer to read than the parse timeout allows (setting parse_timeout_ms): it is very large, or its HTML is built to slow readers down (nested thousands deep, or hundreds of thousands of elements)",
  unreadable:
    "could not be read: its MIME structure is past what the parser accepts (such as more than 1,000 parts, or a header section over 1 MB)",
};

/**
 * One sentence per kind of email that was stored without being read in full: it counts as
 * arrived, but no code or link was looked for in it. `emails` come newest first.
 */
export function describeUnread(emails: readonly EmailMeta[]): string[] {
  const sentences: string[] = [];
  for (const issue of Object.keys(WHY) as ReadingIssue[]) {
    const unread = emails.filter((email) => email.reading === issue);
    const last = unread[0];
    if (!last) continue;
    sentences.push(
      `${plural(unread.length, "email")} (the last at ${last.receivedAt.toISOString()}) ${WHY[issue]}; ${unread.length === 1 ? "it was" : "they were"} stored without content, codes or links.`,
    );
  }
  return sentences;
}
