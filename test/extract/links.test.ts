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
    // A sender's own host named like a tracker's, with a path that speaks: the sender's link.
    ["verify", "Welcome to Acme", "Verify email", `https://email.acme.example/verify-email?token=${TOKEN}`],
    ["reset", "Hello from Acme", "Reset password", `https://go.acme.example/password/reset?token=${TOKEN}`],
  ])("judges a %s link from its words, URL and subject (%s)", (subtype, subject, label, url) => {
    const html = `<p>Hello,</p><p><a href="${url}">${label}</a></p><p>Thanks</p>`;
    expect(linksOf({ subject, html })[0]).toEqual({ url, subtype, app: false, destination: null });
  });

  it("keeps a reset or verify link when the body also mentions deliveries or two-factor sign-in", () => {
    // A tip in the body ("turn on two-factor authentication") does not make a reset an account notice.
    const reset = `https://compte.pixelune.example/mot-de-passe/reinitialiser?token=${TOKEN}`;
    const resetText =
      `Pour définir un nouveau mot de passe, ouvrez le lien suivant :\n${reset}\n` +
      "N'hésitez pas à activer la double authentification dans vos réglages.";
    expect(linksOf({ subject: "Pixelune : réinitialiser votre mot de passe", text: resetText })[0]?.subtype).toBe(
      "reset",
    );
    // "Zweryfikuj" (verify, as a verb) speaks of signing up, whatever the shop sells.
    const verify = `https://www.zdrowykoszyk.example/konto/weryfikacja?token=${TOKEN}`;
    const html =
      "<p>Zweryfikuj swój adres e-mail, a dostaniesz dostęp do cotygodniowych dostaw warzyw. Dostawy co tydzień, " +
      `dostawa gratis, pierwsza dostawa już w piątek.</p><p><a href="${verify}">Zweryfikuj adres</a></p>`;
    expect(linksOf({ subject: "Zweryfikuj swój adres e-mail", html })[0]?.subtype).toBe("verify");
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

  it("reads a destination an ESP tracker writes into its path (Amazon SES, Postmark)", () => {
    const destination = `https://app.example/reset?token=${TOKEN}`;
    const ses = `https://x1.r.us-east-1.awstrack.me/L0/${encodeURIComponent(destination)}/1/0100018a-000000/Sig=123`;
    expect(linksOf({ subject: "Password reset", html: `<a href="${ses}">Reset password</a>` })[0]).toEqual({
      url: ses,
      subtype: "reset",
      app: false,
      destination,
    });
    const postmark = `https://click.pstmrk.it/3s/${encodeURIComponent(destination.slice(8))}/Xk2l/T8sx/AQ/a1b2c3d4`;
    expect(linksOf({ subject: "Password reset", html: `<a href="${postmark}">Reset password</a>` })[0]).toEqual({
      url: postmark,
      subtype: "reset",
      app: false,
      destination,
    });
  });

  it.each([
    ["an invitation", "You're invited to Team Rocket", "Accept invitation", "invite"],
    ["a reset", "Reset your password", "Choose a new password", "reset"],
    ["a verification", "Confirm your email", "Confirm my email", "verify"],
  ])(
    "takes the kind of %s behind an opaque ESP tracker from its words, not the tracker's URL",
    (_, subject, label, subtype) => {
      // Mailchimp's wrapper says "track" and "click" (a parcel's words) and nothing of where it goes.
      const url = "https://acme.us21.list-manage.com/track/click?u=9f8e7d6c5b4a39281&id=1a2b3c4d5e&e=7f6e5d4c3b";
      const html = `<p>Hello,</p><p><a href="${url}">${label}</a></p>`;
      expect(linksOf({ subject, html })[0]).toEqual({ url, subtype, app: false, destination: null });
    },
  );

  it("finds no verification link in a notification", () => {
    const html = `<p>Your password was changed.</p><p><a href="https://app.example/settings">Account settings</a></p>`;
    expect(linksOf({ subject: "Your password was changed", html }).filter((l) => l.subtype !== "other")).toEqual([]);
  });
});

describe("link safety", () => {
  const valueOf = (href: string) =>
    linksOf({ subject: "Verify your email", html: `<a href="${href}">Verify email</a>` });

  it.each([
    ["padded with a control character and a space", "&#1; javascript:alert(1)"],
    ["with a tab inside the scheme", "java&#9;script:alert(1)"],
    ["with a newline inside the scheme", "java&#10;script:alert(1)"],
    ["in capitals", "JaVaScRiPt:alert(1)"],
    ["as data:", "data:text/html,<script>alert(1)</script>"],
    ["as vbscript:", "vbscript:msgbox(1)"],
    ["as file:", "file:///etc/passwd"],
    ["relative", "/verify?token=k3J9xQ2mV8pL4nR7tW1z"],
  ])("never returns a link %s", (_, href) => {
    expect(valueOf(href)).toEqual([]);
  });

  it("returns a web link without the characters a browser strips", () => {
    const [link] = valueOf(`&#1; https://app.example/verify?token=${TOKEN} `);
    expect(link?.url).toBe(`https://app.example/verify?token=${TOKEN}`);
  });
});

