/**
 * Dates of birth as a form wants them typed: the format its label or placeholder spells out
 * (DD/MM/YYYY, MM-DD-YYYY, YYYY.MM.DD, TT.MM.JJJJ, jj/mm/aaaa, ГГГГ-ММ-ДД, YYYY年MM月DD日...),
 * and the day, month and year apart for fields that ask for one part.
 */

type Part = "day" | "month" | "year";

export interface DateFormat {
  order: [Part, Part, Part];
  separators: [string, string, string];
  /** Digits of each part: 1 (no leading zero), 2, or 4 for a year. */
  widths: Record<Part, number>;
}

/**
 * Letters that stand for each part in the languages of forms: D/J/T/G/Д day, M/М month, Y/A/J/R/Å/Г
 * year. "AA" is a year in Spanish and French (año, année) and a month in Turkish (ay, as in
 * GG.AA.YYYY): such a token gets each of its readings, and the reading that makes three
 * different parts wins.
 */
const PART_LETTERS: [Part, RegExp][] = [
  ["year", /^(?:y{2}|y{4}|a{2}|a{4}|j{4}|r{4}|å{4}|г{2}|г{4})$/iu],
  ["day", /^(?:d{1,2}|j{1,2}|t{1,2}|g{1,2}|д{1,2})$/iu],
  ["month", /^(?:m{1,2}|м{1,2}|a{2})$/iu],
];

const readingsOf = (token: string): Part[] =>
  PART_LETTERS.filter(([, pattern]) => pattern.test(token)).map(([part]) => part);

/** The reading of three tokens as three different parts, or null. */
function partsOfTokens(tokens: string[]): Part[] | null {
  const [a, b, c] = tokens.map(readingsOf) as [Part[], Part[], Part[]];
  for (const x of a) for (const y of b) for (const z of c) if (new Set([x, y, z]).size === 3) return [x, y, z];
  return null;
}

/**
 * The format a text spells out, such as "DD/MM/YYYY" or "Geburtsdatum (TT.MM.JJJJ)", or null
 * when it spells none out.
 */
export function spelledFormat(text: string): DateFormat | null {
  const cjk = /(y{2,4}|Y{2,4})\s*年\s*(m{1,2}|M{1,2})\s*月\s*(d{1,2}|D{1,2})\s*日/u.exec(text);
  if (cjk) {
    return {
      order: ["year", "month", "day"],
      separators: ["年", "月", "日"],
      widths: { year: cjk[1]!.length === 2 ? 2 : 4, month: cjk[2]!.length, day: cjk[3]!.length },
    };
  }
  for (const match of text.matchAll(/(?<![\p{L}])(\p{L}{1,4})([./\- ]{1,2})(\p{L}{1,4})\2(\p{L}{1,4})(?![\p{L}])/gu)) {
    const tokens = [match[1]!, match[3]!, match[4]!];
    // "JJ" is a French day, "JJJJ" a German or Dutch year: the letters' count decides.
    const parts = partsOfTokens(tokens);
    if (!parts) continue;
    const widths = Object.fromEntries(
      tokens.map((token, index) => [
        parts[index],
        parts[index] === "year" ? (token.length === 2 ? 2 : 4) : token.length,
      ]),
    ) as Record<Part, number>;
    return { order: parts as [Part, Part, Part], separators: [match[2]!, match[2]!, ""], widths };
  }
  return null;
}

/** US order, as a form that says nothing is most likely to take it. */
export const US_FORMAT: DateFormat = {
  order: ["month", "day", "year"],
  separators: ["/", "/", ""],
  widths: { month: 2, day: 2, year: 4 },
};

/** The parts of an ISO date (YYYY-MM-DD). */
export function partsOf(isoDate: string): Record<Part, number> {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** The date written in the format. */
export function formatDate(isoDate: string, format: DateFormat): string {
  const parts = partsOf(isoDate);
  const written = (part: Part) => {
    const value = parts[part];
    const width = format.widths[part];
    if (part === "year") return width === 2 ? String(value % 100).padStart(2, "0") : String(value);
    return width >= 2 ? String(value).padStart(2, "0") : String(value);
  };
  return format.order.map((part, index) => `${written(part)}${format.separators[index]}`).join("");
}

const MONTH_LOCALES = [
  "en",
  "de",
  "fr",
  "es",
  "pt",
  "it",
  "nl",
  "pl",
  "tr",
  "ru",
  "uk",
  "sv",
  "da",
  "nb",
  "fi",
  "cs",
  "sk",
  "hu",
  "ro",
  "el",
  "ja",
  "zh",
  "ko",
];

const monthKey = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.\s]/g, "");

let monthNames: Map<string, number> | undefined;

/** Month names and abbreviations in the languages of forms, from the runtime's CLDR data (Intl). */
function monthNameTable(): Map<string, number> {
  if (monthNames) return monthNames;
  monthNames = new Map();
  for (const locale of MONTH_LOCALES) {
    for (const style of ["long", "short"] as const) {
      for (const context of [false, true]) {
        const format = new Intl.DateTimeFormat(locale, context ? { month: style, day: "numeric" } : { month: style });
        for (let month = 1; month <= 12; month++) {
          const date = new Date(Date.UTC(2000, month - 1, 15));
          const name = context
            ? format.formatToParts(date).find((part) => part.type === "month")?.value
            : format.format(date);
          if (name && !/^\d+$/.test(name)) monthNames.set(monthKey(name), month);
        }
      }
    }
  }
  return monthNames;
}

/** The month (1 to 12) an option's value or label names, by number or by name in any of those languages. */
export function monthOf(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) {
    const month = Number(trimmed);
    return month >= 1 && month <= 12 ? month : null;
  }
  return monthNameTable().get(monthKey(trimmed)) ?? null;
}
