/**
 * The language an email is written in, by franc-min (trigram statistics over 66 languages, and
 * the script for Chinese, Japanese, Korean, Greek, Hebrew, Thai and others). Loaded on the first
 * check that asks for a language: most checks never do, and it costs about 9 MB.
 */

/** ISO 639-3 (franc's answer) to the ISO 639-1 code a caller writes, where one exists. */
const TWO_LETTER: Record<string, string> = {
  eng: "en",
  deu: "de",
  fra: "fr",
  spa: "es",
  por: "pt",
  ita: "it",
  nld: "nl",
  pol: "pl",
  tur: "tr",
  rus: "ru",
  ukr: "uk",
  bel: "be",
  bul: "bg",
  srp: "sr",
  hrv: "hr",
  bos: "bs",
  ces: "cs",
  hun: "hu",
  ron: "ro",
  swe: "sv",
  cmn: "zh",
  jpn: "ja",
  kor: "ko",
  ell: "el",
  heb: "he",
  arb: "ar",
  pes: "fa",
  urd: "ur",
  hin: "hi",
  mar: "mr",
  npi: "ne",
  ben: "bn",
  tam: "ta",
  tel: "te",
  kan: "kn",
  mal: "ml",
  guj: "gu",
  pan: "pa",
  tha: "th",
  vie: "vi",
  ind: "id",
  zlm: "ms",
  jav: "jv",
  sun: "su",
  tgl: "tl",
  swh: "sw",
  hau: "ha",
  yor: "yo",
  ibo: "ig",
  zul: "zu",
  som: "so",
  amh: "am",
  kaz: "kk",
  uzn: "uz",
  azj: "az",
  kat: "ka",
  hye: "hy",
  khm: "km",
  lao: "lo",
  mya: "my",
  sin: "si",
  ckb: "ku",
  kin: "rw",
  nya: "ny",
  plt: "mg",
  lin: "ln",
  run: "rn",
};

/** How much text is read: the start of a mail says which language it is in. */
const SAMPLE_CHARS = 4000;

/**
 * When the runner-up scores this close to the best (franc scores the best 1), the text does not
 * tell the two apart: a short English mail can score Italian 1, Romanian 0.975 and English 0.973.
 */
const AMBIGUOUS_SCORE = 0.95;

let francAll: ((text: string, options?: { minLength?: number }) => [string, number][]) | undefined;

/** The language of a text as a two-letter code (three letters when it has none), or null when unsure. */
export async function detectLanguage(text: string): Promise<string | null> {
  francAll ??= (await import("franc-min")).francAll;
  const [best, second] = francAll(text.slice(0, SAMPLE_CHARS), { minLength: 20 });
  if (!best || best[0] === "und" || (second && second[1] >= AMBIGUOUS_SCORE)) return null;
  return TWO_LETTER[best[0]] ?? best[0];
}

/** "pt-BR" -> "pt", "DE" -> "de", "zh_Hant" -> "zh": the region and script do not matter. */
export const primaryLanguage = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();
