import { revealSecret, saveSecret } from "../accounts/secrets.js";
import { requirePermission } from "../access/permission.js";
import type { Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { withLatest } from "../inbox/address-resource.js";
import type { ResolvedAddress } from "../inbox/address-lookup.js";
import { generatePassword } from "../lib/password.js";
import type { PasswordQuery, SavePasswordBody, SecretSaved, SignedIn, SignInBody } from "../wire/accounts.js";

/**
 * Saved passwords and sign-in (spec, Passwords). Saving needs no permission; revealing (GET
 * password, sign-in) needs read_passwords. Every save and reveal is audited (accounts/secrets.ts).
 */

const mayRead = (caller: Caller, what: string) => requirePermission(caller, "read_passwords", what);

/** The secret saved under the label. */
export async function getPassword(
  deps: Deps,
  caller: Caller,
  address: ResolvedAddress,
  query: PasswordQuery,
): Promise<{ address: string; label: string; secret: string }> {
  mayRead(caller, "reveal saved passwords");
  const { record } = address;
  const secret = await revealSecret(deps, caller, record, { label: query.label, via: "get_password" });
  if (secret === null)
    throw notFound(
      `Nothing is saved under the label ${query.label} on ${record.address}. Save one with PUT /v1/addresses/{address}/password.`,
    );
  return { address: record.address, label: query.label, secret };
}

/** Saves (or replaces) the secret under its label; generates a password when none is given. */
export async function savePassword(
  deps: Deps,
  caller: Caller,
  address: ResolvedAddress,
  body: SavePasswordBody,
): Promise<SecretSaved> {
  const { record } = address;
  const generated = body.password === undefined ? generatePassword() : undefined;
  await saveSecret(deps, caller, record, {
    label: body.label,
    plain: body.password ?? generated!,
    via: "put_password",
  });
  return { address: record.address, label: body.label, saved: true, ...(generated ? { password: generated } : {}) };
}

/**
 * A saved test account with its password, in one call: see PoolStore.signIn for which one.
 * With a site and an account never used on one, the account is marked as used on this site.
 */
export async function signIn(deps: Deps, caller: Caller, body: SignInBody): Promise<SignedIn> {
  mayRead(caller, "sign in with saved accounts");
  const now = deps.clock.now();
  const picked = await deps.store.pool.signIn(caller.project.id, {
    site: body.site ?? null,
    environment: body.environment ?? null,
    tags: body.tags ?? [],
    now,
  });
  const password = picked
    ? await revealSecret(deps, caller, picked.record, { label: "password", via: "sign_in" })
    : null;
  if (!picked || password === null) {
    const wanted = [
      "a saved password",
      ...(body.tags?.length ? [`the tags ${body.tags.join(", ")}`] : []),
      ...(body.environment ? [`the environment ${body.environment}`] : []),
    ];
    throw notFound(
      `No account fits: none of this project's live accounts has ${wanted.join(", ")} and is free (not checked out). Create one with POST /v1/addresses (password: true).`,
    );
  }
  return { ...(await withLatest(deps, picked.record)), password, used_on_site: picked.usedOnSite };
}
