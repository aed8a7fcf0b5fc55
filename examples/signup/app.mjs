// A stand-in for the app under test: its sign-up sends a six-digit code by email over SMTP,
// to wherever the environment points it (the Proofbox action exports PROOFBOX_SMTP_HOST/PORT).
import { randomInt } from "node:crypto";
import nodemailer from "nodemailer";

export async function signUp(email) {
  const code = String(randomInt(100000, 1000000));
  const transport = nodemailer.createTransport({
    host: process.env.PROOFBOX_SMTP_HOST ?? "127.0.0.1",
    port: Number(process.env.PROOFBOX_SMTP_PORT ?? 2525),
    secure: false,
    ignoreTLS: true,
  });
  await transport.sendMail({
    from: "Example Shop <no-reply@shop.example.com>",
    to: email,
    subject: "Confirm your email",
    text: `Welcome! Your verification code is ${code}. It expires in 10 minutes.`,
  });
  transport.close();
  return code;
}
