import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dkimSign } from "mailauth/lib/dkim/sign.js";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckResult, ChecksResult } from "../../service/wire/checks.js";
import { startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";

/**
 * GET /checks over real SMTP and HTTP: every check both ways, SPF, DKIM and DMARC verdicts from
 * mail signed with a test key against records declared in a dns_records file (no network), the
 * run evidence, and that the answer carries verdicts only.
 */

const keyPair = () =>
  generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "der" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
const published = keyPair();
const stranger = keyPair();
const TOKEN = "k3J9xQ2mV8pL4nR7tW1zA5bC";

function writeRecords(): string {
  const dir = mkdtempSync(join(tmpdir(), "proofbox-dns-"));
  const path = join(dir, "records.json");
  writeFileSync(
    path,
    JSON.stringify({
      "app.example.com": { TXT: ["v=spf1 ip4:127.0.0.1 -all"] },
      "sel._domainkey.app.example.com": {
        TXT: [`v=DKIM1; k=rsa; p=${published.publicKey.toString("base64")}`],
      },
      "_dmarc.app.example.com": { TXT: ["v=DMARC1; p=reject"] },
      "bad.example.com": { TXT: ["v=spf1 ip4:192.0.2.10 -all"] },
      "_dmarc.bad.example.com": { TXT: ["v=DMARC1; p=reject"] },
      "soft.example.com": { TXT: ["v=spf1 ip4:192.0.2.10 ~all"] },
      "mail.shop-example.org": { TXT: ["v=spf1 ip4:127.0.0.1 -all"] },
      "_dmarc.mail.shop-example.org": {},
      "_dmarc.shop-example.org": { TXT: ["v=DMARC1; p=reject"] },
      "lenient.example.com": { TXT: ["v=spf1 ip4:192.0.2.10 -all"] },
      "_dmarc.lenient.example.com": { TXT: ["v=DMARC1; p=none"] },
      "broken.example.com": { TXT: ["v=spf1 ip4:127.0.0.1 nonsense:here -all"] },
      "_dmarc.broken.example.com": { TXT: ["v=DMARC1; p=reject"] },
      "nospf.example.com": {},
      "_dmarc.nospf.example.com": {},
      "_dmarc.example.com": {},
      "gone._domainkey.app.example.com": {},
      "strict.example.com": {},
      "mail.strict.example.com": { TXT: ["v=spf1 ip4:127.0.0.1 -all"] },
      "_dmarc.strict.example.com": { TXT: ["v=DMARC1; p=reject; aspf=s"] },
      "sub.parent-example.org": {},
      "_dmarc.sub.parent-example.org": {},
      "_dmarc.parent-example.org": { TXT: ["v=DMARC1; p=none; sp=reject"] },
      "badpolicy.example.com": { TXT: ["v=spf1 ip4:192.0.2.10 -all"] },
      "_dmarc.badpolicy.example.com": { TXT: ["v=DMARC1; p=rifiuta"] },
      "ruapolicy.example.com": { TXT: ["v=spf1 ip4:192.0.2.10 -all"] },
      "_dmarc.ruapolicy.example.com": { TXT: ["v=DMARC1; p=rifiuta; rua=mailto:dmarc@ruapolicy.example.com"] },
    }),
  );
  return path;
}

let t: TestService;
let counter = 0;

beforeAll(async () => {
  t = await startTestService({ dns_records: writeRecords() });
});
afterAll(async () => {
  await t.close();
});

const newAddress = () => t.newAddress(`check${++counter}`);

async function checks(address: string, query = "", headers: Record<string, string> = {}) {
  const response = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/checks${query}`, { headers });
  return response;
}

async function checksOf(address: string, query = ""): Promise<ChecksResult> {
  const response = await checks(address, query);
  expect(response.status).toBe(200);
  return response.body as ChecksResult;
}

const check = (result: ChecksResult, name: CheckResult["check"]) => result.checks.find((c) => c.check === name)!;

const verifyHtml = (url: string, extra = "") =>
  `<html><head><meta name="viewport" content="width=device-width"></head><body><p>Confirm your email address.</p><p><a href="${url}">Verify email</a></p>${extra}</body></html>`;

describe("SPF, DKIM and DMARC verdicts", () => {
  it("pass when the domain's records allow the server, the key verifies and the policy aligns", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      from: "App <no-reply@app.example.com>",
      to: address,
      subject: "Your code",
      text: "Your verification code is 482913.",
      dkim: { domainName: "app.example.com", keySelector: "sel", privateKey: published.privateKey },
    });
    const result = await checksOf(address);
    expect(check(result, "spf")).toMatchObject({
      status: "pass",
      detail: "app.example.com allows the server that sent it",
    });
    expect(check(result, "dkim")).toMatchObject({ status: "pass", detail: "signed by app.example.com" });
    expect(check(result, "dmarc")).toMatchObject({ status: "pass" });
  });

  it("fail when the key does not verify, and SPF still carries DMARC", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      from: "no-reply@app.example.com",
      to: address,
      text: "Your verification code is 482913.",
      dkim: { domainName: "app.example.com", keySelector: "sel", privateKey: stranger.privateKey },
    });
    const result = await checksOf(address);
    expect(check(result, "dkim")).toMatchObject({
      status: "fail",
      detail: "the signature of app.example.com does not verify",
    });
    expect(check(result, "spf").status).toBe("pass");
    expect(check(result, "dmarc").status).toBe("pass");
  });

  it("fail a signature whose body changed after signing, and one whose key is not published", async () => {
    const message = (subject: string) =>
      Buffer.from(
        `From: no-reply@app.example.com\r\nTo: someone@proofbox.test\r\nSubject: ${subject}\r\n` +
          "Content-Type: text/plain\r\n\r\nYour verification code is 482913.\r\n",
      );
    const signed = async (raw: Buffer, selector: string) => {
      // mailauth signs with the keys in signatureData (its typings name other fields).
      const options = {
        signatureData: [{ signingDomain: "app.example.com", selector, privateKey: published.privateKey }],
      };
      const { signatures } = await dkimSign(raw, options as unknown as Parameters<typeof dkimSign>[1]);
      return Buffer.concat([Buffer.from(signatures), raw]);
    };
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: t.smtpPort, ignoreTLS: true });
    const send = (address: string, raw: Buffer) =>
      transport.sendMail({ envelope: { from: "no-reply@app.example.com", to: [address] }, raw });

    // A footer added by a mail pipeline after signing: the body hash no longer matches.
    const altered = await newAddress();
    await send(altered, Buffer.concat([await signed(message("Your code"), "sel"), Buffer.from("Sent via a list\r\n")]));
    expect(check(await checksOf(altered), "dkim")).toMatchObject({
      status: "fail",
      detail: "the signature of app.example.com does not verify: the body changed after signing",
    });
    const unpublished = await newAddress();
    await send(unpublished, await signed(message("Your code"), "gone"));
    const result = await checksOf(unpublished);
    expect(check(result, "dkim")).toMatchObject({
      status: "fail",
      detail: "the signature of app.example.com cannot be checked (no key is published for it)",
    });
    // SPF still passes aligned, so DMARC does.
    expect(check(result, "dmarc").status).toBe("pass");
    transport.close();
  });

  it("fail DMARC under strict alignment that relaxed would pass, and under sp= for a subdomain", async () => {
    const strict = await newAddress();
    await sendMail(t.smtpPort, {
      from: "no-reply@strict.example.com",
      envelopeFrom: "bounces@mail.strict.example.com",
      to: strict,
      text: "Your code is 482913.",
    });
    const strictResult = await checksOf(strict);
    expect(check(strictResult, "spf").status).toBe("pass");
    expect(check(strictResult, "dmarc")).toMatchObject({
      status: "fail",
      detail: "fails the DMARC policy of strict.example.com",
    });
    // The organizational record says p=none but sp=reject: sp is the policy of its subdomains.
    const sub = await newAddress();
    await sendMail(t.smtpPort, { from: "login@sub.parent-example.org", to: sub, text: "Your code is 482913." });
    expect(check(await checksOf(sub), "dmarc")).toMatchObject({
      status: "fail",
      detail: "fails the DMARC policy of sub.parent-example.org",
    });
  });

  it("warn, not fail, on a DMARC record whose policy cannot be read", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@badpolicy.example.com", to: address, text: "Your code is 482913." });
    const result = await checksOf(address);
    expect(check(result, "spf").status).toBe("fail");
    expect(check(result, "dmarc")).toMatchObject({
      status: "warn",
      detail: "the DMARC policy of badpolicy.example.com cannot be used (permerror)",
    });
    // With a reporting address, such a record acts as p=none (RFC 7489 6.6.3): still a warning.
    const withRua = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@ruapolicy.example.com", to: withRua, text: "Your code is 482913." });
    expect(check(await checksOf(withRua), "dmarc")).toMatchObject({
      status: "warn",
      detail: "does not align with ruapolicy.example.com, whose DMARC policy is none (it asks for no action)",
    });
  });

  it("fail when the server is not allowed and nothing aligns, and warn that an unsigned email is not signed", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@bad.example.com", to: address, text: "Your code is 482913." });
    const result = await checksOf(address);
    expect(check(result, "spf")).toMatchObject({
      status: "fail",
      detail: "bad.example.com does not allow the server that sent it",
    });
    expect(check(result, "dkim")).toMatchObject({ status: "warn", detail: "the email is not DKIM-signed" });
    expect(check(result, "dmarc")).toMatchObject({
      status: "fail",
      detail: "fails the DMARC policy of bad.example.com",
    });
    expect(result.passed).toBe(false);
    expect(result.failed).toEqual(expect.arrayContaining(["spf", "dmarc"]));
    expect(result.failed).not.toContain("dkim");
  });

  it("pass an unsigned email from a server its domain allows: not signed is a warning, not a failure", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, { from: "App <no-reply@app.example.com>", to: address, text: "Your code is 482913." });
    const result = await checksOf(address, "?expect_language=en");
    expect([check(result, "spf").status, check(result, "dmarc").status]).toEqual(["pass", "pass"]);
    expect(check(result, "dkim")).toMatchObject({ status: "warn", detail: "the email is not DKIM-signed" });
    for (const name of ["spf", "dkim", "dmarc"]) expect(result.failed).not.toContain(name);
  });

  it("find the DMARC policy of a subdomain's organizational domain in the declared records", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@mail.shop-example.org", to: address, text: "Your code is 482913." });
    const result = await checksOf(address);
    expect(check(result, "spf").status).toBe("pass");
    // _dmarc.mail.shop-example.org has none; the organizational domain's (p=reject) applies, and SPF aligns.
    expect(check(result, "dmarc")).toMatchObject({
      status: "pass",
      detail: "aligned with the DMARC policy of mail.shop-example.org",
    });
  });

  it("warn where a policy asks for nothing or a record cannot be used, and fail on a policy the mail breaks", async () => {
    // Not aligned, but the domain's DMARC policy is none: receivers are asked to do nothing.
    const lenient = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@lenient.example.com", to: lenient, text: "Your code is 482913." });
    const lenientResult = await checksOf(lenient);
    expect(check(lenientResult, "spf").status).toBe("fail");
    expect(check(lenientResult, "dmarc")).toMatchObject({
      status: "warn",
      detail: "does not align with lenient.example.com, whose DMARC policy is none (it asks for no action)",
    });
    // A broken SPF record (an unknown mechanism) says nothing against the mail.
    const broken = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@broken.example.com", to: broken, text: "Your code is 482913." });
    const brokenResult = await checksOf(broken);
    expect(check(brokenResult, "spf")).toMatchObject({
      status: "warn",
      detail: "broken.example.com publishes an SPF record that cannot be used (permerror)",
    });
    // With SPF unusable and no signature nothing aligns, and p=reject is broken: that fails.
    expect(check(brokenResult, "dmarc")).toMatchObject({ status: "fail" });
  });

  it("warn on a softfail and on a domain that publishes no SPF record or DMARC policy", async () => {
    const soft = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@soft.example.com", to: soft, text: "Your code is 482913." });
    expect(check(await checksOf(soft), "spf")).toMatchObject({ status: "warn" });
    const none = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@nospf.example.com", to: none, text: "Your code is 482913." });
    const result = await checksOf(none);
    expect(check(result, "spf")).toMatchObject({ status: "warn", detail: "nospf.example.com publishes no SPF record" });
    expect(check(result, "dmarc").status).toBe("warn");
    expect(result.warnings).toEqual(expect.arrayContaining(["spf", "dmarc"]));
  });

  it("skip with the reason when DNS is off and the records file does not list the domain", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@unlisted.example.org", to: address, text: "Your code is 482913." });
    const result = await checksOf(address);
    for (const name of ["spf", "dmarc"] as const)
      expect(check(result, name)).toEqual({
        check: name,
        status: "skip",
        detail: "DNS lookups are off (the dns setting is off)",
      });
  });

  it("trust the Authentication-Results of a named relay, and only its own", async () => {
    const relay = await startTestService({ trust_auth_results: "mx.relay.example" });
    try {
      const response = await relay.api("POST", "/v1/addresses", { body: { name: "behind-relay" } });
      const address = (response.body as { address: string }).address;
      await sendMail(relay.smtpPort, {
        from: "no-reply@app.example.com",
        to: address,
        text: "Your code is 482913.",
        headers: {
          // A sender-written header naming another server is ignored, whatever it says.
          "Authentication-Results":
            "mx.relay.example; spf=pass smtp.mailfrom=app.example.com; dkim=fail (bad signature) header.d=app.example.com; dmarc=pass header.from=app.example.com",
          "X-Forged": "x",
        },
      });
      const result = (await relay.api("GET", `/v1/addresses/${address}/checks`)).body as ChecksResult;
      expect(check(result, "spf")).toMatchObject({
        status: "pass",
        detail: expect.stringContaining("(per mx.relay.example)"),
      });
      expect(check(result, "dkim")).toMatchObject({ status: "fail" });
      expect(check(result, "dmarc")).toMatchObject({ status: "pass" });

      const other = (await relay.api("POST", "/v1/addresses", { body: { name: "no-relay-header" } })).body as {
        address: string;
      };
      await sendMail(relay.smtpPort, {
        to: other.address,
        text: "Your code is 482913.",
        headers: { "Authentication-Results": "evil.example; spf=pass; dkim=pass; dmarc=pass" },
      });
      const unverified = (await relay.api("GET", `/v1/addresses/${other.address}/checks`)).body as ChecksResult;
      expect(check(unverified, "spf")).toEqual({
        check: "spf",
        status: "skip",
        detail: "no Authentication-Results from mx.relay.example",
      });
    } finally {
      await relay.close();
    }
  });
});

describe("link checks", () => {
  it("fail a link to localhost, also inside a redirect wrapper, and pass it once it is a dev host", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      to: address,
      subject: "Verify your email",
      html: verifyHtml(`http://localhost:3000/verify?token=${TOKEN}`),
    });
    expect(check(await checksOf(address), "local_links")).toEqual({
      check: "local_links",
      status: "fail",
      detail: "a link goes to localhost:3000",
    });

    const wrapped = await newAddress();
    const destination = encodeURIComponent(`http://192.168.1.20/verify?token=${TOKEN}`);
    await sendMail(t.smtpPort, {
      to: wrapped,
      subject: "Verify your email",
      html: verifyHtml(`https://click.mailer.example.com/ls/click?upn=1&url=${destination}`),
    });
    expect(check(await checksOf(wrapped), "local_links")).toMatchObject({
      status: "fail",
      detail: "a link goes to 192.168.1.20 through a redirect from click.mailer.example.com",
    });
    // Amazon SES writes the destination into the tracker's path.
    const inPath = await newAddress();
    await sendMail(t.smtpPort, {
      to: inPath,
      subject: "Verify your email",
      html: verifyHtml(`https://x1.r.us-east-1.awstrack.me/L0/${destination}/1/0100018a-000000/Sig=123`),
    });
    expect(check(await checksOf(inPath), "local_links")).toMatchObject({
      status: "fail",
      detail: "a link goes to 192.168.1.20 through a redirect from x1.r.us-east-1.awstrack.me",
    });

    expect((await t.api("POST", "/v1/project/dev-hosts", { body: { host: "localhost:3000" } })).status).toBe(200);
    const local = check(await checksOf(address), "local_links");
    expect(local).toEqual({
      check: "local_links",
      status: "pass",
      detail: "links to localhost:3000 go to a dev host of the project",
    });
    // Its plain http is how development runs, and the detail says so rather than "every link uses https".
    expect(check(await checksOf(address), "plain_http")).toEqual({
      check: "plain_http",
      status: "pass",
      detail: "plain http goes only to localhost:3000, a dev host of the project",
    });
    // A dev host with its port passes that port only.
    const otherPort = await newAddress();
    await sendMail(t.smtpPort, {
      to: otherPort,
      subject: "Verify",
      html: verifyHtml(`http://localhost:8080/v?token=${TOKEN}`),
    });
    expect(check(await checksOf(otherPort), "local_links").status).toBe("fail");
  });

  it("fails a main link over plain http, warns for another one, passes when every link is https", async () => {
    const main = await newAddress();
    await sendMail(t.smtpPort, {
      to: main,
      subject: "Verify",
      html: verifyHtml(`http://app.example.com/verify?token=${TOKEN}`),
    });
    expect(check(await checksOf(main), "plain_http")).toEqual({
      check: "plain_http",
      status: "fail",
      detail: "the verify link to app.example.com uses plain http",
    });
    const footer = await newAddress();
    await sendMail(t.smtpPort, {
      to: footer,
      subject: "Verify",
      html: verifyHtml(
        `https://app.example.com/verify?token=${TOKEN}`,
        `<a href="http://blog.example.com/news">Blog</a>`,
      ),
    });
    expect(check(await checksOf(footer), "plain_http")).toMatchObject({
      status: "warn",
      detail: "a link to blog.example.com uses plain http",
    });
    const secure = await newAddress();
    await sendMail(t.smtpPort, {
      to: secure,
      subject: "Verify",
      html: verifyHtml(`https://app.example.com/verify?token=${TOKEN}`),
    });
    expect(check(await checksOf(secure), "plain_http").status).toBe("pass");
  });

  it("checks the host the verification link goes to, after a redirect its URL reveals, with subdomains", async () => {
    const address = await newAddress();
    const destination = encodeURIComponent(`https://auth.acme.example/verify?token=${TOKEN}`);
    await sendMail(t.smtpPort, {
      to: address,
      subject: "Verify your email",
      html: verifyHtml(`https://click.mailer.example.com/ls/click?upn=1&url=${destination}`),
    });
    expect(check(await checksOf(address, "?expect_host=acme.example"), "expected_host")).toEqual({
      check: "expected_host",
      status: "pass",
      detail: "the verify link goes to auth.acme.example",
    });
    expect(
      check(await checksOf(address, "?expect_host=https://staging.acme.example/login"), "expected_host"),
    ).toMatchObject({
      status: "fail",
      detail: "the verify link goes to auth.acme.example, not staging.acme.example",
    });
    expect(check(await checksOf(address), "expected_host")).toMatchObject({ status: "skip" });
  });

  it("skips the link checks of an email without links", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, { to: address, text: "Your verification code is 482913." });
    const result = await checksOf(address);
    expect(check(result, "local_links").status).toBe("skip");
    expect(check(result, "plain_http").status).toBe("skip");
    expect(check(result, "expected_host")).toMatchObject({ status: "skip" });
    expect(check(await checksOf(address, "?expect_host=acme.example"), "expected_host")).toMatchObject({
      status: "fail",
      detail: "the email has no sign-in, verify, reset or invite link",
    });
  });
});

