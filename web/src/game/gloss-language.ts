import type { Language } from '@bluffle/shared-schema';

// Which language a word's texts are in, for their `lang` attribute (: a Filipino screen marks the
// English it shows). The word bank glosses every word in English: its definitions and explanations are
// English whatever the word's language. Usage sentences are in the word's own language; a Filipino one ends
// with its English translation in parentheses.

/** BCP 47 tags of the bank's languages. */
const WORD_LANG: Readonly<Record<Language, string>> = { english: 'en', filipino: 'fil', latin: 'la' };

/** The language of the bank's glosses (definitions, explanations). */
export const GLOSS_LANG = 'en';

export function wordLangOf(language: Language): string {
  return WORD_LANG[language];
}

/**
 * A usage sentence split into the sentence (in the word's language) and its English translation, when it
 * ends with one in parentheses ('Ramdam ko ang kilig… (I felt a giddy rush…)'). An English sentence is not
 * split: it has nothing to translate.
 */
export function usagePartsOf(
  usage: string,
  language: Language,
): { sentence: string; translation: string | null } {
  const match = language === 'english' ? null : /^(.*\S)\s*\(([^()]+)\)\s*$/s.exec(usage);
  return match
    ? { sentence: match[1] ?? usage, translation: match[2] ?? null }
    : { sentence: usage, translation: null };
}

/**
 * The follow-up's right option in the feedback: a real word's definition is an English gloss; a made-up
 * word's right option is the real word among the fakes, in the word's own language.
 */
export function correctAnswerLangOf(isReal: boolean, language: Language): string {
  return isReal ? GLOSS_LANG : wordLangOf(language);
}
