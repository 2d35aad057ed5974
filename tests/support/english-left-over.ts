import { englishOnlyTexts, englishOnlyWords, wordsOf } from './catalogue-texts';

/**
 * Finds English left on a screen in another language: an English-only phrase of the catalogue, or one of its
 * English-only words (plus `forbiddenWords`), in the texts a person meets. Data shown as it is (a lobby code,
 * a player's name, a word being played) is taken out of each text first: it is nobody's interface text, and
 * a random code such as W5X4WV would otherwise read as the English 'x'.
 */
export function englishLeftOver(forbiddenWords: readonly string[]) {
  const englishWords = new Set([...englishOnlyWords(), ...forbiddenWords]);
  /** Each English-only phrase as a whole: 'Word' is English, the 'Word' inside 'Wordsmith' is a name. */
  const englishPhrases = englishOnlyTexts().map((phrase) => ({
    phrase,
    pattern: new RegExp(`(?<!\\p{L})${escaped(phrase)}(?!\\p{L})`, 'u'),
  }));

  /** Each text that says something in English, with what it says, e.g. 'Round 1/5 (round)'. */
  return function englishIn(texts: readonly string[], shownAsIs: readonly string[] = []): string[] {
    return texts.flatMap((shown) => {
      const text = withoutData(shown, shownAsIs);
      const english = [
        ...englishPhrases.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => phrase),
        ...wordsOf(text).filter((word) => englishWords.has(word)),
      ];
      return english.length === 0 ? [] : [`${shown} (${english.join(', ')})`];
    });
  };
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with every piece of data in it blanked out, where it stands as a whole (not inside a word). */
function withoutData(text: string, shownAsIs: readonly string[]): string {
  return shownAsIs
    .filter((data) => data.trim() !== '')
    .reduce(
      (rest, data) =>
        rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(data)}(?![\\p{L}\\p{N}])`, 'gu'), ' '),
      text,
    );
}
