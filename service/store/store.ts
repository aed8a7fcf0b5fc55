import type { Limits } from "../config.js";
import type { ServiceKey } from "../lib/service-match.js";
import type {
  AuditAction,
  KeySource,
  DeliveryState,
  WebhookEvent,
  CatchAllMode,
  AuditVia,
  CodeSubtype,
  LinkSubtype,
  Permission,
  RefusalReason,
  RunSource,
  RunStatus,
  TestStatus,
} from "../wire/enums.js";
import type { AuthVerdicts, EmailFacts } from "../wire/checks.js";
import type { RunEventBody, RunMeta } from "../wire/runs.js";

export type { CatchAllMode, RefusalReason, RunMeta, RunSource, RunStatus };

/**
 * The store: everything the service keeps, behind async domain methods. Handlers and the mail
 * pipeline call these and never see SQL. Every method is async although the embedded sql.js
 * backend is synchronous, so a networked backend (PostgreSQL) can implement the same interface
 * without touching a caller. Operations that must be atomic are single methods.
 *
 * Records use camelCase and Date; the wire format (snake_case, ISO strings) is made in the
 * serialize modules of each resource.
 */

export interface Project {
  id: string;
  name: string;
  domains: string[];
  limits: Limits;
  /** Mail to an address nobody created: refused (off), or the address made on first mail. */
  catchAll: CatchAll;
  devHosts: string[];
  createdAt: Date;
}

/**
 * Whether mail to an address that does not exist creates it: "domains" at the project's own
 * domains, "any" at any domain (for an app that sends wherever a test typed), "off" refuses it
 * (550). An address made this way lives `lifetimeDays`.
 */
export interface CatchAll {
  mode: CatchAllMode;
  lifetimeDays: number;
}

export interface ApiKeyRecord {
  /** Hex SHA-256 of the key; the key itself is never stored. Its first 12 characters are the key's id. */
  sha256: string;
  projectId: string;
  name: string;
  permissions: Permission[];
  source: KeySource;
  createdAt: Date;
  /** Kept to the minute (auth.ts); null for a key not used since it was made. */
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** Who revoked it: a key's id, or "configuration" for a key the configuration file no longer names. */
  revokedBy: string | null;
  /** The id of the key that created it through the API; null for a key of the configuration file. */
  createdBy: string | null;
}

/** A key the configuration file names, as start-up writes it. */
export type ConfiguredKey = Pick<ApiKeyRecord, "sha256" | "projectId" | "name" | "permissions">;

export interface Persona {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  dateOfBirth: string | null;
  country: string | null;
}

export interface AddressRecord extends Persona {
  id: string;
  projectId: string;
  /** The plain address: lower case, no plus tag. */
  address: string;
  label: string | null;
  notes: string | null;
  tags: string[];
  site: string | null;
  environment: string | null;
  createdAt: Date;
  expiresAt: Date;
  emailCount: number;
  lastEmailAt: Date | null;
  hasPassword: boolean;
  /** End of the pool hold; the account is held while it is in the future. */
  checkoutUntil: Date | null;
  /** Last checkout or sign-in. */
  lastUsedAt: Date | null;
}

