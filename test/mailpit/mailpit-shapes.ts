/*
 * Response shapes of Mailpit's REST API v1, written as zod schemas so tests can
 * check that our Mailpit-compatible surface answers with the same JSON.
 *
 * Where these come from (read from the upstream project, axllent/mailpit):
 *   - the published OpenAPI 2.0 document server/ui/api/v1/swagger.json
 *     (snapshot at commit 1400936, which already has messages_unread and the
 *     Search field of PUT /api/v1/messages);
 *   - the Go structs that produce the JSON in the newest upstream sources that
 *     were available (stdlib-router era, post v1.27): internal/storage/structs.go
 *     (Message, MessageSummary, Attachment incl. Checksums, ListUnsubscribe,
 *     Username), server/apiv1/messages.go (MessagesSummary, incl. the legacy
 *     `count`), server/apiv1/swaggerResponses.go (web UI config, send
 *     confirmation), internal/stats/stats.go (AppInformation),
 *     internal/linkcheck, internal/htmlcheck, internal/spamassassin and
 *     internal/smtpd/chaos;
 *   - the type declarations of the published npm client `mailpit-api` 2.1.0.
 *
 * Notes on the choices made here:
 *   - Go's encoding/json emits every field of these structs (none use
 *     omitempty), so every field is required unless marked otherwise below.
 *   - Timestamps are Go time.Time values, i.e. RFC 3339 with optional fractional
 *     seconds and either "Z" or a numeric offset (the server's local zone for
 *     Created, the header's own zone for Date).
 *   - Only SpamAssassinResponse.Rules is nullable: Mailpit leaves it nil (JSON
 *     null) when the check failed and Error is set.
 *   - `Username` (message list entries and message summary) only exists in
 *     recent Mailpit releases, and `usernames` on MessagesSummary only in the
 *     newest development sources, so both are optional.
 */
import { z } from "zod";

/** A date-time as Go's encoding/json writes a time.Time (RFC 3339, any zone). */
const GoTime = z.iso.datetime({ offset: true });

/** A non-negative integer (Go int/uint64 counters and byte sizes). */
const Count = z.number().int().nonnegative();

/** net/mail.Address as encoded by Go: `{ Name, Address }`. */
export const AddressSchema = z.object({
  Name: z.string(),
  Address: z.string(),
});

/** Attachment / inline part summary (storage.Attachment). */
export const AttachmentSchema = z.object({
  PartID: z.string(),
  FileName: z.string(),
  ContentType: z.string(),
  ContentID: z.string(),
  Size: Count,
  Checksums: z.object({
    MD5: z.string(),
    SHA1: z.string(),
    SHA256: z.string(),
  }),
});

/** One entry of `messages` in GET /api/v1/messages and GET /api/v1/search. */
export const MessageListItemSchema = z.object({
  ID: z.string(),
  MessageID: z.string(),
  Read: z.boolean(),
  From: AddressSchema,
  To: z.array(AddressSchema),
  Cc: z.array(AddressSchema),
  Bcc: z.array(AddressSchema),
  ReplyTo: z.array(AddressSchema),
  Subject: z.string(),
  Created: GoTime,
  Username: z.string().optional(),
  Tags: z.array(z.string()),
  Size: Count,
  Attachments: Count,
  Snippet: z.string(),
});

/** GET /api/v1/messages and GET /api/v1/search. */
export const MessagesSummarySchema = z.object({
  total: Count,
  unread: Count,
  /** Legacy, no longer documented, still sent: number of entries in `messages`. */
  count: Count,
  messages_count: Count,
  messages_unread: Count,
  start: Count,
  tags: z.array(z.string()),
  /** Only in the newest development sources of Mailpit. */
  usernames: z.array(z.string()).optional(),
  messages: z.array(MessageListItemSchema),
});

/** Summary of the List-Unsubscribe / List-Unsubscribe-Post headers. */
export const ListUnsubscribeSchema = z.object({
  Header: z.string(),
  Links: z.array(z.string()),
  Errors: z.string(),
  HeaderPost: z.string(),
});

/** GET /api/v1/message/{ID} (storage.Message). */
export const MessageSummarySchema = z.object({
  ID: z.string(),
  MessageID: z.string(),
  From: AddressSchema,
  To: z.array(AddressSchema),
  Cc: z.array(AddressSchema),
  Bcc: z.array(AddressSchema),
  ReplyTo: z.array(AddressSchema),
  ReturnPath: z.string(),
  Subject: z.string(),
  ListUnsubscribe: ListUnsubscribeSchema,
  Date: GoTime,
  Tags: z.array(z.string()),
  Username: z.string().optional(),
  Text: z.string(),
  HTML: z.string(),
  Size: Count,
  Inline: z.array(AttachmentSchema),
  Attachments: z.array(AttachmentSchema),
});

/** GET /api/v1/message/{ID}/headers: header name -> values in message order. */
export const MessageHeadersSchema = z.record(z.string(), z.array(z.string()));

/** GET /api/v1/info (stats.AppInformation). */
export const AppInformationSchema = z.object({
  Version: z.string(),
  LatestVersion: z.string(),
  Database: z.string(),
  DatabaseSize: Count,
  Messages: Count,
  Unread: Count,
  Tags: z.record(z.string(), Count),
  RuntimeStats: z.object({
    Uptime: Count,
    Memory: Count,
    MessagesDeleted: Count,
    SMTPAccepted: Count,
    SMTPAcceptedSize: Count,
    SMTPRejected: Count,
    SMTPIgnored: Count,
  }),
});

