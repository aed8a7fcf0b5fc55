import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, it } from "vitest";
import { KEY, startTestService, type TestService } from "../helpers/service.js";

/**
 * How many MCP sessions a key may hold and how long one may sit unused, with the SDK's own
 * client: a session closed to make room, or for being idle, answers the protocol's 404, so the
 * client knows to connect again, and never hangs.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("MCP sessions", () => {
  let t: TestService | undefined;
  const clients: Client[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close().catch(() => undefined);
    await t?.close();
    t = undefined;
  });

  async function connect(name: string): Promise<Client> {
    const client = new Client({ name, version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${t!.baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${KEY}` } },
      }),
    );
    clients.push(client);
    return client;
  }

  it("closes the session of a key idle longest when the key opens one more than it may hold", async () => {
    t = await startTestService({ mcp_max_sessions_per_key: 2 });
    const first = await connect("first");
    const second = await connect("second");
    await first.listTools();
    // `second` is now the one idle longest.
    const third = await connect("third");
    await expect(second.listTools()).rejects.toThrow(/404|Unknown or closed MCP session/);
    expect((await first.listTools()).tools.length).toBeGreaterThan(0);
    expect((await third.listTools()).tools.length).toBeGreaterThan(0);
  });

  it("never closes a session in the middle of a call: past the cap with every session busy, a new one is refused", async () => {
    t = await startTestService({ mcp_max_sessions_per_key: 1 });
    const busy = await connect("busy");
    const { address } = (await busy.callTool({ name: "create_address", arguments: {} })).structuredContent as {
      address: string;
    };
    const waiting = busy.callTool({ name: "wait_for_code", arguments: { address, timeout: 3 } });
    await sleep(300);
    await expect(connect("newcomer")).rejects.toThrow(/429|answering a call now/);
    // The wait ends on its own (nothing arrived), and the session still answers.
    expect((await waiting).isError).toBe(true);
    expect((await busy.listTools()).tools.length).toBeGreaterThan(0);
    // Now idle, it makes room.
    const newcomer = await connect("newcomer");
    expect((await newcomer.listTools()).tools.length).toBeGreaterThan(0);
    await expect(busy.listTools()).rejects.toThrow(/404|Unknown or closed MCP session/);
  });

  it("holds the cap when a key opens many sessions at once", async () => {
    t = await startTestService({ mcp_max_sessions_per_key: 2 });
    const attempts = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => connect(`at-once-${i}`)));
    const connected = attempts.flatMap((attempt) => (attempt.status === "fulfilled" ? [attempt.value] : []));
    expect(connected.length).toBeGreaterThan(0);
    const answering = await Promise.allSettled(connected.map((client) => client.listTools()));
    const open = answering.filter((answer) => answer.status === "fulfilled").length;
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThanOrEqual(2);
  });

  it("closes a session unused for mcp_session_idle_ms", async () => {
    t = await startTestService({ mcp_session_idle_ms: 1000 });
    const client = await connect("idle");
    await client.listTools();
    await sleep(2500);
    await expect(client.listTools()).rejects.toThrow(/404|Unknown or closed MCP session/);
    const again = await connect("again");
    expect((await again.listTools()).tools.length).toBeGreaterThan(0);
  });
});
