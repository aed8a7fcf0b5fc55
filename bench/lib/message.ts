/**
 * A typical verification mail of about 8 KB: multipart/alternative with a text part and an HTML
 * part (inline styles, a button link, footer links), a six-digit code and a lifetime.
 */
export function verificationMail(to: string, n: number, targetBytes = 8 * 1024): string {
  const code = String(100000 + (n % 900000));
  const link = `https://app.example.com/verify?token=${Buffer.from(`token-${n}-${to}`).toString("base64url")}`;
  const text = [
    `Hi there,`,
    ``,
    `Your verification code is ${code}.`,
    `Or open this link to verify your email: ${link}`,
    ``,
    `The code expires in 10 minutes.`,
    ``,
    `The Example team`,
  ].join("\r\n");
  const filler = `<p style="margin:0 0 12px 0;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#555555">We are glad to have you on board. If you did not sign up for Example, you can ignore this email.</p>`;
  const htmlHead = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Verify your email</title></head><body style="background:#f4f4f4"><table role="presentation" width="100%"><tr><td align="center"><table width="600" style="background:#ffffff"><tr><td style="padding:24px"><h1 style="font-family:Helvetica,Arial,sans-serif;font-size:22px">Verify your email</h1><p style="font-size:16px">Your verification code is <strong>${code}</strong></p><p><a href="${link}" style="display:inline-block;padding:12px 24px;background:#1a73e8;color:#ffffff;text-decoration:none;border-radius:4px">Verify email</a></p><p style="font-size:12px;color:#888888">The code expires in 10 minutes.</p>`;
  const htmlTail = `</td></tr><tr><td style="padding:24px;font-size:11px;color:#999999"><a href="https://app.example.com/help">Help</a> | <a href="https://app.example.com/privacy">Privacy</a> | <a href="https://app.example.com/unsubscribe?u=${n}">Unsubscribe</a></td></tr></table></td></tr></table></body></html>`;
  const headers = [
    `From: Example <no-reply@app.example.com>`,
    `To: ${to}`,
    `Subject: Your Example verification code`,
    `Date: ${new Date(Date.UTC(2026, 2, 10, 12, 0, 0)).toUTCString()}`,
    `Message-ID: <bench-${n}@app.example.com>`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/alternative; boundary="=_bench_boundary"`,
  ].join("\r\n");
  let html = htmlHead;
  const fixed = headers.length + text.length + htmlHead.length + htmlTail.length + 400;
  while (html.length + filler.length < htmlHead.length + (targetBytes - fixed)) html += filler;
  html += htmlTail;
  // Lines of at most 76 characters, as a mail client would send (quoted-printable soft breaks).
  const qp = html.replace(/=/g, "=3D").replace(/(.{75})/g, "$1=\r\n");
  return `${headers}\r\n\r\n--=_bench_boundary\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n${text}\r\n--=_bench_boundary\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${qp}\r\n--=_bench_boundary--\r\n`;
}
