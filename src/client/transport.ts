/**
 * Sending one request, with the two retries a test suite needs and nothing more: a refused
 * connection is tried again while the service starts (nothing reached it, so any method is safe
 * to repeat), and a 429 is tried again after its Retry-After. Both stop at their budget and on
 * the caller's AbortSignal.
 */
export interface TransportOptions {
  fetch: typeof fetch;
  /** How long a refused connection is tried again, in milliseconds. */
  connectTimeoutMs: number;
  /** How long, in total, one call may wait on 429 answers, in milliseconds. */
  rateLimitWaitMs: number;
}

/** Whether fetch failed before the request reached anyone (undici puts the reason in `cause`). */
function connectionRefused(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } }).cause;
  if (cause?.code === "ECONNREFUSED") return true;
  // Happy eyeballs: one refusal per address tried.
  return (
    Array.isArray(cause?.errors) && cause.errors.length > 0 && cause.errors.every((e) => e.code === "ECONNREFUSED")
  );
}

/** Seconds of a Retry-After header (a number or an HTTP date), or null. */
function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export async function send(url: string, init: RequestInit, options: TransportOptions): Promise<Response> {
  const started = Date.now();
  let backoffMs = 50;
  let rateWaitedMs = 0;
  for (;;) {
    let response: Response;
    try {
      response = await options.fetch(url, init);
    } catch (error) {
      if (!connectionRefused(error) || Date.now() - started + backoffMs > options.connectTimeoutMs) throw error;
      await sleep(backoffMs, init.signal ?? undefined);
      backoffMs = Math.min(1000, backoffMs * 2);
      continue;
    }
    if (response.status === 429) {
      const waitMs = retryAfterMs(response.headers.get("retry-after"), Date.now());
      if (waitMs !== null && rateWaitedMs + waitMs <= options.rateLimitWaitMs) {
        await response.body?.cancel();
        await sleep(waitMs, init.signal ?? undefined);
        rateWaitedMs += waitMs;
        continue;
      }
    }
    return response;
  }
}
