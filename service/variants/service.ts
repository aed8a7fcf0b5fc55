import { NAME_MAX_LENGTH } from "../limits.js";
import type { Variant, Variants } from "../wire/checks.js";

/**
 * Unusual forms of an address, for testing what a sign-up form and an app's mailer accept:
 *
 * - delivered: capitals, plus tags with the special characters RFC 5322 allows in a name
 *   (apostrophes among them), and the longest name allowed; mail to these arrives in the
 *   address's inbox (a wait on a plus-tag variant finds only that variant's mail);
 * - undeliverable: valid by RFC 5321 and 5322 but refused by this service's SMTP before it
 *   arrives (a quoted name, an IP-literal domain, a non-ASCII name, another separator);
 * - invalid: addresses that break the standards, which a form should refuse.
 *
 * The lists are true by construction: test/integration/variants.test.ts sends mail to every
 * delivered and undeliverable variant over SMTP and sees it arrive or be refused.
 */
/**
 * The name with a character that Unicode folds into one of its letters (NFKC, or lower casing):
 * a different name, which must never reach this address.
 */
function compatibilityForms(name: string): [string, string][] {
  const forms: [string, string][] = [];
  const letter = /[a-z]/.exec(name);
  if (letter) {
    // Fullwidth Latin letters sit 0xFEE0 above ASCII.
    const fullwidth = String.fromCharCode(letter[0].charCodeAt(0) + 0xfee0);
    forms.push([
      "a fullwidth letter in the name (Unicode folds it to ASCII)",
      name.slice(0, letter.index) + fullwidth + name.slice(letter.index + 1),
    ]);
  }
  if (name.includes("k")) forms.push(["the Kelvin sign for a k (it lower-cases to k)", name.replace("k", "\u212A")]);
  return forms;
}

export function variantsOf(address: string): Variants {
  const at = address.lastIndexOf("@");
  const name = address.slice(0, at);
  const domain = address.slice(at + 1);
  const v = (tests: string, variant: string): Variant => ({ tests, address: variant });
  const tagged = (tag: string) => `${name}+${tag}@${domain}`;

  const delivered: Variant[] = [
    v("capitals in the name and the domain", `${name.toUpperCase()}@${domain.toUpperCase()}`),
    v("a plus tag", tagged("signup")),
    v("a plus tag in capitals", tagged("SignUp")),
    v("a plus tag with an apostrophe", tagged("o'brien")),
    v("a plus tag with dots and a hyphen", tagged("test.run-1")),
    v("a plus tag with & = / ? and %", tagged("a&b=c/d?e%f")),
    v("a plus tag with # $ ! * ^ ~ and _", tagged("#1$!*^~_x")),
    v("a plus tag with { } | and a backtick", tagged("{x}|y`z")),
    v("a second plus sign inside the tag", tagged("one+two")),
  ];
  // The longest name allowed: 64 characters before the @ (RFC 5321), filled out by a plus tag.
  const room = NAME_MAX_LENGTH - name.length - 1;
  if (room >= 1) delivered.push(v("the longest name allowed (64 characters)", tagged("x".repeat(room))));

  const undeliverable: Variant[] = [
    v("a quoted name", `"${name}"@${domain}`),
    v("a quoted name with a space", `"${name} test"@${domain}`),
    v("an IP-literal domain", `${name}@[127.0.0.1]`),
    v("an IPv6-literal domain", `${name}@[IPv6:::1]`),
    v("a non-ASCII name (RFC 6531)", `${name}é@${domain}`),
    ...compatibilityForms(name).map(([tests, form]) => v(tests, `${form}@${domain}`)),
    v("a dash as the tag separator", `${name}-signup@${domain}`),
    v("the percent hack for routing", `${name}%${domain}@${domain}`),
  ];

  const invalid: Variant[] = [
    v("no name", `@${domain}`),
    v("no domain", `${name}@`),
    v("two at signs", `${name}@@${domain}`),
    v("a dot at the start of the name", `.${name}@${domain}`),
    v("a dot at the end of the name", `${name}.@${domain}`),
    v("two dots in a row", `${name.slice(0, 1)}..${name.slice(1)}@${domain}`),
    v("a space in an unquoted name", `${name} test@${domain}`),
    v(
      "a name longer than 64 characters",
      `${name}+${"x".repeat(Math.max(1, NAME_MAX_LENGTH - name.length))}@${domain}`,
    ),
    v("an unbalanced quote", `"${name}@${domain}`),
    v("a domain with a leading dot", `${name}@.${domain}`),
    v("a domain with two dots in a row", `${name}@${domain.replace(".", "..")}`),
    v("a domain label starting with a hyphen", `${name}@-${domain}`),
    v("a comma in the name", `${name},x@${domain}`),
  ];
  return { address, delivered, undeliverable, invalid };
}
