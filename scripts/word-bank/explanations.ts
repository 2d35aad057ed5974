import type { WordClass } from '@bluffle/shared-schema';

const ARTICLE_CLASS: Record<string, string> = {
  adjective: 'an adjective',
  adverb: 'an adverb',
  noun: 'a noun',
  verb: 'a verb',
};

function describeRarity(scowlLevel: number | undefined, subtlexCount: number): string {
  const films =
    subtlexCount > 0
      ? ` and turns up ${subtlexCount} time${subtlexCount === 1 ? '' : 's'} in 51 million words of film subtitles (SUBTLEX)`
      : '';
  if (scowlLevel === undefined)
    return `It is rare: it is missing from the SCOWL word lists up to size 70${films}.`;
  return `It is uncommon: SCOWL first lists it at size ${scowlLevel}${films}.`;
}

/** Why a real word is real, in words a player can check. */
export function explainRealWord(
  wordClass: WordClass,
  scowlLevel: number | undefined,
  subtlexCount: number,
): string {
  return `A real English word (${ARTICLE_CLASS[wordClass] ?? wordClass}). The definition and example come from WordNet 3.1 (Princeton University). ${describeRarity(scowlLevel, subtlexCount)}`;
}

/** How a grafted fake was made (note word-data §3 "graft"), so the reveal teaches something. */
export function explainGraftedFake(
  stem: string,
  suffix: string,
  wordClass: WordClass,
  donor: string,
): string {
  return (
    `Invented. The stem "${stem}-" was produced letter by letter by a character-level Markov chain trained on ` +
    `about 140,000 English words, and it ends in the real suffix "-${suffix}" (used here to make ${ARTICLE_CLASS[wordClass] ?? wordClass}). ` +
    `It appears in no word list checked. The definition and sentence really belong to "${donor}".`
  );
}
