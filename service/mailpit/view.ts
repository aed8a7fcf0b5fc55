import addressparser from "nodemailer/lib/addressparser/index.js";
import { cutToBytes } from "../lib/utf8-cut.js";
import type { MailboxEntry } from "../store/store.js";
import { cleanText, type Searchable } from "./search.js";

/**
 * An email as Mailpit's API v1 shows it (field names, types and forms as Mailpit documents them;
 * docs/mailpit.md says where Proofbox differs). Built from what the store keeps of the email.
 */

export interface MailpitAddress {
  Name: string;
  Address: string;
}

/**
 * The addresses of an address header as kept: decoded on arrival into a plain list
 * (mime-reader.ts, plainAddressList), so nodemailer's small address parser reads it here and the
 * main thread never loads a MIME decoder.
 */
export function addressesOf(header: string | undefined): MailpitAddress[] {
  if (!header) return [];
  return addressparser(header, { flatten: true }).map((entry) => ({ Name: entry.name, Address: entry.address }));
}

/** Who an email went to, as Mailpit splits it: To, Cc, and Bcc for a recipient named by neither. */
export function recipientsOf(entry: MailboxEntry): {
  To: MailpitAddress[];
  Cc: MailpitAddress[];
  Bcc: MailpitAddress[];
} {
  const to = addressesOf(entry.headers.to);
  const cc = addressesOf(entry.headers.cc);
  const recipient = entry.recipient.toLowerCase();
  const named = [...to, ...cc].some((address) => address.Address.toLowerCase() === recipient);
  return { To: to, Cc: cc, Bcc: named ? [] : [{ Name: "", Address: entry.recipient }] };
}

export const fromOf = (entry: MailboxEntry): MailpitAddress => ({
  Name: entry.fromName ?? "",
  Address: entry.fromAddress ?? "",
});

export const messageIdOf = (entry: MailboxEntry): string =>
  (entry.headers["message-id"] ?? "").trim().replace(/^<|>$/g, "");

/** Mailpit's snippet: the body text on one line, cut to 200 bytes with "..." after a cut. */
export function snippetOf(text: string | undefined): string {
  if (!text) return "";
  const line = text
    .replace(/\uFEFF/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const { text: kept, cut } = cutToBytes(line, 200);
  return cut ? `${kept}...` : kept;
}

/** One entry of GET /api/v1/messages and /api/v1/search. */
export function listItem(entry: MailboxEntry, text: string | undefined) {
  return {
    ID: entry.id,
    MessageID: messageIdOf(entry),
    Read: entry.readAt !== null,
    From: fromOf(entry),
    ...recipientsOf(entry),
    ReplyTo: addressesOf(entry.headers["reply-to"]),
    Subject: entry.subject ?? "",
    Created: entry.receivedAt.toISOString(),
    Tags: entry.tags,
    Size: entry.sizeBytes,
    Attachments: entry.attachments,
    Snippet: snippetOf(text),
  };
}

/** An address list as search terms read it: "name address" per address. */
const searchableList = (addresses: readonly MailpitAddress[]) =>
  addresses.map((address) => `${address.Name} ${address.Address}`).join(" ");

/** The email as search.ts matches terms against it. */
export function searchableOf(entry: MailboxEntry, text: () => string): Searchable {
  const recipients = recipientsOf(entry);
  const from = searchableList([fromOf(entry)]);
  const to = searchableList(recipients.To);
  const cc = searchableList(recipients.Cc);
  const bcc = searchableList(recipients.Bcc);
  const replyTo = searchableList(addressesOf(entry.headers["reply-to"]));
  const subject = entry.subject ?? "";
  let searchText: string | undefined;
  return {
    from,
    to,
    cc,
    bcc,
    replyTo,
    subject,
    messageId: messageIdOf(entry),
    tags: entry.tags.map((tag) => cleanText(tag)),
    read: entry.readAt !== null,
    attachments: entry.attachments,
    inlineParts: entry.inlineParts,
    receivedAt: entry.receivedAt.getTime(),
    sizeBytes: entry.sizeBytes,
    searchText() {
      // Worked out once per email, however many plain words the query has.
      searchText ??= cleanText([from, to, cc, bcc, replyTo, subject, text()].join(" "));
      return searchText;
    },
  };
}

/**
 * The List-Unsubscribe summary Mailpit gives: the header, its links (at most one mailto: and one
 * http(s): link, each in <>), and what is wrong with it, comma-separated.
 */
export function listUnsubscribeOf(headers: Record<string, string>) {
  const header = headers["list-unsubscribe"] ?? "";
  const links: string[] = [];
  const errors: string[] = [];
  if (header) {
    let mailto = 0;
    let web = 0;
    for (const raw of header.split(",").map((item) => item.trim())) {
      if (!raw) continue;
      const enclosed = /^<(.+)>$/.exec(raw);
      if (!enclosed) {
        errors.push(`"${raw}" should be enclosed in <>`);
        continue;
      }
      const link = (enclosed[1] ?? "").trim();
      if (/^mailto:/i.test(link)) mailto++;
      else if (/^https?:\/\//i.test(link)) web++;
      else {
        errors.push(`"${link}" should start with either http(s):// or mailto:`);
        continue;
      }
      links.push(link);
    }
    if (mailto > 1 || web > 1) errors.push("should include a maximum of one email and one HTTP link");
  }
  return {
    Header: header,
    Links: links,
    Errors: errors.join(", "),
    HeaderPost: header ? (headers["list-unsubscribe-post"] ?? "") : "",
  };
}
