import { ProofboxError } from "./errors.js";
import { bindTestAddress, proofboxFixtures, type ProofboxFixtures, type TestAddress } from "./test-address.js";
import { send } from "./transport.js";
import type {
  Address,
  ApiKey,
  AuditLog,
  AuditQuery,
  CreateKeyInput,
  CreateWebhookInput,
  NewApiKey,
  NewWebhook,
  Webhook,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  CheckedOut,
  CheckoutInput,
  ChecksQuery,
  ChecksResult,
  CodeSubtype,
  CountResult,
  CountSubtype,
  CountType,
  CreateAddressInput,
  Delivery,
  FormValues,
  FormValuesInput,
  LinkWaitType,
  ListAddressesQuery,
  ListRunsQuery,
  MarkedUsed,
  MarkUsedInput,
  Match,
  Message,
  NoteAdded,
  NothingArrived,
  Project,
  Run,
  SavedSecret,
  SavePasswordInput,
  SecretSaved,
  SignedIn,
  SignInInput,
  StartRunInput,
  TestAdded,
  TestReport,
  UpdateAddressInput,
  Variants,
} from "./types.js";

export { ProofboxError } from "./errors.js";
export type { PlaywrightTestInfo, ProofboxFixtures, TestAddress } from "./test-address.js";
export type * from "./types.js";

/**
 * The Proofbox client: a small, dependency-free wrapper of the v1 HTTP API for test code and
 * the GitHub Action. It reads PROOFBOX_URL, PROOFBOX_API_KEY and PROOFBOX_RUN from the
 * environment by default, sends the run header itself, and turns error answers into
 * ProofboxError with the hint and refusals the service gives. docs/client.md has examples for
 * Vitest, Jest and Playwright.
 *
 *   import { Proofbox } from "proofbox";
 *   const inbox = new Proofbox();                       // from the environment
 *   const { address } = await inbox.createAddress();
 *   const { value } = await inbox.code(address, { timeout: 20, test: "sign-up" });
 */

export interface ProofboxOptions {
  /** Base URL of the service, without /v1. Default: PROOFBOX_URL. */
  url?: string;
  /** Default: PROOFBOX_API_KEY. */
  apiKey?: string;
  /** Run id sent as Service-Run on every call that records evidence. Default: PROOFBOX_RUN. */
  run?: string | null;
  /** Seconds a wait holds when a call does not say (at most 30 per request). Default 30. */
  waitTimeout?: number;
  /** Seconds to keep trying while the service refuses connections (it is starting). Default 10. */
  connectTimeout?: number;
  /** Seconds one call may spend waiting out 429 answers (Retry-After). Default 60. */
  rateLimitWait?: number;
  /** Default: globalThis.fetch. */
  fetch?: typeof fetch;
}

/** Options every call takes. */
export interface CallOptions {
  /** Cancels the call: pass your test runner's signal so a stopped test stops its wait. */
  signal?: AbortSignal;
}

/** Options of the calls that record evidence in a run. */
export interface EvidenceOptions extends CallOptions {
  /** The test this call belongs to (Service-Test). */
  test?: string;
}

export interface WaitOptions extends EvidenceOptions {
  /** Seconds to wait; more than 30 is done as several waits (Service-Run-Retry). Default: waitTimeout. */
  timeout?: number;
  since?: Date | string;
  service?: string;
  unused?: boolean;
}

/** A list is sent as the parameter repeated, once per item. */
type QueryValue = string | number | boolean | readonly string[] | undefined;

/** The service holds one request at most this long (spec, Limits). */
const WAIT_MAX_SECONDS = 30;
const LOOK_BACK_MS = 15 * 60 * 1000;

const env = (name: string): string | undefined =>
  typeof process !== "undefined" ? process.env[name]?.trim() || undefined : undefined;

const iso = (value: Date | string | undefined) => (value instanceof Date ? value.toISOString() : value);

