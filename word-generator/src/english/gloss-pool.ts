import type { WordClass } from '@bluffle/shared-schema';
import type { GlossOption } from '../common/distractors';
import { hasOffensiveGloss } from '../common/profanity';
import type { WordNet } from '../common/wordnet-reader';

/**
 * Every WordNet definition that may serve as a wrong answer: a synset with a plain single-word lemma and a
 * clean gloss of 15-110 characters, grouped by word class, in file order (deterministic).
 */
export function collectGlossOptions(wordNet: WordNet): Map<WordClass, GlossOption[]> {
  const byClass = new Map<WordClass, GlossOption[]>();
  const seenGlosses = new Set<string>();
  for (const synset of wordNet.synsets.values()) {
    const word = synset.lemmas.find((lemma) => /^[a-z]{4,15}$/.test(lemma));
    const gloss = synset.gloss;
    if (!word || gloss.length < 15 || gloss.length > 110 || seenGlosses.has(gloss)) continue;
    if (hasOffensiveGloss(gloss) || /[A-Z]/.test(gloss) || /^\(|^as |^used\b|\be\.g\./.test(gloss)) continue;
    seenGlosses.add(gloss);
    const option: GlossOption = { word, wordClass: synset.wordClass, lexFile: synset.lexFile, gloss };
    const group = byClass.get(synset.wordClass);
    if (group) group.push(option);
    else byClass.set(synset.wordClass, [option]);
  }
  return byClass;
}
