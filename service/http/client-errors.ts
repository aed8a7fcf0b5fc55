import { STATUS_CODES, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { ApiError } from "../errors.js";
import type { Logger } from "../lib/logger.js";

/**
 * Requests Node's HTTP parser refuses before Express sees them (headers over 16 KB, a broken
 * request line) still get the `{ error, message }` body every other error has. Node answers
 * these with an empty body; here the answer is written to the socket ourselves, as Node's
 * documentation of `clientError` asks.
 */
export function answerClientErrors(server: Server, logger: Logger): void {
  server.on("clientError", (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const problem =
      error.code === "HPE_HEADER_OVERFLOW"
        ? new ApiError(
            "headers_too_large",
            "headers: larger than the 16 KB the service reads; send a shorter Authorization header or fewer headers",
          )
        : new ApiError("invalid_request", "the request could not be read as HTTP");
    logger.debug("request refused by the HTTP parser", { code: error.code ?? "unknown", status: problem.status });
    const body = JSON.stringify(problem.toBody());
    socket.end(
      [
        `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? ""}`,
        "Content-Type: application/json; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
  });
}
