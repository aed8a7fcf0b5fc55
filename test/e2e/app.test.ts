import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser, seriousViolations } from "../helpers/browser.js";
import { KEY, startTestService, type TestService } from "../helpers/service.js";
import { RawSmtp, sendMail } from "../helpers/smtp.js";

/**
 * The app in a real browser (Debian's Chromium through playwright-core) against the real
 * service: sign in, see mail arrive live, copy a code (which marks it used), read a run's
 * failures, open a run by its read-only link, create and revoke API keys, and an axe-core scan
 * of every page, light and dark.
 */
const available = browserAvailable("the app's browser tests");

let t: TestService;
let browser: Browser;
let context: BrowserContext;

/** Every page load is watched for what the policy refused and for errors the page threw. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

async function signedInPage(key = KEY): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${t.baseUrl}/app/`);
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.getByRole("heading", { level: 1, name: /addresses/i }).waitFor();
  return { page, problems };
}

/** A key made through the API with the default key, for signing in with fewer permissions. */
async function newKey(name: string, permissions: string[]): Promise<string> {
  const made = await t.api("POST", "/v1/project/keys", { body: { name, permissions } });
  expect(made.status).toBe(201);
  return made.body.secret as string;
}

/** "2027-11-27T12:30" in this machine's time zone (the browser's too), as datetime-local takes it. */
function localDateTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** axe-core finds nothing serious in the light and the dark theme, on a desktop and on a phone. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const desktop = page.viewportSize();
  for (const viewport of [desktop, { width: 360, height: 740 }]) {
    if (viewport) await page.setViewportSize(viewport);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const violations = await seriousViolations(page);
      const where = `${label} (${scheme}, ${viewport?.width ?? "?"} px)`;
      expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
    }
  }
  if (desktop) await page.setViewportSize(desktop);
  await page.emulateMedia({ colorScheme: "light" });
}

