import { contentStems } from '../common/distractors';
import { hasOffensiveGloss } from '../common/profanity';
import { glossRevealsWord } from './real-word-candidates';
import type { Synset, WordNet } from '../common/wordnet-reader';

// The follow-up must test knowledge, not memory of the screen: a real word's right option is
// another wording of its meaning, never the definition shown in phase one. WordNet gives three honest ones,
// tried in this order: another sense of the same word, the broader meaning it is a kind of (hypernym), and
// for adjectives and adverbs the adjective it is similar to or derived from.

/** Short glosses ("a human being") are true of too much to be a fair right answer. */
const MIN_LENGTH = 20;
const MAX_LENGTH = 120;

/** At least half of a reworded definition's content words must be new, or it is the same text again. */
function rewordsEnough(candidate: string, shown: string): boolean {
  const shownStems = contentStems(shown);
  const stems = [...contentStems(candidate)];
  if (stems.length === 0) return false;
  const repeated = stems.filter((stem) => shownStems.has(stem)).length;
  return repeated / stems.length <= 0.5;
}

/** Usage notes ("used of mouth or eyes") and bracketed asides are not definitions a player can weigh. */
const NOT_A_DEFINITION = /^(\(|used\b|usually\b|often\b|sometimes\b|especially\b|as\b)/i;

function isUsableGloss(gloss: string, word: string, shown: string): boolean {
  return (
    !NOT_A_DEFINITION.test(gloss) &&
    gloss.length >= MIN_LENGTH &&
    gloss.length <= MAX_LENGTH &&
    gloss !== shown &&
    !hasOffensiveGloss(gloss) &&
    !/[A-Z]/.test(gloss) &&
    !glossRevealsWord(gloss, word) &&
    rewordsEnough(gloss, shown)
  );
}

/** Adverbs derived from an adjective read better as "in a way that is ...". */
function asAdverb(gloss: string): string {
  return `in a way that is ${gloss}`;
}

/** Every honest rewording of `synset`'s meaning for `word`, in the order above (best first). */
export function rewordedDefinitions(word: string, synset: Synset, wordNet: WordNet): string[] {
  const shown = synset.gloss;
  const otherSenses = (wordNet.senses.get(word)?.get(synset.wordClass) ?? [])
    .filter((key) => key !== synset.key)
    .map((key) => wordNet.synsets.get(key));
  const broader = synset.hypernyms.map((key) => wordNet.synsets.get(key));
  // Two steps up is still true of the word (a kibbutz is a collective farm, and a farm).
  const broaderStill = broader
    .flatMap((other) => other?.hypernyms ?? [])
    .map((key) => wordNet.synsets.get(key));
  const related = synset.related.map((key) => wordNet.synsets.get(key));
  const wordings: string[] = [];
  for (const other of [...otherSenses, ...broader, ...broaderStill]) {
    if (other && !other.hasUsageDomain && isUsableGloss(other.gloss, word, shown)) wordings.push(other.gloss);
  }
  for (const other of related) {
    if (!other || !isUsableGloss(other.gloss, word, shown)) continue;
    wordings.push(
      synset.wordClass === 'adverb' && other.wordClass === 'adjective' ? asAdverb(other.gloss) : other.gloss,
    );
  }
  return wordings;
}

export function rewordedDefinition(word: string, synset: Synset, wordNet: WordNet): string | undefined {
  return rewordedDefinitions(word, synset, wordNet)[0];
}
