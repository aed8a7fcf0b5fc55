import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanHtml } from "../../service/mail/clean-html.js";
import { RawSmtp, sendMail } from "../helpers/smtp.js";
import { startTestService, type TestService } from "../helpers/service.js";

const TOKEN = "k3J9xQ2mV8pL4nR7tW1z";

let t: TestService;
let counter = 0;

beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
});

const newAddress = () => t.newAddress(`wait-${++counter}`);

const codeMail = (to: string, code: string, from = "Acme <no-reply@acme.example>") =>
  sendMail(t.smtpPort, { from, to, subject: "Your Acme sign-in code", text: `Your verification code is ${code}.` });

const linkMail = (to: string, url: string, subject = "Confirm your email", label = "Confirm my email") =>
  sendMail(t.smtpPort, {
    from: "Acme <no-reply@acme.example>",
    to,
    subject,
    html: `<p>Welcome!</p><p><a href="${url}">${label}</a></p>`,
  });

const path = (address: string, what: string, query = "") =>
  `/v1/addresses/${encodeURIComponent(address)}/${what}${query ? `?${query}` : ""}`;

describe("GET /code and /link", () => {
  it("answers the newest code the moment it lands, as a Match with nothing else of the email", async () => {
    const address = await newAddress();
    // The wait may hold 30 s, longer than this test may run (20 s): only a wake-up on arrival
    // can answer it in time. No clock is read, so a busy machine cannot fail it.
    let answered = false;
    const waiting = t.api("GET", path(address, "code", "timeout=30")).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    await codeMail(address, "482913");
    const response = await waiting;
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(
      [
        "address",
        "email_id",
        "expires_at",
        "received_at",
        "service",
        "service_domain",
        "subtype",
        "type",
        "value",
      ].sort(),
    );
    expect(response.body).toMatchObject({
      address,
      type: "code",
      subtype: "otp",
      value: "482913",
      service: "Acme",
      service_domain: "acme.example",
      expires_at: null,
    });
    expect(response.text).not.toContain("verification code is");
  });

  it("returns the newest of several codes, and with unused=true skips the ones already returned", async () => {
    const address = await newAddress();
    await codeMail(address, "111111");
    await codeMail(address, "222222");
    expect((await t.api("GET", path(address, "code", "timeout=0"))).body.value).toBe("222222");
    expect((await t.api("GET", path(address, "code", "timeout=0"))).body.value).toBe("222222");
    expect((await t.api("GET", path(address, "code", "timeout=0&unused=true"))).body.value).toBe("111111");
    const none = await t.api("GET", path(address, "code", "timeout=0&unused=true"));
    expect(none.status).toBe(404);
    expect(none.body.hint).toMatch(/already returned/);
  });

  it("answers 404 not_found with a hint, the refusals since `since`, and help", async () => {
    const address = await newAddress();
    const response = await t.api("GET", path(address, "code", "timeout=0"));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: "not_found", refused: [] });
    expect(response.body.message).toMatch(/No matching code/);
    expect(response.body.hint).toMatch(/No email arrived since .* SMTP server \(127\.0\.0\.1:\d+\)/);
    expect(response.body.help).toMatch(/^https?:\/\//);

    const small = await startTestService({ limits: { max_message_bytes: 2000 } });
    try {
      const created = await small.api("POST", "/v1/addresses", { body: { name: "small-one" } });
      const target = created.body.address as string;
      await expect(
        sendMail(small.smtpPort, { to: target, subject: "Code", text: `Your code is 123456 ${"x".repeat(5000)}` }),
      ).rejects.toThrow(/552/);
      const refused = await small.api("GET", `/v1/addresses/${target}/code?timeout=0`);
      expect(refused.status).toBe(404);
      expect(refused.body.refused).toEqual([
        expect.objectContaining({ reason: "too_large", count: 1, size_bytes: expect.any(Number) }),
      ]);
      expect(refused.body.hint).toMatch(/refused as too large/);
    } finally {
      await small.close();
    }
  });

  it("says what arrived when mail came but not what the wait asked for", async () => {
    const address = await newAddress();
    await linkMail(address, `https://app.example/confirm?token=${TOKEN}`);
    const response = await t.api("GET", path(address, "code", "timeout=0"));
    expect(response.status).toBe(404);
    expect(response.body.hint).toMatch(/1 email arrived .* without a one-time code; they carried: verify link/);
  });

  it("looks back 15 minutes by default, and from `since` when given", async () => {
    const address = await newAddress();
    await codeMail(address, "333333");
    t.clock.advance(16 * 60 * 1000);
    expect((await t.api("GET", path(address, "code", "timeout=0"))).status).toBe(404);
    const since = new Date(t.clock.now().getTime() - 20 * 60 * 1000).toISOString();
    expect((await t.api("GET", path(address, "code", `timeout=0&since=${since}`))).body.value).toBe("333333");
    const later = new Date(t.clock.now().getTime() + 1000).toISOString();
    expect((await t.api("GET", path(address, "code", `timeout=0&since=${later}`))).status).toBe(404);
  });

  it("filters by service name or domain", async () => {
    const address = await newAddress();
    await codeMail(address, "444444", "Other <no-reply@mail.other.example>");
    await codeMail(address, "555555", "Acme <no-reply@acme.example>");
    for (const [service, value] of [
      ["Other", "444444"],
      ["mail.other.example", "444444"],
      ["other.example", "444444"],
      ["acme", "555555"],
    ]) {
      const response = await t.api("GET", path(address, "code", `timeout=0&service=${service}`));
      expect([service, response.body.value]).toEqual([service, value]);
    }
    const none = await t.api("GET", path(address, "code", "timeout=0&service=nobody.example"));
    expect(none.status).toBe(404);
    expect(none.body.hint).toMatch(/none from "nobody.example"/);
  });

  it("leaves coupons out unless type=coupon", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      to: address,
      subject: "20% off",
      text: "Save 20% on your next purchase with promo code:\n\nSPRING24\n",
    });
    expect((await t.api("GET", path(address, "code", "timeout=0"))).status).toBe(404);
    const coupon = await t.api("GET", path(address, "code", "timeout=0&type=coupon"));
    expect(coupon.body).toMatchObject({ value: "SPRING24", subtype: "coupon" });
  });

  it("finds the four verification kinds by default, other links only with type=any", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      to: address,
      subject: "Welcome",
      html: `<a href="https://app.example/users/sign_in">Log in</a>`,
    });
    expect((await t.api("GET", path(address, "link", "timeout=0"))).status).toBe(404);
    const any = await t.api("GET", path(address, "link", "timeout=0&type=any"));
    expect(any.body).toMatchObject({ type: "link", subtype: "other", value: "https://app.example/users/sign_in" });

    await linkMail(address, `https://app.example/password/edit?t=${TOKEN}`, "Reset your password", "Reset password");
    expect((await t.api("GET", path(address, "link", "timeout=0&type=verify"))).status).toBe(404);
    const reset = await t.api("GET", path(address, "link", "timeout=0&type=verify,reset"));
    expect(reset.body).toMatchObject({ subtype: "reset", value: `https://app.example/password/edit?t=${TOKEN}` });
  });

  it("chooses app or web links with app=, web first when it is left out", async () => {
    const address = await newAddress();
    await sendMail(t.smtpPort, {
      to: address,
      subject: "Verify your email",
      html: `<a href="acme://verify?token=${TOKEN}">Open the app</a> <a href="https://app.example/verify?token=${TOKEN}">Verify</a>`,
    });
    expect((await t.api("GET", path(address, "link", "timeout=0"))).body.value).toMatch(/^https:/);
    expect((await t.api("GET", path(address, "link", "timeout=0&app=false"))).body.value).toMatch(/^https:/);
    expect((await t.api("GET", path(address, "link", "timeout=0&app=true"))).body.value).toBe(
      `acme://verify?token=${TOKEN}`,
    );
  });

  it("on a plus-tag variant finds only mail sent to that variant; capitals act on the plain address", async () => {
    const address = await newAddress();
    const [local, domain] = address.split("@") as [string, string];
    await codeMail(`${local}+one@${domain}`, "666666");
    await codeMail(`${local}+two@${domain}`, "777777");
    expect((await t.api("GET", path(`${local}+one@${domain}`, "code", "timeout=0"))).body.value).toBe("666666");
    expect((await t.api("GET", path(`${local}+ONE@${domain}`, "code", "timeout=0"))).body.value).toBe("666666");
    expect((await t.api("GET", path(`${local}+three@${domain}`, "code", "timeout=0"))).status).toBe(404);
    expect((await t.api("GET", path(address.toUpperCase(), "code", "timeout=0"))).body.value).toBe("777777");
  });

  it("names the sender by the envelope when the mail has no From header", async () => {
    const address = await newAddress();
    const client = await RawSmtp.open(t.smtpPort);
    await client.command("EHLO test.example");
    await client.command("MAIL FROM:<bounces@mailer.shop.example>");
    await client.command(`RCPT TO:<${address}>`);
    expect(await client.data("Subject: Your code\r\n\r\nYour code is 482913\r\n")).toMatch(/^250/);
    await client.quit();
    const response = await t.api("GET", path(address, "code", "timeout=5"));
    expect(response.body).toMatchObject({
      value: "482913",
      service: "mailer.shop.example",
      service_domain: "mailer.shop.example",
    });
  });

  it("reads the stated lifetime as expires_at, counted from the Date header when it is believable", async () => {
    const lifetime = "Your code is 909090. It expires in 10 minutes.";
    // Written two minutes before it arrived (the service's clock): counted from the writing.
    const written = new Date(t.clock.now().getTime() - 2 * 60 * 1000);
    const fresh = await newAddress();
    await sendMail(t.smtpPort, {
      to: fresh,
      subject: "Code",
      text: lifetime,
      headers: { Date: written.toUTCString() },
    });
    const anchored = await t.api("GET", path(fresh, "code", "timeout=0"));
    expect(Date.parse(anchored.body.expires_at as string)).toBe(written.getTime() + 10 * 60 * 1000);

    // A Date header a year old is a replayed fixture: counted from received_at instead.
    const replayed = await newAddress();
    const lastYear = new Date(t.clock.now().getTime() - 365 * 24 * 3600 * 1000);
    await sendMail(t.smtpPort, {
      to: replayed,
      subject: "Code",
      text: lifetime,
      headers: { Date: lastYear.toUTCString() },
    });
    const fromReceipt = await t.api("GET", path(replayed, "code", "timeout=0"));
    const received = Date.parse(fromReceipt.body.received_at as string);
    expect(Date.parse(fromReceipt.body.expires_at as string) - received).toBe(10 * 60 * 1000);
  });

  it("ends a wait when its client disconnects", async () => {
    const address = await newAddress();
    const before = t.service.deps.notifier.size();
    const controller = new AbortController();
    const request = fetch(`${t.baseUrl}${path(address, "code", "timeout=30")}`, {
      headers: { authorization: "Bearer pbx_test_default_key_0000000000" },
      signal: controller.signal,
    }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.service.deps.notifier.size()).toBe(before + 1);
    controller.abort();
    await request;
    await expect.poll(() => t.service.deps.notifier.size(), { timeout: 2000 }).toBe(before);
  });

  it("rejects bad parameters with 400 naming the field, and unknown addresses with 404", async () => {
    const address = await newAddress();
    for (const [what, query, field] of [
      ["code", "timeout=31", "timeout"],
      ["code", "timeout=-1", "timeout"],
      ["code", "since=yesterday", "since"],
      ["code", "unused=maybe", "unused"],
      ["code", "type=verify", "type"],
      ["link", "type=verify,nonsense", "type"],
      ["link", "app=sometimes", "app"],
      ["code", "colour=blue", "colour"],
    ] as const) {
      const response = await t.api("GET", path(address, what, query));
      expect([query, response.status, response.body.error]).toEqual([query, 400, "invalid_request"]);
      expect(response.body.message).toContain(field);
    }
    const unknown = await t.api("GET", path("nobody-here@proofbox.test", "code", "timeout=0"));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("not_found");
  });
});

