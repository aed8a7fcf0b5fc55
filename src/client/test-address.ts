import type { Proofbox } from "./index.js";

/**
 * A test address bound to one test: every call sends the test's name (Service-Test), so the
 * run's report groups what the test saw under it, without repeating `{ test }` on each call.
 */
export interface TestAddress {
  readonly address: string;
  readonly test: string;
  code(options?: Omit<Parameters<Proofbox["code"]>[1] & object, "test">): ReturnType<Proofbox["code"]>;
  link(options?: Omit<Parameters<Proofbox["link"]>[1] & object, "test">): ReturnType<Proofbox["link"]>;
  none(options?: Omit<Parameters<Proofbox["none"]>[1] & object, "test">): ReturnType<Proofbox["none"]>;
  count(options?: Omit<Parameters<Proofbox["count"]>[1] & object, "test">): ReturnType<Proofbox["count"]>;
}

export function bindTestAddress(inbox: Proofbox, address: string, test: string): TestAddress {
  return {
    address,
    test,
    code: (options = {}) => inbox.code(address, { ...options, test }),
    link: (options = {}) => inbox.link(address, { ...options, test }),
    none: (options = {}) => inbox.none(address, { ...options, test }),
    count: (options = {}) => inbox.count(address, { ...options, test }),
  };
}

/** What Playwright gives a fixture: the test's title, and the function that hands the fixture over. */
export interface PlaywrightTestInfo {
  title: string;
}

/** The fixtures `playwrightFixtures()` gives `test.extend`. */
export interface ProofboxFixtures {
  mail: (fixtures: object, use: (mail: TestAddress) => Promise<void>, testInfo: PlaywrightTestInfo) => Promise<void>;
}

/**
 * Playwright fixtures, without depending on Playwright: `test.extend(proofboxFixtures())` gives
 * each test `mail`, a fresh address named after the test's title. The first parameter must stay
 * an object pattern: Playwright reads it to know which fixtures a fixture needs.
 */
export function proofboxFixtures(create: (test: string) => Promise<TestAddress>): ProofboxFixtures {
  return {
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    mail: async ({}, use, testInfo) => {
      await use(await create(testInfo.title));
    },
  };
}
