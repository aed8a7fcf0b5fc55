import type { Evidence } from "./evidence/recorder.js";
import type { Project } from "./store/store.js";
import type { Permission } from "./wire/enums.js";

/**
 * Who makes a call, as every domain function sees it: the project its key belongs to, the key
 * (by a digest prefix and its name, never the key itself) and what the key may do. The HTTP
 * layer makes one from the bearer key; the MCP server and the command line will too.
 */
export interface Caller {
  project: Project;
  /** Identifies the key in logs and rate limits without revealing it: the first 12 digest characters. */
  keyId: string;
  keyName: string;
  permissions: readonly Permission[];
  /** When the key stops working; a key it creates may not outlive it. */
  keyExpiresAt?: Date | null;
}

/** One call into the domain: who makes it, where its evidence goes, and when its caller gives up. */
export interface Call {
  caller: Caller;
  evidence: Evidence;
  /** Aborted when the caller goes away (an HTTP client closing its connection mid-wait). */
  signal: AbortSignal;
}
