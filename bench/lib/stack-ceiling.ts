import { simpleParser } from "mailparser";
import type { Readable } from "node:stream";
import { SMTPServer } from "smtp-server";
import { analyzeEmail } from "../../service/mail/analyze.js";

/**
 * The ceilings of the stack Proofbox is built on, measured by the intake bench beside Proofbox
 * and MailDev: smtp-server taking each message and dropping it ("smtp"), and smtp-server handing
 * each message to mailparser's simpleParser, as MailDev does, before its 250 ("mailparser"),
 * and smtp-server handing each message to the service's own reading of it ("extract":
 * service/mail/analyze.ts, the MIME read, the codes, links, sender, expiry and the checks' facts,
 * what a parser worker runs) on the same thread. Nothing is stored and no verdict worked out.
 * Run as its own process: `node stack-ceiling.js smtp|mailparser|extract`; prints
 * "SMTP 127.0.0.1:<port>" once it listens.
 */
/** What each ceiling does with a message before its 250. */
const READERS = {
  smtp: (stream: Readable) =>
    new Promise<void>((resolve) => {
      stream.resume();
      stream.on("end", resolve);
    }),
  mailparser: (stream: Readable) => simpleParser(stream),
  extract: async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    await analyzeEmail(Buffer.concat(chunks), new Date());
  },
} satisfies Record<string, (stream: Readable) => Promise<unknown>>;

export type CeilingMode = keyof typeof READERS;

const argument = process.argv[2] ?? "";
if (!Object.hasOwn(READERS, argument)) {
  throw new Error(`mode must be one of ${Object.keys(READERS).join(", ")}, not ${argument || "nothing"}`);
}
const read = READERS[argument as CeilingMode];

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    read(stream).then(
      () => callback(),
      (error: Error) => callback(error),
    );
  },
});
server.listen(0, "127.0.0.1", () => {
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  process.stdout.write(`SMTP 127.0.0.1:${address.port}\n`);
});
