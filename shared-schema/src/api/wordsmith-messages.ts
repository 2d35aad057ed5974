// The server's messages for the wordsmith's word tools. The page shows the spec's own alerts
// (docs/product.md §8 Wordsmith alerts) and, where the server says more, these.

export const WORDSMITH_MESSAGES = {
  /** Summon and Fill-in draw on the word generator, which has no Latin data. */
  latinNotGenerated:
    'Summon and Fill-in work for English and Filipino: no Latin dictionary data ships with Bluffle. Fill in a Latin word yourself.',
  /** The generator failed or could not answer: worth trying again. */
  checksUnavailable: 'The word tools could not answer just now. Please try again in a moment.',
  /** Summon found no word the bank does not hold already. */
  noFreshWord:
    'No new word could be summoned just now: every word the generator made is in the bank already. Try again.',
  /** docs/product.md §5 Session creation, word for word: the server says it too, for a client that did not check. */
  selectFiveWords: 'Please select exactly 5 words to create a session',
  /** A refused Submit (its feedback lists why). */
  wordRefused: 'This word cannot be submitted yet: fix what the feedback lists, then validate it again.',
} as const;

/** The bank holds this word for the language and class already (Validate), or got it just before Submit (409). */
export function wordExistsMessage(word: string, language: string, wordClass: string): string {
  const languageName = language.charAt(0).toUpperCase() + language.slice(1);
  const article = /^[AEIOU]/.test(languageName) ? 'an' : 'a';
  return `'${word}' is already in the word bank as ${article} ${languageName} ${wordClass}. Pick another word, or another word class if it really has one.`;
}
