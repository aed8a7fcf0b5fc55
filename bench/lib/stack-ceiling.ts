import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * The ceilings of the stack Proofbox is built on, measured by the intake bench beside Proofbox
 * and MailDev: smtp-server taking each message and dropping it ("smtp"), and smtp-server handing
 * each message to mailparser's simpleParser, as MailDev does, before its 250 ("mailparser").
 * Nothing is stored. Run as its own process: `node stack-ceiling.js smtp|mailparser`; prints
 * "SMTP 127.0.0.1:<port>" once it listens.
 */
export type CeilingMode = "smtp" | "mailparser";

const argument = process.argv[2];
if (argument !== "smtp" && argument !== "mailparser") {
  throw new Error(`mode must be smtp or mailparser, not ${String(argument)}`);
}
const mode: CeilingMode = argument;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    if (mode === "mailparser") {
      simpleParser(stream).then(
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
