import { readFileSync } from "node:fs";
import type { CatchAll } from "./store/store.js";
import { z } from "zod";
import { LOG_FORMATS, LOG_LEVELS } from "./lib/log-settings.js";
import { DEFAULT_PARSE_TIMEOUT_MS } from "./mail/parse-timeout.js";
import { CATCH_ALL_MODES, type Permission, PERMISSIONS } from "./wire/enums.js";
import { WEBHOOK_RETRY_SECONDS } from "./limits.js";

/**
 * Every setting of the service, in one schema. A setting has one name: `snake_case` in the
 * JSON config file and `PROOFBOX_` plus the upper-cased name in the environment (limits are
 * flattened: `limits.max_active_addresses` is `PROOFBOX_MAX_ACTIVE_ADDRESSES`). The environment
 * wins over the file, the file over the defaults. docs/configuration.md lists them all.
 */

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a whole number")
  .min(0, "must be 0 (any free port) to 65535")
  .max(65535, "must be 0 (any free port) to 65535");

const host = z.string().trim().min(1, "must not be empty");

const mailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "must be a domain name such as proofbox.test",
  );

const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `must be a number (${what})` })
    .int("must be a whole number")
    .min(1, "must be at least 1");

const booleanSetting = z.union([z.boolean(), z.stringbool({ error: "must be true or false" })]);

/** A duration in milliseconds, from `min` to `max`. */
const milliseconds = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

export const LimitsSchema = z
  .object({
    max_lifetime_days: positiveInt("days").max(3650, "must be at most 3650"),
    max_active_addresses: positiveInt("addresses"),
    address_creations_per_minute: positiveInt("per API key"),
    mail_per_address_per_hour: positiveInt("messages"),
    mail_per_project_per_day: positiveInt("messages"),
    max_message_bytes: positiveInt("bytes").max(100 * 1024 * 1024, "must be at most 104857600 (100 MiB)"),
  })
  .strict();
export type Limits = z.infer<typeof LimitsSchema>;

export const DEFAULT_LIMITS: Limits = {
  max_lifetime_days: 30,
  max_active_addresses: 1000,
  address_creations_per_minute: 120,
  mail_per_address_per_hour: 500,
  mail_per_project_per_day: 100_000,
  max_message_bytes: 10 * 1024 * 1024,
};

export { type Permission, PERMISSIONS };

const KeySchema = z
  .object({
    name: z.string().trim().min(1).max(80).optional(),
    key: z.string().min(16, "must be at least 16 characters").optional(),
    key_sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, "must be the hex SHA-256 digest of the key")
      .optional(),
    permissions: z.array(z.enum(PERMISSIONS)).default([]),
  })
  .strict()
  .refine((k) => (k.key === undefined) !== (k.key_sha256 === undefined), "give exactly one of key or key_sha256");

const catchAll = z.enum(CATCH_ALL_MODES, { error: "must be off, domains or any" });
const catchAllLifetimeDays = positiveInt("days").max(3650, "must be at most 3650");

const ProjectSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    domains: z.array(mailDomain).min(1, "needs at least one mail domain"),
    keys: z.array(KeySchema).min(1, "needs at least one API key"),
    limits: LimitsSchema.partial().optional(),
    catch_all: catchAll.default("off"),
    catch_all_lifetime_days: catchAllLifetimeDays.default(1),
    webhooks_allow_private: booleanSetting.default(false),
  })
  .strict();

