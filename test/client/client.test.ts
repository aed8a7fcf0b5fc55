import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Proofbox, ProofboxError } from "../../src/client/index.js";
import { KEY, startTestService, type TestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";
import { documentCheckingFetch } from "../helpers/openapi.js";

const fetch = documentCheckingFetch();

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
});

describe("the typed client", () => {
  it("talks to the service, records evidence in its run and types the errors", async () => {
    const bare = new Proofbox({ url: t.baseUrl, apiKey: KEY, run: null, fetch });
    const run = await bare.startRun({ name: "client" });
    const inbox = new Proofbox({ url: `${t.baseUrl}/`, apiKey: KEY, run: run.id, fetch });
    const { address } = await inbox.createAddress({ label: "client" }, { test: "client › code" });
    await sendMail(t.smtpPort, { to: address, subject: "Code", text: "Your verification code is 246813." });
    const match = await inbox.code(address, { test: "client › code", timeout: 5 });
    expect(match).toMatchObject({ type: "code", value: "246813" });
    expect((await inbox.count(address)).count).toBe(1);
    expect((await inbox.messages(address, { include: ["text"] }))[0]?.text).toContain("246813");

    const missing = await inbox.link(address, { timeout: 0 }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ProofboxError);
    expect(missing).toMatchObject({ status: 404, error: "not_found", refused: [] });
    expect((missing as ProofboxError).hint).toMatch(/without a/);
    const arrived = await inbox.none(address, { since: new Date(0), timeout: 0 }).catch((error: unknown) => error);
    expect(arrived).toMatchObject({ status: 409, error: "email_arrived" });

    const events = (await inbox.getRun(run.id)).events ?? [];
    expect(events.map((e) => [e.kind, e.test])).toEqual([
      ["address", "client › code"],
      ["email", "client › code"],
      ["count", null],
      ["missing", null],
      ["none", null],
    ]);
    expect(await inbox.runMarkdown(run.id)).toContain("## Proofbox run `client`");
    expect((await inbox.finishRun(run.id, false)).status).toBe("failed");
    expect(() => new Proofbox({ url: "", apiKey: KEY })).toThrow(/no URL/);
  });

  it("waits longer than 30 s as several waits with Service-Run-Retry and one look-back window", async () => {
    const requests: { url: URL; headers: Record<string, string> }[] = [];
    let calls = 0;
    const fakeFetch = ((input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      requests.push({ url: new URL(url), headers: init?.headers as Record<string, string> });
      calls++;
      if (calls < 3)
        return Promise.resolve(
          new Response(JSON.stringify({ error: "not_found", message: "nothing yet", hint: "wait" }), {
            status: 404,
            headers: { "content-type": "application/json" },
          }),
        );
      return Promise.resolve(
        new Response(JSON.stringify({ type: "code", value: "1234" }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
      );
    }) as typeof fetch;
    const inbox = new Proofbox({
      url: "http://proofbox.invalid",
      apiKey: "k".repeat(20),
      run: "run-1",
      fetch: fakeFetch,
    });
    const match = await inbox.code("a@proofbox.test", { timeout: 90, test: "slow mail" });
    expect(match.value).toBe("1234");
    expect(requests).toHaveLength(3);
    expect(requests.map((r) => r.url.searchParams.get("timeout"))).toEqual(["30", "30", "30"]);
    expect(new Set(requests.map((r) => r.url.searchParams.get("since"))).size).toBe(1);
    for (const request of requests)
      expect(request.headers).toMatchObject({
        "service-run": "run-1",
        "service-test": "slow%20mail",
        "service-run-retry": "true",
      });
  });

  it("checks an email, lists variants, saves and reveals passwords, signs in and fills a form", async () => {
    const inbox = new Proofbox({ url: t.baseUrl, apiKey: KEY, run: null, fetch });
    const { address } = await inbox.createAddress({ persona: true });
    await sendMail(t.smtpPort, { to: address, subject: "Code", text: "Your verification code is 246813." });
    await inbox.code(address, { timeout: 5 });
    // Phrases and other parameters together: each phrase is its own parameter, the rest beside them.
    const checks = await inbox.checks(address, {
      expect_text: ["verification code", "no such phrase"],
      expect_language: "en",
      expect_host: "app.example.com",
    });
    expect(checks.checks.find((c) => c.check === "expected_text")).toMatchObject({
      status: "fail",
      detail: 'missing: "no such phrase"',
    });
    expect(checks.checks.find((c) => c.check === "language")?.status).not.toBe("skip");
    expect(checks.checks.find((c) => c.check === "expected_host")?.status).not.toBe("skip");
    expect((await inbox.variants(address)).address).toBe(address);

    const saved = await inbox.savePassword(address);
    expect(saved.password).toHaveLength(16);
    expect((await inbox.password(address)).secret).toBe(saved.password);
    await inbox.savePassword(address, { label: "pin", password: "4821" });
    expect((await inbox.password(address, "pin")).secret).toBe("4821");
    const account = await inbox.signIn({ site: "shop.example.com" });
    expect(account).toMatchObject({ address, password: saved.password, used_on_site: false });
    expect((await inbox.auditLog({ limit: 10 })).entries[0]).toMatchObject({ action: "reveal", via: "sign_in" });

    const form = await inbox.formValues({ fields: [{ type: "email", label: "Email" }, { label: "First name" }] });
    expect(form.values.map((v) => v.value)).toEqual([form.address, form.persona.first_name]);
  });

  it("binds an address to a test: testAddress in Vitest or Jest, and a Playwright fixture", async () => {
    const run = await new Proofbox({ url: t.baseUrl, apiKey: KEY, run: null, fetch }).startRun({ name: "bound" });
    const inbox = new Proofbox({ url: t.baseUrl, apiKey: KEY, run: run.id, fetch });
    const mail = await inbox.testAddress(expect.getState().currentTestName!);
    expect(mail.test).toContain("binds an address to a test");
    await sendMail(t.smtpPort, { to: mail.address, subject: "Code", text: "Your verification code is 551177." });
    expect((await mail.code({ timeout: 5 })).value).toBe("551177");
    expect((await mail.count()).count).toBe(1);

    // What Playwright does with a fixture: call it with the fixtures it needs, `use`, and testInfo.
    let given: Awaited<ReturnType<Proofbox["testAddress"]>> | undefined;
    await inbox.playwrightFixtures().mail(
      {},
      (value) => {
        given = value;
        return Promise.resolve();
      },
      { title: "signs up" },
    );
    expect(given?.test).toBe("signs up");

    const events = (await inbox.getRun(run.id)).events ?? [];
    expect(events.map((event) => [event.kind, event.test])).toEqual([
      ["address", mail.test],
      ["email", mail.test],
      ["count", mail.test],
      ["address", "signs up"],
    ]);
    expect((await inbox.getAddress(given!.address)).label).toBe("signs up");
  });

  it("checks an account out, extends it, and withAccount returns it even when the test fails", async () => {
    const inbox = new Proofbox({ url: t.baseUrl, apiKey: KEY, run: null, fetch });
    const { address } = await inbox.createAddress({ label: "pool-client" });
    await inbox.updateAddress(address, { tags: ["client-pool"] });
    const held = await inbox.checkout({ tags: ["client-pool"], minutes: 5 });
    expect(held.address).toBe(address);
    const extended = await inbox.extend(address, held.checkout.token, 20);
    expect(Date.parse(extended.checkout.until)).toBeGreaterThan(Date.parse(held.checkout.until));
    const busy = await inbox.checkout({ tags: ["client-pool"] }).catch((error: unknown) => error);
    expect(busy).toMatchObject({ status: 409, error: "all_checked_out" });
    await inbox.returnAccount(address, held.checkout.token);

    const failure = await inbox
      .withAccount(
        { tags: ["client-pool"] },
        (account) => {
          expect(account.address).toBe(address);
          return Promise.reject(new Error("the test failed"));
        },
        { failedTags: ["quarantine"] },
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const after = await inbox.getAddress(address);
    expect(after.checked_out_until).toBeUndefined();
    expect(after.tags).toEqual(["client-pool", "quarantine"]);
    expect(await inbox.withAccount({ tags: ["quarantine"] }, (account) => Promise.resolve(account.address))).toBe(
      address,
    );

    // A hold that runs out while the test runs: the test's own error wins; a test that passed
    // learns that the account was not held to the end.
    const outlived = (fail: boolean) =>
      inbox
        .withAccount({ tags: ["quarantine"], minutes: 1 }, () => {
          t.clock.advance(2 * 60_000);
          return fail ? Promise.reject(new Error("the test failed")) : Promise.resolve("passed");
        })
        .catch((error: unknown) => error);
    expect(await outlived(true)).toMatchObject({ message: "the test failed" });
    expect(await outlived(false)).toMatchObject({ status: 409, error: "not_held" });
  });
});
