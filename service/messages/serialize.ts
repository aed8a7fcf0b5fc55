import { codeKey, linkKey } from "../inbox/match-items.js";
import type { EmailRecord } from "../store/store.js";
import type { Message } from "../wire/messages.js";

/**
 * One item of GET /messages. Everything but the content is always there; the sender-written
 * content (subject, text, html) only when `include` asks for it, because it is untrusted.
 */
export function toMessage(email: EmailRecord, include: ReadonlySet<"text" | "html">): Message {
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
    ...(include.has("text") ? { text: email.text } : {}),
    ...(include.has("html") ? { html: email.html } : {}),
  };
}