export const SettingsSchema = z
  .object({
    http_host: host.default("127.0.0.1"),
    http_port: port.default(7025),
    smtp_host: host.default("127.0.0.1"),
    smtp_port: port.default(2525),
    public_url: z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).optional(),
    domain: mailDomain.default("proofbox.test"),
    catch_all: catchAll.default("off"),
    catch_all_lifetime_days: catchAllLifetimeDays.default(1),
    webhooks_allow_private: booleanSetting.default(false),
    webhook_retry_seconds: z
      .union([
        z.array(z.number()),
        z.string().transform((value) => value.split(",").map((part) => Number(part.trim()))),
      ])
      .pipe(
        z
          .array(
            z
              .number()
              .positive("each delay must be more than 0 seconds")
              .max(86_400, "each delay must be at most 86400 seconds"),
          )
          .max(20, "must have at most 20 delays"),
      )
      .default(WEBHOOK_RETRY_SECONDS),
    webhook_timeout_ms: milliseconds(100, 30_000).default(10_000),
    api_key: z.string().min(16, "must be at least 16 characters").optional(),
    secret_key: z.string().min(16, "must be at least 16 characters").optional(),
    secret_key_previous: z
      .union([z.array(z.string()), z.string().transform((value) => value.split(","))])
      .transform((keys) => keys.map((key) => key.trim()).filter(Boolean))
      .pipe(z.array(z.string().min(16, "each key must be at least 16 characters")))
      .default([]),
    smtp_auth: booleanSetting.default(true),
    smtp_tls_key: z.string().min(1).optional(),
    smtp_tls_cert: z.string().min(1).optional(),
    smtp_max_connections: positiveInt("connections").max(100_000, "must be at most 100000").default(1000),
    smtp_max_connections_per_ip: positiveInt("connections").max(100_000, "must be at most 100000").default(100),
    smtp_max_receiving_bytes: positiveInt("bytes")
      .max(4 * 1024 * 1024 * 1024, "must be at most 4294967296 (4 GiB)")
      .default(128 * 1024 * 1024),
    smtp_max_recipients: positiveInt("recipients").max(10_000, "must be at most 10000").default(100),
    smtp_idle_timeout_ms: milliseconds(1000, 3_600_000).default(60_000),
    smtp_message_timeout_ms: milliseconds(1000, 86_400_000).default(300_000),
    metrics: booleanSetting.default(true),
    metrics_port: port.optional(),
    log_level: z.enum(LOG_LEVELS).default("info"),
    log_format: z.enum(LOG_FORMATS).default("auto"),
    parse_workers: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(16, "must be at most 16")
      .optional(),
    parse_timeout_ms: milliseconds(100, 600_000).default(DEFAULT_PARSE_TIMEOUT_MS),
    mcp_max_sessions_per_key: positiveInt("sessions").max(10_000, "must be at most 10000").default(20),
    mcp_session_idle_ms: milliseconds(1000, 86_400_000).default(30 * 60 * 1000),
    help_url: z.url().default("https://github.com/proofbox/proofbox/blob/main/docs/delivery.md"),
    dns: z.enum(["system", "off"], { error: "must be system or off" }).default("system"),
    dns_records: z.string().min(1).optional(),
    dns_timeout_ms: milliseconds(100, 30_000).default(1500),
    trust_auth_results: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, "must be the authserv-id of the relay, a host name such as mx.example.com")
      .optional(),
    database_url: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    database_schema: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,50}$/, "must be a lower-case schema name such as proofbox")
      .default("proofbox"),
    database_pool_size: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(200, "must be at most 200")
      .default(10),
    database_statement_timeout_ms: milliseconds(100, 600_000).default(10_000),
    limits: LimitsSchema.partial().default({}),
    projects: z.array(ProjectSchema).optional(),
  })
  .strict()
  .refine((s) => (s.smtp_tls_key === undefined) === (s.smtp_tls_cert === undefined), {
    message: "set both smtp_tls_key and smtp_tls_cert, or neither",
    path: ["smtp_tls_key"],
  })
  // Instances on one database must seal and open saved passwords with the same key, and a
  // restart must still open what was saved before it.
  .refine((s) => s.database_url === undefined || s.secret_key !== undefined, {
    message: "is required with database_url, so that every instance and every restart can open saved passwords",
    path: ["secret_key"],
  });
export type Settings = z.infer<typeof SettingsSchema>;

/** Names of the top-level settings that may come from the environment. */
const ENV_SETTINGS = [
  "http_host",
  "http_port",
  "smtp_host",
  "smtp_port",
  "public_url",
  "domain",
  "catch_all",
  "catch_all_lifetime_days",
  "webhooks_allow_private",
  "webhook_retry_seconds",
  "webhook_timeout_ms",
  "api_key",
  "secret_key",
  "secret_key_previous",
  "smtp_auth",
  "smtp_tls_key",
  "smtp_tls_cert",
  "smtp_max_connections",
  "smtp_max_connections_per_ip",
  "smtp_max_receiving_bytes",
  "smtp_max_recipients",
  "smtp_idle_timeout_ms",
  "smtp_message_timeout_ms",
  "metrics",
  "metrics_port",
  "log_level",
  "log_format",
  "parse_workers",
  "parse_timeout_ms",
  "mcp_max_sessions_per_key",
  "mcp_session_idle_ms",
  "help_url",
  "dns",
  "dns_records",
  "dns_timeout_ms",
  "trust_auth_results",
  "database_url",
  "database_schema",
  "database_pool_size",
  "database_statement_timeout_ms",
] as const;

