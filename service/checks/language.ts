/**
 * The language an email is written in, by eld (n-gram statistics over 60 languages, with the
 * script deciding where it can). Chosen side by side on short transactional mail (docs/checks.md):
 * its small database was right on all 552 emails of the evaluation set, where franc-min read
 * Russian as Bulgarian about half the time. Loaded on the first check that asks for a language
 * (about 280 ms and 23 MB): most checks never do.
 */

/** How much text is read: the start of a mail says which language it is in. */
const SAMPLE_CHARS = 4000;

interface Detector {
  detect(text: string): { language: string; isReliable(): boolean };
}
let detector: Detector | undefined;

/**
 * The language of a text as an ISO 639-1 code, or null when the detector says its answer is not
 * reliable (too little text, or two languages too close to tell).
 */
export async function detectLanguage(text: string): Promise<string | null> {
  detector ??= (await import("eld/small")).eld as Detector;
  const sample = text.slice(0, SAMPLE_CHARS);
  const answer = detector.detect(sample);
  if (!answer.language) return null;
  if (answer.isReliable()) return answer.language;
  // eld's reliability wants more text than a script needs where the script alone settles it.
  const settled = languageOfScript(sample);
  return settled === answer.language ? settled : null;
}

/** Enough letters of one script to read it as the text's, not a name or a word quoted in it. */
const SCRIPT_LETTERS = 10;
const HANGUL = /\p{Script=Hangul}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

/**
 * The language a text's script settles on its own: Hangul is written only in Korean, and Han
 * characters with no kana among them are Chinese (Japanese prose always has kana). Only when that
 * script is most of the letters.
 */
function languageOfScript(text: string): "ko" | "zh" | null {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  const letters = count(LETTER);
  const hangul = count(HANGUL);
  if (hangul >= SCRIPT_LETTERS && hangul * 2 >= letters) return "ko";
  const han = count(HAN);
  if (han >= SCRIPT_LETTERS && han * 2 >= letters && hangul === 0 && count(KANA) === 0) return "zh";
  return null;
}

/** "pt-BR" -> "pt", "DE" -> "de", "zh_Hant" -> "zh": the region and script do not matter. */
export const primaryLanguage = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();
