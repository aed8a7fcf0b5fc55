import { checkDateOfBirth, createAccount } from "../accounts/create.js";
import { accountFilterOf } from "../accounts/filter.js";
import type { Call, Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { toAddress, withLatest } from "../inbox/address-resource.js";
import { type ResolvedAddress, unknownAddress } from "../inbox/address-lookup.js";
import { utcDate } from "../lib/time.js";
import type { AddressFilter, AddressPatch } from "../store/store.js";
import type { Address, CreateAddressBody, ListAddressesQuery, UpdateAddressBody } from "../wire/addresses.js";

export { withLatest };

/**
 * Creates an address in the caller's project (accounts/create.ts has the rules). Evidence: an
 * address event.
 */
export async function createAddress(deps: Deps, call: Call, body: CreateAddressBody): Promise<Address> {
  const { record, password } = await createAccount(
    deps,
    call,
    {
      label: body.label,
      name: body.name,
      persona: body.persona,
      password: body.password,
      lifetimeDays: body.lifetime_days,
      domain: body.domain,
      age: body.age,
      dateOfBirth: body.date_of_birth,
      country: body.country,
      site: body.site,
      environment: body.environment,
    },
    "create_address",
  );
  return toAddress(record, deps.clock.now(), password === undefined ? {} : { password });
}

/** The project's addresses matching every filter given, newest first. */
export async function listAddresses(deps: Deps, caller: Caller, query: ListAddressesQuery): Promise<Address[]> {
  const filter: AddressFilter = { ...accountFilterOf(query, utcDate(deps.clock.now())), limit: query.limit };
  if (query.before) filter.createdBefore = query.before;
  const records = await deps.store.addresses.list(caller.project.id, filter);
  return Promise.all(records.map((record) => withLatest(deps, record)));
}

/** Changes the fields given; null clears. */
export async function updateAddress(
  deps: Deps,
  caller: Caller,
  address: ResolvedAddress,
  body: UpdateAddressBody,
): Promise<Address> {
  if (body.date_of_birth) checkDateOfBirth("date_of_birth", body.date_of_birth, deps.clock.now());
  const patch: AddressPatch = {};
  if (body.label !== undefined) patch.label = body.label;
  if (body.notes !== undefined) patch.notes = body.notes;
  if (body.tags !== undefined) patch.tags = body.tags;
  if (body.first_name !== undefined) patch.firstName = body.first_name;
  if (body.last_name !== undefined) patch.lastName = body.last_name;
  if (body.username !== undefined) patch.username = body.username;
  if (body.date_of_birth !== undefined) patch.dateOfBirth = body.date_of_birth;
  if (body.country !== undefined) patch.country = body.country;
  const updated = await deps.store.addresses.update(caller.project.id, address.record.address, patch);
  if (!updated) throw unknownAddress(deps, address.record.address);
  return withLatest(deps, updated);
}

/** Deletes the address and its mail; its name is never issued again. */
export async function deleteAddress(deps: Deps, caller: Caller, address: ResolvedAddress): Promise<void> {
  if (!(await deps.store.addresses.remove(caller.project.id, address.record.address)))
    throw unknownAddress(deps, address.record.address);
}
