/**
 * Mailpit test suite for Acme's transactional emails.
 *
 * The app (./app.mjs) sends real mail over SMTP into Mailpit, and these tests
 * read it back through Mailpit's REST API with the `mailpit-api` client.
 *
 * Where it runs is configured only by the environment:
 *   MAILPIT_URL                          Mailpit web/API URL (default http://localhost:8025)
 *   MAILPIT_USERNAME / MAILPIT_PASSWORD  basic auth, if the Mailpit UI is protected
 *   SMTP_HOST / SMTP_PORT                where the app sends mail (default 127.0.0.1:1025)
 *
 * Mailpit may be shared with other suites or CI jobs, so every test mails its own
 * unique @example.test recipients, scopes every search with `to:`, and never
 * deletes or counts anyone else's mail. Run with: node --test examples/mailpit/
 */
import { test, describe, before, after } from "node:test";
import assert from "node:assert/strict";
import { MailpitClient } from "mailpit-api";
import { sendSignupEmail, sendPasswordReset, sendNewsletter } from "./app.mjs";

const {
  MAILPIT_URL = "http://localhost:8025",
  MAILPIT_USERNAME: username,
  MAILPIT_PASSWORD: password = "",
} = process.env;
const mailpit = new MailpitClient(MAILPIT_URL, username ? { auth: { username, password } } : undefined);

const WAIT = { timeout: 15_000, interval: 250 };
const SENDER = "no-reply@acme.example.com";
const suffix = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const recipients = [];
function uniqueRecipient(prefix) {
  const address = `${prefix}-${suffix()}@example.test`;
  recipients.push(address);
  return address;
}

// Clean up only what this run sent.
after(async () => {
  for (const to of recipients) {
    await mailpit.deleteMessagesBySearch({ query: `to:${to}` });
  }
});

describe("signup email", () => {
  let to, sent, message;

  before(async () => {
    to = uniqueRecipient("signup");
    sent = await sendSignupEmail(to);
    message = await mailpit.waitForMessage({ query: `to:${to}` }, WAIT);
  });

  test("is sent from Acme to the new user", () => {
    assert.equal(message.Subject, "Confirm your email");
    assert.equal(message.From.Address, SENDER);
    assert.equal(message.From.Name, "Acme");
    assert.equal(message.To.length, 1);
    assert.equal(message.To[0].Address, to);
  });

  test("text part carries the verification code the app generated", () => {
    const match = message.Text.match(/verification code is (\d{6})/);
    assert.ok(match, `no code in text body:\n${message.Text}`);
    assert.equal(match[1], sent.code);
  });

  test("HTML part links to the confirm page with the token", () => {
    const match = message.HTML.match(/href="(https:\/\/app\.example\.com\/confirm\?token=[0-9a-f]+)"/);
    assert.ok(match, "no confirm link in HTML body");
    assert.equal(match[1], sent.link);
    assert.equal(new URL(match[1]).searchParams.get("token"), sent.token);
    assert.match(message.HTML, /Confirm your email<\/a>/);
  });

  test("raw source has the Subject header and the code", async () => {
    const raw = await mailpit.getMessageSource(message.ID);
    assert.match(raw, /^Subject: Confirm your email\r?$/m);
    assert.ok(raw.includes(sent.code));
  });

  test("headers are as expected", async () => {
    const headers = await mailpit.getMessageHeaders(message.ID);
    assert.equal(headers["Subject"][0], "Confirm your email");
    assert.match(headers["From"][0], /no-reply@acme\.example\.com/);
    assert.equal(headers["To"][0], to);
  });

  test("link check finds the confirm link", async () => {
    // app.example.com doesn't resolve here, so only check the link was found.
    const result = await mailpit.linkCheck(message.ID);
    const urls = result.Links.map((link) => link.URL);
    assert.ok(urls.includes(sent.link), `links found: ${urls.join(", ")}`);
  });

  test("HTML check runs on the body", async () => {
    const result = await mailpit.htmlCheck(message.ID);
    assert.ok(result.Total.Nodes > 0);
    assert.equal(typeof result.Total.Supported, "number");
    assert.ok(Array.isArray(result.Warnings));
  });
});

describe("password reset and newsletter", () => {
  test("reset email links to the reset page and replies go to support", async () => {
    const to = uniqueRecipient("reset");
    const sent = await sendPasswordReset(to);
    const message = await mailpit.waitForMessage({ query: `to:${to} subject:"Reset your password"` }, WAIT);
    assert.equal(message.ReplyTo[0].Address, "support@acme.example.com");
    const link = message.Text.match(/https:\/\/\S+\/reset-password\?token=\w+/);
    assert.equal(link?.[0], sent.link);
  });

  test("newsletter has a one-click List-Unsubscribe header", async () => {
    const to = uniqueRecipient("newsletter");
    const sent = await sendNewsletter(to, { issue: 7 });
    const message = await mailpit.waitForMessage({ query: `to:${to}` }, WAIT);
    assert.equal(message.Subject, sent.subject);

    const headers = await mailpit.getMessageHeaders(message.ID);
    assert.ok(headers["List-Unsubscribe"][0].includes(`<${sent.unsubscribe}>`));
    assert.equal(headers["List-Unsubscribe-Post"][0], "List-Unsubscribe=One-Click");
    assert.ok(message.ListUnsubscribe.Links.includes(sent.unsubscribe));
  });
});

