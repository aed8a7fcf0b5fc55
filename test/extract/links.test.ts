import { describe, expect, it } from "vitest";
import { extractEmail, type ExtractInput } from "../../service/mail/extract/index.js";
import { email } from "./input.js";

const linksOf = (parts: Partial<ExtractInput>) => extractEmail(email(parts)).links;
const TOKEN = "k3J9xQ2mV8pL4nR7tW1z";

describe("links", () => {
  it.each([
    ["verify", "Confirm your email", "Confirm my email", `https://app.example/confirm?token=${TOKEN}`],
    ["reset", "Reset your password", "Choose a new password", `https://app.example/password/edit?t=${TOKEN}`],
    ["invite", "You have been invited", "Accept invitation", `https://app.example/invitations/${TOKEN}`],
    ["magic_signin", "Your sign-in link", "Sign in to Acme", `https://app.example/auth/callback?token=${TOKEN}`],
    ["verify", "Bestätige deine E-Mail-Adresse", "E-Mail bestätigen", `https://app.example/v/${TOKEN}`],
    ["reset", "Réinitialisation du mot de passe", "Réinitialiser", `https://app.example/r/${TOKEN}`],
    ["invite", "Te han invitado", "Aceptar invitación", `https://app.example/i/${TOKEN}`],
    ["magic_signin", "ログインリンク", "ログイン", `https://app.example/m/${TOKEN}`],
    ["verify", "Подтвердите адрес", "Подтвердить", `https://app.example/a/${TOKEN}`],
  ])("judges a %s link from its words, URL and subject (%s)", (subtype, subject, label, url) => {
    const html = `<p>Hello,</p><p><a href="${url}">${label}</a></p><p>Thanks</p>`;
    expect(linksOf({ subject, html })[0]).toEqual({ url, subtype, app: false, destination: null });
  });

  it("reads the kind from the URL when words are shared (type=recovery)", () => {
    const url = `https://x.supabase.example/auth/v1/verify?token=${TOKEN}&type=recovery`;
    const text = `Follow this link to reset the password for your user:\n\n${url}\n`;
    expect(linksOf({ subject: "Reset Your Password", text })[0]?.subtype).toBe("reset");
  });

  it("decodes entities and keeps the URL exactly as sent", () => {
    const html = `<a href="https://app.example/confirm?user=1&amp;token=${TOKEN}">Verify email</a>`;
    expect(linksOf({ html })[0]?.url).toBe(`https://app.example/confirm?user=1&token=${TOKEN}`);
  });

  it("finds links in plain text, without trailing punctuation or brackets", () => {
    const text = `Verify your address (https://app.example/verify?code=${TOKEN}).`;
    expect(linksOf({ subject: "Verify", text })[0]?.url).toBe(`https://app.example/verify?code=${TOKEN}`);
  });

  it("treats a link without a secret as other, never as a verification link", () => {
    const html = `<p><a href="https://app.example/users/sign_in">Log in</a> or <a href="https://app.example/forgot_password">reset your password</a></p>`;
    const links = linksOf({ subject: "Welcome", html });
    expect(links.map((link) => link.subtype)).toEqual(["other", "other"]);
    expect(links[0]?.url).toBe("https://app.example/users/sign_in");
  });

  it("leaves out links no test wants", () => {
    const html = `
      <a href="https://app.example/verify?token=${TOKEN}">Verify</a>
      <a href="https://app.example/unsubscribe?u=${TOKEN}">Unsubscribe</a>
      <a href="https://app.example/view/${TOKEN}">View in browser</a>
      <a href="https://twitter.com/acme">Twitter</a>
      <a href="https://apps.apple.com/app/id123">Download on the App Store</a>
      <a href="https://play.google.com/store/apps/details?id=x">Get it on Google Play</a>
      <a href="https://app.example/privacy">Privacy</a>
      <a href="https://app.example/terms">Terms</a>
      <a href="https://app.example/help">Help</a>
      <a href="https://cdn.app.example/logo.png"><img alt="Acme"></a>
      <a href="https://app.example/">Acme</a>
      <a href="https://app.example/revoke?id=${TOKEN}">This wasn't me</a>
      <a href="mailto:help@app.example">Mail us</a>
      <a href="tel:+15551234567">Call</a>`;
    expect(linksOf({ subject: "Verify your email", html }).map((link) => link.url)).toEqual([
      `https://app.example/verify?token=${TOKEN}`,
    ]);
  });

  it("marks app links, and puts the web link first when both do the same", () => {
    const html = `<a href="acme://verify?token=${TOKEN}">Open the app</a> <a href="https://app.example/verify?token=${TOKEN}">Verify in the browser</a>`;
    const links = linksOf({ subject: "Verify your email", html });
    expect(links.map((link) => [link.app, link.subtype])).toEqual([
      [false, "verify"],
      [true, "verify"],
    ]);
  });

  it("keeps a click-tracking wrapper as sent and decodes its destination", () => {
    const destination = `https://app.example/reset?token=${TOKEN}`;
    const url = `https://click.mailer.example/ls/click?upn=x&url=${encodeURIComponent(destination)}`;
    const [link] = linksOf({ subject: "Password reset", html: `<a href="${url}">Reset password</a>` });
    expect(link).toEqual({ url, subtype: "reset", app: false, destination });
  });

  it("finds no verification link in a notification", () => {
    const html = `<p>Your password was changed.</p><p><a href="https://app.example/settings">Account settings</a></p>`;
    expect(linksOf({ subject: "Your password was changed", html }).filter((l) => l.subtype !== "other")).toEqual([]);
  });
});

