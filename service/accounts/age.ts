import { randomInt } from "node:crypto";
import { addDays, ageOn, utcDate, yearsBefore } from "../lib/time.js";
import type { AgeCategory } from "../wire/enums.js";

/** Spec, create body and Limits: the ranges of the age categories in whole years. */
const AGE_RANGES: Record<Exclude<AgeCategory, "turns18tomorrow" | "turned18today">, [number, number]> = {
  adult: [18, 65],
  // The spec gives no upper bound for over21; 65 keeps it in line with adult.
  over21: [21, 65],
  under18: [15, 17],
  under15: [13, 14],
  under13: [8, 12],
  any: [8, 80],
};

/** Earliest and latest date of birth (inclusive) of someone aged min..max whole years on `today`. */
export function birthDateBounds(today: string, minAge: number, maxAge: number): { earliest: string; latest: string } {
  return {
    earliest: addDays(yearsBefore(today, maxAge + 1), 1),
    latest: yearsBefore(today, minAge),
  };
}

/**
 * A date of birth for the category, on the clock's UTC date. turns18tomorrow is 17 today and
 * 18 tomorrow; turned18today has an 18th birthday today. On the rare days where the calendar
 * makes that impossible (a 29 February that did not exist 18 years earlier), the result keeps
 * the property a test relies on most: 17 today for turns18tomorrow, 18 today for turned18today.
 */
export function dateOfBirthFor(category: AgeCategory, now: Date): string {
  const today = utcDate(now);
  if (category === "turned18today") return yearsBefore(today, 18);
  if (category === "turns18tomorrow") {
    const candidate = yearsBefore(addDays(today, 1), 18);
    return ageOn(candidate, today) === 17 ? candidate : addDays(candidate, 1);
  }
  const [minAge, maxAge] = AGE_RANGES[category];
  const { earliest, latest } = birthDateBounds(today, minAge, maxAge);
  const span = Math.round((Date.parse(latest) - Date.parse(earliest)) / 86_400_000);
  return addDays(earliest, randomInt(span + 1));
}