describe("content checks", () => {
  it("expiry: passes a stated lifetime, warns without one, skips a mail without code or link", async () => {
    const stated = await newAddress();
    await sendMail(t.smtpPort, { to: stated, text: "Your verification code is 482913. It expires in 10 minutes." });
    expect(check(await checksOf(stated), "expiry").status).toBe("pass");
    const unstated = await newAddress();
    await sendMail(t.smtpPort, { to: unstated, text: "Your verification code is 482913." });
    expect(check(await checksOf(unstated), "expiry")).toMatchObject({ status: "warn" });
    const plain = await newAddress();
    await sendMail(t.smtpPort, { to: plain, text: "Thanks for your order." });
    expect(check(await checksOf(plain), "expiry").status).toBe("skip");
  });

  it("plain_text: fails HTML without a text part, warns when the text part lacks the code, passes when it carries it", async () => {
    const htmlOnly = await newAddress();
    await sendMail(t.smtpPort, {
      to: htmlOnly,
      text: undefined,
      html: "<p>Your verification code is <b>482913</b>.</p>",
    });
    expect(check(await checksOf(htmlOnly), "plain_text")).toEqual({
      check: "plain_text",
      status: "fail",
      detail: "the email has no plain-text part",
    });
    const without = await newAddress();
    await sendMail(t.smtpPort, {
      to: without,
      text: "Open this email in a browser that shows HTML.",
      html: "<p>Your verification code is <b>482913</b>.</p>",
    });
    expect(check(await checksOf(without), "plain_text")).toMatchObject({ status: "warn" });
    const carries = await newAddress();
    await sendMail(t.smtpPort, {
      to: carries,
      text: "Your verification code is 482913.",
      html: "<p>Your verification code is <b>482913</b>.</p>",
    });
    expect(check(await checksOf(carries), "plain_text")).toMatchObject({
      status: "pass",
      detail: "the plain-text part carries the code or link",
    });
  });

  it("size: fails HTML over 102 KB, passes a small one, skips text-only mail", async () => {
    const big = await newAddress();
    const filler = "<p>We are glad to have you on board. Here is what is new this week at Example.</p>".repeat(1900);
    await sendMail(t.smtpPort, { to: big, html: `<p>Your verification code is 482913.</p>${filler}` });
    const size = check(await checksOf(big), "size");
    expect(size.status).toBe("fail");
    expect(size.detail).toMatch(/^the HTML is 1\d\d KB; Gmail clips HTML over 102 KB$/);
    const small = await newAddress();
    await sendMail(t.smtpPort, { to: small, html: "<p>Your verification code is 482913.</p>" });
    expect(check(await checksOf(small), "size")).toMatchObject({ status: "pass", detail: "the HTML is 1 KB" });
    const text = await newAddress();
    await sendMail(t.smtpPort, { to: text, text: "Your verification code is 482913." });
    expect(check(await checksOf(text), "size").status).toBe("skip");
  });

  it("images_only: fails a mail that is all image, passes one with text", async () => {
    const image = await newAddress();
    await sendMail(t.smtpPort, {
      to: image,
      text: undefined,
      html: `<a href="https://shop.example.com/sale"><img src="https://cdn.example.com/sale.png" width="600" height="900" alt="Sale"></a>`,
    });
    expect(check(await checksOf(image), "images_only")).toEqual({
      check: "images_only",
      status: "fail",
      detail: "the email is all image: 1 image and 0 characters of text",
    });
    const oneChar = await newAddress();
    await sendMail(t.smtpPort, {
      to: oneChar,
      text: undefined,
      html: `<img src="https://cdn.example.com/sale.png" width="600" height="900" alt="Sale"><p>%</p>`,
    });
    expect(check(await checksOf(oneChar), "images_only")).toMatchObject({
      detail: "the email is all image: 1 image and 1 character of text",
    });
    const text = await newAddress();
    await sendMail(t.smtpPort, {
      to: text,
      html: `<img src="https://cdn.example.com/logo.png" width="120" height="40"><p>Your verification code is 482913. Enter it in the app to continue.</p>`,
    });
    expect(check(await checksOf(text), "images_only").status).toBe("pass");
  });

  it("images_only: judges text by its script, so a short Japanese mail with a logo is not mostly image", async () => {
    const logo = `<img src="https://cdn.example.com/logo.png" width="120" height="40" alt="Shop">`;
    // 48 characters say what an English mail says in a hundred or so: the code, what to do, how long.
    const japanese = await newAddress();
    await sendMail(t.smtpPort, {
      to: japanese,
      text: undefined,
      html: `${logo}<p>確認コードは 482913 です。アプリに入力して登録を完了してください。有効期限は10分です。</p>`,
    });
    expect(check(await checksOf(japanese), "images_only")).toMatchObject({ status: "pass" });
    // The same length in Latin script says far less, and stays "mostly image".
    const latin = await newAddress();
    await sendMail(t.smtpPort, {
      to: latin,
      text: undefined,
      html: `${logo}<p>Code 482913. Enter it in the app now.</p>`,
    });
    expect(check(await checksOf(latin), "images_only")).toMatchObject({ status: "warn" });
  });

  it("layout: fails a fixed width a phone cannot show, warns when a stylesheet may adapt it or text is tiny, passes a fitting one", async () => {
    const wide = await newAddress();
    await sendMail(t.smtpPort, {
      to: wide,
      html: `<html><head><meta name="viewport" content="width=device-width"></head><body><table width="800"><tr><td>Your verification code is 482913.</td></tr></table></body></html>`,
    });
    expect(check(await checksOf(wide), "layout")).toEqual({
      check: "layout",
      status: "fail",
      detail: "a block 800 px wide without max-width: a phone scrolls sideways",
    });
    const adapted = await newAddress();
    await sendMail(t.smtpPort, {
      to: adapted,
      html: `<html><head><style>@media only screen and (max-width: 600px) { .main { width: 100% !important; } }</style></head><body><table class="main" width="800"><tr><td>Code: 482913</td></tr></table></body></html>`,
    });
    expect(check(await checksOf(adapted), "layout").status).toBe("warn");
    const tiny = await newAddress();
    await sendMail(t.smtpPort, {
      to: tiny,
      html: `<html><head><meta name="viewport" content="width=device-width"></head><body><table width="600" style="max-width:100%"><tr><td style="font-size:8px">Your verification code is 482913.</td></tr></table></body></html>`,
    });
    expect(check(await checksOf(tiny), "layout")).toMatchObject({
      status: "warn",
      detail: "text of 8 px is hard to read on a phone",
    });
    const fits = await newAddress();
    await sendMail(t.smtpPort, { to: fits, html: verifyHtml(`https://app.example.com/verify?token=${TOKEN}`) });
    expect(check(await checksOf(fits), "layout").status).toBe("pass");
  });

  it("expected_text: ignores case, curly quotes and spacing, and names only the missing phrases", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      to: address,
      subject: "Welcome to Acme",
      text: "Your verification code is 482913.\nDon’t  share it with anyone.",
    });
    // The subject is not the email's text: a phrase only there is missing.
    const query = "?expect_text=don't%20share%20IT&expect_text=welcome%20to%20acme&expect_text=Contact%20support";
    expect(check(await checksOf(address, query), "expected_text")).toEqual({
      check: "expected_text",
      status: "fail",
      detail: 'missing: "welcome to acme", "Contact support"',
    });
    expect(check(await checksOf(address, "?expect_text=verification%20code"), "expected_text")).toMatchObject({
      status: "pass",
      detail: "all 1 phrase found",
    });
    expect(check(await checksOf(address), "expected_text").status).toBe("skip");
  });

  it("expected_text: a hidden preheader is not text a reader sees", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      to: address,
      subject: "Your code",
      html:
        '<div style="display:none;max-height:0;overflow:hidden">Members only: 20% off</div>' +
        "<p>Your verification code is 482913.</p>",
    });
    expect(
      check(await checksOf(address, "?expect_text=members%20only&expect_text=verification%20code"), "expected_text"),
    ).toEqual({ check: "expected_text", status: "fail", detail: 'missing: "members only"' });
  });

  it.each([
    [
      "en",
      "Your verification code is below. Enter it in the app to finish signing in to your account. It expires in ten minutes.",
    ],
    [
      "de",
      "Dein Bestätigungscode steht unten. Gib ihn in der App ein, um die Anmeldung bei deinem Konto abzuschließen.",
    ],
    [
      "fr",
      "Votre code de vérification se trouve ci-dessous. Saisissez-le dans l'application pour terminer la connexion à votre compte.",
    ],
    [
      "es",
      "Tu código de verificación está abajo. Introdúcelo en la aplicación para terminar de iniciar sesión en tu cuenta.",
    ],
    ["ru", "Ваш код подтверждения указан ниже. Введите его в приложении, чтобы завершить вход в учётную запись."],
    ["ja", "確認コードは以下のとおりです。アプリに入力して、アカウントへのログインを完了してください。"],
    [
      "pt",
      "O seu código de verificação está abaixo. Introduza-o na aplicação para concluir o início de sessão na sua conta.",
    ],
    [
      "it",
      "Il tuo codice di verifica è riportato qui sotto. Inseriscilo nell'app per completare l'accesso al tuo account.",
    ],
    ["nl", "Je verificatiecode staat hieronder. Voer hem in de app in om het inloggen op je account af te ronden."],
    ["pl", "Twój kod weryfikacyjny znajduje się poniżej. Wpisz go w aplikacji, aby dokończyć logowanie do konta."],
    ["tr", "Doğrulama kodunuz aşağıdadır. Hesabınıza girişi tamamlamak için kodu uygulamaya girin."],
    ["ko", "인증 코드는 아래와 같습니다. 앱에 입력하여 계정 로그인을 완료하세요."],
    ["zh", "您的验证码如下。请在应用中输入以完成账户登录。"],
  ])("language: tells an email in %s, with or without a region", async (language, body) => {
    const address = await newAddress();
    await sendMail(t.smtpPort, { to: address, subject: "482913", text: `${body}\n\n482913` });
    expect(check(await checksOf(address, `?expect_language=${language}-XX`), "language")).toEqual({
      check: "language",
      status: "pass",
      detail: `the email is in ${language}`,
    });
    const other = language === "en" ? "de" : "en";
    expect(check(await checksOf(address, `?expect_language=${other}`), "language")).toEqual({
      check: "language",
      status: "fail",
      detail: `the email is in ${language}, not ${other}`,
    });
  });
});

