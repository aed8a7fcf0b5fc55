import type { Deps } from "../deps.js";
import type { EmailRecord } from "../store/store.js";

/** An email whose HTML is safe to show: cleaned, or none. */
export type CleanEmailRecord = EmailRecord & { htmlCleaned: true };

/**
 * Emails with their HTML cleaned, for every reader that shows or reads the HTML. HTML is cleaned
 * on its first read, not on arrival (most test mail is never read as HTML), on a parser worker,
 * and kept cleaned; cleaning is deterministic, so the answer is the same as cleaning on arrival
 * gave, and two readers racing on one email store the same value. HTML that cannot be cleaned
 * (its worker died on it) is not shown: this read gets none, and the next one tries again.
 */
export async function withCleanHtml(
  deps: Pick<Deps, "store" | "intake" | "logger">,
  emails: EmailRecord[],
): Promise<CleanEmailRecord[]> {
  return Promise.all(
    emails.map(async (email): Promise<CleanEmailRecord> => {
      if (email.htmlCleaned) return email as CleanEmailRecord;
      if (email.html === null) return { ...email, html: null, htmlCleaned: true };
      try {
        const { html, cut } = await deps.intake.cleanHtml(email.html);
        await deps.store.emails.storeCleanHtml(email.id, html, cut);
        return { ...email, html, htmlCleaned: true, htmlTruncated: email.htmlTruncated || cut };
      } catch (error) {
        deps.logger.warn("HTML could not be cleaned; not shown", {
          email_id: email.id,
          error: error instanceof Error ? error.message : String(error),
        });
        return { ...email, html: null, htmlCleaned: true };
      }
    }),
  );
}
