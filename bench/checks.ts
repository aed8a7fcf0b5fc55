import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, runSender, sleep, startProofbox } from "./lib/processes.js";

const ADDRESSES = 20;
const CALLS = 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** SPF and DMARC records for the bench mail's sending domain, so the verdicts are real passes. */
function recordsFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), "proofbox-bench-dns-")), "records.json");
  writeFileSync(
    path,
    JSON.stringify({
      "app.example.com": { TXT: ["v=spf1 ip4:127.0.0.1 -all"] },
      "_dmarc.app.example.com": { TXT: ["v=DMARC1; p=none"] },
    }),
  );
  return path;
}

async function timedCalls(urls: string[], apiKey: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const response = await fetch(urls[i % urls.length] as string, { headers: { authorization: `Bearer ${apiKey}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/checks answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * A full GET /checks on the typical 8 KB verification mail, one keep-alive client calling back
 * to back: all thirteen checks on the stored facts and verdicts, with and without the phrases
 * and language the caller may ask for. The verdicts were reached on arrival, so this measures
 * what a caller waits for once the mail is in.
 */
export async function benchChecks(log: (line: string) => void) {
  const service = await startProofbox({
    PROOFBOX_API_KEY: "bench-key-0123456789abcdef",
    PROOFBOX_DNS_RECORDS: recordsFile(),
  });
  try {
    const addresses: string[] = [];
    for (let i = 0; i < ADDRESSES; i++) {
      const response = await fetch(`${service.httpUrl}/v1/addresses`, {
        method: "POST",
        headers: { authorization: `Bearer ${service.apiKey}` },
        body: JSON.stringify({ name: `checks-${i}` }),
      });
      if (response.status !== 201) throw new Error(`create address: ${response.status}`);
      addresses.push(`checks-${i}@proofbox.test`);
    }
    const sent = await runSender({
      port: service.smtpPort,
      connections: 2,
      messages: ADDRESSES * 5,
      recipients: addresses,
    });
    if (sent.failed > 0) throw new Error(`sending failed: ${sent.firstFailure}`);
    await sleep(500);
    const base = addresses.map((address) => `${service.httpUrl}/v1/addresses/${address}/checks`);
    const asked = base.map(
      (url) => `${url}?expect_language=en&expect_text=verification%20code&expect_host=app.example.com`,
    );
    await timedCalls(base, service.apiKey); // warm-up
    const plain = await timedCalls(base, service.apiKey);
    const withExpectations = await timedCalls(asked, service.apiKey);
    const result = {
      medianMs: median(plain),
      p99Ms: percentile(plain, 0.99),
      withExpectationsMedianMs: median(withExpectations),
      withExpectationsP99Ms: percentile(withExpectations, 0.99),
    };
    log(
      `  ${CALLS} calls each: median ${result.medianMs.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms; with expect_language, expect_text and expect_host: median ${result.withExpectationsMedianMs.toFixed(2)} ms, p99 ${result.withExpectationsP99Ms.toFixed(2)} ms (target median <= 5)\n`,
    );
    return result;
  } finally {
    await service.stop();
  }
}