describe("sender", () => {
  it.each([
    ["Acme Shop", "no-reply@shop.acme.example", "Acme Shop", "shop.acme.example"],
    ["Iago Ferreira (via Zulip)", "noreply@chat.example", "Zulip", "chat.example"],
    ["Zulip Account Security", "noreply@chat.example", "Zulip", "chat.example"],
    ["Support", "support@acme.example", "acme.example", "acme.example"],
    [null, "no-reply@ory.example", "ory.example", "ory.example"],
    ["x@evil.example", "a@acme.example", "acme.example", "acme.example"],
  ])("names %s <%s> as %s (%s)", (fromName, fromAddress, service, serviceDomain) => {
    const result = extractEmail(email({ fromName, fromAddress, text: "hi" }));
    expect([result.service, result.serviceDomain]).toEqual([service, serviceDomain]);
  });

  it("falls back to the DKIM signer without a From address", () => {
    const result = extractEmail(email({ fromName: null, fromAddress: null, dkimSigner: "mailer.acme.example" }));
    expect(result.serviceDomain).toBe("mailer.acme.example");
  });
});

describe("stated expiry", () => {
  it.each([
    ["This code expires in 10 minutes.", 600],
    ["The link is valid for 24 hours.", 86400],
    ["It will expire within an hour.", 3600],
    ["Der Link ist 5 Minuten gültig.", 300],
    ["Ce lien expire dans 15 minutes.", 900],
    ["El enlace caduca en 2 horas.", 7200],
    ["O código expira em 30 minutos.", 1800],
    ["Il link scade tra 3 giorni.", 259200],
    ["De link verloopt over 20 minuten.", 1200],
    ["Link wygaśnie za 45 minut.", 2700],
    ["このリンクは 30 分 だけ有効です", 1800],
    ["验证码10分钟内有效", 600],
    ["이 코드는 5분 동안 유효합니다", 300],
    ["Ссылка действительна в течение 7 дней.", 604800],
    ["Bu kod 10 dakika içinde geçerlidir.", 600],
  ])("reads %s", (text, seconds) => {
    expect(extractEmail(email({ text })).expiry).toEqual({ seconds });
  });

  it("reads a stated end date", () => {
    const result = extractEmail(email({ text: "This invitation will be due in August 10, 2026 09:14 AM." }));
    expect(result.expiry).toEqual({ at: new Date("2026-08-10T09:14:00Z") });
  });

  it("says nothing when the email states no lifetime", () => {
    expect(extractEmail(email({ text: "Your order ships in 3 days." })).expiry).toBeNull();
  });
});
