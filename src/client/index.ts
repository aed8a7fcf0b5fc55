/**
 * The Proofbox client: a small, dependency-free wrapper of the v1 HTTP API for test code and
 * the GitHub Action. It reads PROOFBOX_URL, PROOFBOX_API_KEY and PROOFBOX_RUN from the
 * environment by default, sends the run header itself, and turns error answers into
 * ProofboxError with the hint and refusals the service gives.
 *
 *   import { Proofbox } from "proofbox";
 *   const inbox = new Proofbox();                       // from the environment
 *   const { address } = await inbox.createAddress();
 *   const { value } = await inbox.code(address, { timeout: 60, test: "sign-up" });
 */

export type CodeSubtype = "otp" | "coupon";
export type LinkSubtype = "verify" | "magic_signin" | "invite" | "reset" | "other";

export interface Match {
  address: string;
  type: "code" | "link";
  subtype: CodeSubtype | LinkSubtype;
  value: string;
  service: string | null;
  service_domain: string | null;
  received_at: string;
  expires_at: string | null;
  email_id: string;
}

export interface Persona {
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  date_of_birth?: string;
  country?: string;
}

export interface Address {
  address: string;
  label: string | null;
  created_at: string;
  expires_at: string;
  persona: Persona | null;
  notes: string | null;
  tags: string[];
  has_password: boolean;
  password?: string;
  site?: string;
  environment?: string;
  email_count: number;
  latest: Match | null;
}

export interface CreateAddressInput {
  label?: string;
  name?: string;
  persona?: boolean;
  password?: boolean;
  lifetime_days?: number;
  domain?: string;
  age?: string;
  date_of_birth?: string;
  country?: string;
  site?: string;
  environment?: string;
  notes?: string;
  tags?: string[];
  first_name?: string;
  last_name?: string;
  username?: string;
}

export interface Refusal {
  reason: "too_large" | "address_limit" | "daily_limit";
  first_at: string;
  last_at: string;
  count: number;
  size_bytes: number | null;
}

export interface Message {
  id: string;
  received_at: string;
  recipient: string;
  sender: string | null;
  service: string | null;
  service_domain: string | null;
  expires_at: string | null;
  size_bytes: number;
  codes: { value: string; subtype: CodeSubtype; used: boolean }[];
  links: { url: string; subtype: LinkSubtype; app: boolean; used: boolean }[];
  subject?: string | null;
  text?: string | null;
  html?: string | null;
}

export interface EmailSummary {
  received_at: string;
  service: string | null;
  service_domain: string | null;
  type: "code" | "link" | null;
  subtype: string | null;
  email_id: string;
}

export interface RunMeta {
  repository?: string;
  branch?: string;
  commit?: string;
  pull_request?: number;
  workflow?: string;
  job_url?: string;
  agent?: string;
}

export interface Run {
  id: string;
  name: string;
  source: "ci" | "agent" | "api";
  status: "running" | "passed" | "failed";
  meta: RunMeta;
  started_at: string;
  finished_at: string | null;
  url: string;
  project: { id: string; name: string };
  totals?: { passed: number; failed: number; skipped: number };
  events?: {
    at: string;
    kind: string;
    address: string | null;
    test: string | null;
    failed: boolean;
    detail: Record<string, unknown>;
  }[];
  comparison?: { compared: number; changes: { kind: string; text: { type: "text" | "code"; value: string }[] }[] };
}

/** An error answer of the service: `error` is its code (not_found, invalid_request, ...). */
export class ProofboxError extends Error {
  override name = "ProofboxError";
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
  /** The likeliest cause of a wait or delivery 404. */
  get hint(): string | undefined {
    return typeof this.body.hint === "string" ? this.body.hint : undefined;
  }
  get refused(): Refusal[] {
    return Array.isArray(this.body.refused) ? (this.body.refused as Refusal[]) : [];
  }
  get help(): string | undefined {
    return typeof this.body.help === "string" ? this.body.help : undefined;
  }
}

