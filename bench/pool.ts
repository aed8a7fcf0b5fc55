import { Agent, request } from "node:http";
import { startProofbox } from "./lib/processes.js";

const CLIENTS = 20;
const DURATION_MS = 5000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

interface Answer {
  status: number;
  body: string;
}

/** One JSON POST on a keep-alive agent. */
function post(agent: Agent, url: string, apiKey: string, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          authorization: `Bearer ${apiKey}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * 20 clients, each checking an account out of one tagged pool and returning it at once, back to
 * back for 5 s, on keep-alive connections. With more accounts than clients every checkout is
 * held (the throughput of checkout + return); with fewer, half the clients meet 409s and try
 * again, which is the contention the atomic checkout must survive without holding one account twice.
 */
export async function checkoutRound(base: string, apiKey: string, tag: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const checkoutTimes: number[] = [];
  let held = 0;
  let busy = 0;
  const holders = new Map<string, number>();
  let doubleHolds = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const answer = await post(agent, `${base}/v1/addresses/checkout`, apiKey, { tags: [tag], minutes: 5 });
        checkoutTimes.push(performance.now() - t0);
        if (answer.status === 409) {
          busy++;
          continue;
        }
        if (answer.status !== 200) throw new Error(`checkout answered ${answer.status}: ${answer.body.slice(0, 200)}`);
        held++;
        const account = JSON.parse(answer.body) as { address: string; checkout: { token: string } };
        const holding = (holders.get(account.address) ?? 0) + 1;
        holders.set(account.address, holding);
        if (holding > 1) doubleHolds++;
        // Let go in the books before the return is sent: the service cannot hand the account to
        // another client before it has taken the return.
        holders.set(account.address, holding - 1);
        const returned = await post(
          agent,
          `${base}/v1/addresses/${encodeURIComponent(account.address)}/return`,
          apiKey,
          { token: account.checkout.token },
        );
        if (returned.status !== 200) throw new Error(`return answered ${returned.status}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  checkoutTimes.sort((a, b) => a - b);
  return {
    checkoutsPerSecond: held / seconds,
    conflictsPerSecond: busy / seconds,
    medianMs: percentile(checkoutTimes, 0.5),
    p99Ms: percentile(checkoutTimes, 0.99),
    doubleHolds,
  };
}

export async function benchPool(log: (line: string) => void) {
  const service = await startProofbox({
    PROOFBOX_API_KEY: "bench-key-0123456789abcdef",
    PROOFBOX_ADDRESS_CREATIONS_PER_MINUTE: "10000",
  });
  try {
    const create = async (name: string, tag: string) => {
      const created = await fetch(`${service.httpUrl}/v1/addresses`, {
        method: "POST",
        headers: { authorization: `Bearer ${service.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      if (created.status !== 201) throw new Error(`create address: ${created.status}`);
      const { address } = (await created.json()) as { address: string };
      const patched = await fetch(`${service.httpUrl}/v1/addresses/${encodeURIComponent(address)}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${service.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ tags: [tag] }),
      });
      if (patched.status !== 200) throw new Error(`tag address: ${patched.status}`);
    };
    // Other accounts in the project, so the checkout's filter has rows to pass over.
    for (let i = 0; i < 500; i++) await create(`other-${i}`, "other");
    for (let i = 0; i < 40; i++) await create(`roomy-${i}`, "roomy");
    for (let i = 0; i < 10; i++) await create(`tight-${i}`, "tight");
    await checkoutRound(service.httpUrl, service.apiKey, "roomy"); // warm-up
    const roomy = await checkoutRound(service.httpUrl, service.apiKey, "roomy");
    const tight = await checkoutRound(service.httpUrl, service.apiKey, "tight");
    log(
      `  40 accounts: ${roomy.checkoutsPerSecond.toFixed(0)} checkouts/s (each returned at once), checkout median ${roomy.medianMs.toFixed(2)} ms, p99 ${roomy.p99Ms.toFixed(2)} ms`,
    );
    log(
      `  10 accounts: ${tight.checkoutsPerSecond.toFixed(0)} checkouts/s and ${tight.conflictsPerSecond.toFixed(0)} 409s/s, checkout median ${tight.medianMs.toFixed(2)} ms, p99 ${tight.p99Ms.toFixed(2)} ms; accounts held twice: ${roomy.doubleHolds + tight.doubleHolds}\n`,
    );
    return { roomy, tight };
  } finally {
    await service.stop();
  }
}