describe("the language check's text", () => {
  it("reads the body once, without link addresses, and says when it cannot tell", async () => {
    // The same Russian body in both parts, and an English-looking link: still Russian.
    const body = "Ваш код подтверждения указан ниже. Введите его в приложении, чтобы завершить вход.";
    const both = await newAddress();
    await sendMail(t.smtpPort, {
      to: both,
      subject: "Код подтверждения",
      text: `${body}\nhttps://app.example.com/sign-in/verify-your-email-address-and-continue`,
      html: `<p>${body}</p><p><a href="https://app.example.com/sign-in/verify-your-email-address-and-continue">https://app.example.com/sign-in/verify-your-email-address-and-continue</a></p>`,
    });
    expect(check(await checksOf(both, "?expect_language=ru"), "language")).toMatchObject({ status: "pass" });
    // A code and nothing else: no language to tell.
    const bare = await newAddress();
    await sendMail(t.smtpPort, { to: bare, subject: "482913", text: "482913" });
    expect(check(await checksOf(bare, "?expect_language=en"), "language")).toEqual({
      check: "language",
      status: "warn",
      detail: "its language cannot be told reliably (too little text)",
    });
  });

  it.each([
    ["ko", "ja", "봄날 겨울 세일, 전 품목 최대 50% 할인", "<p>봄날 겨울 세일: 아우터와 니트 전 품목 최대 50%</p>"],
    [
      "zh",
      "ja",
      "明月茶社 冬季新品",
      "<p>武夷岩茶·肉桂（2026年春茶）</p><p>岩韵明显，桂皮香浓郁，汤色橙黄明亮，适合秋冬饮用。</p><p>查看详情</p>",
    ],
  ])(
    "decides a short %s mail its script settles, where the n-grams alone are unsure",
    async (language, other, subject, html) => {
      const address = await newAddress();
      await sendMail(t.smtpPort, { to: address, subject, html });
      expect(check(await checksOf(address, `?expect_language=${language}`), "language").status).toBe("pass");
      expect(check(await checksOf(address, `?expect_language=${other}`), "language")).toEqual({
        check: "language",
        status: "fail",
        detail: `the email is in ${language}, not ${other}`,
      });
    },
  );
});

