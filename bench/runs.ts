import { Agent, request } from "node:http";
import { compareRuns } from "../service/runs/comparison.js";
import { renderMarkdown } from "../service/runs/markdown.js";
import type { RunEventRecord, RunRecord } from "../service/store/store.js";
import { verificationMail } from "./lib/message.js";
import { startProofbox } from "./lib/processes.js";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function get(agent: Agent, url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(performance.now() - started));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The run header's added latency on a wait that answers at once: with and without, alternating. */
export async function benchRunHeader(log: (line: string) => void) {
  const service = await startProofbox({ PROOFBOX_API_KEY: "bench-key-0123456789abcdef" });
  try {
    const auth = { authorization: `Bearer ${service.apiKey}` };
    await fetch(`${service.httpUrl}/v1/addresses`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ name: "hdr" }),
    });
    const run = (await (
      await fetch(`${service.httpUrl}/v1/runs`, { method: "POST", headers: auth, body: "{}" })
    ).json()) as {
      id: string;
    };
    const { createTransport } = await import("nodemailer");
    const mail = createTransport({ host: "127.0.0.1", port: service.smtpPort, secure: false, ignoreTLS: true });
    const raw = verificationMail("hdr@proofbox.test", 1);
    await mail.sendMail({ envelope: { from: "bench@sender.example", to: ["hdr@proofbox.test"] }, raw });
    mail.close();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = `${service.httpUrl}/v1/addresses/hdr@proofbox.test/code?timeout=0`;
    const withRun = { ...auth, "Service-Run": run.id, "Service-Test": "bench%20header" };
    for (let i = 0; i < 200; i++) await get(agent, url, i % 2 ? withRun : auth);
    const plain: number[] = [];
    const recorded: number[] = [];
    for (let i = 0; i < 1000; i++) {
      plain.push(await get(agent, url, auth));
      recorded.push(await get(agent, url, withRun));
    }
    agent.destroy();
    const result = { withoutMs: median(plain), withMs: median(recorded), addedMs: median(recorded) - median(plain) };
    log(
      `  GET /code?timeout=0 median ${result.withoutMs.toFixed(3)} ms without, ${result.withMs.toFixed(3)} ms with Service-Run: +${result.addedMs.toFixed(3)} ms (target < 1 ms)`,
    );
    return result;
  } finally {
    await service.stop();
  }
}

function syntheticRun(events: number, seed: number): RunEventRecord[] {
  return Array.from({ length: events }, (_, i): RunEventRecord => {
    const common = {
      at: new Date(Date.UTC(2026, 10, 20, 9, 0, 0) + i * 500),
      address: `user-${i}@proofbox.test`,
      test: `suite ${i % 40} › case ${i % 7}`,
    };
    if (i % 10 === 9)
      return {
        ...common,
        kind: "missing",
        failed: (i + seed) % 3 === 0,
        detail: {
          waited_for: "link (reset)",
          service: null,
          since: "2026-11-20T09:00:00.000Z",
          timeout: 30,
          hint: "No email arrived since 2026-11-20T09:00:00.000Z.",
        },
      };
    if (i % 3 === 0) return { ...common, kind: "address", failed: false, detail: { label: null } };
    return {
      ...common,
      kind: "email",
      failed: false,
      detail: {
        type: "code",
        subtype: "otp",
        service: "Acme",
        received_at: "2026-11-20T09:00:01.000Z",
        after_seconds: 1 + ((i + seed) % 5),
        code: "482913",
      },
    };
  });
}

/** Report rendering for a run of 1,000 events, compared with 10 earlier runs of 1,000 events. */
export function benchReport(log: (line: string) => void) {
  const run: RunRecord = {
    id: "00000000-0000-4000-8000-000000000000",
    projectId: "p",
    name: "e2e",
    source: "ci",
    status: "failed",
    meta: { repository: "acme/shop", branch: "main", commit: "4f2c9e1b7a0d", pull_request: 42 },
    startedAt: new Date(Date.UTC(2026, 10, 20, 9)),
    finishedAt: new Date(Date.UTC(2026, 10, 20, 9, 10)),
    totals: null,
  };
  const current = syntheticRun(1000, 0);
  const previous = Array.from({ length: 10 }, (_, i) => syntheticRun(1000, i + 1));
  const times: number[] = [];
  let length = 0;
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const comparison = compareRuns(current, previous);
    length = renderMarkdown({
      run,
      events: current,
      tests: [],
      comparison,
      url: "https://x.example/runs/1",
      now: new Date(),
    }).length;
    times.push(performance.now() - started);
  }
  const result = { medianMs: median(times), characters: length };
  log(
    `  1,000 events, compared with 10 runs of 1,000: median ${result.medianMs.toFixed(1)} ms, ${length} characters\n`,
  );
  return result;
}
