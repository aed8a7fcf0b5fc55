import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { median, sleep, startProofbox } from "./lib/processes.js";
import { smtpSession } from "./waits.js";

const ROUNDS = 50;
const CALLS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * The MCP door over Streamable HTTP, as an agent uses it: the wake-up of wait_for_code (from the
 * final SMTP 250 to the tool's result, one wait at a time) and the round trip of a tool that does
 * not wait (count_emails), both through the SDK's client.
 */
/** A new test address, through the tool an agent uses. */
async function newAddress(client: Client): Promise<string> {
  const result = (await client.callTool({ name: "create_address", arguments: {} })) as unknown as {
    structuredContent: { address: string };
  };
  return result.structuredContent.address;
}

export async function benchMcp(log: (line: string) => void) {
  const service = await startProofbox({ PROOFBOX_API_KEY: "bench-key-0123456789abcdef" });
  const client = new Client({ name: "bench", version: "1.0.0" });
  try {
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${service.httpUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${service.apiKey}` } },
      }),
    );
    const smtp = await smtpSession(service.smtpPort);
    const wakeUps: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const address = await newAddress(client);
      // Noted when the result arrives, which can be before the sender reads its 250 (negative).
      const waiting = client
        .callTool({ name: "wait_for_code", arguments: { address, timeout: 10 } })
        .then((result) => ({ result: result as { isError?: boolean }, at: performance.now() }));
      await sleep(20);
      const accepted = await smtp.send(address, round);
      const { result, at } = await waiting;
      if (result.isError) throw new Error("wait_for_code found nothing");
      wakeUps.push(at - accepted);
    }
    smtp.close();
    const address = await newAddress(client);
    const calls: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      await client.callTool({ name: "count_emails", arguments: { address } });
      calls.push(performance.now() - started);
    }
    wakeUps.sort((a, b) => a - b);
    calls.sort((a, b) => a - b);
    const result = {
      wakeUpP50Ms: median(wakeUps),
      wakeUpP99Ms: percentile(wakeUps, 0.99),
      callP50Ms: median(calls),
      callP99Ms: percentile(calls, 0.99),
    };
    log(
      `  wait_for_code, SMTP 250 -> tool result: p50 ${result.wakeUpP50Ms.toFixed(2)} ms, p99 ${result.wakeUpP99Ms.toFixed(2)} ms; count_emails round trip: p50 ${result.callP50Ms.toFixed(2)} ms, p99 ${result.callP99Ms.toFixed(2)} ms\n`,
    );
    return result;
  } finally {
    await client.close().catch(() => undefined);
    await service.stop();
  }
}
