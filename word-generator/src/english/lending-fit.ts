import { contentStems } from '../common/distractors';
import type { Nearness } from './nearness';
import type { Synset } from '../common/wordnet-reader';

// Whether a sentence written for one meaning fits a word of another. Read on pairs of the
// built bank: a sentence lent across WordNet's lexicographer files plays a role the word cannot ("Hit the ball to
// neritic left field": a relational adjective in a quality's slot; a person's sentence for an artifact), a
// sibling's is about the sibling ("Berlin was bombed to troponomy", lent by smithereens), and a broader meaning's
// is true of the word when the word's gloss names that meaning as its kind ("a storehouse for threshed grain":
// "Granaries were built close to the docks") and mostly about another of its kinds when it does not ("The
// dentist hoovered my teeth", lent by clean; "He learned to write the ariorals", lent by numeral). Even a
// broader meaning the gloss names lends a sentence about one use of the kind, rarely true of the narrower one:
// "Pitock the gun from your pocket" for remove from the shell, "He nailed kafferns across the windows" for a
// springboard (a board), "These events misbure the lack of social responsibility" for present in an overly
// dramatic manner. A read of 40 such sentences in the built bank found about half wrong, and no test on the
// sentence alone told them apart; so a broader meaning's sentence fits only when it speaks of what makes the
// meaning narrower: it shares a content word with the gloss beyond the kind's own words ("He econged the
// strings of his mandolin" for pluck (strings of an instrument)).

/** Why a lent sentence does not fit the word it is lent to. */
export type LendingMisfit = 'other-kind' | 'sibling' | 'broader-not-its-kind' | 'broader-says-more';

/** Whether `gloss` names one of `meaning`'s words ("a storehouse for ..." names storehouse). */
function glossNames(gloss: string, meaning: Synset): boolean {
  const stems = contentStems(gloss);
  return meaning.lemmas.some((lemma) => {
    const lemmaStems = [...contentStems(lemma)];
    return lemmaStems.length > 0 && lemmaStems.every((stem) => stems.has(stem));
  });
}

/**
 * Words a sentence and a gloss share without speaking of the same thing ("Eternal truths will be..." and
 * "dying without a legally valid will"): modals, pronouns and the commonest verbs.
 */
const SAYS_NOTHING =
  /\b(will|would|can|could|shall|should|may|might|must|all|but|out|off|you|your|our|they|them|she|him|get|got|take|took|give|gave|put|set|come|came|went|goes|own|new|old)\b/gi;

/** Whether `sentence`, lent by the broader `lent`, names something of `gloss` beyond `lent`'s own words. */
function speaksOfNarrowerMeaning(sentence: string, gloss: string, lent: Synset): boolean {
  const kindStems = contentStems(lent.lemmas.join(' '));
  const sentenceStems = contentStems(sentence.replace(SAYS_NOTHING, ' '));
  for (const stem of contentStems(gloss)) if (!kindStems.has(stem) && sentenceStems.has(stem)) return true;
  return false;
}

/**
 * Why `sentence`, an example of `lent`, standing to `target` as `nearness`, does not fit a word of `target`'s meaning, or
 * undefined when it fits: the meaning's own sentence with a synonym always does, and so does another entry's
 * sentence using the meaning's one-sense word (own-word-sentences.ts); any other needs the same
 * lexicographer file (noun.person for noun.person, verb.motion for verb.motion, adj.pert for adj.pert) and a
 * narrower meaning, a near synonym, the word's own other sense, or a broader meaning the gloss names whose
 * sentence speaks of what the gloss adds to it.
 */
export function lendingMisfit(
  target: Synset,
  lent: Synset,
  nearness: Nearness,
  sentence: string,
): LendingMisfit | undefined {
  if (nearness === 'same-meaning' || nearness === 'own-word') return undefined;
  if (lent.lexFile !== target.lexFile) return 'other-kind';
  if (nearness === 'sibling' || nearness === 'distant-sibling') return 'sibling';
  if (nearness !== 'broader') return undefined;
  if (!glossNames(target.gloss, lent)) return 'broader-not-its-kind';
  return speaksOfNarrowerMeaning(sentence, target.gloss, lent) ? undefined : 'broader-says-more';
}

export const lendingFits = (target: Synset, lent: Synset, nearness: Nearness, sentence: string) =>
  lendingMisfit(target, lent, nearness, sentence) === undefined;
