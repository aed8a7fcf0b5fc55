import countries from "i18n-iso-countries";

/**
 * Countries as sign-up forms offer them: a drop-down's options carry ISO codes (DE, DEU, 276) or
 * names in some language (Germany, Deutschland, Allemagne, Alemania, Германия...). Names and
 * codes come from i18n-iso-countries (ISO 3166-1 with names in 78 languages, and the usual
 * aliases such as USA or UK).
 */

const key = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

let byName: Map<string, string> | undefined;

function nameTable(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  // English first, so that its names win a clash ("Congo" is CG in English).
  const languages = ["en", ...countries.getSupportedLanguages().filter((language) => language !== "en")];
  for (const language of languages) {
    const names = countries.getNames(language, { select: "all" });
    for (const [code, list] of Object.entries(names)) {
      for (const name of list) {
        const normalized = key(name);
        // English names win a clash (they are read first); later languages only add new names.
        if (normalized && !byName.has(normalized)) byName.set(normalized, code);
      }
    }
  }
  return byName;
}

/** The ISO 3166-1 alpha-2 code a value or label names (by code or by name), or null. */
export function countryCodeOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && countries.isValid(trimmed.toUpperCase())) return trimmed.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const alpha2 = countries.alpha3ToAlpha2(trimmed.toUpperCase());
    if (alpha2) return alpha2;
  }
  // ISO numeric codes are written with three digits (004, 276); "1" or "42" is an option's index.
  if (/^\d{3}$/.test(trimmed)) return countries.numericToAlpha2(trimmed) ?? null;
  return nameTable().get(key(trimmed)) ?? null;
}

/** The country's name in English, for a field that asks for it typed. */
export const countryName = (code: string): string => countries.getName(code, "en") ?? code;
