import type { Deps } from "../deps.js";
import { ApiError, invalidRequest, notFound } from "../errors.js";
import type { AuthContext } from "../http/auth.js";
import { parseAddress } from "../lib/email-address.js";
import { generatePassword } from "../lib/password.js";
import { DAY_MS, utcDate } from "../lib/time.js";
import { type AddressFilter, type AddressPatch, type AddressRecord, StoreConflict } from "../store/store.js";
import { birthDateBounds, dateOfBirthFor } from "./age.js";
import { randomName } from "./names.js";
import { generatePersonaNames } from "./persona.js";
import type { CreateAddressBody, ListAddressesQuery, UpdateAddressBody } from "./schemas.js";

const EARLIEST_BIRTH_DATE = "1900-01-01";
const RANDOM_NAME_ATTEMPTS = 5;

/** A date of birth must be a real past date; the schema checked the format. */
function checkDateOfBirth(field: string, date: string, now: Date): void {
  if (date > utcDate(now)) throw invalidRequest(field, "must not be in the future");
  if (date < EARLIEST_BIRTH_DATE) throw invalidRequest(field, `must be on or after ${EARLIEST_BIRTH_DATE}`);
}

/** Message of the 404 for an address the caller cannot see. */
export function unknownAddressMessage(address: string): string {
  return `No address ${address} in this project. It was never created, belongs to another project (a key works within its own project only), or was deleted.`;
}

/**
 * Resolves the `{address}` path parameter (URL-decoded by the router): capitals and a plus tag
 * act on the plain address. Anything not in the caller's project is 404, as if it did not exist.
 */
export async function loadAddress(deps: Deps, auth: AuthContext, param: string): Promise<AddressRecord> {
  const parsed = parseAddress(param);
  const find = () => (parsed ? deps.store.addresses.get(auth.project.id, parsed.plain) : Promise.resolve(null));
  const record = await find();
  if (!record) throw notFound(unknownAddressMessage(parsed?.plain ?? param));
  // Mail accepted for it may still be in the parser: a read that starts after the SMTP 250
  // must see it, in the counts as in the messages.
  if (!(await deps.intake.settled(record.id))) return record;
  return (await find()) ?? record;
}

export async function createAddress(
  deps: Deps,
  auth: AuthContext,
  body: CreateAddressBody,
): Promise<{ record: AddressRecord; password?: string }> {
  const { project } = auth;
  const now = deps.clock.now();
  const limits = project.limits;

  const domain = body.domain ?? project.domains[0] ?? "";
  if (!project.domains.includes(domain))
    throw invalidRequest("domain", `must be one of this project's mail domains: ${project.domains.join(", ")}`);
  const lifetimeDays = body.lifetime_days ?? limits.max_lifetime_days;
  if (lifetimeDays > limits.max_lifetime_days)
    throw invalidRequest("lifetime_days", `must be at most ${limits.max_lifetime_days}, the plan's maximum`);
  if (body.date_of_birth) checkDateOfBirth("date_of_birth", body.date_of_birth, now);

  const allowed = deps.rateLimiter.take(`create-address:${auth.keyId}`, limits.address_creations_per_minute, now);
  if (!allowed.allowed) {
    throw new ApiError(
      "rate_limited",
      `This API key may create at most ${limits.address_creations_per_minute} addresses per minute; try again in ${allowed.retryAfterSeconds} s.`,
      { retry_after: allowed.retryAfterSeconds },
      { "Retry-After": String(allowed.retryAfterSeconds) },
    );
  }

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
        { maxActive: limits.max_active_addresses, now, ...(secret ? { secret } : {}) },
      );
      if (password) deps.logger.info("password saved", { address, label: "password", key: auth.keyId });
      return password ? { record, password } : { record };
    } catch (error) {
      if (!(error instanceof StoreConflict)) throw error;
      if (error.kind === "active_limit") {
        throw new ApiError(
          "payment_required",
          `This project already has ${limits.max_active_addresses} active addresses, its plan's maximum. Delete addresses you no longer need or let them expire.`,
          { limit: limits.max_active_addresses },
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

export async function listAddresses(
  deps: Deps,
  auth: AuthContext,
  query: ListAddressesQuery,
): Promise<AddressRecord[]> {
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
  return deps.store.addresses.list(auth.project.id, filter);
}

export async function updateAddress(
  deps: Deps,
  auth: AuthContext,
  param: string,
  body: UpdateAddressBody,
): Promise<AddressRecord> {
  const current = await loadAddress(deps, auth, param);
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
  const updated = await deps.store.addresses.update(auth.project.id, current.address, patch);
  if (!updated) throw notFound(unknownAddressMessage(current.address));
  return updated;
}

export async function deleteAddress(deps: Deps, auth: AuthContext, param: string): Promise<void> {
  const current = await loadAddress(deps, auth, param);
  if (!(await deps.store.addresses.remove(auth.project.id, current.address)))
    throw notFound(unknownAddressMessage(current.address));
}