describe("searching", () => {
  let to, signup;

  before(async () => {
    to = uniqueRecipient("search");
    signup = await sendSignupEmail(to);
    await sendPasswordReset(to);
    await sendNewsletter(to);
    await mailpit.waitForMessages({ query: `to:${to}`, count: 3 }, WAIT);
  });

  test("to: finds exactly this user's three emails", async () => {
    const result = await mailpit.searchMessages({ query: `to:${to}` });
    assert.equal(result.messages_count, 3);
    for (const message of result.messages) {
      assert.equal(typeof message.ID, "string");
      assert.equal(message.Read, false);
      assert.equal(message.To[0].Address, to);
      assert.ok(message.Snippet.length > 0);
    }
    const subjects = result.messages.map((message) => message.Subject).sort();
    assert.deepEqual(subjects, ["Acme Weekly #42: what's new", "Confirm your email", "Reset your password"]);
  });

  test("subject: and from: filters", async () => {
    const reset = await mailpit.searchMessages({ query: `to:${to} subject:"Reset your password"` });
    assert.equal(reset.messages_count, 1);
    assert.equal(reset.messages[0].Subject, "Reset your password");

    const fromAcme = await mailpit.searchMessages({ query: `to:${to} from:${SENDER}` });
    assert.equal(fromAcme.messages_count, 3);
  });

  test("plain words search the body", async () => {
    const byCode = await mailpit.searchMessages({ query: `to:${to} ${signup.code}` });
    assert.equal(byCode.messages_count, 1);
    assert.equal(byCode.messages[0].Subject, "Confirm your email");
    assert.match(byCode.messages[0].Snippet, /verification code/);

    const byWord = await mailpit.searchMessages({ query: `to:${to} dashboards` });
    assert.equal(byWord.messages_count, 1);
    assert.match(byWord.messages[0].Subject, /^Acme Weekly/);
  });

  test("listMessages returns newest first", async () => {
    const { messages } = await mailpit.listMessages(0, 500);
    const created = messages.map((message) => Date.parse(message.Created));
    for (let i = 1; i < created.length; i++) {
      assert.ok(created[i - 1] >= created[i], `message ${i} is out of order`);
    }
    const ours = messages.filter((message) => message.To[0]?.Address === to).map((message) => message.Subject);
    assert.deepEqual(ours, ["Acme Weekly #42: what's new", "Reset your password", "Confirm your email"]);
  });
});

describe("read status and tags", () => {
  test("setReadStatus by IDs, then by search", async () => {
    const to = uniqueRecipient("read");
    await sendSignupEmail(to);
    await sendPasswordReset(to);
    const { messages } = await mailpit.waitForMessages({ query: `to:${to}`, count: 2 }, WAIT);
    assert.ok(messages.every((message) => message.Read === false));

    const [first] = messages;
    await mailpit.setReadStatus({ IDs: [first.ID], Read: true });
    let result = await mailpit.searchMessages({ query: `to:${to}` });
    for (const message of result.messages) {
      assert.equal(message.Read, message.ID === first.ID);
    }
    assert.equal(result.messages_unread, 1);

    await mailpit.setReadStatus({ Search: `to:${to}`, Read: true });
    result = await mailpit.searchMessages({ query: `to:${to} is:unread` });
    assert.equal(result.messages_count, 0);

    await mailpit.setReadStatus({ Search: `to:${to}`, Read: false });
    result = await mailpit.searchMessages({ query: `to:${to}` });
    assert.ok(result.messages.every((message) => message.Read === false));
  });

  test("a tagged message can be found with tag:", async () => {
    const to = uniqueRecipient("tags");
    await sendPasswordReset(to);
    const message = await mailpit.waitForMessage({ query: `to:${to}` }, WAIT);
    const tag = `reset-${suffix()}`;

    await mailpit.setTags({ IDs: [message.ID], Tags: [tag] });
    assert.ok((await mailpit.getTags()).includes(tag));

    const result = await mailpit.searchMessages({ query: `tag:${tag}` });
    assert.equal(result.messages_count, 1);
    assert.equal(result.messages[0].ID, message.ID);
    assert.deepEqual(result.messages[0].Tags, [tag]);
  });
});

describe("deleting", () => {
  test("deleteMessages removes just the given ID", async () => {
    const to = uniqueRecipient("delete-one");
    await sendSignupEmail(to);
    await sendPasswordReset(to);
    const { messages } = await mailpit.waitForMessages({ query: `to:${to}`, count: 2 }, WAIT);
    const reset = messages.find((message) => message.Subject === "Reset your password");

    await mailpit.deleteMessages({ IDs: [reset.ID] });
    const result = await mailpit.searchMessages({ query: `to:${to}` });
    assert.equal(result.messages_count, 1);
    assert.equal(result.messages[0].Subject, "Confirm your email");
  });

  test("deleteMessagesBySearch clears one recipient's mail", async () => {
    const to = uniqueRecipient("delete-all");
    await sendSignupEmail(to);
    await sendNewsletter(to);
    await mailpit.waitForMessages({ query: `to:${to}`, count: 2 }, WAIT);

    await mailpit.deleteMessagesBySearch({ query: `to:${to}` });
    const result = await mailpit.searchMessages({ query: `to:${to}` });
    assert.equal(result.messages_count, 0);
  });
});
