import type { Caller } from "../caller.js";
import { forbidden } from "../errors.js";
import type { Permission } from "../wire/enums.js";

/** How a 403 names each permission: read_passwords with its label in the spec. */
const NAMED: Record<Permission, string> = {
  read_passwords: 'the read_passwords permission ("Can read saved passwords")',
  manage_project: "the manage_project permission",
};

/** Throws 403 unless the caller's key has `permission`; `what` says what was refused. */
export function requirePermission(caller: Caller, permission: Permission, what: string): void {
  if (!caller.permissions.includes(permission))
    throw forbidden(`This API key may not ${what}: it lacks ${NAMED[permission]}.`);
}