/** One line per setting, for `proofbox serve --help` (docs/configuration.md says more). */
const SETTING_DESCRIPTIONS: Record<(typeof ENV_SETTINGS)[number] | keyof Limits, string> = {
  http_host: "interface of the HTTP API",
  http_port: "port of the HTTP API; 0 picks a free one",
  smtp_host: "interface of the SMTP receiver",
  smtp_port: "port of the SMTP receiver; 0 picks a free one",
  public_url: "base URL the service reports for itself",
  domain: "mail domain of the default project",
  catch_all:
    "mail to an address nobody created: off refuses it (550); domains creates it at the default project's domain; any at any domain",
  catch_all_lifetime_days: "lifetime in days of an address created by catch_all",
  webhooks_allow_private: "let the default project's webhooks go to private and loopback addresses (docs/webhooks.md)",
  webhook_retry_seconds:
    "delays between webhook retries, comma-separated seconds (default: 10 retries over about a day)",
  webhook_timeout_ms: "longest wait for a webhook endpoint's answer",
  api_key: "key of the default project (default: generated and printed once)",
  secret_key: "key that encrypts saved passwords at rest (default: random per start)",
  secret_key_previous: "earlier secret keys, comma-separated, during a rotation: they still open what they sealed",
  smtp_auth: "offer SMTP AUTH and accept any credentials",
  smtp_tls_key: "PEM key file; with the certificate, enables STARTTLS",
  smtp_tls_cert: "PEM certificate file",
  smtp_max_connections: "open SMTP connections in all; past it a new one is answered 421",
  smtp_max_connections_per_ip: "open SMTP connections from one client IP; past it a new one is answered 421",
  smtp_max_receiving_bytes: "bytes of messages still arriving over all connections; past it a message is answered 452",
  smtp_max_recipients: "distinct recipients of one message; past it RCPT is answered 452 4.5.3",
  smtp_idle_timeout_ms: "an SMTP connection silent this long is closed",
  smtp_message_timeout_ms: "an SMTP connection that completes no message for this long is closed with 421",
  metrics: "serve Prometheus metrics at GET /metrics (with an API key on the HTTP port)",
  metrics_port: "serve GET /metrics on this port of http_host instead, without a key",
  log_level: "debug, info, warn, error or silent",
  log_format: "json, pretty or auto",
  parse_workers: "threads that parse incoming mail; 0 parses on the main thread (default: cores minus one, 1 to 4)",
  parse_timeout_ms: "longest one message may take to read; past it, it is stored unread and its worker replaced",
  mcp_max_sessions_per_key: "open MCP sessions of one API key; a new one closes the one idle longest",
  mcp_session_idle_ms: "an MCP session unused this long is closed; the agent connects again",
  help_url: "link returned as help by delivery answers",
  dns: "DNS for SPF, DKIM and DMARC verdicts: system or off",
  dns_records: "JSON file of DNS records that answer first",
  dns_timeout_ms: "longest wait for one DNS lookup",
  trust_auth_results: "authserv-id of a relay whose Authentication-Results are trusted",
  database_url: "PostgreSQL URL (postgres://...); without it, the embedded in-memory store",
  database_schema: "PostgreSQL schema the tables live in",
  database_pool_size: "PostgreSQL connections per instance",
  database_statement_timeout_ms: "longest a PostgreSQL statement may run",
  max_lifetime_days: "longest address lifetime in days",
  max_active_addresses: "unexpired addresses per project",
  address_creations_per_minute: "addresses one API key may create per minute",
  mail_per_address_per_hour: "mail one address accepts per clock hour",
  mail_per_project_per_day: "mail one project accepts per UTC day",
  max_message_bytes: "largest message accepted, in bytes",
};

export interface SettingDescription {
  /** As in the config file (limits flattened). */
  name: string;
  env: string;
  /** --http-port */
  flag: string;
  default: string | undefined;
  description: string;
}