export interface NewAddress extends Persona {
  projectId: string;
  address: string;
  label: string | null;
  site: string | null;
  environment: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Which accounts a list, a checkout or a sign-in considers: every condition given must hold. */
export interface AccountFilter {
  /** Every tag must be present. */
  tags?: string[];
  country?: string;
  /** Date-of-birth bounds (YYYY-MM-DD, inclusive) derived from min_age/max_age. */
  bornOnOrBefore?: string;
  bornOnOrAfter?: string;
  hasPassword?: boolean;
  /** Case-insensitive substring of address, label, notes, first/last name or username. */
  search?: string;
  site?: string;
  environment?: string;
}

export interface AddressFilter extends AccountFilter {
  limit: number;
  createdBefore?: Date;
}

/** Fields to change; `null` clears. Fields left out are not touched. */
export interface AddressPatch {
  label?: string | null;
  notes?: string | null;
  tags?: string[];
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  dateOfBirth?: string | null;
  country?: string | null;
}

export interface SealedSecret {
  label: string;
  /** Encrypted with the service's secret key (lib/sealed-box.ts); never the plain secret. */
  sealed: string;
}

export interface NewEmail {
  id: string;
  addressId: string;
  projectId: string;
  /** The recipient exactly as the sender wrote it in RCPT TO (capitals and plus tag kept). */
  recipient: string;
  envelopeFrom: string | null;
  fromAddress: string | null;
  fromName: string | null;
  subject: string | null;
  text: string | null;
  /**
   * The HTML. While `htmlCleaned` is false it is the sender's HTML as received (cut to the
   * cleaning bound), stored so it is cleaned only if someone asks for it: never show it as it is,
   * read it through inbox/clean-on-read.ts.
   */
  html: string | null;
  htmlCleaned: boolean;
  /**
   * Whether the sender's text and HTML were longer than what is kept (the text is cut to
   * MESSAGE_TEXT_MAX_BYTES on arrival, the HTML to MAX_CLEAN_HTML_BYTES on arrival or when
   * cleaning makes it longer).
   */
  textTruncated: boolean;
  htmlTruncated: boolean;
  /** The few headers later features read (message-id, date, reply-to, list-unsubscribe, ...). */
  headers: Record<string, string>;
  sizeBytes: number;
  receivedAt: Date;
  /** Extracted on arrival (service/mail/extract), best first. */
  codes: StoredCode[];
  links: StoredLink[];
  service: string | null;
  serviceDomain: string | null;
  /** When what the email carries stops working, when the email says so. */
  expiresAt: Date | null;
  /** What the checks read, worked out on arrival. */
  facts: EmailFacts;
  /**
   * Null when the email was read in full. Otherwise why it was not, and it is stored without
   * content, codes or links: it took longer than the parse timeout to read, or could not be read.
   */
  reading: ReadingIssue | null;
  /** Attachments and inline parts (images the HTML shows) the message carries: counted on arrival, never read. */
  attachments: number;
  inlineParts: number;
  /** The message as received, raw DEFLATE; null when it was not read (its bytes went with the parser). */
  source: Uint8Array | null;
}

export type ReadingIssue = "timed_out" | "unreadable";

export interface StoredCode {
  value: string;
  subtype: CodeSubtype;
}

export interface StoredLink {
  url: string;
  subtype: LinkSubtype;
  app: boolean;
  destination: string | null;
}

/** Which codes and links of an email a wait has returned: "code:<value>" or "link:<url>". */
export type UsedKey = `code:${string}` | `link:${string}`;

/**
 * An email without its sender-written content: what waits, counts and summaries read. Which
 * of its codes and links are used is not part of it: waits learn that from `markUsed`.
 */
export type EmailMeta = Omit<
  NewEmail,
  | "fromName"
  | "subject"
  | "text"
  | "html"
  | "htmlCleaned"
  | "textTruncated"
  | "htmlTruncated"
  | "headers"
  | "facts"
  | "attachments"
  | "inlineParts"
  | "source"
>;

export type EmailRecord = Omit<NewEmail, "facts" | "attachments" | "inlineParts" | "source"> & { used: UsedKey[] };

/** What the checks of one email read besides its meta and body. */
export interface EmailCheckRecord {
  facts: EmailFacts;
  /** Null until they are worked out (moments after arrival). */
  verdicts: AuthVerdicts | null;
}

export interface RefusalRecord {
  reason: RefusalReason;
  firstAt: Date;
  lastAt: Date;
  count: number;
  sizeBytes: number | null;
}

export interface MailUsage {
  /** Mail accepted for the address in the current clock hour (UTC). */
  addressThisHour: number;
  /** Mail accepted for the project on the current day (UTC). */
  projectToday: number;
}

/** Why an atomic create refused; the caller turns it into the right HTTP answer. */
export class StoreConflict extends Error {
  override name = "StoreConflict";
  constructor(readonly kind: "name_taken" | "active_limit") {
    super(kind);
  }
}

export interface ProjectStore {
  /** Creates the project, or updates domains and limits of the one with this name. */
  upsert(input: { name: string; domains: string[]; limits: Limits; catchAll: CatchAll }, now: Date): Promise<Project>;
  get(id: string): Promise<Project | null>;
  list(): Promise<Project[]>;
  /** Adds a dev host (idempotent) and returns the project's list. */
  addDevHost(projectId: string, host: string, maxHosts: number): Promise<string[] | "full">;
}

export interface ApiKeyStore {
  /**
   * Writes a key of the configuration file (source config). A key the configuration had retired
   * is active again; one revoked through the API stays revoked.
   */
  upsertConfigured(key: ConfiguredKey, now: Date): Promise<void>;
  /** Revokes every active config key not in `keep` (by "configuration"); resolves those revoked. */
  retireConfigured(keep: readonly string[], now: Date): Promise<ApiKeyRecord[]>;
  /** Adds a key made through the API. */
  create(key: ApiKeyRecord): Promise<void>;
  findBySha256(sha256: string): Promise<ApiKeyRecord | null>;
  /** The project's keys, newest first, revoked and expired ones included. */
  list(projectId: string): Promise<ApiKeyRecord[]>;
  /** Keys made through the API that still open it (neither revoked nor expired at `now`). */
  countActiveCreated(projectId: string, now: Date): Promise<number>;
  /**
   * Revokes the project's key with this id (the digest's first 12 characters). Resolves the key
   * and whether this call revoked it (false: it already was), or null when there is none.
   */
  revoke(projectId: string, id: string, now: Date, by: string): Promise<{ key: ApiKeyRecord; changed: boolean } | null>;
  /** Records a use (callers keep this to about once a minute per key). */
  touch(sha256: string, at: Date): Promise<void>;
  /** Deletes keys made through the API that were revoked, or expired, before `before`. */
  prune(before: Date): Promise<number>;
}

export interface AddressStore {
  /**
   * Reserves the name for good and creates the address, in one step: refuses with
   * StoreConflict("name_taken") when the name was ever issued (to any project) and with
   * StoreConflict("active_limit") when the project already has `maxActive` unexpired addresses.
   * A secret, when given, is saved with it.
   */
  create(input: NewAddress, rules: { maxActive: number; now: Date; secret?: SealedSecret }): Promise<AddressRecord>;
  /** Whether a name was ever issued (reserved names are never issued again). */
  isNameReserved(address: string): Promise<boolean>;
  get(projectId: string, address: string): Promise<AddressRecord | null>;
  /** Looks an address up across projects: only the mail intake does this. */
  findForDelivery(address: string): Promise<AddressRecord | null>;
  /** Newest first. */
  list(projectId: string, filter: AddressFilter): Promise<AddressRecord[]>;
  countActive(projectId: string, now: Date): Promise<number>;
  update(projectId: string, address: string, patch: AddressPatch): Promise<AddressRecord | null>;
  /** Deletes the address with its mail, refusals and secrets; the name stays reserved. */
  remove(projectId: string, address: string): Promise<boolean>;
}

export interface SecretStore {
  /** Saves (or replaces) the secret under its label. */
  save(addressId: string, secret: SealedSecret, now: Date): Promise<void>;
  get(addressId: string, label: string): Promise<SealedSecret | null>;
  /** Every saved secret, for re-sealing them under a new key. */
  listAll(): Promise<(SealedSecret & { addressId: string })[]>;
  /** Replaces a sealed value only if it is still `from` (a save in between wins); true when replaced. */
  replace(addressId: string, label: string, from: string, to: string): Promise<boolean>;
}

/** What a pool checkout came to. */
export type CheckoutOutcome =
  | { kind: "held"; record: AddressRecord }
  /** Accounts match, and every one of them is held: the first comes free at `firstFreeAt`. */
  | { kind: "all_held"; matching: number; firstFreeAt: Date }
  | { kind: "none" };

/** The hold an extend or return names: the SHA-256 (hex) of its token. */
export interface HoldKey {
  projectId: string;
  address: string;
  tokenSha256: string;
  now: Date;
}

/**
 * The pool of test accounts. Each operation is one atomic step, so two checkouts never hold the
 * same account and a hold is only changed by the token that made it.
 */
export interface PoolStore {
  /**
   * Holds the least recently used account that matches, is not held and lives past the hold
   * (until `until`): sets its hold and use time.
   */
  checkout(
    projectId: string,
    filter: AccountFilter,
    hold: { tokenSha256: string; until: Date; now: Date },
  ): Promise<CheckoutOutcome>;
  /** Moves the hold's end; null for an unknown address, "not_held" when the token holds nothing. */
  extend(key: HoldKey, until: Date): Promise<AddressRecord | "not_held" | null>;
  /** Frees the hold and changes tags; null for an unknown address, "not_held" as for extend. */
  release(key: HoldKey, tags: { add: string[]; remove: string[] }): Promise<AddressRecord | "not_held" | null>;
  /**
   * Picks a live account with a saved password, every tag and the environment given, not held:
   * used on `site` first, then the one with the newest mail (the spec's order).
   * Marks it used (and, with a site and none yet, used on that site).
   */
  signIn(
    projectId: string,
    pick: { site: string | null; environment: string | null; tags: string[]; now: Date },
  ): Promise<{ record: AddressRecord; usedOnSite: boolean } | null>;
}

export interface AuditEntry {
  at: Date;
  action: AuditAction;
  via: AuditVia;
  /** The key that made the change; null for a change the configuration made at start. */
  key: { name: string; id: string } | null;
  /** The address and label of a saved secret; null for other changes. */
  address: string | null;
  label: string | null;
  /** The API key or webhook endpoint the change was made to; null for a saved secret. */
  subject: AuditSubject | null;
}

export interface AuditSubject {
  kind: "api_key" | "webhook";
  id: string;
  /** A key's name, or a webhook endpoint's host. */
  name: string;
}

/** Every save and reveal of a saved secret and every change to keys and webhooks; never a secret. */
export interface AuditStore {
  record(projectId: string, entry: AuditEntry): Promise<void>;
  /** Newest first; `before` is an entry id, for paging. */
  list(projectId: string, page: { limit: number; before?: number }): Promise<(AuditEntry & { id: number })[]>;
  /** Removes entries older than `before`; resolves how many. */
  prune(before: Date): Promise<number>;
}

/**
 * Which of an address's emails a read wants. Every condition given must hold; they are applied in
 * the store's query, so a count over thousands of emails reads no row it does not count.
 */
export interface EmailQuery {
  /** Only mail received at or after this time. */
  since?: Date | null;
  /** Only mail sent to this plus tag (lower case), as a wait on a variant sees it. */
  tag?: string | null;
  /** Only mail from this sender (lib/service-match.ts). */
  service?: ServiceKey | null;
  /** Only mail that carries a code or link of one of these subtypes. */
  subtypes?: readonly (CodeSubtype | LinkSubtype)[] | null;
}

export interface EmailStore {
  /**
   * Stores an accepted email and, in the same step, counts it on its address (email_count,
   * last_email_at) and in the hourly and daily usage windows.
   */
  insert(email: NewEmail): Promise<void>;
  get(addressId: string, emailId: string): Promise<EmailRecord | null>;
  /** With content, newest first (latest received, then latest stored). */
  listForAddress(addressId: string, query: EmailQuery & { limit: number }): Promise<EmailRecord[]>;
  /** Without content, newest first unless `order` says oldest. */
  listMeta(
    addressId: string,
    query: EmailQuery & { limit: number; offset?: number; order?: "newest" | "oldest" },
  ): Promise<EmailMeta[]>;
  /** How many emails match. */
  count(addressId: string, query: EmailQuery): Promise<number>;
  /**
   * Marks one code or link of an email used. Resolves true when this call marked it, false
   * when it already was: two waits never both take the same unused code.
   */
  markUsed(emailId: string, key: UsedKey, at: Date): Promise<boolean>;
  /** Stores the SPF, DKIM and DMARC verdicts of emails (the copies of one message share them). */
  setVerdicts(emailIds: string[], verdicts: AuthVerdicts): Promise<void>;
  /** Keeps an email's HTML as cleaned on its first read, in place of the sender's. */
  /** Keeps the HTML as cleaned on its first read; `cut` when cleaning had to cut it. */
  storeCleanHtml(emailId: string, html: string | null, cut?: boolean): Promise<void>;
  /** The facts and verdicts of an email of the address, or null. */
  checkRecord(addressId: string, emailId: string): Promise<EmailCheckRecord | null>;
  usage(addressId: string, projectId: string, now: Date): Promise<MailUsage>;
}

export interface RefusalStore {
  /**
   * Records one refused message. Refusals of the same address and reason within an hour of an
   * entry's first_at share that entry: count goes up, last_at moves, size_bytes keeps the largest.
   */
  record(input: {
    addressId: string;
    projectId: string;
    reason: RefusalReason;
    sizeBytes: number | null;
    at: Date;
  }): Promise<void>;
  /** Newest first; with `since`, only entries whose last refusal is at or after it. */
  list(addressId: string, since?: Date): Promise<RefusalRecord[]>;
}

export interface RunRecord {
  id: string;
  projectId: string;
  name: string;
  source: RunSource;
  status: RunStatus;
  meta: RunMeta;
  startedAt: Date;
  finishedAt: Date | null;
  /** Totals reported by the test runner (POST /tests with totals), if any. */
  totals: RunTotals | null;
}

export interface RunTotals {
  passed: number;
  failed: number;
  skipped: number;
}

/** What became of a write to a run: added, or why not. */
export type RunWriteOutcome = "added" | "not_found" | "finished";

/** One piece of evidence: when, which test and address, whether it failed, and what it says by kind. */
export type RunEventRecord = RunEventBody & {
  at: Date;
  address: string | null;
  /** The Service-Test the call named, decoded. */
  test: string | null;
  failed: boolean;
};

export interface RunTestRecord {
  at: Date;
  name: string;
  status: TestStatus;
  durationMs: number | null;
  file: string | null;
  error: string | null;
}

export interface RunListFilter {
  limit: number;
  before?: Date;
  name?: string;
  status?: RunStatus;
}

export interface RunStore {
  create(run: RunRecord): Promise<void>;
  get(projectId: string, runId: string): Promise<RunRecord | null>;
  /** The project a run belongs to (for its capability page), or null. */
  projectOf(runId: string): Promise<string | null>;
  /** Newest first. */
  list(projectId: string, filter: RunListFilter): Promise<RunRecord[]>;
  /**
   * Adds evidence to a running run. With a `replaceKey`, an earlier event of the run with the
   * same key is replaced (the last missing of a retried wait). Resolves "added", or why not.
   */
  addEvent(projectId: string, runId: string, event: RunEventRecord, replaceKey?: string): Promise<RunWriteOutcome>;
  events(runId: string): Promise<RunEventRecord[]>;
  /** Adds a test result to a running run, in one step with the check that it runs. */
  addTest(projectId: string, runId: string, test: RunTestRecord): Promise<RunWriteOutcome>;
  /** Sets a running run's totals, in one step with the check that it runs. */
  setTotals(projectId: string, runId: string, totals: RunTotals): Promise<RunWriteOutcome>;
  tests(runId: string): Promise<RunTestRecord[]>;
  /** running -> passed or failed in one step; a finished run is returned unchanged. */
  finish(projectId: string, runId: string, input: { failed: boolean; at: Date }): Promise<RunRecord | null>;
  /** The last `limit` finished runs of this name that started before `before`, newest first. */
  previousFinished(projectId: string, name: string, before: Date, limit: number): Promise<RunRecord[]>;
  /** Deletes runs that started before `before`; resolves how many. */
  sweep(before: Date): Promise<number>;
}

/**
 * An email as the Mailpit-compatible API lists it (docs/mailpit.md): its envelope, sender,
 * subject and kept headers, read status and tags, without its body.
 */
export interface MailboxEntry {
  id: string;
  addressId: string;
  /** Exactly as in RCPT TO. */
  recipient: string;
  envelopeFrom: string | null;
  fromAddress: string | null;
  fromName: string | null;
  subject: string | null;
  headers: Record<string, string>;
  sizeBytes: number;
  receivedAt: Date;
  /** When it was first opened through that API; null while unread. */
  readAt: Date | null;
  attachments: number;
  inlineParts: number;
  /** Sorted. */
  tags: string[];
  reading: ReadingIssue | null;
}

/** Which emails a change names: these (of the project), or every email of the project. */
export type MailboxSelection = { ids: readonly string[] } | "all";

/**
 * A project's mail as one mailbox, across its addresses: what the Mailpit-compatible API reads
 * and changes. Every method is scoped to the project; an id of another project's email is no id.
 */
export interface MailboxStore {
  /** Newest first (latest received, then latest stored), skipping `offset`. */
  page(projectId: string, offset: number, limit: number): Promise<MailboxEntry[]>;
  /**
   * The whole mailbox in batches, newest first: `after` is the `next` of the batch before (null
   * to start). `next` is null after the last batch. A search reads this way, holding one batch.
   */
  scan(
    projectId: string,
    after: string | null,
    limit: number,
  ): Promise<{ entries: MailboxEntry[]; next: string | null }>;
  entry(projectId: string, emailId: string): Promise<MailboxEntry | null>;
  counts(projectId: string): Promise<{ total: number; unread: number }>;
  /** The stored text of each email named (of the project); an email without text is missing. */
  texts(projectId: string, emailIds: readonly string[]): Promise<Map<string, string>>;
  /** The message as received, or null when it was not kept (it could not be read). */
  source(projectId: string, emailId: string): Promise<Buffer | null>;
  /** Sets (a date) or clears (null) the read time; resolves how many emails changed. */
  setRead(projectId: string, which: MailboxSelection, readAt: Date | null): Promise<number>;
  /**
   * Deletes emails (their addresses stay, counting only the mail left); resolves how many. The
   * usage windows keep counting them: they were received.
   */
  remove(projectId: string, which: MailboxSelection): Promise<number>;
  /** Replaces the tags of each email named. */
  setTags(projectId: string, emailIds: readonly string[], tags: readonly string[]): Promise<void>;
  /** Every tag of the project's mail with how many emails carry it, sorted by tag. */
  tags(projectId: string): Promise<{ tag: string; count: number }[]>;
  renameTag(projectId: string, from: string, to: string): Promise<void>;
  deleteTag(projectId: string, tag: string): Promise<void>;
}

export interface WebhookEndpointRecord {
  id: string;
  projectId: string;
  url: string;
  events: WebhookEvent[];
  /** The signing secret (whsec_...), sealed with the service's secret key. */
  sealedSecret: string;
  createdAt: Date;
  /** The id of the key that registered it. */
  createdBy: string;
}

/** One event for one endpoint, as queued. */
export interface NewDelivery {
  id: string;
  endpointId: string;
  projectId: string;
  event: WebhookEvent;
  /** Deliveries of one endpoint with the same key go out one at a time, in the order queued. */
  orderingKey: string;
  /** The JSON body, exactly as it is signed and sent. */
  payload: string;
  createdAt: Date;
}

export interface DeliveryAttempt {
  attempt: number;
  at: Date;
  /** The HTTP status; null when no answer came (refused target, timeout, connection error). */
  status: number | null;
  durationMs: number;
  /** The answer's first bytes (WEBHOOK_RESPONSE_KEPT_BYTES) as text. */
  response: string | null;
  error: string | null;
}

export interface DeliveryRecord extends NewDelivery {
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: Date | null;
  finishedAt: Date | null;
}

/**
 * Webhook endpoints and the queue of their deliveries. Every instance takes due deliveries from
 * the one queue with a lease, so each is sent by one instance at a time; of an endpoint's
 * deliveries with one ordering key, only the oldest pending one is ever due.
 */
export interface WebhookStore {
  addEndpoint(endpoint: WebhookEndpointRecord, maxPerProject: number): Promise<"added" | "full">;
  endpoints(projectId: string): Promise<WebhookEndpointRecord[]>;
  endpoint(projectId: string, id: string): Promise<WebhookEndpointRecord | null>;
  /** Removes it with its deliveries; resolves whether there was one. */
  removeEndpoint(projectId: string, id: string): Promise<boolean>;
  /** Every endpoint's sealed secret, for re-sealing them under a new key. */
  sealedSecrets(): Promise<{ id: string; sealedSecret: string }[]>;
  /** Replaces a sealed secret if it is still `from` (compare-and-set); resolves whether it did. */
  replaceSecret(id: string, from: string, to: string): Promise<boolean>;
  /** Endpoints of the project that take this event. */
  subscribers(projectId: string, event: WebhookEvent): Promise<WebhookEndpointRecord[]>;
  /**
   * Queues deliveries, due at `now`. One whose endpoint already has `maxPending` pending is not
   * queued; resolves how many were not.
   */
  enqueue(deliveries: NewDelivery[], now: Date, maxPending: number): Promise<number>;
  /**
   * Leases up to `limit` due deliveries until `leaseUntil`, each the oldest pending one of its
   * endpoint and ordering key, none of an endpoint in `skipEndpoints`.
   */
  claim(
    now: Date,
    leaseUntil: Date,
    limit: number,
    skipEndpoints: readonly string[],
  ): Promise<(DeliveryRecord & { endpoint: WebhookEndpointRecord })[]>;
  /** Records an attempt and what follows: delivered, failed, or pending again at `nextAttemptAt`. */
  recordAttempt(
    deliveryId: string,
    attempt: DeliveryAttempt,
    next: { state: DeliveryState; nextAttemptAt: Date | null },
  ): Promise<void>;
  /**
   * When the next delivery that could be claimed is due (or its lease ends), none of an endpoint
   * in `skipEndpoints`; null when there is none.
   */
  nextDue(skipEndpoints: readonly string[]): Promise<Date | null>;
  /** An endpoint's deliveries, newest first, with their attempts (oldest first). */
  deliveries(
    projectId: string,
    endpointId: string,
    page: { limit: number; before?: string },
  ): Promise<(DeliveryRecord & { attemptLog: DeliveryAttempt[] })[]>;
  /** Makes a finished delivery pending again, due at `now`; resolves it, or null when there is none. */
  redeliver(projectId: string, endpointId: string, deliveryId: string, now: Date): Promise<DeliveryRecord | null>;
  /** Deletes finished deliveries that finished before `before`; resolves how many. */
  prune(before: Date): Promise<number>;
  /**
   * Checkouts that ran out before `now` and were not given back, of projects with an endpoint for
   * pool.checkout_expired, each reported once (across instances): marks and resolves them.
   */
  takeExpiredCheckouts(
    now: Date,
    limit: number,
  ): Promise<{ projectId: string; address: string; until: Date; tags: string[] }[]>;
}

export interface Store {
  webhooks: WebhookStore;
  runs: RunStore;
  mailbox: MailboxStore;
  projects: ProjectStore;
  apiKeys: ApiKeyStore;
  addresses: AddressStore;
  secrets: SecretStore;
  pool: PoolStore;
  audit: AuditStore;
  emails: EmailStore;
  refusals: RefusalStore;
  /** Resolves when the store answers a trivial query (health checks); rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