export interface ProofboxOptions {
  /** Base URL of the service, without /v1. Default: PROOFBOX_URL. */
  url?: string;
  /** Default: PROOFBOX_API_KEY. */
  apiKey?: string;
  /** Run id sent as Service-Run on every call that records evidence. Default: PROOFBOX_RUN. */
  run?: string | null;
  /** Default: globalThis.fetch. */
  fetch?: typeof fetch;
}

/** Options shared by the calls that record evidence in a run. */
export interface EvidenceOptions {
  /** The test this call belongs to (Service-Test). */
  test?: string;
}

export interface WaitOptions extends EvidenceOptions {
  /** Seconds to wait; more than 30 is done as several waits (Service-Run-Retry). Default 30. */
  timeout?: number;
  since?: Date | string;
  service?: string;
  unused?: boolean;
}

const WAIT_MAX_SECONDS = 30;

const env = (name: string): string | undefined =>
  typeof process !== "undefined" ? process.env[name]?.trim() || undefined : undefined;

const iso = (value: Date | string | undefined) => (value instanceof Date ? value.toISOString() : value);

export class Proofbox {
  readonly url: string;
  readonly run: string | null;
  private readonly apiKey: string;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ProofboxOptions = {}) {
    const url = options.url ?? env("PROOFBOX_URL");
    const apiKey = options.apiKey ?? env("PROOFBOX_API_KEY");
    if (!url) throw new Error("Proofbox: no URL (pass { url } or set PROOFBOX_URL)");
    if (!apiKey) throw new Error("Proofbox: no API key (pass { apiKey } or set PROOFBOX_API_KEY)");
    this.url = url.replace(/\/+$/, "");
    this.apiKey = apiKey;
    this.run = options.run === undefined ? (env("PROOFBOX_RUN") ?? null) : options.run;
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** One API call. Answers parsed JSON (or text for Markdown); throws ProofboxError on 4xx/5xx. */
  async request<T>(
    method: string,
    path: string,
    options: {
      query?: Record<string, string | number | boolean | undefined>;
      body?: unknown;
      headers?: Record<string, string>;
      evidence?: EvidenceOptions;
      retry?: boolean;
    } = {},
  ): Promise<T> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) query.set(key, String(value));
    const headers: Record<string, string> = { authorization: `Bearer ${this.apiKey}`, ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.evidence && this.run) {
      headers["service-run"] = this.run;
      if (options.evidence.test) headers["service-test"] = encodeURIComponent(options.evidence.test);
      if (options.retry) headers["service-run-retry"] = "true";
    }
    const response = await this.fetchImpl(`${this.url}/v1${path}${query.size > 0 ? `?${query.toString()}` : ""}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok) {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { error: "http_error", message: text.slice(0, 500) };
      }
      throw new ProofboxError(
        response.status,
        typeof body.error === "string" ? body.error : "http_error",
        typeof body.message === "string" ? body.message : `HTTP ${response.status}`,
        body,
      );
    }
    if (response.status === 204 || text === "") return undefined as T;
    return (type.includes("json") ? JSON.parse(text) : text) as T;
  }

  private addressPath(address: string, rest = "") {
    return `/addresses/${encodeURIComponent(address)}${rest}`;
  }

  createAddress(input: CreateAddressInput = {}, evidence: EvidenceOptions = {}): Promise<Address> {
    return this.request("POST", "/addresses", { body: input, evidence });
  }
  getAddress(address: string): Promise<Address> {
    return this.request("GET", this.addressPath(address));
  }
  listAddresses(query: Record<string, string | number | boolean | undefined> = {}): Promise<Address[]> {
    return this.request("GET", "/addresses", { query });
  }
  updateAddress(address: string, changes: Partial<CreateAddressInput>): Promise<Address> {
    return this.request("PATCH", this.addressPath(address), { body: changes });
  }
  deleteAddress(address: string): Promise<void> {
    return this.request("DELETE", this.addressPath(address));
  }
  delivery(address: string): Promise<Record<string, unknown>> {
    return this.request("GET", this.addressPath(address, "/delivery"));
  }

  /**
   * Waits for the newest code. A timeout over 30 s becomes several waits of at most 30 s with
   * Service-Run-Retry, so a run records only the last one's "nothing arrived".
   */
  code(address: string, options: WaitOptions & { type?: CodeSubtype } = {}): Promise<Match> {
    return this.wait(address, "/code", options, { type: options.type });
  }

  link(
    address: string,
    options: WaitOptions & { type?: (LinkSubtype | "any")[] | "any"; app?: boolean } = {},
  ): Promise<Match> {
    const type = Array.isArray(options.type) ? options.type.join(",") : options.type;
    return this.wait(address, "/link", options, { type, app: options.app });
  }

  private async wait(
    address: string,
    what: "/code" | "/link",
    options: WaitOptions,
    extra: Record<string, string | boolean | undefined>,
  ): Promise<Match> {
    const total = options.timeout ?? WAIT_MAX_SECONDS;
    // One wait leaves the look-back to the service. Several waits fix the window at the start,
    // so a later call does not miss mail that came during an earlier one.
    const since =
      iso(options.since) ??
      (total > WAIT_MAX_SECONDS ? new Date(Date.now() - 15 * 60 * 1000).toISOString() : undefined);
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

  messages(address: string, options: { include?: ("text" | "html")[]; limit?: number } = {}): Promise<Message[]> {
    return this.request("GET", this.addressPath(address, "/messages"), {
      query: { include: options.include?.join(","), limit: options.limit },
    });
  }

  count(
    address: string,
    options: EvidenceOptions & {
      since?: Date | string;
      service?: string;
      type?: "code" | "link";
      subtype?: string[];
    } = {},
  ): Promise<{ address: string; since: string | null; count: number; emails: EmailSummary[] }> {
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
    options: EvidenceOptions & {
      since?: Date | string;
      timeout?: number;
      service?: string;
      type?: "code" | "link";
    } = {},
  ): Promise<{ arrived: false; until: string }> {
    return this.request("GET", this.addressPath(address, "/none"), {
      query: { since: iso(options.since), timeout: options.timeout, service: options.service, type: options.type },
      evidence: options,
    });
  }

  project(): Promise<Record<string, unknown>> {
    return this.request("GET", "/project");
  }

  startRun(input: { name?: string; source?: "ci" | "agent" | "api"; meta?: RunMeta } = {}): Promise<Run> {
    return this.request("POST", "/runs", { body: input });
  }
  getRun(run: string): Promise<Run> {
    return this.request("GET", `/runs/${encodeURIComponent(run)}`);
  }
  listRuns(query: { limit?: number; before?: string; name?: string; status?: Run["status"] } = {}): Promise<Run[]> {
    return this.request("GET", "/runs", { query });
  }
  runMarkdown(run: string): Promise<string> {
    return this.request("GET", `/runs/${encodeURIComponent(run)}`, { query: { format: "markdown" } });
  }
  note(run: string, text: string, failed = false): Promise<{ run: string; added: "note"; failed: boolean }> {
    return this.request("POST", `/runs/${encodeURIComponent(run)}/notes`, { body: { text, failed } });
  }
  testResult(
    run: string,
    result:
      | { name: string; status: "passed" | "failed" | "skipped"; duration_ms?: number; file?: string; error?: string }
      | { totals: { passed: number; failed: number; skipped?: number } },
  ): Promise<Record<string, unknown>> {
    return this.request("POST", `/runs/${encodeURIComponent(run)}/tests`, { body: result });
  }
  finishRun(run: string, failed = false): Promise<Run> {
    return this.request("POST", `/runs/${encodeURIComponent(run)}/finish`, { body: { failed } });
  }
}
