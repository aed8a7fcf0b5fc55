import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One POST the receiver took, as it came: headers, the raw body, and the parsed payload. */
export interface Received {
  headers: Record<string, string>;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  /** What the receiver answered. */
  status: number;
}

/**
 * A real HTTP server on a free local port standing in for a user's webhook endpoint. `answer`
 * decides each status (default 204); a status of 0 never answers (a hanging endpoint).
 */
export async function startReceiver(
  answer: (request: Omit<Received, "status">, seen: Received[]) => number = () => 204,
) {
  const seen: Received[] = [];
  const waiters = new Set<() => void>();
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(",") : (value ?? ""),
        ]),
      );
      const request = { headers, body, payload: JSON.parse(body) as Received["payload"] };
      const status = answer(request, seen);
      seen.push({ ...request, status });
      for (const wake of waiters) wake();
      if (status === 0) {
        hanging.add(req);
        return;
      }
      res.writeHead(status, { "content-type": "text/plain" }).end(status >= 400 ? `refused with ${status}` : "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    seen,
    /** Resolves once `condition` holds over what was received, or rejects after `timeoutMs`. */
    async until(
      condition: (seen: Received[]) => boolean,
      timeoutMs = 20_000,
      what = "the deliveries",
    ): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (!condition(seen)) {
        if (Date.now() > deadline)
          throw new Error(
            `${what} did not come within ${timeoutMs} ms; received: ${JSON.stringify(seen.map((r) => [r.payload.type, r.status, r.payload.data]))}`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, 200);
          waiters.add(wake);
        });
      }
      return seen;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
