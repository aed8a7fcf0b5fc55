import { pino } from "pino";

/**
 * Structured logs (pino): one JSON object per line on stderr, or the same lines made readable
 * for a terminal. Mail content never goes through here; callers log ids, addresses, counts,
 * reasons and route templates only, and never a key.
 */
import type { LogFormat, LogLevel } from "./log-settings.js";

export { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from "./log-settings.js";

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  /** Whether a line at this level would be written: skip building what would be dropped. */
  enabled(level: Exclude<LogLevel, "silent">): boolean;
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Where lines go: anything with write(line). */
export interface LogDestination {
  write(line: string): unknown;
}

function fromPino(base: pino.Logger): Logger {
  return {
    enabled: (level) => base.isLevelEnabled(level),
    debug: (message, fields) => base.debug(fields ?? {}, message),
    info: (message, fields) => base.info(fields ?? {}, message),
    warn: (message, fields) => base.warn(fields ?? {}, message),
    error: (message, fields) => base.error(fields ?? {}, message),
  };
}

const PINO_OPTIONS = (level: LogLevel): pino.LoggerOptions => ({
  level,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** A JSON-lines logger writing to `destination` (stderr by default). */
export function createLogger(level: LogLevel, destination?: LogDestination): Logger {
  if (level === "silent") return silentLogger;
  return fromPino(pino(PINO_OPTIONS(level), destination ?? pino.destination({ dest: 2, sync: false })));
}

/**
 * The service's logger for its settings. The terminal formatter (pino-pretty) is loaded only when
 * it is used, so a service writing JSON to a file does not pay for it at start-up.
 */
export async function createServiceLogger(
  level: LogLevel,
  format: LogFormat,
  stderr: NodeJS.WriteStream = process.stderr,
): Promise<Logger> {
  const pretty = format === "pretty" || (format === "auto" && stderr.isTTY === true);
  // The process's own stderr goes through pino's asynchronous file-descriptor writer.
  if (!pretty || level === "silent") return createLogger(level, stderr === process.stderr ? undefined : stderr);
  const { prettyFactory } = await import("pino-pretty");
  const prettify = prettyFactory({
    colorize: stderr.isTTY === true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
    singleLine: true,
  });
  return createLogger(level, { write: (line) => stderr.write(prettify(line)) });
}

export const silentLogger: Logger = {
  enabled: () => false,
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};
