import { Resolver } from "node:dns/promises";
import { readFileSync } from "node:fs";
import { z } from "zod";

/**
 * The DNS that SPF, DKIM and DMARC verdicts read. Three sources, in order:
 *
 * 1. Records declared in a JSON file (the `dns_records` setting): a name the file lists answers
 *    only from the file, so a hermetic CI job declares its sending domain's SPF record, DKIM key
 *    and DMARC policy and gets real verdicts with no network.
 * 2. With `dns` = off, nothing else: every other lookup fails at once as "no answer".
 * 3. Otherwise the system's resolver, with a short timeout and one try, and a cache: a flood of
 *    mail from one domain asks once, and a resolver that cannot be reached costs one timeout.
 */

/** Record types the verdicts read, as the file declares them. */
const RECORD_TYPES = ["TXT", "A", "AAAA", "MX", "PTR", "CNAME"] as const;
type RecordType = (typeof RECORD_TYPES)[number];

const MxRecord = z.union([
  z.object({ exchange: z.string().min(1), priority: z.int().min(0) }),
  z
    .string()
    .regex(/^\d+\s+\S+$/, 'an MX record is "priority host", such as "10 mx.example.com"')
    .transform((value) => {
      const [priority, exchange] = value.trim().split(/\s+/) as [string, string];
      return { exchange, priority: Number(priority) };
    }),
]);

const RecordsOfName = z
  .object({
    TXT: z.array(z.string()).optional(),
    A: z.array(z.ipv4()).optional(),
    AAAA: z.array(z.ipv6()).optional(),
    MX: z.array(MxRecord).optional(),
    PTR: z.array(z.string().min(1)).optional(),
    CNAME: z.array(z.string().min(1)).optional(),
  })
  .strict();

const RecordsFile = z.record(z.string().min(1), RecordsOfName);

/** Declared records by lower-case name (no trailing dot). Structured-cloneable for the workers. */
export type DnsRecords = Record<string, z.output<typeof RecordsOfName>>;

/** Reads and checks the records file; throws with a message that names the file and the problem. */
export function loadDnsRecords(path: string): DnsRecords {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? "not JSON";
    throw new Error(`cannot read ${path} as JSON (${reason})`);
  }
  const result = RecordsFile.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${path}: ${issue.path.join(".") || "the file"}: ${issue.message}`);
  }
  const records: DnsRecords = {};
  for (const [name, byType] of Object.entries(result.data)) records[normalizeName(name)] = byType;
  return records;
}

const normalizeName = (name: string) => name.trim().toLowerCase().replace(/\.$/, "");

export interface DnsSettings {
  dns: "system" | "off";
  records: DnsRecords | null;
  timeoutMs: number;
}

/** The resolver mailauth calls: `resolve(name, type)` as node:dns/promises answers it. */
export type DnsResolver = (name: string, type: string) => Promise<unknown>;

/** A lookup that got no answer: mailauth reads this as temperror ("no answer"), not as "no record". */
export class NoDnsAnswer extends Error {
  readonly code = "ESERVFAIL";
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A name or type without records: mailauth reads ENOTFOUND and ENODATA as "none". */
function noRecords(name: string, code: "ENOTFOUND" | "ENODATA"): Error {
  return Object.assign(new Error(`${code} ${name}`), { code });
}

/** Answers of the system resolver are kept this long, failures shorter. */
const ANSWER_TTL_MS = 5 * 60_000;
const FAILURE_TTL_MS = 60_000;
const CACHE_MAX = 2000;

export function createDnsResolver(settings: DnsSettings): DnsResolver {
  const system = settings.dns === "system" ? new Resolver({ timeout: settings.timeoutMs, tries: 1 }) : null;
  const cache = new Map<string, { until: number; answer: Promise<unknown> }>();

  const fromFile = (name: string, type: string): Promise<unknown> | null => {
    const declared = settings.records?.[name];
    if (!declared) return null;
    const values = RECORD_TYPES.includes(type as RecordType) ? declared[type as RecordType] : undefined;
    if (!values || values.length === 0) return Promise.reject(noRecords(name, "ENODATA"));
    // node:dns answers TXT as chunks of one record; one chunk per declared string does.
    return Promise.resolve(type === "TXT" ? (values as string[]).map((value) => [value]) : values);
  };

  return (rawName, type) => {
    const name = normalizeName(rawName);
    const declared = fromFile(name, type);
    if (declared) return declared;
    if (!system) return Promise.reject(new NoDnsAnswer("DNS lookups are off (the dns setting is off)"));
    const key = `${type} ${name}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.until > now) return cached.answer;
    const answer = system.resolve(name, type);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    const entry = { until: now + ANSWER_TTL_MS, answer };
    cache.set(key, entry);
    answer.catch(() => {
      entry.until = Date.now() + FAILURE_TTL_MS;
    });
    return answer;
  };
}
