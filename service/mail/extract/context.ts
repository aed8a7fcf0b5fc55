import type { EmailDocument } from "./document.js";
import { CODE_WORDS, type Genre, GENRE_WORDS, VERIFICATION_WORDS } from "./vocabulary.js";

/**
 * What the whole email is about, read once from its subject and the start of its body. Codes and
 * links are judged where they stand, but the same "Passcode: 739201" means a sign-in code in a
 * sign-in email and a meeting passcode in a calendar invitation.
 */
export interface EmailContext {
  subject: string;
  /** The subject names a code ("Your sign-in code", "验证码"). */
  subjectNamesCode: boolean;
  /** The subject or the start of the body speaks of signing in, verifying or a code. */
  aboutSigningIn: boolean;
  /**
   * The kind of email it is when it is not about signing in: a receipt, a calendar invite, a
   * booking, a statement, an account notice, a newsletter. Null for everything else.
   */
  decoyGenre: Genre | null;
}

/** How much of the body is read for the genre: the start says what an email is. */
const GENRE_TEXT_CHARS = 6000;

const GENRES = Object.keys(GENRE_WORDS) as Genre[];

function countMatches(pattern: RegExp, text: string): number {
  const global = new RegExp(pattern.source, `${pattern.flags}g`);
  let count = 0;
  for (const _ of text.matchAll(global)) if (++count >= 8) break;
  return count;
}

export function readContext(subject: string | null, documents: EmailDocument[]): EmailContext {
  const subjectText = subject ?? "";
  const subjectNamesCode = CODE_WORDS.test(subjectText);
  // The subject says most: a genre word there decides, unless the subject is about signing in
  // ("Your login code", "Verify your email"). An account notice decides even then: "New sign-in
  // to your account" names a sign-in and is not one.
  const subjectAboutSigningIn = subjectNamesCode || VERIFICATION_WORDS.test(subjectText);

  // Otherwise the body: a genre whose words stand there several times, when nothing in the
  // subject speaks of signing in.
  let body = "";
  for (const document of documents) {
    for (const block of document.blocks) {
      if (body.length >= GENRE_TEXT_CHARS) break;
      body += `${block.text}\n`;
    }
  }
  const aboutSigningIn = subjectAboutSigningIn || VERIFICATION_WORDS.test(body.slice(0, 600));
  const context = (decoyGenre: Genre | null): EmailContext => ({
    subject: subjectText,
    subjectNamesCode,
    aboutSigningIn,
    decoyGenre,
  });
  if (GENRE_WORDS.notice.test(subjectText)) return context("notice");
  if (!subjectAboutSigningIn) {
    for (const genre of GENRES) if (GENRE_WORDS[genre].test(subjectText)) return context(genre);
  }
  let decoyGenre: Genre | null = null;
  if (!subjectAboutSigningIn) {
    let best = 2;
    for (const genre of GENRES) {
      const count = countMatches(GENRE_WORDS[genre], body);
      if (count > best) {
        best = count;
        decoyGenre = genre;
      }
    }
  }
  // A notice's words in the body ("turn on two-factor authentication") are a tip when the subject
  // asks to sign in, verify or reset; otherwise they make the email an account notice.
  if (decoyGenre === null && !subjectAboutSigningIn && GENRE_WORDS.notice.test(body)) decoyGenre = "notice";
  return context(decoyGenre);
}
