import type { Faker } from "@faker-js/faker";
import { faker as english } from "@faker-js/faker/locale/en";

/**
 * Fictional people for test accounts, from faker: names that fit the country when one is given
 * (a German account gets a German name), English otherwise. Each locale is loaded the first
 * time a persona of its country is made, so the service carries only English until then.
 */
type LocaleModule = Promise<{ faker: Faker }>;
const LOCALES: Record<string, () => LocaleModule> = {
  AT: () => import("@faker-js/faker/locale/de_AT"),
  AU: () => import("@faker-js/faker/locale/en_AU"),
  BE: () => import("@faker-js/faker/locale/nl_BE"),
  BR: () => import("@faker-js/faker/locale/pt_BR"),
  CA: () => import("@faker-js/faker/locale/en_CA"),
  CH: () => import("@faker-js/faker/locale/de_CH"),
  CN: () => import("@faker-js/faker/locale/zh_CN"),
  CZ: () => import("@faker-js/faker/locale/cs_CZ"),
  DE: () => import("@faker-js/faker/locale/de"),
  DK: () => import("@faker-js/faker/locale/da"),
  ES: () => import("@faker-js/faker/locale/es"),
  FI: () => import("@faker-js/faker/locale/fi"),
  FR: () => import("@faker-js/faker/locale/fr"),
  GB: () => import("@faker-js/faker/locale/en_GB"),
  GR: () => import("@faker-js/faker/locale/el"),
  HR: () => import("@faker-js/faker/locale/hr"),
  HU: () => import("@faker-js/faker/locale/hu"),
  ID: () => import("@faker-js/faker/locale/id_ID"),
  IE: () => import("@faker-js/faker/locale/en_IE"),
  IL: () => import("@faker-js/faker/locale/he"),
  IN: () => import("@faker-js/faker/locale/en_IN"),
  IT: () => import("@faker-js/faker/locale/it"),
  JP: () => import("@faker-js/faker/locale/ja"),
  KR: () => import("@faker-js/faker/locale/ko"),
  LU: () => import("@faker-js/faker/locale/fr_LU"),
  LV: () => import("@faker-js/faker/locale/lv"),
  MX: () => import("@faker-js/faker/locale/es_MX"),
  NG: () => import("@faker-js/faker/locale/en_NG"),
  NL: () => import("@faker-js/faker/locale/nl"),
  NO: () => import("@faker-js/faker/locale/nb_NO"),
  PL: () => import("@faker-js/faker/locale/pl"),
  PT: () => import("@faker-js/faker/locale/pt_PT"),
  RO: () => import("@faker-js/faker/locale/ro"),
  RS: () => import("@faker-js/faker/locale/sr_RS_latin"),
  RU: () => import("@faker-js/faker/locale/ru"),
  SA: () => import("@faker-js/faker/locale/ar"),
  SE: () => import("@faker-js/faker/locale/sv"),
  SI: () => import("@faker-js/faker/locale/sl_SI"),
  SK: () => import("@faker-js/faker/locale/sk"),
  TH: () => import("@faker-js/faker/locale/th"),
  TR: () => import("@faker-js/faker/locale/tr"),
  TW: () => import("@faker-js/faker/locale/zh_TW"),
  UA: () => import("@faker-js/faker/locale/uk"),
  US: () => import("@faker-js/faker/locale/en_US"),
  VN: () => import("@faker-js/faker/locale/vi"),
  ZA: () => import("@faker-js/faker/locale/en_ZA"),
};

const loaded = new Map<string, Faker>();

async function fakerFor(country: string | null): Promise<Faker> {
  const code = country?.toUpperCase() ?? "";
  const load = LOCALES[code];
  if (!load) return english;
  let instance = loaded.get(code);
  if (!instance) {
    instance = (await load()).faker;
    loaded.set(code, instance);
  }
  return instance;
}

/** Whether personas of this country get names of its own language. */
export const hasLocalNames = (country: string) => country.toUpperCase() in LOCALES;

export interface PersonaNames {
  firstName: string;
  lastName: string;
  /** Latin letters, digits, dots and underscores (faker transliterates other scripts), at most 40. */
  username: string;
}

/** A fictional first name, last name and username, fitting the country when one is given. */
export async function generatePersonaNames(country: string | null = null): Promise<PersonaNames> {
  const faker = await fakerFor(country);
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  let username = faker.internet
    .username({ firstName, lastName })
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9._]/g, "")
    .replace(/^[._]+|[._]+$/g, "")
    .slice(0, 40);
  if (username.length < 3)
    username = english.internet
      .username()
      .toLowerCase()
      .replace(/[^a-z0-9._]/g, "");
  return { firstName, lastName, username };
}
