import { randomUUID } from "node:crypto";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import express, { type Request, type Response, Router } from "express";
import type { Deps } from "../deps.js";
import { authenticate, callerOf } from "../http/auth.js";
import { JSON_BODY_LIMIT_BYTES } from "../limits.js";
import { createMcpServer } from "./server.js";
import type { McpSession } from "./session.js";

const SESSION_HEADER = "mcp-session-id";

/** How many sessions a key may hold, and how long one may sit unused (docs/configuration.md). */
export interface McpLimits {
  /** Open sessions of one key (mcp_max_sessions_per_key): a new one closes the one idle longest. */
  sessionsPerKey: number;
  /** A session unused this long is closed (mcp_session_idle_ms): an agent thinks for minutes, not hours. */
  idleMs: number;
}

interface OpenSession {
  transport: StreamableHTTPServerTransport;
  session: McpSession;
  lastUsed: number;
  /** Requests being answered now (a tool call, a wait): a session with one is not idle. */
  busy: number;
}

/** A JSON-RPC error answer, as MCP clients expect it from the transport's endpoint. */
function rpcError(res: Response, status: number, message: string): void {
  res.status(status).json({ jsonrpc: "2.0", error: { code: -32000, message }, id: null });
}

/**
 * The MCP server over Streamable HTTP at /mcp, behind the same Bearer key as /v1 and scoped to
 * its project. Each agent gets a session (Mcp-Session-Id) with its own run; a session answers
 * only the key that opened it.
 */
export function mcpRoutes(deps: Deps, limits: McpLimits): { router: Router; close(): Promise<void> } {
  const sessions = new Map<string, OpenSession>();
  const router = Router();

  const closeSession = async (id: string) => {
    const open = sessions.get(id);
    if (!open) return;
    sessions.delete(id);
    await open.transport.close().catch(() => undefined);
  };
  // A sweep a minute (or sooner, for a shorter idle time) closes what went unused.
  const sweeper = setInterval(
    () => {
      const now = Date.now();
      for (const [id, open] of sessions)
        if (open.busy === 0 && now - open.lastUsed > limits.idleMs) void closeSession(id);
    },
    Math.min(60_000, limits.idleMs),
  );
  sweeper.unref();

  /** Sessions of each key being opened now: they count before they are in `sessions`. */
  const opening = new Map<string, number>();
  const countOpening = (keyId: string, by: number) => {
    const count = (opening.get(keyId) ?? 0) + by;
    if (count === 0) opening.delete(keyId);
    else opening.set(keyId, count);
  };

  /**
   * Room for one more session of this key: while it holds as many as it may, the one idle
   * longest is closed (its next request gets the protocol's 404, and the agent connects again).
   * False when every one of them is answering a request right now.
   */
  const makeRoom = (keyId: string): boolean => {
    for (;;) {
      const own = [...sessions].filter(([, open]) => open.session.caller.keyId === keyId);
      if (own.length + (opening.get(keyId) ?? 0) < limits.sessionsPerKey) return true;
      const idle = own.filter(([, open]) => open.busy === 0).sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
      const [oldest] = idle;
      if (!oldest) return false;
      deps.logger.info("mcp session closed for a new one", { key: keyId, sessions: own.length });
      // Out of `sessions` at once; its transport closes in the background.
      void closeSession(oldest[0]);
    }
  };

  router.use("/mcp", authenticate(deps.keys), express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  router.all("/mcp", async (req: Request, res: Response) => {
    const caller = callerOf(res);
    const id = req.get(SESSION_HEADER);
    if (id) {
      const open = sessions.get(id);
      // Another key's session answers exactly as an unknown one.
      if (!open || open.session.caller.keyId !== caller.keyId)
        return rpcError(res, 404, "Unknown or closed MCP session: connect again (initialize).");
      // A call is busy until its answer has gone (the transport may stream it later). A GET
      // stream stays open while the agent lives: it neither makes a session busy nor counts as use.
      if (req.method === "POST") {
        open.lastUsed = Date.now();
        open.busy++;
        res.once("close", () => {
          open.busy--;
          open.lastUsed = Date.now();
        });
      }
      await open.transport.handleRequest(req, res, req.body);
      if (req.method === "DELETE") sessions.delete(id);
      return;
    }
    if (req.method !== "POST" || !isInitializeRequest(req.body))
      return rpcError(res, 400, "No MCP session: start with an initialize request (without Mcp-Session-Id).");
    if (!makeRoom(caller.keyId))
      return rpcError(
        res,
        429,
        `This key has ${limits.sessionsPerKey} MCP sessions, each answering a call now (mcp_max_sessions_per_key): close one, or try again when a call ends.`,
      );

    countOpening(caller.keyId, 1);
    let counted = true;
    const opened = () => {
      if (counted) countOpening(caller.keyId, -1);
      counted = false;
    };
    const session: McpSession = { caller, run: null, agent: () => server.server.getClientVersion()?.name ?? null };
    const server = createMcpServer(deps, session);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId) => {
        sessions.set(sessionId, { transport, session, lastUsed: Date.now(), busy: 0 });
        opened();
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } finally {
      opened();
    }
  });

  return {
    router,
    async close() {
      clearInterval(sweeper);
      await Promise.all([...sessions.keys()].map(closeSession));
    },
  };
}
