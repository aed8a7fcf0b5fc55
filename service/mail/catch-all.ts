import type { Clock } from "../lib/clock.js";
import type { ParsedAddress } from "../lib/email-address.js";
import { DAY_MS } from "../lib/time.js";
import { type AddressRecord, type Project, type Store, StoreConflict } from "../store/store.js";

/** What became of mail to an address nobody created. */
export type CatchAllOutcome =
  | { kind: "created"; address: AddressRecord }
  /** No project catches mail for this domain: refused as unknown (550). */
  | { kind: "not_caught" }
  /** The name was issued before and deleted since: names are never issued twice (550). */
  | { kind: "name_retired" }
  /** The project that catches it has max_active_addresses live addresses (452, try later). */
  | { kind: "full"; project: Project };

/**
 * Catch-all projects (docs/configuration.md, "Catch-all"): mail to an address that does not
 * exist creates it, with the catching project's catch-all lifetime (at most its
 * max_lifetime_days). A domain some project names belongs to its projects: the first of them, in
 * configuration order, that catches ("domains" or "any") gets the address, and when none does the
 * mail is refused as before. A domain no project names goes to the first project set to "any".
 * The address is then an ordinary one: limits, refusals, delivery diagnosis and every API read
 * it as they read any other.
 */
export function createCatchAll(deps: {
  store: Store;
  clock: Clock;
  /**
   * The projects the service runs, in the order of the configuration: they change only when it
   * starts, and a project a database still holds but the configuration no longer names catches
   * nothing.
   */
  projects: readonly Project[];
}) {
  const catching = deps.projects.some((project) => project.catchAll.mode !== "off");

  function projectFor(domain: string): Project | null {
    const owners = deps.projects.filter((project) => project.domains.includes(domain));
    if (owners.length > 0) return owners.find((project) => project.catchAll.mode !== "off") ?? null;
    return deps.projects.find((project) => project.catchAll.mode === "any") ?? null;
  }

  return {
    /** Creates the address `recipient` names in the project that catches it, if one does. */
    async create(recipient: ParsedAddress): Promise<CatchAllOutcome> {
      const project = catching ? projectFor(recipient.domain) : null;
      if (!project) return { kind: "not_caught" };
      const now = deps.clock.now();
      const { lifetimeDays } = project.catchAll;
      try {
        const address = await deps.store.addresses.create(
          {
            projectId: project.id,
            address: recipient.plain,
            label: "catch-all",
            firstName: null,
            lastName: null,
            username: null,
            dateOfBirth: null,
            country: null,
            site: null,
            environment: null,
            createdAt: now,
            expiresAt: new Date(now.getTime() + lifetimeDays * DAY_MS),
          },
          { maxActive: project.limits.max_active_addresses, now },
        );
        return { kind: "created", address };
      } catch (error) {
        if (!(error instanceof StoreConflict)) throw error;
        if (error.kind === "active_limit") return { kind: "full", project };
        // Another message to the same new address created it a moment ago: it is that one.
        const existing = await deps.store.addresses.findForDelivery(recipient.plain);
        return existing ? { kind: "created", address: existing } : { kind: "name_retired" };
      }
    },
  };
}

export type CatchAllIntake = ReturnType<typeof createCatchAll>;
