import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

/**
 * `proofbox mcp`: the MCP server over stdio, for agents that start their tools as processes. It
 * relays every message to the service's /mcp endpoint and back, so the tools, their rules and
 * their evidence are the service's own; nothing is decided here. Logs go to stderr only, as
 * stdout carries the protocol.
 */
export async function runMcpBridge(url: string, apiKey: string): Promise<void> {
  const upstream = new StreamableHTTPClientTransport(new URL(`${url.replace(/\/+$/, "")}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
  });
  const local = new StdioServerTransport();
  const fail = (where: string) => (error: Error) => process.stderr.write(`proofbox mcp: ${where}: ${error.message}\n`);
  upstream.onerror = fail("service");
  local.onerror = fail("stdio");
  local.onmessage = (message) => {
    upstream.send(message).catch((error: unknown) => {
      fail("service")(error instanceof Error ? error : new Error(String(error)));
      // A request the service never answered: tell the agent, so it does not wait for ever.
      if ("id" in message && "method" in message)
        void local.send({
          jsonrpc: "2.0",
          id: message.id,
          error: { code: -32000, message: `Proofbox service unreachable at ${url}` },
        });
    });
  };
  upstream.onmessage = (message) => {
    // The agent's client set the protocol version in its initialize; later requests carry it.
    const version = (message as { result?: { protocolVersion?: unknown } }).result?.protocolVersion;
    if (typeof version === "string") upstream.setProtocolVersion(version);
    void local.send(message);
  };
  const closed = new Promise<void>((resolve) => {
    local.onclose = () => resolve();
    process.stdin.on("end", () => resolve());
  });
  await upstream.start();
  await local.start();
  await closed;
  await upstream.terminateSession().catch(() => undefined);
  await upstream.close();
}
