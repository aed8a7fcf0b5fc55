import type { Call, Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError, invalidRequest } from "../errors.js";
import { generatePassword } from "../lib/password.js";
import { DAY_MS, utcDate } from "../lib/time.js";
import { type AddressRecord, StoreConflict } from "../store/store.js";
import type { AgeCategory, AuditVia } from "../wire/enums.js";
import { dateOfBirthFor } from "./age.js";
import { randomName } from "./names.js";
import { generatePersonaNames } from "./persona.js";
import { auditSecret } from "./secrets.js";

const EARLIEST_BIRTH_DATE = "1900-01-01";
const RANDOM_NAME_ATTEMPTS = 5;

/** A date of birth must be a real past date; the schema checked the format. */
export function checkDateOfBirth(field: string, date: string, now: Date): void {
  if (date > utcDate(now)) throw invalidRequest(field, "must not be in the future");
  if (date < EARLIEST_BIRTH_DATE) throw invalidRequest(field, `must be on or after ${EARLIEST_BIRTH_DATE}`);
}

/** What a new test account is made of; everything is optional as in the create body. */
export interface AccountSpec {
  label?: string | undefined;
  name?: string | undefined;
  persona?: boolean | undefined;
  /** true: a generated 16-character password; a string: this password (form values fit it to the form). */
  password?: boolean | string | undefined;
  lifetimeDays?: number | undefined;
  domain?: string | undefined;
  age?: AgeCategory | undefined;
  dateOfBirth?: string | undefined;
  country?: string | undefined;
  site?: string | undefined;
  environment?: string | undefined;
}

/**
 * Creates an address in the caller's project: the project's domain and lifetime rules, the
 * per-key creation rate (only creations that succeed count), a random or chosen name that is
 * never issued twice, a persona (fitting the country), date of birth and password when asked;
 * the password is saved sealed and the save audited. Evidence: an address event.
 */
export async function createAccount(
  deps: Deps,
  call: Call,
  spec: AccountSpec,
  via: AuditVia,
): Promise<{ record: AddressRecord; password?: string }> {
  const { project, keyId } = call.caller;
  const now = deps.clock.now();
  const limits = project.limits;

  const domain = spec.domain ?? project.domains[0] ?? "";
  if (!project.domains.includes(domain))
    throw invalidRequest("domain", `must be one of this project's mail domains: ${project.domains.join(", ")}`);
  const lifetimeDays = spec.lifetimeDays ?? limits.max_lifetime_days;
  if (lifetimeDays > limits.max_lifetime_days)
    throw invalidRequest("lifetime_days", `must be at most ${limits.max_lifetime_days}, the plan's maximum`);
  if (spec.dateOfBirth) checkDateOfBirth("date_of_birth", spec.dateOfBirth, now);

  const rate = await deps.rateLimiter.take(`create-address:${keyId}`, limits.address_creations_per_minute, now);
  if (!rate.allowed) {
    throw new ApiError(
      "rate_limited",
      `This API key may create at most ${limits.address_creations_per_minute} addresses per minute; try again in ${rate.retryAfterSeconds} s.`,
      { retry_after: rate.retryAfterSeconds },
      { "Retry-After": String(rate.retryAfterSeconds) },
    );
  }
  const created = await insertAccount(deps, call.caller, spec, { domain, lifetimeDays, now }).catch(
    async (error: unknown) => {
      // Given back before the answer, so the caller's next attempt finds it.
      await rate.release();
      throw error;
    },
  );
  if (created.password !== undefined)
    await auditSecret(deps, call.caller, { action: "save", via, address: created.record.address, label: "password" });
  await call.evidence.record({
    kind: "address",
    address: created.record.address,
    failed: false,
    detail: { label: created.record.label },
  });
  return created;
}

async function insertAccount(
  deps: Deps,
  caller: Caller,
  spec: AccountSpec,
  rules: { domain: string; lifetimeDays: number; now: Date },
): Promise<{ record: AddressRecord; password?: string }> {
  const { project } = caller;
  const { domain, lifetimeDays, now } = rules;
  const names = spec.persona ? await generatePersonaNames(spec.country ?? null) : null;
  // date_of_birth is used instead of age when both are given (spec, create body).
  const dateOfBirth = spec.dateOfBirth ?? (spec.age ? dateOfBirthFor(spec.age, now) : null);
  const password = typeof spec.password === "string" ? spec.password : spec.password ? generatePassword() : undefined;
  const secret = password ? { label: "password", sealed: deps.sealedBox.seal(password) } : undefined;

  const attempts = spec.name ? 1 : RANDOM_NAME_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const address = `${spec.name ?? randomName(names ?? undefined)}@${domain}`;
    try {
      const record = await deps.store.addresses.create(
        {
          projectId: project.id,
          address,
          label: spec.label || null,
          firstName: names?.firstName ?? null,
          lastName: names?.lastName ?? null,
          username: names?.username ?? null,
          dateOfBirth,
          country: spec.country ?? null,
          site: spec.site ?? null,
          environment: spec.environment ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + lifetimeDays * DAY_MS),
        },
        { maxActive: project.limits.max_active_addresses, now, ...(secret ? { secret } : {}) },
      );
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
        if (spec.name)
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
