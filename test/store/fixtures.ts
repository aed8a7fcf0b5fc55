import { DEFAULT_LIMITS } from "../../service/config.js";
import type { NewAddress, Project, Store } from "../../service/store/store.js";
import type { EmailFacts } from "../../service/wire/checks.js";

/** What the store contracts share: one moment to count from, and the two projects they use. */
export const T0 = new Date("2026-03-10T12:00:00.000Z");
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
export const at = (offsetMs: number) => new Date(T0.getTime() + offsetMs);

/** A new address with nothing set but what the test gives, living 30 days from T0. */
export const newAddressIn = (projectId: string, address: string, overrides: Partial<NewAddress> = {}): NewAddress => ({
  projectId,
  address,
  label: null,
  firstName: null,
  lastName: null,
  username: null,
  dateOfBirth: null,
  country: null,
  site: null,
  environment: null,
  createdAt: T0,
  expiresAt: at(30 * DAY),
  ...overrides,
});

/** The facts of an email with nothing for the checks to see. */
export const NO_FACTS: EmailFacts = { htmlBytes: null, textPart: true, textCarries: null, linkHosts: [], layout: null };

export const CATCH_ALL_OFF = { mode: "off", lifetimeDays: 1 } as const;

/** The projects alpha and beta, as every contract starts. */
export async function twoProjects(store: Store): Promise<{ project: Project; other: Project }> {
  const project = await store.projects.upsert(
    { name: "alpha", domains: ["alpha.test"], limits: DEFAULT_LIMITS, catchAll: CATCH_ALL_OFF },
    T0,
  );
  const other = await store.projects.upsert(
    { name: "beta", domains: ["beta.test"], limits: DEFAULT_LIMITS, catchAll: CATCH_ALL_OFF },
    T0,
  );
  return { project, other };
}
