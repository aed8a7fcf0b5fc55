import { createTransport } from "nodemailer";
import type { Running } from "./processes.js";

/**
 * A small, realistic project for looking at the app: addresses with labels and tags, mail with
 * codes and links, a refusal, and two runs of the same name (the second failed), so every page
 * has something to show. Used by the app's bench (time to first render) and by
 * `npm run screenshots`.
 */
export interface Demo {
  address: string;
  runUrl: string;
}

async function api(
  service: Running,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${service.httpUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${service.apiKey}`, "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function seedDemo(service: Running): Promise<Demo> {
  const mail = createTransport({ host: "127.0.0.1", port: service.smtpPort, secure: false, ignoreTLS: true });
  const send = (to: string, subject: string, text: string, html?: string) =>
    mail.sendMail({ from: "Acme Shop <no-reply@acme.example>", to, subject, text, ...(html ? { html } : {}) });

  const meta = { repository: "acme/shop", branch: "feature/passwordless", pull_request: 482, workflow: "e2e" };
  const earlier = await api(service, "POST", "/v1/runs", { name: "sign-up e2e", source: "ci", meta });
  const earlierId = earlier.body.id as string;
  const run = await api(service, "POST", "/v1/runs", { name: "sign-up e2e", source: "ci", meta });
  const runId = run.body.id as string;

  for (const [name, label, tags] of [
    ["checkout-buyer", "checkout: returning buyer", ["pool", "buyer"]],
    ["admin-invite", "team invite flow", ["invite"]],
    ["reset-password", "password reset", []],
  ] as const) {
    await api(service, "POST", "/v1/addresses", { name, label, persona: true, password: true });
    if (tags.length > 0) await api(service, "PATCH", `/v1/addresses/${name}@proofbox.test`, { tags });
  }
  const headers = (id: string, test: string) => ({ "Service-Run": id, "Service-Test": test });
  const address = "new-customer@proofbox.test";
  for (const id of [earlierId, runId]) {
    const test = headers(id, "signs up with an emailed code");
    if (id === earlierId) await api(service, "POST", "/v1/addresses", { name: "new-customer", label: "sign-up" }, test);
    const waiting = api(service, "GET", `/v1/addresses/${address}/code?timeout=10`, undefined, test);
    await send(
      address,
      "Your Acme verification code",
      "Welcome to Acme!\n\nYour verification code is 604817. It expires in 10 minutes.",
      `<div style="font-family:sans-serif;max-width:480px"><h2 style="color:#2b59c3">Welcome to Acme</h2><p>Your verification code is</p><p style="font-size:28px;letter-spacing:4px"><b>604817</b></p><p>It expires in 10 minutes.</p></div>`,
    );
    await waiting;
    const reset = headers(id, "sends a reset link");
    if (id === earlierId) {
      const linkWait = api(service, "GET", `/v1/addresses/${address}/link?timeout=10&type=reset`, undefined, reset);
      await send(
        address,
        "Reset your Acme password",
        "Reset it here: https://shop.acme.example/reset/Zq81Yt5Kd0Pw3Nm7 (valid for 1 hour)",
        `<p>Someone asked to reset your password.</p><p><a href="https://shop.acme.example/reset/Zq81Yt5Kd0Pw3Nm7">Reset my password</a></p><p>The link is valid for 1 hour.</p>`,
      );
      await linkWait;
    } else {
      // The second run's reset email never comes: a missing event, and a change against the first.
      const since = encodeURIComponent(new Date().toISOString());
      await api(service, "GET", `/v1/addresses/${address}/link?timeout=1&type=reset&since=${since}`, undefined, reset);
    }
    await api(service, "POST", `/v1/runs/${id}/tests`, {
      name: "sends a reset link",
      status: id === earlierId ? "passed" : "failed",
      duration_ms: 1450,
      ...(id === earlierId ? {} : { error: "no reset email within 1 s" }),
    });
    await api(service, "POST", `/v1/runs/${id}/finish`, {});
  }
  mail.close();
  const shared = await api(service, "GET", `/v1/runs/${runId}`);
  return { address, runUrl: shared.body.url as string };
}
