import type { Call } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError, CallAborted } from "../errors.js";
import { goesTo } from "../evidence/goes-to.js";
import type { ResolvedAddress } from "../inbox/address-lookup.js";
import { emailQueryOf, type MailFilter } from "../inbox/email-filter.js";
import { countedSubtypes, type ItemQuery, mainItem } from "../inbox/match-items.js";
import { toMatch, toRefusal } from "../inbox/serialize.js";
import { waitForMail } from "../inbox/wait-for-mail.js";
import { WAIT_LOOK_BACK_MS } from "../limits.js";
import { LINK_SUBTYPES, type LinkSubtype } from "../wire/enums.js";
import type { Match } from "../wire/matches.js";
import type { CodeWaitQuery, LinkWaitQuery, NoneQuery, NothingArrived } from "../wire/waits.js";
import { takeNewestMatch } from "./find.js";
import { waitHint } from "./hint.js";

/** What the mail the hint reads is capped at: far beyond what a failed wait needs to explain itself. */
const HINT_EMAILS = 200;

interface WaitRequest {
  items: ItemQuery;
  timeoutSeconds: number;
  service: string | null;
  since: Date | null;
  unused: boolean;
}

/** The newest code the query wants, waiting up to its timeout; 404 with a hint when none came. */
export function waitForCode(deps: Deps, call: Call, address: ResolvedAddress, query: CodeWaitQuery): Promise<Match> {
  return waitForItem(deps, call, address, {
    items: { type: "code", subtypes: [query.type] },
    timeoutSeconds: query.timeout,
    service: query.service ?? null,
    since: query.since ?? null,
    unused: query.unused ?? false,
  });
}

/** The newest link the query wants, waiting up to its timeout; 404 with a hint when none came. */
export function waitForLink(deps: Deps, call: Call, address: ResolvedAddress, query: LinkWaitQuery): Promise<Match> {
  const subtypes: readonly LinkSubtype[] = query.type.includes("any")
    ? LINK_SUBTYPES
    : (query.type as Exclude<(typeof query.type)[number], "any">[]);
  return waitForItem(deps, call, address, {
    items: { type: "link", subtypes, app: query.app ?? null },
    timeoutSeconds: query.timeout,
    service: query.service ?? null,
    since: query.since ?? null,
    unused: query.unused ?? false,
  });
}

/** Whole tenths of a second from one moment to a later one; 0 when it came before. */
const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 100) / 10);

async function waitForItem(deps: Deps, call: Call, address: ResolvedAddress, request: WaitRequest): Promise<Match> {
  const { record } = address;
  const startedAt = deps.clock.now();
  const since = request.since ?? new Date(deps.clock.now().getTime() - WAIT_LOOK_BACK_MS);
  const filter: MailFilter = { tag: address.tag, service: request.service };
  const found = await waitForMail(
    deps,
    record.id,
    { timeoutMs: request.timeoutSeconds * 1000, signal: call.signal, kind: request.items.type },
    () =>
      takeNewestMatch(deps, record, {
        items: request.items,
        emails: { ...emailQueryOf(filter), since },
        unused: request.unused,
      }),
  );
  if (call.signal.aborted) throw new CallAborted();
  if (found) {
    const { email, item } = found;
    await call.evidence.record({
      kind: "email",
      address: record.address,
      failed: false,
      detail: {
        type: item.type,
        subtype: item.subtype,
        service: email.service,
        service_domain: email.serviceDomain,
        received_at: email.receivedAt.toISOString(),
        after_seconds: secondsBetween(since, email.receivedAt),
        since_given: request.since !== null,
        // A default `since` is 15 minutes back, no moment the test chose. This counts from the
        // start of the wait, or for an email that was there before it, from the address's creation.
        wait_seconds: secondsBetween(
          email.receivedAt.getTime() > startedAt.getTime() ? startedAt : record.createdAt,
          email.receivedAt,
        ),
        ...(item.type === "code" ? { code: item.value } : { goes_to: goesTo(item.value) }),
      },
    });
    return toMatch(record.address, email, item);
  }

  const [emails, refusals] = await Promise.all([
    deps.store.emails.listMeta(record.id, { since, limit: HINT_EMAILS }),
    deps.store.refusals.list(record.id, since),
  ]);
  const what = request.items.type;
  const hint = waitHint({
    address: record,
    emails,
    refusals,
    query: request.items,
    filter,
    since,
    unused: request.unused,
    limits: call.caller.project.limits,
    now: deps.clock.now(),
    smtpEndpoint: `${deps.endpoints.smtpHost}:${deps.endpoints.smtpPort}`,
  });
  const waitedFor = `${what} (${request.items.subtypes.join(", ")})`;
  await call.evidence.record(
    {
      kind: "missing",
      address: record.address,
      failed: true,
      detail: {
        waited_for: waitedFor,
        service: request.service,
        since: since.toISOString(),
        timeout: request.timeoutSeconds,
        hint,
      },
    },
    // A retried wait: this missing replaces the previous one of the same wait.
    { retryKey: `missing\u0000${record.address}\u0000${waitedFor}\u0000${request.service ?? ""}` },
  );
  throw new ApiError(
    "not_found",
    `No matching ${what} arrived for ${record.address} within ${request.timeoutSeconds} s (looking at mail since ${since.toISOString()}).`,
    { hint, refused: refusals.map(toRefusal), help: deps.helpUrl },
  );
}

/**
 * Holds like a wait and answers that nothing matching arrived, or 409 email_arrived as soon as
 * something does. Without `since` it watches from the request time. Evidence: a none event,
 * failed when an email arrived.
 */
export async function expectNoEmail(
  deps: Deps,
  call: Call,
  address: ResolvedAddress,
  query: NoneQuery,
): Promise<NothingArrived> {
  const { record } = address;
  const since = query.since ?? deps.clock.now();
  const emails = {
    ...emailQueryOf({ tag: address.tag, service: query.service ?? null }),
    since,
    subtypes: countedSubtypes(query.type, undefined),
  };
  const arrived = await waitForMail(
    deps,
    record.id,
    { timeoutMs: query.timeout * 1000, signal: call.signal, kind: "none" },
    async () => {
      const count = await deps.store.emails.count(record.id, emails);
      if (count === 0) return null;
      const [first] = await deps.store.emails.listMeta(record.id, { ...emails, order: "oldest", limit: 1 });
      return first ? { count, first } : null;
    },
  );
  if (call.signal.aborted) throw new CallAborted();
  const until = deps.clock.now().toISOString();
  await call.evidence.record({
    kind: "none",
    address: record.address,
    failed: arrived !== null,
    detail: { arrived: arrived !== null, since: since.toISOString(), until, count: arrived?.count ?? 0 },
  });
  if (!arrived) return { arrived: false, until };
  const { count, first } = arrived;
  throw new ApiError(
    "email_arrived",
    `${count === 1 ? "An email" : `${count} emails`} arrived for ${record.address} since ${since.toISOString()}, where none was expected.`,
    {
      count,
      first: {
        received_at: first.receivedAt.toISOString(),
        service: first.service,
        type: mainItem(first)?.type ?? null,
      },
    },
  );
}