describe("the checks call", () => {
  it("checks the email named by email_id, or the newest that matches the filters", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      from: "no-reply@app.example.com",
      to: address,
      text: "Your verification code is 111111.",
    });
    t.clock.advance(60_000);
    await sendMail(t.smtpPort, { from: "news@shop.example.net", to: address, text: "New this week." });
    const count = (await t.api("GET", `/v1/addresses/${address}/count`)).body as { emails: { email_id: string }[] };
    const [first] = count.emails;
    const newest = await checksOf(address);
    expect(newest.email).toMatchObject({ service: "shop.example.net", type: null });
    const named = await checksOf(address, `?email_id=${first!.email_id}`);
    expect(named.email).toMatchObject({ id: first!.email_id, type: "code", subtype: "otp" });
    const filtered = await checksOf(address, "?type=code");
    expect(filtered.email.id).toBe(first!.email_id);
    expect((await checksOf(address, "?service=app.example.com")).email.id).toBe(first!.email_id);
  });

  it("answers verdicts only: nothing the sender wrote but domains and hosts", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      from: "Secret Sender <no-reply@app.example.com>",
      to: address,
      subject: "Subject words stay private",
      html: verifyHtml(`https://app.example.com/verify?token=${TOKEN}`, "<p>Body words stay private</p>"),
    });
    const response = await checks(address, "?expect_host=app.example.com&expect_language=en&expect_text=absent");
    expect(response.status).toBe(200);
    // The service name is the one thing of the sender the answer carries (the spec's email summary).
    expect((response.body as ChecksResult).email.service).toBe("Secret Sender");
    for (const secret of [TOKEN, "Subject words", "Body words", "/verify"]) expect(response.text).not.toContain(secret);
    const result = response.body as ChecksResult;
    expect(result.checks.map((c) => c.check)).toEqual([
      "spf",
      "dkim",
      "dmarc",
      "local_links",
      "plain_http",
      "expected_host",
      "expiry",
      "plain_text",
      "size",
      "images_only",
      "layout",
      "expected_text",
      "language",
    ]);
  });

  it.each([
    ["more than ten expect_text", Array.from({ length: 11 }, (_, i) => `expect_text=p${i}`).join("&"), "expect_text"],
    ["a bad uuid", "email_id=123", "email_id"],
    ["a bad date", "since=yesterday", "since"],
    ["an unknown type", "type=sms", "type"],
    ["a subtype without type", "subtype=otp", "subtype"],
    ["an unknown parameter", "color=red", "color"],
  ])("answers 400 for %s, naming the field", async (_, query, field) => {
    const address = await newAddress();
    const response = await checks(address, `?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: "invalid_request", field });
  });

  it("answers 404 for an unknown address, and for an address with no email to check", async () => {
    expect((await checks("nobody@proofbox.test")).status).toBe(404);
    const empty = await newAddress();
    const response = await checks(empty);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: "not_found" });
    expect((await checks(empty, "?email_id=0b8c2f0e-7d1a-4a57-9a8e-5d2f3c1b9e40")).status).toBe(404);
  });

  it("leaves a checks event in the run; a failed check fails the run, and the next run's report names it", async () => {
    const name = `checks run ${Date.now()}`;
    const start = async () =>
      ((await t.api("POST", "/v1/runs", { body: { name, source: "ci" } })).body as { id: string }).id;
    const good = await newAddress();
    await sendMail(t.smtpPort, {
      from: "no-reply@app.example.com",
      to: good,
      text: "Your verification code is 482913. It expires in 10 minutes.",
      dkim: { domainName: "app.example.com", keySelector: "sel", privateKey: published.privateKey },
    });
    const first = await start();
    const passing = await checks(good, "", { "Service-Run": first });
    expect((passing.body as ChecksResult).passed).toBe(true);
    expect((await t.api("POST", `/v1/runs/${first}/finish`, { body: {} })).body).toMatchObject({ status: "passed" });

    t.clock.advance(60_000);
    const bad = await newAddress();
    await sendMail(t.smtpPort, { from: "no-reply@bad.example.com", to: bad, text: "Your code is 482913." });
    const second = await start();
    const failing = await checks(bad, "", { "Service-Run": second, "Service-Test": "sign%20up" });
    expect((failing.body as ChecksResult).passed).toBe(false);
    const finished = (await t.api("POST", `/v1/runs/${second}/finish`, { body: {} })).body as {
      status: string;
    };
    expect(finished.status).toBe("failed");
    const run = (await t.api("GET", `/v1/runs/${second}`)).body as {
      events: { kind: string; failed: boolean; test: string | null; detail: { failed: string[] } }[];
      comparison: { changes: { kind: string }[] };
    };
    const event = run.events.find((e) => e.kind === "checks")!;
    expect(event).toMatchObject({ failed: true, test: "sign up" });
    expect(event.detail.failed).toEqual(expect.arrayContaining(["spf", "dmarc"]));
    expect(run.comparison.changes.map((change) => change.kind)).toContain("new_check_failure");
    const report = (await t.api("GET", `/v1/runs/${second}?format=markdown`)).text;
    expect(report).toContain("email checks failed");
  });
});