describe("Address.latest and email_count", () => {
  it("fills latest with the newest code or link, shaped like a Match", async () => {
    const address = await newAddress();
    expect((await t.api("GET", path(address, "").replace(/\/$/, ""))).body.latest).toBeNull();
    await codeMail(address, "121212");
    const response = await t.api("GET", `/v1/addresses/${address}`);
    expect(response.body.email_count).toBe(1);
    expect(response.body.latest).toMatchObject({ address, type: "code", subtype: "otp", value: "121212" });
    const list = await t.api("GET", "/v1/addresses?limit=200");
    const listed = (list.body as { address: string; latest: unknown }[]).find((a) => a.address === address);
    expect(listed?.latest).toMatchObject({ value: "121212" });
  });
});

describe("GET /messages", () => {
  it("lists newest first with codes and links, and content only when include asks", async () => {
    const address = await newAddress();
    await codeMail(address, "131313");
    const sentHtml = `<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><img src="https://t.example/p.gif"><form><input value="v"><button>Go</button></form><a href="javascript:alert(1)">js</a><a href="acme://verify?token=${TOKEN}">app</a><a href="https://app.example/confirm?token=${TOKEN}">Confirm</a><meta http-equiv="refresh" content="0"><div style="display:none;max-height:0">Hidden preheader words</div><span hidden>Hidden by attribute</span>`;
    await sendMail(t.smtpPort, { to: address, subject: "Confirm <b>now</b>", text: "Plain words", html: sentHtml });
    const bare = await t.api("GET", path(address, "messages"));
    expect(bare.status).toBe(200);
    expect(bare.body).toHaveLength(2);
    const [newest, oldest] = bare.body as Record<string, unknown>[];
    expect(newest).not.toHaveProperty("subject");
    expect(newest).not.toHaveProperty("text");
    expect(newest).not.toHaveProperty("html");
    expect(newest).toMatchObject({ recipient: address, sender: "no-reply@app.example.com", service: "App" });
    expect(newest?.links).toEqual(
      expect.arrayContaining([
        { url: `https://app.example/confirm?token=${TOKEN}`, subtype: "verify", app: false, used: false },
        { url: `acme://verify?token=${TOKEN}`, subtype: "verify", app: true, used: false },
      ]),
    );
    expect(oldest?.codes).toEqual([{ value: "131313", subtype: "otp", used: false }]);

    const withHtml = await t.api("GET", path(address, "messages", "include=text,html&limit=1"));
    expect(withHtml.body).toHaveLength(1);
    const item = withHtml.body[0] as { subject: string; text: string; html: string; html_truncated: boolean };
    expect(item.subject).toBe("Confirm <b>now</b>");
    expect(item.text).toContain("Plain words");
    for (const banned of [
      "<script",
      "onclick",
      "<iframe",
      "<img",
      "<form",
      "<input",
      "<button",
      "javascript:",
      "acme:",
      "<meta",
      // What a mail client hides goes with its content: with the styles gone it would show.
      "Hidden preheader words",
      "Hidden by attribute",
    ])
      expect(item.html).not.toContain(banned);
    expect(item.html).toContain(`href="https://app.example/confirm?token=${TOKEN}"`);
    expect(item.html).toContain("Go");
    // Cleaned on this first read and kept: exactly what cleaning on arrival gave, on every read.
    expect(item.html).toBe(cleanHtml(sentHtml).html);
    expect(item.html_truncated).toBe(false);
    const again = await t.api("GET", path(address, "messages", "include=html&limit=1"));
    expect((again.body as { html: string }[])[0]?.html).toBe(item.html);

    expect((await t.api("GET", path(address, "messages", "limit=0"))).status).toBe(400);
    expect((await t.api("GET", path(address, "messages", "limit=101"))).status).toBe(400);
    expect((await t.api("GET", path(address, "messages", "include=pdf"))).status).toBe(400);
  });

  it("shows a code as used once a wait returned it", async () => {
    const address = await newAddress();
    await codeMail(address, "141414");
    await t.api("GET", path(address, "code", "timeout=0"));
    const [item] = (await t.api("GET", path(address, "messages"))).body as { codes: unknown[] }[];
    expect(item?.codes).toEqual([{ value: "141414", subtype: "otp", used: true }]);
  });
});

