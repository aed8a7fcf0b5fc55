import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Variants } from "../../service/wire/checks.js";
import { startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp } from "../helpers/smtp.js";

/**
 * GET /variants, held to its word: every delivered variant is sent a message over real SMTP and
 * the message arrives (a plus-tag variant's wait finds only its own), every undeliverable and
 * invalid variant is refused by the SMTP server before any message is accepted.
 */

let t: TestService;
let counter = 0;

beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
});

const newAddress = (name = `variant${++counter}`) => t.newAddress(name);

async function variantsOf(address: string): Promise<Variants> {
  const response = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/variants`);
  expect(response.status).toBe(200);
  return response.body as Variants;
}

/** Sends one message to a recipient; returns the RCPT reply and, when accepted, the final reply. */
async function deliver(recipient: string, body: string): Promise<{ rcpt: string; data?: string }> {
  const client = await RawSmtp.open(t.smtpPort);
  try {
    await client.command("EHLO variants.example");
    // SMTPUTF8 is declared so that a non-ASCII name is refused for what it is, not for its bytes.
    expect(await client.command("MAIL FROM:<no-reply@app.example.com> SMTPUTF8")).toMatch(/^250/);
    const rcpt = await client.command(`RCPT TO:<${recipient}>`);
    if (!rcpt.startsWith("250")) return { rcpt };
    const data = await client.data(
      `From: App <no-reply@app.example.com>\r\nTo: <${recipient}>\r\nSubject: Your code\r\n\r\n${body}\r\n`,
    );
    return { rcpt, data };
  } finally {
    await client.quit();
  }
}

const codeAt = (recipient: string) => t.api("GET", `/v1/addresses/${encodeURIComponent(recipient)}/code?timeout=0`);

describe("GET /v1/addresses/{address}/variants", () => {
  it("lists delivered, undeliverable and invalid variants, each saying what it tests", async () => {
    const address = await newAddress();
    const variants = await variantsOf(address);
    expect(variants.address).toBe(address);
    for (const list of [variants.delivered, variants.undeliverable, variants.invalid]) {
      expect(list.length).toBeGreaterThan(3);
      for (const variant of list) {
        expect(variant.tests).toMatch(/\S/);
        expect(variant.address).not.toBe(address);
      }
    }
    const longest = variants.delivered.find((v) => v.tests.includes("longest"));
    expect(longest?.address.split("@")[0]).toHaveLength(64);
    expect(variants.delivered.some((v) => v.address.includes("'"))).toBe(true);
    const all = [...variants.delivered, ...variants.undeliverable, ...variants.invalid].map((v) => v.address);
    expect(new Set(all).size).toBe(all.length);
  });

  it("answers for the plain address when asked on a variant", async () => {
    const address = await newAddress();
    const [name, domain] = address.split("@") as [string, string];
    expect((await variantsOf(`${name.toUpperCase()}+x@${domain}`)).address).toBe(address);
  });

  it("delivers mail to every delivered variant, and a plus tag's wait finds only its own", async () => {
    const address = await newAddress();
    const variants = await variantsOf(address);
    const codes = new Map<string, string>();
    const refused: string[] = [];
    for (const [index, variant] of variants.delivered.entries()) {
      const code = String(700000 + index);
      const reply = await deliver(variant.address, `Your verification code is ${code}.`);
      if (!reply.data?.startsWith("250")) refused.push(`${variant.address}: ${reply.data ?? reply.rcpt}`);
      // Tags are matched without regard to case: +signup and +SignUp share a wait, newest first.
      codes.set(variant.address.toLowerCase(), code);
    }
    expect(refused).toEqual([]);
    const listed = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/messages`);
    expect(listed.status).toBe(200);
    expect(listed.body as unknown[]).toHaveLength(variants.delivered.length);
    for (const [variant, code] of codes) {
      if (!variant.split("@")[0]!.includes("+")) continue;
      const response = await codeAt(variant);
      expect({ variant, status: response.status, value: response.body.value }).toEqual({
        variant,
        status: 200,
        value: code,
      });
    }
  });

  it("refuses every undeliverable and invalid variant at RCPT, and stores nothing", async () => {
    const address = await newAddress();
    const variants = await variantsOf(address);
    const accepted: string[] = [];
    for (const variant of [...variants.undeliverable, ...variants.invalid]) {
      const reply = await deliver(variant.address, "Your verification code is 123456.");
      if (!/^5\d\d /.test(reply.rcpt)) accepted.push(`${variant.address}: ${reply.rcpt}`);
    }
    expect(accepted).toEqual([]);
    const listed = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/messages`);
    expect(listed.body as unknown[]).toHaveLength(0);
  });

  it("leaves out an undeliverable variant that another test address would receive", async () => {
    const address = await newAddress();
    const [name] = address.split("@") as [string];
    const dashed = (await variantsOf(address)).undeliverable.find((v) => v.tests.includes("dash"));
    expect(dashed?.address).toBe(`${name}-signup@proofbox.test`);
    await newAddress(`${name}-signup`);
    const after = await variantsOf(address);
    expect(after.undeliverable.some((v) => v.tests.includes("dash"))).toBe(false);
    expect(after.undeliverable.some((v) => v.tests.includes("quoted"))).toBe(true);
  });

  it("gives no longest-name variant when the name already has 64 characters", async () => {
    const address = await newAddress("n".repeat(64));
    const variants = await variantsOf(address);
    expect(variants.delivered.some((v) => v.tests.includes("longest"))).toBe(false);
    expect(variants.delivered.length).toBeGreaterThan(3);
  });

  it("compares names exactly: a form Unicode folds into an existing name is refused over SMTP and unknown over HTTP", async () => {
    const address = await newAddress("kelvin-office");
    const variants = await variantsOf(address);
    const folded = variants.undeliverable.filter((v) => /fullwidth|Kelvin/.test(v.tests)).map((v) => v.address);
    expect(folded).toEqual(["ｋelvin-office@proofbox.test", "\u212Aelvin-office@proofbox.test"]);
    // And a ligature, which NFKC folds to "ff".
    for (const form of [...folded, "kelvin-o\uFB00ice@proofbox.test", "kelvin-office@proofbox.t\u212Aest"]) {
      expect((await deliver(form, "Your code is 123456.")).rcpt).toMatch(/^550 /);
      const read = await t.api("GET", `/v1/addresses/${encodeURIComponent(form)}/code?timeout=0`);
      expect({ form, status: read.status, error: read.body.error }).toEqual({ form, status: 404, error: "not_found" });
      expect(read.body.message).toMatch(/^No address /);
    }
    expect((await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/count`)).body.count).toBe(0);
  });

  it("answers 404 for an address that does not exist", async () => {
    const response = await t.api("GET", "/v1/addresses/nobody%40proofbox.test/variants");
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
