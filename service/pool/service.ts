import { randomUUID } from "node:crypto";
import { accountFilterOf } from "../accounts/filter.js";
import type { Call, Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError, invalidRequest, notFound } from "../errors.js";
import { withLatest } from "../inbox/address-resource.js";
import { type ResolvedAddress, unknownAddress } from "../inbox/address-lookup.js";
import { sha256Hex } from "../lib/key-hash.js";
import { MINUTE_MS, utcDate } from "../lib/time.js";
import type { Address } from "../wire/addresses.js";
import type { CheckedOut, CheckoutBody, ExtendBody, ReturnBody } from "../wire/accounts.js";

/**
 * The pool (spec, Pool and Account checkout): an account is held by one checkout at a time, for
 * 1 to 60 minutes, least recently used first; the hold's token extends or returns it, and a hold
 * that runs out frees the account on its own. The token is given once and kept only as its
 * SHA-256, like an API key.
 */

const holdKey = (deps: Deps, caller: Caller, address: ResolvedAddress, token: string) => ({
  projectId: caller.project.id,
  address: address.record.address,
  tokenSha256: sha256Hex(token),
  now: deps.clock.now(),
});

const notHeld = (address: string) =>
  new ApiError(
    "not_held",
    `This token does not hold ${address}: the hold was returned, ran out, or belongs to another checkout. Check the account out again.`,
  );

/** Holds the least recently used matching account. Evidence: a checkout event. */
export async function checkout(deps: Deps, call: Call, body: CheckoutBody): Promise<CheckedOut> {
  const { caller } = call;
  const now = deps.clock.now();
  const until = new Date(now.getTime() + body.minutes * MINUTE_MS);
  const token = randomUUID();
  const filter = accountFilterOf({ ...body, tag: body.tags }, utcDate(now));
  const outcome = await deps.store.pool.checkout(caller.project.id, filter, {
    tokenSha256: sha256Hex(token),
    until,
    now,
  });
  if (outcome.kind === "none")
    throw notFound(
      `No account matches: none of this project's addresses fits every filter given and lives past a ${body.minutes}-minute hold.`,
    );
  if (outcome.kind === "all_held") {
    const seconds = Math.max(1, Math.ceil((outcome.firstFreeAt.getTime() - now.getTime()) / 1000));
    const all =
      outcome.matching === 1 ? "The one matching account is" : `All ${outcome.matching} matching accounts are`;
    throw new ApiError(
      "all_checked_out",
      `${all} checked out; the first comes free at ${outcome.firstFreeAt.toISOString()} (in ${seconds} s).`,
      { matching: outcome.matching, first_free_at: outcome.firstFreeAt.toISOString() },
      { "Retry-After": String(seconds) },
    );
  }
  await call.evidence.record({
    kind: "checkout",
    address: outcome.record.address,
    failed: false,
    detail: { until: until.toISOString(), minutes: body.minutes },
  });
  return { ...(await withLatest(deps, outcome.record)), checkout: { token, until: until.toISOString() } };
}

/** Moves the hold's end to `minutes` from now. */
export async function extendCheckout(
  deps: Deps,
  caller: Caller,
  address: ResolvedAddress,
  body: ExtendBody,
): Promise<CheckedOut> {
  const key = holdKey(deps, caller, address, body.token);
  const until = new Date(key.now.getTime() + body.minutes * MINUTE_MS);
  // As a checkout does, a hold ends while the account lives.
  const expiresAt = address.record.expiresAt;
  if (until > expiresAt) {
    const left = Math.floor((expiresAt.getTime() - key.now.getTime()) / MINUTE_MS);
    throw invalidRequest(
      "minutes",
      `must end the hold before the account expires at ${expiresAt.toISOString()} (${left > 0 ? `at most ${left} minutes from now` : "it has expired"})`,
    );
  }
  const record = await deps.store.pool.extend(key, until);
  if (record === null) throw unknownAddress(deps, address.record.address);
  if (record === "not_held") throw notHeld(address.record.address);
  return { ...(await withLatest(deps, record)), checkout: { token: body.token, until: until.toISOString() } };
}

/** Frees the account, adding and removing tags. */
export async function returnCheckout(
  deps: Deps,
  caller: Caller,
  address: ResolvedAddress,
  body: ReturnBody,
): Promise<Address> {
  const key = holdKey(deps, caller, address, body.token);
  const record = await deps.store.pool.release(key, { add: body.add_tags ?? [], remove: body.remove_tags ?? [] });
  if (record === null) throw unknownAddress(deps, address.record.address);
  if (record === "not_held") throw notHeld(address.record.address);
  return withLatest(deps, record);
}