describe("GET /count", () => {
  it("counts by type and subtype and lists summaries oldest first without content", async () => {
    const address = await newAddress();
    await codeMail(address, "151515");
    await linkMail(address, `https://app.example/confirm?token=${TOKEN}`);
    await sendMail(t.smtpPort, { to: address, subject: "Deal", text: "Use promo code:\n\nSAVE2024X\n" });
    await sendMail(t.smtpPort, { to: address, subject: "News", text: "Nothing to see" });

    const all = await t.api("GET", path(address, "count"));
    expect(all.body).toMatchObject({ address, since: null, count: 4 });
    expect((all.body.emails as { type: string | null }[]).map((e) => e.type)).toEqual(["code", "link", "code", null]);
    expect(Object.keys(all.body.emails[0] as object).sort()).toEqual(
      ["email_id", "received_at", "service", "service_domain", "subtype", "type"].sort(),
    );
    expect(all.text).not.toContain("151515");
    expect(all.text).not.toContain(TOKEN);

    const count = async (query: string) => (await t.api("GET", path(address, "count", query))).body.count as number;
    expect(await count("type=code")).toBe(1);
    expect(await count("type=code&subtype=coupon")).toBe(1);
    expect(await count("type=code&subtype=any")).toBe(2);
    expect(await count("type=link")).toBe(1);
    expect(await count("type=link&subtype=reset")).toBe(0);
    expect(await count("service=app.example.com")).toBe(2);
    expect(await count(`since=${new Date(t.clock.now().getTime() + 1000).toISOString()}`)).toBe(0);

    for (const [query, field] of [
      ["subtype=otp", "subtype"],
      ["type=code&subtype=verify", "subtype"],
      ["type=email", "type"],
    ]) {
      const response = await t.api("GET", path(address, "count", query));
      expect([query, response.status]).toEqual([query, 400]);
      expect(response.body.message).toContain(field);
    }
  });
});

