import { describe, expect, it } from "vitest";
import { extractEmail, type ExtractInput } from "../../service/mail/extract/index.js";
import { email } from "./input.js";

const codesOf = (parts: Partial<ExtractInput>) => extractEmail(email(parts)).codes;

describe("codes", () => {
  it.each([
    ["a code after words that announce it", "Your verification code is 482913.", "482913"],
    ["a code after a label and colon", "Code: 7741", "7741"],
    ["an alphanumeric code in capitals", "Your one-time code is 3P3PJ8GZ", "3P3PJ8GZ"],
    ["a dashed letter code alone on its line", "Enter this sign-in code:\n\nWFZF-BLLN\n", "WFZF-BLLN"],
    ["a code split by a space (typed without it)", "Your security code:\n\n123 456\n", "123456"],
    ["a code split by a dash (typed with it)", "Your login code is 482-913", "482-913"],
    ["a code before the words that announce it", "482913 is your Acme code.", "482913"],
    ["a German code", "Ihr Bestätigungscode lautet: 550123", "550123"],
    ["a French code", "Votre code de vérification : 661234", "661234"],
    ["a Spanish code", "Tu código de verificación es 771234", "771234"],
    ["a Portuguese code", "Seu código é 881234", "881234"],
    ["an Italian code", "Il tuo codice di accesso è 991234", "991234"],
    ["a Dutch code", "Je verificatiecode is 101234", "101234"],
    ["a Polish code", "Twój kod weryfikacyjny to 121234", "121234"],
    ["a Japanese code", "認証コードは次のとおりです。\n\n131234\n", "131234"],
    ["a Chinese code", "您的验证码：\n141234\n", "141234"],
    ["a Korean code", "인증 코드:\n151234\n", "151234"],
    ["a Russian code", "Ваш код подтверждения: 161234", "161234"],
    ["a Turkish code", "Doğrulama kodunuz: 171234", "171234"],
  ])("finds %s", (_, text, value) => {
    expect(codesOf({ text })[0]).toEqual({ value, subtype: "otp" });
  });

  it("finds a code in the subject", () => {
    expect(codesOf({ subject: "918273 is your Acme verification code", text: "Welcome!" })[0]?.value).toBe("918273");
  });

  it("finds a code set apart in HTML", () => {
    const html = `<p>Use this code to sign in:</p><table><tr><td style="font-size:32px"><strong>402 117</strong></td></tr></table>`;
    expect(codesOf({ html })[0]).toEqual({ value: "402117", subtype: "otp" });
  });

  it("tells a coupon from a one-time code", () => {
    const text = "Save 20% on your next order with promo code:\n\nSPRING24\n";
    expect(codesOf({ text })).toEqual([{ value: "SPRING24", subtype: "coupon" }]);
    const both = codesOf({ text: `Your login code is 123987.\n\n${text}` });
    expect(both).toEqual([
      { value: "123987", subtype: "otp" },
      { value: "SPRING24", subtype: "coupon" },
    ]);
  });

  it.each([
    ["dates", "Your code was requested on 2026-03-10 and again on 10/03/2026."],
    ["times", "Code requested at 12:30:45 from Berlin."],
    ["years", "Your code\n\n2026\n"],
    ["phone numbers", "Lost your code? Call us: +1 555 123 4567 or 030 1234 5678."],
    ["prices", "Your code is valid for orders over $1500 or 2000 €."],
    ["order numbers", "Your code for order 12345678 has shipped."],
    ["invoice numbers", "Code for Invoice #20260310 attached."],
    ["tracking numbers", "Tracking number 94001112 for your code."],
    ["postal codes", "Code sent to ZIP 94103."],
    ["CSS colours", "Your code <span>#ff6600</span> #123456"],
    ["version numbers", "Code version 10.4.2 and build 2.0.1234."],
    ["IP addresses", "Sign-in code requested from 192.168.100.200."],
    ["plain words in capitals", "YOUR CODE IS READY\n\nWELCOME\n"],
    ["long tokens", "Your code is a3f9c2e7b1d4f6a8c0e2"],
    ["numbers without any code words", "Thanks for visiting! You were visitor 482913 today."],
  ])("ignores %s", (_, text) => {
    expect(codesOf({ text })).toEqual([]);
  });

  it("reads a code from HTML with entities and invisible padding", () => {
    const html = `<div style="display:none">Preview &zwnj;&nbsp;&zwnj;</div><p>Your&nbsp;code&nbsp;is&#58; <b>5&#8203;0&#8203;4&#8203;5&#8203;9&#8203;6</b></p>`;
    expect(codesOf({ html })[0]?.value).toBe("504596");
  });

  it("finds a code announced after it, by what it is for", () => {
    const found = codesOf({
      subject: "Your Parcelwise sign-in code",
      text: "Use 739201 to sign in. This code expires in 10 minutes.",
    });
    expect(found[0]).toEqual({ value: "739201", subtype: "otp" });
  });

  it("reads a code from a table by its label cell or its column header", () => {
    const side = `<table><tr><td>Order</td><td>4471</td></tr><tr><td>Freigabecode</td><td><b>H4TX9KQ2</b></td></tr></table>`;
    expect(codesOf({ html: side })).toEqual([{ value: "H4TX9KQ2", subtype: "otp" }]);
    const header = `<table><tr><th>Factuur</th><th>Bevestigingscode</th></tr><tr><td>2026-00731</td><td>48105927</td></tr></table>`;
    expect(codesOf({ html: header })).toEqual([{ value: "48105927", subtype: "otp" }]);
  });

  it("joins a code whose characters stand in separate cells or spaced spans", () => {
    const cells = `<p>Your verification code:</p><table><tr>${[..."482913"].map((d) => `<td>${d}</td>`).join("")}</tr></table>`;
    expect(codesOf({ html: cells })[0]?.value).toBe("482913");
    const spaced = `<p>Your verification code:</p><p>${[..."739201"].map((d) => `<span>${d}</span>`).join(" ")}</p>`;
    expect(codesOf({ html: spaced })[0]?.value).toBe("739201");
  });

  it("finds a code after a long announcement that ends in a colon", () => {
    expect(codesOf({ text: "Вот твой код для входа в приложение «Полюс»: 004521" })[0]?.value).toBe("004521");
    const italian =
      "Il codice di conferma da inserire nella schermata di verifica dell'identità prima di apporre la firma elettronica avanzata è il seguente: R8KX-27QM";
    expect(codesOf({ text: italian })[0]?.value).toBe("R8KX-27QM");
  });

  it.each([
    [
      "Freigabe Ihrer Online-Zahlung über 249,90 EUR",
      "Zahlung an Elektro-Stern über 249,90 EUR mit Ihrer Karte (Endziffern 3107).\nIhr Freigabecode lautet: 584019",
      "584019",
    ],
    [
      "Autorizzazione pagamento online",
      "Pagamento di 89,00 EUR con la carta che termina con 4471.\nIl codice di autorizzazione è 550187.",
      "550187",
    ],
  ])("finds the one-time code that approves a card payment (%s)", (subject, text, value) => {
    expect(codesOf({ subject, text })).toEqual([{ value, subtype: "otp" }]);
  });

  it("finds a coupon alone below its offer in a receipt", () => {
    const text =
      "Order #CP-300418 is confirmed. Total $64.00.\n\nA LITTLE THANK-YOU\n\n15% off your next order with code\n\nTHANKYOU15\n\nValid for 14 days.";
    expect(codesOf({ subject: "Thanks for your order, here's 15% off your next one", text })).toEqual([
      { value: "THANKYOU15", subtype: "coupon" },
    ]);
  });

  it("joins a code written in three groups alone on its line", () => {
    expect(codesOf({ text: "Dein Code:\n\n48 13 97\n" })[0]?.value).toBe("481397");
  });

  it.each([
    ["Russian", "Промокод LETO20 даёт скидку 20% на всё.", "LETO20"],
    ["Spanish", "Usa el cupón VERANO15 en tu próxima compra.", "VERANO15"],
    ["German", "Mit dem Gutscheincode SOMMER25 sparst du 25 % im Warenkorb.", "SOMMER25"],
    ["Dutch, dashed", "Jouw actiecode:\n\nVOORJAAR-25\n\n25% korting op alles.", "VOORJAAR-25"],
    [
      "Dutch, alone below its offer",
      "Als bedankje krijg je 10% korting op je volgende bestelling:\n\nTWEEDEKOP10\n",
      "TWEEDEKOP10",
    ],
    [
      "Turkish, alone below its offer",
      "Bir sonraki alışverişinde %20 indirim\n\nLAVANTA20\n\nKupon 14 gün geçerlidir.",
      "LAVANTA20",
    ],
    ["Spanish gift code", "Te regalamos un 20 % de descuento.\n\nTU CÓDIGO REGALO\n\nCUMPLE-7QX4\n", "CUMPLE-7QX4"],
    ["French, in the subject", "", "PRINTEMPS20"],
  ])("finds a %s coupon", (_, text, value) => {
    const subject = text ? "Offre" : "-20 % sur la collection printemps avec le code PRINTEMPS20";
    expect(codesOf({ subject, text: text || "Bonne visite !" })).toEqual([{ value, subtype: "coupon" }]);
  });

  it.each([
    ["a meeting passcode", "Invitation: Weekly sync", "Join the meeting\nMeeting ID: 845 2931 0042\nPasscode: 739201"],
    [
      "a booking reference",
      "Your booking is confirmed",
      "Your booking confirmation code is K7P2QX. Have a nice flight!",
    ],
    ["a product code", "Still thinking it over?", "Product code: MB-20417-GR\nYour cart is waiting."],
    [
      "an error code",
      "[Ticket #ZD-20817] Inverter shows error code E031",
      "The error code E031 means the grid voltage is low.",
    ],
    ["a company registry number", "Newsletter no. 47", "Support our work: 1.5% of your tax to KRS 0000271934."],
    ["a tracking code", "Your parcel is on its way", "Código de rastreio: QB482913756BR"],
    ["card digits", "Card payment", "Your card ending in 4821 was charged $12.00."],
    ["a card's last digits, in Chinese", "交易提醒", "您尾号8826的银行卡于今日消费128.00元。"],
    ["a card's last digits, in German", "Zahlung", "Ihre Karte endend auf 4821 wurde belastet."],
    [
      "a customer centre's number",
      "[소풍카드] 결제 인증",
      "본인이 요청하지 않은 결제라면 즉시 고객센터(1588-7704)로 연락해 주세요.",
    ],
    ["words joined by a dash", "Turn on two-factor sign-in", "We will text you a 6-digit code each time you sign in."],
    [
      "a customer number in a table",
      "Reset your password",
      "<table><tr><td>Klantnummer</td><td><b>K4410992</b></td></tr></table>",
    ],
    ["a store code", "(광고) 8월 포인트 소식", "자주 가시는 매장: 분당 정자점(매장 코드 BD-031)"],
    ["a parking zone code", "Parkeeractie gestopt", "Zonecode: 5031 (Haarlem Centrum)"],
    [
      "a booking's confirmation number",
      "【高速バス】ご予約確定のお知らせ",
      "予約番号:NB7-2291-K\n確認番号:4830（予約の確認・変更時に必要です）",
    ],
  ])("finds no code in %s", (_, subject, body) => {
    const parts = body.startsWith("<") ? { html: body } : { text: body };
    expect(codesOf({ subject, ...parts }).filter((code) => code.subtype === "otp")).toEqual([]);
  });
});
