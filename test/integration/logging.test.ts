import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../service/lib/logger.js";
import { KEY, startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp, sendMail } from "../helpers/smtp.js";

/** The service log as an operator reads it: JSON lines, one per request and per SMTP transaction. */
const lines: Record<string, unknown>[] = [];
let t: TestService;

beforeAll(async () => {
  const logger = createLogger("debug", {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  t = await startTestService({}, undefined, { logger });
});
afterAll(async () => {
  await t.close();
});

const logged = () => JSON.stringify(lines);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the service log", () => {
  it("has one access line per request: method, route template, status, duration, request id", async () => {
    await t.api("POST", "/v1/addresses", { body: { name: "logged" } });
    const response = await t.api("GET", "/v1/addresses/logged%40proofbox.test/count");
    await t.api("GET", "/v1/project", { key: "pbx_not_a_real_key_000000" });
    await t.api("GET", "/v1/nothing-here");
    await settle();
    const requests = lines.filter((line) => line.msg === "request");
    const count = requests.find((line) => line.request_id === response.headers.get("x-request-id"));
    expect(count).toMatchObject({
      level: "info",
      method: "GET",
      route: "/v1/addresses/{address}/count",
      status: 200,
      ms: expect.any(Number),
    });
    expect(requests.map((line) => [line.route, line.status])).toEqual(
      expect.arrayContaining([
        ["/v1/addresses", 201],
        ["unmatched", 401],
        ["unmatched", 404],
      ]),
    );
    // The path itself (with the address) and the keys are never logged.
    expect(requests.some((line) => JSON.stringify(line).includes("logged@proofbox.test"))).toBe(false);
    expect(logged()).not.toContain(KEY);
    expect(logged()).not.toContain("pbx_not_a_real_key_000000");
  });

  it("has one line per SMTP transaction at debug, accepted or refused and why, and never mail content", async () => {
    await sendMail(t.smtpPort, {
      to: "logged@proofbox.test",
      subject: "Secret subject 7f3a",
      text: "Your code is 918273. Body marker 9c2e.",
    });
    const client = await RawSmtp.open(t.smtpPort);
    await client.command("EHLO x");
    await client.command("MAIL FROM:<a@b.test>");
    expect(await client.command("RCPT TO:<ghost@proofbox.test>")).toMatch(/^550/);
    await client.quit();
    await settle();
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "debug",
        msg: "mail accepted",
        code: 250,
        recipients: 1,
        size_bytes: expect.any(Number),
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "debug", msg: "recipient refused", code: 550, reason: "unknown_address" }),
    );
    for (const marker of ["Secret subject 7f3a", "918273", "Body marker 9c2e"]) expect(logged()).not.toContain(marker);
  });

  it("writes JSON lines with time, level and pid", () => {
    expect(lines[0]).toMatchObject({
      level: expect.any(String),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pid: process.pid,
    });
  });
});
