import type { Call, Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError, invalidRequest } from "../errors.js";
import { type ResolvedAddress, unknownAddress } from "../inbox/address-lookup.js";
import { latestMatch } from "../inbox/latest.js";
import { toMatch } from "../inbox/serialize.js";
import { generatePassword } from "../lib/password.js";
import { DAY_MS, utcDate } from "../lib/time.js";
import { type AddressFilter, type AddressPatch, type AddressRecord, StoreConflict } from "../store/store.js";
import type { Address, CreateAddressBody, ListAddressesQuery, UpdateAddressBody } from "../wire/addresses.js";
import { birthDateBounds, dateOfBirthFor } from "./age.js";
import { randomName } from "./names.js";
import { generatePersonaNames } from "./persona.js";
import { toAddress } from "./serialize.js";

const EARLIEST_BIRTH_DATE = "1900-01-01";
const RANDOM_NAME_ATTEMPTS = 5;

/** A date of birth must be a real past date; the schema checked the format. */
function checkDateOfBirth(field: string, date: string, now: Date): void {
  if (date > utcDate(now)) throw invalidRequest(field, "must not be in the future");
  if (date < EARLIEST_BIRTH_DATE) throw invalidRequest(field, `must be on or after ${EARLIEST_BIRTH_DATE}`);
}

/** The Address resource with its `latest` code or link. */
export async function withLatest(deps: Pick<Deps, "store">, record: AddressRecord): Promise<Address> {
  const latest = await latestMatch(deps, record);
  return toAddress(record, { latest: latest ? toMatch(record.address, latest.email, latest.item) : null });
}

/**
 * Creates an address in the caller's project: the project's domain and lifetime rules, the
 * per-key creation rate (only creations that succeed count), a random or chosen name that is
 * never issued twice, a persona, date of birth and password when asked. Evidence: an address
 * event.
 */
export async function createAddress(deps: Deps, call: Call, body: CreateAddressBody): Promise<Address> {
  const { project, keyId } = call.caller;
  const now = deps.clock.now();
  const limits = project.limits;

  const domain = body.domain ?? project.domains[0] ?? "";
  if (!project.domains.includes(domain))
    throw invalidRequest("domain", `must be one of this project's mail domains: ${project.domains.join(", ")}`);
  const lifetimeDays = body.lifetime_days ?? limits.max_lifetime_days;
  if (lifetimeDays > limits.max_lifetime_days)
    throw invalidRequest("lifetime_days", `must be at most ${limits.max_lifetime_days}, the plan's maximum`);
  if (body.date_of_birth) checkDateOfBirth("date_of_birth", body.date_of_birth, now);

  const rate = deps.rateLimiter.take(`create-address:${keyId}`, limits.address_creations_per_minute, now);
  if (!rate.allowed) {
    throw new ApiError(
      "rate_limited",
      `This API key may create at most ${limits.address_creations_per_minute} addresses per minute; try again in ${rate.retryAfterSeconds} s.`,
      { retry_after: rate.retryAfterSeconds },
      { "Retry-After": String(rate.retryAfterSeconds) },
    );
  }
  const { record, password } = await insertAddress(deps, call.caller, body, { domain, lifetimeDays, now }).catch(
    (error: unknown) => {
      rate.release();
      throw error;
    },
  );
  await call.evidence.record({
    kind: "address",
    address: record.address,
    failed: false,
    detail: { label: record.label },
  });
  return toAddress(record, password === undefined ? {} : { password });
}

async function insertAddress(
  deps: Deps,
  caller: Caller,
  body: CreateAddressBody,
  rules: { domain: string; lifetimeDays: number; now: Date },
): Promise<{ record: AddressRecord; password?: string }> {
  const { project } = caller;
  const { domain, lifetimeDays, now } = rules;
  const names = body.persona ? generatePersonaNames() : null;
  // date_of_birth is used instead of age when both are given (spec, create body).
  const dateOfBirth = body.date_of_birth ?? (body.age ? dateOfBirthFor(body.age, now) : null);
  const password = body.password ? generatePassword() : undefined;
  const secret = password ? { label: "password", sealed: deps.sealedBox.seal(password) } : undefined;

  const attempts = body.name ? 1 : RANDOM_NAME_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const address = `${body.name ?? randomName(names ?? undefined)}@${domain}`;
    try {
      const record = await deps.store.addresses.create(
        {
          projectId: project.id,
          address,
          label: body.label || null,
          firstName: names?.firstName ?? null,
          lastName: names?.lastName ?? null,
          username: names?.username ?? null,
          dateOfBirth,
          country: body.country ?? null,
          site: body.site ?? null,
          environment: body.environment ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + lifetimeDays * DAY_MS),
        },
        { maxActive: project.limits.max_active_addresses, now, ...(secret ? { secret } : {}) },
      );
      if (password) deps.logger.info("password saved", { address, label: "password", key: caller.keyId });
      return password ? { record, password } : { record };
    } catch (error) {
      if (!(error instanceof StoreConflict)) throw error;
      if (error.kind === "active_limit") {
        throw new ApiError(
          "payment_required",
          `This project already has ${project.limits.max_active_addresses} active addresses, its plan's maximum. Delete addresses you no longer need or let them expire.`,
          { limit: project.limits.max_active_addresses },
        );
      }
      if (attempt >= attempts) {
        if (body.name)
          throw new ApiError(
            "name_taken",
            `name: ${address} is not available; names are never issued twice. Choose another name.`,
            { field: "name" },
          );
        throw error;
      }
    }
  }
}

/** The project's addresses matching every filter given, newest first. */
export async function listAddresses(deps: Deps, caller: Caller, query: ListAddressesQuery): Promise<Address[]> {
  const today = utcDate(deps.clock.now());
  const filter: AddressFilter = { limit: query.limit };
  if (query.before) filter.createdBefore = query.before;
  if (query.tag && query.tag.length > 0) filter.tags = query.tag;
  if (query.country) filter.country = query.country;
  if (query.min_age !== undefined) filter.bornOnOrBefore = birthDateBounds(today, query.min_age, query.min_age).latest;
  if (query.max_age !== undefined) filter.bornOnOrAfter = birthDateBounds(today, query.max_age, query.max_age).earliest;
  if (query.has_password !== undefined) filter.hasPassword = query.has_password;
  if (query.search) filter.search = query.search;
  if (query.site) filter.site = query.site;
  if (query.environment) filter.environment = query.environment;
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