/** GET /api/v1/webui. */
export const WebUIConfigurationSchema = z.object({
  Label: z.string(),
  MessageRelay: z.object({
    Enabled: z.boolean(),
    SMTPServer: z.string(),
    ReturnPath: z.string(),
    AllowedRecipients: z.string(),
    BlockedRecipients: z.string(),
    OverrideFrom: z.string(),
    PreserveMessageIDs: z.boolean(),
    /** Deprecated alias of AllowedRecipients; still sent but not documented. */
    RecipientAllowlist: z.string().optional(),
  }),
  SpamAssassin: z.boolean(),
  ChaosEnabled: z.boolean(),
  DuplicatesIgnored: z.boolean(),
  HideDeleteAllButton: z.boolean(),
});

/** One tested link of the link check. StatusCode 0 means the request failed. */
export const LinkCheckLinkSchema = z.object({
  URL: z.string(),
  StatusCode: z.number().int(),
  Status: z.string(),
});

/** GET /api/v1/message/{ID}/link-check. */
export const LinkCheckResponseSchema = z.object({
  Errors: Count,
  Links: z.array(LinkCheckLinkSchema),
});

/** Per-client result inside an HTML check warning. */
export const HTMLCheckResultSchema = z.object({
  Name: z.string(),
  Platform: z.string(),
  Family: z.string(),
  Version: z.string(),
  Support: z.enum(["yes", "no", "partial"]),
  NoteNumber: z.string(),
});

/** Score of a single HTML check warning (percentages are floats). */
export const HTMLCheckScoreSchema = z.object({
  Found: Count,
  Supported: z.number(),
  Partial: z.number(),
  Unsupported: z.number(),
});

/** One failed HTML/CSS feature test. */
export const HTMLCheckWarningSchema = z.object({
  Slug: z.string(),
  Title: z.string(),
  Description: z.string(),
  URL: z.string(),
  Category: z.enum(["css", "html"]),
  Tags: z.array(z.string()),
  Keywords: z.string(),
  Results: z.array(HTMLCheckResultSchema),
  NotesByNumber: z.record(z.string(), z.string()),
  Score: HTMLCheckScoreSchema,
});

/** Weighted totals over all HTML check warnings. */
export const HTMLCheckTotalSchema = z.object({
  Tests: Count,
  Nodes: Count,
  Supported: z.number(),
  Partial: z.number(),
  Unsupported: z.number(),
});

/** GET /api/v1/message/{ID}/html-check. */
export const HTMLCheckResponseSchema = z.object({
  Warnings: z.array(HTMLCheckWarningSchema),
  Platforms: z.record(z.string(), z.array(z.string())),
  Total: HTMLCheckTotalSchema,
});

/** A triggered SpamAssassin rule. */
export const SpamAssassinRuleSchema = z.object({
  Score: z.number(),
  Name: z.string(),
  Description: z.string(),
});

/** GET /api/v1/message/{ID}/sa-check (only routed when SpamAssassin is enabled). */
export const SpamAssassinResponseSchema = z.object({
  IsSpam: z.boolean(),
  Error: z.string(),
  Score: z.number(),
  Rules: z.array(SpamAssassinRuleSchema).nullable(),
});

/** GET /api/v1/tags: every tag in use, sorted by name. */
export const TagsListSchema = z.array(z.string());

/** POST /api/v1/send success body. */
export const SendMessageResponseSchema = z.object({
  ID: z.string(),
});

/** POST /api/v1/send error body (sent with status 400 or 413). */
export const SendMessageErrorSchema = z.object({
  Error: z.string(),
});

/** One Chaos trigger. */
export const ChaosTriggerSchema = z.object({
  ErrorCode: z.number().int(),
  Probability: z.number().int(),
});

/** GET and PUT /api/v1/chaos (only when Chaos is enabled). */
export const ChaosTriggersSchema = z.object({
  Sender: ChaosTriggerSchema,
  Recipient: ChaosTriggerSchema,
  Authentication: ChaosTriggerSchema,
});

export type MailpitAddress = z.infer<typeof AddressSchema>;
export type MailpitAttachment = z.infer<typeof AttachmentSchema>;
export type MailpitMessageListItem = z.infer<typeof MessageListItemSchema>;
export type MailpitMessagesSummary = z.infer<typeof MessagesSummarySchema>;
export type MailpitMessageSummary = z.infer<typeof MessageSummarySchema>;
export type MailpitMessageHeaders = z.infer<typeof MessageHeadersSchema>;
export type MailpitAppInformation = z.infer<typeof AppInformationSchema>;
export type MailpitWebUIConfiguration = z.infer<typeof WebUIConfigurationSchema>;
export type MailpitLinkCheckResponse = z.infer<typeof LinkCheckResponseSchema>;
export type MailpitHTMLCheckResponse = z.infer<typeof HTMLCheckResponseSchema>;
export type MailpitSpamAssassinResponse = z.infer<typeof SpamAssassinResponseSchema>;
export type MailpitSendMessageResponse = z.infer<typeof SendMessageResponseSchema>;
export type MailpitChaosTriggers = z.infer<typeof ChaosTriggersSchema>;

/**
 * Checks `value` against `schema` and returns it typed. Throws an Error whose
 * message lists every zod issue (path and reason) when the value does not fit.
 */
export function expectShape<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) {
    return result.data;
  }
  const lines = result.error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "(root)";
    return `  - ${path}: ${issue.message} [${issue.code}]`;
  });
  throw new Error(
    `Value does not match the Mailpit shape (${String(lines.length)} issue${
      lines.length === 1 ? "" : "s"
    }):\n${lines.join("\n")}`,
  );
}
