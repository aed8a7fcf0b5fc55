import type { EmailRecord, Store } from "../store/store.js";

/** An email whose HTML is safe to show: cleaned, or none. */
export type CleanEmailRecord = EmailRecord & { htmlCleaned: true };

/**
 * Emails with their HTML cleaned, for every reader that shows or reads the HTML. HTML is cleaned
 * on its first read, not on arrival (most test mail is never read as HTML), and kept cleaned;
 * cleaning is deterministic, so the answer is the same as cleaning on arrival gave, and two
 * readers racing on one email store the same value.
 */
export async function withCleanHtml(store: Store, emails: EmailRecord[]): Promise<CleanEmailRecord[]> {
  if (emails.every((email) => email.htmlCleaned)) return emails as CleanEmailRecord[];
  // Loaded on first use, so the service starts without the sanitizer.
  const { cleanHtml } = await import("../mail/clean-html.js");
  return Promise.all(
    emails.map(async (email): Promise<CleanEmailRecord> => {
      if (email.htmlCleaned) return email as CleanEmailRecord;
      const html = email.html === null ? null : cleanHtml(email.html);
      await store.emails.storeCleanHtml(email.id, html);
      return { ...email, html, htmlCleaned: true };
    }),
  );
}
