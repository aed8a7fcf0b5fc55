/**
 * The log settings' values, apart from the logger itself, so that reading settings (config.ts,
 * the `proofbox` command's help) does not load pino.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const satisfies readonly LogLevel[];

/** json: for files and log collectors; pretty: for people; auto: pretty when stderr is a terminal. */
export type LogFormat = "json" | "pretty" | "auto";
export const LOG_FORMATS = ["json", "pretty", "auto"] as const satisfies readonly LogFormat[];
