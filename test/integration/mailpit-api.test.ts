import { createHash } from "node:crypto";
import { MailpitClient } from "mailpit-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { isErrorBody, startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp, sendMail } from "../helpers/smtp.js";
import {
  AppInformationSchema,
  expectShape,
  HTMLCheckResponseSchema,
  LinkCheckResponseSchema,
  MessageHeadersSchema,
  MessagesSummarySchema,
  MessageSummarySchema,
  TagsListSchema,
  WebUIConfigurationSchema,
} from "../mailpit/mailpit-shapes.js";

/**
 * Mailpit's API v1 as the published `mailpit-api` client uses it, unmodified, against the real
 * service over HTTP, with mail sent over SMTP to addresses nobody created (a catch-all project).
 * Every answer is held to Mailpit's documented shapes (test/mailpit/mailpit-shapes.ts).
 */

const ALPHA = "alpha-key-0123456789abcdef";
const BETA = "beta-key-0123456789abcdef";

let t: TestService;
let mailpit: MailpitClient;
let beta: MailpitClient;
let sequence = 0;

/** What each client method answers, in Mailpit's documented shapes. */
const SHAPES: Partial<Record<keyof MailpitClient, z.ZodType>> = {
  getInfo: AppInformationSchema,
  getConfiguration: WebUIConfigurationSchema,
  getMessageSummary: MessageSummarySchema,
  waitForMessage: MessageSummarySchema,
  getMessageHeaders: MessageHeadersSchema,
  getMessageSource: z.string().min(1),
  listMessages: MessagesSummarySchema,
  searchMessages: MessagesSummarySchema,
  waitForMessages: MessagesSummarySchema,
  setReadStatus: z.literal("ok"),
  deleteMessages: z.literal("ok"),
  deleteMessagesBySearch: z.literal("ok"),
  htmlCheck: HTMLCheckResponseSchema,
  linkCheck: LinkCheckResponseSchema,
  getTags: TagsListSchema,
  setTags: z.literal("ok"),
  renameTag: z.literal("ok"),
  deleteTag: z.literal("ok"),
  renderMessageText: z.string(),
  renderMessageHTML: z.string(),
  getMessageAttachment: z.instanceof(Blob),
};

/**
 * The client as published, every answer of it checked against Mailpit's shapes on its way back
 * to the test: a method with no shape here fails the test when it answers.
 */
function validated(client: MailpitClient): MailpitClient {
  return new Proxy(client, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== "function" || name === "constructor") return value;
      return async (...args: unknown[]) => {
        const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const shape = SHAPES[name as keyof MailpitClient];
        if (!shape) throw new Error(`no Mailpit shape declared for ${String(name)}`);
        return expectShape(shape, answer);
      };
    },
  });
}

/** An address of its own for each test: nothing of one test is in another's search. */
const fresh = (name: string) => `${name}-${++sequence}@anywhere.example`;

beforeAll(async () => {
  t = await startTestService({
    projects: [
      { name: "alpha", domains: ["alpha.test"], keys: [{ key: ALPHA }], catch_all: "any" },
      { name: "beta", domains: ["beta.test"], keys: [{ key: BETA }], catch_all: "domains" },
    ],
  });
  mailpit = validated(new MailpitClient(t.baseUrl, { auth: { username: "ci", password: ALPHA } }));
  beta = validated(new MailpitClient(t.baseUrl, { auth: { username: "ci", password: BETA } }));
});
afterAll(async () => {
  await t.close();
});

const signup = (to: string, code = "482913") =>
  sendMail(t.smtpPort, {
    from: "Acme <no-reply@acme.example.com>",
    to,
    subject: "Confirm your email",
    text: `Your code is ${code}. Confirm: https://app.example.com/confirm?token=abc${code}`,
    html: `<p>Your code is <b>${code}</b>.</p><p><a href="https://app.example.com/confirm?token=abc${code}">Confirm your email</a></p><p><a href="http://localhost:3000/help">Help</a></p>`,
    headers: { "List-Unsubscribe": "<mailto:unsubscribe@acme.example.com>, <https://acme.example.com/unsubscribe>" },
  });

