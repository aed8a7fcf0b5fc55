import { simpleParser } from "mailparser";
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
export type CeilingMode = "smtp" | "mailparser" | "extract";
const MODES: readonly CeilingMode[] = ["smtp", "mailparser", "extract"];

const argument = process.argv[2];
const mode = MODES.find((known) => known === argument);
if (mode === undefined) throw new Error(`mode must be one of ${MODES.join(", ")}, not ${String(argument)}`);

async function analyzeStream(stream: NodeJS.ReadableStream): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await analyzeEmail(Buffer.concat(chunks), new Date());
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    if (mode === "mailparser" || mode === "extract") {
      (mode === "mailparser" ? simpleParser(stream) : analyzeStream(stream)).then(
        () => callback(),
        (error: Error) => callback(error),
      );
      return;
    }
    stream.resume();
    stream.on("end", () => callback());
  },
});
server.listen(0, "127.0.0.1", () => {
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  process.stdout.write(`SMTP 127.0.0.1:${address.port}\n`);
});