export class Proofbox {
  readonly url: string;
  readonly run: string | null;
  private readonly apiKey: string;
  private readonly waitTimeout: number;
  private readonly transport: Parameters<typeof send>[2];

  constructor(options: ProofboxOptions = {}) {
    const url = options.url ?? env("PROOFBOX_URL");
    const apiKey = options.apiKey ?? env("PROOFBOX_API_KEY");
    if (!url) throw new Error("Proofbox: no URL (pass { url } or set PROOFBOX_URL)");
    if (!apiKey) throw new Error("Proofbox: no API key (pass { apiKey } or set PROOFBOX_API_KEY)");
    this.url = url.replace(/\/+$/, "");
    this.apiKey = apiKey;
    this.run = options.run === undefined ? (env("PROOFBOX_RUN") ?? null) : options.run;
    this.waitTimeout = options.waitTimeout ?? WAIT_MAX_SECONDS;
    this.transport = {
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      connectTimeoutMs: (options.connectTimeout ?? 10) * 1000,
      rateLimitWaitMs: (options.rateLimitWait ?? 60) * 1000,
    };
  }

  /** One API call. Answers parsed JSON (or text for Markdown); throws ProofboxError on 4xx/5xx. */
  async request<T>(
    method: string,
    path: string,
    options: {
      query?: Record<string, QueryValue>;
      body?: unknown;
      evidence?: EvidenceOptions;
      retry?: boolean;
      signal?: AbortSignal | undefined;
    } = {},
  ): Promise<T> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (Array.isArray(value)) for (const item of value as readonly string[]) query.append(key, item);
      else if (value !== undefined) query.set(key, String(value));
    }
    const headers: Record<string, string> = { authorization: `Bearer ${this.apiKey}` };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.evidence && this.run) {
      headers["service-run"] = this.run;
      if (options.evidence.test) headers["service-test"] = encodeURIComponent(options.evidence.test);
      if (options.retry) headers["service-run-retry"] = "true";
    }
    const signal = options.signal ?? options.evidence?.signal;
    const response = await send(
      `${this.url}/v1${path}${query.size > 0 ? `?${query.toString()}` : ""}`,
      {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(signal ? { signal } : {}),
      },
      this.transport,
    );
    const text = await response.text();
    if (!response.ok) {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { error: "http_error", message: text.slice(0, 500) };
      }
      throw new ProofboxError(
        response.status,
        typeof body.error === "string" ? (body.error as ProofboxError["error"]) : "http_error",
        typeof body.message === "string" ? body.message : `HTTP ${response.status}`,
        body,
      );
    }
    if (response.status === 204 || text === "") return undefined as T;
    return ((response.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : text) as T;
  }

  private addressPath(address: string, rest = "") {
    return `/addresses/${encodeURIComponent(address)}${rest}`;
  }

  createAddress(input: CreateAddressInput = {}, options: EvidenceOptions = {}): Promise<Address> {
    return this.request("POST", "/addresses", { body: input, evidence: options });
  }
  getAddress(address: string, options: CallOptions = {}): Promise<Address> {
    return this.request("GET", this.addressPath(address), options);
  }
  listAddresses(query: ListAddressesQuery = {}, options: CallOptions = {}): Promise<Address[]> {
    const { tag, ...rest } = query;
    return this.request("GET", "/addresses", { query: { ...rest, tag: tag?.join(",") }, signal: options.signal });
  }
  updateAddress(address: string, changes: UpdateAddressInput, options: CallOptions = {}): Promise<Address> {
    return this.request("PATCH", this.addressPath(address), { body: changes, signal: options.signal });
  }
  deleteAddress(address: string, options: CallOptions = {}): Promise<void> {
    return this.request("DELETE", this.addressPath(address), options);
  }
  delivery(address: string, options: CallOptions = {}): Promise<Delivery> {
    return this.request("GET", this.addressPath(address, "/delivery"), options);
  }

  /**
   * Waits for the newest code. A timeout over 30 s becomes several waits of at most 30 s with
   * Service-Run-Retry, so a run records only the last one's "nothing arrived".
   */
  code(address: string, options: WaitOptions & { type?: CodeSubtype } = {}): Promise<Match> {
    return this.wait(address, "/code", options, { type: options.type });
  }

  /**
   * A new address for one test, labelled with its name, whose calls all carry the name
   * (Service-Test): in Vitest or Jest, `await inbox.testAddress(expect.getState().currentTestName!)`.
   */
  async testAddress(test: string, input: CreateAddressInput = {}, options: CallOptions = {}): Promise<TestAddress> {
    const { address } = await this.createAddress({ label: test.slice(0, 200), ...input }, { ...options, test });
    return bindTestAddress(this, address, test);
  }

  /** Playwright fixtures: `const test = base.extend(new Proofbox().playwrightFixtures())` gives each test `mail`. */
  playwrightFixtures(): ProofboxFixtures {
    return proofboxFixtures((test) => this.testAddress(test));
  }

  /** Waits for the newest verify, sign-in, invite or reset link (or the kinds `type` names). */
  link(
    address: string,
    options: WaitOptions & { type?: LinkWaitType[] | LinkWaitType; app?: boolean } = {},
  ): Promise<Match> {
    const type = Array.isArray(options.type) ? options.type.join(",") : options.type;
    return this.wait(address, "/link", options, { type, app: options.app });
  }

  private async wait(
    address: string,
    what: "/code" | "/link",
    options: WaitOptions,
    extra: Record<string, QueryValue>,
  ): Promise<Match> {
    const total = options.timeout ?? this.waitTimeout;
    // One wait leaves the look-back to the service. Several waits fix the window at the start,
    // so a later call does not miss mail that came during an earlier one.
    const since =
      iso(options.since) ?? (total > WAIT_MAX_SECONDS ? new Date(Date.now() - LOOK_BACK_MS).toISOString() : undefined);
    const deadline = Date.now() + total * 1000;
    for (;;) {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      const timeout = Math.min(WAIT_MAX_SECONDS, remaining);
      const more = remaining > WAIT_MAX_SECONDS;
      try {
        return await this.request<Match>("GET", this.addressPath(address, what), {
          query: { timeout, since, service: options.service, unused: options.unused, ...extra },
          evidence: options,
          retry: more || total > WAIT_MAX_SECONDS,
        });
      } catch (error) {
        if (!(error instanceof ProofboxError) || error.status !== 404 || error.error !== "not_found" || !more)
          throw error;
      }
    }
  }

  messages(
    address: string,
    options: CallOptions & { include?: ("text" | "html")[]; limit?: number } = {},
  ): Promise<Message[]> {
    return this.request("GET", this.addressPath(address, "/messages"), {
      query: { include: options.include?.join(","), limit: options.limit },
      signal: options.signal,
    });
  }

  /**
   * Marks a code or link used, as the app does when a person copies or opens it: a later wait
   * with `unused: true` skips it. Name the email (its id in `messages`) and the code or link.
   */
  markUsed(address: string, input: MarkUsedInput, options: CallOptions = {}): Promise<MarkedUsed> {
    return this.request("POST", this.addressPath(address, "/used"), { body: input, signal: options.signal });
  }

  count(
    address: string,
    options: EvidenceOptions & {
      since?: Date | string;
      service?: string;
      type?: CountType;
      subtype?: CountSubtype[];
    } = {},
  ): Promise<CountResult> {
    return this.request("GET", this.addressPath(address, "/count"), {
      query: {
        since: iso(options.since),
        service: options.service,
        type: options.type,
        subtype: options.subtype?.join(","),
      },
      evidence: options,
    });
  }

  /** Resolves when nothing matching arrived; rejects with ProofboxError email_arrived when one did. */
  none(
    address: string,
    options: EvidenceOptions & { since?: Date | string; timeout?: number; service?: string; type?: CountType } = {},
  ): Promise<NothingArrived> {
    return this.request("GET", this.addressPath(address, "/none"), {
      query: { since: iso(options.since), timeout: options.timeout, service: options.service, type: options.type },
      evidence: options,
    });
  }

  /** Thirteen checks on the newest matching email (or `email_id`): verdicts only. */
  checks(address: string, query: ChecksQuery = {}, options: EvidenceOptions = {}): Promise<ChecksResult> {
    const { subtype, ...rest } = query;
    return this.request("GET", this.addressPath(address, "/checks"), {
      query: { ...rest, subtype: subtype?.join(",") },
      evidence: options,
    });
  }
  variants(address: string, options: CallOptions = {}): Promise<Variants> {
    return this.request("GET", this.addressPath(address, "/variants"), options);
  }

  /** Saves a secret (a generated 16-character password when none is given; it is in the answer). */
  savePassword(address: string, input: SavePasswordInput = {}, options: CallOptions = {}): Promise<SecretSaved> {
    return this.request("PUT", this.addressPath(address, "/password"), { body: input, signal: options.signal });
  }
  /** Reveals a saved secret (needs a key that may read saved passwords; audited). */
  password(address: string, label = "password", options: CallOptions = {}): Promise<SavedSecret> {
    return this.request("GET", this.addressPath(address, "/password"), { query: { label }, signal: options.signal });
  }
  /** A saved test account with its password, in one call (needs read_passwords; audited). */
  signIn(input: SignInInput = {}, options: CallOptions = {}): Promise<SignedIn> {
    return this.request("POST", "/addresses/sign-in", { body: input, signal: options.signal });
  }

  /** Holds an account from the pool; give it back with returnAccount (or use withAccount). */
  checkout(input: CheckoutInput = {}, options: EvidenceOptions = {}): Promise<CheckedOut> {
    return this.request("POST", "/addresses/checkout", { body: input, evidence: options });
  }
  extend(address: string, token: string, minutes?: number, options: CallOptions = {}): Promise<CheckedOut> {
    return this.request("POST", this.addressPath(address, "/extend"), {
      body: { token, ...(minutes !== undefined ? { minutes } : {}) },
      signal: options.signal,
    });
  }
  returnAccount(
    address: string,
    token: string,
    tags: { add?: string[]; remove?: string[] } = {},
    options: CallOptions = {},
  ): Promise<Address> {
    return this.request("POST", this.addressPath(address, "/return"), {
      body: {
        token,
        ...(tags.add ? { add_tags: tags.add } : {}),
        ...(tags.remove ? { remove_tags: tags.remove } : {}),
      },
      signal: options.signal,
    });
  }
  /**
   * Checks an account out, runs `use` with it, and returns it whatever happens, with
   * `failedTags` added when `use` throws (to set aside an account a failed test may have left
   * in a bad state).
   */
  async withAccount<T>(
    input: CheckoutInput,
    use: (account: CheckedOut) => Promise<T>,
    options: EvidenceOptions & { failedTags?: string[] } = {},
  ): Promise<T> {
    const account = await this.checkout(input, options);
    let result: T;
    try {
      result = await use(account);
    } catch (error) {
      // The test's own failure is what the caller needs to see, even if the return fails too.
      await this.returnAccount(account.address, account.checkout.token, {
        ...(options.failedTags ? { add: options.failedTags } : {}),
      }).catch(() => undefined);
      throw error;
    }
    // A failed return (such as not_held: the hold ran out while `use` ran, so another test may
    // have had the account) is worth an error of its own.
    await this.returnAccount(account.address, account.checkout.token);
    return result;
  }

  /** What to type or pick in each field of a sign-up form, for a new address (or `address`). */
  formValues(input: FormValuesInput, options: EvidenceOptions = {}): Promise<FormValues> {
    return this.request("POST", "/form-values", { body: input, evidence: options });
  }

  /** Every save and reveal of a saved secret, newest first (needs manage_project). */
  auditLog(query: AuditQuery = {}, options: CallOptions = {}): Promise<AuditLog> {
    return this.request("GET", "/project/audit", { query, signal: options.signal });
  }

  /** The project's API keys, newest first, never their secrets (needs manage_project). */
  async listKeys(options: CallOptions = {}): Promise<ApiKey[]> {
    const list: { keys: ApiKey[] } = await this.request("GET", "/project/keys", options);
    return list.keys;
  }

  /** Creates an API key; `secret` in the answer is the key itself, shown this once (needs manage_project). */
  createKey(input: CreateKeyInput, options: CallOptions = {}): Promise<NewApiKey> {
    return this.request("POST", "/project/keys", { body: input, signal: options.signal });
  }

  /** Revokes a key by its id: from the next request on it answers 401 (needs manage_project). */
  revokeKey(id: string, options: CallOptions = {}): Promise<ApiKey> {
    return this.request("DELETE", `/project/keys/${encodeURIComponent(id)}`, options);
  }

  /** The project's webhook endpoints, never their secrets (needs manage_project). */
  async listWebhooks(options: CallOptions = {}): Promise<Webhook[]> {
    const list: { webhooks: Webhook[] } = await this.request("GET", "/project/webhooks", options);
    return list.webhooks;
  }

  /** Registers a webhook endpoint; `secret` in the answer signs its deliveries, shown this once. */
  createWebhook(input: CreateWebhookInput, options: CallOptions = {}): Promise<NewWebhook> {
    return this.request("POST", "/project/webhooks", { body: input, signal: options.signal });
  }

  deleteWebhook(id: string, options: CallOptions = {}): Promise<Webhook> {
    return this.request("DELETE", `/project/webhooks/${encodeURIComponent(id)}`, options);
  }

  /** An endpoint's delivery log, newest first, each delivery with its attempts and answers. */
  async webhookDeliveries(
    id: string,
    query: WebhookDeliveriesQuery = {},
    options: CallOptions = {},
  ): Promise<WebhookDelivery[]> {
    const list: { deliveries: WebhookDelivery[] } = await this.request(
      "GET",
      `/project/webhooks/${encodeURIComponent(id)}/deliveries`,
      { query, signal: options.signal },
    );
    return list.deliveries;
  }

  /** Sends a delivered or failed delivery again, now. */
  redeliverWebhook(id: string, delivery: string, options: CallOptions = {}): Promise<WebhookDelivery> {
    return this.request(
      "POST",
      `/project/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(delivery)}/redeliver`,
      options,
    );
  }

  project(options: CallOptions = {}): Promise<Project> {
    return this.request("GET", "/project", options);
  }

  startRun(input: StartRunInput = {}, options: CallOptions = {}): Promise<Run> {
    return this.request("POST", "/runs", { body: input, signal: options.signal });
  }
  getRun(run: string, options: CallOptions = {}): Promise<Run> {
    return this.request("GET", `/runs/${encodeURIComponent(run)}`, options);
  }
  listRuns(query: ListRunsQuery = {}, options: CallOptions = {}): Promise<Run[]> {
    return this.request("GET", "/runs", { query, signal: options.signal });
  }
  runMarkdown(run: string, options: CallOptions = {}): Promise<string> {
    return this.request("GET", `/runs/${encodeURIComponent(run)}`, {
      query: { format: "markdown" },
      signal: options.signal,
    });
  }
  note(run: string, text: string, failed = false, options: CallOptions = {}): Promise<NoteAdded> {
    return this.request("POST", `/runs/${encodeURIComponent(run)}/notes`, {
      body: { text, failed },
      signal: options.signal,
    });
  }
  testResult(run: string, result: TestReport, options: CallOptions = {}): Promise<TestAdded> {
    return this.request("POST", `/runs/${encodeURIComponent(run)}/tests`, { body: result, signal: options.signal });
  }
  finishRun(run: string, failed = false, options: CallOptions = {}): Promise<Run> {
    return this.request("POST", `/runs/${encodeURIComponent(run)}/finish`, {
      body: { failed },
      signal: options.signal,
    });
  }
}