describe("the mailpit-api client against Proofbox", () => {
  it("waits for a message by query and reads its summary, source and headers", async () => {
    const to = fresh("signup");
    const waiting = mailpit.waitForMessage({ query: `to:${to}` }, { timeout: 10_000 });
    await signup(to);
    const message = expectShape(MessageSummarySchema, await waiting);
    expect(message.Subject).toBe("Confirm your email");
    expect(message.From).toEqual({ Name: "Acme", Address: "no-reply@acme.example.com" });
    expect(message.To).toEqual([{ Name: "", Address: to }]);
    expect(message.Bcc).toEqual([]);
    expect(message.Text).toContain("Your code is 482913.");
    expect(message.HTML).toContain('href="https://app.example.com/confirm?token=abc482913"');
    expect(message.ListUnsubscribe.Links).toEqual([
      "mailto:unsubscribe@acme.example.com",
      "https://acme.example.com/unsubscribe",
    ]);
    expect(message.ListUnsubscribe.Errors).toBe("");

    const source = await mailpit.getMessageSource(message.ID);
    expect(source).toMatch(/^Subject: Confirm your email\r$/m);
    expect(source).toContain("482913");

    const headers = expectShape(MessageHeadersSchema, await mailpit.getMessageHeaders(message.ID));
    expect(headers.Subject).toEqual(["Confirm your email"]);
    expect(headers.To).toEqual([to]);
    expect(Object.keys(headers)).toEqual([...Object.keys(headers)].sort());
    expect(headers["Message-Id"]?.[0]).toMatch(/^<.+>$/);
  });

  it("lists every recipient by name, decoded, with one copy per address it went to", async () => {
    const [jane, zoe] = [fresh("jane"), fresh("zoe")];
    await sendMail(t.smtpPort, {
      from: "Zoë's Shop <shop@acme.example.com>",
      to: [`"Doe, Jane" <${jane}>`, `Zoë Ünal <${zoe}>`],
      subject: "Für Sie",
      text: "Hallo",
    });
    const found = await mailpit.searchMessages({ query: `to:${jane}` });
    // The message went to two addresses: each has its copy, both naming both recipients.
    expect(found.messages_count).toBe(2);
    for (const message of found.messages) {
      expect(message.To).toEqual([
        { Name: "Doe, Jane", Address: jane },
        { Name: "Zoë Ünal", Address: zoe },
      ]);
      expect(message.From).toEqual({ Name: "Zoë's Shop", Address: "shop@acme.example.com" });
      expect(message.Subject).toBe("Für Sie");
    }
    expect((await mailpit.searchMessages({ query: `to:"zoë ünal"` })).messages_count).toBe(2);
  });

  it("searches with Mailpit's syntax and pages the results", async () => {
    const to = fresh("search");
    for (const code of ["111111", "222222", "333333"]) await signup(to, code);
    await sendMail(t.smtpPort, { from: "Other <news@other.example>", to, subject: "Weekly news", text: "Dashboards!" });

    const all = expectShape(MessagesSummarySchema, await mailpit.searchMessages({ query: `to:${to}` }));
    expect(all.messages_count).toBe(4);
    expect(all.messages_unread).toBe(4);
    expect(all.messages.map((m) => m.Subject)).toEqual([
      "Weekly news",
      "Confirm your email",
      "Confirm your email",
      "Confirm your email",
    ]);
    expect(all.messages[1]?.Snippet).toBe(
      "Your code is 333333. Confirm: https://app.example.com/confirm?token=abc333333",
    );
    expect(all.messages.every((m) => m.Read === false && m.Attachments === 0)).toBe(true);

    const page = await mailpit.searchMessages({ query: `to:${to}`, start: 1, limit: 2 });
    expect(page.messages.map((m) => m.Snippet.slice(13, 19))).toEqual(["333333", "222222"]);
    expect(page.messages_count).toBe(4);
    expect(page.start).toBe(1);

    const count = async (query: string) => (await mailpit.searchMessages({ query })).messages_count;
    expect(await count(`to:${to} subject:"Weekly news"`)).toBe(1);
    expect(await count(`to:${to} from:acme.example.com`)).toBe(3);
    expect(await count(`to:${to} -from:acme.example.com`)).toBe(1);
    expect(await count(`to:${to} 222222`)).toBe(1);
    expect(await count(`to:${to} dashboards`)).toBe(1);
    expect(await count(`to:${to} is:unread`)).toBe(4);
    expect(await count(`to:${to} has:attachment`)).toBe(0);
    expect(await count(`to:${to} larger:10`)).toBe(4);
    expect(await count(`to:${to} smaller:10`)).toBe(0);
    expect(await count(`to:${to} before:2000-01-01`)).toBe(0);
    expect(await count(`to:${to} after:2000-01-01`)).toBe(4);
  });

  it("sets read status by IDs and by search, and opening a message marks it read", async () => {
    const to = fresh("read");
    await signup(to, "100001");
    await signup(to, "100002");
    const { messages } = await mailpit.searchMessages({ query: `to:${to}` });
    const [newest, older] = messages;
    expect(await mailpit.setReadStatus({ IDs: [older!.ID], Read: true })).toBe("ok");
    let found = await mailpit.searchMessages({ query: `to:${to}` });
    expect(found.messages.map((m) => m.Read)).toEqual([false, true]);
    expect(found.messages_unread).toBe(1);

    await mailpit.setReadStatus({ Search: `to:${to}`, Read: true });
    expect((await mailpit.searchMessages({ query: `to:${to} is:unread` })).messages_count).toBe(0);
    await mailpit.setReadStatus({ Search: `to:${to}`, Read: false });
    expect((await mailpit.searchMessages({ query: `to:${to} is:read` })).messages_count).toBe(0);

    await mailpit.getMessageSummary(newest!.ID);
    found = await mailpit.searchMessages({ query: `to:${to} is:read` });
    expect(found.messages.map((m) => m.ID)).toEqual([newest!.ID]);
  });

  it("tags messages, lists, renames and deletes tags, and finds messages by tag", async () => {
    const to = fresh("tags");
    await signup(to);
    const [message] = (await mailpit.searchMessages({ query: `to:${to}` })).messages;
    expect(await mailpit.setTags({ IDs: [message!.ID], Tags: ["Signup", "flow@one"] })).toBe("ok");
    expect(expectShape(TagsListSchema, await mailpit.getTags())).toEqual(
      expect.arrayContaining(["Signup", "flow one"]),
    );
    expect((await mailpit.searchMessages({ query: `tag:signup` })).messages.map((m) => m.ID)).toContain(message!.ID);
    expect((await mailpit.searchMessages({ query: `to:${to} is:tagged` })).messages_count).toBe(1);

    await mailpit.renameTag("signup", "Onboarding");
    const renamed = (await mailpit.searchMessages({ query: `to:${to}` })).messages[0];
    expect(renamed?.Tags).toEqual(["flow one", "Onboarding"].sort());
    await mailpit.deleteTag("flow one");
    expect((await mailpit.searchMessages({ query: `to:${to}` })).messages[0]?.Tags).toEqual(["Onboarding"]);
    await expect(mailpit.deleteTag("no-such-tag")).rejects.toThrow(/400/);
    await mailpit.setTags({ IDs: [message!.ID] });
    expect((await mailpit.searchMessages({ query: `to:${to}` })).messages[0]?.Tags).toEqual([]);
  });

  it("answers the link and HTML checks from Proofbox's own checks, fetching no link", async () => {
    const to = fresh("checks");
    await signup(to);
    const [message] = (await mailpit.searchMessages({ query: `to:${to}` })).messages;
    const links = expectShape(LinkCheckResponseSchema, await mailpit.linkCheck(message!.ID));
    expect(links.Links.map((link) => link.URL)).toEqual(
      expect.arrayContaining(["https://app.example.com/confirm?token=abc482913", "http://localhost:3000/help"]),
    );
    expect(links.Errors).toBe(1);
    expect(links.Links.find((link) => link.URL.includes("localhost"))?.Status).toMatch(/local or private/);
    expect(links.Links.every((link) => link.StatusCode === 0)).toBe(true);

    const html = expectShape(HTMLCheckResponseSchema, await mailpit.htmlCheck(message!.ID));
    expect(html.Total.Tests).toBeGreaterThan(0);
    expect(html.Total.Nodes).toBeGreaterThan(0);
    expect(html.Total.Supported + html.Total.Partial + html.Total.Unsupported).toBeCloseTo(100);
  });

  it("reads attachments and inline parts by their part ids", async () => {
    const to = fresh("files");
    await sendMail(t.smtpPort, {
      to,
      subject: "Your invoice",
      text: "Attached.",
      html: '<p>Logo <img src="cid:logo@acme"></p>',
      attachments: [
        { filename: "invoice.pdf", content: Buffer.from("%PDF-1.4 invoice"), contentType: "application/pdf" },
        { filename: "logo.png", content: Buffer.from("PNG!"), contentType: "image/png", cid: "logo@acme" },
      ],
    } as Parameters<typeof sendMail>[1]);
    const message = expectShape(MessageSummarySchema, await mailpit.waitForMessage({ query: `to:${to}` }));
    expect(message.Attachments.map((a) => [a.FileName, a.ContentType, a.Size])).toEqual([
      ["invoice.pdf", "application/pdf", 16],
    ]);
    expect(message.Inline.map((a) => [a.FileName, a.ContentID])).toEqual([["logo.png", "logo@acme"]]);
    expect(message.Attachments[0]?.Checksums).toEqual({
      MD5: createHash("md5").update("%PDF-1.4 invoice").digest("hex"),
      SHA1: createHash("sha1").update("%PDF-1.4 invoice").digest("hex"),
      SHA256: createHash("sha256").update("%PDF-1.4 invoice").digest("hex"),
    });
    const listed = (await mailpit.searchMessages({ query: `to:${to} has:attachment` })).messages;
    expect(listed.map((m) => m.Attachments)).toEqual([1]);
    expect((await mailpit.searchMessages({ query: `to:${to} has:inline` })).messages_count).toBe(1);
    const blob = await mailpit.getMessageAttachment(message.ID, message.Attachments[0]!.PartID);
    expect(blob.type).toBe("application/pdf");
    expect(Buffer.from(await blob.arrayBuffer()).toString()).toBe("%PDF-1.4 invoice");
  });

  it("serves sender-written parts safely: odd types, script-capable types, names no header can carry", async () => {
    const to = fresh("hostile-parts");
    const part = (headers: string[], body: string) => ["--b", ...headers, "", body];
    const raw = [
      "From: App <no-reply@app.example.com>",
      `To: ${to}`,
      "Subject: Parts",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      ...part(["Content-Type: text/plain"], "See the attachments."),
      ...part(["Content-Type: image/p\x01ng", 'Content-Disposition: attachment; filename="odd.png"'], "PNG"),
      ...part(
        ["Content-Type: text/html", 'Content-Disposition: attachment; filename="page.html"'],
        "<script>alert(1)</script>",
      ),
      ...part(["Content-Type: html", 'Content-Disposition: attachment; filename="bare.html"'], "<b>x</b>"),
      ...part(
        ["Content-Type: application/octet-stream", "Content-Disposition: attachment; filename*=utf-16le''%00%D8%41%00"],
        "x",
      ),
      "--b--",
    ].join("\r\n");
    const client = await RawSmtp.open(t.smtpPort);
    await client.command("EHLO test.example");
    await client.command("MAIL FROM:<no-reply@app.example.com>");
    expect(await client.command(`RCPT TO:<${to}>`)).toMatch(/^250/);
    expect(await client.data(raw)).toMatch(/^250/);
    await client.quit();
    const message = await mailpit.waitForMessage({ query: `to:${to}` });
    expect(message.Attachments).toHaveLength(4);
    const download = (partId: string) =>
      fetch(`${t.baseUrl}/api/v1/message/${message.ID}/part/${partId}`, {
        headers: { authorization: `Bearer ${ALPHA}` },
      });
    for (const attachment of message.Attachments) {
      const response = await download(attachment.PartID);
      expect(response.status, attachment.FileName).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''/,
      );
      expect(response.headers.get("content-type")).not.toMatch(/html|xml/);
      expect(response.headers.get("content-security-policy")).toBe("sandbox");
    }
    expect((await download("9")).status).toBe(404);
  });

  it("lists a message that is one attachment, and pages past the end of any mailbox", async () => {
    const to = fresh("only-attachment");
    const client = await RawSmtp.open(t.smtpPort);
    await client.command("EHLO test.example");
    await client.command("MAIL FROM:<no-reply@app.example.com>");
    await client.command(`RCPT TO:<${to}>`);
    const raw = [
      `To: ${to}`,
      "Subject: Report",
      "Content-Type: application/pdf",
      'Content-Disposition: attachment; filename="report.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("%PDF-1.4 report").toString("base64"),
    ].join("\r\n");
    expect(await client.data(raw)).toMatch(/^250/);
    await client.quit();
    const [listed] = (await mailpit.searchMessages({ query: `to:${to}` })).messages;
    expect(listed?.Attachments).toBe(1);
    const message = await mailpit.getMessageSummary(listed!.ID);
    expect(message.Attachments.map((a) => [a.PartID, a.FileName, a.Size])).toEqual([["1", "report.pdf", 15]]);
    const far = await mailpit.listMessages(123456789, 10);
    expect(far.messages).toEqual([]);
    const huge = await fetch(`${t.baseUrl}/api/v1/messages?start=99999999999999999999`, {
      headers: { authorization: `Bearer ${ALPHA}` },
    });
    expect(huge.status).toBe(200);
  });

  it("deletes by search and by IDs, leaving the rest", async () => {
    const to = fresh("delete");
    const other = fresh("keep");
    await signup(to, "700001");
    await signup(to, "700002");
    await signup(other, "700003");
    const [first, second] = (await mailpit.searchMessages({ query: `to:${to}` })).messages;
    expect(await mailpit.deleteMessages({ IDs: [first!.ID] })).toBe("ok");
    expect((await mailpit.searchMessages({ query: `to:${to}` })).messages.map((m) => m.ID)).toEqual([second!.ID]);
    expect(await mailpit.deleteMessagesBySearch({ query: `to:${to}` })).toBe("ok");
    expect((await mailpit.searchMessages({ query: `to:${to}` })).messages_count).toBe(0);
    expect((await mailpit.searchMessages({ query: `to:${other}` })).messages_count).toBe(1);
    await expect(mailpit.getMessageSummary(first!.ID)).rejects.toThrow(/404/);
  });

  it("lists newest first, answers info and the web UI settings, and refuses what Proofbox does not offer", async () => {
    const to = fresh("list");
    await signup(to, "900001");
    await signup(to, "900002");
    const list = expectShape(MessagesSummarySchema, await mailpit.listMessages(0, 2));
    expect(list.messages.map((m) => m.Snippet.slice(13, 19))).toEqual(["900002", "900001"]);
    expect(list.messages_count).toBe(list.total);
    const latest = expectShape(MessageSummarySchema, await mailpit.getMessageSummary());
    expect(latest.ID).toBe(list.messages[0]?.ID);

    const info = expectShape(AppInformationSchema, await mailpit.getInfo());
    expect(info.Messages).toBe(list.total);
    expect(expectShape(WebUIConfigurationSchema, await mailpit.getConfiguration()).MessageRelay.Enabled).toBe(false);
    await expect(mailpit.spamAssassinCheck(latest.ID)).rejects.toThrow(/404/);
    await expect(mailpit.getChaosTriggers()).rejects.toThrow(/400/);
    await expect(mailpit.releaseMessage(latest.ID, { To: ["a@b.example"] })).rejects.toThrow(/400/);
    expect(await mailpit.renderMessageText(latest.ID)).toContain("900002");
    const auth = { authorization: `Bearer ${ALPHA}` };
    const redirect = await fetch(`${t.baseUrl}/view/latest`, { headers: auth, redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe(`/view/${latest.ID}.html`);
    const page = await fetch(`${t.baseUrl}/view/${latest.ID}.html`, { headers: auth });
    expect(page.headers.get("content-security-policy")).toContain("sandbox");
    expect(await mailpit.renderMessageHTML(latest.ID)).toContain("<b>900002</b>");
  });
});

describe("the same mail through Proofbox's own API, and who sees it", () => {
  it("serves mail seen through /api/v1 to /v1 waits too: the catch-all address is an ordinary one", async () => {
    const to = fresh("both");
    await signup(to, "246810");
    const response = await t.api("GET", `/v1/addresses/${encodeURIComponent(to)}/code?timeout=5`, { key: ALPHA });
    expect(response.status).toBe(200);
    expect(response.body.value).toBe("246810");
    const address = await t.api("GET", `/v1/addresses/${encodeURIComponent(to)}`, { key: ALPHA });
    expect(address.body.label).toBe("catch-all");
  });

  it("shows a key its own project's mail only, and takes Bearer keys as well as Basic", async () => {
    const to = fresh("mine");
    await signup(to);
    expect((await beta.searchMessages({ query: `to:${to}` })).messages_count).toBe(0);
    const [message] = (await mailpit.searchMessages({ query: `to:${to}` })).messages;
    await expect(beta.getMessageSummary(message!.ID)).rejects.toThrow(/404/);
    await expect(beta.deleteMessages({ IDs: [message!.ID] })).resolves.toBe("ok");
    expect((await mailpit.searchMessages({ query: `to:${to}` })).messages_count).toBe(1);

    const bearer = await fetch(`${t.baseUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`, {
      headers: { authorization: `Bearer ${ALPHA}` },
    });
    expect(((await bearer.json()) as { messages_count: number }).messages_count).toBe(1);
    for (const authorization of [
      undefined,
      "Basic " + Buffer.from("ci:wrong-key-000000").toString("base64"),
      "Basic !!",
    ]) {
      const refused = await fetch(`${t.baseUrl}/api/v1/messages`, { headers: authorization ? { authorization } : {} });
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toContain("Basic");
      expect(isErrorBody(await refused.json())).toBe(true);
    }
  });

  it("answers bad input with { error, message } naming the field, and deletes nothing on a broken body", async () => {
    const to = fresh("bad");
    await signup(to);
    const call = (method: string, path: string, body?: string) =>
      fetch(`${t.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${ALPHA}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body }),
      });
    const cases: [string, string, string | undefined, string][] = [
      ["DELETE", "/api/v1/messages", "{not json", "body"],
      ["PUT", "/api/v1/messages", '{"IDs": "x"}', "IDs"],
      ["PUT", "/api/v1/messages", '{"IDs": ["a"], "Search": "to:x"}', "Search"],
      ["GET", "/api/v1/search?query=", undefined, "query"],
      ["GET", "/api/v1/search?query=after:2024-01-01&tz=Mars/Olympus", undefined, "tz"],
      ["PUT", "/api/v1/tags", '{"Tags": ["a"]}', "IDs"],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path} ${body}`).toBe(400);
      const answer = (await response.json()) as { field?: string };
      expect(isErrorBody(answer)).toBe(true);
      expect(answer.field).toBe(field);
    }
    expect((await mailpit.searchMessages({ query: `to:${to}` })).messages_count).toBe(1);
  });
});
