import { ProofboxError } from "../../src/client/index.js";

/**
 * How the command answers: a readable default on stdout, --json for scripts, and exit codes a
 * script can rely on. 0: found or passed; 1: not found or failed; 2: usage or connection error.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    /** For --json: the service's error body, when there is one. */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface Output {
  json: boolean;
  /** A result: as JSON with --json, else the readable lines. */
  result(value: unknown, readable: string | string[]): void;
}

export function createOutput(json: boolean): Output {
  return {
    json,
    result(value, readable) {
      const text = json ? JSON.stringify(value, null, 2) : Array.isArray(readable) ? readable.join("\n") : readable;
      process.stdout.write(`${text}\n`);
    },
  };
}

/** What an error from the service or the network means for a script: its exit code and message. */
export function failureOf(error: unknown): CliFailure {
  if (error instanceof CliFailure) return error;
  if (error instanceof ProofboxError) {
    // Not found (a wait that found nothing, an unknown address or run) and conflicts (an email
    // arrived, every account held, a token that holds nothing) are outcomes; the rest is misuse.
    const outcome = error.status === 404 || error.status === 409;
    return new CliFailure(error.message, outcome ? EXIT.failed : EXIT.usage, error.body);
  }
  // fetch fails with a TypeError whose cause says why (refused, unknown host, reset).
  if (error instanceof TypeError && error.message === "fetch failed") {
    const cause = (error as { cause?: { code?: string; errors?: { code?: string }[] } }).cause;
    const code = cause?.code ?? cause?.errors?.[0]?.code ?? "no answer";
    return new CliFailure(`cannot reach the service (${code}); check --url or PROOFBOX_URL`, EXIT.usage);
  }
  return new CliFailure(error instanceof Error ? error.message : String(error), EXIT.usage);
}

/**
 * A line on stderr that counts the seconds of a wait, only when stderr is a terminal (never when
 * piped or captured) and only once the wait has lasted a second.
 */
export function progress(label: string): { stop(): void } {
  if (!process.stderr.isTTY) return { stop() {} };
  const started = Date.now();
  let shown = false;
  const timer = setInterval(() => {
    const seconds = Math.floor((Date.now() - started) / 1000);
    if (seconds < 1) return;
    shown = true;
    process.stderr.write(`\r${label} ${seconds} s`);
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      if (shown) process.stderr.write("\r\u001b[2K");
    },
  };
}
