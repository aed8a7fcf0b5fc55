import type { Call } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { ResolvedAddress } from "../inbox/address-lookup.js";
import { withCleanHtml } from "../inbox/clean-on-read.js";
import { emailQueryOf } from "../inbox/email-filter.js";
import { countedSubtypes, mainItem } from "../inbox/match-items.js";
import type { EmailRecord } from "../store/store.js";
import type { CheckResult, ChecksQuery, ChecksResult } from "../wire/checks.js";
import { detectLanguage, primaryLanguage } from "./language.js";
import { comparable, mailTexts } from "./mail-text.js";
import {
  type CheckInput,
  dkimCheck,
  dmarcCheck,
  expectedHostCheck,
  expiryCheck,
  imagesOnlyCheck,
  layoutCheck,
  localLinksCheck,
  plainHttpCheck,
  plainTextCheck,
  sizeCheck,
  spfCheck,
} from "./rules.js";

/**
 * Runs the thirteen checks on one email of the address (the one named, or the newest that
 * matches) and answers verdicts only, never the email's text or links. Does not wait for mail;
 * it does wait the moment an email's SPF, DKIM and DMARC verdicts may still take. Evidence: a
 * checks event, failed when a check failed.
 */
export async function checkEmail(
  deps: Deps,
  call: Call,
  address: ResolvedAddress,
  query: ChecksQuery,
): Promise<ChecksResult> {
  const { record } = address;
  await deps.intake.settled(record.id);
  const email = await findEmail(deps, address, query);
  await deps.intake.verdictsSettled(email.id);
  const stored = await deps.store.emails.checkRecord(record.id, email.id);
  if (!stored) throw notFound(record.address);

  const input: CheckInput = {
    facts: stored.facts,
    verdicts: stored.verdicts,
    links: email.links,
    hasCode: email.codes.some((code) => code.subtype === "otp"),
    expiresAt: email.expiresAt,
    devHosts: call.caller.project.devHosts,
  };
  const texts = query.expect_text || query.expect_language ? mailTexts((await withCleanHtml(deps, [email]))[0]!) : null;
  const checks: CheckResult[] = [
    spfCheck(stored.verdicts),
    dkimCheck(stored.verdicts),
    dmarcCheck(stored.verdicts),
    localLinksCheck(input),
    plainHttpCheck(input),
    expectedHostCheck(input, query.expect_host),
    expiryCheck(input),
    plainTextCheck(input),
    sizeCheck(input),
    imagesOnlyCheck(input),
    layoutCheck(input),
    expectedTextCheck(texts?.readable ?? "", query.expect_text),
    await languageCheck(texts?.language ?? "", query.expect_language),
  ];

  const failed = checks.filter((check) => check.status === "fail").map((check) => check.check);
  const warnings = checks.filter((check) => check.status === "warn").map((check) => check.check);
  const main = mainItem(email);
  await call.evidence.record({
    kind: "checks",
    address: record.address,
    failed: failed.length > 0,
    detail: {
      email_id: email.id,
      passed: failed.length === 0,
      failed,
      warnings,
      notes: checks
        .filter((check) => check.status === "fail" || check.status === "warn")
        .map((check) => `${check.check}: ${check.detail}`),
    },
  });
  return {
    address: record.address,
    email: {
      id: email.id,
      received_at: email.receivedAt.toISOString(),
      service: email.service,
      service_domain: email.serviceDomain,
      type: main?.type ?? null,
      subtype: main?.subtype ?? null,
    },
    passed: failed.length === 0,
    failed,
    warnings,
    checks,
  };
}

const notFound = (address: string, what = "email") =>
  new ApiError(
    "not_found",
    `No ${what} for ${address} to check. /checks does not wait: check after the email arrived (a code or link wait returns once it has).`,
  );

async function findEmail(deps: Deps, address: ResolvedAddress, query: ChecksQuery): Promise<EmailRecord> {
  const { record } = address;
  if (query.email_id) {
    const email = await deps.store.emails.get(record.id, query.email_id);
    if (!email) throw notFound(record.address, `email ${query.email_id}`);
    return email;
  }
  const [email] = await deps.store.emails.listForAddress(record.id, {
    ...emailQueryOf({ tag: address.tag, service: query.service ?? null }),
    since: query.since ?? null,
    subtypes: countedSubtypes(query.type, query.subtype),
    limit: 1,
  });
  if (!email) throw notFound(record.address, "matching email");
  return email;
}

function expectedTextCheck(text: string, phrases: string[] | undefined): CheckResult {
  if (!phrases || phrases.length === 0)
    return { check: "expected_text", status: "skip", detail: "no expect_text given" };
  const haystack = comparable(text);
  const missing = phrases.filter((phrase) => !haystack.includes(comparable(phrase)));
  if (missing.length === 0)
    return {
      check: "expected_text",
      status: "pass",
      detail: `all ${phrases.length} phrase${phrases.length === 1 ? "" : "s"} found`,
    };
  // The caller's own phrases, quoted as JSON so that none can pass for part of the sentence.
  return {
    check: "expected_text",
    status: "fail",
    detail: `missing: ${missing.map((p) => JSON.stringify(p)).join(", ")}`,
  };
}

async function languageCheck(text: string, expected: string | undefined): Promise<CheckResult> {
  if (!expected) return { check: "language", status: "skip", detail: "no expect_language given" };
  const wanted = primaryLanguage(expected);
  const detected = await detectLanguage(text);
  if (detected === null)
    return { check: "language", status: "warn", detail: "its language cannot be told reliably (too little text)" };
  if (detected === wanted) return { check: "language", status: "pass", detail: `the email is in ${detected}` };
  return { check: "language", status: "fail", detail: `the email is in ${detected}, not ${wanted}` };
}