describe.skipIf(!available)("the app in Chromium", () => {
  beforeAll(async () => {
    t = await startTestService();
    browser = await launchBrowser();
    context = await browser.newContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: t.baseUrl });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("signs in with a key kept in the session only, and refuses a wrong one", async () => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${t.baseUrl}/app/`);
    await expectAccessible(page, "sign-in");
    await page.getByLabel("API key").fill("pbx_not_a_key_000000000000000000");
    await page.getByRole("button", { name: /sign in/i }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/not valid/i);

    await page.getByLabel("API key").fill(KEY);
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.getByRole("heading", { level: 1, name: /addresses/i }).waitFor();
    // The test's code has no DOM types; the page evaluates these as written.
    const stored = await page.evaluate(
      `({ session: sessionStorage.getItem("proofbox.apiKey"), local: localStorage.length, cookie: document.cookie })`,
    );
    expect(stored).toEqual({ session: KEY, local: 0, cookie: "" });
    expect(page.url()).not.toContain(KEY);
    // The wrong key's 401 is the one error the console may show.
    expect(problems.filter((problem) => !/401/.test(problem))).toEqual([]);
    await page.close();
  });

  it("lists addresses, shows mail as it arrives, and copying a code marks it used", async () => {
    const created = await t.api("POST", "/v1/addresses", { body: { label: "checkout flow", name: "app-live" } });
    const address = created.body.address as string;
    const { page, problems } = await signedInPage();

    const row = page.getByRole("link", { name: address });
    await row.waitFor();
    await expectAccessible(page, "addresses");
    await row.click();
    await page.getByRole("heading", { level: 1, name: address }).waitFor();
    expect(page.url()).toBe(`${t.baseUrl}/app/addresses/${encodeURIComponent(address)}`);
    // The page has read the (empty) inbox and is listening before the mail is sent, so the mail
    // can only reach the page through the stream: it appears without a reload.
    await page.getByText("No code yet.").waitFor();
    await expect.poll(() => t.service.deps.notifier.size()).toBeGreaterThan(0);
    await sendMail(t.smtpPort, {
      from: "Acme <no-reply@acme.example>",
      to: address,
      subject: "Your Acme code <img src=x onerror=alert(1)>",
      text: "Your verification code is 604817. <b>bold?</b>",
      html: `<p>Your verification code is <b>604817</b>.</p><script>document.title = "owned"</script>`,
    });
    const newestCode = page.getByRole("region", { name: "Newest code" });
    await expect.poll(() => newestCode.textContent(), { timeout: 15_000 }).toContain("604817");
    const messages = page.getByRole("region", { name: "Messages" });
    // Sender text is shown as text: the markup in the subject is there to read, not rendered.
    await expect.poll(() => messages.textContent()).toContain("Your Acme code <img src=x onerror=alert(1)>");
    expect(await page.locator("main img").count()).toBe(0);
    await expectAccessible(page, "address");

    await newestCode.getByRole("button", { name: "Copy code" }).click();
    await expect.poll(() => page.evaluate(`navigator.clipboard.readText()`)).toBe("604817");
    await expect.poll(() => newestCode.textContent()).toMatch(/used/i);
    const unused = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/code?timeout=0&unused=true`);
    expect(unused.status).toBe(404);

    // The email's HTML only on request, only in a frame that may run nothing.
    await page.getByRole("button", { name: "Show HTML" }).first().click();
    const frame = page.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("sandbox")).toBe("");
    expect(await frame.getAttribute("srcdoc")).not.toContain("<script");
    await page.getByRole("button", { name: "Show text" }).first().click();
    await expect.poll(() => messages.textContent()).toContain("604817. <b>bold?</b>");
    expect(await page.locator("main b").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("says when an email's text was cut, and when an email could not be read", async () => {
    const address = (await t.api("POST", "/v1/addresses", { body: { name: "app-large" } })).body.address as string;
    await sendMail(t.smtpPort, {
      to: address,
      subject: "A very long text",
      text: `Your code is 731905.\n${"a long line of text, repeated\n".repeat(10_000)}`,
    });
    const parts = Array.from({ length: 1100 }, (_, i) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`).join(
      "",
    );
    const smtp = await RawSmtp.open(t.smtpPort);
    await smtp.command("EHLO app.example");
    await smtp.command("MAIL FROM:<no-reply@app.example.com>");
    await smtp.command(`RCPT TO:<${address}>`);
    const unreadable = `From: a@app.example.com\r\nTo: ${address}\r\nSubject: Too many parts\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n${parts}--b--`;
    expect(await smtp.data(unreadable)).toMatch(/^250/);
    await smtp.quit();

    const { page, problems } = await signedInPage();
    await page.goto(`${t.baseUrl}/app/addresses/${encodeURIComponent(address)}`);
    const messages = page.getByRole("region", { name: "Messages" });
    await expect
      .poll(() => messages.textContent())
      .toContain("Not read: its structure is past what the service reads, so no code or link was looked for in it.");
    const long = messages.getByRole("article", { name: "A very long text" });
    await long.getByRole("button", { name: "Show text" }).click();
    await expect.poll(() => long.textContent()).toContain("The text goes on: the service keeps its first 200 KB.");
    await expectAccessible(page, "address with mail not read in full");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists runs and shows a failed run's failures first, also through its read-only link", async () => {
    const run = (await t.api("POST", "/v1/runs", { body: { name: "sign-up e2e", meta: { branch: "feature/login" } } }))
      .body as { id: string; url: string };
    const headers = { "Service-Run": run.id, "Service-Test": "sends a reset link" };
    const created = await t.api("POST", "/v1/addresses", { body: { name: "app-run" }, headers });
    const address = created.body.address as string;
    const missing = await t.api("GET", `/v1/addresses/${encodeURIComponent(address)}/link?timeout=0`, { headers });
    expect(missing.status).toBe(404);
    await t.api("POST", `/v1/runs/${run.id}/finish`, { body: {} });

    const { page, problems } = await signedInPage();
    await page.getByRole("link", { name: "Runs" }).click();
    await page.getByRole("heading", { level: 1, name: /runs/i }).waitFor();
    const link = page.getByRole("link", { name: "sign-up e2e" });
    await link.waitFor();
    await expect.poll(() => page.getByRole("main").textContent()).toContain("feature/login");
    await expectAccessible(page, "runs");
    await link.click();
    const failures = page.getByRole("region", { name: "Failures" });
    await failures.waitFor();
    await expect.poll(() => failures.textContent()).toContain("sends a reset link");
    const main = (await page.getByRole("main").textContent()) ?? "";
    expect(main.indexOf("Failures")).toBeLessThan(main.indexOf("Events"));
    await expectAccessible(page, "run");
    expect(problems).toEqual([]);

    // The run's url needs no key: a fresh browser with nothing in its session reads that run.
    const reader = await browser.newContext();
    const shared = await reader.newPage();
    const sharedProblems = watchProblems(shared);
    await shared.goto(run.url);
    await shared.getByRole("region", { name: "Failures" }).waitFor();
    await expect.poll(() => shared.getByRole("main").textContent()).toContain("sends a reset link");
    expect(await shared.getByLabel("API key").count()).toBe(0);
    await expectAccessible(shared, "run by read-only link");
    expect(sharedProblems).toEqual([]);
    await reader.close();
    await page.close();
  });

  it("lists the project's keys, shows a new key's secret once, and revokes it", async () => {
    const { page, problems } = await signedInPage();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Keys" }).click();
    await page.getByRole("heading", { level: 1, name: "API keys" }).waitFor();
    expect(page.url()).toBe(`${t.baseUrl}/app/keys`);
    const keyRow = (name: string) =>
      page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });

    // The key of the configuration file, which this tab is signed in with.
    const configured = keyRow("default");
    await configured.waitFor();
    await expect.poll(() => configured.textContent()).toContain("configuration file");
    await expect.poll(() => configured.textContent()).toContain("signed in here");

    // A missing name is said beside the field, before any request.
    const name = page.getByLabel("Name");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.locator("#key-name-problem").textContent()).toMatch(/enter a name/i);

    const expiry = localDateTime(new Date(Date.now() + 365 * 24 * 3600 * 1000));
    await name.fill("nightly-e2e");
    await page.getByLabel("read_passwords").check();
    await page.getByLabel(/expires/i).fill(expiry);
    await page.getByRole("button", { name: "Create key" }).click();
    const panel = page.getByRole("region", { name: "New key nightly-e2e" });
    await panel.waitFor();
    const secret = ((await panel.locator("code").textContent()) ?? "").trim();
    expect(secret).toMatch(/^pbx_/);
    await panel.getByRole("button", { name: "Copy key" }).click();
    await expect.poll(() => page.evaluate(`navigator.clipboard.readText()`)).toBe(secret);

    // The secret opens the API, with the permission and expiry asked for.
    const asNew = await t.api("GET", "/v1/project", { key: secret });
    expect(asNew.status).toBe(200);
    expect(asNew.body.key).toMatchObject({ name: "nightly-e2e", permissions: ["read_passwords"] });
    const listed = (await t.api("GET", "/v1/project/keys")).body.keys as { name: string; expires_at: string }[];
    expect(listed.find((key) => key.name === "nightly-e2e")?.expires_at).toBe(new Date(expiry).toISOString());
    // Shown on the page and nowhere else: not in the URL, storage or a cookie.
    expect(page.url()).not.toContain(secret);
    const kept = await page.evaluate(
      `JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, cookie: document.cookie })`,
    );
    expect(kept).not.toContain(secret);

    const created = keyRow("nightly-e2e");
    await created.waitFor();
    await expect.poll(() => created.textContent()).toMatch(/API.*active/);
    await created.getByRole("button", { name: "Revoke nightly-e2e" }).click();
    const confirm = page.getByRole("group", { name: /^Revoke nightly-e2e\?/ });
    await confirm.waitFor();
    await expectAccessible(page, "keys, with a new key and a revocation to confirm");
    await confirm.getByRole("button", { name: "Yes, revoke" }).click();
    await expect.poll(() => created.getAttribute("class")).toBe("inactive");
    await expect.poll(() => created.textContent()).toContain("revoked");
    // The state says when and by whom (the cells after the name: permissions, source, state).
    await expect.poll(() => created.getByRole("cell").nth(2).textContent()).toMatch(/^revoked.*by default \(/);
    const refused = await t.api("GET", "/v1/project", { key: secret });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/revoked/);

    // "Done" drops the secret from the page.
    await panel.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => page.getByRole("main").textContent()).not.toContain(secret);
    await expectAccessible(page, "keys, one revoked");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("signs out with the usual notice after revoking the key it is signed in with", async () => {
    const secret = await newKey("self-revoking", ["manage_project"]);
    const { page, problems } = await signedInPage(secret);
    await page.getByRole("link", { name: "Keys" }).click();
    const own = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^self-revoking/ }) });
    await expect.poll(() => own.textContent()).toContain("signed in here");
    await own.getByRole("button", { name: "Revoke self-revoking" }).click();
    const confirm = page.getByRole("group", { name: /^Revoke self-revoking\?/ });
    await expect.poll(() => confirm.textContent()).toContain("sign you out");
    await confirm.getByRole("button", { name: "Yes, revoke" }).click();
    await page.getByRole("heading", { level: 1, name: /sign in/i }).waitFor();
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/key was refused/i);
    expect(await page.evaluate(`sessionStorage.getItem("proofbox.apiKey")`)).toBeNull();
    // The list read after the revocation is the 401 that signs out: the one error expected.
    expect(problems.filter((problem) => !/401/.test(problem))).toEqual([]);
    await page.close();
  });

  it("shows Keys only to a key with manage_project, and tells any other why not", async () => {
    const secret = await newKey("reader", ["read_passwords"]);
    const { page, problems } = await signedInPage(secret);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Addresses", "Runs"]);
    // Opened by its address (a reload: the page asks before it knows the key's permissions).
    await page.goto(`${t.baseUrl}/app/keys`);
    await page.getByRole("heading", { level: 1, name: "API keys" }).waitFor();
    await expect.poll(() => page.getByRole("main").textContent()).toContain("The key you signed in with, reader,");
    await expect.poll(() => page.getByRole("main").textContent()).toContain("manage_project permission");
    expect(await page.getByRole("table").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Create key" }).count()).toBe(0);
    await expectAccessible(page, "keys, not allowed");
    // The list's 403 (asked before the project said what the key may do) is the one error expected.
    expect(problems.filter((problem) => !/403/.test(problem))).toEqual([]);
    await page.close();
  });
});
