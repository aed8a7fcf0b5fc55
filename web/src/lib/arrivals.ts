/**
 * The live feed of one address: GET /v1/addresses/{address}/stream, a text/event-stream read
 * with fetch (EventSource cannot send the Authorization header, and the key never goes in a
 * URL). Each `email` event carries only the new email's id and time. When the stream ends or
 * fails it is opened again after a pause that grows to a minute; it stops for good when the
 * signal aborts, the key is refused or the address is unknown.
 */
export interface Arrival {
  id: string;
  received_at: string;
}

export interface WatchOptions {
  address: string;
  apiKey: string;
  signal: AbortSignal;
  onEmail: (arrival: Arrival) => void;
  /** The stream is open: mail that came while it was closed is not in it, so read again. */
  onOpen: () => void;
  onUnauthorized: () => void;
}

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 60_000;
/** A connection that lasted this long was healthy: the next pause starts short again. */
const HEALTHY_MS = 30_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}

/** One server-sent event block ("event: …" and "data: …" lines) as its name and data. */
export function parseEvent(block: string): { event: string; data: string } | null {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length > 0 ? { event, data: data.join("\n") } : null;
}

function asArrival(data: string): Arrival | null {
  try {
    const value = JSON.parse(data) as Partial<Arrival> | null;
    return typeof value?.id === "string" && typeof value.received_at === "string"
      ? { id: value.id, received_at: value.received_at }
      : null;
  } catch {
    return null;
  }
}

async function readEvents(body: ReadableStream<Uint8Array>, options: WatchOptions): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const parsed = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      // `resync`: the service may have missed arrivals (its database connection came back), so
      // read everything again, as when the stream opens.
      if (parsed?.event === "resync") options.onOpen();
      const arrival = parsed?.event === "email" ? asArrival(parsed.data) : null;
      if (arrival) options.onEmail(arrival);
    }
  }
}

export async function watchArrivals(options: WatchOptions): Promise<void> {
  const { signal } = options;
  const url = `/v1/addresses/${encodeURIComponent(options.address)}/stream`;
  let wait = FIRST_PAUSE_MS;
  while (!signal.aborted) {
    const opened = Date.now();
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${options.apiKey}`, accept: "text/event-stream" },
        cache: "no-store",
        signal,
      });
      if (response.status === 401) return options.onUnauthorized();
      // Unknown address: nothing will ever arrive; the page says so from its own read.
      if (response.status === 404) return;
      if (response.ok && response.body) {
        options.onOpen();
        await readEvents(response.body, options);
      } else {
        await response.body?.cancel();
      }
    } catch {
      // A dropped connection: try again below, unless the page was left.
    }
    if (signal.aborted) return;
    if (Date.now() - opened > HEALTHY_MS) wait = FIRST_PAUSE_MS;
    await pause(wait, signal);
    wait = Math.min(LONGEST_PAUSE_MS, wait * 2);
  }
}
