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
  const answer = detector.detect(text.slice(0, SAMPLE_CHARS));
  return answer.language && answer.isReliable() ? answer.language : null;
}

/** "pt-BR" -> "pt", "DE" -> "de", "zh_Hant" -> "zh": the region and script do not matter. */
export const primaryLanguage = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();
