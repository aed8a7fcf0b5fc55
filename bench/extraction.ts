import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extractEmail, type ExtractInput } from "../service/mail/extract/index.js";
import { parseEmail } from "../service/mail/parse.js";
import { ROOT } from "./lib/processes.js";

/** Percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

function timeEach(inputs: ExtractInput[], rounds: number): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const started = process.hrtime.bigint();
      extractEmail(input);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return times.sort((a, b) => a - b);
}

/** A newsletter-sized HTML mail of about 200 KB with a code in the middle of it. */
function bigHtml(): string {
  const row = (i: number) =>
    `<tr><td style="padding:8px;color:#333"><a href="https://shop.example/p/${i}?utm_source=mail">Product ${i}</a> — only $${(i % 90) + 10}.99, order ${100000 + i} ships in 3 days.</td></tr>`;
  let body = "";
  for (let i = 0; body.length < 200 * 1024; i++) {
    body += row(i);
    if (i === 400) body += `<tr><td><p>Your verification code is <strong>482913</strong>.</p></td></tr>`;
  }
  return `<html><head><style>td{font-family:sans-serif}</style></head><body><table>${body}</table></body></html>`;
}

/** Extraction alone (parsing excluded), per email: over the corpus, and over a 200 KB HTML mail. */
export async function benchExtraction(log: (line: string) => void) {
  // Both are in the repository: the project's evaluation set and the open-source corpus.
  const dirs = [
    join(ROOT, "test", "eval-set", "emails"),
    join(ROOT, "test", "fixtures", "open-source-corpus", "emails"),
  ];
  const inputs: ExtractInput[] = [];
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
      const parsed = await parseEmail(readFileSync(join(dir, file)));
      inputs.push({
        ...parsed,
        text: parsed.textPart ? parsed.text : null,
        dkimSigner: parsed.headers["dkim-signer"] ?? null,
        dateHeader: parsed.headers.date ?? null,
        receivedAt: new Date(),
      });
    }
  }
  const corpusTimes = timeEach(inputs, 20);
  const big: ExtractInput = {
    subject: "Weekly picks",
    text: null,
    html: bigHtml(),
    fromName: "Shop",
    fromAddress: "news@shop.example",
    dkimSigner: null,
    dateHeader: null,
    receivedAt: new Date(),
  };
  const bigTimes = timeEach([big], 30);
  const result = {
    corpusEmails: inputs.length,
    corpusMedianMs: percentile(corpusTimes, 0.5),
    corpusP99Ms: percentile(corpusTimes, 0.99),
    bigHtmlBytes: Buffer.byteLength(big.html ?? ""),
    bigMedianMs: percentile(bigTimes, 0.5),
    bigP99Ms: percentile(bigTimes, 0.99),
  };
  log(
    `  evaluation set and corpus (${result.corpusEmails} emails x 20): median ${result.corpusMedianMs.toFixed(3)} ms, p99 ${result.corpusP99Ms.toFixed(3)} ms (target median <= 1 ms, p99 <= 10 ms)`,
  );
  log(
    `  ${(result.bigHtmlBytes / 1024).toFixed(0)} KB HTML: median ${result.bigMedianMs.toFixed(1)} ms, p99 ${result.bigP99Ms.toFixed(1)} ms (target <= 50 ms)\n`,
  );
  return result;
}
