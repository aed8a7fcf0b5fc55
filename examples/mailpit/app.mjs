// Stand-in for the app under test: it sends its transactional emails over
// plain SMTP. In dev and CI, SMTP_HOST / SMTP_PORT point at Mailpit.
import { randomBytes, randomInt } from "node:crypto";
import nodemailer from "nodemailer";

const FROM = "Acme <no-reply@acme.example.com>";
const APP_URL = "https://app.example.com";

const transport = nodemailer.createTransport({
  host: process.env.SMTP_HOST ?? "127.0.0.1",
  port: Number(process.env.SMTP_PORT ?? 1025),
  secure: false,
  ignoreTLS: true,
});

const newToken = () => randomBytes(16).toString("hex");

export async function sendSignupEmail(to) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const token = newToken();
  const link = `${APP_URL}/confirm?token=${token}`;
  await transport.sendMail({
    from: FROM,
    to,
    subject: "Confirm your email",
    text: `Welcome to Acme!\n\nYour verification code is ${code}.\n\nConfirm your email:\n${link}\n`,
    html: `<html><body><h1>Welcome to Acme!</h1>
<p>Your verification code is <strong>${code}</strong>.</p>
<p><a href="${link}" style="color:#0a5cff">Confirm your email</a></p>
</body></html>`,
  });
  return { code, token, link };
}

export async function sendPasswordReset(to) {
  const token = newToken();
  const link = `${APP_URL}/reset-password?token=${token}`;
  await transport.sendMail({
    from: FROM,
    to,
    replyTo: "Acme Support <support@acme.example.com>",
    subject: "Reset your password",
    headers: { "X-Acme-Template": "password-reset" },
    text: `Someone asked to reset your Acme password.\n\nReset it here (valid for 1 hour):\n${link}\n`,
    html: `<p>Someone asked to reset your Acme password.</p>
<p><a href="${link}">Reset your password</a> (valid for 1 hour)</p>`,
  });
  return { token, link };
}

export async function sendNewsletter(to, { issue = 42 } = {}) {
  const unsubscribe = `${APP_URL}/unsubscribe?u=${newToken()}`;
  const subject = `Acme Weekly #${issue}: what's new`;
  await transport.sendMail({
    from: FROM,
    to,
    subject,
    headers: {
      "List-Unsubscribe": `<mailto:unsubscribe@acme.example.com>, <${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "X-Acme-Template": "newsletter",
    },
    text: `Acme Weekly #${issue}\n\nThis week: faster dashboards.\n\nUnsubscribe:\n${unsubscribe}\n`,
    html: `<h2>Acme Weekly #${issue}</h2><p>This week: faster dashboards.</p>
<p><a href="${unsubscribe}">Unsubscribe</a></p>`,
  });
  return { subject, unsubscribe };
}
