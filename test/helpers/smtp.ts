import { connect, type Socket } from "node:net";
import nodemailer from "nodemailer";

/** Sends one message with nodemailer; resolves with the server's final reply or rejects with its error. */
export async function sendMail(
  port: number,
  message: {
    from?: string;
    to: string | string[];
    subject?: string;
    text?: string;
    html?: string;
    headers?: Record<string, string>;
    /** Signs the message with this DKIM key (nodemailer's dkim option). */
    dkim?: { domainName: string; keySelector: string; privateKey: string };
    /** MAIL FROM, when it should differ from the From header. */
    envelopeFrom?: string;
  },
): Promise<string> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
    ...(message.dkim ? { dkim: message.dkim } : {}),
  });
  try {
    const { dkim: _dkim, envelopeFrom, ...fields } = message;
    const from = fields.from ?? "App <no-reply@app.example.com>";
    const info = await transport.sendMail({
      from,
      subject: "Hello",
      text: "Hello",
      ...fields,
      ...(envelopeFrom ? { envelope: { from: envelopeFrom, to: fields.to } } : {}),
    });
    return info.response;
  } finally {
    transport.close();
  }
}

/**
 * A raw SMTP conversation: send lines, read replies. For what nodemailer will not do: declare a
 * SIZE, drop the connection mid-DATA, send broken MIME byte for byte.
 */
export class RawSmtp {
  private buffer = "";
  private waiters: (() => void)[] = [];
  /** The server's first reply: 220, or 421 when it does not take the connection. */
  greeting = "";
  private constructor(private readonly socket: Socket) {
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      this.buffer += chunk;
      for (const waiter of this.waiters.splice(0)) waiter();
    });
  }

  static async open(port: number): Promise<RawSmtp> {
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    const client = new RawSmtp(socket);
    client.greeting = await client.reply();
    return client;
  }

  /** Reads one complete reply (multi-line replies end at "NNN "), returns it. */
  async reply(timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = /^(?:\d{3}-.*\r\n)*\d{3} .*\r\n/.exec(this.buffer);
      if (match) {
        this.buffer = this.buffer.slice(match[0].length);
        return match[0].trimEnd();
      }
      if (Date.now() > deadline) throw new Error(`no SMTP reply; buffer: ${JSON.stringify(this.buffer)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async command(line: string): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.reply();
  }

  write(data: string | Buffer): void {
    this.socket.write(data);
  }

  /**
   * Sends a whole message after DATA's 354, dot-stuffed, and returns the final reply, waiting for
   * it up to `timeoutMs` (with PostgreSQL the 250 follows the commit).
   */
  async data(message: string, timeoutMs?: number): Promise<string> {
    const start = await this.command("DATA");
    if (!start.startsWith("354")) return start;
    const body = message.replace(/\r?\n/g, "\r\n").replace(/^\./gm, "..");
    this.socket.write(`${body}\r\n.\r\n`);
    return this.reply(timeoutMs);
  }

  /** Resolves once the server has closed the connection. */
  closed(): Promise<void> {
    if (this.socket.destroyed || this.socket.readableEnded) return Promise.resolve();
    return new Promise<void>((resolve) => this.socket.once("close", () => resolve()));
  }

  destroy(): void {
    this.socket.destroy();
  }

  async quit(): Promise<void> {
    try {
      await this.command("QUIT");
    } catch {
      // already closed
    }
    this.socket.destroy();
  }
}

/** A small RFC 5322 message. */
export function rawMessage(
  to: string,
  options: { subject?: string; body?: string; from?: string; extraHeaders?: string } = {},
): string {
  return [
    `From: ${options.from ?? "App <no-reply@app.example.com>"}`,
    `To: ${to}`,
    `Subject: ${options.subject ?? "Test"}`,
    "Message-ID: <test@app.example.com>",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    ...(options.extraHeaders ? [options.extraHeaders] : []),
    "",
    options.body ?? "Hello there",
  ].join("\r\n");
}
