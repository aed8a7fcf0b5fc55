import { randomUUID } from "node:crypto";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import express, { type Request, type Response, Router } from "express";
import type { Deps } from "../deps.js";
import { authenticate, callerOf } from "../http/auth.js";
import { JSON_BODY_LIMIT_BYTES } from "../limits.js";
import { createMcpServer } from "./server.js";
import type { McpSession } from "./session.js";

/** A session nobody used for this long is closed; the agent connects again. */
const IDLE_MS = 30 * 60 * 1000;
const SESSION_HEADER = "mcp-session-id";

interface OpenSession {
  transport: StreamableHTTPServerTransport;
  session: McpSession;
  lastUsed: number;
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
export function mcpRoutes(deps: Deps): { router: Router; close(): Promise<void> } {
  const sessions = new Map<string, OpenSession>();
  const router = Router();

  const closeSession = async (id: string) => {
    const open = sessions.get(id);
    if (!open) return;
    sessions.delete(id);
    await open.transport.close().catch(() => undefined);
  };
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [id, open] of sessions) if (now - open.lastUsed > IDLE_MS) void closeSession(id);
  }, 60_000);
  sweeper.unref();

  router.use("/mcp", authenticate(deps.store), express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  router.all("/mcp", async (req: Request, res: Response) => {
    const caller = callerOf(res);
    const id = req.get(SESSION_HEADER);
    if (id) {
      const open = sessions.get(id);
      // Another key's session answers exactly as an unknown one.
      if (!open || open.session.caller.keyId !== caller.keyId)
        return rpcError(res, 404, "Unknown or closed MCP session: connect again (initialize).");
      open.lastUsed = Date.now();
      await open.transport.handleRequest(req, res, req.body);
      if (req.method === "DELETE") sessions.delete(id);
      return;
    }
    if (req.method !== "POST" || !isInitializeRequest(req.body))
      return rpcError(res, 400, "No MCP session: start with an initialize request (without Mcp-Session-Id).");

    const session: McpSession = { caller, run: null, agent: () => server.server.getClientVersion()?.name ?? null };
    const server = createMcpServer(deps, session);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId) => {
        sessions.set(sessionId, { transport, session, lastUsed: Date.now() });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });

  return {
    router,
    async close() {
      clearInterval(sweeper);
      await Promise.all([...sessions.keys()].map(closeSession));
    },
  };
}
