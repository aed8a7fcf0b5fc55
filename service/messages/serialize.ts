import { codeKey, linkKey } from "../inbox/match-items.js";
import type { EmailRecord } from "../store/store.js";
import { MESSAGES_CONTENT_MAX_BYTES } from "../limits.js";
import type { Message } from "../wire/messages.js";

/**
 * How much content a message list still gives: at most MESSAGES_CONTENT_MAX_BYTES in all, so
 * that a list of large emails can never make an answer of hundreds of megabytes.
 */
export class ContentBudget {
  private left = MESSAGES_CONTENT_MAX_BYTES;

  /** Whether `text` still fits, taking its room when it does. */
  take(text: string): boolean {
    const bytes = Buffer.byteLength(text);
    if (bytes > this.left) return false;
    this.left -= bytes;
    return true;
  }
}

/** A text as the list gives it: whole, cut on arrival, or left out when the budget is spent. */
function content(
  text: string | null,
  truncated: boolean,
  budget: ContentBudget,
): { value: string | null; truncated: boolean } {
  if (text === null || budget.take(text)) return { value: text, truncated };
  return { value: null, truncated: true };
}

/**
 * One item of GET /messages. Everything but the content is always there; the sender-written
 * content (subject, text, html) only when `include` asks for it, because it is untrusted.
 */
export function toMessage(email: EmailRecord, include: ReadonlySet<"text" | "html">, budget: ContentBudget): Message {
  // The sender's HTML is never shown as it is: an email read with html goes through withCleanHtml.
  if (include.has("html") && !email.htmlCleaned) throw new Error("HTML asked for before it was cleaned");
  const used = new Set(email.used);
  return {
    id: email.id,
    received_at: email.receivedAt.toISOString(),
    recipient: email.recipient,
    sender: email.fromAddress ?? email.envelopeFrom,
    service: email.service,
    service_domain: email.serviceDomain,
    expires_at: email.expiresAt?.toISOString() ?? null,
    size_bytes: email.sizeBytes,
    reading: email.reading ?? "complete",
    codes: email.codes.map((code) => ({
      value: code.value,
      subtype: code.subtype,
      used: used.has(codeKey(code.value)),
    })),
    links: email.links.map((link) => ({
      url: link.url,
      subtype: link.subtype,
      app: link.app,
      used: used.has(linkKey(link.url)),
    })),
    ...(include.size > 0 ? { subject: email.subject } : {}),
    ...(include.has("text") ? textFields(email, budget) : {}),
    ...(include.has("html") ? htmlFields(email, budget) : {}),
  };
}

function textFields(email: EmailRecord, budget: ContentBudget) {
  const text = content(email.text, email.textTruncated, budget);
  return { text: text.value, text_truncated: text.truncated };
}

function htmlFields(email: EmailRecord, budget: ContentBudget) {
  const html = content(email.html, email.htmlTruncated, budget);
  return { html: html.value, html_truncated: html.truncated };
}
