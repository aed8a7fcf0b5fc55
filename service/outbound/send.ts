import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { WEBHOOK_RESPONSE_KEPT_BYTES } from "../limits.js";
import { guardedLookup, refusedAddress } from "./target.js";

export interface SendResult {
  /** Null when no answer came. */
  status: number | null;
  /** The answer's first bytes as text. */
  response: string | null;
  error: string | null;
  durationMs: number;
}

/**
 * One POST of a delivery. Redirects are not followed (a 3xx is a failed attempt, so a redirect
 * cannot lead past the target rule); at most WEBHOOK_RESPONSE_KEPT_BYTES of the answer are read,
 * then the connection is dropped; the whole attempt is bounded by `timeoutMs`.
 */
export function sendDelivery(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean; userAgent: string },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal address never reaches `lookup`: it is checked here.
  const refused = isIP(host) && !options.allowPrivate ? refusedAddress(host) : null;
  if (refused)
    return Promise.resolve({
      status: null,
      response: null,
      error: `${refused}; the project does not allow private webhook targets`,
      durationMs: 0,
    });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(url, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        "user-agent": options.userAgent,
      },
      lookup: guardedLookup(options.allowPrivate),
      agent: false,
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: null, response: null, error: `no answer within ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    req.on("error", (error: NodeJS.ErrnoException) => {
      finish({ status: null, response: null, error: error.code ? `${error.code}: ${error.message}` : error.message });
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES).toString("utf8");
        finish({ status: res.statusCode ?? null, response: text === "" ? null : text, error: null });
        res.destroy();
      };
      res.on("data", (chunk: Buffer) => {
        if (kept >= WEBHOOK_RESPONSE_KEPT_BYTES) return;
        chunks.push(chunk);
        kept += chunk.length;
        if (kept >= WEBHOOK_RESPONSE_KEPT_BYTES) done();
      });
      res.on("end", done);
      res.on("error", done);
    });
    req.end(body);
  });
}
