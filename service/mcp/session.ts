import type { Caller } from "../caller.js";

/**
 * One agent's MCP session: the key it connected with (its project and permissions), the run its
 * calls leave evidence in (set by start_run or use_run), and the client's name for the run's meta.
 */
export interface McpSession {
  caller: Caller;
  run: string | null;
  /** The name the client gave when it connected (clientInfo.name), once it has. */
  agent(): string | null;
}