/** Every setting the environment can give, with its default: what `proofbox serve` offers as flags. */
export function describeSettings(): SettingDescription[] {
  const shape = SettingsSchema.shape as Record<string, z.ZodType>;
  const defaultOf = (schema: z.ZodType | undefined): string | undefined =>
    schema instanceof z.ZodDefault ? String(schema.def.defaultValue) : undefined;
  const top = ENV_SETTINGS.map((name) => ({ name, fallback: defaultOf(shape[name]) }));
  const limits = (Object.keys(LimitsSchema.shape) as (keyof Limits)[]).map((name) => ({
    name,
    fallback: String(DEFAULT_LIMITS[name]),
  }));
  return [...top, ...limits].map(({ name, fallback }) => ({
    name,
    env: envName(name),
    flag: `--${name.replace(/_/g, "-")}`,
    default: fallback,
    description: SETTING_DESCRIPTIONS[name],
  }));
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function envName(setting: string): string {
  return `PROOFBOX_${setting.replace(/^limits\./, "").toUpperCase()}`;
}

/** Turns the first zod issue into a sentence that names the setting as the user wrote it. */
function describeIssue(issue: z.core.$ZodIssue, fromEnv: Set<string>): string {
  const path = issue.path.map(String).join(".");
  const label = fromEnv.has(path) ? `${envName(path)} (${path})` : path || "config";
  return `invalid setting ${label}: ${issue.message}`;
}

/**
 * Reads the settings from the environment and the optional JSON file named by PROOFBOX_CONFIG.
 * Throws ConfigError with a message naming the first invalid setting.
 */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  let fileValues: Record<string, unknown> = {};
  const configPath = env.PROOFBOX_CONFIG;
  if (configPath) {
    let text: string;
    try {
      text = readFileSync(configPath, "utf8");
    } catch (error) {
      throw new ConfigError(
        `invalid setting PROOFBOX_CONFIG: cannot read ${configPath} (${(error as NodeJS.ErrnoException).code ?? "error"})`,
      );
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
      fileValues = parsed as Record<string, unknown>;
    } catch {
      throw new ConfigError(`invalid setting PROOFBOX_CONFIG: ${configPath} is not a JSON object`);
    }
  }

  const fromEnv = new Set<string>();
  const merged: Record<string, unknown> = { ...fileValues };
  for (const name of ENV_SETTINGS) {
    const value = env[envName(name)];
    if (value !== undefined && value !== "") {
      merged[name] = value;
      fromEnv.add(name);
    }
  }
  const limits: Record<string, unknown> = {
    ...((fileValues.limits as Record<string, unknown> | undefined) ?? {}),
  };
  for (const name of Object.keys(LimitsSchema.shape)) {
    const value = env[envName(name)];
    if (value !== undefined && value !== "") {
      limits[name] = value;
      fromEnv.add(`limits.${name}`);
    }
  }
  merged.limits = limits;

  const result = SettingsSchema.safeParse(merged);
  if (!result.success) {
    const issue = result.error.issues[0] as z.core.$ZodIssue;
    throw new ConfigError(describeIssue(issue, fromEnv));
  }
  return result.data;
}

/** A project as the service runs it: limits filled in, keys as digests. */
export interface ProjectConfig {
  name: string;
  domains: string[];
  limits: Limits;
  catchAll: CatchAll;
  /** Whether its webhooks may go to private and loopback addresses. */
  webhooksAllowPrivate: boolean;
  keys: { name: string; sha256?: string; plain?: string; permissions: Permission[] }[];
}

/** A project's catch-all, its lifetime held to the project's longest (max_lifetime_days). */
const catchAllOf = (mode: CatchAll["mode"], lifetimeDays: number, limits: Limits): CatchAll => ({
  mode,
  lifetimeDays: Math.min(lifetimeDays, limits.max_lifetime_days),
});

/**
 * The projects to run. With none in the config file, the zero-configuration default: one project
 * named "default" on the `domain` setting, with one key (api_key, or generated by the caller)
 * that may read saved passwords and manage the project.
 */
export function resolveProjects(
  settings: Settings,
  generatedKey: () => string,
): { projects: ProjectConfig[]; printedKey?: string } {
  const globalLimits: Limits = { ...DEFAULT_LIMITS, ...settings.limits };
  if (settings.projects && settings.projects.length > 0) {
    const names = new Set<string>();
    for (const project of settings.projects) {
      if (names.has(project.name))
        throw new ConfigError(`invalid setting projects: the name "${project.name}" is used twice`);
      names.add(project.name);
    }
    return {
      projects: settings.projects.map((project) => ({
        name: project.name,
        domains: [...new Set(project.domains)],
        limits: { ...globalLimits, ...project.limits },
        catchAll: catchAllOf(project.catch_all, project.catch_all_lifetime_days, {
          ...globalLimits,
          ...project.limits,
        }),
        webhooksAllowPrivate: project.webhooks_allow_private,
        keys: project.keys.map((key, i) => ({
          name: key.name ?? `key ${i + 1}`,
          ...(key.key ? { plain: key.key } : {}),
          ...(key.key_sha256 ? { sha256: key.key_sha256.toLowerCase() } : {}),
          permissions: key.permissions,
        })),
      })),
    };
  }
  const key = settings.api_key ?? generatedKey();
  return {
    projects: [
      {
        name: "default",
        domains: [settings.domain],
        limits: globalLimits,
        catchAll: catchAllOf(settings.catch_all, settings.catch_all_lifetime_days, globalLimits),
        webhooksAllowPrivate: settings.webhooks_allow_private,
        keys: [{ name: "default", plain: key, permissions: ["read_passwords", "manage_project"] }],
      },
    ],
    ...(settings.api_key ? {} : { printedKey: key }),
  };
}
