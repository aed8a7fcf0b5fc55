import { connect, type Socket } from "node:net";
import { verificationMail } from "./message.js";

/**
 * A lean SMTP sender, run as its own process so it does not share a core's event loop with
 * the server it measures. One EHLO per connection, then per message MAIL, RCPT and DATA
 * pipelined (RFC 2920), the prepared body, and a wait for the final reply. Prints one JSON
 * line: { sent, failed, ms, cpuMs, firstFailure }, cpuMs being the sender's own CPU time.
 */
interface SenderJob {
  port: number;
  connections: number;
  messages: number;
  recipients: string[];
}

class Connection {
  private buffer = "";
  private pending: { count: number; resolve: (lines: string[]) => void } | null = null;
  private lines: string[] = [];

  constructor(private readonly socket: Socket) {
    socket.setEncoding("latin1");
    socket.setNoDelay(true);
    socket.on("data", (chunk: string) => {
      this.buffer += chunk;
      let end = this.buffer.indexOf("\r\n");
      while (end !== -1) {
        const line = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        // Only the last line of a multi-line reply ("250 ", not "250-") completes a reply.
        if (line[3] !== "-") this.lines.push(line);
        end = this.buffer.indexOf("\r\n");
      }
      this.flush();
    });
  }

  private flush() {
    if (this.pending && this.lines.length >= this.pending.count) {
      const { count, resolve } = this.pending;
      this.pending = null;
      resolve(this.lines.splice(0, count));
    }
  }

  replies(count: number): Promise<string[]> {
    return new Promise((resolve) => {
      this.pending = { count, resolve };
      this.flush();
    });
  }

  write(data: string) {
    this.socket.write(data, "latin1");
  }

  close() {
    this.socket.end("QUIT\r\n");
  }
}

async function open(port: number): Promise<Connection> {
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const connection = new Connection(socket);
  await connection.replies(1);
  connection.write("EHLO bench.example\r\n");
  await connection.replies(1);
  return connection;
}

async function run(job: SenderJob) {
  // Bodies are prepared before the clock starts: the sender must cost as little as possible.
  const bodies = Array.from({ length: Math.min(job.messages, 500) }, (_, i) => {
    const to = job.recipients[i % job.recipients.length] as string;
    return { to, data: `${verificationMail(to, i).replace(/^\./gm, "..")}\r\n.\r\n` };
  });
  const connections = await Promise.all(Array.from({ length: job.connections }, () => open(job.port)));
  let next = 0;
  let sent = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    connections.map(async (connection) => {
      for (;;) {
        const n = next++;
        if (n >= job.messages) break;
        const body = bodies[n % bodies.length] as { to: string; data: string };
        connection.write(`MAIL FROM:<bench@sender.example>\r\nRCPT TO:<${body.to}>\r\nDATA\r\n`);
        const [, rcpt, data] = await connection.replies(3);
        if (!data?.startsWith("354")) {
          failed++;
          firstFailure ??= `${rcpt} / ${data}`;
          connection.write("RSET\r\n");
          await connection.replies(1);
          continue;
        }
        connection.write(body.data);
        const [final] = await connection.replies(1);
        if (final?.startsWith("250")) sent++;
        else {
          failed++;
          firstFailure ??= final ?? "no reply";
        }
      }
    }),
  );
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  for (const connection of connections) connection.close();
  process.stdout.write(`${JSON.stringify({ sent, failed, ms, cpuMs, firstFailure })}\n`);
}

const job = JSON.parse(process.argv[2] ?? "{}") as SenderJob;
run(job).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`sender failed: ${String(error)}\n`);
    process.exit(1);
  },
);
