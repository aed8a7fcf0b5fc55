/**
 * How long one message may take to read before its parser worker is stopped and the message
 * stored unread (setting parse_timeout_ms). The worst-shaped message under the size limits takes
 * under a second of CPU (docs/performance.md); this leaves room for a busy machine. Its own module
 * so that the settings do not load the parser pool.
 */
export const DEFAULT_PARSE_TIMEOUT_MS = 5000;