describe("links that carry a token but are no sign-in link", () => {
  it.each([
    [
      "a cart-recovery link",
      "Your cart is waiting",
      "Complete your purchase",
      `https://shop.example/cart/recover?token=${TOKEN}`,
    ],
    [
      "a calendar event link",
      "Invitation: Quarterly review @ Tue 14:00",
      "Accept",
      `https://calendar.example/event?action=accept&eid=${TOKEN}`,
    ],
    [
      "an order page with a key",
      "Your order is confirmed",
      "View your order",
      `https://shop.example/orders/1042?key=wc_order_${TOKEN}`,
    ],
    [
      "a meeting join link",
      "Invitation: Weekly sync",
      "Join with Acme Meet",
      `https://meet.acme.example/j/84213390412?pwd=${TOKEN}`,
    ],
    [
      "a two-factor setup link",
      "Protect your account",
      "Turn on two-factor verification",
      `https://app.example/settings/2fa?ref=${TOKEN}`,
    ],
    [
      "an appointment to confirm",
      "Appointment reminder: Thu at 9:15 with Dr. Moreno",
      "Confirm appointment",
      `https://clinic.example/visit/confirm?id=58213&t=${TOKEN}`,
    ],
    [
      "a visit to confirm, in Polish",
      "Przypomnienie o wizycie",
      "Potwierdzam wizytę",
      `https://rejestracja.example/wizyta/potwierdz?t=${TOKEN}`,
    ],
    [
      "an event to attend, behind an opaque tracker",
      "Reminder: SaaS Meetup #14",
      "I'm attending",
      "https://d3kq204.na1.hubspotlinks.com/Ctc/L2+113/d3kq204/VWeND0w4iiXmXtPYWakDqQIRQi8m4d",
    ],
    [
      "a newsletter's call, behind an opaque tracker",
      "Glaze week, a new wheel room, and 3 spots left for April",
      "Confirm your spot",
      "https://cedar.us21.list-manage.com/track/click?u=8c2f41e7a09d3b5f6e1c4a7d&id=9b1e2c3d4f",
    ],
  ])("does not take %s for one", (_, subject, label, url) => {
    const links = linksOf({ subject, html: `<p><a href="${url}">${label}</a></p>` });
    expect(links.filter((link) => link.subtype !== "other")).toEqual([]);
  });

  it("reads the link record a tracker writes as base64 JSON (Customer.io), and never picks the link that reports an invitation", () => {
    const accept = `https://board.example/invite/accept?c=${TOKEN}`;
    const record = (href: string) =>
      `https://e.customeriomail.com/e/c/${Buffer.from(JSON.stringify({ email_id: "x1", href, link_id: 4 })).toString("base64url")}/a51bc1`;
    const html =
      `<p>Mariana invited you to the board.</p><p><a href="${record(accept)}">Accept invitation</a></p>` +
      `<p><a href="${record(`https://board.example/invite/report?c=${TOKEN}`)}">Report this invitation</a></p>`;
    const links = linksOf({ subject: "Mariana invited you to a board", html });
    expect(links[0]).toEqual({ url: record(accept), subtype: "invite", app: false, destination: accept });
    expect(links.filter((link) => link.subtype !== "other")).toHaveLength(1);
  });

  it("gives an app link the kind of the web link with the same secret", () => {
    const html = `<a href="acme://open?t=${TOKEN}">Open the app</a> <a href="https://app.example/login?t=${TOKEN}">Sign in to Acme</a>`;
    expect(linksOf({ subject: "Sign in to Acme", html }).map((link) => [link.app, link.subtype])).toEqual([
      [false, "magic_signin"],
      [true, "magic_signin"],
    ]);
  });

  it("keeps a sign-in link whose words mention the browser", () => {
    const html = `<a href="https://parkfix.example/a/login?t=${TOKEN}">Im Browser anmelden</a>`;
    expect(linksOf({ subject: "Anmelden bei ParkFix", html })[0]?.subtype).toBe("magic_signin");
  });
});

describe("sender", () => {
  it.each([
    ["Acme Shop", "no-reply@shop.acme.example", "Acme Shop", "shop.acme.example"],
    ["Iago Ferreira (via Zulip)", "noreply@chat.example", "Zulip", "chat.example"],
    ["Anna Kowalska via Planbook", "notifications@planbook.example", "Planbook", "planbook.example"],
    ["Marco Rossi tramite Trello", "do-not-reply@trello.example", "Trello", "trello.example"],
    ["Acme via Mailer", "no-reply@acme.example", "Acme", "acme.example"],
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