describe("GET /none", () => {
  it("answers 200 arrived: false when nothing arrives in the hold", async () => {
    const address = await newAddress();
    const response = await t.api("GET", path(address, "none", "timeout=1"));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ arrived: false, until: expect.any(String) });
  });

  it("answers 409 email_arrived the moment matching mail lands", async () => {
    const address = await newAddress();
    // Held up to 30 s, past this test's own limit: only the arrival can end it in time.
    let answered = false;
    const holding = t.api("GET", path(address, "none", "timeout=30&type=code")).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sendMail(t.smtpPort, { to: address, subject: "News", text: "No code here" });
    // Mail without a code does not count for type=code: the hold goes on.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    await codeMail(address, "161616");
    const response = await holding;
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: "email_arrived",
      count: 1,
      first: { service: "Acme", type: "code", received_at: expect.any(String) },
    });
    expect(response.text).not.toContain("161616");
  });

  it("watches from the request time without since, and counts earlier mail with since", async () => {
    const address = await newAddress();
    const before = t.clock.now().toISOString();
    await codeMail(address, "171717");
    t.clock.advance(1000);
    expect((await t.api("GET", path(address, "none", "timeout=0"))).status).toBe(200);
    const response = await t.api("GET", path(address, "none", `timeout=0&since=${before}`));
    expect(response.status).toBe(409);
  });
});
